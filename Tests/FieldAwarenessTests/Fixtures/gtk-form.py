#!/usr/bin/python3
# A GTK 3 form for captext's field-awareness tests: one entry per label given on the command
# line as NAME=LABEL (mnemonic-labelled, so AT-SPI has a labelled-by relation), plus special
# fields: "pin" (a password entry), "spin" (a spin button), "purpose-phone" (no label, input
# purpose PHONE). Prints "ready" when shown; on stdin, a line NAME focuses that field and
# prints "focused NAME".
import sys, gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk, GLib

window = Gtk.Window(title="captext form")
grid = Gtk.Grid(column_spacing=8, row_spacing=6)
window.add(grid)
fields = {}
for row, spec in enumerate(sys.argv[1:]):
    name, _, label_text = spec.partition("=")
    if name == "spin":
        widget = Gtk.SpinButton.new_with_range(0, 100, 1)
    else:
        widget = Gtk.Entry()
        if name == "pin":
            widget.set_visibility(False)
            widget.set_input_purpose(Gtk.InputPurpose.PIN)
        if name == "purpose-phone":
            widget.set_input_purpose(Gtk.InputPurpose.PHONE)
    if label_text:
        label = Gtk.Label(label=label_text, xalign=0)
        label.set_mnemonic_widget(widget)
        grid.attach(label, 0, row, 1, 1)
    grid.attach(widget, 1, row, 1, 1)
    fields[name] = widget

def on_line(channel, condition):
    line = channel.readline().strip()
    if not line:
        Gtk.main_quit()
        return False
    fields[line].grab_focus()
    print("focused", line, flush=True)
    return True

GLib.io_add_watch(GLib.IOChannel.unix_new(0), GLib.IO_IN | GLib.IO_HUP, on_line)
window.connect("destroy", Gtk.main_quit)
window.show_all()
GLib.timeout_add(200, lambda: print("ready", flush=True) and False)
Gtk.main()
