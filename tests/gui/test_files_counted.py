"""Where the window counts the source's files, and they are not all images (a notes.txt, an
empty file in a class folder), it says files: a Japanese walk read "198 枚中 98 枚を書き込み"
in Start over's question and "失敗した画像 4 枚の一覧" after Export list, both counting a
text file and an empty one as images (gui.window_layout's count_files decides)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow

from engine.output_state import OutputState
from gui.dialogs import describe_dataset
from gui.i18n import number
from gui.run_model import Failure, RunModel
from gui.widgets.failures_table import FailuresTable
from gui.widgets.progress_panel import ProgressPanel

STATE = OutputState(kind="interrupted", path="out", shards=1, records=98, skipped=1,
                    planned=198, source="src")
SAID = {  # (files, images)
    "en": ("An unfinished run: 98 of 198 files were written and 1 skipped.",
           "An unfinished run: 98 of 198 images were written and 1 skipped."),
    "ja": ("未完了の実行: ファイル 198 個中 98 個を書き込み、1 個をスキップしました。",
           "未完了の実行: 198 枚中 98 枚を書き込み、1 枚をスキップしました。"),
    "ko": ("끝나지 않은 실행: 파일 198개 중 98개를 기록했고 1개를 건너뛰었습니다.",
           "끝나지 않은 실행: 이미지 198장 중 98장을 기록했고 1장을 건너뛰었습니다."),
}


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_start_overs_question_counts_files(language, lang):
    if lang != "en":
        language(lang)
    files, images = SAID[lang]
    assert files in describe_dataset(STATE, files=True).splitlines()
    assert images in describe_dataset(STATE).splitlines()


@pytest.mark.parametrize(("lang", "files", "images"), [
    # (the Failures tab's own count after the file's name, since s29-reopen)
    ("en", "4 files could not be converted.", "4 images could not be converted."),
    ("ja", "4 個のファイルを変換できませんでした。", "4 枚の画像を変換できませんでした。"),
    ("ko", "파일 4개를 변환하지 못했습니다.", "이미지 4장을 변환하지 못했습니다.")])
def test_export_list_counts_files(qtbot, language, tmp_path, lang, files, images):
    if lang != "en":
        language(lang)
    window = QMainWindow()
    qtbot.addWidget(window)
    table = FailuresTable()
    window.setCentralWidget(table)
    table.sync([Failure(f"/src/a/{i}.jpg", "empty file (0 bytes)", "decode")
                for i in range(4)])
    for counts_files, said in ((True, files), (False, images)):
        table.set_counts_files(counts_files)
        assert table.export_csv(str(tmp_path / "failed.csv"))
        assert said in window.statusBar().currentMessage()


def test_a_killed_runs_line_counts_files(qtbot):
    from engine import protocol as P
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=3000, splits={"train": 3000}, shards={"train": 2}))
    m.on_event(P.ShardWritten(split="train", index=0, count=2, records=1500, bytes=9000))
    m.process_ended(9, crashed=True)
    m.settle_on_disk(1, 1500, 9000, skipped=3)
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.set_counts_files(True)
    panel.refresh(m)
    assert panel.counts.text().startswith(
        f"Kept in complete shards: {number(1503)} of {number(3000)} files")
