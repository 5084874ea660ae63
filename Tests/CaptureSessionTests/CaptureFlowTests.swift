import CaptextCore
@testable import CaptureSession
import ContentTypes
import Recognition
import X11Connection
import XCTest

/// The capture's decisions with the display, recognition and delivery played by stand-ins:
/// what reaches the chooser, the preview and the destination, and how each way out ends.
final class CaptureFlowTests: XCTestCase {
    private let display = ScriptedDisplay()
    private let analyzer = ScriptedAnalyzer()
    private let delivery = KeptDelivery()

    private func capture(_ configure: (inout CaptureRequest) -> Void = { _ in }) async -> CaptureOutcome {
        var request = CaptureRequest()
        configure(&request)
        do throws(CaptureError) {
            return try await CaptureFlow.run(request, on: display, analyzer: analyzer, delivery: delivery, region: "US", log: nil)
        } catch {
            return .failed(error)
        }
    }

    private let twoNumbers: [(text: String, height: Int)] = [("Office (646) 739-8156", 14), ("Call (415) 555-0132", 36)]

    func testSeveralPhoneNumbersGoToTheChooserMostProminentFirst() async {
        analyzer.lines = twoNumbers
        display.choice = 1
        let outcome = await capture { $0.type = .phone }
        XCTAssertEqual(display.offered?.items, ["(415) 555-0132", "(646) 739-8156"])
        XCTAssertEqual(display.offered?.title, "Which phone number?")
        XCTAssertEqual(outcome.summary, "delivered (646) 739-8156")
        XCTAssertEqual(delivery.delivered, ["(646) 739-8156"])
        XCTAssertEqual(display.inferredAsked, 0, "an explicit type does not ask the focused field")
    }

    func testOneValueIsDeliveredWithoutAChooser() async {
        analyzer.lines = [("Call (415) 555-0132", 36)]
        let outcome = await capture { $0.type = .phone }
        XCTAssertNil(display.offered)
        XCTAssertEqual(outcome.summary, "delivered (415) 555-0132")
    }

    func testNothingOfAnExplicitTypeIsNothingFound() async {
        analyzer.lines = [("Opening hours 9 to 5", 20)]
        let outcome = await capture { $0.type = .phone }
        XCTAssertEqual(outcome.summary, "nothing found: no phone number found in the selection; nothing was typed or copied")
        XCTAssertEqual(outcome.exitStatus, 1)
        XCTAssertEqual(delivery.delivered, [])
    }

    func testAnInferredTypeWithNothingOfItOffersTheText() async {
        display.inferred = ContentTypeHint(type: .phone, source: .inputMethod(purpose: "phone"))
        analyzer.lines = [("Opening hours 9 to 5", 20)]
        let outcome = await capture()
        XCTAssertEqual(display.inferredAsked, 1)
        XCTAssertEqual(outcome.summary, "delivered Opening hours 9 to 5")
    }

    func testCancellingTheOverlayEndsBeforeAnythingIsRead() async {
        display.selection = .cancelled
        let outcome = await capture()
        XCTAssertEqual(outcome.summary, "cancelled")
        XCTAssertEqual(outcome.exitStatus, 1)
        XCTAssertTrue(analyzer.reads.isEmpty)
    }

    func testCancellingTheChooserDeliversNothing() async {
        analyzer.lines = twoNumbers
        display.choice = nil
        let outcome = await capture { $0.type = .phone }
        XCTAssertEqual(outcome.summary, "cancelled")
        XCTAssertEqual(delivery.delivered, [])
    }

    func testStandardOutputGetsEveryValueOnePerLine() async {
        analyzer.lines = twoNumbers
        let outcome = await capture {
            $0.type = .phone
            $0.destination = .stdout
        }
        XCTAssertNil(display.offered, "no chooser for a script")
        XCTAssertEqual(outcome.summary, "delivered (415) 555-0132\n(646) 739-8156")
    }

    func testThePreviewDeliversTheEditedTextAndItsEscCancels() async {
        analyzer.lines = [("Call (415) 555-0132", 36)]
        display.editing = { $0 + " ext. 12" }
        let edited = await capture {
            $0.type = .phone
            $0.preview = true
        }
        XCTAssertEqual(display.previewed?.text, "(415) 555-0132")
        XCTAssertEqual(display.previewed?.masked, false)
        XCTAssertEqual(edited.summary, "delivered (415) 555-0132 ext. 12")

        display.editing = { _ in nil }
        let cancelled = await capture {
            $0.type = .phone
            $0.preview = true
        }
        XCTAssertEqual(cancelled.summary, "cancelled")
        XCTAssertEqual(delivery.delivered, ["(415) 555-0132 ext. 12"])
    }

    func testADestinationThatCannotWorkFailsBeforeTheScreenFreezes() async {
        delivery.refusal = .delivery("XTest is missing")
        let outcome = await capture()
        XCTAssertEqual(outcome.summary, "failed: XTest is missing")
        XCTAssertEqual(outcome.exitStatus, 2)
        XCTAssertEqual(display.frozen, 0)
    }

    func testASelectionTooSmallToHoldTextIsAnError() async {
        display.selection = .region(ScreenRect(x: 10, y: 10, width: 3, height: 30))
        let outcome = await capture()
        XCTAssertEqual(outcome.summary, "failed: the selection (3x30) is too small to hold text: select at least 4x4 pixels")
        XCTAssertTrue(analyzer.reads.isEmpty)
    }

    /// A click reads a band across the clicked window only, with the windows given in its pixels.
    func testAClickReadsABandWithinTheClickedWindow() async throws {
        display.picture.windows = [ScreenRect(x: 0, y: 0, width: 800, height: 600), ScreenRect(x: 200, y: 150, width: 300, height: 400)]
        display.selection = .point(x: 250, y: 300)
        analyzer.lines = [("hello", 20)]
        _ = await capture()
        let read = try XCTUnwrap(analyzer.reads.first)
        XCTAssertEqual(read.width, 300)
        XCTAssertLessThan(read.height, 400)
        let window = try XCTUnwrap(read.windows.last)
        XCTAssertEqual(window.x, 0)
        XCTAssertLessThanOrEqual(window.y, 0)
        XCTAssertGreaterThan(window.y + window.height, read.height - 1, "the band lies inside the window")
    }

    func testTheFocusedWindowWithoutAFocusIsAnError() async {
        let outcome = await capture { $0.source = .window(id: nil) }
        XCTAssertEqual(outcome.summary, "failed: no window has the keyboard focus: pass --window ID")
    }

    func testAWindowThatIsGoneIsAnErrorAndAWindowOverTheEdgeIsCut() async throws {
        let gone = await capture { $0.source = .window(id: 0x42) }
        XCTAssertEqual(gone.summary, "failed: window 0x42 is gone (closed, or not mapped on this screen)")

        display.frames[0x43] = ScreenRect(x: 700, y: 500, width: 300, height: 300)
        analyzer.lines = [("hello", 20)]
        _ = await capture { $0.source = .window(id: 0x43) }
        let read = try XCTUnwrap(analyzer.reads.first)
        XCTAssertEqual([read.width, read.height], [100, 100])
    }

    func testAnUnknownMonitorIsAnError() async {
        let outcome = await capture { $0.source = .screen(monitor: "HDMI-9") }
        XCTAssertEqual(outcome.summary, "failed: there is no monitor 'HDMI-9': give a number from 0 or a name xrandr --listmonitors shows")
    }
}
