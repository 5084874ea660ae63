import Foundation
import TestDesktop

/// The path of a file in Fixtures/.
func fixturePath(_ name: String) throws -> String {
    guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
        throw TestFailure("missing fixture \(name)")
    }
    return url.path
}
