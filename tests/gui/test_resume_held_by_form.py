"""A problem of the form (a Run on address whose Connect failed) greys Start over and
Resume alike, and the line beside them says why. The window took it for a run Resume
cannot finish: the cancelled run's Summary said "Resume cannot finish it here ... Start
over converts every image again" beside a greyed Start over, of a run Resume finishes
once the address is right."""

from __future__ import annotations

from interrupted_runs import WAIT

from tests.engine.interrupted import as_0_3_7, bmp_dataset, into_shard, killed_as_older


def test_a_form_problem_is_not_a_run_resume_cannot_finish(qtbot, window, tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "killed"
    killed_as_older(src, out, older=as_0_3_7, at=into_shard(1))
    w = window
    w.set_source(str(src))
    w.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None
                    and not w.source_panel.scanning(), timeout=WAIT)
    w.use_interrupted_options()
    qtbot.waitUntil(lambda: not w.source_panel.scanning(), timeout=WAIT)
    bar = w.actions_bar
    qtbot.waitUntil(lambda: (w.revalidate(), bar.blocked != "checking")[1], timeout=WAIT)
    assert bar.can_resume() and bar.resume_blocked() == ""
    w.options.run_on.set_value("tcp//127.0.0.1:8799")   # (the colon missing)
    w.revalidate()
    assert not bar.can_resume() and not bar.start_btn.isEnabled(), bar.why_not()
    assert bar.resume_blocked() == "", bar.resume_blocked()
    w.options.run_on.set_value("")   # This computer: Resume can be pressed again
    w.revalidate()
    assert bar.can_resume() and bar.resume_blocked() == ""
