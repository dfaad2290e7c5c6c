"""The form's questions to the disk at each check (gui.window_check.revalidate), asked off
the GUI thread (gui.off_thread): what the source path is (gui.job_rules.source_facts:
about four stats) and what the output folder holds (gui.output_folder.read_folder: a few
stats, and when it changed a listing and a try at making a folder there). Asked on the GUI
thread, the first check after a lab's share stopped answering froze the window for good.
On a disk that answers, the answer comes within the wait and is used at once, as before;
else the form waits for it (gui.window_check's hold) and is checked again when it comes.
The output folder proposed for a new source (gui.source_proposal) is asked here too
(``proposal``): until it comes the form has no answer, so Start waits for it, and a Start
pressed meanwhile writes to the folder proposed, not to the previous source's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject

from gui.job_rules import source_facts
from gui.off_thread import OffThread
from gui.output_folder import OutputFolder, Reading, folder_path, read_folder


@dataclass(frozen=True)
class Facts:
    """One answer: the source's (source_facts) and the output folder's (read_folder)."""

    source: tuple[str, Path | None]
    out: Reading


def _read(source: str, out: str, before: tuple) -> Facts:
    return Facts(source_facts(source), read_folder(out, before))


class FormDisk(QObject):
    """The form's question, the newest superseding the one before. A QObject of the GUI
    thread; ``folder``: the OutputFolder the answers are for (its last key tells whether
    the folder must be read again)."""

    def __init__(self, folder: OutputFolder, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.off = OffThread("form-disk", self)
        # (gui.window_source asks it and applies its answer, then checks the form again)
        self.proposal = OffThread("source-proposal", self)
        self._asked: tuple[str, str] = ("", "")
        self._come: tuple[tuple[str, str], Facts] | None = None   # come late, not yet used
        self._last: tuple[tuple[str, str], Facts] | None = None

    def look(self, source: str, out_text: str, later: Callable[[], object]) -> Facts | None:
        """The facts of ``source`` and the output folder ``out_text`` names, now; None when
        they did not come at once: ``later()`` runs when they come (and the next look takes
        them without asking again: else each late answer asked anew, for good). A question
        for the same paths not answered yet is not asked twice (on a share that does not
        answer, each check left one more thread waiting on it)."""
        if self.proposal.pending():   # (the folder the form will show: not known yet)
            return None
        key = (source, folder_path(out_text))
        come, self._come = self._come, None
        if come is not None and come[0] == key:
            return self._keep(key, come[1])
        if self.off.pending() and self._asked == key:
            return None
        self._asked, before = key, self.folder.key

        def came(facts: Facts | None) -> None:
            if facts is not None:
                self._come = (key, facts)
            later()
        now, facts = self.off.ask(lambda: _read(key[0], key[1], before), came, None)
        if now and facts is None:   # (the question raised: a fault, printed; asked here)
            facts = _read(key[0], key[1], before)
        return self._keep(key, facts) if now else None

    def last(self, source: str, out_text: str) -> Facts | None:
        """The facts last used for these paths, the folder as then (nothing read again):
        for a check that cannot wait (during a run, Start waiting for a scan)."""
        key = (source, folder_path(out_text))
        if self._last is None or self._last[0] != key:
            return None
        return Facts(self._last[1].source, Reading(self.folder.key))

    def pending(self) -> bool:
        """An answer is awaited (the form's, or the output folder proposed for its source)."""
        return self.off.pending() or self.proposal.pending()

    def _keep(self, key: tuple[str, str], facts: Facts) -> Facts:
        self._last = (key, facts)
        return facts
