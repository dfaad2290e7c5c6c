"""File names kept whole where the window wraps text: Qt may break a line after any CJK
character, so "細胞_001.png" wrapped as "細胞_0" and "01.png" in the scan's problem list,
the Failures tab and Inspect's values. A name is drawn with U+2060 WORD JOINER between its
characters, which Qt's line breaking honours; a name wider than the room it has may break
only after a "/", "_", "-" or "." (a zero-width space there), never anywhere. Only the
drawing holds them: an item's text, what Copy, the clipboard and CSV files take, stays the
name (:func:`plain` for text that was drawn)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

WORD_JOINER = "\u2060"
ZERO_WIDTH_SPACE = "\u200b"
#: a space inside a name as drawn: Qt breaks a line at a space with a joiner on each side of
#: it ("TFRecord Studio" of every default output folder's path was split in the Replace
#: question), never at U+00A0 NO-BREAK SPACE; the two joiners before it mark it as ours,
#: for :func:`plain` (a name's own no-break space has one: it stays)
DRAWN_SPACE = WORD_JOINER * 2 + "\u00a0"
#: a full-width space (U+3000) inside a name as drawn: Qt breaks a line at any space but a
#: no-break one (one with a <noBreak> decomposition), joiners or not ("実験メモ　第1回.png"
#: was split there), and there is no no-break one as wide; a FIGURE SPACE and two NARROW
#: NO-BREAK SPACEs are (1 em within a pixel, measured: tests/gui/test_whole_names.py); the
#: two joiners before them mark them as ours, for :func:`plain`, which gives the U+3000 back
DRAWN_IDEOGRAPHIC_SPACE = WORD_JOINER * 2 + "\u2007\u202f\u202f"
_DRAWN_AS = {" ": DRAWN_SPACE, "\u3000": DRAWN_IDEOGRAPHIC_SPACE}
#: where a name too wide for its room may break: after these
SOFT = frozenset("/\\_-.")
_DRAWN = re.compile(f"[{WORD_JOINER}{ZERO_WIDTH_SPACE}]")


def joined(name: str, loose: bool = False,
           fits: Callable[[str], bool] = lambda _part: True) -> str:
    """``name`` with no line break inside it; ``loose``: one only after a "/", "_", "-",
    "." or "\\" (for a name wider than its room), never before its extension ("a_05." and
    "jpg"), nor inside a path's last name if that fits, and anywhere in a part between them
    that ``fits`` says is wider than the room too (Qt's own breaks: no joiner there)."""
    if not loose:
        return WORD_JOINER.join(_DRAWN_AS.get(ch, ch) for ch in name)
    cut = max(name.rfind("/"), name.rfind("\\")) + 1   # (a path: its file's name whole)
    if 0 < cut < len(name) and fits(name[cut:]):
        return joined(name[:cut], True, fits) + ZERO_WIDTH_SPACE + joined(name[cut:])
    ext = name.rfind(".") if "." in name[-6:] else len(name)
    parts, start = [], 0
    for i, ch in enumerate(name[:-1]):
        if ch in SOFT and i != ext:
            parts.append(name[start:i + 1])
            start = i + 1
    parts.append(name[start:])
    return ZERO_WIDTH_SPACE.join(joined(p) if fits(p) else p for p in parts)


def keep_whole(text: str, names: Iterable[str],
               fits: Callable[[str], bool] = lambda _name: True) -> str:
    """``text`` with each of ``names`` in it kept whole (:func:`joined`): loose where
    ``fits(name)`` says the name is wider than the room it has."""
    wanted = sorted({n for n in names if len(n) > 1}, key=len, reverse=True)
    if not wanted or not text:
        return text
    if len(wanted) == 1:   # (a list row's own name: asked at every paint and size query)
        name = wanted[0]
        return text.replace(name, joined(name, not fits(name), fits)) if name in text else text
    return _any_of(tuple(wanted)).sub(lambda m: joined(m[0], not fits(m[0]), fits), text)


@functools.lru_cache(maxsize=1024)
def _any_of(names: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern matching any of ``names``, the longest first (compiled once: a 500-row
    list's names outnumber re's own cache of 512 patterns)."""
    return re.compile("|".join(re.escape(n) for n in names))


def plain(text: str) -> str:
    """``text`` as drawn, without the joiners, breaks and no-break spaces :func:`keep_whole`
    put in (a full-width space given back as itself)."""
    return _DRAWN.sub("", text.replace(DRAWN_SPACE, " ").replace(DRAWN_IDEOGRAPHIC_SPACE,
                                                                    "\u3000"))


class WholeNamesDelegate(QStyledItemDelegate):
    """Draws and measures an item view's text with the file names in it kept whole.
    ``names(index)``: the names an item's text holds (its whole text: ``None``; each of its
    words with ``words``); an item's data is left as it is."""

    words = False

    def __init__(self, parent: QWidget,
                 names: Callable[[QModelIndex], Iterable[str] | None] = lambda _i: None
                 ) -> None:
        super().__init__(parent)
        self.names = names

    def initStyleOption(self, option, index) -> None:   # noqa: N802 - Qt's name
        super().initStyleOption(option, index)
        if not option.text or not option.features & QStyleOptionViewItem.ViewItemFeature.\
                WrapText:
            return
        names = self.names(index)
        if names is None:
            names = option.text.split() if self.words else [option.text.strip()]
        metrics = option.fontMetrics
        room = option.rect.width() - self._margins(option)
        option.text = keep_whole(option.text, names,
                                 lambda n: room <= 0 or metrics.horizontalAdvance(n) <= room)

    def _margins(self, option) -> int:
        """The room an item's text loses to the style's margins (and its icon)."""
        widget = option.widget
        style = widget.style() if widget is not None else None
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, widget) \
            if style is not None else 3
        icon = option.decorationSize.width() + 4 \
            if option.features & QStyleOptionViewItem.ViewItemFeature.HasDecoration else 0
        return 2 * (margin + 1) + icon
