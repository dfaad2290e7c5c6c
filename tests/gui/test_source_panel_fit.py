"""The source panel at 1024x640 in Japanese: the scan's problem list showed two problems (four
lines) in a list that could hold more, and the class table's count title ("画像", now "画像数")
touched the table's right edge, cut."""

from __future__ import annotations

from PySide6.QtCore import QRect
from studio_fixtures import make_dataset


def test_problems_and_the_counts_title_fit_at_1024x640(qtbot, window, language, tmp_path):
    language("ja")
    ds = make_dataset(tmp_path / "ds", classes=("正常", "異常"), per_class=3, broken=7)
    window.fit_to_screen(first=True, available=QRect(0, 0, 1024, 610))
    qtbot.waitUntil(lambda: window.width() <= 1024, timeout=30_000)
    panel = window.source_panel
    window.set_source(str(ds))
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.problems.count() == 7,
                    timeout=60_000)
    problems = panel.problems
    # (the panel squeezed it to four lines at 1024x640; the panel scrolls instead)
    assert problems.minimumHeight() >= 5 * problems.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: problems.isVisible() and problems.viewport().height()
                    >= 5 * problems.fontMetrics().lineSpacing(), timeout=5_000)
    # narrow counts ("3"): the column as wide as its title, and a little more
    window.set_source(str(make_dataset(tmp_path / "ok", classes=("正常", "異常"), per_class=3)))
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.problems.count()
                    and panel.classes.rowCount() == 2, timeout=60_000)
    table = panel.classes
    title = table.horizontalHeaderItem(1).text()
    assert title == "画像数"
    room = table.horizontalHeader().fontMetrics().horizontalAdvance(title)
    # the title with room on both sides, and the column inside the table
    assert table.columnWidth(1) >= room + table.fontMetrics().horizontalAdvance("MM")
    assert table.columnViewportPosition(1) + table.columnWidth(1) <= table.viewport().width()
