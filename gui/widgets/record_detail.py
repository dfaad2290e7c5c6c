"""The Inspect tab's right pane: the selected record's image and every one of its features."""

from __future__ import annotations

import json
import re

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gui import engine_text
from gui.i18n import number, plural
from gui.whole_names import WholeNamesDelegate
from gui.widgets.common import column, esc, name

PREVIEW = 256  # the largest side of the selected record's image
#: The QImage text key of a preview's true size, "WxH" (set by gui.widgets.record_page).
TRUE_SIZE = "tfrs-true-size"
#: The QImage text key of a preview's key of its masks' colours: JSON of gui.overlay's
#: mask_key (set by gui.widgets.record_page).
MASK_COLOURS = "tfrs-mask-colours"
#: The QImage text key of what a preview's picture is beside what a model gets from it
#: (gui.pillow_image.read_picture's note; picture_note says it).
PICTURE_NOTE = "tfrs-picture-note"
#: The classes the key names at most (ADE20K's images hold dozens): then "N more"
KEY_SHOWN = 12
#: A key's entry up to this many characters is kept on one line; a longer one wraps at its
#: spaces (ADE20K's "person, individual, someone, somebody, mortal, soul" kept whole
#: widened Inspect's pane past a 1024 px screen)
KEY_WHOLE = 30
# the Feature column's share of the record's table at least, when its keys need it
KEY_SHARE = 0.4
# the Value column's share at least: at 1024 px long keys ("image/object/bbox/xmax") took
# more than half and squeezed the values. The keys may have the rest (Kind's aside): a
# cap of KEY_SHARE wrapped "image/colorspace" by a few pixels, in a table whose values
# had room to spare
VALUE_SHARE = 0.4


class _KeyDelegate(QStyledItemDelegate):
    """A feature's key may wrap after each "/" (a zero-width space there, in the drawing
    only: the item's text stays the key)."""

    def displayText(self, value, locale) -> str:   # noqa: N802 - Qt's name
        return super().displayText(value, locale).replace("/", "/\u200b")


class ValueDelegate(WholeNamesDelegate):
    """A value wrapped onto lines where it has no room: after a space; each word (a file
    name, "細胞_001.png") kept whole, else broken after a "/", "_", "-" or "." inside
    it (gui.whole_names, in the drawing only: the item's text stays the value). A TFDS class
    name "rainy_city_street_evening" or a path without spaces was cut with "…", as the
    lines break only between words; a Japanese file name broke after any of its
    characters."""

    words = True


class _OneLineDelegate(QStyledItemDelegate):
    """A value on one line, "…" where it is cut (its tooltip has it whole)."""

    def initStyleOption(self, option, index) -> None:   # noqa: N802 - Qt's name
        super().initStyleOption(option, index)
        option.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText


class KeyColumn(QObject):
    """A table's first column of feature keys: as wide as its longest key but no more than
    `share` of the table (the keys wrap after a "/" beyond it, whole), the rows as tall as
    their text; kept so as the table is resized. Call fit() after filling the table.
    ``wrap_values=False``: the other columns stay on one line. ``values``: instead of
    `share`, the keys may take all but this share of the table for its last column and
    the middle columns' widths (`share` at least)."""

    def __init__(self, table: QTableWidget, share: float, wrap_values: bool = True,
                 values: float | None = None) -> None:
        super().__init__(table)
        self.table, self.share, self.values = table, share, values
        table.setWordWrap(True)   # (the rows' heights are measured at the columns' widths)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        if not wrap_values:
            table.setItemDelegate(_OneLineDelegate(table))
        table.setItemDelegateForColumn(0, _KeyDelegate(table))
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:   # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:   # after the header stretched its last column
            QTimer.singleShot(0, self, self.fit)
        return False

    def fit(self) -> None:
        t = self.table
        widest = self._wanted(0)
        room = self.room()
        cap = int(room * self.share)
        if self.values is not None:
            middle = sum(self._wanted(c) for c in range(1, t.columnCount() - 1))
            cap = max(cap, int(room * (1 - self.values)) - middle)
        t.setColumnWidth(0, max(1, min(widest, cap)))
        t.resizeRowsToContents()

    def _wanted(self, column: int) -> int:
        """The width column ``column``'s text and its header ask for."""
        return max(self.table.sizeHintForColumn(column),
                   self.table.horizontalHeader().sectionSizeHint(column))

    def room(self) -> int:
        """The table's width for its columns with its scroll bar shown, whether it is or
        not. (A share of the viewport's width refitted the rows, their new heights showed
        or hid the bar, the viewport's new width refitted them, back and forth for good at
        the heights where the bar comes and goes.)"""
        t = self.table
        bar = t.verticalScrollBar()
        if t.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
            return t.viewport().width()
        width = t.maximumViewportSize().width()
        return max(1, width - bar.sizeHint().width()) if not bar.isVisible() else \
            t.viewport().width()


