"""gui.resume: the form's job against the options an interrupted run recorded (as the
engine records them: its own parser and ConvertConfig)."""

from __future__ import annotations

import dataclasses

from gui.job import Job
from gui.resume import differences, recorded_job


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
    # JPEG quality does not matter for PNG output
    assert differences(dataclasses.replace(old, quality=50), recorded(old)) == []


def test_options_the_form_cannot_set_block_resume_from_the_window():
    opts = recorded(JOBS[0])
    opts["num_shards"] = 8
    opts["image"]["max_pixels"] = 5
    opts["something_new"] = "x"     # unknown to this engine too: ignored
    _, missing = recorded_job(opts, JOBS[0])
    assert sorted(missing) == ["--shards 8", "max_pixels=5"]
