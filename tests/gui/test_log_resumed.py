"""The Log tab after a Resume (a walk): it showed only the resumed part; what the first
part did (the files it skipped and why, the cancel) was gone from the window, though its
shards were in the output. It now tells the earlier parts first, from the output
folder's run log, each under a heading with when it started and how it ended, then the
resumed run under its own: also when the earlier part ran in another session or on the
command line. Real engine runs, cancelled and resumed."""

from __future__ import annotations

import shutil

import pytest
from interrupted_runs import WAIT, cancel_after_a_shard
from studio_fixtures import log_text, make_dataset, restarted_window

from engine import protocol
from tests.engine import imagefactory as F

pytestmark = pytest.mark.e2e


def _source(tmp_path):
    """120 small JPEGs, two that do not decode (first in the order: the first shard skips
    them), and last an image whose decoder never returns under F.HANG_DECODER: a cancel
    always lands while the run is going."""
    src = make_dataset(tmp_path / "images", per_class=60, size=(64, 48), broken=2)
    shutil.copy(src / "dog" / "dog_000.jpg", src / "dog" / "zzz_HANGME.jpg")
    return src


def _index(lines: list[str], start: str, after: int = -1) -> int:
    """The index of the first line after ``after`` that starts with ``start``."""
    found = [i for i, line in enumerate(lines) if i > after and line.startswith(start)]
    assert found, f"no line starting {start!r} after line {after}:\n" + "\n".join(lines)
    return found[0]


def _told_in_order(text: str, broken: list[str]) -> list[str]:
    """The Log tab's lines: the first part's heading, its command, its skipped files and
    its cancel, then the resumed run's heading, its command and its end, in that order."""
    lines = text.splitlines()
    first = _index(lines, "──── Started ")
    assert lines[first].endswith(" Cancelled. ────"), lines[first]
    command = _index(lines, "$ ", first)
    assert "--resume" not in lines[command], lines[command]
    for name in broken:
        assert any(line.startswith("Skipped ") and line.split(":")[0].endswith(name)
                   for line in lines[command:]), (name, text)
    cancel = _index(lines, "stopping (cancel requested)", command)
    counts = _index(lines, "By then ", cancel)
    assert lines[counts].endswith("2 images were skipped."), lines[counts]
    this = _index(lines, "──── This run: resumed ", counts)
    assert lines[first - 1] == lines[this - 1] == ""   # (each heading set apart)
    resumed = _index(lines, "$ ", this)
    assert "--resume" in lines[resumed], lines[resumed]
    _index(lines, "Finished.", resumed)
    assert lines[-1].startswith("The full log of this run and its earlier parts"), lines[-1]
    return lines


def test_cancelled_in_the_window_then_resumed(qtbot, window, tmp_path, monkeypatch):
    src = _source(tmp_path)
    monkeypatch.setenv("PYTHONPATH", F.with_sitecustomize(tmp_path, F.HANG_DECODER)["PYTHONPATH"])
    out = tmp_path / "out"
    w = window
    cancel_after_a_shard(qtbot, w, src, out)   # 1 MiB shards: the first complete before the hang
    # (no heading for a run that is not a Resume: the tab is as it was)
    assert not any(line.startswith("────") for line in log_text(w).splitlines())
    qtbot.waitUntil(w.actions_bar.resume_btn.isEnabled, timeout=WAIT)
    monkeypatch.setenv("HANG_ON", "no image is held now")
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as ended:
        w.actions_bar.resume_btn.click()
    assert ended.args == [True], w.controller.convert.stderr_tail()
    text = log_text(w)
    lines = _told_in_order(text, ["broken_0.jpg", "broken_1.jpg"])
    # the Resume lists the kept shard's skipped files again: said once, in the first part
    assert sum(line.startswith("Skipped ") for line in lines) == 2, text
    # Save log: what the tab shows, then the engine's full log (all parts)
    saved = tmp_path / "saved.txt"
    w.save_log(str(saved))
    kept = saved.read_text(encoding="utf-8")
    assert kept.startswith(text + "\n"), kept[:2000]
    full = (out / protocol.RUN_LOG).read_text(encoding="utf-8")
    assert kept.endswith(full) and full.count(" convert started ") == 2


def test_resumed_in_a_new_session_tells_the_part_run_before_it(qtbot, settings, tmp_path):
    """Cancelled on the command line (or in a window since closed): the window opened
    again knows the first part only from the output folder's log."""
    src = _source(tmp_path)
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, "--workers", "1", "--size", "32", "--shards", "3",
                         "--no-shuffle")
    code, eng = F.cancel_when(argv, lambda e: e["type"] == "shard_written",
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == protocol.EXIT_CANCELLED, eng.stderr()[-2000:]
    w = restarted_window(qtbot, settings, src, out)
    bar = w.actions_bar
    assert bar.offering()
    bar.load_btn.click()   # the size and the shards of the run on the command line
    w.options.verify.setChecked(False)
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    # (no run in this window yet: the Log tab tells the folder's, as the Summary does)
    qtbot.waitUntil(lambda: log_text(w).startswith("What the earlier parts"), timeout=WAIT)
    assert "──── This run" not in log_text(w)
    with qtbot.waitSignal(w.runEnded, timeout=WAIT) as ended:
        bar.resume_btn.click()   # (no image is held in the window's engine)
    assert ended.args == [True], w.controller.convert.stderr_tail()
    text = log_text(w)
    lines = _told_in_order(text, ["broken_0.jpg", "broken_1.jpg"])
    assert lines[0].startswith("What the earlier parts of this run did, from its log ("), lines
    assert str(out / protocol.RUN_LOG) in lines[0]
    assert F.manifest(out)["status"] == "complete"
