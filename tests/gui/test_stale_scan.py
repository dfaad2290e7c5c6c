"""The window's scan of the source older than what it is compared with (a walk of session
33, Japanese, 1024x640): 185 images scanned, 1,620 more copied into the same class folders
outside the app, a new output folder typed and Ctrl+Enter. The run converted 1,805 under a
form that still said 185 files (62/62/61) all along; after a cancel the Resume offer and the
Summary said, as a fact, that the source had changed since the run ("it lists 185 images
now, and the run set out to convert 1,805") and offered only Start over, though nothing had
changed since the run began: the window's scan was older than the run.

Now Start reads a source whose folders changed since its scan again first (gui.source_stamp),
and the offer says the source changed only from a scan made after the run began: from an
older one it reads the source again by itself, as "Check the source again" does."""

from __future__ import annotations

import datetime
import json
import math
import os
import time
from pathlib import Path

from studio_fixtures import DATA, make_dataset, use_fake
from window_steps import WAIT

from engine import __version__
from engine.bytes_version import BYTES_VERSION
from engine.output_state import JOURNAL, OutputState
from gui import source_stamp
from gui.job import Job
from gui.resume import offer_now, older_than_run
from gui.scan_result import ScanResult

CHANGED = "images were added or removed since, so Resume cannot finish it"


def _iso(t: float) -> str:
    return datetime.datetime.fromtimestamp(t, datetime.UTC).isoformat(timespec="seconds")


def _state(started: str, planned: int = 1805) -> OutputState:
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=0,
                        records=0, planned=planned, source="src", options={},
                        started=started)
    state.bytes_version = state.ours_bytes_version
    return state


# ---------------------------------------------------------------- the rule


def test_a_scan_older_than_the_run_says_no_change_but_asks_for_a_fresh_look():
    job = Job(source="src", out="out")
    now = time.time()
    run = _state(_iso(now - 60))
    old = ScanResult(source="src", images=185, read_at=now - 600)
    _, _, _, changed, state = offer_now(job, run, old)
    assert changed == [] and state.checking and state.stale_scan
    fresh = ScanResult(source="src", images=185, read_at=now - 1)   # (really changed)
    _, _, _, changed, state = offer_now(job, run, fresh)
    assert changed == [("185", "images")] and not getattr(state, "stale_scan", False)
    # times not known (a test's result, an older version's run): compared as before
    assert offer_now(job, run, ScanResult(source="src", images=185))[3]
    assert offer_now(job, _state(""), old)[3]


def test_a_run_dated_ahead_of_this_clock_is_not_looked_at_again_and_again():
    """Another computer's clock ahead of ours (a run started from a cluster's node): every
    scan made now would be "older" than it; the scan is taken as it is."""
    now = time.time()
    assert older_than_run(ScanResult(source="s", read_at=now - 10), _state(_iso(now - 5)))
    assert not older_than_run(ScanResult(source="s", read_at=now - 10), _state(_iso(now + 300)))
    assert not older_than_run(ScanResult(source="s", read_at=now), _state(_iso(now - 5)))


# ---------------------------------------------------------------- the stamp


def _taken_a_minute_ago(src: Path) -> tuple:
    """The stamp of ``src`` with its folders' times set a minute back first: a kernel that
    keeps file times in ticks of a few ms (before Linux 6.13) gives a folder changed just
    after the stamp the same time, which no stamp can see (and a scan is never that close
    to a user's copy)."""
    back = time.time() - 60
    for folder, _, _ in os.walk(src):
        os.utime(folder, (back, back))
    return source_stamp.take(str(src))


def test_the_stamp_sees_files_added_removed_and_folders_made(tmp_path):
    src = make_dataset(tmp_path / "src", per_class=2, size=(8, 8))
    stamp = _taken_a_minute_ago(src)
    assert len(stamp) == 3 and not source_stamp.changed(stamp)   # the source and 2 classes
    (src / "cat" / "new.jpg").write_bytes((src / "cat" / "cat_000.jpg").read_bytes())
    assert source_stamp.changed(stamp)
    stamp = _taken_a_minute_ago(src)
    (src / "dog" / "dog_001.jpg").unlink()
    assert source_stamp.changed(stamp)
    stamp = _taken_a_minute_ago(src)
    (src / "dog" / "deeper").mkdir()
    assert source_stamp.changed(stamp)
    stamp = _taken_a_minute_ago(src)
    (src / "dog" / "deeper" / "x.jpg").write_bytes(b"x")
    assert source_stamp.changed(stamp)
    assert not source_stamp.changed(())   # (not known: nothing said)


def test_a_source_of_more_folders_than_start_may_stat_gets_no_stamp(tmp_path, monkeypatch):
    """Start stats every folder of the stamp in the window's thread: past MOST_FOLDERS
    (a network share: ~1 ms a stat) no stamp is taken, and Start never waits."""
    src = make_dataset(tmp_path / "src", per_class=1, size=(8, 8))   # the source, 2 classes
    assert source_stamp.MOST_FOLDERS <= 2_000
    monkeypatch.setattr(source_stamp, "MOST_FOLDERS", 3)
    assert len(source_stamp.take(str(src))) == 3
    monkeypatch.setattr(source_stamp, "MOST_FOLDERS", 2)
    assert source_stamp.take(str(src)) == ()


