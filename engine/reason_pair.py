"""The shapes of a catalogued sentence with a count: a (one, many) pair, or a By pair that
names the count it is chosen by (engine.reason_codes.pick chooses; engine.reason_catalogue
and the window's tables, gui/engine_text*.py, hold them). Standard library only.

A plain (one, many) tuple is chosen by the first of engine.reason_codes.COUNT_KEYS its
parameters hold ({n} mostly). Where another count governs the noun ("{n} of {m} shards
present"), the pair names it: By("m", one, many). A form of a By pair may be a (one, many)
tuple itself, for a second noun or a verb that agrees with that first count ("{n} label
but {m} class names": the labels by {n}, the class names by {m}).

The engine's English outside the catalogue (the command line's lines, the log) chooses
its words by the same rule: plural and counted.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class By:
    """A (one, many) pair chosen by the count `key` (the one form when it is 1); each form
    a sentence, or a (one, many) tuple chosen as a plain pair is."""
    key: str
    one: str | tuple[str, str]
    many: str | tuple[str, str]


#: A sentence, its (one, many) pair chosen by its count, or a By pair.
Template = str | tuple[str, str] | By


def plural(n: int, one: str, many: str | None = None) -> str:
    """The English form for the count `n`: `one` when n is 1, else `many` (by default
    `one` + "s"): "image"/"images", "box"/"boxes", "is"/"are". The count itself is the
    caller's to write (counted writes it grouped)."""
    return one if n == 1 else (one + "s" if many is None else many)


def counted(n: int, one: str, many: str | None = None) -> str:
    """``n`` things in English, grouped and with the right number: "1 class", "1,200
    images" (the command line's words; the window's are translated with plural forms)."""
    return f"{n:,} {plural(n, one, many)}"