class RecordDetail(QWidget):
    """Shows one record (a dict from `inspect --records`) and its decoded preview image."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview = name(QLabel(), "inspectPreview", self.tr("Image of the selected record"))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW // 2, PREVIEW // 2)
        self.detail_title = name(QLabel(self.tr("Select a record.")), "inspectDetailTitle",
                                 self.tr("Selected record"))
        self.detail_title.setWordWrap(True)
        # what the masks' colours over the preview are (their classes): under the preview
        self.key = name(QLabel(), "inspectMaskKey", self.tr("Colours of the masks"))
        self.key.setWordWrap(True)
        self.key.setTextFormat(Qt.TextFormat.RichText)
        self.key.hide()
        self.detail = name(QTableWidget(0, 3), "inspectDetail", self.tr("Features of the record"))
        self.detail.setHorizontalHeaderLabels([self.tr("Feature"), self.tr("Kind"),
                                               self.tr("Value")])
        self.detail.verticalHeader().hide()
        self.detail.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.detail.setWordWrap(True)
        # Feature: its keys, wrapped beyond what Kind and VALUE_SHARE leave; Kind: its
        # words; Value: the rest
        self.keys = KeyColumn(self.detail, KEY_SHARE, values=VALUE_SHARE)
        header = self.detail.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.detail.setItemDelegateForColumn(2, ValueDelegate(self.detail))
        column(self.preview, self.key, self.detail_title, (self.detail, 1), widget=self)

    def clear(self) -> None:
        self.detail.setRowCount(0)
        self.preview.clear()
        self.key.hide()
        self.detail_title.setText(self.tr("Select a record."))

    def show_record(self, r: dict | None, preview: QImage | None) -> None:
        """Show record ``r`` (None: nothing selected) with its ``preview`` image (None: not
        decoded yet, or no image)."""
        if r is None:
            self.clear()
            return
        title = plural(r.get("length", 0), self.tr("Record #{i} · byte offset {o} · {n} byte"),
                       self.tr("Record #{i} · byte offset {o} · {n} bytes")).format(
            i=r["index"], o=number(r["offset"]), n=number(r.get("length", 0)))   # (o: 3,347,585)
        if r.get("truncated"):   # the file ends inside it: the grid's "#5 missing"
            title += "<br>" + self.tr("<b>Missing:</b> the file ends inside this record, so "
                                      "it and any after it are missing ({e})").format(
                                          e=esc(damage(r)))
        elif r.get("error"):
            title += "<br>" + self.tr("<b>Damaged:</b> {e}").format(e=esc(damage(r)))
        size = image_size_words(preview)
        if size:
            title += "<br>" + esc(size)
        note = picture_note(preview)
        if note:
            title += "<br>" + esc(note)
        self.detail_title.setText(title)
        self.preview.setPixmap(QPixmap.fromImage(preview) if preview is not None else QPixmap())
        if preview is None:
            self.preview.setText(self.tr("(no image)") if not r.get("image_bytes") else "…")
        key, whole = key_words(preview)
        self.key.setText(key)
        self.key.setToolTip(whole)
        self.key.setVisible(bool(key))
        feats = r.get("features") or []
        rows = [(f["key"], f["kind"], _values_text(f)) for f in feats]
        if not r.get("is_example") and r.get("preview"):
            rows = [(self.tr("(raw bytes)"), "bytes", r["preview"])]
        self.detail.setRowCount(len(rows))
        for i, (key, kind, value) in enumerate(rows):
            for col, text in enumerate((key, kind, value)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.detail.setItem(i, col, item)
        self.keys.fit()


def _tr(text: str) -> str:
    return QCoreApplication.translate("RecordDetail", text)


def key_words(preview: QImage | None) -> tuple[str, str]:
    """(the key of the colours of the masks drawn over ``preview`` as rich text: a coloured
    square and the class of each colour, the values left uncoloured, 255 "ignore"; the
    same in plain text, every class, for its tooltip); ("", "") without masks."""
    try:
        entries = json.loads(preview.text(MASK_COLOURS)) if preview is not None and \
            preview.text(MASK_COLOURS) else []
    except ValueError:
        entries = []
    rich: list[str] = []
    plain: list[str] = []
    coloured = [e for e in entries if e[2] == "class"]
    for colour, said, _kind in coloured:
        said = said or _tr("(no class)")   # (an instance mask without its box)
        plain.append(f"■ {said}")
        if len(rich) < KEY_SHOWN:   # (a square and its name stay on one line)
            rich.append(f'<span style="color:{colour}">■</span>&nbsp;' + _kept(said))
    if len(coloured) > KEY_SHOWN:
        rich.append(_tr("{n} more").format(n=number(len(coloured) - KEY_SHOWN)))
    for _colour, said, kind in entries:
        if kind != "class":
            words = _tr("255: ignore, not coloured") if kind == "ignore" else \
                _tr("{name}: not coloured").format(name=said)
            plain.append(f"□ {words}")
            rich.append("□&nbsp;" + _kept(words))
    if not rich:
        return "", ""
    head = _tr("Mask colours:")
    return head + " " + "&nbsp;&nbsp; ".join(rich), "\n".join([head, *plain])


def _kept(words: str) -> str:
    """``words`` as rich text, on one line when short (KEY_WHOLE)."""
    return esc(words).replace(" ", "&nbsp;") if len(words) <= KEY_WHOLE else esc(words)


def image_size_words(preview: QImage | None) -> str:
    """The true size of the picture ``preview`` shows (gui.widgets.record_page marks it), and
    how it is shown: a 32x32 picture enlarged 8 times read as a large one; "" when unknown."""
    size = preview.text(TRUE_SIZE) if preview is not None else ""
    if "x" not in size:
        return ""
    w, h = (int(v) for v in size.split("x", 1))
    if preview is not None and preview.width() > w:
        return _tr("{w} × {h} pixels, shown {k} times as large").format(
            w=number(w), h=number(h), k=preview.width() // max(w, 1))
    if preview is not None and preview.width() < w:
        return _tr("{w} × {h} pixels, shown smaller").format(w=number(w), h=number(h))
    return _tr("{w} × {h} pixels").format(w=number(w), h=number(h))


def picture_note(preview: QImage | None) -> str:
    """What the picture ``preview`` shows is beside what TensorFlow gives a model of it
    (gui.pillow_image.read_picture's rule: never turned by EXIF): a photo whose file asks
    to be turned is shown, as a model gets it, unturned; a format TensorFlow cannot read
    (HEIC, AVIF, TIFF) is named. "" when the two are the same."""
    kind, _, value = (preview.text(PICTURE_NOTE) if preview is not None else "").partition(" ")
    if kind == "exif":
        return _tr("Shown unturned, as TensorFlow gives it to a model: its file's EXIF "
                   "orientation ({o}) asks viewers to turn it, and TensorFlow does not "
                   "(convert with JPEG or PNG to store it upright).").format(o=value)
    if kind == "format":
        return _tr("TensorFlow cannot read this picture: it is {format}, and TensorFlow "
                   "reads JPEG, PNG, GIF, BMP and WebP. It is shown as other programs "
                   "show it.").format(format={"HEIF": "HEIC"}.get(value, value))
    return ""


def _values_text(f: dict) -> str:
    """A feature's values as the engine's inspect shows them, its few words in the
    window's language ("<JPEG image, 6,217 bytes>" stayed English in Japanese)."""
    vals = f.get("values") or []
    # TFDS's class names of a label's values, nested ones too, as the file's first
    # values say them (engine.commands.inspect_tfds): "person (0)"
    names = f.get("names") or []
    text = ", ".join(_value_text(v) if i >= len(names) or names[i] is None else
                     f"{names[i]} ({_value_text(v)})"
                     for i, v in enumerate(vals))
    if f.get("count", len(vals)) > len(vals):
        text += ", " + _tr("… ({n} values)").format(n=number(int(f["count"])))
    return text if vals else _tr("(empty)")


def _value_text(v) -> str:
    """One value: bytes the engine described ("<PNG image, 812 bytes>", "<40 bytes>",
    "<40 bytes: 00 01 ...>" for bytes that are neither an image nor text) in words of the
    window's language; text as it is, numbers as the file's first values say them
    (a float feature's values are 32-bit: 0.1 was "0.100000001490…")."""
    if isinstance(v, float):
        return f"{v:g}"
    raw = re.fullmatch(r"<raw pixels (\d+)x(\d+)x(\d+), ([\d,]+) bytes>", str(v))
    if raw:   # (engine.commands.inspect_records: pixels drawn as the record's picture)
        return _tr("<raw pixels, {w} × {h} × {c}, {n} bytes>").format(
            w=raw.group(1), h=raw.group(2), c=raw.group(3), n=raw.group(4))
    m = re.fullmatch(r"<(?:(\w+) image, )?([\d,]+) bytes(?:: ([0-9a-f .]+))?>", str(v))
    if m is None:
        return str(v)
    n, fmt, hexed = m.group(2), m.group(1), m.group(3)
    count = int(n.replace(",", ""))   # (the engine's English says "<1 bytes>")
    if fmt:
        return plural(count, _tr("<{format} image, {n} byte>"),
                      _tr("<{format} image, {n} bytes>")).format(format=fmt, n=n)
    if hexed is not None:   # (their first bytes, in hex: the same in every language)
        return plural(count, _tr("<{n} byte: {hex}>"), _tr("<{n} bytes: {hex}>")).format(
            n=n, hex=hexed)
    return plural(count, _tr("<{n} byte>"), _tr("<{n} bytes>")).format(n=n)


def example_text(example: str) -> str:
    """A feature's first value(s) as inspect's summary gives them ("(empty)", "<8 bytes>",
    "0.27, 0.37, 0.11, 0.87, 0.81, ... (100 values)") in the window's language: the
    Features table showed them in English in Japanese, beside the record's own values."""
    if example == "(empty)":
        return _tr("(empty)")
    m = re.fullmatch(r"(.*), \.\.\. \((\d+) values\)", example)
    if m:
        return m.group(1) + ", " + _tr("… ({n} values)").format(n=number(int(m.group(2))))
    return _value_text(example)


def damage(r: dict) -> str:
    """Why record ``r`` could not be read, in the window's language (the engine's English
    when its reason has no code)."""
    return engine_text.coded(r.get("error_code"), str(r.get("error") or ""))
