"""A few names in a sentence of the window's (context "NameList"): the first few, "…"
when there are more, and the sentence's full stop left out after that "…" (the engine's one
rule for it, engine.reason_codes.after_cut_list). Each panel cut its own lists: the
Replace question, a cancel's summary and the source panel each applied the rule by hand,
and a cluster's workers were listed "a, b…" with English commas in a Japanese window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.reason_codes import after_cut_list
from gui.i18n import number


def _tr(text: str) -> str:
    return QCoreApplication.translate("NameList", text)


def cut_names(names: Sequence[str], shown: int, count: int | None = None) -> str:
    """"a.jpg, b.jpg, c.jpg, …": the first ``shown`` of ``names`` as the window's language
    lists them, then "…" when there are more. ``count``: how many there are in all when
    ``names`` holds only some of them; the list then ends "…, 12 more" with the number of
    those not named (as Resume's offer says which images changed)."""
    listed = [str(n) for n in names[:shown]]
    total = len(names) if count is None else max(count, len(listed))
    text = _tr(", ").join(listed)
    if total <= len(listed):
        return text
    if count is not None:
        more = _tr("{n} more").format(n=number(total - len(listed)))
        return _tr(", ").join([text, more]) if listed else more
    return text + _tr(", …") if listed else "…"


def with_names(sentence: str, names: Sequence[str], shown: int, count: int | None = None,
               **values: object) -> str:
    """``sentence`` (in the window's language, with a {names} placeholder and any of
    ``values``) saying :func:`cut_names`' list, and without its full stop right after the
    list's "…": "Everything else in the folder stays (5 items): a, b, c, …" (not "…."),
    "…、c、…" in Japanese (not "…。"), a sentence after it kept apart."""
    return after_cut_list(sentence.format(names=cut_names(names, shown, count), **values))
