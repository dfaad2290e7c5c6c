"""What the window says of workers at "Original bytes" (--format original), where a run on
this computer starts no worker process: the engine checks and stores each file itself
(engine.one_process), whatever --workers says. The form's Workers field stayed
enabled, as if it applied, and the command said "--workers auto"; the Tune tab swept 1, 2,
... workers that all measured the same single process, and offered "Use 2 workers"; the
Live plots called the one process "w1" and advised "more workers (up to 2, the number of
cores) would help"."""

from __future__ import annotations

import re

from studio_fixtures import make_dataset, start_and_wait
from test_tooltips import JARGON

from engine import protocol as P
from gui.run_model import RunModel

WAIT = 120_000


def _write_as(form, stored: str) -> None:
    form.format_combo.setCurrentIndex(form.format_combo.findData(stored))


def _workers_sent(window) -> str:
    args = window.job().convert_args()
    return args[args.index("--workers") + 1]


def test_workers_is_greyed_out_at_original_and_keeps_its_value(qtbot, window, language):
    language("en")
    form = window.options
    form.set_workers(3)
    usual_tip, cores = form.workers.toolTip(), form.cores_label.text()
    _write_as(form, "original")
    tip = form.workers.toolTip()
    assert not form.workers.isEnabled() and tip.startswith("“Original bytes”"), tip
    assert "no workers to choose" in tip
    assert not [w for w in JARGON if re.search(w, tip, re.I)], tip
    assert form.cores_label.text() == "not used: the files are stored one by one"
    assert _workers_sent(window) == "1"   # what the run does, not "3"
    assert window.job().workers == 3      # (kept, and a saved job keeps it)
    _write_as(form, "jpeg")
    assert form.workers.isEnabled() and form.workers.value() == 3
    assert form.workers.toolTip() == usual_tip and form.cores_label.text() == cores
    assert _workers_sent(window) == "3"


def test_on_a_cluster_workers_says_whose_workers_store_the_files(qtbot, window, language):
    """A cluster's Dask workers still run the shard tasks side by side at Original bytes:
    Workers stays greyed out for the cluster's reason, in the words of storing."""
    language("en")
    form = window.options
    form.run_on.set_value("local:2")
    assert form.cores_label.text() == "not used: the cluster's workers convert"
    _write_as(form, "original")
    assert not form.workers.isEnabled()
    assert form.cores_label.text() == "not used: the cluster's workers store the files"
    assert "Dask cluster" in form.workers.toolTip()
    form.run_on.set_value("")   # back to this computer, still at Original bytes
    assert not form.workers.isEnabled()
    assert form.workers.toolTip().startswith("“Original bytes”")
    _write_as(form, "png")
    assert form.workers.isEnabled()


def test_the_greyed_workers_speak_the_window_language(qtbot, window, language):
    language("ja")
    form = window.options
    _write_as(form, "original")
    for text in (form.workers.toolTip(), form.cores_label.text()):
        assert text and not re.search("[A-Za-z]{5,}", text.replace("Original", "")), text


def _one_process_model(bottleneck: str, busy: float, writer: float) -> RunModel:
    m = RunModel()
    m.start()
    m.on_event(P.RunStarted(command="convert", workers=1, options={
        "image": {"resize": "none", "format": "original"}, "workers": 1}))
    m.on_event(P.Progress(done=5, failed=0, total=300, t=0.5))
    m.on_event(P.WorkerStats(busy=[busy], writer_busy=writer, bottleneck=bottleneck, t=1))
    return m


def test_the_check_after_an_original_run_keeps_its_charts(qtbot, window, language):
    """The verify process's run_started (command verify) took the run's format away: the
    chart of a finished Original bytes run said "Worker activity" and "w1" again."""
    language("en")
    m = _one_process_model("decoding", 0.9, 0.02)
    m.on_event(P.RunStarted(command="verify", t=2))
    assert m.original and m.one_process
    window.plots.refresh(m)
    ticks = window.plots.workers.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t[1] for t in ticks] == ["files", "writer"]


def test_live_plots_of_an_original_run_count_no_workers(qtbot, window, language):
    language("en")
    plots = window.plots
    plots.cores = 8
    m = _one_process_model("decoding", 0.9, 0.02)
    assert m.one_process
    plots.refresh(m)
    text = plots.limit.text()
    assert plots.limit.isVisible() and "no workers to add" in text, text
    assert "more workers" not in text.lower() and "workers busy" not in text
    assert "reading and checking files 90% of the time, writing 2%" in text
    ticks = plots.workers.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t[1] for t in ticks] == ["files", "writer"]
    assert "no workers" in plots.workers.getPlotItem().titleLabel.text
    writing = plots.limit_text(_one_process_model("writing", 0.3, 0.9))
    assert "workers" not in writing and "<b>Writing" in writing, writing
    # the one process reads, checks and writes in turn: the larger share is the limit
    # (the banner said "Nothing is saturated" at 35% and 34%, which the engine calls so)
    even = plots.limit_text(_one_process_model("", 0.35, 0.34))
    assert "<b>Reading and checking" in even and "saturated" not in even, even
    assert "<b>Writing" in plots.limit_text(_one_process_model("", 0.3, 0.4))
    # a cluster run at original has workers storing files side by side: more of them help
    m = RunModel()
    m.start()
    m.on_event(P.RunStarted(command="convert", workers=1, options={
        "image": {"format": "original"}, "cluster": "local:2"}))
    m.on_event(P.WorkerStats(busy=[0.9, 0.95], writer_busy=0.02, bottleneck="decoding",
                             hosts=["127.0.0.1"] * 2, t=1))
    assert m.original and not m.one_process
    text = plots.limit_text(m)
    assert "<b>Checking and storing the files" in text and "more cluster workers" in text
    assert "Converting" not in text, text


