"""gui.resume: the form's job against the options an interrupted run recorded (as the
engine records them: its own parser and ConvertConfig)."""

from __future__ import annotations

import dataclasses

import pytest

from gui.job import Job
from gui.resume import carried_args, differences, recorded_job


def recorded(job: Job) -> dict:
    from engine.commands import cli
    parser = cli.build_parser
    return cli.config_from_args(parser().parse_args(job.convert_args())).output_options()


JOBS = [
    Job(source="s", out="o"),
    Job(source="s", out="o", size="320x240", resize="crop", format="png", channels=1,
        shard_mb=7, compression="gzip", split="train=0.8,val=0.2", shuffle=False, seed=9,
        prefix="cells"),
    Job(source="s", out="o", size="original", format="original"),
    Job(source="s", out="o", format="raw", size="64", quality=40, background="black"),
]


def test_every_form_job_round_trips_through_what_the_engine_records():
    for job in JOBS:
        opts = recorded(job)
        assert differences(job, opts) == [], job
        back, missing = recorded_job(opts, Job(source="s", out="o"))
        assert missing == [] and recorded(back) == opts, job


def test_differences_name_each_option():
    old = JOBS[1]
    now = dataclasses.replace(old, seed=1, compression="none", split="", background="grey")
    diffs = {f: (mine, theirs) for f, mine, theirs in differences(now, recorded(old))}
    assert diffs == {"seed": ("1", "9"), "compression": ("none", "gzip"),
                     "split": ("train=1", "train=0.8,val=0.2"),
                     "background": ("grey", "white")}
    # a size is written as the Size list writes it (the offer said 256x256 beside the
    # list's 224 × 224)
    assert differences(dataclasses.replace(old, size="256"), recorded(old)) == [
        ("size", "256 × 256", "320 × 240")]
    # JPEG quality does not matter for PNG output
    assert differences(dataclasses.replace(old, quality=50), recorded(old)) == []


#: Options of `convert` that the form has no control for, each as a command line sets it.
COMMAND_LINE_ONLY = [
    ["--exact"], ["--max-file-size", "2M"],
    ["--accept-damaged"], ["--decoder", "pillow"], ["--shard-size", "0.5"],
    ["--keep-absolute-paths"],
    ["--shards", "3", "--exact", "--decoder", "pillow", "--keep-absolute-paths", "--size", "32",
     "--seed", "4"],
]


def recorded_argv(argv: list[str]) -> dict:
    from engine.commands import cli
    return cli.config_from_args(cli.build_parser().parse_args(
        ["convert", "s", "--out", "o", *argv])).output_options()


def test_resume_carries_every_option_the_form_cannot_set(monkeypatch):
    """A run started on the command line with options the form has no control for is
    finished from the window: Resume passes them, and the engine records the same options
    (what --resume compares)."""
    monkeypatch.delenv("TFRS_DECODER", raising=False)
    for argv in COMMAND_LINE_ONLY:
        opts = recorded_argv(argv)
        carried, unknown = carried_args(opts)
        assert carried and unknown == [], argv
        job, missing = recorded_job(opts, Job(source="s", out="o", shard_mb=64))
        assert missing == []
        resumed = dataclasses.replace(job, resume=True, carried=tuple(carried))
        assert differences(resumed, opts) == [], argv
        assert recorded(resumed) == opts, argv
    assert carried_args(recorded_argv(["--size", "64", "--seed", "3"])) == ([], [])
    # a size as it was typed (the offer said "--max-file-size 536870912" of 512M)
    assert carried_args(recorded_argv(["--max-file-size", "512M"])) == (
        ["--max-file-size", "512M"], [])
    assert carried_args(recorded_argv(["--max-file-size", "1000000"])) == (
        ["--max-file-size", "1000000"], [])


