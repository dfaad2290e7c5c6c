"""Helpers shared by the GUI tests (a plain module: tests/gui is not a package, and
a package named ``gui`` here would shadow the real one)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
FAKE = HERE / "fake_engine.py"
ROOT = HERE.parents[1]

#: How long a real engine run in a GUI test may take (only a failure waits this long).
RUN_TIMEOUT = 120_000


def start_and_wait(qtbot, w):
    """Press Start in MainWindow `w` and wait for the run to end: its outcome (True: ok)."""
    with qtbot.waitSignal(w.runEnded, timeout=RUN_TIMEOUT) as blocker:
        assert w.start()
    return blocker.args[0]


def quick_run(qtbot, w, source, out, size: str = "16") -> bool:
    """A small real run in MainWindow `w`: ``source`` into ``out`` at ``size``, one worker,
    no check after it; waits for Start to be possible, presses it and waits for the end:
    its outcome (True: ok)."""
    w.set_source(str(source))
    w.options.out_edit.setText(str(out))
    w.options.set_size(size)
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    return start_and_wait(qtbot, w)


def killed_at_second_shard(qtbot, w, tmp_path, monkeypatch) -> None:
    """Two real runs in MainWindow ``w`` with the options it has (two shards or more): a
    whole one into ``tmp_path``/ref, to learn the engine's steps, then one into
    ``tmp_path``/out killed at the step that journals its second shard
    (TFRS_CRASH_AT_STEP): one shard recorded, the second written but not. The failed
    run's error box is closed."""
    from tests.engine import imagefactory as F

    def run(out, step: int) -> bool:
        monkeypatch.setenv("TFRS_CRASH_AT_STEP", str(step))
        w.options.out_edit.setText(str(out))
        qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
        with qtbot.waitSignal(w.runEnded, timeout=180_000) as ended:
            assert w.start()
        return ended.args[0]

    assert run(tmp_path / "ref", -1)
    steps = F.journal_entry_steps(log_text(w))
    assert len(steps) >= 2, log_text(w)[-3000:]
    assert not run(tmp_path / "out", steps[1])
    w.last_error.close()


def fake_command(*opts: str) -> list[str]:
    """argv prefix that runs the fake engine with ``opts``; engine args follow after --."""
    return [sys.executable, str(FAKE), *opts, "--"]


def make_dataset(root: Path, classes=("cat", "dog"), per_class=6, size=(64, 48),
                 broken: int = 0) -> Path:
    """Class folders of small JPEGs (and ``broken`` undecodable files in the first class)."""
    from PIL import Image

    for ci, c in enumerate(classes):
        d = root / c
        d.mkdir(parents=True, exist_ok=True)
        for i in range(per_class):
            colour = ((37 * i + 80 * ci) % 256, (91 * ci + 13 * i) % 256, (5 * i) % 256)
            Image.new("RGB", size, colour).save(d / f"{c}_{i:03d}.jpg", quality=90)
    for i in range(broken):
        (root / classes[0] / f"broken_{i}.jpg").write_bytes(b"\xff\xd8\xff not really a jpeg")
    return root


def use_fake(monkeypatch, *opts: str) -> None:
    """The window starts the fake engine with ``opts`` instead of the real one."""
    import shlex

    from gui.engine_launch import ENGINE_ENV
    monkeypatch.setenv(ENGINE_ENV, shlex.join(fake_command(*opts)))


def as_written(html: str) -> str:
    """Rich text as its words are written: without the spans and word joiners that keep a
    line's items whole when it wraps (gui.widgets.common.items_line)."""
    import re

    from gui.widgets.common import WORD_JOINER
    return re.sub(r"</?span[^>]*>", "", html).replace(WORD_JOINER, "")


def log_text(window) -> str:
    """The Log tab's text, its lines still waiting to be shown included."""
    while window.log._pending:
        window.log._flush()
    return window.log.toPlainText()


def model_of_run(events: list[dict], code: int = 0):
    """The window's RunModel fed with a run's engine events (its protocol lines), ended
    with exit ``code``."""
    import json

    from engine import protocol as P
    from gui.run_model import RunModel
    model = RunModel()
    model.start()
    for ev in events:
        model.on_event(P.decode(json.dumps(ev)))
    model.process_ended(code)
    return model


def summary_of_run(qtbot, events: list[dict], code: int = 0):
    """A SummaryPanel showing the run whose engine events are ``events`` (ended with exit
    ``code``)."""
    from gui.widgets.summary_panel import SummaryPanel
    model = model_of_run(events, code)
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    return panel


