"""Small helpers shared by the widgets."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QLayout, QVBoxLayout, QWidget

W = TypeVar("W", bound=QWidget)


def name(widget: W, object_name: str, accessible: str, tip: str = "") -> W:
    """Set objectName, accessibleName (and tooltip) in one place: every control gets them."""
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    if tip:
        widget.setToolTip(tip)
    return widget


def column(*items: QWidget | QLayout | tuple[QWidget | QLayout, int],
           widget: QWidget | None = None) -> QWidget:
    """Lay ``items`` out top to bottom, without margins, in ``widget`` (a new plain QWidget if
    not given) and return it. An item is a widget or a layout, or ``(item, stretch)``."""
    widget = QWidget() if widget is None else widget
    lay = QVBoxLayout(widget)
    lay.setContentsMargins(0, 0, 0, 0)
    for item in items:
        item, stretch = item if isinstance(item, tuple) else (item, 0)
        if isinstance(item, QLayout):
            lay.addLayout(item, stretch)
        else:
            lay.addWidget(item, stretch)
    return widget


def esc(text: str) -> str:
    """Escape ``text`` for a rich-text label."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