def test_a_tables_stamp_has_the_table_and_its_images_folders(tmp_path):
    pics = make_dataset(tmp_path / "pics", per_class=1, size=(8, 8))
    table = tmp_path / "list.csv"
    table.write_text("path,label\npics/cat/cat_000.jpg,cat\n")
    listed = str(pics / "cat" / "cat_000.jpg")
    back = time.time() - 60
    for path in (table, pics / "cat"):
        os.utime(path, (back, back))   # (as _taken_a_minute_ago)
    stamp = source_stamp.with_listed(source_stamp.take(str(table)), str(table), listed)
    assert [e[0] for e in stamp] == [str(table), str(pics / "cat")]
    (pics / "cat" / "more.jpg").write_bytes(b"x")
    assert source_stamp.changed(stamp)
    os.utime(table, (back, back))
    stamp = source_stamp.take(str(table))
    with open(table, "a") as f:
        f.write("pics/dog/dog_000.jpg,dog\n")
    assert source_stamp.changed(stamp)


# ---------------------------------------------------------------- in the window


def _interrupted(out: Path, source: Path, window, planned: int, started: str) -> None:
    """A cancelled run of ``planned`` images that wrote none, started at ``started``."""
    from interrupted_runs import recorded_options
    out.mkdir(parents=True, exist_ok=True)   # (the fake engine writes none)
    header = {"kind": "header", "fingerprint": "fp", "source": str(source),
              "options": recorded_options(window.job()), "planned_records": planned,
              "planned_shards": 1, "engine_version": __version__,
              "bytes_version": BYTES_VERSION, "started": started}
    (out / JOURNAL).write_text(json.dumps(header) + "\n")
    (out / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"}, "status": "cancelled", "fingerprint": "fp",
        "splits": {}, "options": header["options"], "started": started}))


def _after_the_scan(read_at: float) -> str:
    """The run's start as its journal records it (to the second), after a scan that began
    at ``read_at``: the next whole second (waited for)."""
    wait = math.floor(read_at) + 1 - time.time()
    if wait > 0:
        time.sleep(wait + 0.01)
    return _iso(time.time())


def _offer_after_a_run_newer_than_the_scan(qtbot, window, tmp_path, remove: int,
                                           monkeypatch) -> list[str]:
    """4 images scanned; 8 more copied in; then a run of all 12 (started after the scan)
    was cancelled; ``remove`` of them are deleted since; its folder typed as the output.
    Returns the offer's texts as it shows them from then on."""
    src = make_dataset(tmp_path / "images", per_class=2, size=(8, 8))
    panel = window.source_panel
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.images == 4
    make_dataset(src, per_class=6, size=(8, 8))   # copied in outside the app
    out = tmp_path / "out"
    _interrupted(out, src, window, 12, _after_the_scan(panel.last_result.read_at))
    for name in sorted(os.listdir(src / "dog"))[:remove]:
        (src / "dog" / name).unlink()
    shown: list[str] = []
    bar, offer = window.actions_bar, window.actions_bar.set_offer

    def spy(*args, **kwargs) -> None:
        offer(*args, **kwargs)
        shown.append(bar.offer_text.text())
    monkeypatch.setattr(bar, "set_offer", spy)
    window.options.out_edit.setText(str(out))
    window.revalidate()
    return shown


def test_after_a_run_newer_than_the_scan_the_offer_looks_again_first(qtbot, window, tmp_path,
                                                                      monkeypatch):
    bar, panel = window.actions_bar, window.source_panel
    shown = _offer_after_a_run_newer_than_the_scan(qtbot, window, tmp_path, 0, monkeypatch)
    assert bar.offering()
    assert bar.blocked == "checking" and not bar.recheck_btn.isVisibleTo(bar)
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.last_result.images == 12
                    and bar.blocked != "checking", timeout=WAIT)
    assert bar.blocked == "" and bar.finishable, shown
    assert shown and not any(CHANGED in text for text in shown), shown
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)
    assert window.summary.resume_blocked != "source"
    assert "12" in panel.summary.text()   # the form describes what the run converts
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "", timeout=WAIT)
    assert window.statusBar().currentMessage().startswith(
        "Checked again: no image was added or removed"), window.statusBar().currentMessage()


def test_a_real_change_since_the_run_is_still_said_after_the_fresh_look(qtbot, window,
                                                                       tmp_path, monkeypatch):
    bar, panel = window.actions_bar, window.source_panel
    _offer_after_a_run_newer_than_the_scan(qtbot, window, tmp_path, 2, monkeypatch)
    assert bar.blocked == "checking"
    qtbot.waitUntil(lambda: panel.last_result is not None and panel.last_result.images == 10
                    and bar.blocked != "checking", timeout=WAIT)
    assert bar.blocked == "source" and not bar.finishable
    assert "The source lists 10 images now, and the run set out to convert 12" in \
        bar.offer_text.text(), bar.offer_text.text()


