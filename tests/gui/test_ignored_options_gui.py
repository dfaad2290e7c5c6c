"""What a run leaves without effect is one rule, the engine's (engine.config.ignored): the
form greys those options out with why, the command leaves them out, the Resume offer names
no difference in them, and the manifest records none. The window had three copies of the
"Original bytes" list (the form, the command, the offer) and a PNG's quality its own
rule, while the engine recorded "quality": 95 of PNG datasets."""

from __future__ import annotations

from test_resume_options import recorded

from engine import config
from gui.job import Job
from gui.job_rules import ignored_fields
from gui.resume import differences, offer_details, resume_job


def _write_as(form, stored: str) -> None:
    form.format_combo.setCurrentIndex(form.format_combo.findData(stored))


def test_the_fields_are_the_engines_options():
    assert ignored_fields("jpeg", "224") == frozenset()
    assert ignored_fields("png", "224") == ignored_fields("raw", "64x32") == {"quality"}
    assert ignored_fields("jpeg", "original") == {"size", "resize"}
    assert ignored_fields("png", "original") == {"size", "resize", "quality"}
    assert ignored_fields("original", "224") == ignored_fields("original", "original") == {
        "size", "resize", "quality", "channels", "background", "bit_depth"}


def test_an_option_the_engine_ignores_is_added_once(qtbot, monkeypatch):
    """Were the channels without effect at PNG, engine.config alone would say so: the form,
    the command and the offer follow (each kept its own list)."""
    from gui.widgets.options_form import OptionsForm
    monkeypatch.setattr(config, "IGNORED_BY_LOSSLESS", ("quality", "channels"))
    form = OptionsForm()
    qtbot.addWidget(form)
    form.set_job(Job(channels=1))
    _write_as(form, "png")
    assert not form.channels.isEnabled() and form.channels.toolTip()
    assert form.job().channels == 1   # (kept for the formats it applies to)
    job = Job(source="s", out="o", format="png", channels=1)
    assert "--channels" not in job.convert_args()
    assert "channels" not in recorded(job)["image"]
    assert differences(Job(format="png"), recorded(job)) == []
    _write_as(form, "jpeg")
    assert form.channels.isEnabled()


def test_png_keeps_the_users_quality_greyed_out(qtbot, window, language):
    language("en")
    form = window.options
    form.quality.setValue(80)
    for fmt in ("png", "raw"):
        _write_as(form, fmt)
        assert not form.quality.isEnabled() and form.quality.value() == 80
        assert form.quality.toolTip().startswith("Only JPEG images have a quality")
        job = window.job()
        assert job.quality == 80 and "--quality" not in job.convert_args()
        assert "quality" not in recorded(job)["image"]   # (the manifest's options)
    _write_as(form, "jpeg")
    args = window.job().convert_args()
    assert form.quality.isEnabled() and args[args.index("--quality") + 1] == "80"


def test_the_window_finishes_a_png_run_recorded_with_a_quality():
    """A PNG run started at JPEG quality 80 (the form keeps it greyed out): engines up to
    0.3.8 recorded it. The Resume offer lists no difference for a form at PNG and quality
    95, and the --resume it sends, without --quality, finishes it: its fingerprint is
    accepted."""
    from engine.commands import cli
    from engine.run.resume import accepted_fingerprints, fingerprint
    form = Job(source="s", out="o", format="png")
    old = recorded(form)
    assert "quality" not in old["image"]   # (not recorded now)
    old["image"] = dict(old["image"], quality=80)   # (as 0.3.8 recorded it)
    diffs, carried, unknown = offer_details(form, old)
    assert (diffs, carried, unknown) == ([], [], [])
    argv = resume_job(form, old).convert_args()
    assert "--quality" not in argv and "--resume" in argv
    cfg = cli.config_from_args(cli.build_parser().parse_args(argv))
    header = {"fingerprint": fingerprint(cfg.output_options(), [])}
    assert fingerprint(old, []) in accepted_fingerprints(cfg, [], header, composed=(),
                                                         recorded=old)
    # a JPEG form is offered the difference in format, and the quality it would load
    diffs = offer_details(Job(source="s", out="o", quality=90), old)[0]
    assert [d[0] for d in diffs] == ["format", "quality"], diffs
