"""File names stay whole in the window's wrapping labels and questions (gui.whole_text), and
nothing the user copies carries the word joiners that keep them whole: the Replace question
wrapped "実験メモ_第1回.txt" as "実験メモ_第1" and "回.txt" at 1024x640. Laid out as a
label lays out its text (QTextLayout, word wrap) at narrow widths; copied by Ctrl+C on the
question, Ctrl+C on a label's selection and the label's context menu."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import (
    QAccessible,
    QContextMenuEvent,
    QFontMetrics,
    QGuiApplication,
)
from PySide6.QtWidgets import QApplication, QLabel, QMenu
from wrapping import line_starts, wrapped

from engine.output_state import OutputState
from gui.whole_names import keep_whole

NAME = "実験メモ_第1回.txt"
JOINER = "\u2060"


def _shown(label: QLabel) -> str:
    """What ``label`` draws (QLabel's own text, not a subclass's plain one)."""
    return QLabel.text(label)


def _broken(text: str, width: int, font, name: str = NAME) -> list[str]:
    """The lines' ends that fall inside ``name`` in ``text`` (drawn, or plain)."""
    spans = [m.span() for m in re.finditer("[\u2060\u200b]?".join(map(re.escape, name)), text)]
    assert spans, text
    return [text[a:b] for at in line_starts(text, width, font) for a, b in spans if a < at < b]


def _whole_at_widths(text: str, font, least: int, most: int) -> None:
    for width in range(least, most, 3):
        assert not _broken(text, width, font), width


def _replace_question(tmp_path):
    from gui.dialogs import confirm_replace
    out = tmp_path / "出力_データセット"
    out.mkdir()
    for n in (NAME, "細胞画像_顕微鏡_001.png", "メモ.txt"):
        (out / n).write_text("x")
    (out / ".tfrecord-studio-journal.jsonl").write_text(
        '{"kind": "header", "fingerprint": "fp", "source": "/data", "options": {}, '
        '"planned_records": 212, "planned_shards": 1}\n')
    return confirm_replace(None, OutputState(kind="interrupted", path=str(out), planned=212))


def test_the_replace_question_keeps_a_japanese_name_whole(qtbot, tmp_path):
    box = _replace_question(tmp_path)
    qtbot.addWidget(box)
    info = box.findChild(QLabel, "qt_msgbox_informativelabel")
    font = info.font()
    wide = QFontMetrics(font).horizontalAdvance(NAME)
    assert NAME in box.informativeText() and JOINER not in box.informativeText()
    _whole_at_widths(_shown(info), font, wide + 2, 460)
    # (what it fixes: Qt's own breaks inside the name, at some of those widths)
    assert any(_broken(box.informativeText(), w, font) for w in range(wide + 2, 460, 3))
    # the output folder's path, wider than the question: broken only after a "/" or "_"
    text = _shown(box.findChild(QLabel, "qt_msgbox_label"))
    assert JOINER.join("出力_データセット".split("_")[1]) in text, text


def test_copies_from_a_question_are_plain(qtbot, tmp_path):
    box = _replace_question(tmp_path)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    clip = QGuiApplication.clipboard()
    clip.clear()
    qtbot.keyClick(box, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)   # the whole box
    copied = clip.text()
    assert NAME in copied and "出力_データセット" in copied and JOINER not in copied, copied
    assert box.text() in copied and box.informativeText() in copied
    info = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert JOINER in _shown(info)   # (drawn with them)
    # a label's selection: Ctrl+C
    info.setFocus()
    info.setSelection(0, len(_shown(info)))
    clip.clear()
    qtbot.keyClick(info, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert NAME in clip.text() and JOINER not in clip.text(), repr(clip.text())
    # ... and the context menu's Copy
    clip.clear()
    QApplication.sendEvent(info, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(5, 5),
                                                   info.mapToGlobal(QPoint(5, 5))))
    menu = next(m for m in info.findChildren(QMenu) if m.isVisible())
    menu.actions()[0].trigger()
    menu.close()
    assert NAME in clip.text() and JOINER not in clip.text(), repr(clip.text())
    # what a screen reader reads
    for label in (info, box.findChild(QLabel, "qt_msgbox_label")):
        read = QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)
        assert read and JOINER not in read, read


