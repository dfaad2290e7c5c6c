"""The Inspect tab after a run rewrote the folder it shows: read again, never the records the
run replaced beside a Summary of the new ones (real engine, small datasets)."""

from __future__ import annotations

from studio_fixtures import RUN_TIMEOUT, make_dataset, open_and_wait, quick_run
from window_steps import posted_ran


def replace_run(qtbot, window, source, out) -> bool:
    """quick_run into ``out``, which holds a dataset: Replace ticked and confirmed."""
    window.set_source(str(source))
    window.options.out_edit.setText(str(out))
    window.options.overwrite.setChecked(True)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=RUN_TIMEOUT)
    with qtbot.waitSignal(window.runEnded, timeout=RUN_TIMEOUT) as ended:
        assert window.start(confirmed=True)
    return ended.args[0]


def test_inspect_reads_again_a_folder_a_run_replaced(qtbot, window, tmp_path):
    """A Japanese walk: Inspect opened on a finished dataset (146 records, 728.1 KiB),
    then Replace wrote a new one into the same folder. Back on the Inspect tab the old
    summary, class counts and thumbnails were still shown, "every record is intact", beside
    the Summary tab's 1.6 MiB and other counts."""
    out = tmp_path / "out"
    first = make_dataset(tmp_path / "first", classes=("cat", "dog"), per_class=3)
    second = make_dataset(tmp_path / "second", classes=("cat", "dog", "owl"), per_class=3)
    assert quick_run(qtbot, window, first, out)
    panel = window.inspect
    window.main_tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: panel.report is not None, timeout=RUN_TIMEOUT)
    assert panel.report["summary"]["records"] == 6
    window.main_tabs.setCurrentIndex(0)
    assert replace_run(qtbot, window, second, out)
    window.main_tabs.setCurrentWidget(panel)
    posted_ran(qtbot, window)   # (the tab's own slots, posted by its switch)
    assert panel.report is None   # (being read again)
    qtbot.waitUntil(lambda: panel.report is not None, timeout=RUN_TIMEOUT)
    assert panel.report["summary"]["records"] == 9 and "<b>9</b> records" in \
        panel.summary.text()
    # shown again without a run in between: not read again (a look costs a reading)
    window.main_tabs.setCurrentIndex(0)
    window.main_tabs.setCurrentWidget(panel)
    posted_ran(qtbot, window)
    assert not panel.summary_cmd.is_running()


def test_inspect_in_view_at_a_runs_end_shows_what_it_wrote(qtbot, window, tmp_path):
    out = tmp_path / "out"
    first = make_dataset(tmp_path / "first", per_class=2)
    assert quick_run(qtbot, window, first, out)
    panel = window.inspect
    open_and_wait(qtbot, panel, [out])
    window.main_tabs.setCurrentWidget(panel)   # (read: not stale, nothing read again)
    posted_ran(qtbot, window)
    assert not panel.summary_cmd.is_running()
    assert replace_run(qtbot, window, make_dataset(tmp_path / "more", per_class=4), out)
    assert panel.report is None   # (being read again)
    qtbot.waitUntil(lambda: panel.report is not None, timeout=RUN_TIMEOUT)
    assert panel.report["summary"]["records"] == 8
