"""The Summary's Verification row (context "SummaryPanel"): a run's check, or the one
recorded of the output folder's dataset, and "Verify now" beside a complete dataset that
is not verified. A mixin of SummaryPanel (gui.widgets.summary_panel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gui.run_model import RunModel
from gui.widgets.folder_summary import folder_verify_row
from gui.widgets.problems import error_colour
from gui.widgets.summary_text import needs_check, refused, verify_words

if TYPE_CHECKING:  # for the type checker the mixin is the panel it is mixed into
    from PySide6.QtWidgets import QLabel, QPushButton, QWidget

    from gui.widgets.summary_disk import SummaryDisk
    _Base = QWidget
else:
    _Base = object


def tr(text: str) -> str:
    return QCoreApplication.translate("SummaryPanel", text)


class VerifyRow(_Base):
    """Needs from the panel: values, verify_btn, out_dir, disk, _folder, _verify_said
    (the Verification row's words; None after clear and show_running)."""

    values: dict[str, QLabel]
    verify_btn: QPushButton
    out_dir: str
    disk: SummaryDisk
    _folder: tuple
    _verify_said: tuple | None

    def show_verify(self, model: RunModel, running: bool = False) -> None:
        text, problem = verify_words(model, running)
        self._verify_row(text, problem, needs_check(model, running) and not refused(model))
        # e.g. why TensorFlow was not used; cleared for the next run
        self.values["verify"].setToolTip(
            model.verify.note if model.verify is not None and not running else "")

    def show_folder_verify(self, record: dict | None) -> bool:
        """The dataset shown (show_folder) was checked, here or by an earlier verify
        (``record``: engine.output_state.read_verified's; None: it never was). False when
        no dataset is shown (nothing, or an interrupted run)."""
        if self._folder[1:2] != ("dataset",):
            return False
        self._verify_row(*folder_verify_row(record, self._folder[2]), unverified=record is None)
        self.values["verify"].setToolTip("")
        return True

    def say_verify_again(self) -> None:
        """The folder's files came late: "Verify now" comes if the folder is there."""
        if self._verify_said is not None:
            self._verify_row(*self._verify_said)

    def _verify_row(self, text: str, problem: bool, unverified: bool = False) -> None:
        """The Verification row; ``unverified``: of a complete dataset not verified, with
        "Verify now" beside it, said in the same words after a cancel and a restart, once
        the folder is known to be there (read off the GUI thread: SummaryDisk.there)."""
        self._verify_said = (text, problem, unverified)   # (said again: say_verify_again)
        unverified = unverified and bool(self.out_dir) and bool(self.disk.there(self.out_dir))
        self.verify_btn.setVisible(unverified)   # (not of a folder that is gone)
        if unverified:
            text = tr("{state}. \u201cVerify now\u201d reads every record back to check "
                      "it.").format(state=text)
        label = self.values["verify"]
        label.setText(text)
        label.setStyleSheet(f"color: {error_colour(self)};" if problem else "")

