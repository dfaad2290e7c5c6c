"""A byte-size option's limit is said in the unit it was typed in: --max-file-size and
--memory-limit read "512M" as 512 MiB (binary units), and their refusals said it in decimal
ones: "above the --max-file-size limit of 537 MB" of --max-file-size 512M."""

from __future__ import annotations

import pytest

from engine import protocol
from engine.errors import ImageError
from engine.option_rules import binary_size, limit_words, parse_bytes
from engine.reason_codes import describe
from tests.engine import imagefactory as F
from tests.engine.conftest import run_cli


def test_a_limit_is_said_as_it_was_typed():
    assert limit_words(parse_bytes("512M", "--max-file-size")) == "512 MiB"
    assert limit_words(parse_bytes("1G", "--max-file-size")) == "1 GiB"
    assert limit_words(parse_bytes("1.5GiB", "--memory-limit")) == "1.5 GiB"
    assert limit_words(parse_bytes("64k", "--max-file-size")) == "64 KiB"
    assert binary_size(parse_bytes("512M", "--max-file-size")) == ("512 MiB", "512M")
    # bytes typed as such, or a limit the engine chose: the decimal rule (byte_sizes)
    assert binary_size(1_000_000) is None
    assert limit_words(1_000_000) == "1.0 MB"


def test_a_run_refuses_a_file_over_the_limit_in_the_unit_typed(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 4, 96)   # noise JPEGs of ~10 kB
    sizes = sorted(p.stat().st_size for p in src.rglob("*.jpg"))
    assert sizes[0] > 8 << 10, sizes
    code, events, _ = run_cli("convert", str(src), "--out", str(tmp_path / "out"),
                              "--size", "16", "--workers", "1", "--max-file-size", "8K")
    assert code != protocol.EXIT_OK
    reasons = [e["reason"] for e in events if e["type"] == "item_failed"]
    assert len(reasons) == 4, events
    for reason in reasons:
        assert "above the --max-file-size limit of 8 KiB " in reason, reason
        assert describe(reason)[0] == "file.too_big", reason   # the window's code for it
        assert describe(reason)[1]["limit"] == "8 KiB"


def test_a_files_size_and_a_decodes_need_are_said_as_every_size_is(tmp_path):
    """The size a refusal names is said by the one rule (engine.byte_sizes.size_text):
    "file is 0 MB, above the --max-file-size limit of 300 KiB" of a 400 kB file, "needs
    about 0 MB", "first 4 MB" of 4 MiB read. Each still reads as its code (the window's)."""
    import multiprocessing

    from engine.errors import OverBudget
    from engine.run.memory_budget import MemoryBudget
    from engine.sources import reading

    limit = parse_bytes("300K", "--max-file-size")
    (tmp_path / "big.jpg").write_bytes(F.encode(F.noise(8, 8, seed=1), "JPEG")
                                       + b"\0" * 400_000)
    with pytest.raises(ImageError) as refused:
        reading.read_file(str(tmp_path / "big.jpg"), limit)
    said = str(refused.value)
    size = (tmp_path / "big.jpg").stat().st_size
    assert said.startswith(f"file is {size / 1000:.1f} kB, above the --max-file-size "
                           "limit of 300 KiB "), said
    assert describe(said) == ("file.too_big", {"size": f"{size / 1000:.1f} kB",
                                               "limit": "300 KiB"})
    budget = MemoryBudget(parse_bytes("16M", "--memory-limit"), 1,
                          multiprocessing.get_context("spawn"))
    with pytest.raises(OverBudget) as over:
        budget.reserve(17_300_000)
    said = str(over.value)
    assert said.startswith("decoding this image needs about 17.3 MB, more than the "
                           "--memory-limit of 16 MiB "), said
    assert describe(said) == ("file.memory_limit", {"need": "17.3 MB", "limit": "16 MiB"})


def test_a_jpeg_without_image_data_names_the_bytes_looked_at(tmp_path, monkeypatch):
    """"first 4 MB" of the 4 MiB looked at: the limit in its own (binary) words."""
    from engine.config import ImageOptions
    from engine.sources import reading
    app1 = b"\xff\xe1" + (65533).to_bytes(2, "big") + b"\0" * 65531
    (tmp_path / "h.jpg").write_bytes(b"\xff\xd8" + app1 * 3)
    monkeypatch.setattr(reading, "JPEG_HEADER_LIMIT", 64 << 10)
    with pytest.raises(ImageError) as refused:
        reading.memory_needed(str(tmp_path / "h.jpg"), ImageOptions())
    said = str(refused.value)
    assert said.startswith("JPEG has no image data in its first 64 KiB: "), said
    assert describe(said) == ("file.jpeg_no_data", {"size": "64 KiB"})
