"""The Inspect tab says first that a folder holds an unfinished dataset. A Japanese walk
cancelled a run (1 shard of 12, 53 of 642 images), pressed "Inspect output" and read
「1 個のファイルに 53 件のレコード … すべてのレコードが正常です」 and nothing else: lab
staff would have handed the folder over as finished. Real engine, real runs."""

from __future__ import annotations

import shutil

import numpy as np
from studio_fixtures import RUN_TIMEOUT, as_written, restarted_window

from gui.main_window import MainWindow
from gui.widgets.problems import error_colour
from tests.engine import imagefactory as F
from tests.engine.interrupted import FOUR_SHARDS, bmp_dataset, interrupted_after

WAIT = 120_000


def _noise_source(root, n=160):
    from PIL import Image
    rng = np.random.default_rng(0)
    for c in ("a", "b"):
        (root / c).mkdir(parents=True)
        for i in range(n // 2):
            arr = rng.integers(0, 256, (160, 200, 3), dtype=np.uint8)
            Image.fromarray(arr).save(root / c / f"{i:04d}.jpg", quality=95)
    return root


def test_inspect_output_after_a_cancel_says_the_dataset_is_not_finished(qtbot, settings,
                                                                        tmp_path, language):
    src, out = _noise_source(tmp_path / "noise"), tmp_path / "out"
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.set_source(str(src))
    w.options.out_edit.setText(str(out))
    w.options.format_combo.setCurrentIndex(w.options.format_combo.findData("png"))
    w.options.shard_mb.setValue(1)
    w.options.workers.setValue(1)
    w.options.verify.setChecked(False)
    # (the scan answered: a Start pressed during it waits for it, and nothing runs yet)
    qtbot.waitUntil(lambda: w.actions_bar.start_btn.isEnabled()
                    and not w.source_panel.scanning(), timeout=30_000)
    with qtbot.waitSignal(w.runEnded, timeout=RUN_TIMEOUT):
        w.start()
        qtbot.waitUntil(lambda: len(w.model.shards) >= 1 or not w.controller.running(),
                        timeout=RUN_TIMEOUT)
        assert w.controller.running(), w.controller.convert.stderr_tail()[-3:]
        w.cancel()
    assert w.model.phase == "cancelled"
    kept = F.shard_names(out)
    planned = int(kept[0].split("-of-")[1][:5])
    assert 1 <= len(kept) < planned

    language("ja")
    panel = w.inspect
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        w.summary.inspect_btn.click()          # the Summary's "Inspect output"
    assert w.main_tabs.currentWidget() is panel
    records = panel.report["summary"]["records"]
    lines = panel.summary.text().split("<br>")
    # first, in bold, and as a problem: not finished, cancelled, how far, what to do
    assert lines[0] == (
        f"<b>このデータセットは完成していません: 実行は {planned} 個のシャードのうち "
        f"{len(kept)} 個を書き出したところでキャンセルされました (画像は 160 枚中 {records} "
        "枚)。「変換」タブの「再開」で完成させてください。</b>"), lines[0]
    # the records there are still said sound, of "these files", not of the dataset
    assert "すべてのレコードが正常です" not in panel.summary.text()
    assert lines[2] == ("これらのファイルのレコードはすべて正常です "
                        "(両方のチェックサムを確認済み)。"), lines
    # then the shard files that are not there (below what shows without scrolling)
    missing = planned - len(kept)
    assert lines[3].startswith(f"このフォルダーにないシャード ({missing} 個): "
                               f"data-train-{len(kept):05d}-of-{planned:05d}.tfrecord"), lines[3]
    assert error_colour(panel) in panel.summary.styleSheet()

    # Verify (TensorFlow check) does not say OK: the engine's verify says it did not finish
    assert panel.verify_btn.isEnabled()
    with qtbot.waitSignal(panel.verifier.finished, timeout=WAIT):
        panel.verify_btn.click()
    said = panel.verify_label.text()
    assert "完了していません" in said and "「再開」" in said, said
    assert not said.startswith("検証済み"), said


def test_a_crashed_runs_folder_names_the_missing_shards_in_english_and_korean(
        qtbot, settings, tmp_path, language):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    entries = interrupted_after(src, out, 1)
    w = restarted_window(qtbot, settings, src, out)
    panel = w.inspect
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        w.summary.inspect_btn.click()
    n = entries[0]["records"]
    lines = panel.summary.text().split("<br>")
    assert lines[0] == (
        "<b>This dataset is not finished: the run stopped before its end (the program was "
        f"closed or crashed) after 1 of 4 shards ({n} of 9 images). Finish it with Resume on "
        "the Convert tab.</b>")
    assert as_written(lines[1]).startswith(f"<b>{n}</b> records in <b>1</b> file"), lines[1]
    assert lines[2:4] == [
        "Every record in these files is intact (both checksums checked).",
        "3 shards are not in this folder: data-train-00001-of-00004.tfrecord, "
        "data-train-00002-of-00004.tfrecord, data-train-00003-of-00004.tfrecord"]
    assert not panel.verify_btn.isEnabled()    # no manifest: nothing a check could pass

    language("ko")
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        panel.open_paths([str(out)])
    first = panel.summary.text().split("<br>")[0]
    assert first == ("<b>이 데이터셋은 완성되지 않았습니다: 실행이 샤드 4개 중 1개를 기록한 뒤 "
                     "중간에 멈췄습니다 (프로그램이 닫혔거나 비정상 종료됨, 이미지 9장 중 "
                     f"{n}장). “변환” 탭의 “재개”로 완성하세요.</b>"), first


def test_a_partial_copy_is_said_incomplete_and_a_finished_dataset_is_not(qtbot, window,
                                                                         tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS))
    assert code == 0, err
    panel = window.inspect
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        panel.open_paths([str(out)])
    text = panel.summary.text()
    assert "not finished" not in text and "not complete" not in text
    assert "Every record is intact (both checksums checked)." in text
    copy = tmp_path / "copy"
    copy.mkdir()
    shutil.copy(out / "data-train-00000-of-00004.tfrecord", copy)
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        panel.open_paths([str(copy)])
    assert panel.summary.text().split("<br>")[0] == (
        "<b>This dataset is not complete: its file names say 4 shards "
        "(data-train-*-of-00004.tfrecord), and 3 of them are not in this folder</b>")
