"""The status bar's messages at 1024x640 and 1366x768, in English, Japanese and Korean, with
120-character paths: a walk found the output folder's note in Japanese at 1024x640 cut off at
the window's edge with no "…", the whole text only in the tooltip. A message too wide is
shortened with "…" (in the middle when it names a path, so the file's name stays; at the end
for a sentence) to the bar's width; one that fits is shown whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from studio_fixtures import make_dataset

SIZES = [(1024, 640), (1366, 768)]


def _long_dir(tmp_path: Path, length: int = 120) -> Path:
    """A folder whose path is ``length`` characters long (made)."""
    stem = str(tmp_path / "lab_shared_images_")
    path = Path(stem + "x" * (length - len(stem)))
    path.mkdir(parents=True)
    assert len(str(path)) == length
    return path


def _shown(window) -> QLabel:
    """The bar's message as the user sees it: on screen, within the bar, and fitting its room."""
    bar = window.statusBar()
    label = bar.findChild(QLabel, "statusMessage")
    assert label is not None and label.isVisible()
    assert label.geometry().left() >= 0 and label.geometry().right() < bar.width()
    room = label.contentsRect().width() - 2 * label.margin()
    assert label.fontMetrics().horizontalAdvance(label.text()) <= room, label.text()
    return label


def _fits(label: QLabel, text: str) -> bool:
    room = label.contentsRect().width() - 2 * label.margin()
    return label.fontMetrics().horizontalAdvance(text) <= room


def _settle(qtbot, window, size) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.statusBar().width() >= size[0] - 30)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_output_folder_note_ends_in_an_ellipsis(qtbot, window, tmp_path, language,
                                                    lang, size):
    if lang != "en":
        language(lang)
    _settle(qtbot, window, size)
    deep = _long_dir(tmp_path)
    window.set_source(str(make_dataset(deep / "first", per_class=1)))
    mine = deep / "images_for_the_spring_2025_training_run_of_the_lab_v2"
    mine.mkdir()
    (mine / "notes.txt").write_text("theirs")
    window.options.out_edit.setText(str(mine))
    window.options.outputEdited.emit()
    window.set_source(str(make_dataset(deep / "datas", per_class=1)))
    bar = window.statusBar()
    message = bar.currentMessage()
    assert mine.name in message
    label = _shown(window)
    shown = label.text()
    # at 1024 pixels it never fits; at 1366 it does, and is shown whole
    assert _fits(label, message) == (size[0] > 1024)
    if _fits(label, message):
        assert shown == message
    else:   # a sentence: its start kept, its end given up to "…"
        assert shown != message and shown.endswith("…"), shown
        assert message.startswith(shown[:-1].rstrip())
    # the whole, with the full paths, in the tooltip of what the user points at
    assert str(mine) in label.toolTip()
    assert str(window.options.output_folder()) in label.toolTip()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_saved_jobs_long_path_is_shortened_in_its_middle(qtbot, window, tmp_path,
                                                           language, lang, size):
    if lang != "en":
        language(lang)
    _settle(qtbot, window, size)
    deep = _long_dir(tmp_path)
    path = deep / "spring_2025_training_run_of_the_lab.json"
    assert window.save_job(str(path))
    message = window.statusBar().currentMessage()
    assert str(path) in message
    label = _shown(window)
    shown = label.text()
    # at 1024 pixels it never fits; at 1366 it does, and is shown whole
    assert _fits(label, message) == (size[0] > 1024)
    if _fits(label, message):
        assert shown == message and label.toolTip() == message
        return
    assert "…" in shown and shown != message, shown
    head, tail = shown.split("…")
    # its start and its end (the file's name, and the Japanese verb after it) are kept
    assert head and message.startswith(head) and message.endswith(tail)
    assert path.name in tail
    assert label.toolTip() == message


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_message_that_fits_is_shown_whole(qtbot, window, tmp_path, language, lang):
    if lang != "en":
        language(lang)
    _settle(qtbot, window, (1024, 640))
    path = tmp_path / "job.json"
    assert window.save_job(str(path))
    message = window.statusBar().currentMessage()
    label = _shown(window)
    assert label.text() == message and "…" not in label.text()
    assert label.toolTip() == message


def test_a_shortened_message_is_whole_again_in_a_wider_window(qtbot, window, tmp_path):
    bar = window.statusBar()
    _settle(qtbot, window, (1024, 640))
    label = _shown(window)
    wide = label.contentsRect().width() + 200   # too wide at 1024, fits at 1366
    message = "Saved: "
    while label.fontMetrics().horizontalAdvance(message) < wide:
        message += "word "
    bar.showMessage(message.strip())
    assert _shown(window).text().endswith("…")
    _settle(qtbot, window, (1366, 768))
    qtbot.waitUntil(lambda: _shown(window).text() == message.strip())
    bar.clearMessage()
    assert _shown(window).text() == ""


@pytest.mark.parametrize("message, path", [
    ("Job saved to /home/ana/jobs/pets.json", True),
    ("ジョブを /tmp/a/job.json に保存しました", True),
    (r"Log saved to C:\Users\ana\log.txt", True),
    (r"Saved to \\server\share\failures.csv", True),
    ("Workers set to 4.", False),
    ("Throughput (images/s and MB/s), 画像 (枚/秒)", False),
    ("“Run on” set to local:2.", False),
])
def test_which_messages_name_a_path(message, path):
    from gui.widgets.status_note import names_a_path
    assert names_a_path(message) == path


@pytest.mark.parametrize("message", ["準備完了。", "준비 완료.", "Saved to /lab/データ/job.json"])
def test_the_bar_is_as_tall_whatever_the_script(qtbot, window, message):
    """A Japanese message (its glyphs from a fallback font with a taller line) made the
    bar 1 px taller, and the options form above it moved by 1 px."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QScrollArea
    _settle(qtbot, window, (1024, 640))
    bar, area = window.statusBar(), window.findChild(QScrollArea, "settingsScroll")

    def heights() -> tuple[int, int]:
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            QCoreApplication.processEvents()
        return bar.height(), area.viewport().height()
    bar.showMessage("Ready.")
    latin = heights()
    bar.showMessage(message)
    assert heights() == latin
    bar.clearMessage()
    assert heights() == latin
