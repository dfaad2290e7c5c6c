"""Text wrapped as a word-wrapping label or item view lays it out (QTextLayout, word wrap):
the tests that check a name is kept whole on a line measure it here, one way."""

from __future__ import annotations

from PySide6.QtGui import QTextLayout, QTextOption


def wrapped(text: str, width: int, font) -> list[tuple[int, int, float]]:
    """(start, length, drawn width) of each line of ``text`` wrapped ``width`` px wide."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append((line.textStart(), line.textLength(), line.naturalTextWidth()))
    layout.endLayout()
    return lines


def line_starts(text: str, width: int, font) -> list[int]:
    """Where ``text``'s second and later lines start, wrapped ``width`` px wide."""
    return [start for start, _, _ in wrapped(text, width, font)[1:]]
