""""Files per split" above a split's images is said under the source before Start, as the
options are set, counted from the scan by the engine's rule (engine.split_sizes), in the
window's language; the run's note says it in the Log in the window's words."""

from __future__ import annotations

from studio_fixtures import make_dataset

from gui import engine_text
from gui.scan_result import ScanResult
from gui.widgets.source_splits import shard_lines

WAIT = 120_000
EN = "has 12 images, so it gets 12 files, not the 20 of “Files per split”"


def test_files_per_split_above_the_images_is_said_before_start(qtbot, window, tmp_path):
    panel = window.source_panel
    window.set_source(str(make_dataset(tmp_path / "src", classes=("cats", "dogs"), per_class=6,
                                        size=(16, 12))))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.error == "" and panel.last_result.images == 12
    form = window.options
    form.shard_by.setCurrentIndex(form.shard_by.findData("count"))
    form.shard_count.setValue(20)
    qtbot.waitUntil(lambda: EN in panel.notices.text(), timeout=WAIT)
    assert panel.notices.isVisibleTo(window)
    (line,) = [x for x in panel.notices.text().splitlines() if EN in x]
    assert line == ("The split 'train' has 12 images, so it gets 12 files, not the 20 of "
                    "“Files per split”: a file holds at least one image.")
    form.shard_count.setValue(12)   # as many as the images: nothing to say
    qtbot.waitUntil(lambda: "Files per split" not in panel.notices.text(), timeout=WAIT)
    # two splits: each is counted as the run divides it (8 and 4 of 12, class by class)
    form.shard_count.setValue(6)
    form.split.setText("train=0.7,val=0.3")
    qtbot.waitUntil(lambda: "'val' has 4 images, so it gets 4 files, not the 6"
                    in panel.notices.text(), timeout=WAIT)
    assert "'train'" not in panel.notices.text()   # 8 images: its 6 files
    form.shard_by.setCurrentIndex(form.shard_by.findData("size"))   # by size: no number
    qtbot.waitUntil(lambda: "Files per split" not in panel.notices.text(), timeout=WAIT)


def test_the_note_is_said_in_japanese_and_korean(qtbot, language):
    """The splits a source gives count too; in the window's language (the run's note in
    the Log as well)."""
    res = ScanResult(source="s", images=5, free={"0": 3}, splits={"test": 2})
    language("ja")
    assert shard_lines(res, "", 4) == [   # train 3 (divided), test 2 (given): both short
        "分割 'train' の画像は 3 枚なので、ファイルは「分割ごとのファイル数」の 4 個ではなく 3 個"
        "になります (1 つのファイルには画像が 1 枚以上入ります)。",
        "分割 'test' の画像は 2 枚なので、ファイルは「分割ごとのファイル数」の 4 個ではなく 2 個"
        "になります (1 つのファイルには画像が 1 枚以上入ります)。"]
    assert shard_lines(res, "", 3) == [shard_lines(res, "", 4)[1].replace("4 個", "3 個")]
    assert shard_lines(res, "", 0) == [] == shard_lines(res, "train=0.5,", 4)   # mistyped
    note = ("note: The split 'train' has 12 images, so it gets 12 shards, not the 20 of "
            "--shards: a shard holds at least one image")
    assert "「分割ごとのファイル数」の 20 個ではなく 12 個" in engine_text.log_line(note)
    language("ko")
    assert shard_lines(res, "", 3) == [   # the reason first (it was glued on at the end)
        "파일 하나에는 이미지가 한 장 이상 들어가므로, 이미지가 2장인 분할 'test'의 파일은 "
        "“분할당 파일 수”의 3개가 아니라 2개가 됩니다."]
    assert "--shards" not in engine_text.log_line(note)