def test_a_number_of_files_is_the_forms_own_option(monkeypatch):
    """--shards N is the form's "Files per split": a run started with it is resumed with the
    form's value (not carried), and a form with another choice shows the difference."""
    monkeypatch.delenv("TFRS_DECODER", raising=False)
    opts = recorded_argv(["--shards", "8"])
    assert carried_args(opts) == ([], [])
    job, missing = recorded_job(opts, Job(source="s", out="o", shard_mb=64))
    assert missing == [] and job.shards == 8
    assert job.convert_args()[job.convert_args().index("--shards") + 1] == "8"
    assert "--shard-size" not in job.convert_args()
    assert recorded(job) == opts and differences(job, opts) == []
    by_size = dataclasses.replace(job, shards=0)
    assert differences(by_size, opts) == [("shards", "0", "8")]
    assert differences(dataclasses.replace(job, shards=4), opts) == [("shards", "4", "8")]
    assert Job.from_json(job.to_json()).shards == 8


def test_the_largest_image_is_the_forms_own_option(monkeypatch):
    """--max-pixels is the form's "Largest image": a run started with it is resumed with the
    form's value (not carried), and a form with another limit shows the difference."""
    monkeypatch.delenv("TFRS_DECODER", raising=False)
    opts = recorded_argv(["--max-pixels", "5000"])
    assert carried_args(opts) == ([], [])
    job, missing = recorded_job(opts, Job(source="s", out="o"))
    assert missing == [] and job.max_pixels == 5000
    assert job.convert_args()[job.convert_args().index("--max-pixels") + 1] == "5000"
    assert recorded(job) == opts and differences(job, opts) == []
    assert differences(dataclasses.replace(job, max_pixels=100_000_000), opts) == [
        ("max_pixels", "100 MP", "0.005 MP")]
    # a damaged record: named, and the form's value stays
    opts["image"]["max_pixels"] = "lots"
    job, missing = recorded_job(opts, Job(source="s", out="o", max_pixels=7_000_000))
    assert missing == ["max_pixels=lots"] and job.max_pixels == 7_000_000


def test_the_carried_options_are_not_saved_with_the_job():
    job = Job(source="s", out="o", carried=("--shards", "8"))
    assert "--shards" in job.convert_args() and "--shard-size" not in job.convert_args()
    back = Job.from_json(job.to_json())
    assert back.carried == () and "--shard-size" in back.convert_args()


def test_options_this_version_does_not_know_block_resume_from_the_window():
    opts = recorded(JOBS[0])
    opts["something_new"] = "x"
    opts["image"]["sharpen"] = 2
    opts["num_shards"] = "eight"            # hand-edited: no argument would reproduce it
    carried, unknown = carried_args(opts)
    assert carried == []
    assert sorted(unknown) == ["num_shards=eight", "sharpen=2", "something_new=x"]
    assert sorted(recorded_job(opts, JOBS[0])[1]) == sorted(unknown)


