"""A byte-size option's limit is said in the unit it was typed in: --max-file-size and
--memory-limit read "512M" as 512 MiB (binary units), and their refusals said it in decimal
ones: "above the --max-file-size limit of 537 MB" of --max-file-size 512M."""

from __future__ import annotations

from engine import protocol
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
