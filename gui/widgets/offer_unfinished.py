"""The Resume offer's sentence about the shard an interrupted run did not finish: what was
written of it is kept (engine.run.partial), or, of an older version's cancel, was removed.

Its words are the action bar's (translation context "ActionBar"), where it stood."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.output_state import OutputState
from gui.i18n import number, plural


def _tr(text: str) -> str:
    return QCoreApplication.translate("ActionBar", text)


def unfinished_text(state: OutputState) -> str:
    """The images the run converted into a shard it did not finish: kept by a cancel
    (among the done ones: OutputState.unfinished), in a killed run's .partial files (the
    outlook's: Resume keeps those it reads back whole), or removed by an older version's
    cancel (the manifest's: converted again). Without it, "0 of 212 images are already
    done" read as Resume having lost the work. "" when there were none."""
    seen = getattr(state, "outlook", None)
    n = state.unfinished or state.removed or (seen.unfinished_records if seen else 0)
    if not n:
        return ""
    if state.unfinished:
        text = plural(n, _tr(
            "Of those, {n} is in the shard the run did not finish: Resume keeps it and "
            "continues that shard."), _tr(
            "Of those, {n} are in the shard the run did not finish: Resume keeps them and "
            "continues that shard."))
    elif state.removed:   # (among those still to convert)
        text = plural(n, _tr(
            "Of those still to convert, {n} had been converted into a shard the run did not "
            "finish; a shard is kept only when it is complete, so Resume converts it again."),
            _tr("Of those still to convert, {n} had been converted into a shard the run did "
                "not finish; a shard is kept only when it is complete, so Resume converts "
                "them again."))
    else:
        text = plural(n, _tr(
            "Of those still to convert, {n} is already in a shard the run did not finish: "
            "Resume keeps it if it reads back whole."), _tr(
            "Of those still to convert, {n} are already in a shard the run did not finish: "
            "Resume keeps those that read back whole and converts the rest."))
    return text.format(n=number(n))