def test_a_damaged_record_blocks_resume_and_names_the_value():
    # a journal whose seed was a list, or whose split was not pairs, raised TypeError in the
    # window's check at every keystroke (found by tests/gui/test_resume_fuzz.py)
    from gui.resume import offer_details
    job = Job(source="s", out="o")
    for key, value in (("seed", [1]), ("split", [["train"]]), ("shard_size_mib", float("inf")),
                       ("image", "x"), ("annotations", 3)):
        opts = dict(recorded(job), **{key: value})
        back, cannot = recorded_job(opts, job)
        assert f"{key}={value}" in cannot, (key, cannot)
        assert offer_details(job, opts)[2] == cannot
        assert back.seed == job.seed and back.split == job.split   # the form's stay
    bad_width = recorded(job)
    bad_width["image"] = dict(bad_width["image"], width="../x")
    assert "width=../x" in recorded_job(bad_width, job)[1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_offers_differences_are_in_the_forms_words(qtbot, settings, language, lang):
    # "Write as: auto here, multilabel in the interrupted run" in a Japanese window: the
    # values are said as the form's own lists say them
    from gui.main_window import MainWindow
    if lang != "en":
        language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    shown = window.actions_bar.value_words
    got = {f: shown(f, v) for f, v in (("task", "auto"), ("task", "multilabel"),
                                        ("resize", "crop"), ("channels", "1"),
                                        ("shuffle", "on"), ("compression", "none"),
                                        ("seed", "7"))}
    assert got["seed"] == "7"
    assert got["resize"] == window.options.resize_combo.itemText(
        window.options.resize_combo.findData("crop"))
    if lang == "en":
        assert got == {"task": "multi-label classification", "resize": "Crop to fill",
                       "channels": "Grey", "shuffle": "on",
                       "compression": "no compression", "seed": "7"}
        assert shown("task", "auto") == "Automatic"
    else:
        assert shown("task", "auto") == "自動"
        assert got["task"] not in ("multilabel", "multi-label classification")
        assert got["resize"] == "切り抜いて埋める" and got["shuffle"] == "オン"
        assert got["channels"] not in ("1", "Grey")


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_an_empty_custom_size_is_said_in_words_not_a_question_mark(qtbot, settings, language,
                                                                    lang):
    # 「サイズ: ここでは ?、中断された実行では 512x512」: the form's size, custom and left
    # empty, was a bare "?"
    from gui.main_window import MainWindow
    from gui.resume import offer_details
    if lang != "en":
        language(lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    form = window.options
    form.size_combo.setCurrentIndex(form.size_combo.findData("custom"))
    form.custom_size.setText("")
    job = form.job("s")
    diffs = offer_details(job, recorded(Job(source="s", out="o", size="512x512")))[0]
    assert ("size", "?", "512 × 512") in diffs
    said = window.actions_bar.value_words("size", "?")
    assert said == {"en": "(not set)", "ja": "(未設定)", "ko": "(설정 안 됨)"}[lang]
    assert window.actions_bar.value_words("size", "512 × 512") == "512 × 512"


def test_the_window_finishes_a_run_recorded_with_a_size_it_did_not_apply():
    """A run started with --resize none --size 320 (each image at its own size): engines up
    to 0.3.8 recorded the size. The Resume offer lists no difference for a form at "Keep
    original size" (there is none), and the --resume it sends, without --size, was refused
    ("--size: the run used 320, now 224"); its fingerprint is now accepted."""
    from engine.commands import cli
    from engine.run.resume import accepted_fingerprints, fingerprint
    from gui.resume import offer_details, resume_job
    form = Job(source="s", out="o", size="original", format="png")
    old = recorded(form)
    assert "width" not in old["image"]   # (not recorded now)
    old["image"] = dict(old["image"], width=320, height=320)   # (as 0.3.8 recorded it)
    diffs, carried, unknown = offer_details(form, old)
    assert (diffs, carried, unknown) == ([], [], [])
    argv = resume_job(form, old).convert_args()
    assert "--size" not in argv and "--resume" in argv
    cfg = cli.config_from_args(cli.build_parser().parse_args(argv))
    header = {"fingerprint": fingerprint(cfg.output_options(), [])}
    assert fingerprint(old, []) in accepted_fingerprints(cfg, [], header, composed=(),
                                                         recorded=old)


def test_resume_carries_no_option_the_run_left_without_effect(monkeypatch):
    """--exact at Keep original size and the decoder path at Original bytes change no byte
    (engine.config.ignored): Resume passes neither, whether the run recorded them (engines
    up to 0.3.9) or not; at original it passed "--decoder pillow" for the run's lack of
    one. On the turbo path --exact still decides the bytes, and is passed."""
    monkeypatch.delenv("TFRS_DECODER", raising=False)
    kept = recorded_argv(["--resize", "none", "--exact"])
    original = recorded_argv(["--format", "original", "--decoder", "turbo"])
    for opts in (kept, original):
        assert carried_args(opts) == ([], []), opts
    older = {**kept, "image": dict(kept["image"], exact=True)}
    assert carried_args(older) == ([], [])
    older = {**original, "image": dict(original["image"], decoder="turbo")}
    assert carried_args(older) == ([], [])
    turbo = recorded_argv(["--resize", "none", "--exact", "--decoder", "turbo"])
    assert carried_args(turbo) == (["--exact", "--decoder", "turbo"], [])
