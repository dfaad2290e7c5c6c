"""The Inspect tab's chooser, tiles and layout: the file box's tooltip and grouped counts,
multi-label tiles, the three areas sharing a change of width, Ctrl+O on the tab, and
Open folder starting where the last run made its dataset."""

from __future__ import annotations

import pytest


def test_the_file_tooltip_leaves_the_chooser_as_it_found_it(qtbot, window):
    # _file_tip ended with blockSignals(False), a line left from list_files: refreshing
    # the tooltip turned the chooser's signals back on in the middle of filling it
    grid = window.inspect.record_grid
    grid.file_combo.blockSignals(True)
    grid._file_tip()
    assert grid.file_combo.signalsBlocked()
    grid.file_combo.blockSignals(False)


def test_the_three_areas_share_every_change_of_width(qtbot, window):
    # a stretch factor on the middle gave it every change: at 1024 px it sat at its
    # minimum beside two wide side areas; a moved handle's sizes are kept in proportion
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    split = panel.splitter

    def shares() -> list[float]:
        sizes = split.sizes()
        return [s / sum(sizes) for s in sizes]

    window.resize(1600, 800)
    qtbot.waitUntil(lambda: split.width() > 1400)
    wide = shares()
    assert wide == pytest.approx([360 / 1090, 400 / 1090, 330 / 1090], abs=0.01)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: split.width() < 1100)
    assert shares() == pytest.approx(wide, abs=0.01)
    split.moveSplitter(split.sizes()[0] // 2, 1)
    moved = shares()
    assert moved[0] < wide[0] - 0.1
    window.resize(1400, 800)
    qtbot.waitUntil(lambda: split.width() > 1200)
    assert shares() == pytest.approx(moved, abs=0.01)


def test_the_file_box_groups_its_counts_as_every_other_number(qtbot):
    # the file box grouped with Python's "{n:,}", always a comma; the window's numbers
    # follow its locale (gui.i18n.number)
    from PySide6.QtCore import QLocale

    from gui.widgets.record_grid import RecordGrid
    grid = RecordGrid()
    qtbot.addWidget(grid)
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    try:
        shown = [grid._file_text({"path": "/d/a.tfrecord", "records": 12345, **more})
                 for more in ({"damaged_count": 1234}, {"stop": {"offset": 9}}, {})]
    finally:
        QLocale.setDefault(before)
    assert shown == ["a.tfrecord (12.345 records, 1.234 damaged)",
                     "a.tfrecord (12.345 records, then unreadable)", "a.tfrecord (12.345 records)"]


def test_a_multilabel_tile_names_its_classes_and_numbers_are_grouped(window):
    """A multi-label record's tile named only its first class (하늘 of 하늘 and 사람), and
    the record's byte position was shown as 3347585 beside 3,347,431 bytes."""
    from PySide6.QtCore import QLocale
    grid = window.inspect.record_grid
    r = {"index": 7, "offset": 3347585, "length": 3347431, "is_example": True,
         "label": 4, "label_text": "하늘, 사람", "filename": "sky/사진08.jpg"}
    assert grid._tile_text(r).splitlines() == ["하늘, 사람", "사진08.jpg"]
    long = dict(r, label_text="sky, person, cloud, tree, car")
    assert grid._tile_text(long).splitlines()[0].startswith("sky, person")
    assert grid._tile_text(long).splitlines()[0].endswith("…")
    assert "sky, person, cloud, tree, car" in grid._tile_tip(long)
    was = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    try:
        assert "3,347,585" in grid._tile_tip(r)
        window.inspect.record_detail.show_record(r, None)
        assert "3,347,585" in window.inspect.detail_title.text()
    finally:
        QLocale.setDefault(was)


def test_ctrl_o_opens_tfrecords_on_the_inspect_tab(window, monkeypatch):
    """Ctrl+O on the Inspect tab opened the Convert tab's source folder picker (walk)."""
    asked: list[str] = []
    monkeypatch.setattr(window.inspect, "choose_folder", lambda: asked.append("inspect"))
    monkeypatch.setattr(window.source_panel, "choose_folder", lambda: asked.append("source"))
    window.main_tabs.setCurrentWidget(window.inspect)
    window.open_action.trigger()
    window.main_tabs.setCurrentIndex(0)
    window.open_action.trigger()
    assert asked == ["inspect", "source"]


def test_open_folder_starts_where_the_last_run_made_its_dataset(qtbot, window, tmp_path,
                                                                monkeypatch):
    """A walker's Open folder… opened the home folder right after a run into /data/runs:
    it opens there, also after a restart (the settings keep it)."""
    import dataclasses

    from gui.main_window import MainWindow
    runs = tmp_path / "runs"
    (runs / "cats").mkdir(parents=True)
    opened_in: list[str] = []
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getExistingDirectory",
                        lambda _p, _t, start, *a, **k: opened_in.append(start) or "")
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getOpenFileNames",
                        lambda _p, _t, start, *a, **k: opened_in.append(start) or ([], ""))
    window.options.set_output_folder(str(runs / "cats"))
    window.save_settings(launched=dataclasses.replace(window.job(), out=str(runs / "cats")))
    window.inspect.choose_folder()
    window.inspect.choose_files()   # Open file: where the files are (a level below)
    again = MainWindow(window.settings)
    qtbot.addWidget(again)
    again.inspect.choose_folder()
    again.inspect.choose_files()
    assert opened_in == [str(runs), str(runs / "cats")] * 2


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_open_files_lists_every_usual_tfrecord_name(qtbot, monkeypatch, language, lang):
    """The Open files dialog's filter hid TFDS's shards ("mnist-train.tfrecord-00000-of-
    00001") and this app's own ZLIB shards (".tfrecord.zlib"): they showed only under
    "All files". The names are not the translators' to keep up to date."""
    import fnmatch
    import re

    from gui.widgets.inspect_panel import InspectPanel
    language(lang)
    panel = InspectPanel()
    qtbot.addWidget(panel)
    filters: list[str] = []
    monkeypatch.setattr("gui.widgets.inspect_panel.QFileDialog.getOpenFileNames",
                        lambda _p, _t, _start, flt, *a, **k: filters.append(flt) or ([], ""))
    panel.choose_files()
    first = re.match(r"[^(]*\(([^)]*)\)", filters[0])
    assert first is not None
    patterns = first.group(1).split()
    for shard in ("mnist-train.tfrecord-00000-of-00001", "data-train-00000-of-00004.tfrecord",
                  "data-train-00000-of-00001.tfrecord.gz", "data-val-00000-of-00001.tfrecord.zlib",
                  "train.record", "images.tfrecords", "part.tfrec"):
        assert any(fnmatch.fnmatch(shard, p) for p in patterns), shard
