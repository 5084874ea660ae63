#!/usr/bin/python3
# A Qt 5 form for captext's field-awareness tests: QLineEdits with buddy labels given as
# NAME=LABEL arguments. Prints "ready" when shown; on stdin, a line NAME focuses that field
# and prints "focused NAME".
import sys
from PyQt5.QtCore import QSocketNotifier, QTimer
from PyQt5.QtWidgets import QApplication, QFormLayout, QLabel, QLineEdit, QWidget

app = QApplication(sys.argv[:1])
window = QWidget()
window.setWindowTitle("captext qt form")
layout = QFormLayout(window)
fields = {}
for spec in sys.argv[1:]:
    name, _, text = spec.partition("=")
    edit = QLineEdit()
    label = QLabel(text)
    label.setBuddy(edit)
    layout.addRow(label, edit)
    fields[name] = edit

def on_line():
    line = sys.stdin.readline().strip()
    if not line:
        app.quit()
        return
    window.activateWindow()
    fields[line].setFocus()
    print("focused", line, flush=True)

notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Read)
notifier.activated.connect(on_line)
window.show()
QTimer.singleShot(300, lambda: print("ready", flush=True))
app.exec_()
