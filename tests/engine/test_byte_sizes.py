"""One rule for every size said to a user (engine.byte_sizes): decimal units, the MB of the
MB/s the progress line and the charts show. A shard's line said "(60 records, 0.0 MB)" of
a 30 kB file, `inspect` said "30.2 KB" of the same file and the window "29.5 KiB"; the run
log's "read 0.0 MB of images" beside its MB/s. Now each says "30.2 kB"."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from engine.byte_sizes import scaled, size_text
from tests.engine import imagefactory as F
from tests.engine.conftest import ROOT


@pytest.mark.parametrize(("n", "text"), [
    (0, "0 B"), (999, "999 B"), (1000, "1.0 kB"), (1536, "1.5 kB"), (999_949, "999.9 kB"),
    (999_950, "1.0 MB"), (1_500_000, "1.5 MB"), (10**9, "1.0 GB"), (3 * 1024**3, "3.2 GB"),
    (5 * 10**15, "5,000.0 TB")])
def test_a_size_in_decimal_units_one_decimal_past_bytes(n, text):
    assert size_text(n) == text
    assert scaled(n)[1] == text.split()[1]


def _engine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=300)


def test_a_shard_is_said_one_size_by_the_run_its_log_and_inspect(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 12, 64, classes=("a",))
    out = tmp_path / "out"
    run = _engine("convert", str(src), "--out", str(out), "--shards", "1", "--size", "64x64",
                  "--events", "text")
    assert run.returncode == 0, run.stderr
    (shard,) = sorted(out.glob("*.tfrecord"))
    size = shard.stat().st_size
    assert 1000 < size < 999_950   # (kB: said "0.0 MB" before)
    said = size_text(size)
    assert f"{said})" in re.search(r"wrote .*", run.stdout + run.stderr).group(0)
    # inspect's size line: the same text, then the exact bytes
    report = _engine("inspect", str(shard))
    assert report.returncode == 0, report.stderr
    assert f"{said} ({size:,} bytes)" in report.stdout, report.stdout
    # the run log's split line: that shard's bytes in the same words
    log = (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    assert f"train: 12 images in 1 shard, {said}\n" in log, log
    assert "read 0.0 MB" not in log and re.search(r"read [\d.]+ kB of images", log), log
