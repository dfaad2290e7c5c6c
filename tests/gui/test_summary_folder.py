"""After a restart the Summary tab says what the output folder already holds: it said
"No run yet." with Open and Inspect disabled beside the form's notice that the folder holds
a finished dataset. The numbers are the folder's manifest's (the real engine wrote it)."""

from __future__ import annotations

import subprocess
import sys

from studio_fixtures import ROOT, make_dataset

from gui.job import Job
from gui.main_window import MainWindow

WAIT = 120_000


def _restarted_window(qtbot, settings, tmp_path):
    src = make_dataset(tmp_path / "images", classes=("alpha", "beta"), per_class=3,
                       size=(24, 20))
    (src / "beta" / "broken.jpg").write_bytes(b"\xff\xd8\xff\xe0 not a photo")
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out",
                           str(out), "--size", "16", "--shards", "2", "--events", "none"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    settings.save_job(Job(source=str(src), out=str(out)))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None, timeout=WAIT)
    w.revalidate()
    return w, out


def test_the_summary_names_the_dataset_the_output_folder_holds(qtbot, settings, tmp_path):
    w, out = _restarted_window(qtbot, settings, tmp_path)
    assert w.options.out_edit.text() == str(out)
    s = w.summary
    head = s.headline.text()
    assert head.startswith("No run yet in this window. The output folder holds a dataset of 6 "
                           "images in 2 shard(s), made "), head
    assert s.values["written"].text() == "6" and s.values["failed"].text() == "1"
    assert s.values["shards"].text() == "2" and s.values["out"].text() == str(out)
    assert s.open_btn.isEnabled() and s.inspect_btn.isEnabled()
    assert s.copy_btn.isEnabled() == bool(s.command)
    # Inspect output opens that folder
    s.inspect_btn.click()
    qtbot.waitUntil(lambda: w.inspect.dataset_folder() == str(out), timeout=WAIT)
    # another, empty folder: nothing to name, nothing to open
    w.options.out_edit.setText(str(tmp_path / "new"))
    w.revalidate()
    assert s.headline.text() == "No run yet."
    assert s.values["written"].text() == "—"
    assert not s.open_btn.isEnabled() and not s.inspect_btn.isEnabled()


def test_in_japanese(qtbot, settings, language, tmp_path):
    language("ja")
    w, _ = _restarted_window(qtbot, settings, tmp_path)
    head = w.summary.headline.text()
    assert head.startswith("このウィンドウではまだ実行していません。"), head
    assert "6 枚の画像、2 個のシャードのデータセットがあります" in head, head
