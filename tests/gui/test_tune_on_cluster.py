"""The Tune tab with Run on: A Dask cluster. It said "to measure the cluster, run python -m
engine tune SOURCE --cluster ADDRESS" (walk): advice on a command line for people who do
not program, while the engine's tune takes --cluster. The window runs that sweep itself,
writing its trials beside the output folder, and says what its answer can set there."""

from __future__ import annotations

import pytest
from studio_fixtures import make_dataset

from engine import protocol as P
from gui.job import Job

WAIT = 120_000


def _choose(window, address: str) -> None:
    row = window.options.run_on
    row.where.setCurrentIndex(row.where.findData("cluster" if address else "local"))
    row.address.setText(address)
    window.revalidate()


def _answer(tune, workers: int) -> None:
    tune._max_workers = 2
    for w, r in ((1, 100.0), (2, 190.0), (1, 104.0), (2, 200.0)):
        tune._on_point(P.SweepPoint(workers=w, images_per_s=r))
    tune._on_recommendation(P.Recommendation(workers=workers, images_per_s=195.0,
                                             reason="fastest"))


def test_the_sweep_goes_to_the_cluster_and_writes_beside_the_output(tmp_path):
    out = tmp_path / "lab" / "dataset"
    job = Job(source=str(tmp_path), out=str(out), cluster="tcp://lab:8786")
    args = job.tune_args(4, 1)
    assert args[args.index("--cluster") + 1] == "tcp://lab:8786"
    # the output folder's parent is on the shared disk, as the output folder must be; the
    # nearest folder that exists when it does not yet
    assert args[args.index("--scratch") + 1] == str(tmp_path)
    (tmp_path / "lab").mkdir()
    args = job.tune_args(4, 1)
    assert args[args.index("--scratch") + 1] == str(tmp_path / "lab")
    assert args[-2:] == ["--events", "jsonl"]
    for cluster in ("", "?"):   # this computer; a cluster without an address (refused)
        args = Job(source="s", out=str(out), cluster=cluster).tune_args(4, 1)
        assert "--cluster" not in args and "--scratch" not in args
    assert "--scratch" not in Job(source="s", out="", cluster="local:2").tune_args(2, 1)


def test_a_cluster_chosen_runs_the_sweep_there(qtbot, ready):
    window, tune = ready, ready.tune
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    assert tune.cluster_note.isHidden()
    _choose(window, "tcp://lab:8786")
    assert tune.start_btn.isEnabled() and not tune.cluster_note.isHidden()
    note = tune.cluster_note.text()
    assert note.startswith("With a Dask cluster under “Run on”, the sweep converts the "
                           "sample on 1, 2, … of the cluster's workers, into a temporary "
                           "folder beside the output folder")
    assert "uses all of its workers" in note    # a count the window cannot set there
    assert "--cluster" not in note and "python" not in note
    _choose(window, "local:2")
    assert "uses all of its workers" not in tune.cluster_note.text()
    # no address yet: the sweep waits for one, and says so
    _choose(window, "")
    window.options.run_on.where.setCurrentIndex(1)
    window.revalidate()
    assert not tune.start_btn.isEnabled() and not window.start_tune()
    assert tune.status.text() == ("Write the scheduler's address under “Run on”, then Run "
                                  "sweep.")


def test_an_answer_measured_elsewhere_is_not_used_here(qtbot, ready):
    """An answer for this computer's Workers beside a cluster run, which ignores them (and
    the other way round): Use waits, and the note says where it was measured."""
    window, tune = ready, ready.tune
    tune._measured_on = ""
    _answer(tune, 2)
    window.revalidate()
    assert tune.use_btn.isEnabled() and tune.cluster_note.isHidden()
    _choose(window, "local:2")
    assert not tune.use_btn.isEnabled()
    assert tune.cluster_note.text().startswith(
        "The answer below was measured on this computer, and “Run on” now says local:2: run "
        "the sweep again to measure there.")
    _choose(window, "")
    assert tune.use_btn.isEnabled() and tune.cluster_note.isHidden()


def test_use_n_workers_on_a_local_cluster_writes_its_address(qtbot, ready):
    window, tune = ready, ready.tune
    _choose(window, "local:2")
    tune._measured_on = "local:2"
    _answer(tune, 1)
    window.revalidate()
    assert tune.use_btn.isEnabled() and tune.use_btn.text() == "Use 1 worker"
    tune.use_btn.click()
    assert window.options.job().cluster == "local:1"
    assert window.statusBar().currentMessage() == "“Run on” set to local:1."
    window.revalidate()    # local:1 is the same place as local:2: still its answer, used
    assert not tune.use_btn.isEnabled() and tune.use_btn.text() == "“Run on” set to local:1"
    assert not tune.cluster_note.text().startswith("The answer below was measured")
    # on a scheduler's cluster a run uses all of its workers: nothing to set
    _choose(window, "tcp://lab:8786")
    tune._measured_on = "tcp://lab:8786"
    _answer(tune, 1)
    window.revalidate()
    assert not tune.use_btn.isEnabled()


