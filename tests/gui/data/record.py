"""Re-record the real-engine event streams the GUI tests replay (*_recorded.jsonl).

    python tests/gui/data/record.py            # rewrite the recordings beside this file
    python tests/gui/data/record.py DIR        # write them into DIR instead (to compare)
    python tests/gui/data/record.py DIR --images 40   # a quick smoke run

Each recording is the stdout of one real `python -m engine ... --events jsonl` run on a
dataset generated here, with the numbers the tests expect: 1600 images + 5 broken files
(convert, cancel), a missing source (bad source), verify of a 120-image dataset, and the
time-left recordings (eta_*): 1200 images converted slowly enough (PNG, --exact) to take
half a minute, once from the start and once resumed after a cancel, and a Resume of 600
images + 120 broken files cancelled after its first shard (resume_failures_recorded: its
first count says what it kept, and a sixth of what it converts fails).
Re-record after a protocol change that the recordings must show; an older recording that
still decodes is worth keeping (it proves that old engines' streams still read).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from tests.engine import imagefactory as F  # noqa: E402


def make_dataset(folder: Path, images: int, broken: int) -> None:
    for i in range(images):
        cls = ("daisy", "rose", "tulip")[i % 3]
        F.write(folder / cls / f"{i:05d}.jpg", F.encode(F.noise(320, 240, i), "JPEG"))
    for i in range(broken):
        F.write(folder / "rose" / f"broken{i}.jpg", b"\xff\xd8\xff\xe0 not a picture")


def engine(*args: str, cancel_after_shards: int = 0) -> str:
    """stdout of one engine run; with cancel_after_shards, a `cancel` line is sent on stdin
    once that many shard_written events came (as the window's Cancel does)."""
    argv = [sys.executable, "-m", "engine", *args, "--events", "jsonl"]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    p = subprocess.Popen(argv, cwd=ROOT, env=env, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert p.stdin is not None and p.stdout is not None
    lines, shards = [], 0
    for line in p.stdout:
        lines.append(line)
        if cancel_after_shards and '"type":"shard_written"' in line.replace(" ", ""):
            shards += 1
            if shards == cancel_after_shards:
                p.stdin.write("cancel\n")
                p.stdin.flush()
    p.wait(timeout=600)
    return "".join(lines)


def record_eta(t: Path, out: Path, images: int) -> None:
    """The time-left recordings: a whole run, and a Resume of a run cancelled after three
    shards (its first progress counts the kept shards' images)."""
    make_dataset(t / "eta", images, broken=0)
    slow = ("--workers", "2", "--size", "224", "--format", "png", "--exact",
            "--shard-size", "4")
    (out / "eta_fresh_recorded.jsonl").write_text(engine(
        "convert", str(t / "eta"), "--out", str(t / "eta_fresh"), *slow))
    engine("convert", str(t / "eta"), "--out", str(t / "eta_resume"), *slow,
           cancel_after_shards=3)
    (out / "eta_resume_recorded.jsonl").write_text(engine(
        "convert", str(t / "eta"), "--out", str(t / "eta_resume"), *slow, "--resume"))


def record_resume_failures(t: Path, out: Path, images: int) -> None:
    """A Resume whose images partly fail, of a run cancelled after its first shard: the
    live average speed's recording (tests/gui/test_live_average.py)."""
    make_dataset(t / "rf", images, broken=images // 5)
    opts = ("--workers", "2", "--size", "224", "--shard-size", "4")
    engine("convert", str(t / "rf"), "--out", str(t / "rf_out"), *opts, cancel_after_shards=1)
    (out / "resume_failures_recorded.jsonl").write_text(engine(
        "convert", str(t / "rf"), "--out", str(t / "rf_out"), *opts, "--resume"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", nargs="?", default=str(HERE))
    ap.add_argument("--images", type=int, default=1600)
    ap.add_argument("--eta-only", action="store_true", help="only the eta_* recordings")
    ap.add_argument("--resume-only", action="store_true",
                    help="only resume_failures_recorded.jsonl")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        record_resume_failures(t, out, a.images * 3 // 8)
        if a.resume_only:
            return
        record_eta(t, out, a.images * 3 // 4)
        if a.eta_only:
            return
        make_dataset(t / "ds", a.images, broken=5)
        make_dataset(t / "small", min(120, a.images), broken=0)
        common = ("--workers", "2", "--size", "224")
        (out / "convert_recorded.jsonl").write_text(engine(
            "convert", str(t / "ds"), "--out", str(t / "out3"), *common,
            "--shard-size", "8", "--split", "train=0.9,val=0.1"))
        (out / "cancel_recorded.jsonl").write_text(engine(
            "convert", str(t / "ds"), "--out", str(t / "out4"), *common, "--format", "png",
            "--exact", "--shard-size", "4", cancel_after_shards=1))
        (out / "bad_source_recorded.jsonl").write_text(engine(
            "convert", "/nope", "--out", str(t / "out2"), *common))
        assert engine("convert", str(t / "small"), "--out", str(t / "out1"), *common,
                      "--shards", "1")
        (out / "verify_recorded.jsonl").write_text(engine("verify", str(t / "out1")))
    print(f"recorded into {out}")


if __name__ == "__main__":
    main()
