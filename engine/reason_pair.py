"""The shapes of a catalogued sentence with a count: a (one, many) pair, or a By pair that
names the count it is chosen by (engine.reason_codes.pick chooses; engine.reason_catalogue
and the window's tables, gui/engine_text*.py, hold them). Standard library only.

A plain (one, many) tuple is chosen by the first of engine.reason_codes.COUNT_KEYS its
parameters hold ({n} mostly). Where another count governs the noun ("{n} of {m} shards
present"), the pair names it: By("m", one, many). A form of a By pair may be a (one, many)
tuple itself, for a second noun or a verb that agrees with that first count ("{n} label
but {m} class names": the labels by {n}, the class names by {m}).
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
