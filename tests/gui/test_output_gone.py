"""After a run that left no output folder (a cancel before the first image: the engine
removes the folder it made), "Open output folder" opened a dialog saying "the folder is
here" of nothing and "Inspect output" said "does not exist" (a Korean new-user walk):
both are off, saying why, and the Output row says the folder is not there."""

from __future__ import annotations

from PySide6.QtGui import QDesktopServices
from studio_fixtures import model_of_run

from engine import protocol as P
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import imagefactory as F


def _panel_after(qtbot, out, events, code) -> SummaryPanel:
    """The Summary as the window shows a run of the real engine into ``out``."""
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.set_run(str(out), "python -m engine convert …")   # (RunDisplay.prepare)
    assert panel.open_btn.isEnabled(), "on during the run, which makes the folder"
    panel.show_model(model_of_run(events, code))
    return panel


def test_a_cancel_that_left_no_folder_turns_open_and_inspect_off(qtbot, tmp_path,
                                                                  monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        staticmethod(lambda url: opened.append(url.toLocalFile()) or False))
    src = F.noise_dataset(tmp_path / "src", 40, size=64)
    out = tmp_path / "out" / "gone"
    code, eng = F.cancel_when(F.engine_argv(src, out, "--size", "32"), lambda e: True)
    assert code == P.EXIT_CANCELLED, eng.stderr()
    assert not out.exists()
    panel = _panel_after(qtbot, out, eng.events, code)
    assert not panel.open_btn.isEnabled() and not panel.inspect_btn.isEnabled()
    gone = f"The folder {out} does not exist: nothing was left there."
    assert panel.open_btn.toolTip() == gone and panel.inspect_btn.toolTip() == gone
    assert panel.values["out"].text() == f"{out} (it does not exist: nothing was left there)"
    # (a caller that opens it anyway: the dialog says it is missing, no file manager tried)
    assert panel.open_output() is False and opened == []
    assert panel.folder_dialog.findChild(object, "folderPathText").text().startswith(
        "This folder does not exist")
    panel.folder_dialog.reject()
    # the folder made again (another run, by hand): on again, with their own tooltips
    out.mkdir(parents=True)
    panel.set_command("python -m engine convert …")
    assert panel.open_btn.isEnabled() and panel.inspect_btn.isEnabled()
    assert panel.inspect_btn.toolTip() == "Look at the files just written, in the Inspect tab"
    assert panel.open_output() is False and opened == [str(out)]
    assert panel.folder_dialog.findChild(object, "folderPathText").text().startswith(
        "No file manager could be opened")
    panel.folder_dialog.reject()