def test_the_tune_tab_has_nothing_to_sweep_at_original(qtbot, window, language, tmp_path):
    language("en")
    form, tune = window.options, window.tune
    window.set_source(str(make_dataset(tmp_path / "ds", per_class=4)))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    # an answer measured at JPEG: then Original bytes is chosen
    tune._measured_on = ""
    tune.recommended = P.Recommendation(workers=2, images_per_s=50.0)
    window.revalidate()
    assert tune.use_btn.isEnabled()
    _write_as(form, "original")
    qtbot.waitUntil(lambda: not tune.start_btn.isEnabled(), timeout=5_000)
    assert not tune.use_btn.isEnabled()
    note = tune.cluster_note
    assert not note.isHidden() and "nothing to tune" in note.text(), note.text()
    assert "nothing to tune" in tune.start_btn.toolTip()
    assert not window.start_tune()
    form.run_on.set_value("local:2")   # a cluster's workers do store files side by side
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=5_000)
    assert "nothing to tune" not in note.text()
    form.run_on.set_value("")
    _write_as(form, "jpeg")
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=5_000)
    assert tune.use_btn.isEnabled() and "nothing to tune" not in note.text()


def test_the_engines_refusal_of_a_sweep_at_original_is_said_in_the_windows_words(language):
    """`tune --format original` on this computer ends with a run_failed whose sentence was
    a bare English string (tune_cli.ONE_PROCESS): under a Japanese or Korean window the
    refusal stayed English and named --format and --workers. It is catalogued now, and the
    window says it as its Tune tab's note does, in its language."""
    from engine.events import Emitter
    from engine.reason_codes import say
    from gui import engine_text
    from gui.engine_text_tune import original_note
    sent: list = []
    em = Emitter("none")
    em.listeners.append(sent.append)
    em.emit(P.RunFailed(message=say("tune.one_process"), exit_code=P.EXIT_USAGE))
    ev = sent[0]
    assert ev.code == "tune.one_process"
    for lang in ("en", "ja", "ko"):
        language(lang)
        said = engine_text.event_text(ev, "message")
        assert said == original_note() and "--" not in said, (lang, said)
        if lang != "en":
            assert said != ev.message and not re.search("[A-Za-z]{5}", said.replace(
                "JPEG", "").replace("PNG", "").replace("Dask", "")), said


def test_the_tune_intro_promises_no_sweep_at_original(qtbot, window, language):
    """Above the note "nothing to tune", the intro still said the sweep converts a sample
    "at 1, 2, … workers" at Original bytes on this computer."""
    from gui.widgets import tune_text
    for lang in ("en", "ja", "ko"):
        language(lang)
        form, tune = window.options, window.tune
        _write_as(form, "original")
        window.revalidate()
        assert tune.intro.text() == tune_text.intro(True), lang
        assert not re.search("1, ?2|1、2|1，2", tune.intro.text()), tune.intro.text()
        form.run_on.set_value("local:2")   # a cluster's workers: the sweep measures them
        window.revalidate()
        assert tune.intro.text() == tune_text.intro(False)
        form.run_on.set_value("")
        _write_as(form, "jpeg")
        window.revalidate()
        assert tune.intro.text() == tune_text.intro(False)
        assert re.search("1, ?2|1、2|1，2", tune.intro.text()), tune.intro.text()


def test_a_real_original_run_says_one_process(qtbot, window, language, tmp_path):
    """The real engine on generated images: the command sends --workers 1, and what the
    Live plots show after the run counts no workers."""
    language("en")
    form = window.options
    window.set_source(str(make_dataset(tmp_path / "ds", per_class=30)))
    form.out_edit.setText(str(tmp_path / "out"))
    form.verify.setChecked(False)
    form.set_workers(2)
    _write_as(form, "original")
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert start_and_wait(qtbot, window)
    model = window.controller.model
    assert model.one_process and model.workers == 1
    assert len(model.worker_busy) == 1
    window.plots.refresh(model)
    ticks = window.plots.workers.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [t[1] for t in ticks] == ["files", "writer"]
    qtbot.waitUntil(lambda: "--workers" in window.log.toPlainText(), timeout=5_000)
    log = window.log.toPlainText()   # the Log tab: the command as it ran
    assert "--workers 1" in log and "--workers 2" not in log, log[:600]
    assert "workers: 1" in (tmp_path / "out" / "tfrecord-studio.log").read_text()
