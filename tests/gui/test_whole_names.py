"""File names stay whole where the window wraps text (gui.whole_names): Qt breaks a line
after any CJK character, and "細胞画像_顕微鏡_001.png" wrapped as "細胞画像_顕微" and
"鏡_001.png" in the scan's problem list, the Failures tab and Inspect's values. Laid out
here as the views lay out an item's text (QTextLayout, word wrap), at narrow widths."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import QStyleOptionViewItem
from wrapping import wrapped

from gui.scan_result import ScanResult
from gui.whole_names import keep_whole, plain
from gui.widgets.scan_preview import ProblemList, show_problems

NAME = "細胞画像_顕微鏡_001.png"
TEXT = f"ファイル {NAME} は読めません。画像ファイルではありません。"


def _lines(text: str, width: int, font) -> list[str]:
    """``text`` broken into lines ``width`` px wide as an item view wraps it."""
    return [plain(text[start:start + length]).strip()
            for start, length, _ in wrapped(text, width, font)]


def _breaks_inside(lines: list[str], name: str) -> list[str]:
    """The lines that hold a part of ``name`` but not all of it."""
    return [x for x in lines if x and x not in name and (x in name or any(
        x.endswith(name[:k]) or x.startswith(name[k:]) for k in range(1, len(name))))
        and name not in x]


def test_qt_breaks_inside_a_japanese_name_unless_it_is_kept_whole(qapp):
    font = qapp.font()
    wide = QFontMetrics(font).horizontalAdvance(NAME)
    for width in range(wide + 2, 3 * wide, 7):
        assert not _breaks_inside(_lines(keep_whole(TEXT, [NAME]), width, font), NAME), width
    # (what it fixes: Qt's own breaks, at some of those widths)
    assert any(_breaks_inside(_lines(TEXT, w, font), NAME) for w in range(wide + 2, 3 * wide, 7))


def test_a_name_wider_than_its_room_breaks_only_after_a_separator(qapp):
    font = qapp.font()
    wide = QFontMetrics(font).horizontalAdvance(NAME)
    start = TEXT.index(NAME)
    parts = ("細胞画像_", "顕微鏡_", "001.png")
    least = max(QFontMetrics(font).horizontalAdvance(x) for x in parts) + 2
    for width in (least, (least + wide) // 2, wide - 4):
        drawn = keep_whole(TEXT, [NAME], lambda n, w=width: QFontMetrics(font).horizontalAdvance(n)
                           <= w)
        lines = _lines(drawn, width, font)
        ends, at = [], 0   # where each line ends in the plain text
        for line in lines[:-1]:
            at = TEXT.index(line, at) + len(line)
            ends.append(at)
        inside = [e for e in ends if start < e < start + len(NAME)]
        assert inside, lines   # (it wrapped: never one line wider than the view)
        assert all(TEXT[e - 1] in "/_-." for e in inside), (width, lines)
    # (narrower than a part between them: Qt's own breaks in that part, never a line wider)
    drawn = keep_whole(TEXT, [NAME], lambda n: QFontMetrics(font).horizontalAdvance(n) < 30)
    lines = _lines(drawn, 30, font)
    assert not any("細胞画像_" in x for x in lines) and "細胞" in lines, lines


def test_the_problem_list_draws_names_whole_and_keeps_its_text_plain(qtbot):
    """The joiners are in the drawing only: an item's text (what a copy takes) is plain."""
    problems = ProblemList()
    qtbot.addWidget(problems)
    problems.setWordWrap(True)
    res = ScanResult(source="/src", kind="classes", images=1, classes={"細胞": 1})
    res.problems = [(f"/src/細胞/{NAME}", "not an image")]
    show_problems(problems, res, str)
    item = problems.item(0)
    assert "\u2060" not in item.text() and NAME in item.text()
    option = QStyleOptionViewItem()
    option.rect = QRect(0, 0, 400, 40)
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    option.fontMetrics = problems.fontMetrics()
    index = problems.indexFromItem(item)
    problems.itemDelegate().initStyleOption(option, index)
    shown = res.display_name(res.problems[0][0])
    assert "\u2060".join(shown) in option.text and plain(option.text) == item.text()
    assert isinstance(index, QModelIndex)


def test_only_the_names_are_joined():
    assert keep_whole("a.png and b.png", ["a.png"]) == "a\u2060.\u2060p\u2060n\u2060g and b.png"
    assert keep_whole("x", []) == "x" and plain(keep_whole(TEXT, [NAME])) == TEXT
    # (loose: not before the extension, "a_05." / "jpg")
    assert keep_whole("a_05.jpg", ["a_05.jpg"], lambda n: n != "a_05.jpg") == \
        "a\u2060_\u200b0\u20605\u2060.\u2060j\u2060p\u2060g"
    assert keep_whole("a_05.jpg", ["a_05.jpg"], lambda _n: False) == "a_\u200b05.jpg"


