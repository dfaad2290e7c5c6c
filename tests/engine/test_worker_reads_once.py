"""A worker reads a small file before reserving its share of the memory budget, and opens
a JPEG once for both its estimate and its decode (issue 16: the estimate's second open
and header parse were ~4% of a seed photo's conversion). Larger files are still
estimated from their header before a byte more is read; output bytes are unchanged."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pytest

from engine.codecs import imaging
from engine.config import ImageOptions
from engine.run import worker
from engine.run.memory_budget import MemoryBudget
from engine.sources import reading
from tests.engine import imagefactory as F

MB = 1 << 20


@pytest.fixture
def files(tmp_path) -> dict[str, Path]:
    """Small JPEGs (one EXIF-rotated, one progressive, one grey), a PNG with alpha, and a
    JPEG above the read-first size."""
    photo = F.noise(300, 200, 7)
    big = F.encode(F.noise(1400, 1000, 8), "JPEG", quality=98)
    assert len(big) > worker.READ_FIRST_MAX
    return {
        "plain": F.write(tmp_path / "plain.jpg", F.encode(photo, "JPEG", quality=90)),
        "rotated": F.write(tmp_path / "rotated.jpg", F.jpeg_with_orientation((300, 200), 6)),
        "progressive": F.write(tmp_path / "progressive.jpg",
                               F.encode(photo, "JPEG", progressive=True)),
        "grey": F.write(tmp_path / "grey.jpg", F.encode(photo.convert("L"), "JPEG")),
        "alpha": F.write(tmp_path / "alpha.png", F.encode(photo.convert("RGBA"), "PNG")),
        "big": F.write(tmp_path / "big.jpg", big),
    }


@pytest.fixture
def configured():
    """worker.configure for one test; the module's state is restored afterwards."""
    saved = (worker._OPTS, worker._BUDGET)

    def configure(opts: ImageOptions, budget: MemoryBudget | None) -> None:
        worker.configure(opts, budget)

    yield configure
    worker._OPTS, worker._BUDGET = saved


def _budget(limit: int = 1 << 30) -> MemoryBudget:
    return MemoryBudget(limit, 2, multiprocessing.get_context("spawn"))


def _records(paths) -> list[bytes | None]:
    result = worker.convert_batch(0, [(str(p), p.name, 1, "x") for p in paths])
    assert [r.reason for r in result.items] == [""] * len(paths)
    return [r.record for r in result.items]


def _count_opens(monkeypatch) -> list[int]:
    opens: list[int] = []
    real = imaging.open_image

    def counting(data, max_pixels):
        opens.append(1)
        return real(data, max_pixels)

    monkeypatch.setattr(imaging, "open_image", counting)
    return opens


@pytest.mark.parametrize("decoder", ["scaled", "pillow"])
def test_a_small_jpeg_is_opened_once_and_converts_to_the_same_bytes(
        files, configured, monkeypatch, decoder):
    opts = ImageOptions(decoder=decoder)
    jpegs = [files[k] for k in ("plain", "rotated", "progressive", "grey")]
    configured(opts, None)                            # no budget: read, then convert
    expected = _records(jpegs + [files["alpha"]])
    configured(opts, _budget())
    opens = _count_opens(monkeypatch)
    assert _records(jpegs) == expected[:4]
    assert len(opens) == len(jpegs)                   # the old path opened each twice
    opens.clear()
    assert _records([files["alpha"]]) == expected[4:]
    assert len(opens) == 2                            # a PNG is opened again to decode


def test_a_large_file_is_estimated_from_its_header_before_it_is_read(
        files, configured, monkeypatch):
    configured(ImageOptions(), _budget())
    calls: list[str] = []
    for name in ("read_file", "memory_needed", "memory_needed_of"):
        real = getattr(reading, name)

        def traced(*args, _real=real, _name=name, **kw):
            calls.append(_name)
            return _real(*args, **kw)

        monkeypatch.setattr(reading, name, traced)
    _records([files["big"]])
    assert calls == ["memory_needed", "read_file"]
    calls.clear()
    _records([files["plain"]])
    assert calls == ["read_file", "memory_needed_of"]


def test_a_small_file_over_the_budget_is_refused_with_the_reason(files, configured):
    configured(ImageOptions(), _budget(limit=2 * MB))
    result = worker.convert_batch(0, [(str(files["plain"]), "plain.jpg", 1, "x")])
    (item,) = result.items
    assert item.record is None
    assert "more than the --memory-limit of 2 MiB " in item.reason


def test_a_vanished_file_is_named_as_such_on_the_read_first_path(files, configured):
    configured(ImageOptions(), _budget())
    missing = files["plain"].with_name("gone.jpg")
    result = worker.convert_batch(0, [(str(missing), "gone.jpg", 1, "x")])
    assert result.items[0].reason.startswith("file not found")
