"""Steps the main window's tests share (tests/gui/test_main_window*.py, the options form's
test_whole_rows.py and test_popup_attached.py, test_tune_noise.py; WAIT also
test_inspect_tab_*.py; ``posted_ran`` where a test asserts that something did not happen;
``settled`` every window a test builds on fresh settings: the
``window`` fixture, i18n_words.make_window, studio_fixtures.window_at): a plain module, as
studio_fixtures is (tests/gui is not a package)."""

from __future__ import annotations

from engine.output_state import OutputState

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long

#: A cancelled run in the output folder: the Resume offer shows below the options form.
CANCELLED_RUN = OutputState(path="out", kind="interrupted", status="cancelled", shards=6,
                            records=2857, skipped=1, planned=10003)


def prepare(qtbot, window, dataset, out):
    """Choose ``dataset`` and ``out`` in ``window``; wait for the scan and for Start."""
    window.set_source(str(dataset))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)


def first_scan_settled(qtbot, window) -> None:
    """The window's first scan ended and what it found laid out. A window with fresh
    settings reads the bundled sample; its result, ~1.4 s after the window showed, grows
    the source panel, changes the status line above the result tabs (two lines in
    Japanese at 1024x640), hides the bit depth row and, as the window revalidates, takes
    away an offer set by hand. A test that measures the layout, or sets an offer, before
    then races it: it landed between a test's steps when they were slow (the whole suite
    on a loaded machine)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.last_result is not None and not panel.scanning()
                    and panel.thumbs.count() == len(panel.last_result.samples), timeout=WAIT)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def posted_ran(qtbot, receiver, rounds: int = 2) -> None:
    """What was posted before now has run: the layout requests, and the slots posted with
    QTimer.singleShot(0, …) (with or without a receiver: one queue, first in first out),
    which a marker posted alike follows; a started QTimer of interval 0 fires in the next
    round; ``rounds`` also for what those post again. What a test asserts did not happen
    is then known not to be merely late (a fixed qtbot.wait guessed how long the event
    loop takes, and under load it takes more)."""
    from PySide6.QtCore import QCoreApplication, QEvent, QTimer
    for _ in range(rounds):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        ran: list[bool] = []
        QTimer.singleShot(0, receiver, lambda ran=ran: ran.append(True))
        qtbot.waitUntil(lambda ran=ran: bool(ran), timeout=WAIT)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def settled(qtbot, window):
    """``window``, just shown, once its first scan settled (first_scan_settled) if it
    started on the bundled sample, as one with fresh settings does; at once if it started
    on a remembered job's source or on none (its scan is the test's to wait for)."""
    from gui.settings import is_sample
    if is_sample(window.source_panel.source()):
        first_scan_settled(qtbot, window)
    return window
