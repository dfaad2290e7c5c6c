"""File names kept whole in the window's wrapping labels and questions, as gui.whole_names
keeps them in item views: the Replace question wrapped "実験メモ_第1回.txt" as "実験メモ_第1"
and "回.txt" at 1024x640. A label is drawn with U+2060 WORD JOINER inside each name it
shows (a name wider than the label may break after "/", "_", "-", "."), but nothing of
that leaves it: its ``text()``, what Ctrl+C, the context menu's Copy, the X11 selection and
a drag take, and what a screen reader reads stay the plain words (:class:`PlainCopy`).
Qt's own QMessageBox labels cannot be subclassed, so copying is an event filter;
:class:`WholeLabel` and :class:`WholeBox` set and give back the text."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import cast

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QMimeData, QObject, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import (
    QClipboard,
    QContextMenuEvent,
    QDrag,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox, QTextEdit, QWidget

from gui.whole_names import keep_whole, plain

#: the room a message box's text has at most (QMessageBox wraps its text there:
#: min(screen width / 2, 500), less its icon's column)
_BOX_ROOM = 500
_QT_MENU = "QWidgetTextControl"   # (the context of Qt's own words for a label's menu)
_MARKUP = re.compile(r"(<[^>]*>|&#?\w+;)")


def drawn(text: str, names: Iterable[str], metrics: QFontMetrics, room: int,
          rich: bool = False) -> str:
    """``text`` with each of ``names`` kept whole: on one line if it and the punctuation
    after it fit ``room`` px, else broken only after a separator (gui.whole_names).
    ``rich``: only between its tags and entities (a file named "br" and "<br>")."""
    names = [n for n in names if n and n in text]
    if not names:
        return text
    # (what may follow a name on its line, no break before it: "」。", ":", ")")
    slack = metrics.horizontalAdvance("」。")
    parts = _MARKUP.split(text) if rich else [text]
    return "".join(p if i % 2 else keep_whole(
        p, names, lambda n: room <= 0 or metrics.horizontalAdvance(n) + slack <= room)
        for i, p in enumerate(parts))


def _to_clipboard(text: str, mode: QClipboard.Mode = QClipboard.Mode.Clipboard) -> None:
    QGuiApplication.clipboard().setText(plain(text), mode)


class PlainCopy(QObject):
    """Every way text leaves a selectable QLabel, without the joiners drawn in it: Ctrl+C,
    the context menu (Copy, Select All, in Qt's own translated words), the X11 selection a
    mouse selection sets, and a drag of the selection. Installed by :func:`copies_plain`."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        # (where a press inside the selection was, and the selection)
        self._drag_from: tuple[QPoint, str] | None = None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:   # noqa: N802 - Qt's name
        if not isinstance(obj, QLabel):
            return False
        kind = event.type()
        if isinstance(event, QKeyEvent) and \
                event.matches(QKeySequence.StandardKey.Copy) and obj.hasSelectedText():
            if kind == QEvent.Type.KeyPress:
                _to_clipboard(obj.selectedText())
            event.accept()
            return True
        if isinstance(event, QContextMenuEvent) and \
                obj.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse:
            self._menu(obj).popup(event.globalPos())
            return True
        if not isinstance(event, QMouseEvent):
            return False
        if kind == QEvent.Type.MouseButtonPress:
            # a press inside the selection keeps it (Qt's text control may drag it then)
            self._drag_from = (event.position().toPoint(), obj.selectedText()) \
                if event.button() == Qt.MouseButton.LeftButton and obj.hasSelectedText() \
                else None
        elif kind == QEvent.Type.MouseMove and self._drag_from is not None:
            start, before = self._drag_from
            if obj.selectedText() != before:   # (the press was outside it: a new selection)
                self._drag_from = None
                return False
            if (event.position().toPoint() - start).manhattanLength() >= \
                    QApplication.startDragDistance():
                self._drag_from = None
                drag = QDrag(obj)
                data = QMimeData()
                data.setText(plain(before))
                drag.setMimeData(data)
                drag.exec(Qt.DropAction.CopyAction)
            return True   # (never Qt's own drag, with the joiners)
        elif kind == QEvent.Type.MouseButtonRelease:
            self._drag_from = None
            # (the X11 selection the label sets after this release: made plain after it)
            QTimer.singleShot(0, lambda label=obj: _plain_selection(label))
        return False

    @staticmethod
    def _menu(label: QLabel) -> QMenu:
        """The label's context menu as Qt's (QWidgetTextControl's words), copying plain."""
        menu = QMenu(label)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        copy = menu.addAction(_qt_words("&Copy"))
        copy.setShortcut(QKeySequence.StandardKey.Copy)
        copy.setEnabled(label.hasSelectedText())
        copy.triggered.connect(lambda: _to_clipboard(label.selectedText()))
        menu.addSeparator()
        every = menu.addAction(_qt_words("Select All"))
        every.setShortcut(QKeySequence.StandardKey.SelectAll)
        every.triggered.connect(lambda: label.setSelection(0, _drawn_length(label)))
        return menu


def _drawn_length(label: QLabel) -> int:
    """How many positions the text ``label`` draws has (what setSelection counts): its
    drawn text's, joiners and all, not a WholeLabel's plain text() (shorter: Select All
    then Copy copied part of it); UTF-16 units; a rich text's words, not its tags."""
    text = QLabel.text(label)
    if label.textFormat() == Qt.TextFormat.RichText or \
            (label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.characterCount() - 1
    return len(text.encode("utf-16-le")) // 2


def _qt_words(text: str) -> str:
    """``text`` of Qt's own text control menu in the window's language (Qt's translation,
    qtbase_*.qm, which gui.i18n loads: not one of ours, so not a literal lupdate reads)."""
    return QApplication.translate(_QT_MENU, text)


def _plain_selection(label: QLabel) -> None:
    clip = QGuiApplication.clipboard()
    try:
        selected = label.hasSelectedText()
    except RuntimeError:   # (closed and deleted since)
        return
    if selected and clip.supportsSelection() and clip.ownsSelection():
        text = clip.text(QClipboard.Mode.Selection)
        if text != plain(text):
            _to_clipboard(text, QClipboard.Mode.Selection)


def copies_plain(label: QLabel) -> QLabel:
    """``label``'s copies without the joiners drawn in it (:class:`PlainCopy`), once."""
    if label.findChild(PlainCopy) is None:
        label.installEventFilter(PlainCopy(label))
    return label


class WholeLabel(QLabel):
    """A wrapping label whose text keeps the file names it is given whole: each on one line
    while it fits the label's width (drawn again when the width changes), else broken only
    after a separator. ``text()`` is the text as set; a copy is plain (:class:`PlainCopy`).
    Rich text: the names as its text holds them (escaped; one with "&" or "<" is left)."""

    def __init__(self, text: str = "", parent: QWidget | None = None,
                 selectable: bool = False,
                 names: Callable[[str], Iterable[str]] = lambda _text: ()) -> None:
        super().__init__(parent)
        self.names = names   # (the names a text set without its own holds: names(text))
        self.setWordWrap(True)
        if selectable:   # (by the mouse, as the window's other wrapped words)
            self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._plain, self._names = "", cast(tuple[str, ...], ())
        self._least = 0   # (the width the plain text needs at least)
        copies_plain(self)
        self.setText(text, ())

    def setText(self, text: str, names: Iterable[str] | None = None) -> None:   # noqa: N802
        """``text``, with ``names`` (file and folder names in it; else :attr:`names`'s) kept
        whole."""
        names = self.names(text) if names is None else names
        self._plain = text
        self._names = tuple(n for n in names if not (self._rich() and ("&" in n or "<" in n)))
        self._least = -1
        self._draw()

    def text(self) -> str:
        return self._plain

    def _rich(self) -> bool:
        return self.textFormat() == Qt.TextFormat.RichText or (
            self.textFormat() == Qt.TextFormat.AutoText and "<" in self._plain)

    def _draw(self) -> None:
        room = self.contentsRect().width() - 2 * self.margin() \
            if self.isVisible() or self.testAttribute(Qt.WidgetAttribute.WA_Resized) \
            else 0
        super().setText(drawn(self._plain, self._names, self.fontMetrics(),
                              max(room, 0) or _BOX_ROOM, self._rich()))

    def resizeEvent(self, event) -> None:   # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self._names and event.size().width() != event.oldSize().width():
            self._draw()

    def heightForWidth(self, width: int) -> int:   # noqa: N802 - Qt's name
        """The height of the text as drawn at ``width``, whatever width the label has now.
        Qt's answer measured the text drawn for the current width: a scroll area (Inspect's
        summary) that asked at the width its scroll bar leaves got one height with a name
        kept whole on a line, another with it broken, so it widened and narrowed the label
        for ever, each resize asking again inside the last, until the stack overflowed and
        the application crashed."""
        if not self._names or width < 0:
            return super().heightForWidth(width)
        room = width - (self.width() - self.contentsRect().width()) - 2 * self.margin()
        text = drawn(self._plain, self._names, self.fontMetrics(), max(room, 0) or _BOX_ROOM,
                     self._rich())
        if text == QLabel.text(self):
            return super().heightForWidth(width)
        return self._twin(text).heightForWidth(width)

    def _twin(self, text: str) -> QLabel:
        """A label like this one (font, wrapping, format, margins) showing ``text``."""
        twin = QLabel()
        twin.setFont(self.font())
        twin.setWordWrap(self.wordWrap())
        twin.setTextFormat(self.textFormat())
        twin.setMargin(self.margin())
        twin.setIndent(self.indent())
        twin.setContentsMargins(self.contentsMargins())
        twin.setFrameStyle(self.frameStyle())
        twin.setLineWidth(self.lineWidth())
        twin.setText(text)
        return twin

    def minimumSizeHint(self) -> QSize:   # noqa: N802 - Qt's name
        """As narrow as the plain text allows: a name kept on one line at the width the
        label had must not keep the window from narrowing it (it is drawn again then)."""
        hint = super().minimumSizeHint()
        if not self._names:
            return hint
        if self._least < 0:
            self._least = self._twin(drawn(self._plain, self._names, self.fontMetrics(), 1,
                                           self._rich())).minimumSizeHint().width()
        return QSize(min(hint.width(), self._least), hint.height())


class WholeBox(QMessageBox):
    """A message box whose text and informative text keep the names it is given whole
    (:meth:`keep_names`). ``text()`` and ``informativeText()`` are the plain words; Ctrl+C
    copies the whole question, plain, on every platform (Qt does it on Windows only, with
    the joiners), the labels' selections copy plain, and their accessible names are the
    plain words (a screen reader reads the label's text otherwise)."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._names: tuple[str, ...] = ()
        self._plain = {"text": super().text(), "info": ""}

    def keep_names(self, names: Iterable[str]) -> None:
        """Keep ``names`` whole in the text set so far and set from now on."""
        self._names = tuple(str(n) for n in names if n)
        self.setText(self._plain["text"])
        self.setInformativeText(self._plain["info"])

    def _drawn(self, text: str) -> str:
        icon = self.findChild(QLabel, "qt_msgboxex_icon_label")
        screen = self.screen().availableGeometry().width() if self.screen() else 1024
        room = min(screen // 2, _BOX_ROOM) - (icon.sizeHint().width() if icon else 0) - 40
        return drawn(text, self._names, self.fontMetrics(), room)

    def setText(self, text: str) -> None:   # noqa: N802 - Qt's name
        self._plain["text"] = text
        super().setText(self._drawn(text))
        self._plain_label("qt_msgbox_label", text)

    def text(self) -> str:
        return self._plain["text"]

    def setInformativeText(self, text: str) -> None:   # noqa: N802 - Qt's name
        self._plain["info"] = text
        super().setInformativeText(self._drawn(text))
        self._plain_label("qt_msgbox_informativelabel", text)

    def informativeText(self) -> str:   # noqa: N802 - Qt's name
        return self._plain["info"]

    def _plain_label(self, name: str, text: str) -> None:
        label = self.findChild(QLabel, name)
        if label is not None:
            label.setAccessibleName(text)
            copies_plain(label)

    def keyPressEvent(self, event) -> None:   # noqa: N802 - Qt's name
        details = next(iter(self.findChildren(QTextEdit)), None)
        if event.matches(QKeySequence.StandardKey.Copy) and not (
                details is not None and details.isVisible() and
                details.textCursor().hasSelection()):
            _to_clipboard(self.copied())
            event.accept()
            return
        super().keyPressEvent(event)

    def copied(self) -> str:
        """The question as Ctrl+C copies it (in QMessageBox's own shape, plain)."""
        line = "---------------------------\n"
        parts = [self.windowTitle(), self.text()] + \
            ([self.informativeText()] if self.informativeText() else []) + \
            ["   ".join(_words(b.text()) for b in self.buttons())]
        if self.detailedText():
            parts.append(self.detailedText())
        return line + "".join(p + "\n" + line for p in parts)


def _words(button: str) -> str:
    """A button's words without its mnemonic ("&Replace", "置き換え(&R)")."""
    return re.sub(r"\(&\w\)", "", button).replace("&&", "\0").replace("&", "").replace(
        "\0", "&")
