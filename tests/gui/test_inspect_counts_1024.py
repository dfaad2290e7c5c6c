"""The Inspect tab on a 1024x640 screen with three-digit record counts, in every language: the
file box showed "data-train-00000-of-00001.tfrecord" without "(레코드 113개)" (its name
and count missed the box by a few pixels, and the count went); now the name gives way
("…") and the count stays whole. The record's table wrapped "image/colorspace" onto two
lines, its key column held to 40% of a table whose values had room."""

from __future__ import annotations

from pathlib import Path

import pytest

from gui import i18n
from tests.engine import imagefactory as F


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    """120 images in three classes, made into two files of 114 and 6 records."""
    from studio_fixtures import make_dataset
    root = tmp_path_factory.mktemp("counts1024")
    source = make_dataset(root / "source", classes=("bird", "cat", "dog"), per_class=40)
    out = root / "out"
    code, _, err = F.run_engine(F.engine_argv(source, out, "--split",
                                              "train=0.95,validation=0.05", "--seed", "1"),
                                timeout=300)
    assert code == 0, err
    return out


@pytest.mark.parametrize("lang", ["en", *i18n.TRANSLATED])
def test_the_file_box_keeps_its_count_and_no_key_wraps(qtbot, settings, language, dataset,
                                                         lang):
    from studio_fixtures import window_at
    language(lang)
    # a 1024x640 screen less the window's frame and title bar (openbox leaves 1016x615;
    # at 1024 wide "image/colorspace" had its line by a pixel)
    w = window_at(qtbot, settings, 1008, 610)
    w.main_tabs.setCurrentWidget(w.inspect)
    panel = w.inspect
    with qtbot.waitSignal(panel.pageLoaded, timeout=120_000):
        panel.open_paths([str(dataset)])
    qtbot.waitUntil(lambda: panel.detail.rowCount() > 0, timeout=30_000)

    # every key on one line, in the record's table and in the file's features
    for table in (panel.detail, panel.schema):
        keys = [table.item(r, 0).text() for r in range(table.rowCount())]
        assert "image/colorspace" in keys
        assert table.columnWidth(0) >= table.sizeHintForColumn(0), (lang, table.objectName())

    combo = panel.file_combo
    assert combo.count() == 2
    counts = []
    for i in range(combo.count()):
        combo.setCurrentIndex(i)
        name = Path(combo.itemData(i)).name
        whole = combo.itemText(i)
        count = whole.split(name, 1)[1]   # " (114 records)", " (114 件)", " (레코드 114개)"
        counts.append(count)
        shown = combo.displayed_text()
        assert shown.endswith(count), (shown, whole)
        # the name's start, up to the shard's number, stays too
        assert shown.startswith(name.split("-of-")[0]), (shown, whole)
    assert any(i18n.number(114) in c for c in counts), counts
