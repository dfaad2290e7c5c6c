"""The space a full disk's message says the rest of a run needs (engine.run.space_needed):
measured on the run's own records, even when the first write is the one refused, and with
the side files as the folder holds them. A run stopped by its first write asked for
13.2 MB for a 2.4 MB dataset (the shard-size estimate's bound for a 224x224 JPEG), or
2.0 MB (the inputs' sizes, with --shards), and every run added a fixed 1 MiB: 2.2 MB
asked for a 1.5 MB output."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from engine import protocol
from engine.config import ImageOptions
from engine.errors import WriteError
from engine.reason_codes import describe
from engine.run import space_needed, writer
from tests.engine import imagefactory as F

N = 60


@pytest.fixture(scope="module")
def src(tmp_path_factory) -> Path:
    return F.noise_dataset(tmp_path_factory.mktemp("space") / "src", N, 128)


def _need(message: str) -> float:
    """The bytes {need} says ("2.6 MB"), and that the sentence counts all N images."""
    code, params = describe(message)
    assert code == "concat", message
    (said,) = [p for p in params["parts"] if p["code"].startswith("run.space_needed")]
    assert said["params"]["n"] == str(N), message
    value, unit = said["params"]["need"].split()
    return float(value) * {"kB": 1e3, "MB": 1e6, "GB": 1e9}[unit]


@pytest.mark.parametrize("num_shards", [None, 2], ids=["shard-size", "shards"])
def test_a_run_stopped_by_its_first_write_measures_the_batch_it_refused(
        src, tmp_path, monkeypatch, num_shards):
    image = ImageOptions(width=224, height=224)
    ref = tmp_path / "ref"
    code, _ = F.convert_in_process(src, ref, workers=1, num_shards=num_shards, image=image)
    assert code == protocol.EXIT_OK
    dataset = sum(p.stat().st_size for p in ref.iterdir() if p.is_file())

    def full(path: str, nbytes: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), path)
    monkeypatch.setattr(writer, "os_write_hook", full)
    code, events = F.convert_in_process(src, tmp_path / "out", workers=1,
                                        num_shards=num_shards, image=image)
    assert code == protocol.EXIT_WRITE_ERROR
    message = [e for e in events if isinstance(e, protocol.RunFailed)][-1].message
    need = _need(message)
    # about what the dataset takes: never less, and not much more (one decimal said)
    assert dataset - 0.05e6 <= need <= dataset * 1.1 + 0.15e6, (need, dataset, message)


def test_the_side_files_are_counted_as_the_folder_holds_them(tmp_path, monkeypatch):
    """A failed run's rejected.csv of 3 MB is written again beside itself: its size is
    part of the need; an empty folder's side files are tens of KB, not a fixed MiB."""
    monkeypatch.setattr(space_needed.shutil, "disk_usage", lambda path: _Usage())
    spec = type("Spec", (), {"filename": "s", "samples": [object()] * 10})()
    full = WriteError("The disk is full.", errno.ENOSPC)

    def need() -> str:
        text = space_needed.with_space_needed(full, str(tmp_path), [spec], {}, 10, 100_000,
                                              0.0)
        return describe(text.split("full. ")[1])[1]["need"]
    assert need() == "170.5 kB"   # 10 x 10 KB, 5% more, 64 KiB (as every size is said)
    (tmp_path / "rejected.csv").write_bytes(b"x" * 3_000_000)
    assert need() == "3.2 MB"


class _Usage:
    free = 12_000_000


def test_a_refused_write_carries_its_records_and_bytes(tmp_path, monkeypatch):
    def full(path: str, nbytes: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), path)
    w = writer.ShardWriter(str(tmp_path), "data-train-00000-of-00001.tfrecord")
    monkeypatch.setattr(writer, "os_write_hook", full)
    with pytest.raises(WriteError) as e:
        w.write(b"x" * 3000, records=3, sizes=[1000] * 3)
    assert e.value.refused == (3, 3000)
    w.abort()
