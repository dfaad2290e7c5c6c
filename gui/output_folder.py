"""What the chosen output folder holds, for the form: read with engine.output_state,
cached until the folder or its records change, and turned into form errors."""

from __future__ import annotations

import os
from pathlib import Path

from engine.output_state import (
    JOURNAL,
    LEGACY_MANIFEST,
    MANIFEST,
    VERIFIED,
    OutputState,
    read_output_state,
)
from gui.job import CONVERTED, DATASET, N_, NOT_EMPTY, NOTHING_CONVERTED
from gui.resume_check import ResumeCheck, mtime_ns

FOREIGN = N_("The output folder holds files that TFRecord Studio did not write. Choose an "
             "empty folder, or one with a dataset made by this program.")


class OutputFolder:
    """``state(path)`` re-reads the folder only when it, its manifest, its journal or its
    record of a check (a verify from Inspect) changed (revalidation runs on every
    keystroke in the form); ``fresh``: re-read it anyway (a run just ended: its last write
    may share the time of the last read). The form and the run controller share one, so
    they never tell two states of the folder."""

    def __init__(self) -> None:
        self._key: tuple = ()
        self.current = OutputState("missing", "")
        # what --resume would really do with an interrupted run (its numbers in state())
        self.check = ResumeCheck()

    def state(self, text: str, fresh: bool = False) -> OutputState:
        out = str(Path(text.strip()).expanduser()) if text.strip() else ""
        names = ("", MANIFEST, LEGACY_MANIFEST, JOURNAL, VERIFIED)
        key = (out, *(mtime_ns(os.path.join(out, n)) for n in names))
        if fresh or key != self._key:
            self._key = key
            self.current = read_output_state(out)
        return self.check.checked(self.current)


def adjust_errors(errors: dict[str, str], state: OutputState,
                  converted: bool = False) -> dict[str, str]:
    """The form's errors, given what the folder holds: an interrupted run is not a
    problem (Resume, or Start over after asking, is offered); other people's files are.
    ``converted``: the last run in this window finished this dataset (then the folder is
    not "not empty" but done: a notice says how to convert again). A dataset of ours made
    earlier is named as such, not just "not empty"."""
    if errors.get("out") == NOT_EMPTY or "out" not in errors:
        if state.kind == "interrupted":
            errors.pop("out", None)
        elif state.kind == "foreign":
            errors["out"] = FOREIGN
        elif state.kind == "dataset" and "out" in errors:
            errors["out"] = CONVERTED if converted else DATASET if state.records else \
                NOTHING_CONVERTED
    return errors


def interrupted_run_of(folder: str, source: str) -> bool:
    """``folder`` holds an interrupted run of ``source`` (worth offering to resume)."""
    state = read_output_state(folder)
    return state.kind == "interrupted" and bool(state.source) and \
        os.path.abspath(state.source) == os.path.abspath(source)
