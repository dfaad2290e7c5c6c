"""Small helpers shared by the widgets."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def name(widget: QWidget, object_name: str, accessible: str, tip: str = "") -> QWidget:
    """Set objectName, accessibleName (and tooltip) in one place: every control gets them."""
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    if tip:
        widget.setToolTip(tip)
    return widget
