"""Run sweep and its fields on the Tune tab are on exactly when a sweep can run. Under a Run
on that Start refused (a failed Connect, an address written wrong) Run sweep stayed on, and
pressed, did nothing (start_tune refused without a word); at Original bytes on this
computer Workers to try and Trials each stayed on beside a greyed Run sweep, as if they
applied."""

from __future__ import annotations

from test_connect_failed_start import _connect, _free_port
from window_steps import WAIT

from gui.widgets.run_on import CONNECT_FAILED


def _write_as(form, stored: str) -> None:
    form.format_combo.setCurrentIndex(form.format_combo.findData(stored))


def test_run_sweep_is_off_after_a_failed_connect_and_says_why(qtbot, ready):
    window, tune = ready, ready.tune
    row = window.options.run_on
    assert tune.start_btn.isEnabled()
    row.set_value(f"tcp://127.0.0.1:{_free_port()}")
    assert tune.start_btn.isEnabled()   # (not known yet: Connect was not pressed)
    _connect(qtbot, row)
    assert window.options.error_text("cluster") == CONNECT_FAILED
    assert not tune.start_btn.isEnabled()
    said = window.actions_bar.why_not()   # the words beside Start
    assert "“Run on”" in said and "Connect failed for this address" in said, said
    assert tune.start_btn.toolTip() == said
    assert tune.status.text() == said and "color" in tune.status.styleSheet()
    assert window.start_tune() is False
    row.where.setCurrentIndex(row.where.findData("local"))   # This computer: nothing in the way
    assert tune.start_btn.isEnabled()
    assert tune.start_btn.toolTip() == "Measure the speed with 1, 2, … workers"
    assert tune.status.text().startswith("Press Run sweep") and not tune.status.styleSheet()


def test_run_sweep_is_off_under_an_address_written_wrong(qtbot, ready):
    window, tune = ready, ready.tune
    window.options.run_on.set_value("tcp://server")   # (no port: Dask needs one)
    assert "cluster" in window.errors()
    assert not tune.start_btn.isEnabled()
    # what is wrong with it (gui.cluster_address), not the empty field's hint
    assert "The address has no port" in tune.start_btn.toolTip()
    assert tune.status.text() == window.actions_bar.why_not()
    window.options.run_on.set_value("tcp://server:8786")
    assert tune.start_btn.isEnabled() and "cluster" not in window.errors()


def test_the_sweeps_fields_grey_out_at_original_here_keeping_their_values(qtbot, ready):
    tune, form = ready.tune, ready.options
    tune.max_workers.setValue(3)
    tune.repeats.setValue(4)
    tune.sample.setValue(50)
    spins = (tune.max_workers, tune.repeats, tune.sample)
    tips = [s.toolTip() for s in spins]
    _write_as(form, "original")
    qtbot.waitUntil(lambda: not tune.start_btn.isEnabled(), timeout=WAIT)
    for spin in spins:
        assert not spin.isEnabled()
        assert "nothing to tune" in spin.toolTip(), spin.toolTip()
        assert spin.toolTip() == tune.start_btn.toolTip()
    assert [s.value() for s in spins] == [3, 4, 50]
    form.run_on.set_value("local:2")   # a cluster's workers store files side by side
    assert all(s.isEnabled() for s in spins) and tune.start_btn.isEnabled()
    form.run_on.set_value("")
    assert not any(s.isEnabled() for s in spins)
    _write_as(form, "jpeg")
    assert all(s.isEnabled() for s in spins)
    assert [s.toolTip() for s in spins] == tips and [s.value() for s in spins] == [3, 4, 50]


def test_the_tab_takes_the_keys_with_its_fields_greyed(qtbot, ready):
    """Run → Tune workers… at Original bytes: the keys go to the tab's page (the note can
    be scrolled), not to a greyed field, which cannot take them."""
    window, tune = ready, ready.tune
    window.show()
    _write_as(window.options, "original")
    window.show_tune(focus=True)
    qtbot.waitUntil(lambda: tune.scroller.hasFocus(), timeout=5_000)


def test_after_a_sweep_the_status_says_why_it_cannot_run_again(qtbot, ready):
    """A sweep's "Sweep finished" stayed beside a Run sweep greyed by a later Run on
    problem (a cluster address written wrong): why was only in the button's tooltip; the
    status bar kept saying the sweep had finished."""
    from engine import protocol as P
    window, tune = ready, ready.tune
    tune._max_workers = 2   # (a sweep ran: what start() and its events leave)
    for w, r in ((1, 100.0), (2, 190.0)):
        tune._on_point(P.SweepPoint(workers=w, trial=0, images_per_s=r))
    tune._on_finished(0, "ok")
    assert tune.status.text() == "Sweep finished: 2 trials." and not tune.status.styleSheet()
    assert window.statusBar().currentMessage() == "Sweep finished: 2 trials."
    window.options.run_on.set_value("tcp://server")   # (no port: Dask needs one)
    assert not tune.start_btn.isEnabled()
    said = tune.status.text()
    assert said.startswith("Run sweep cannot run now: ") and "color" in tune.status.styleSheet()
    assert "The address has no port" in said, said
    # the window's status bar, which said the sweep's end, says the same (it still said
    # "Sweep finished: 2 trials." beside the tab's reason)
    assert window.statusBar().currentMessage() == said
    assert tune.status.isVisibleTo(tune)   # (not hidden: its tab shows it)
    window.options.run_on.set_value("tcp://server:8786")   # mended: the sweep's own again
    assert tune.start_btn.isEnabled()
    assert tune.status.text() == "Sweep finished: 2 trials." and not tune.status.styleSheet()