def test_the_failures_tab_draws_names_whole_and_exports_them_plain(qtbot, tmp_path):
    from gui.run_model import Failure
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    table.set_source("/src")
    table.sync([Failure(f"/src/細胞/{NAME}", "", "decode", "file.jpeg_truncated", {})])
    view = table.view
    index = view.model().index(0, 0)
    option = QStyleOptionViewItem()
    option.rect = QRect(0, 0, 2000, 40)
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText   # (as the view's)
    option.fontMetrics = view.fontMetrics()
    view.itemDelegate().initStyleOption(option, index)
    assert option.text == "\u2060".join(f"細胞/{NAME}"), option.text
    assert index.data() == f"細胞/{NAME}"   # (the model's text, which Export list… writes)
    assert table.export_csv(str(tmp_path / "list.csv"))
    written = (tmp_path / "list.csv").read_bytes().decode("utf-8-sig")
    assert NAME in written and "\u2060" not in written and "\u200b" not in written


def test_a_name_with_a_space_is_not_broken_at_its_space(qapp):
    """Qt breaks a line at a space even with a joiner on each side: the Replace question
    split every default output folder's path at "TFRecord" / "Studio" (a walk at 1366x768);
    "IMG 0001.jpg" and "実験メモ 第1回.png" likewise. The space is drawn as a no-break space,
    and copied as the space it is."""
    font = qapp.font()
    for name in ("実験メモ 第1回.png", "IMG 0001.jpg", "TFRecord Studio"):
        text = f"ファイル {name} は読めません。"
        wide = QFontMetrics(font).horizontalAdvance(name)
        drawn = keep_whole(text, [name])
        assert plain(drawn) == text
        for width in range(wide + 2, 3 * wide, 3):
            assert not _breaks_inside(_lines(drawn, width, font), name), (name, width)
        assert any(_breaks_inside(_lines(text.replace(name, "\u2060".join(name)), w, font),
                                  name) for w in range(wide + 2, 3 * wide, 3)), name
    # (a name's own no-break space stays one in a copy)
    assert plain(keep_whole("a\u00a0b c.png", ["a\u00a0b c.png"])) == "a\u00a0b c.png"


def test_a_name_with_a_full_width_space_is_not_broken_there(qapp):
    """Qt breaks a line at any space but a no-break one, joiners or not, and there is no
    no-break ideographic space: "実験メモ　第1回.png" (U+3000) was split at it in the
    Replace question and the Failures tab. It is drawn as no-break spaces as wide as it
    (within a pixel), and copied back as the U+3000 it is; plain text and rich text
    (QTextDocument) alike."""
    font = qapp.font()
    for name in ("実験メモ\u3000第1回.png", "A\u3000\u3000B 01.jpg", "細胞\u3000\u3000_01.png"):
        text = f"ファイル {name} は読めません。"
        wide = QFontMetrics(font).horizontalAdvance(name)
        drawn = keep_whole(text, [name])
        assert plain(drawn) == text and "\u3000" in plain(drawn)
        assert abs(QFontMetrics(font).horizontalAdvance(keep_whole(name, [name])) - wide) <= 1
        for width in range(wide + 2, 3 * wide, 3):
            assert not _breaks_inside(_lines(drawn, width, font), name), (name, width)
            assert not _breaks_inside(_document_lines(drawn, width, font), name), (name, width)
        assert any(_breaks_inside(_lines(text.replace(name, "\u2060".join(name)), w, font),
                                  name) for w in range(wide + 2, 3 * wide, 3)), name
    # (a name's own no-break spaces beside its U+3000 stay in a copy; a wide one's too)
    own = "a\u2007\u202f\u202f\u3000\u2007\u202f\u202fb.png"
    assert plain(keep_whole(own, [own])) == own
    assert plain(keep_whole("x_\u3000y.png", ["x_\u3000y.png"], lambda _n: False)) == \
        "x_\u3000y.png"


def _document_lines(text: str, width: int, font) -> list[str]:
    """``text`` broken into lines ``width`` px wide as a rich-text label lays it out."""
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setPlainText(text)
    doc.setTextWidth(width)
    layout = doc.firstBlock().layout()
    out = [text[(line := layout.lineAt(i)).textStart():line.textStart() + line.textLength()]
           for i in range(layout.lineCount())]
    return [plain(x).strip() for x in out]


def test_a_question_keeps_a_full_width_space_name_whole_and_copies_it_exactly(qtbot):
    """"実験メモ　第1回.png" (U+3000) split at its full-width space in a question; it is
    drawn unbroken, and every copy gives back the name with its U+3000 (not a plain space,
    nor the no-break spaces drawn in its place)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessible, QGuiApplication
    from PySide6.QtWidgets import QLabel

    from gui.dialogs import error_box
    name = "実験メモ\u3000第1回.png"
    message = f"ファイル「{name}」は読めません。別のファイルを選んでください。"
    box = error_box(None, "Could not open", message, "", names=[name])
    qtbot.addWidget(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    shown = QLabel.text(label)   # (what it draws: QLabel's own text)
    assert box.text() == message and "\u3000" not in shown
    font = label.font()
    least = QFontMetrics(font).horizontalAdvance(name + "」。") + 2   # (no break before 」)
    for width in range(least, 400, 3):
        assert not _breaks_inside(_lines(shown, width, font), name), width
    assert any(_breaks_inside(_lines(message, w, font), name) for w in range(least, 400, 3))
    box.show()
    qtbot.waitExposed(box)
    clip = QGuiApplication.clipboard()
    clip.clear()
    qtbot.keyClick(box, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert message in clip.text(), repr(clip.text())
    label.setFocus()
    label.setSelection(0, len(shown))
    clip.clear()
    qtbot.keyClick(label, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert clip.text() == message, repr(clip.text())
    read = QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)
    assert read == message, repr(read)
