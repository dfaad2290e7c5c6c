"""A question that is asked again in other words when the run's phase changes under it (the
quit question, Esc's cancel question: gui.dialogs, gui.window_events.follow_run_question),
laid out once for all its variants, so that its buttons stay where they were."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMessageBox


def same_place(box: QMessageBox, variants: list[tuple[str, str, str]], least: int) -> None:
    """Lay ``box`` out as large as the largest of the ``variants`` (text, informative text,
    accept button's words) of the question it stands for, so that each variant, asked again
    in its place when the run's phase changes (gui.window_events.follow_run_question), has
    its buttons where the last one had them: the quit question asked again when converting
    ended grew wider and taller, and a click aimed at Quit could land on Keep running.
    ``least``: the width its text needs at least (its title bars', gui.dialogs.fit_title)."""
    label = box.findChild(QLabel, "qt_msgbox_label")
    info = box.findChild(QLabel, "qt_msgbox_informativelabel")
    accept = next((b for b in box.buttons()
                   if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole), None)
    if label is None or info is None or accept is None:
        return
    shown = (label.text(), info.text(), accept.text())
    screen = box.screen().availableGeometry().width() if box.screen() else 1024
    soft = min(screen // 2, 500)   # (where QMessageBox wraps its main text)
    width = max([least, info.minimumWidth()] + [min(label.fontMetrics().horizontalAdvance(t), soft)
                                         for t, _i, _a in variants])
    wrap = label.wordWrap()
    label.setWordWrap(True)
    tall = high = wide = 0
    for text, more, words in variants:   # (measured in the box's own labels and button)
        label.setText(text)
        info.setText(more)
        accept.setText(words)
        tall, high = max(tall, label.heightForWidth(width)), max(high, info.heightForWidth(width))
        wide = max(wide, accept.sizeHint().width())
    label.setText(shown[0])
    info.setText(shown[1])
    accept.setText(shown[2])
    label.setWordWrap(wrap)
    for widget, height in ((label, tall), (info, high)):
        widget.setMinimumSize(width, height)
    accept.setMinimumWidth(wide)
