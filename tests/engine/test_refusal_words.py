"""The words the run refuses an input file with (engine.codecs.refusals), which the
window's pre-run scan says too."""

from __future__ import annotations

import pytest

from engine import magic
from engine.codecs import refusals
from engine.errors import ImageError
from engine.sources.reading import check_head


@pytest.mark.parametrize("cut", [0, 1, 2])
def test_notes_in_japanese_named_jpg_are_text_where_the_head_cuts_a_character(cut):
    """The first 512 bytes of a page of Japanese (three bytes a character) end inside a
    character two times in three: such a file was "not a recognised image format" where
    the same notes in English were "not an image: the file contains text"."""
    head = ("日本語のメモです。" * 40).encode()[:magic.HEAD_BYTES - cut]
    assert magic.sniff(head) == "text"
    with pytest.raises(ImageError, match="the file contains text"):
        check_head(head)
    assert magic.sniff(b"\xff\xfe broken" + head) is None   # invalid, not cut: not text


def test_megapixels_are_said_with_a_decimal_below_ten():
    """A 1500x1000 slide above a limit of 1 MP was "= 2 megapixels" (the window's list said
    1.5, and the Largest image field writes 1.5)."""
    assert "= 1.5 megapixels, above the --max-pixels limit of 1 MP" in \
        str(refusals.too_many_pixels(1500, 1000, 1_000_000))
    assert "= 108 megapixels, above the --max-pixels limit of 100 MP" in \
        str(refusals.too_many_pixels(12_000, 9_000, 100_000_000))
    assert "= 3 megapixels, above the --max-pixels limit of 2.5 MP" in \
        str(refusals.too_many_pixels(2000, 1500, 2_500_000))
