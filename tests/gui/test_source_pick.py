"""Choosing the source: what is typed is what is read, and a folder that is not images
(a dataset this app wrote) is said to be one, never converted."""

from __future__ import annotations

WAIT = 120_000


def test_enter_reads_the_typed_path_not_a_longer_recent_one(qtbot, window, tmp_path):
    """A walk typed .../coco and pressed Enter: the box had completed it inline from the
    recent list to .../coco_big, Enter took that, and the wrong dataset loaded."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    for name in ("coco", "coco_big"):
        (tmp_path / name).mkdir()
    panel = window.source_panel
    window.set_source(str(tmp_path / "coco_big"))    # read before: a recent source
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    edit = panel.path_combo.lineEdit()
    edit.setFocus()
    edit.clear()
    QTest.keyClicks(edit, str(tmp_path / "coco"))
    QTest.keyClick(edit, Qt.Key_Return)
    qtbot.wait(50)
    assert panel.source() == str(tmp_path / "coco")
    assert edit.text() == str(tmp_path / "coco") and not edit.hasSelectedText()
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)
    assert panel.last_result.source == str(tmp_path / "coco")
    # the recent sources are still offered while typing: a list, taken when chosen
    completer = panel.path_combo.completer()
    edit.clear()
    QTest.keyClicks(edit, str(tmp_path / "coco_"))
    qtbot.waitUntil(lambda: completer.popup().isVisible(), timeout=5000)
    assert edit.text() == str(tmp_path / "coco_")
    QTest.keyClick(completer.popup(), Qt.Key_Down)
    QTest.keyClick(completer.popup(), Qt.Key_Return)
    qtbot.waitUntil(lambda: panel.last_result is not None
                    and panel.last_result.source == str(tmp_path / "coco_big"), timeout=WAIT)


def _dataset(tmp_path):
    """A dataset this app wrote (a real run of the engine): its shards and side files."""
    import subprocess
    import sys

    from PIL import Image
    src = tmp_path / "photos"
    for i, cls in enumerate(("cat", "dog")):
        (src / cls).mkdir(parents=True)
        Image.new("RGB", (16, 16), (90 * i, 40, 200)).save(src / cls / f"{cls}.png")
    out = tmp_path / "seg_bad"
    subprocess.run([sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
                    "--events", "none", "--workers", "1", "--size", "16"], check=True,
                   capture_output=True, timeout=300)
    return out


WORDS = {"en": ("TFRecord dataset", "Inspect"), "ja": ("TFRecord", "検査"),
         "ko": ("TFRecord", "검사")}


import pytest  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_dataset_of_ours_as_the_source_is_said_and_offered_to_inspect(
        qtbot, settings, language, lang, tmp_path):
    """A walk chose an output folder as the source: "1 class, 11 images" with a class
    "(unlabeled)", Ready, Start enabled, and a note to delete the folder. It is said to be
    a dataset, Start is not possible, and Inspect opens it."""
    from gui.main_window import MainWindow
    data = _dataset(tmp_path)
    language(lang)
    window = MainWindow(settings)   # built in the language, as the app builds it
    qtbot.addWidget(window)
    window.show()
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(data))
    res = panel.last_result
    assert res.error and res.coded[res.error][0] == "source.dataset"
    text = panel.summary.text()
    assert WORDS[lang][0] in text and str(data) in text
    if lang != "en":
        assert "not images" not in text and "Inspect" not in text, text
    assert panel.classes.rowCount() == 0 and panel.notices.isHidden()
    window.revalidate()
    assert not window.actions_bar.start_btn.isEnabled()
    assert panel.inspect_btn.isVisible() and WORDS[lang][1] in panel.inspect_btn.text()
    panel.inspect_btn.click()
    assert window.main_tabs.currentWidget() is window.inspect
    assert window.inspect.paths == [str(data)]
    # another source: the offer goes
    window.main_tabs.setCurrentIndex(0)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(tmp_path / "photos"))
    assert not panel.inspect_btn.isVisible()


def test_a_folder_of_files_that_are_no_images_is_never_told_to_be_removed(
        qtbot, settings, language, tmp_path):
    """A folder without class folders whose files are no images was "(unlabeled)", in
    English, with "1 class folder has no images: (unlabeled) … remove it"; a class folder
    that holds files (none an image) was told "remove it" too: both hold the user's data."""
    flat = tmp_path / "flat"
    flat.mkdir()
    (flat / "a.tfrecord").write_bytes(b"\x00" * 40)
    (flat / "notes.txt").write_text("not a picture\n")
    language("ja")
    from gui.main_window import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(flat))
    assert panel.last_result.empty_classes == []
    assert panel.classes.item(0, 0).text() not in ("(unlabeled)", "")
    assert "unlabeled" not in panel.classes.item(0, 0).text()
    assert panel.classes.item(0, 0).text() == "(クラスなし)"
    assert "(unlabeled)" not in panel.notices.text()
    classes = tmp_path / "classes"
    for cls in ("cats", "later", "empty"):
        (classes / cls).mkdir(parents=True)
    from PIL import Image
    Image.new("RGB", (8, 8)).save(classes / "cats" / "a.jpg")
    (classes / "later" / "notes.txt").write_text("photos come next week\n")
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(classes))
    lines = panel.notices.text().splitlines()
    later = [x for x in lines if ": later。" in x]
    empty = [x for x in lines if ": empty。" in x]
    assert len(later) == 1 and "削除" not in later[0] and "画像ではありません" in later[0], lines
    assert len(empty) == 1 and "削除" in empty[0], lines
