"""The one order of names for people: case ignored, the digits in a name counted as numbers
("img2" before "img10"), then the name itself, so that "img7" and "img007" always come in
one order. ``inspect`` lists a folder's TFRecord files by it (engine.commands.inspect_files)
and the window's Failures tab its files (gui.widgets.failures_model): each had its own
copy, and the two lists put "img7" and "img007" (and "Straße" and "STRASSE") apart
differently. Standard library only: the window imports it."""

from __future__ import annotations

import re

_DIGITS = re.compile(r"(\d+)")
_SEPARATORS = re.compile(r"[/\\]")


def natural_key(text: str) -> tuple:
    """``text`` as it sorts for people: its parts between digits case-folded, its runs of
    digits as numbers, then ``text`` itself (a stable order of names that differ only in
    case or leading zeros). A path sorts folder by folder: "cat/img2" before "cat/img10",
    and a folder's files together (by the whole text, "cat2/img1" came between "cat/img"
    and "cat/img2")."""
    return (tuple(_part_key(part) for part in _SEPARATORS.split(text)), text)


def _part_key(name: str) -> tuple:
    # (split with one group: text and digits alternate, text first, so parts at one place
    # are always of one kind and never compare a number with text)
    parts = _DIGITS.split(name)
    return tuple(int(p) if i % 2 else p.casefold() for i, p in enumerate(parts))
