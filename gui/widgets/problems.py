"""How the window shows a problem with an option: the message in the window's language, and
red for real problems (the normal colour for notices such as "the folder holds the dataset
just made")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from gui.job import NOTICES, RULE_VALUES


def error_colour(widget: QWidget) -> str:
    """A red that stays readable on light and dark window backgrounds."""
    dark = widget.palette().color(QPalette.ColorRole.Window).lightness() < 128
    return "#ff7b72" if dark else "#b3261e"


def problem_text(message: str) -> str:
    """A gui.job message (English, marked with N_) in the window's language, its
    placeholders filled with the engine's limits (gui.job.RULE_VALUES)."""
    text = QCoreApplication.translate("Job", message)
    for candidate in (text, message):   # a translation with a broken placeholder: English
        try:
            return candidate.format(**RULE_VALUES) if "{" in candidate else candidate
        except (KeyError, IndexError, ValueError):
            continue
    return message   # braces of its own (a folder named "{raw}" in a scan error)


def problem_style(widget: QWidget, messages: list[str]) -> str:
    """Red when any of ``messages`` is a real problem; the normal colour for notices
    (gui.job.NOTICES: e.g. the folder holds the dataset just made)."""
    if any(m not in NOTICES for m in messages):
        return f"color: {error_colour(widget)};"
    return ""
