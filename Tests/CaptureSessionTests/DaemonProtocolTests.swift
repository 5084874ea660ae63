import CaptextCore
@testable import CaptureSession
import ContentTypes
import Glibc
import XCTest

/// The daemon's socket protocol over a real socket pair: one JSON line each way.
final class DaemonProtocolTests: XCTestCase {
    private var ends: [Int32] = [-1, -1]

    override func setUp() {
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends), 0)
    }

    override func tearDown() {
        ends.filter { $0 >= 0 }.forEach { close($0) }
    }

    private var client: LineChannel { LineChannel(descriptor: ends[0], timeoutSeconds: 2) }
    private var daemon: LineChannel { LineChannel(descriptor: ends[1], timeoutSeconds: 2) }

    /// What the daemon makes of `line` sent raw.
    private func received(_ line: String) -> ChannelError? {
        _ = line.utf8CString.withUnsafeBufferPointer { send(ends[0], $0.baseAddress, $0.count - 1, 0) }
        do throws(ChannelError) { _ = try daemon.receive(DaemonRequest.self) } catch { return error }
        return nil
    }

    func testACaptureRequestArrivesAsSent() throws {
        var capture = CaptureRequest()
        capture.source = .window(id: 0x3a00007)
        capture.type = .email
        capture.destination = .exec(["notify-send", "-t", "2000"])
        capture.languages = ["eng", "jpn"]
        capture.preview = true
        capture.country = "DE"
        capture.display = ":3"
        XCTAssertTrue(client.send(DaemonRequest(command: .capture, capture: capture)))
        let request = try daemon.receive(DaemonRequest.self)
        XCTAssertEqual(request.command, .capture)
        XCTAssertEqual(request.capture, capture)
    }

    func testALiveRequestArrivesWithItsLanguages() throws {
        XCTAssertTrue(client.send(DaemonRequest(command: .live, languages: ["eng", "jpn"])))
        let request = try daemon.receive(DaemonRequest.self)
        XCTAssertEqual(request.command, .live)
        XCTAssertEqual(request.languages, ["eng", "jpn"])
        XCTAssertNil(request.capture)
    }

    func testACameraRequestArrivesWithItsDeliveryAndCamera() throws {
        var capture = CaptureRequest()
        capture.type = .phone
        capture.destination = .clipboard
        let camera = CameraRequest(device: nil, mirrored: true, environment: ["CAPTEXT_CAMERA_SOURCE": "test-pattern"])
        XCTAssertTrue(client.send(DaemonRequest(command: .camera, capture: capture, camera: camera)))
        let request = try daemon.receive(DaemonRequest.self)
        XCTAssertEqual(request.command, .camera)
        XCTAssertEqual(request.capture, capture)
        XCTAssertEqual(request.camera, camera)
        XCTAssertEqual(request.camera?.standIn, "test-pattern")
    }

    func testAStatusAnswerArrivesAsSent() throws {
        let status = DaemonStatus(pid: 42, display: ":3", config: "/c.toml", languages: ["eng"], hotkeys: ["Super+T"],
                                  unavailable: ["Super+P: taken by another program"])
        XCTAssertTrue(daemon.send(DaemonResponse(status: 0, message: nil, daemon: status)))
        let response = try client.receive(DaemonResponse.self)
        XCTAssertEqual(response.status, 0)
        XCTAssertEqual(response.daemon?.hotkeys, ["Super+T"])
        XCTAssertEqual(response.daemon?.unavailable, ["Super+P: taken by another program"])
    }

    func testAMalformedLineSaysWhatIsWrong() {
        XCTAssertEqual(received("hello\n")?.description, "malformed DaemonRequest: not a JSON object")
        XCTAssertEqual(received("{}\n")?.description, "malformed DaemonRequest: \"command\" is missing")
        XCTAssertEqual(received("{\"command\":\"dance\"}\n")?.description, "malformed DaemonRequest: \"command\" has a wrong value")
        XCTAssertEqual(received("{\"command\":\"capture\",\"capture\":{\"preview\":true}}\n")?.description,
                       "malformed DaemonRequest: \"capture.source\" is missing")
    }

    func testAPeerThatHangsUpSendsNoLine() {
        close(ends[0])
        ends[0] = -1
        XCTAssertThrowsError(try daemon.receive(DaemonRequest.self)) { XCTAssertEqual($0 as? ChannelError, .noLine) }
    }
}
