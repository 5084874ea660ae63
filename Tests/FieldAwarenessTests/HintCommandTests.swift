import FieldAwareness
import Foundation
import TestDesktop
import XCTest

/// `captext hint` end to end: real X clients on a private Xvfb, a private session bus with the
/// real accessibility bus (at-spi2-core) and, for input purposes, a real ibus-daemon.
final class HintCommandTests: XCTestCase {
    func testWindowPropertyAndRulesWorkWithoutAnAccessibilityBus() throws {
        let session = try PrivateDesktop()
        defer { session.stop() }
        try #"""
        [[window_rules]]
        class = "Ticket"
        type = "tracking"
        """#.write(to: session.configHome.appendingPathComponent("captext/config.toml"), atomically: true, encoding: .utf8)
        let xterm = try session.launch(["xterm", "-class", "Ticket"])
        defer { xterm.terminate(); xterm.waitUntilExit() }
        let window = try session.window(of: xterm)
        try session.focus(window)

        var result = try captext(["hint"], on: session)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "tracking\t(window rule 1 in the config (class=Ticket))\n")
        result = try captext(["hint", "--json"], on: session)
        XCTAssertTrue(result.stdout.contains(#""accessibility":"no accessibility bus"#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""source":"window-rule""#), result.stdout)

        // The application's own property outranks the user's coarse window rule.
        try session.run("xprop", "-id", window, "-f", "_CAPTEXT_CONTENT_TYPE", "8u", "-set", "_CAPTEXT_CONTENT_TYPE", "telephoneNumber")
        let hex = "0x" + String(UInt(window)!, radix: 16)
        result = try captext(["hint"], on: session)
        XCTAssertEqual(result.stdout, "phone\t(the window's _CAPTEXT_CONTENT_TYPE property on \(hex))\n")
        result = try captext(["hint", "--json", "--window", hex], on: session)
        XCTAssertTrue(result.stdout.contains(#""contentTypeProperty":"telephoneNumber""#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""explicit":false"#), result.stdout)

        result = try captext(["hint", "--type", "email", "--json"], on: session)
        XCTAssertTrue(result.stdout.contains(#""type":"email""#) && result.stdout.contains(#""explicit":true"#), result.stdout)

        result = try captext(["hint", "--window", "0x3"], on: session)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "captext: there is no window 0x3\n")
        result = try captext(["hint"], on: session, environment: ["DISPLAY": ""])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no X display"), result.stderr)
    }

    func testAHungBusCostsADeadlineNotAHang() throws {
        let session = try PrivateDesktop()
        defer { session.stop() }
        // A socket that accepts connections and never answers, posing as the session bus.
        let path = session.home.appendingPathComponent("silent-bus").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener); unlink(path) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 8), 0)
        try "[[window_rules]]\nclass = \"Notes\"\ntype = \"email\"\n"
            .write(to: session.configHome.appendingPathComponent("captext/config.toml"), atomically: true, encoding: .utf8)
        let xterm = try session.launch(["xterm", "-class", "Notes"])
        defer { xterm.terminate(); xterm.waitUntilExit() }
        try session.focus(try session.window(of: xterm))

        let started = Date()
        let result = try captext(["hint", "--json"], on: session, environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(path)"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "captext waited for a bus that never answers")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#""type":"email""#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""accessibility":"the accessibility bus did not answer within 0.4 seconds""#), result.stdout)
    }

    func testGTKFieldsByLabelRoleAndKeywordThenWindowRules() throws {
        let session = try PrivateDesktop(sessionBus: true)
        defer { session.stop() }
        // A rule for the whole window: the fields' own signals outrank it; a field that says
        // nothing falls back to it.
        try "[[window_rules]]\nclass = \"gtk-form.py\"\ntype = \"url\"\n"
            .write(to: session.configHome.appendingPathComponent("captext/config.toml"), atomically: true, encoding: .utf8)
        let expected: [(field: String, label: String, type: String, reason: String)] = [
            ("phone", "Phone number", "phone", "the field's label 'Phone number' (keyword 'phone')"),
            ("email", "E-mail", "email", "the field's label 'E-mail' (keyword 'e-mail')"),
            ("web", "Website", "url", "the field's label 'Website' (keyword 'website')"),
            ("street", "Street address", "address", "the field's label 'Street address' (keyword 'address')"),
            ("tracking", "Tracking number", "tracking", "the field's label 'Tracking number' (keyword 'tracking')"),
            ("flight", "Flight", "flight", "the field's label 'Flight' (keyword 'flight')"),
            ("date", "Date", "datetime", "the field's label 'Date' (keyword 'date')"),
            ("pin", "PIN", "secret", "the field's accessible role 'password text'"),
            ("spin", "Copies", "number", "the field's accessible role 'spin button'"),
            ("notes", "Notes", "url", "window rule 1 in the config (class=gtk-form.py)"),
        ]
        let form = try FormApp("gtk-form.py", fields: expected.map { "\($0.field)=\($0.label)" }, on: session)
        for field in expected {
            try form.focus(field.field)
            let result = try captext(["hint"], on: session)
            XCTAssertEqual(result.stdout, "\(field.type)\t(\(field.reason))\n", "field \(field.field): \(result.stderr)")
        }
        try form.focus("phone")
        let json = try captext(["hint", "--json"], on: session).stdout
        for fact in [#""labels":[{"source":"AT-SPI labelled-by relation","value":"Phone number"}]"#,
                     #""role":{"source":"AT-SPI role","value":"text"}"#, #""toolkit":{"source":"AT-SPI application toolkit","value":"gtk"}"#,
                     #""editable":true"#, #""accessibility":"found""#, #""extents":{"#] {
            XCTAssertTrue(json.contains(fact), "missing \(fact) in \(json)")
        }
    }

    func testGermanKoreanAndJapaneseLabels() throws {
        let session = try PrivateDesktop(sessionBus: true)
        defer { session.stop() }
        let expected: [(label: String, type: String, keyword: String)] = [
            ("Telefonnummer", "phone", "telefon"), ("E-Mail-Adresse", "email", "e-mail"), ("Lieferadresse", "address", "adresse"),
            ("Sendungsnummer", "tracking", "sendungsnummer"), ("Geburtsdatum", "datetime", "datum"),
            ("전화번호", "phone", "전화"), ("이메일 주소", "email", "이메일"), ("배송지 주소", "address", "주소"), ("운송장 번호", "tracking", "운송장"),
            ("電話番号", "phone", "電話"), ("メールアドレス", "email", "メール"), ("住所", "address", "住所"), ("便名", "flight", "便名"), ("日付", "datetime", "日付"),
        ]
        let form = try FormApp("gtk-form.py", fields: expected.indices.map { "f\($0)=\(expected[$0].label)" }, on: session)
        for (index, field) in expected.enumerated() {
            try form.focus("f\(index)")
            let result = try captext(["hint"], on: session)
            XCTAssertEqual(result.stdout, "\(field.type)\t(the field's label '\(field.label)' (keyword '\(field.keyword)'))\n", result.stderr)
        }
    }

    func testZenityFormsFieldsAreLabelledByPosition() throws {
        let session = try PrivateDesktop(sessionBus: true)
        defer { session.stop() }
        let zenity = try session.launch(["zenity", "--forms", "--add-entry=Tracking number", "--add-entry=Mobile", "--add-password=Password"])
        defer { zenity.terminate(); zenity.waitUntilExit() }
        try session.focus(try session.window(of: zenity))
        usleep(300_000)
        var result = try captext(["hint", "--json"], on: session)
        XCTAssertTrue(result.stdout.contains(#""nearestLabel":{"source":"nearest AT-SPI label by position","value":"Tracking number"}"#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""type":"tracking""#), result.stdout)
        try session.run("xdotool", "key", "Tab")
        usleep(200_000)
        result = try captext(["hint"], on: session)
        XCTAssertEqual(result.stdout, "phone\t(the field's nearest label 'Mobile' (keyword 'mobile'))\n")
        try session.run("xdotool", "key", "Tab")
        usleep(200_000)
        result = try captext(["hint"], on: session)
        XCTAssertEqual(result.stdout, "secret\t(the field's accessible role 'password text')\n")
    }

    func testQtBuddyLabel() throws {
        let session = try PrivateDesktop(sessionBus: true)
        defer { session.stop() }
        // Qt exposes itself only when accessibility is on before it starts.
        let form = try FormApp("qt-form.py", fields: ["name=&Name", "phone=&Handynummer"], on: session,
                               environment: ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_QPA_PLATFORM": "xcb"])
        try form.focus("phone")
        var result = try captext(["hint"], on: session)
        // Qt registers on the accessibility bus a moment after its window appears.
        for _ in 0..<20 where !result.stdout.hasPrefix("phone") {
            usleep(250_000)
            result = try captext(["hint"], on: session)
        }
        XCTAssertEqual(result.stdout, "phone\t(the field's label 'Handynummer' (keyword 'handynummer'))\n", result.stderr)
        XCTAssertTrue(try captext(["hint", "--json"], on: session).stdout.contains(#""value":"Qt""#))
    }

    /// Chromium and Firefox expose an HTML field's input type as the AT-SPI attribute
    /// `text-input-type`; the fields of browser-form.html say nothing else.
    func testChromiumInputTypes() throws {
        let session = try PrivateDesktop(sessionBus: true)
        defer { session.stop() }
        // Chromium exposes its page only when the accessibility bus is switched on, as `captext
        // daemon` does at start; a private desktop starts with it off (the user's dconf setting
        // no longer leaks in).
        XCTAssertEqual(AccessibilitySwitch.set(true, environment: session.environment), .enabled)
        let browser = try session.launch(["chromium", "--no-sandbox", "--force-renderer-accessibility", "--disable-gpu",
                                          "--no-first-run", "--no-default-browser-check", "--password-store=basic",
                                          "--user-data-dir=\(session.home.appendingPathComponent("chromium").path)",
                                          "--app=\(try browserForm().absoluteString)"])
        defer { browser.terminate(); browser.waitUntilExit() }
        try assertBrowserFormHints(browser, on: session)
    }

    func testFirefoxInputTypes() throws {
        let session = try PrivateDesktop(sessionBus: true)
        defer { session.stop() }
        let profile = session.home.appendingPathComponent("firefox")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        // A fresh profile would open welcome and privacy pages over the form.
        try """
        user_pref("browser.aboutwelcome.enabled", false);
        user_pref("browser.shell.checkDefaultBrowser", false);
        user_pref("browser.startup.homepage_override.mstone", "ignore");
        user_pref("datareporting.policy.dataSubmissionEnabled", false);
        user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
        """.write(to: profile.appendingPathComponent("user.js"), atomically: true, encoding: .utf8)
        let browser = try session.launch(["firefox-esr", "--no-remote", "--profile", profile.path, try browserForm().absoluteString],
                                         environment: ["MOZ_ENABLE_WAYLAND": "0", "GNOME_ACCESSIBILITY": "1"])
        defer { browser.terminate(); browser.waitUntilExit() }
        try assertBrowserFormHints(browser, on: session)
    }

    private func browserForm() throws -> URL {
        guard let page = Bundle.module.url(forResource: "Fixtures/browser-form.html", withExtension: nil) else {
            throw TestFailure("missing fixture browser-form.html")
        }
        return page
    }

    /// Tabs through the form's four fields: each must give its type, and the last its html id.
    private func assertBrowserFormHints(_ browser: Process, on session: PrivateDesktop,
                                        file: StaticString = #filePath, line: UInt = #line) throws {
        try session.focus(try session.window(of: browser))
        let expected = [("phone", "text-input-type 'tel'"), ("email", "text-input-type 'email'"), ("url", "text-input-type 'url'"),
                        ("secret", "accessible role 'password text'")]
        for (index, (type, reason)) in expected.enumerated() {
            if index > 0 { try session.run("xdotool", "key", "Tab") }
            let wanted = "\(type)\t(the field's \(reason))\n"
            var result = try captext(["hint"], on: session)
            // The page's accessibility tree arrives a moment after the window (and each focus change).
            for _ in 0..<60 where result.stdout != wanted {
                usleep(250_000)
                result = try captext(["hint"], on: session)
            }
            XCTAssertEqual(result.stdout, wanted, result.stderr, file: file, line: line)
        }
        let json = try captext(["hint", "--json"], on: session).stdout
        XCTAssertTrue(json.contains(#""htmlID":{"source":"#) && json.contains(#""value":"f4""#), json, file: file, line: line)
    }

    func testInputPurposeSeenThroughIBus() throws {
        let session = try PrivateDesktop(sessionBus: true, ibus: true)
        defer { session.stop() }
        let ime = ["GTK_IM_MODULE": "ibus"]
        let form = try FormApp("gtk-form.py", fields: ["email=E-mail", "purpose-phone="], on: session, environment: ime)
        let output = Pipe()
        let follower = Process()
        follower.executableURL = URL(fileURLWithPath: captextBinary)
        follower.arguments = ["hint", "--follow"]
        follower.environment = session.environment
        follower.standardOutput = output
        follower.standardError = FileHandle.nullDevice
        try follower.run()
        defer { follower.terminate(); follower.waitUntilExit() }
        usleep(800_000)
        try form.focus("email")
        try form.focus("purpose-phone")
        let lines = try readLines(from: output, until: { $0.hasPrefix("phone\t") }, timeout: 5)
        XCTAssertEqual(lines.last, "phone\t(the field's input purpose 'phone', sent to the input method (IBus))", lines.joined(separator: "\n"))
        // The one-shot query cannot know the purpose (it is sent only at focus changes): without
        // a label the field says nothing else.
        XCTAssertEqual(try captext(["hint"], on: session).stdout, "auto\t(no hint: decided from what is recognised)\n")
    }

    private func readLines(from pipe: Pipe, until done: (String) -> Bool, timeout: TimeInterval) throws -> [String] {
        let handle = pipe.fileHandleForReading
        let flags = fcntl(handle.fileDescriptor, F_GETFL)
        _ = fcntl(handle.fileDescriptor, F_SETFL, flags | O_NONBLOCK)
        var buffer = Data(), lines: [String] = []
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(handle.fileDescriptor, &chunk, chunk.count)
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) } else { usleep(20_000) }
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer = Data(buffer[buffer.index(after: newline)...])
                if done(lines.last!) { return lines }
            }
        }
        return lines
    }
}
