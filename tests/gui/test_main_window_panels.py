"""The main window's progress, failures, log and Inspect panels: long counts wrap
instead of running under the times, failures a cancel takes back are said, the
selected reason is shown whole, and saved lists and logs get their suffix and folder."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def test_large_counts_do_not_run_under_the_times(qtbot):
    """At 1024 px "10000 of 10000 images (100.0%) · 10000 written · 0 skipped" ran under
    "elapsed 1:11 · left —": the header goes to two lines when one does not hold both."""
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(440, 120)
    panel.show()
    qtbot.waitExposed(panel)
    model = RunModel()
    model.on_event(P.Plan(total=10000))
    model.on_event(P.Progress(done=10000, failed=0, total=10000))
    panel.refresh(model)
    counts, times = panel.counts, panel.times

    def apart() -> None:   # (once laid out: waitUntil retries until these hold)
        assert times.geometry().top() > counts.geometry().top()   # the times below
        assert not counts.geometry().intersects(times.geometry())
        assert counts.fontMetrics().horizontalAdvance(counts.text()) <= counts.width()
    # (not only "fits, no overlap": the layout from before the refresh held "—" that way)
    qtbot.waitUntil(apart, timeout=5_000)
    model.on_event(P.Plan(total=10))                # small again: one line
    model.on_event(P.Progress(done=3, failed=0, total=10))
    panel.refresh(model)
    qtbot.waitUntil(lambda: counts.geometry().top() == times.geometry().top(), timeout=5_000)


def test_the_progress_line_counts_what_the_scan_set_aside_as_the_summary_does(qtbot):
    # A COCO run: "599 of 599 images · 598 written · 1 skipped" above a summary saying
    # "Skipped: 2 (of them 1 before converting ...)" and "Failures (2)"; the entry of a
    # missing image the scan set aside is not among the 599, so it is said apart, in the
    # Summary's words (598 + 1 is the 599; "2 skipped (of them 1 …)" was not).
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(444, 120)   # its width in a 1024 px window
    panel.show()
    qtbot.waitExposed(panel)
    model = RunModel()
    model.on_event(P.ItemFailed(path="/d/img_0011.jpg", reason="image not found", stage="scan",
                                code="ann.coco_image_missing"))
    model.on_event(P.Plan(total=599))
    model.on_event(P.ItemFailed(path="/d/img_0020.jpg", reason="not an image"))
    model.on_event(P.Progress(done=598, failed=1, total=599))
    panel.refresh(model)
    assert panel.counts.text() == ("599 of 599 images (100.0%) · 598 written · 1 skipped · "
                                   "1 image entry whose file is missing not used")
    counts = panel.counts   # too long for one line: wrapped, not cut off

    def wrapped() -> None:   # (once laid out: waitUntil retries until these hold)
        assert counts.fontMetrics().horizontalAdvance(counts.text()) > counts.width()
        assert counts.wordWrap() and counts.height() >= 2 * counts.fontMetrics().lineSpacing()
    qtbot.waitUntil(wrapped, timeout=5_000)
    assert model.refused_at_scan == 1 and len(model.failures) == 2
    model.on_event(P.ItemsRequeued(paths=["/d/img_0020.jpg"]))
    assert model.refused_at_scan == 1 and len(model.failures) == 1


def test_failures_a_cancel_takes_back_are_said_not_dropped(qtbot):
    # "Failures (2)" during the run became "No failures." after the cancel, without a word
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    model = RunModel()
    for name in ("a.jpg", "b.jpg"):
        model.on_event(P.ItemFailed(path=f"/d/{name}", reason="not an image"))
    table.sync(model.failures, model.requeued)
    assert table.label.text() == "2 images could not be converted."
    model.on_event(P.ItemsRequeued(paths=["/d/a.jpg", "/d/b.jpg"]))
    table.sync(model.failures, model.requeued)
    assert model.requeued == 2 and table.model.rowCount() == 0
    assert table.label.text() == (
        "No failures. 2 images that could not be converted were in the unfinished shard, "
        "which was removed: Resume tries them again.")
    table.clear()   # (the run's results cleared: no run shown)
    assert table.label.text() == "No run in this window yet: the files a run cannot convert " \
        "are listed here."


def test_a_log_saved_without_a_suffix_gets_txt(qtbot, window, tmp_path):
    """Save log wrote "log1" without a suffix, while Save job adds .json."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
    window.log.add_line("a line")

    def type_a_name() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QFileDialog), dlg
        dlg.setDirectory(str(tmp_path))
        dlg.findChild(QLineEdit, "fileNameEdit").setText("log1")
        dlg.accept()
    QTimer.singleShot(200, type_a_name)
    window.choose_save_log()
    assert (tmp_path / "log1.txt").read_text(encoding="utf-8").startswith("a line")
    assert not (tmp_path / "log1").exists()


