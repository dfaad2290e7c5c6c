"""The Inspect tab at 1024x640, in every language, on real datasets (a detection one, and
a classification one with long first values in a folder with a long path): every feature
name whole (they were cut to "image/…"), the open path shortened in the middle rather than
cut at the edge (its last folder stays in view), the file box showing the file's name up
to its number and its record count, and an image feature's first value read as one image
("images (JPEG)" said a plural)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyle, QTableWidget

from gui import i18n
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F

LONG = "Lab data 2024/project-alpha/experiments/run-17-final-with-augmentation/converted output"


def _convert(source: Path, out: Path) -> Path:
    code, _, err = F.run_engine(F.engine_argv(source, out, "--split",
                                              "train=0.5,validation=0.5", "--seed", "1"),
                                timeout=300)
    assert code == 0, err
    return out


@pytest.fixture(scope="module")
def datasets(tmp_path_factory) -> tuple[Path, Path]:
    """(detection, classification) datasets of two files each, made by the real engine;
    the classification one (first values such as "squares/squares_01.jpg") in a folder
    with a long path."""
    root = tmp_path_factory.mktemp("inspect1024")
    coco = Path(A.make_coco(str(root / "coco"))).parents[1]
    return (_convert(coco, root / "det"),
            _convert(F.ROOT / "resources" / "sample", root / LONG))


def _hidden_names(table: QTableWidget) -> list[str]:
    """Names in the first column that are not drawn whole (elided, cut by their row's
    height, or scrolled away). A long name may wrap after a "/" (record_detail.KeyColumn),
    so it is measured laid out as the column draws it: on lines, each whole."""
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    width, x = table.columnWidth(0), table.columnViewportPosition(0)
    metrics, room = table.fontMetrics(), width - 2 * margin
    out = []
    for r in range(table.rowCount()):
        text = table.item(r, 0).text()
        drawn = metrics.boundingRect(QRect(0, 0, room, 100_000), Qt.TextFlag.TextWordWrap,
                                     text.replace("/", "/\u200b"))
        longest = max(metrics.horizontalAdvance(part) for part in text.split("/"))
        if longest > room or drawn.height() > table.rowHeight(r) or x < 0 or \
                x + width > table.viewport().width():
            out.append(f"{text}: needs {drawn.width()}x{drawn.height()}, has {room}x"
                       f"{table.rowHeight(r)} at {x}")
    return out


@pytest.mark.parametrize("lang", ["en", *i18n.TRANSLATED])
def test_inspect_is_readable_at_1024x640(qtbot, settings, language, datasets, lang):
    from studio_fixtures import window_at
    language(lang)
    w = window_at(qtbot, settings, 1024, 640)
    w.main_tabs.setCurrentWidget(w.inspect)
    panel = w.inspect

    def open_(path: Path) -> list[str]:
        with qtbot.waitSignal(panel.pageLoaded, timeout=120_000):
            panel.open_paths([str(path)])
        qtbot.waitUntil(lambda: panel.detail.rowCount() > 0, timeout=30_000)
        qtbot.wait(50)
        # every feature's whole name, in the file's features and the record's
        assert _hidden_names(panel.schema) == []
        assert _hidden_names(panel.detail) == []
        return [panel.schema.item(r, 0).text() for r in range(panel.schema.rowCount())]

    detection, dataset = datasets
    assert "image/object/bbox/xmin" in open_(detection)
    assert "image/class/label" in open_(dataset)

    # the image feature's first value is one image
    first = {panel.schema.item(r, 0).text(): panel.schema.item(r, 3).text()
             for r in range(panel.schema.rowCount())}
    assert first["image/encoded"] == panel.tr("image ({f})").format(f="JPEG")
    if lang == "en":
        assert first["image/encoded"] == "image (JPEG)"

    # the open folder: shortened in the middle to the room it has, its end in view
    where = panel.where
    assert where.full_text() == str(dataset) and where.toolTip() == str(dataset)
    shown = where.text()
    assert where.fontMetrics().horizontalAdvance(shown) <= where.contentsRect().width()
    assert where.geometry().right() < panel.verify_btn.geometry().left()
    assert shown.startswith(str(dataset)[:4]) and shown.endswith("converted output"), shown

    # the file box: the shard's name up to its number, and its whole record count (the
    # name's end gives way: test_inspect_counts_1024)
    combo = panel.file_combo
    assert combo.count() == 2
    for i in range(2):
        combo.setCurrentIndex(i)
        name = Path(combo.itemData(i)).name
        shown, count = combo.displayed_text(), combo.itemText(i).split(name, 1)[1]
        assert shown.startswith(name.split("-of-")[0]) and shown.endswith(count), (shown, name)
        assert str(dataset) in combo.toolTip()
