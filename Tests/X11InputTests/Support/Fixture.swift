import Foundation
import TestDesktop

/// Text of a file in Fixtures/.
func fixture(_ name: String) throws -> String {
    guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
        throw TestFailure("missing fixture \(name)")
    }
    return try String(contentsOf: url, encoding: .utf8)
}
