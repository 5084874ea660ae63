import Foundation
import XCTest

/// `captext read --type` on the documents in Tests/Documents (cards, invoices, flyers, labels,
/// boarding passes; some rotated, noisy or low-contrast — see make-documents there): each must
/// print the value a person reads on it first, before any distractor (a fax number, a second date).
final class DocumentTests: XCTestCase {
    private struct Case {
        let document: String, type: String, languages: String, region: String, expected: String
    }

    private static let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Documents")

    private func cases() throws -> [Case] {
        let table = try String(contentsOf: Self.documents.appendingPathComponent("expected.tsv"), encoding: .utf8)
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Case(document: fields[0], type: fields[1], languages: fields[2], region: fields[3], expected: fields[4])
        }
    }

    func testEveryDocumentGivesItsValueFirst() throws {
        let cases = try cases()
        XCTAssertGreaterThanOrEqual(cases.count, 20)
        for item in cases {
            let path = Self.documents.appendingPathComponent(item.document).path
            let result = try Captext.run(["read", path, "--type", item.type, "--lang", item.languages, "--region", item.region])
            let label = "\(item.document) --type \(item.type)"
            XCTAssertEqual(result.status, 0, "\(label): \(result.stderr)")
            XCTAssertEqual(result.stdout.split(separator: "\n").first.map(String.init), item.expected, label)
        }
    }

    func testValuesAsPrintedUnlessNormalizedIsAsked() throws {
        let path = Self.documents.appendingPathComponent("webpage-url.png").path
        let printed = try Captext.run(["read", path, "--type", "url", "--lang", "eng", "--region", "US"])
        XCTAssertEqual(printed.stdout.split(separator: "\n").first, "docs.python.org/3/library/re.html", printed.stderr)
        let normalized = try Captext.run(["read", path, "--type", "url", "--lang", "eng", "--region", "US", "--format", "normalized"])
        XCTAssertEqual(normalized.stdout.split(separator: "\n").first, "http://docs.python.org/3/library/re.html", normalized.stderr)
        let ups = Self.documents.appendingPathComponent("label-ups.png").path
        let compact = try Captext.run(["read", ups, "--type", "tracking", "--lang", "eng", "--region", "US", "--format", "normalized"])
        XCTAssertEqual(compact.stdout.split(separator: "\n").first, "1Z999AA10123456784", compact.stderr)
        let alone = try Captext.run(["read", path, "--format", "normalized"])
        XCTAssertEqual(alone.status, 2, "--format without --type: \(alone.stderr)")
    }

    /// No --region, and a locale that says US: the national numbers are read as the document's
    /// own country (its +33 fax, .fr site and French; its München address, .de email and German),
    /// and each address is read from its own column, beside the phone column on the same lines.
    func testTheDocumentsOwnCountryWithoutRegion() throws {
        let cases = [("card-hotel-fr.png", "fra+eng", "phone", "05 61 22 48 90\n+33 5 61 22 48 91\n"),
                     ("card-hotel-fr.png", "fra+eng", "address", "12 ter rue des Lilas, 31000 TOULOUSE\n"),
                     ("notice-de.png", "deu+eng", "phone", "089 2180 1234\n"),
                     ("notice-de.png", "deu+eng", "address", "Bergstraße 17a, 80331 MÜNCHEN\n"),
                     ("flyer-uk.png", "eng", "phone", "07911 123456\n")]
        for (document, languages, type, expected) in cases {
            let path = Self.documents.appendingPathComponent(document).path
            let result = try Captext.run(["read", path, "--type", type, "--lang", languages], environment: ["LC_ALL": "en_US.UTF-8"])
            XCTAssertEqual(result.stdout, expected, "\(document) --type \(type): \(result.stderr)")
            // The locale's region alone finds no national number there.
            if type == "phone" {
                let us = try Captext.run(["read", path, "--type", type, "--lang", languages, "--region", "US"])
                XCTAssertFalse(us.stdout.hasPrefix(expected.prefix { $0 != "\n" }), document)
            }
        }
    }

    func testTheFaxNumberComesAfterThePhoneNumber() throws {
        let path = Self.documents.appendingPathComponent("card-phone-fax.png").path
        let result = try Captext.run(["read", path, "--type", "phone", "--region", "US"])
        XCTAssertEqual(result.stdout, "(415) 555-0132\n(415) 555-0199\n")
    }

    func testNumberLineIsReadAgainWithOnlyPhoneCharacters() throws {
        // Read plainly, this line gives "(666) 739-8156", which no phone number can be.
        let result = try Captext.run(["read", Captext.fixture("blurred-phone.png"), "--type", "phone", "--region", "US"])
        XCTAssertEqual(result.stdout, "(646) 739-8156\n", result.stderr)
    }

    func testNothingOfTheTypeExitsWithOne() throws {
        let path = Self.documents.appendingPathComponent("notice-duration.png").path
        let result = try Captext.run(["read", path, "--type", "phone", "--region", "US"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }
}
