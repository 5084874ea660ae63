import CX11
import X11Connection

/// An owned copy of the core keyboard's XKB map (key types, symbols, modifier map), freed in
/// deinit. Reading and temporary rebinding both go through it.
final class XkbKeymap {
    let desc: XkbDescPtr

    init(_ display: X11Display) throws(X11Error) {
        let parts = UInt32(XkbKeyTypesMask | XkbKeySymsMask | XkbModifierMapMask)
        guard let desc = XkbGetMap(display.handle, parts, UInt32(XkbUseCoreKbd)) else {
            throw .request("cannot read the keyboard map (XkbGetMap failed)")
        }
        self.desc = desc
    }

    deinit { XkbFreeKeyboard(desc, UInt32(XkbAllComponentsMask), 1) }
}
