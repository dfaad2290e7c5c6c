"""Tooltips speak the user's words: no programmer's jargon in any tooltip of the window."""

from __future__ import annotations

import re

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

#: Words a lab technician should not need to know to read a tooltip.
JARGON = (r"shard", r"tf\.data", r"checksum", r"decode", r"\bprocess(es)?\b", r"lossless",
          r"engine", r"\bours\b", r"\[,", r"reproduces", r"parallel", r"image bytes", r"RGB",
          r"classification")


def _tooltips(window) -> dict[str, str]:
    tips = {f"{w.objectName()}": w.toolTip() for w in window.findChildren(QWidget)
            if w.toolTip()}
    tips.update({f"action {a.objectName()}": a.toolTip() for a in window.findChildren(QAction)
                 if a.toolTip()})
    tips["tuneStart (enabled)"] = window.tune.start_btn.toolTip()
    return tips


def test_no_tooltip_uses_jargon(window):
    tips = _tooltips(window)
    assert len(tips) >= 30, "the window's controls explain themselves"
    found = {k: [w for w in JARGON if re.search(w, t, re.I)]
             for k, t in tips.items()}
    assert {k: v for k, v in found.items() if v} == {}


def test_tooltips_name_keys_as_the_keyboard_shows_them(window):
    assert "Ctrl+Enter" in window.actions_bar.start_btn.toolTip()
    assert "Esc" in window.actions_bar.cancel_btn.toolTip()