def test_a_smaller_cluster_than_the_workers_to_try(qtbot):
    """tune --cluster measures the workers the cluster has: the trials planned follow."""
    from gui.widgets.tune_panel import TunePanel
    tune = TunePanel()
    qtbot.addWidget(tune)
    tune._max_workers = 4
    tune._on_event(P.ClusterStarted(address="tcp://lab:8786", workers=[
        {"name": "tcp://10.0.0.2:1", "threads": 1}, {"name": "tcp://10.0.0.3:1",
                                                      "threads": 1}]))
    assert tune._max_workers == 2 and tune._planned() == 2 * tune.repeats.value()


@pytest.mark.e2e
def test_a_sweep_on_a_local_cluster_from_the_window(qtbot, window, tmp_path):
    pytest.importorskip("distributed")
    ds = make_dataset(tmp_path / "images", classes=("a", "b"), per_class=8, size=(40, 32))
    window.set_source(str(ds))
    lab = tmp_path / "lab"
    lab.mkdir()
    window.options.out_edit.setText(str(lab / "out"))
    window.options.set_size("32")
    _choose(window, "local:2")
    tune = window.tune
    tune.max_workers.setValue(2)
    tune.repeats.setValue(1)
    tune.sample.setValue(16)
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(tune.client.finished, timeout=4 * WAIT) as blocker:
        assert window.start_tune()
    assert blocker.args[1] == "ok", tune.client.stderr_tail()
    argv = tune.client.last_argv
    assert argv[argv.index("--cluster") + 1] == "local:2"
    assert argv[argv.index("--scratch") + 1] == str(lab)
    assert sorted(w for w, _ in tune.points) == [1, 2]
    assert tune.recommended is not None
    # Use N workers: pressable unless the form's local:2 is N already (a loaded machine's
    # sweep may well recommend 2: then greyed, saying so)
    held = tune.recommended.workers == 2
    assert tune.use_btn.isEnabled() != held, (tune.recommended, tune.use_btn.text())
    assert list(lab.iterdir()) == []   # the trials' folders removed


def test_workers_to_try_follows_the_clusters_workers_once_connect_lists_them(
        qtbot, ready, monkeypatch, tmp_path):
    """On a cluster it stayed at this computer's core count: a bigger cluster was measured
    only in part unless the user raised it."""
    import os

    from studio_fixtures import use_fake

    from engine import protocol as P
    workers = [{"name": f"w{i}", "threads": 1, "memory": 4e9} for i in range(6)]
    answer = tmp_path / "cluster_info.jsonl"
    answer.write_text(P.encode(P.ClusterStarted(address="tcp://lab:8786", workers=workers)))
    use_fake(monkeypatch, "--replay", str(answer))
    window, tune, row = ready, ready.tune, ready.options.run_on
    cores = os.cpu_count() or 1
    assert tune.max_workers.value() == cores
    _choose(window, "tcp://lab:8786")
    assert tune.max_workers.value() == cores   # (not known before Connect)
    row.connect_btn.click()
    qtbot.waitUntil(lambda: row._proc is None, timeout=WAIT)
    assert row.status.text().startswith("6 workers, 6 threads")
    assert tune.max_workers.value() == 6
    assert tune.status.text() == "Press Run sweep to measure the speed with 1 to 6 workers."
    assert tune.settings()["max_workers"] == 0 or cores == 6   # (not kept as a choice)
    _choose(window, "")   # this computer again: its cores
    assert tune.max_workers.value() == cores
    _choose(window, "local:3")   # Dask workers the run starts here: as many as it says
    assert tune.max_workers.value() == 3
    tune.max_workers.setValue(2)   # the user's own count stays, wherever
    _choose(window, "tcp://lab:8786")
    assert tune.max_workers.value() == 2 and tune.settings()["max_workers"] == 2


def test_the_explanation_speaks_of_the_cluster_not_this_computer(language):
    from engine.commands.tune_decide import decide
    from engine.reason_codes import describe
    from gui import engine_text
    trials = [(1, 128), (1, 226), (2, 113), (2, 149)]
    here, there = decide(trials).reason, decide(trials, cluster=True).reason
    assert "the computer stays usable" in here and "Close other programs" in here
    assert "computer" not in there and "programs" not in there
    assert "1 worker is the safer choice: the cluster's other workers stay free for other " \
           "jobs." in there
    assert there.endswith("Tune again when the cluster is less busy for a firmer answer.")
    code, params = describe(there)
    language("ko")
    shown = engine_text.text(code, params, "<english>")
    assert shown != "<english>" and "클러스터" in shown and "컴퓨터" not in shown
