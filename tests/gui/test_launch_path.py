"""The path a file manager's "Open with" passes at launch opens as its kind asks: a dataset
converted before in the Inspect tab, a saved job loaded, anything else as the source."""

from __future__ import annotations

import threading

from studio_fixtures import make_dataset

from gui.app import apply_options, parse_launch_args
from gui.job import Job
from tests.engine import imagefactory as F

WAIT = 60_000


def _converted(tmp_path):
    src = make_dataset(tmp_path / "photos", per_class=3)
    out = tmp_path / "photos-tfrecord"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--workers", "1"),
                                timeout=300)
    assert code == 0, err
    return src, out


def test_a_dataset_opens_in_the_inspect_tab(qtbot, window, tmp_path):
    _src, out = _converted(tmp_path)
    opts, _ = parse_launch_args([str(out)])
    assert apply_options(window, opts) == []
    qtbot.waitUntil(lambda: window.main_tabs.currentWidget() is window.inspect, timeout=WAIT)
    qtbot.waitUntil(lambda: window.inspect.dataset_folder() == str(out), timeout=WAIT)


def test_a_source_stays_on_the_convert_tab(qtbot, window, tmp_path):
    src, _out = _converted(tmp_path)
    opts, _ = parse_launch_args([str(src)])
    assert apply_options(window, opts) == []
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(src), timeout=WAIT)
    assert panel.last_result.error == ""
    assert window.main_tabs.currentWidget() is not window.inspect
    # the next source the user chooses is theirs: a dataset chosen in the window is not
    # taken to Inspect (the window offers a button for it)
    window.set_source(str(_out))
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(_out), timeout=WAIT)
    assert window.main_tabs.currentWidget() is not window.inspect


def test_a_saved_job_is_loaded(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "photos", per_class=2)
    job = tmp_path / "night run.json"
    job.write_text(Job(source=str(src), out=str(tmp_path / "elsewhere"), size="96x96").to_json())
    opts, _ = parse_launch_args([str(job)])
    assert apply_options(window, opts) == []
    shown = window.job()
    assert (shown.source, shown.out, shown.size) == (str(src), str(tmp_path / "elsewhere"), "96x96")


def test_an_interrupted_runs_folder_offers_to_finish_it(qtbot, window, tmp_path, monkeypatch):
    """Its source is put back with it (from the run's journal), so the window offers
    Resume; in the Inspect tab nothing would have finished it. The journal is read once,
    by the scan's thread (it was read in the GUI thread first, a slow share's wait)."""
    from interrupted_runs import interrupted_run, recorded_options

    import gui.output_folder
    import gui.scan
    import gui.window_run
    src = make_dataset(tmp_path / "photos", per_class=2)
    out = tmp_path / "photos-tfrecord"
    interrupted_run(out, str(src), recorded_options(Job(source=str(src), out=str(out))))
    reads = []
    read = gui.output_folder.interrupted_source

    def spy(folder: str) -> str:
        reads.append((folder, threading.current_thread() is threading.main_thread()))
        return read(folder)
    for module in (gui.output_folder, gui.scan, gui.window_run):
        monkeypatch.setattr(module, "interrupted_source", spy, raising=False)
    opts, _ = parse_launch_args([str(out)])
    assert apply_options(window, opts) == []
    qtbot.waitUntil(lambda: window.job().source == str(src), timeout=WAIT)
    assert window.job().out == str(out)
    qtbot.waitUntil(window.actions_bar.offering, timeout=WAIT)
    assert window.main_tabs.currentWidget() is not window.inspect
    assert reads == [(str(out), False)]


def test_an_explicit_out_wins_over_finishing_a_run_in_another_folder(qtbot, window, settings,
                                                                     tmp_path, capsys):
    """`tfrecord-studio RUN_FOLDER --out ELSEWHERE`: the launch finished the run in its own
    folder, and --out was replaced unseen. It stays, and the window says why the run was
    not put back (the source panel offers Finish this run); --out naming the run's own
    folder finishes it."""
    from interrupted_runs import interrupted_run, recorded_options
    src = make_dataset(tmp_path / "photos", per_class=2)
    out = tmp_path / "photos-tfrecord"
    interrupted_run(out, str(src), recorded_options(Job(source=str(src), out=str(out))))
    elsewhere = tmp_path / "elsewhere"
    opts, _ = parse_launch_args([str(out), "--out", str(elsewhere)])
    assert apply_options(window, opts) == []
    panel = window.source_panel
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(out), timeout=WAIT)
    qtbot.waitUntil(lambda: "--out" in window.statusBar().currentMessage(), timeout=WAIT)
    assert (window.job().source, window.job().out) == (str(out), str(elsewhere))
    said = window.statusBar().currentMessage()
    assert "elsewhere" in said and "photos-tfrecord" in said and "Finish this run" in said
    assert panel.finish_btn.isVisible() and not window.actions_bar.offering()
    assert window.main_tabs.currentWidget() is not window.inspect
    assert f"--out {elsewhere} kept" in capsys.readouterr().err
    # the run's own folder as --out (in a window launched so): the run is put back
    from i18n_words import make_window
    again = make_window(qtbot, settings)
    opts, _ = parse_launch_args([str(out), "--out", str(out)])
    apply_options(again, opts)
    qtbot.waitUntil(lambda: again.job().source == str(src), timeout=WAIT)
    assert again.job().out == str(out)
