"""Inspect with nothing to chart, and the engine's reasons in the window's language: after
a labelled dataset, a folder with no TFRecord files kept "Records per class" drawing the
last dataset's alpha/beta/gamma axis under a title saying there was no label feature; and
"empty file: no records" / "no TFRecord files found in this folder" stayed English in the
Japanese and Korean window (they had no reason code)."""

from __future__ import annotations

import re

import pytest
from studio_fixtures import make_dataset

from gui.widgets.inspect_panel import InspectPanel
from tests.engine import imagefactory as F

WAIT = 120_000


def _dataset(tmp_path):
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta", "gamma"), per_class=2)
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--shards", "1"),
                                timeout=300)
    assert code == 0, err
    return out


def _open(qtbot, panel, path) -> None:
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        panel.open_paths([str(path)])


def _ticks(panel) -> list[str]:
    axis = panel.histogram.getPlotItem().getAxis("bottom")
    return [label for level in (axis._tickLevels or []) for _, label in level]


def test_the_chart_is_cleared_when_there_is_nothing_to_show(qtbot, tmp_path):
    panel = InspectPanel()
    qtbot.addWidget(panel)
    _open(qtbot, panel, _dataset(tmp_path))
    assert not panel.histogram.hint_shown() and _ticks(panel) == ["alpha", "beta", "gamma"]
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    (crashed / "notes.txt").write_text("nothing here\n", encoding="utf-8")
    _open(qtbot, panel, crashed)
    assert panel.histogram.hint_shown()
    assert _ticks(panel) == [] and len(panel.histogram.bars.opts["height"]) == 0
    # no file was opened there: the chart says what it will show once one is (it said
    # "the files opened hold none"); the summary says what to open instead
    assert panel.histogram.hint.text() == panel.histogram.waiting()
    assert "no TFRecord files found" in panel.summary.text()
    # files that were opened and hold no record: said so
    panel.histogram.show_labels(None, records=0, files=2)
    assert panel.histogram.hint.text() == "No records to count: the files opened hold none."
    # records without a label feature: said so, with no axes either
    panel.histogram.show_labels(None, records=5)
    assert panel.histogram.hint_shown()
    assert "no label feature" in panel.histogram.hint.text()


@pytest.mark.parametrize("lang, empty_file, no_files, no_records", [
    ("ja", "空のファイルです", "TFRecord ファイルが見つかりません",
     "このファイルにはレコードがありません。"),
    ("ko", "빈 파일입니다", "TFRecord 파일을 찾지 못했습니다", "이 파일에는 레코드가 없습니다."),
])
def test_inspect_says_an_empty_file_and_an_empty_folder_in_the_language(
        qtbot, language, tmp_path, lang, empty_file, no_files, no_records):
    (tmp_path / "empty.tfrecord").write_bytes(b"")
    folder = tmp_path / "nothing"
    folder.mkdir()
    language(lang)
    panel = InspectPanel()
    qtbot.addWidget(panel)
    _open(qtbot, panel, tmp_path / "empty.tfrecord")
    (error,) = [f["error"] for f in panel.files]
    assert error["reason_code"] == ["inspect.empty", {}]
    shown = re.sub(r"<[^>]+>", " ", panel.summary.text())
    assert empty_file in shown and "empty file" not in shown, shown
    # the grid's place says it too (not one of ours: no word of failed images)
    note = panel.record_grid.empty_note
    assert note.text() == no_records and not note.isHidden() and panel.grid.isHidden()
    _open(qtbot, panel, folder)
    shown = re.sub(r"<[^>]+>", " ", panel.summary.text())
    assert no_files in shown and "no TFRecord files found" not in shown, shown


@pytest.mark.parametrize("lang, what_to_do", [
    ("en", "choose the folder a conversion wrote them to, or the .tfrecord files themselves"),
    ("ja", "変換で書き出したフォルダーか、.tfrecord ファイルそのものを選んでください"),
    ("ko", "변환으로 파일을 쓴 폴더나 .tfrecord 파일 자체를 선택하세요"),
])
def test_a_folder_without_tfrecord_files_says_what_to_open_instead(
        qtbot, language, tmp_path, lang, what_to_do):
    """A walker opened their image folder on the Inspect tab: "Problem: …: no TFRecord
    files found in this folder", and nothing said what to open instead."""
    folder = tmp_path / "photos"
    folder.mkdir()
    (folder / "a.jpg").write_bytes(b"\xff\xd8\xff")
    language(lang)
    panel = InspectPanel()
    qtbot.addWidget(panel)
    _open(qtbot, panel, folder)
    shown = re.sub(r"<[^>]+>", " ", panel.summary.text())
    assert str(folder) in shown and what_to_do in shown, shown
