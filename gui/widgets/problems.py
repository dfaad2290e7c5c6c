"""How the window shows a problem with an option: the message in the window's language, and
red for real problems (the normal colour for notices such as "the folder holds the dataset
just made")."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QWidget

from gui.cluster_address import Filled
from gui.job_rules import NOTICES, RULE_VALUES


def error_colour(widget: QWidget) -> str:
    """A red that stays readable on light and dark window backgrounds."""
    dark = widget.palette().color(QPalette.ColorRole.Window).lightness() < 128
    return "#ff7b72" if dark else "#b3261e"


def problem_text(message: str) -> str:
    """A gui.job_rules message (English, marked with N_) in the window's language, its
    placeholders filled with the engine's limits (gui.job_rules.RULE_VALUES), or with its
    own values (gui.cluster_address.Filled: the address to write)."""
    if isinstance(message, Filled):
        try:
            return QCoreApplication.translate("Job", message.template).format(**message.values)
        except (KeyError, IndexError, ValueError):   # a broken translation: English
            return str(message)
    text = QCoreApplication.translate("Job", message)
    for candidate in (text, message):   # a translation with a broken placeholder: English
        try:
            return candidate.format(**RULE_VALUES) if "{" in candidate else candidate
        except (KeyError, IndexError, ValueError):
            continue
    return message   # braces of its own (a folder named "{raw}" in a scan error)


def short_problem(text: str) -> str:
    """The first clause of a problem's message, for the line beside Start and the header:
    "The output folder is not empty: tick … or choose another folder." -> "The output
    folder is not empty" (出力フォルダーが空ではありません。… -> its first sentence)."""
    # (". " only before a capital or a Hangul syllable: "pairs, e.g. train=0.9" is one
    # clause; Korean ends its sentences with ". " too, and a Korean walker saw the whole
    # note twice, beside Start and under the field)
    first = re.split(r"(?<=[^\s.])(?::\s|：|\.\s(?=[A-Z“\"\uac00-\ud7a3])|。|;\s|；)",
                     text.strip(), maxsplit=1)[0]
    return first.rstrip(" .。:：;；") or text


def field_problem(text: str, field: str) -> str:
    """``text``, a problem shown under the option ``field`` (its row's label, as shown), as
    said away from it (beside Start, on the Tune tab): its first clause and a pointer."""
    # (the note named: "See the note under it" left a walker asking under what)
    return QCoreApplication.translate(
        "ActionBar", "“{field}”: {problem}. See the note under “{field}” in the options."
    ).format(field=field, problem=short_problem(text))


def problem_style(widget: QWidget, messages: list[str]) -> str:
    """Red when any of ``messages`` is a real problem; the normal colour for notices
    (gui.job_rules.NOTICES: e.g. the folder holds the dataset just made)."""
    if any(m not in NOTICES for m in messages):
        return f"color: {error_colour(widget)};"
    return ""


def show_problems(labels: dict[str, QLabel], errors: dict[str, str]) -> None:
    """Under each field, the messages of ``errors`` (gui.job_rules.validate's, English) whose keys
    ``labels`` maps to that field's label, translated and coloured; a label with none hides.
    Several keys may share a label (a row's options)."""
    found: dict[QLabel, list[str]] = {}
    for key, label in labels.items():
        found.setdefault(label, [])
        if key in errors:
            found[label].append(errors[key])
    for label, msgs in found.items():
        msgs = list(dict.fromkeys(msgs))
        label.setText("\n".join(problem_text(m) for m in msgs))
        label.setStyleSheet(problem_style(label, msgs))
        label.setVisible(bool(msgs))
