"""The source panel's counts of class folders holding files that are not images: every
file the run tries is counted (the engine's total), and two new-user walks read "cats 4"
over 3 photos and a notes.txt as a miscount. The table says files and of them images, a
notice says how many the run will skip, and both agree with what the run writes."""

from __future__ import annotations

from studio_fixtures import make_dataset

from tests.engine import imagefactory as F

WAIT = 120_000


def test_files_that_are_not_images_are_counted_as_files(qtbot, window, tmp_path, language):
    src = make_dataset(tmp_path / "pets", per_class=3)
    (src / "cat" / "notes.txt").write_text("taken at the shelter")
    (src / "cat" / "readme.txt").write_text("cats")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    panel = window.source_panel
    assert panel.classes.horizontalHeaderItem(1).text() == "Files"
    rows = {panel.classes.item(r, 0).text(): panel.classes.item(r, 1).text()
            for r in range(panel.classes.rowCount())}
    assert rows == {"cat": "5 (3 images)", "dog": "3"}, rows
    assert "<b>8</b> files (6 images) in <b>2</b> classes" in panel.summary.text()
    assert ("2 of the files counted are not images; the run will skip them (listed "
            "below).") in panel.notices.text(), panel.notices.text()
    # the run: the images written, the others skipped (its "N skipped")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1"), timeout=300)
    assert code == 0, err
    m = F.manifest(out)
    assert m["total_records"] == 6 and m["rejected"] == 2 and m["planned_records"] == 8, m
    language("ja")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        panel.rescan()
    assert panel.classes.horizontalHeaderItem(1).text() != "Files"
    cell = panel.classes.item(0, 1).text()
    assert cell.startswith("5") and "3" in cell and "images" not in cell, cell


def test_a_folder_of_images_only_says_images(qtbot, window, tmp_path):
    src = make_dataset(tmp_path / "pets", per_class=2)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    panel = window.source_panel
    assert panel.classes.horizontalHeaderItem(1).text() == "Images"
    assert panel.classes.item(0, 1).text() == "2"
    assert "<b>4</b> images in" in panel.summary.text()
    assert "not an image" not in panel.notices.text()
