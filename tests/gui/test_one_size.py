"""One size, one text: the window wrote sizes in binary units ("1.5 MiB") where the engine's
lines, the command line and the MB/s of the charts used decimal ones ("1.6 MB" of the same
shard), and the offer to unpack an archive said "80.1 MiB free" above a refusal of the
same disk's "84 MB". Every size said to a user is engine.byte_sizes' rule now; the window
writes its number in the window's locale."""

from __future__ import annotations

import pytest

from engine.byte_sizes import size_text
from gui import unpack
from gui.units import format_bytes
from gui.widgets.unpack_words import error_text, survey_text

SIZES = (0, 1, 999, 1000, 1536, 20_480, 999_949, 999_950, 1_500_000, 52_428_800,
         83_886_080, 10**9, 3 * 1024**3, 5 * 10**12)


@pytest.mark.parametrize("n", SIZES)
def test_the_window_says_a_size_as_the_engine_does(qapp, n):
    assert format_bytes(n) == size_text(n)


def test_decimal_units_as_the_charts_mb_per_s(qapp):
    assert [format_bytes(n) for n in (999, 1536, 999_950, 1_500_000, 3 * 1024**3)] == \
        ["999 B", "1.5 kB", "1.0 MB", "1.5 MB", "3.2 GB"]


def test_unpacking_says_the_free_space_alike_before_and_in_its_refusal(qapp, tmp_path):
    free, total = 83_886_080, 52_428_800 * 2
    found = unpack.Survey(files=2, size=total, packed=51_200, free=free,
                          dest=str(tmp_path / "x"), earlier="", partial="", held=0, older="")
    refused = unpack.too_little_space(str(tmp_path / "x.zip"), total, free)
    assert refused is not None
    said = error_text(refused)
    assert f"it needs {format_bytes(total)}, and the disk has {format_bytes(free)} free" \
        in said, said
    assert f"{format_bytes(free)} free there" in survey_text(found)
    assert format_bytes(free) == "83.9 MB"
