"""A path typed key by key is checked once the typing rests, not at every key.

Typing a folder into Output folder checked each partial path: "/" and "/tmp" (files
TFRecord Studio did not write: a red note of two or three lines, and the line beside
Start), "/tmp/t" (nothing to say), "…/out-half" (the Resume offer), and the form moved
under the caret at most keys as notes and the offer came and went with them (1024x640
Japanese: 38 and 36 px, 11 moves over one path). Now the text is checked when no key has
come for ``SETTLE_MS``, or at once when the user presses Enter, leaves the field, asks to
start (the window checks first, then starts: gui.window_run), or presses Alt (an
Alt+letter leaves the field, or presses Start). Text the window puts in the field itself
(a folder proposed for a new source, Browse…, a loaded job) is checked at once.

While the user is still in the field after a pause, a problem the typed path has waits
(``holds_problems``): a path typed half-way is no mistake yet, and "The output folder
holds files TFRecord Studio did not write" under "/tmp" as the user thought of the next
folder's name was a rebuke for the typing itself. What is good news or a notice (the
folder holds a dataset, an interrupted run to resume) shows after the pause; a problem
shows when the user leaves the field or presses Enter or Start.

Split, Prefix, the custom Size and the cluster's address are checked so too
(gui.widgets.options_job): "train=0.", "64x" and "tcp://" on the way to a good value
flashed red under them and beside Start."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QLineEdit

#: How long the typing rests before the typed text is checked, in ms: longer than the gap
#: between two keys of a user who types a path (100-400 ms, a slow typist's included), short
#: enough that the answer seems to come as the user stops.
SETTLE_MS = 600


class SettledText(QObject):
    """``settled`` when the text of ``edit`` is to be checked: typed text once the typing
    rests (``pending`` from ``began`` until then), Enter, the field left, ``settle()``;
    text set by the program at once."""

    settled = Signal()
    began = Signal()   # a key came when none was waiting: the text is not checked now

    def __init__(self, edit: QLineEdit, ms: int | None = None) -> None:
        super().__init__(edit)
        self.edit = edit
        self._rest = QTimer(self, singleShot=True, interval=SETTLE_MS if ms is None else ms)
        self._rest.timeout.connect(self.settled)
        self._keyed = False   # the text changes now by a key (textEdited comes first)
        self._typed = False   # typed since the field took the focus, Enter or settle()
        edit.textEdited.connect(self._key)
        edit.textChanged.connect(self._changed)
        edit.returnPressed.connect(self.settle)
        edit.installEventFilter(self)

    def _key(self, _text: str) -> None:
        self._keyed = self._typed = True
        began = not self._rest.isActive()
        self._rest.start()   # (before textChanged's other slots ask whether it is pending)
        if began:
            self.began.emit()

    def _changed(self, _text: str) -> None:
        if self._keyed:
            self._keyed = False
            return
        self._rest.stop()   # set by the window: checked at once, problems and all
        self._typed = False
        self.settled.emit()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        # (a context menu's Paste takes the focus for a moment: not leaving the field)
        if isinstance(event, QFocusEvent) and event.type() == QEvent.Type.FocusOut and \
                event.reason() != Qt.FocusReason.PopupFocusReason:
            self.settle()
        # Alt, which an Alt+letter begins (gui.alt_keys: never typed): checked before the
        # letter, so Alt+S right after the typing finds Start as the folder allows it
        elif isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and \
                event.key() == Qt.Key.Key_Alt:
            self.settle()
        return False

    def settle(self) -> None:
        """Check the text now, a problem of it included (Enter, the field left, Start)."""
        if self._rest.isActive() or self._typed:
            self._rest.stop()
            self._typed = False
            self.settled.emit()

    def pending(self) -> bool:
        """Keys came, and the typing has not rested since: the text is not checked yet."""
        return self._rest.isActive()

    def holds_problems(self) -> bool:
        """The user typed in the field and is still in it: a problem of the text waits."""
        return self._typed and self.edit.hasFocus()
