@testable import CaptureSession
import ContentTypes
import DataDetection
import Foundation
import LiveText
import XCTest

/// Quick actions through the real xdg-open, on its no-desktop path (DISPLAY set, no
/// XDG_CURRENT_DESKTOP), with a private handler that records what it was given.
final class QuickActionRunnerTests: XCTestCase {
    private var root = ""
    private var received: String { root + "/received" }
    private var content: String { root + "/content" }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.path + "/captext-open-\(getpid())-\(UUID().uuidString.prefix(8))"
        XCTAssertFalse(root.contains(" "), "xdg-open splits a handler's Exec at spaces")
        for directory in ["bin", "data/applications", "config", "none", "runtime"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(directory)", withIntermediateDirectories: true)
        }
        chmod(root + "/runtime", 0o700)
        // The system's MIME database without its applications: xdg-mime asks `mimetype` (where
        // libfile-mimeinfo-perl is installed, as on most desktops) what an .ics file is, and it
        // looks only in XDG_DATA_DIRS.
        try FileManager.default.createSymbolicLink(atPath: root + "/none/mime", withDestinationPath: "/usr/share/mime")
        // What it was given, and a file's content while the file is there.
        try handler("recorder", #"printf '%s' "$1" > \#(received); case "$1" in /*) cat "$1" > \#(content);; esac"#)
        try """
            [Default Applications]
            x-scheme-handler/https=recorder.desktop
            x-scheme-handler/mailto=recorder.desktop
            x-scheme-handler/tel=recorder.desktop
            x-scheme-handler/geo=recorder.desktop
            text/calendar=recorder.desktop

            """.write(toFile: root + "/config/mimeapps.list", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: root)
    }

    /// A handler `name.desktop` running a shell script.
    private func handler(_ name: String, _ script: String) throws {
        let program = "\(root)/bin/\(name)"
        try "#!/bin/sh\n\(script)\n".write(toFile: program, atomically: true, encoding: .utf8)
        chmod(program, 0o755)
        try "[Desktop Entry]\nType=Application\nName=\(name)\nExec=\(program) %u\n"
            .write(toFile: "\(root)/data/applications/\(name).desktop", atomically: true, encoding: .utf8)
    }

    /// No system handlers, and no browser to fall back on (`BROWSER=false`).
    private func runner(path: String = "/usr/bin:/bin", launchWait: Duration = .seconds(10)) -> QuickActionRunner {
        QuickActionRunner(environment: [
            "PATH": path, "HOME": root, "DISPLAY": ":captext-test", "BROWSER": "false",
            "XDG_DATA_HOME": root + "/data", "XDG_CONFIG_HOME": root + "/config",
            "XDG_DATA_DIRS": root + "/none", "XDG_CONFIG_DIRS": root + "/none", "XDG_RUNTIME_DIR": root + "/runtime",
        ], launchWait: launchWait)
    }

    private func firstAction(_ type: ContentType, _ value: String, details: [String: String] = [:]) throws -> QuickAction {
        try XCTUnwrap(QuickAction.actions(for: DataItem(type: type, value: value, text: value, start: 0, end: value.count, details: details)).first)
    }

    func testEachKindOfLinkReachesItsHandlerExactly() throws {
        let actions = [
            try firstAction(.url, "https://example.com/café?q=1"),
            try firstAction(.email, "o'brien+news@example.com"),
            try firstAction(.phone, "(415) 555-0123", details: ["e164": "+14155550123"]),
            try firstAction(.address, "1 Main St, Springfield, IL 62701"),
        ]
        let expected = ["https://example.com/caf%C3%A9?q=1", "mailto:o'brien+news@example.com", "tel:+14155550123",
                        "geo:0,0?q=1%20Main%20St%2C%20Springfield%2C%20IL%2062701"]
        for (action, uri) in zip(actions, expected) {
            XCTAssertEqual(action.kind, .open(uri))
            XCTAssertNil(try runner().run(action))
            XCTAssertEqual(try String(contentsOfFile: received, encoding: .utf8), uri)
        }
    }

    func testAnEventIsAPrivateCalendarFileHandedToTheCalendar() throws {
        let action = try firstAction(.datetime, "2024-03-15")
        guard case .openCalendarEvent(let ics) = action.kind else { return XCTFail("\(action)") }
        XCTAssertNil(try runner().run(action))
        let path = try String(contentsOfFile: received, encoding: .utf8)
        XCTAssertTrue(path.hasPrefix(root + "/runtime/captext/event-") && path.hasSuffix(".ics"), path)
        XCTAssertEqual(try String(contentsOfFile: content, encoding: .utf8), ics)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: root + "/runtime/captext")[.posixPermissions] as? Int, 0o700)
    }

    func testCopyAndTypeAreLeftToTheCaller() throws {
        XCTAssertEqual(try runner().run(QuickAction(title: "Copy", kind: .copy("a b"))), .copy("a b"))
        XCTAssertEqual(try runner().run(QuickAction(title: "Type into the field", kind: .type("a b"))), .type("a b"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: received), "nothing opened")
    }

    private func error(running uri: String, with runner: QuickActionRunner) -> QuickActionError? {
        do { _ = try runner.run(QuickAction(title: "Open", kind: .open(uri))) } catch { return error }
        return nil
    }

    func testAFailingHandlerIsATypedError() throws {
        try handler("recorder", "exit 1")
        let error = error(running: "tel:+14155550123", with: runner())
        XCTAssertEqual(error, .openFailed(what: "tel: links", mimeType: "x-scheme-handler/tel", status: 4))
        XCTAssertEqual(error?.description, "the application for tel: links failed, or none is set (xdg-open failed with status 4)")
    }

    func testNoHandlerSaysHowToChooseOne() {
        let error = error(running: "sip:ann@example.com", with: runner())
        XCTAssertEqual(error, .openFailed(what: "sip: links", mimeType: "x-scheme-handler/sip", status: 3))
        XCTAssertEqual(error?.description,
                       "no application opens sip: links: choose one with 'xdg-mime default APP.desktop x-scheme-handler/sip' (xdg-open failed with status 3)")
        XCTAssertFalse(error?.description.contains("ann@") ?? true, "never the recognised text")
    }

    func testMissingXdgOpenSaysWhichPackage() {
        let error = error(running: "https://example.com", with: runner(path: root + "/none"))
        XCTAssertEqual(error, .openerMissing)
        XCTAssertEqual(error?.description, "xdg-open is not installed: apt-get install xdg-utils")
    }

    /// Without a desktop xdg-open waits for the handler: one still running counts as launched.
    func testAHandlerStillRunningCountsAsLaunched() throws {
        try handler("recorder", #"echo $$ > \#(received); exec sleep 30"#)
        let started = ContinuousClock.now
        XCTAssertNil(try runner(launchWait: .milliseconds(300)).run(QuickAction(title: "Call", kind: .open("tel:1"))))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
        // On a loaded machine the handler may write its pid after the runner has returned.
        func writtenPid() -> pid_t? {
            (try? String(contentsOfFile: received, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let deadline = ContinuousClock.now + .seconds(5)
        while writtenPid() == nil, ContinuousClock.now < deadline { usleep(20_000) }
        let pid = try XCTUnwrap(writtenPid(), "the handler never started")
        XCTAssertEqual(kill(pid, SIGTERM), 0, "the handler still runs")
    }
}