def test_a_failures_list_exported_without_a_suffix_gets_csv(qtbot, tmp_path):
    """Export list… wrote "failed1" without a suffix, while Save log adds .txt."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.failures_table import FailuresTable
    table = FailuresTable()
    qtbot.addWidget(table)
    table.last_dir = str(tmp_path)
    model = RunModel()
    model.on_event(P.ItemFailed(path="/d/a.jpg", reason="cannot be read", stage="decode"))
    table.sync(model.failures, model.requeued)

    def type_a_name() -> None:
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QFileDialog), dlg
        assert dlg.selectedFiles()[0] == str(tmp_path / "failed-images.csv")  # a name to start
        dlg.findChild(QLineEdit, "fileNameEdit").setText("failed1")   # typed, no suffix
        dlg.accept()
    QTimer.singleShot(200, type_a_name)
    table.choose_export()
    assert (tmp_path / "failed1.csv").read_text(encoding="utf-8-sig").splitlines() == [
        "File,Reason,Stage", "/d/a.jpg,cannot be read,converting"]
    assert not (tmp_path / "failed1").exists()


def test_inspects_dialogs_open_where_the_datasets_are(qtbot, tmp_path, monkeypatch):
    """Open folder… started in the folder the program was started from."""
    from gui.widgets import inspect_panel
    monkeypatch.setattr(inspect_panel, "outputs_folder", lambda: str(tmp_path))
    panel = inspect_panel.InspectPanel()
    qtbot.addWidget(panel)
    assert panel.last_dir == str(tmp_path)


def test_the_selected_failures_whole_reason_is_shown_under_the_table(qtbot, language):
    # the Reason column cut the reason ("マスクがありません: masks/ に…" at 1024x640), and
    # its tooltip needs a mouse: the selected row's reason is written out in full below
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.failures_table import FailuresTable
    language("ja")
    table = FailuresTable()
    qtbot.addWidget(table)
    table.resize(440, 300)
    table.show()
    model = RunModel()
    reason = ("no mask: masks/ has no s03.png, .tif or .tiff for this image; save its mask "
              "there by that name")
    model.on_event(P.ItemFailed(path="/d/images/s03.png", reason=reason, code="ann.no_mask",
                                params={"folder": "masks", "name": "s03"}))
    table.sync(model.failures, model.requeued)
    assert table.detail.isHidden()
    shown = table.model.data(table.model.index(0, 1))
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Down)   # the keyboard selects the first row
    assert table.detail.isVisible()
    assert table.detail.text() == f"/d/images/s03.png: {shown}"
    assert "s03.png" in shown and "no mask" not in shown      # in Japanese, and whole
    table.view.clearSelection()
    assert table.detail.isHidden()


def test_export_list_opens_in_the_output_folder_then_where_the_last_list_went(
        window, tmp_path, monkeypatch):
    """Export list… opened in the source's parent folder (the dialogs' last folder): the
    list is proposed beside the run's output (named for it; inside, it travelled with the
    dataset and outlived a Replace), and once the user exported one elsewhere, the next
    goes there too."""
    from engine import protocol as P
    from gui.widgets import failures_table
    source, out, reports = tmp_path / "photos", tmp_path / "out", tmp_path / "reports"
    for d in (source, out, reports):
        d.mkdir()
    window.failures.last_dir = str(tmp_path)   # the source's parent
    window.display.prepare(str(source), str(out), "convert")
    window.model.on_event(P.ItemFailed(path=str(source / "a.jpg"), reason="cannot be read",
                                       stage="decode"))
    window.failures.sync(window.model.failures, window.model.requeued)
    asked = []

    def fake(parent, title, start, filters, suffix):
        asked.append(start)
        return str(reports / f"list{len(asked)}.csv")
    monkeypatch.setattr(failures_table, "ask_save", fake)
    window.failures.choose_export()
    # beside the output folder, not inside it (a list there travelled with the dataset)
    assert asked == [str(tmp_path / "out-failed-images.csv")]
    assert (reports / "list1.csv").exists()
    window.failures.choose_export()
    assert asked[1] == str(reports / "out-failed-images.csv")


def test_the_counts_and_the_times_do_not_run_together(qtbot):
    """After Resume at 1024 px, "… · 2개 건너뜀 경과 0:03 (재개 후)" had 6 px between the
    counts and the times and read as one phrase: closer than two letters' width, the
    times go to their own line."""
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 120)
    panel.show()
    qtbot.waitExposed(panel)
    model = RunModel()
    model.on_event(P.Plan(total=158))
    model.on_event(P.Progress(done=64, failed=2, total=158))
    panel.refresh(model)
    counts, times = panel.counts, panel.times
    qtbot.waitUntil(lambda: counts.geometry().top() == times.geometry().top(), timeout=5_000)
    text = counts.fontMetrics().horizontalAdvance(counts.text()) + times.sizeHint().width()
    panel.resize(text + max(6, panel.layout().horizontalSpacing()) + 2, 120)
    qtbot.waitUntil(lambda: times.geometry().top() > counts.geometry().top(), timeout=5_000)
    em = counts.fontMetrics().horizontalAdvance("M")
    panel.resize(text + 2 * em + 4, 120)   # room enough: one line again
    qtbot.waitUntil(lambda: counts.geometry().top() == times.geometry().top(), timeout=5_000)