def test_start_reads_a_source_changed_since_its_scan_again_first(qtbot, window, tmp_path,
                                                                  monkeypatch):
    argv = tmp_path / "argv.jsonl"
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"), "--argv-out",
             str(argv))
    window.options.verify.setChecked(False)
    src = make_dataset(tmp_path / "images", per_class=2, size=(8, 8))
    panel, bar = window.source_panel, window.actions_bar
    window.set_source(str(src))
    window.options.out_edit.setText(str(tmp_path / "out"))
    qtbot.waitUntil(lambda: panel.last_result is not None and bar.start_btn.isEnabled(),
                    timeout=WAIT)
    assert panel.last_result.images == 4
    make_dataset(src, per_class=6, size=(8, 8))   # copied in outside the app
    seen = []   # the form's count when the run starts
    window.controller.started.connect(lambda: seen.append(
        panel.last_result.images if panel.last_result is not None else None))
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        assert window.primary()   # Ctrl+Enter
        assert not argv.exists() and window.start_queued   # read again first, said so
        assert window.statusBar().currentMessage().startswith(
            "The source changed since it was read: Start waits while it is read again")
    assert seen == [12], seen
    assert len(argv.read_text().splitlines()) == 1


def test_start_of_an_unchanged_source_does_not_read_it_again(qtbot, ready, tmp_path,
                                                             monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"))
    ready.options.verify.setChecked(False)
    res = ready.source_panel.last_result
    assert res.stamp and res.read_at   # (taken by the scan)
    with qtbot.waitSignal(ready.runEnded, timeout=WAIT):
        assert ready.start()
        assert not ready.start_queued
    assert ready.source_panel.last_result is res


def test_a_cancel_in_the_window_after_a_change_the_stamp_missed(qtbot, window, tmp_path,
                                                                 monkeypatch):
    """The lead's walk itself, should Start not see the change (a share whose folders keep
    their times): the run (the fake engine's) is cancelled, its journal plans the 12 images
    the source holds, and neither the offer nor the Summary says the source changed."""
    from interrupted_runs import use_fake as use_fake_argv
    use_fake_argv(monkeypatch, tmp_path, "--hang", "--delay", "0.01")
    src = make_dataset(tmp_path / "images", per_class=2, size=(8, 8))
    panel, bar, out = window.source_panel, window.actions_bar, tmp_path / "out"
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    make_dataset(src, per_class=6, size=(8, 8))   # copied in outside the app
    monkeypatch.setattr(panel, "changed_since_scan", lambda _later: False)
    started = _after_the_scan(panel.last_result.read_at)
    assert window.start() and not window.start_queued
    qtbot.waitUntil(lambda: bool(window.model.shards), timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.cancel()
    _interrupted(out, src, window, 12, started)
    heads = []
    window.revalidate()
    heads.append(window.summary.headline.text())
    qtbot.waitUntil(lambda: bar.blocked not in ("checking", "source") and
                    panel.last_result is not None, timeout=WAIT)
    heads.append(window.summary.headline.text())
    assert not any("The source changed since the run began" in h for h in heads), heads
    assert bar.blocked == "" and window.summary.resume_blocked == ""
    assert CHANGED not in bar.offer_text.text()
    assert panel.last_result.images == 12


def test_a_source_that_keeps_changing_is_read_again_once(qtbot, ready, tmp_path,
                                                         monkeypatch):
    """Files still being copied in: every scan finds the folders changed again; Start reads
    the source once more, then runs (it was read again and again, and never ran)."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_recorded.jsonl"))
    ready.options.verify.setChecked(False)
    panel, scans = ready.source_panel, []
    monkeypatch.setattr(panel, "changed_since_scan", lambda _later: True)
    panel.scanStarted.connect(lambda: scans.append(1))
    with qtbot.waitSignal(ready.runEnded, timeout=WAIT):
        assert ready.start() and ready.start_queued
    assert len(scans) == 1


def test_a_folder_chosen_again_after_its_files_changed_is_read_again(qtbot, window, tmp_path,
                                                                     monkeypatch):
    """A Japanese walk: the photos of a scanned folder were replaced by larger ones and the
    folder chosen again with Folder…: the form kept the old scan (1.7 MiB where the folder
    now held 379.6 MiB, the old objects per class) until Start found the change. Chosen
    again unchanged, it is not read again (the scan of a large share takes minutes)."""
    from gui.widgets import source_panel as sp
    src = make_dataset(tmp_path / "images", per_class=2, size=(8, 8))
    back = time.time() - 60   # (as _taken_a_minute_ago: a change the stamp can see)
    for folder, _, _ in os.walk(src):
        os.utime(folder, (back, back))
    panel = window.source_panel
    monkeypatch.setattr(sp, "ask_folder", lambda _parent, _start: str(src))
    panel.choose_folder()
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.scanning(),
                    timeout=WAIT)
    res = panel.last_result
    assert res.images == 4
    panel.choose_folder()
    assert panel.last_result is res and not panel.scanning()
    make_dataset(src, per_class=6, size=(8, 8))   # copied in outside the app
    panel.choose_folder()
    assert panel.scanning()
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.scanning(),
                    timeout=WAIT)
    assert panel.last_result.images == 12