def window_added(qtbot, w) -> None:
    """``qtbot.addWidget(w)`` for a MainWindow, stopping its engine first. pytest-qt closes
    and deleteLater()s its widgets before fixtures are torn down: an engine still running
    then (a test that ends mid-run) lost its QProcess under the fixture's wait for it (CI,
    test_start_during_scan). This stops it while the window is whole."""
    qtbot.addWidget(w, before_close_func=lambda win: _stop_engine(qtbot, win))


def _stop_engine(qtbot, w) -> None:
    """Never leave an engine process behind a test. It asks the engine clients, not
    controller.running(), which a test may have replaced (its monkeypatch is undone only
    after this runs)."""
    def running() -> bool:
        clients = (w.controller.convert, w.controller.verifier)
        return any(client.is_running() for client in clients)
    try:
        if not running():
            return
    except RuntimeError:  # the test deleted the window itself
        return
    w.controller.cancel()
    qtbot.waitUntil(lambda: not running(), timeout=120_000)


def restarted_window(qtbot, settings, src, out):
    """A new MainWindow whose remembered job is ``src`` into ``out`` (as after a restart),
    its source scanned and its form checked."""
    from gui.job import Job
    from gui.main_window import MainWindow
    settings.save_job(Job(source=str(src), out=str(out)))
    w = MainWindow(settings)
    window_added(qtbot, w)
    w.show()
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None, timeout=RUN_TIMEOUT)
    w.revalidate()
    return w


def converted_two_classes(root: Path, shards: int, per_class: int) -> Path:
    """``root``/out: a real engine run (one worker, 16x16, all train) over two classes of
    ``per_class`` 24x20 JPEGs in ``root``/images, in ``shards`` shards."""
    from tests.engine import imagefactory as F
    src = make_dataset(root / "images", classes=("alpha", "beta"), per_class=per_class,
                       size=(24, 20))
    out = root / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--shards", shards,
                                              "--split", "train=1", "--workers", "1"),
                                timeout=300)
    assert code == 0, err
    return out


def open_in_inspect(qtbot, panel, path) -> None:
    """Open ``path`` in the InspectPanel ``panel``; wait for its summary and thumbnails."""
    open_and_wait(qtbot, panel, [path])


def open_and_wait(qtbot, panel, paths) -> None:
    """Open ``paths`` in the InspectPanel ``panel``; wait for its summary and thumbnails."""
    with qtbot.waitSignal(panel.thumbnailsDone, timeout=RUN_TIMEOUT):
        with qtbot.waitSignal(panel.summaryLoaded, timeout=RUN_TIMEOUT):
            panel.open_paths([str(p) for p in paths])


def focus_in(qtbot, window, widget) -> None:
    """The keyboard focus on ``widget`` of the active ``window``, as a user's Tab puts it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=60_000)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=60_000)


def window_at(qtbot, settings, width: int, height: int):
    """A shown MainWindow fitted to a ``width`` x ``height`` screen (one less its frame and
    title bar, as a window manager leaves it) and sized to it, its first scan settled
    (window_steps.settled)."""
    from PySide6.QtCore import QRect
    from window_steps import settled

    from gui.main_window import MainWindow
    w = MainWindow(settings)
    window_added(qtbot, w)
    w.show()
    w.fit_to_screen(first=True, available=QRect(0, 0, width, height))
    w.resize(width, height)
    qtbot.waitUntil(lambda: w.width() <= width and w.height() <= height, timeout=30_000)
    return settled(qtbot, w)


def checked_as(state, **extra):
    """``state`` (an OutputState) as the window's Resume check hands it on (a CheckedState
    with ``extra``: checking=True while the check runs, its outlook after)."""
    from engine.output_state import OutputState
    from gui.resume_check import CheckedState
    return CheckedState(**{k: getattr(state, k) for k in OutputState.__dataclass_fields__},
                        **extra)


def checking_offer():
    """(An interrupted run's folder: 3 of 9 records kept in 1 shard, cancelled; the same
    while its Resume check still runs)."""
    from engine.output_state import OutputState
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=1,
                        records=3, planned=9, source="src", options={})
    state.bytes_version = state.ours_bytes_version
    return state, checked_as(state, checking=True)


def scans_made(monkeypatch) -> list[str]:
    """The sources the window's scans read from now on (gui.scan.quick_scan), in order: a
    test that another option gives another view of the same scan counts them."""
    from gui import scan
    made: list[str] = []
    real = scan.quick_scan
    monkeypatch.setattr(scan, "quick_scan", lambda s, *a, **k: made.append(s) or
                        real(s, *a, **k))
    return made
