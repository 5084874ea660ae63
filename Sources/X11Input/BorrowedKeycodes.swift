import CX11
import Glibc
import X11Connection

/// What typing borrows from the keyboard, recorded on the root window so that it outlives a
/// typist killed with SIGKILL: no handler runs, so its spare keycodes stay bound (every later
/// character outside the layout finds no free keycode) and the modifier keys it held stay down.
/// The property holds pairs (pid, keycode), a modifier key with `modifierFlag`: written before
/// the first key, removed after the restore. The next `captext type`, the daemon at start and
/// `captext doctor --fix` unbind the keycodes and release the modifiers of owners that ended.
/// Owners are looked up on this machine: typists on another host sharing the display are not seen.
public enum BorrowedKeycodes {
    static let property = "_CAPTEXT_BORROWED_KEYCODES"
    private static let modifierFlag: UInt = 0x100

    public struct Loan: Equatable, Sendable {
        public var pid: Int32
        /// Spare keycodes it may have bound.
        public var keycodes: [UInt8]
        /// Modifier keys it may hold down.
        public var modifiers: [UInt8]
        /// False once the owner has ended without giving the keycodes back.
        public var ownerRunning: Bool
    }

    /// Every recorded loan, by owner.
    public static func loans(on display: X11Display) -> [Loan] {
        let values = display.rootCardinals(property)
        var loans: [Int32: Loan] = [:]
        for index in stride(from: 0, to: values.count - 1, by: 2) {
            let pid = Int32(truncatingIfNeeded: values[index]), value = values[index + 1]
            let keycode = UInt8(truncatingIfNeeded: value)
            if loans[pid] == nil { loans[pid] = Loan(pid: pid, keycodes: [], modifiers: [], ownerRunning: isRunning(pid)) }
            if value & modifierFlag != 0 { loans[pid]!.modifiers.append(keycode) } else { loans[pid]!.keycodes.append(keycode) }
        }
        return loans.keys.sorted().map { loans[$0]! }
    }

    /// Releases the modifiers and unbinds the keycodes of owners that have ended, and drops
    /// their records; returns those loans.
    @discardableResult
    public static func reclaim(on display: X11Display) throws(X11Error) -> [Loan] {
        // Cheap when nothing was left behind: one property read, no grab.
        guard loans(on: display).contains(where: { !$0.ownerRunning }) else { return [] }
        // Under a grab: no typist records or restores between our read and our write.
        XGrabServer(display.handle)
        defer {
            XUngrabServer(display.handle)
            XFlush(display.handle)
        }
        let orphans = loans(on: display).filter { !$0.ownerRunning }
        releaseHeld(Set(orphans.flatMap(\.modifiers)), on: display)
        let keycodes = Set(orphans.flatMap(\.keycodes))
        guard let first = keycodes.min(), let last = keycodes.max() else { return [] }
        let keymap = try XkbKeymap(display)
        let desc = keymap.desc
        for keycode in keycodes {
            // A spare keycode had no symbols at all before it was borrowed.
            XkbResizeKeySyms(desc, Int32(keycode), 0)
            desc.pointee.map.pointee.key_sym_map[Int(keycode)].group_info = 0
            desc.pointee.map.pointee.key_sym_map[Int(keycode)].width = 0
            desc.pointee.map.pointee.key_sym_map[Int(keycode)].kt_index = (0, 0, 0, 0)
        }
        var request = XkbMapChangesRec()
        request.changed = UInt16(XkbKeySymsMask)
        request.first_key_sym = first
        request.num_key_syms = last - first + 1
        try display.checked("restoring keycodes left bound by a killed captext") { XkbChangeMap(display.handle, desc, &request) }
        remove(owners: Set(orphans.map(\.pid)), on: display)
        return orphans
    }

    /// Records that this process is about to type: it may bind `keycodes` and hold `modifiers`.
    static func record(keycodes: [UInt8], modifiers: Set<UInt8>, on display: X11Display) throws(X11Error) {
        let pid = UInt(getpid())
        let values = keycodes.map(UInt.init) + modifiers.map { UInt($0) | modifierFlag }
        // Appending is atomic in the server: typists starting together do not lose records.
        try display.checked("recording the borrowed keycodes") {
            display.setRootCardinals(property, values.flatMap { [pid, $0] }, append: true)
        }
    }

    /// Drops this process's record, once its keycodes are restored.
    static func release(on display: X11Display) {
        XGrabServer(display.handle)
        remove(owners: [getpid()], on: display)
        XUngrabServer(display.handle)
        XFlush(display.handle)
    }

    private static func remove(owners: Set<Int32>, on display: X11Display) {
        let values = display.rootCardinals(property)
        var kept: [UInt] = []
        for index in stride(from: 0, to: values.count - 1, by: 2) where !owners.contains(Int32(truncatingIfNeeded: values[index])) {
            kept += values[index...(index + 1)]
        }
        display.setRootCardinals(property, kept)
    }

    /// Releases those of `keycodes` that are down. Sent with XTest, like the presses, so keys the
    /// user holds on a real keyboard are not affected.
    private static func releaseHeld(_ keycodes: Set<UInt8>, on display: X11Display) {
        var down = [CChar](repeating: 0, count: 32)
        XQueryKeymap(display.handle, &down)
        for keycode in keycodes where UInt8(bitPattern: down[Int(keycode) / 8]) & (1 << (keycode % 8)) != 0 {
            XTestFakeKeyEvent(display.handle, UInt32(keycode), 0, 0)
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