def test_the_failures_selected_line_keeps_the_name_whole_and_copies_plain(qtbot):
    from gui.run_model import Failure
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    table.set_source("/src")
    path = f"/src/細胞/{NAME}"
    table.sync([Failure(path, "", "decode", "file.jpeg_truncated", {})])
    table.view.selectRow(0)
    detail = table.detail
    detail.resize(320, 200)
    assert detail.text().startswith(path) and JOINER not in detail.text()
    font = detail.font()
    _whole_at_widths(_shown(detail), font, QFontMetrics(font).horizontalAdvance(NAME) + 2, 320)
    detail.setSelection(0, len(_shown(detail)))
    detail.setFocus()
    clip = QGuiApplication.clipboard()
    clip.clear()
    qtbot.keyClick(detail, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert path in clip.text() and JOINER not in clip.text(), repr(clip.text())


def test_the_source_notices_keep_a_name_whole(qtbot):
    from gui.scan_result import ScanResult
    from gui.widgets.source_panel import SourcePanel
    panel = SourcePanel()
    qtbot.addWidget(panel)
    res = ScanResult(source="/src", kind="classes", images=3, classes={"細胞": 3})
    res.ignored = [NAME, "細胞画像_顕微鏡_001.png"]
    panel.last_result = res
    panel._show_notices()
    notices = panel.notices
    notices.resize(300, 200)
    assert NAME in notices.text() and JOINER not in notices.text()
    font = notices.font()
    _whole_at_widths(_shown(notices), font, QFontMetrics(font).horizontalAdvance(NAME) + 2, 300)


def test_a_path_too_wide_keeps_its_last_name_whole():
    path = f"/データ/細胞/{NAME}"
    drawn = keep_whole(path, [path], lambda n: n != path)
    assert JOINER.join(NAME) in drawn and "\u200b" in drawn


def test_inspect_summary_keeps_a_file_name_whole_and_copies_plain(qtbot, tmp_path):
    """Rich text: the name as the summary holds it; the joiners items_line puts in the
    line of counts (gui.widgets.common) are not copied either."""
    import gzip

    from PySide6.QtGui import QTextDocument

    from engine.commands.inspect import inspect_paths
    from engine.records.example import encode_example
    from engine.records.tfrecord import frame
    from gui.widgets.inspect_panel import InspectPanel
    from gui.widgets.inspect_summary import summary_lines, summary_names
    name = "細胞画像_顕微鏡_撮影_001.tfrecord"
    (tmp_path / name).write_bytes(gzip.compress(frame(encode_example({"x": 1}))))
    report = inspect_paths([str(tmp_path)]).to_dict()
    panel = InspectPanel()
    qtbot.addWidget(panel)
    summary = panel.summary
    summary.resize(300, 400)
    summary.setText("<br>".join(summary_lines(report)[0]), summary_names(report))
    assert name in summary.text() and JOINER not in summary.text().split("<br>", 1)[1]
    doc = QTextDocument()
    doc.setDefaultFont(summary.font())
    doc.setDocumentMargin(0)
    doc.setHtml(_shown(summary))
    shown = doc.toPlainText()
    font = summary.font()
    for width in range(QFontMetrics(font).horizontalAdvance(name) + 2, 300, 3):
        assert not _broken(shown, width, font, name), width
    summary.setSelection(0, len(shown))
    summary.setFocus()
    clip = QGuiApplication.clipboard()
    clip.clear()
    qtbot.keyClick(summary, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert name in clip.text() and JOINER not in clip.text(), repr(clip.text())


def test_the_unpack_offer_and_the_source_summary_keep_the_archive_name_whole(qtbot, tmp_path):
    import zipfile

    from gui.widgets.source_panel import SourcePanel
    from gui.widgets.unpack_offer import UnpackOffer
    stem = "実験データ_第1回_顕微鏡"
    archive = tmp_path / f"{stem}.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("a.txt", b"a")
    offer = UnpackOffer()
    qtbot.addWidget(offer)
    offer.offer(str(archive), "ZIP")
    qtbot.waitUntil(lambda: offer.found is not None, timeout=60_000)
    note = offer.note
    note.resize(300, 200)
    assert stem in note.text() and JOINER not in note.text()
    font = note.font()
    least = QFontMetrics(font).horizontalAdvance(stem) + 2
    for width in range(least, 300, 3):
        assert not _broken(_shown(note), width, font, stem), width
    panel = SourcePanel()   # the line above the offer: "…zip: this is an archive, …"
    qtbot.addWidget(panel)
    panel.path_combo.setEditText(str(archive))
    panel.summary.resize(300, 200)
    panel.summary.setText(offer.sentence())
    assert str(archive) in panel.summary.text()
    name = archive.name
    least = QFontMetrics(font).horizontalAdvance(name) + 2
    for width in range(least, 300, 3):
        assert not _broken(_shown(panel.summary), width, font, name), width


def test_the_resume_offer_keeps_the_folder_name_whole(qtbot):
    from PySide6.QtGui import QTextDocument

    from gui.widgets.action_bar import ActionBar
    folder = "出力_データセット_細胞_第1回"
    state = OutputState(path=f"/data/{folder}", kind="interrupted", status="cancelled",
                        shards=1, records=5, planned=10, source="/src")
    state.bytes_version = state.ours_bytes_version
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.offer_text.resize(300, 200)
    bar.set_offer(state)
    text = bar.offer_text
    assert folder in text.text() and JOINER not in text.text().replace("-\u2060", "")
    doc = QTextDocument()
    doc.setHtml(_shown(text))
    shown = doc.toPlainText()
    font = text.font()
    for width in range(QFontMetrics(font).horizontalAdvance(folder) + 2, 300, 3):
        assert not _broken(shown, width, font, folder), width


def test_an_error_box_keeps_the_file_it_names_whole(qtbot):
    from gui.dialogs import error_box
    path = f"/データ/ジョブ/{NAME}"
    message = f"{path} cannot be written (the disk is full). Choose another folder."
    box = error_box(None, "Could not save the job", message, "", names=[path])
    qtbot.addWidget(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert box.text() == message and JOINER.join(NAME) in _shown(label)
    font = label.font()
    _whole_at_widths(_shown(label), font, QFontMetrics(font).horizontalAdvance(NAME) + 2, 400)
    clip = QGuiApplication.clipboard()
    qtbot.keyClick(box, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert message in clip.text() and JOINER not in clip.text(), repr(clip.text())


def test_a_drag_of_a_labels_selection_carries_plain_text(qtbot, monkeypatch):
    """Qt's text control drags a selection with its joiners; PlainCopy drags it plain."""
    from gui import whole_text
    dragged = []

    class Drag:
        def __init__(self, _source) -> None:
            self.data = None

        def setMimeData(self, data) -> None:   # noqa: N802 - Qt's name
            self.data = data

        def exec(self, *_a) -> None:
            dragged.append(self.data.text())

    monkeypatch.setattr(whole_text, "QDrag", Drag)
    label = whole_text.WholeLabel(f"Saved as {NAME}.", selectable=True)
    label.setText(f"Saved as {NAME}.", [NAME])
    qtbot.addWidget(label)
    label.resize(400, 60)
    label.show()
    qtbot.waitExposed(label)
    label.setSelection(0, len(_shown(label)))
    at = QPoint(10, label.height() // 2)
    qtbot.mousePress(label, Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseMove(label, at + QPoint(40, 0))
    qtbot.mouseRelease(label, Qt.MouseButton.LeftButton, pos=at + QPoint(40, 0))
    assert dragged == [f"Saved as {NAME}."], dragged


def test_the_x11_selection_a_mouse_selection_sets_is_plain(qtbot, monkeypatch):
    """(Offscreen has no X11 selection: a clipboard that has one, as xcb's.)"""
    from PySide6.QtGui import QClipboard

    from gui import whole_text
    held = {}

    class Clipboard:
        def supportsSelection(self) -> bool:   # noqa: N802 - Qt's name
            return True

        def ownsSelection(self) -> bool:   # noqa: N802 - Qt's name
            return True

        def text(self, mode) -> str:
            return held.get(mode, "")

        def setText(self, text, mode) -> None:   # noqa: N802 - Qt's name
            held[mode] = text

    monkeypatch.setattr(whole_text.QGuiApplication, "clipboard", lambda: Clipboard())
    label = whole_text.WholeLabel(selectable=True)
    label.setText(f"Saved as {NAME}.", [NAME])
    qtbot.addWidget(label)
    label.show()
    label.setSelection(0, 12)
    held[QClipboard.Mode.Selection] = _shown(label)[:12]   # (what Qt's control sets)
    qtbot.mouseRelease(label, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    qtbot.waitUntil(lambda: JOINER not in held[QClipboard.Mode.Selection])
    assert held[QClipboard.Mode.Selection].startswith("Saved as 実験")


def test_the_summarys_output_row_keeps_the_folder_name_whole(qtbot):
    from gui.widgets.summary_panel import SummaryPanel
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    folder = "出力_データセット_細胞_第1回"
    out = panel.values["out"]
    out.resize(220, 100)
    panel.out_dir = f"/data/{folder}"
    out.setText(panel.out_dir)
    assert out.text() == panel.out_dir and JOINER.join(folder.split("_")[-1]) in _shown(out)
    font = out.font()
    for width in range(QFontMetrics(font).horizontalAdvance(folder) + 2, 220, 3):
        assert not _broken(_shown(out), width, font, folder), width


def test_a_name_that_fits_only_without_the_colon_after_it_never_widens_the_line(qtbot):
    """"…/実験メモ_第1回.txt:" fitted without its ":", which Qt does not put on the next
    line: the colon was drawn past the label's edge (the Failures tab at 1024x640)."""
    from gui.whole_text import WholeLabel
    path = f"/データ/細胞/{NAME}"
    label = WholeLabel(selectable=True)
    qtbot.addWidget(label)
    room = label.fontMetrics().horizontalAdvance(path) + 2
    label.resize(room, 100)
    label.setText(f"{path}: the file is cut short", [path])
    widths = [drawn for _, _, drawn in wrapped(_shown(label), room, label.font())]
    assert max(widths) <= room, (widths, room)


def test_select_all_then_copy_in_the_menu_copies_the_whole_label(qtbot):
    """Select All counted the plain text, shorter than the drawn one with its joiners: the
    menu's Copy then copied part of the label."""
    from gui.whole_text import WholeLabel
    path = f"/データ/細胞/{NAME} 😀"   # (an emoji: two positions of the label's own)
    text = f"{path} と {NAME} を読みました。"
    labels = [WholeLabel(selectable=True), WholeLabel(selectable=True)]
    for label, shown in zip(labels, (text, f"<b>{text}</b>"), strict=True):
        qtbot.addWidget(label)
        label.resize(160, 200)
        label.show()
        label.setText(shown, [path, NAME])
        assert JOINER in _shown(label)
        clip = QGuiApplication.clipboard()
        for which in (1, 0):   # Select All, then Copy (a new menu each time, as a user's)
            QApplication.sendEvent(label, QContextMenuEvent(
                QContextMenuEvent.Reason.Mouse, QPoint(5, 5), label.mapToGlobal(QPoint(5, 5))))
            menu = next(m for m in label.findChildren(QMenu) if m.isVisible())
            [a for a in menu.actions() if not a.isSeparator()][which].trigger()
            menu.close()
            QApplication.processEvents()   # (the menu deletes itself on close)
        assert clip.text() == text, repr(clip.text())
