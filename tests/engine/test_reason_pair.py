"""The engine's English words for a count (engine.reason_pair.plural, counted): the rule
engine.reason_codes.pick applies to a catalogued pair, for the sentences the catalogue
matches afterwards."""

from __future__ import annotations

import pytest

from engine.reason_codes import describe, pick
from engine.reason_pair import counted, plural


@pytest.mark.parametrize(("n", "word"), [(0, "images"), (1, "image"), (2, "images"),
                                         (1000, "images")])
def test_plural_adds_s_unless_the_count_is_one(n, word):
    assert plural(n, "image") == word


def test_plural_takes_the_many_form_as_given():
    assert [plural(n, "box", "boxes") for n in (0, 1, 2)] == ["boxes", "box", "boxes"]
    assert [plural(n, "is", "are") for n in (1, 3)] == ["is", "are"]
    # an empty form is a form, not a missing one ("" one, "e.g. " many)
    assert [plural(n, "", "e.g. ") for n in (1, 2)] == ["", "e.g. "]
    assert plural(2, "x", "") == ""


def test_counted_groups_the_count_and_agrees_with_it():
    assert counted(1, "class", "classes") == "1 class"
    assert counted(0, "class", "classes") == "0 classes"
    assert counted(1200, "image") == "1,200 images"


@pytest.mark.parametrize("n", [1, 2, 1500])
def test_plural_chooses_as_pick_does_for_a_catalogued_pair(n):
    pair = ("{n} image", "{n} images")
    assert f"{n:,} {plural(n, 'image')}" == pick(pair, {"n": f"{n:,}"}).format(n=f"{n:,}")


def test_a_sentence_written_with_plural_keeps_its_code():
    # verify's line about a shard's size is catalogued as a pair: both forms are matched
    for n in (1, 7):
        text = (f"shard.tfrecord: {counted(n, 'byte')} on disk, the manifest says 9 (file "
                "cut short or changed)")
        code, params = describe(text)
        assert code and params.get("n") == str(n), (text, code, params)
