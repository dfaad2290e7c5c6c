"""The source panel's counts of class folders holding files that are not images: every
file the run tries is counted (the engine's total), and two new-user walks read "cats 4"
over 3 photos and a notes.txt as a miscount. The table says files and of them images, a
notice says how many the run will skip, and both agree with what the run writes."""

from __future__ import annotations

from studio_fixtures import make_dataset, quick_run

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
    assert rows == {"cat": "5 (3 to convert)", "dog": "3"}, rows
    assert "<b>8</b> files (6 images) in <b>2</b> classes" in panel.summary.text()
    # the numbers add up in one place: 8 files, 2 skipped, 6 converted (a note below
    # said it again, apart from the problems' count it belonged to)
    assert ("2 problems found; they are listed below. 2 of the 8 files will be skipped: "
            "they are not images. 6 images will be converted.") in panel.summary.text()
    assert "not an image" not in panel.notices.text(), panel.notices.text()
    lines = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert len(lines) == 2 and all(x.endswith("→ the file is skipped") for x in lines), lines
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


def test_a_folder_of_images_only_says_images(qtbot, window, tmp_path, language):
    src = make_dataset(tmp_path / "pets", per_class=2)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    panel = window.source_panel
    assert panel.classes.horizontalHeaderItem(1).text() == "Images"
    assert panel.classes.item(0, 1).text() == "2"
    assert "<b>4</b> images in" in panel.summary.text()
    assert "not an image" not in panel.notices.text()
    # an image the run cannot convert is counted, and its class says so (it said "3")
    (src / "dog" / "cut.jpg").write_bytes(F.encode(F.noise(64, 48, 1), "JPEG")[:300])
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        panel.rescan()
    rows = {panel.classes.item(r, 0).text(): panel.classes.item(r, 1).text()
            for r in range(panel.classes.rowCount())}
    assert panel.classes.horizontalHeaderItem(1).text() == "Images"
    assert rows == {"cat": "2", "dog": "3 (2 to convert)"}, rows
    language("ja")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        panel.rescan()
    assert panel.classes.item(1, 1).text() == "3 (うち変換 2 枚)"


def test_files_that_cannot_be_converted_are_told_apart_and_the_run_counts_files(
        qtbot, window, tmp_path):
    # A walk: "212 files (210 images) … 4 problems found", "2 of the counted files are not
    # images", the list "→ image will be skipped" of a .txt, "… of 212 images" and
    # "4 images could not be converted" of the same run. One story: files, of them how
    # many are not images and how many cannot be converted, the rest converted.
    src = make_dataset(tmp_path / "pets", per_class=3)
    (src / "cat" / "notes.txt").write_text("taken at the shelter")
    (src / "dog" / "cut.jpg").write_bytes((src / "dog" / sorted(
        p.name for p in (src / "dog").iterdir())[0]).read_bytes()[:200])
    assert quick_run(qtbot, window, src, tmp_path / "out")
    panel = window.source_panel
    assert "<b>8</b> files (7 images) in <b>2</b> classes" in panel.summary.text()
    # each class says alike what of it the run converts: the walk's table said "49" of a
    # class with a cut-off JPEG beside "51 (50 images)" of one with a text file
    rows = {panel.classes.item(r, 0).text(): panel.classes.item(r, 1).text()
            for r in range(panel.classes.rowCount())}
    assert rows == {"cat": "4 (3 to convert)", "dog": "4 (3 to convert)"}, rows
    assert ("2 problems found; they are listed below. 2 of the 8 files will be skipped: 1 is "
            "not an image, 1 cannot be converted. 6 images will be converted."
            ) in panel.summary.text(), panel.summary.text()
    assert window.progress.counts.text() == "8 of 8 files (100.0%) · 6 written · 2 skipped"
    assert window.failures.label.text() == "2 files could not be converted."
    assert "3 of 8 files are already written and 1 skipped; 4 still to convert." in \
        _offer(qtbot, window)
    # a source of images only: the words are images again
    src2 = make_dataset(tmp_path / "more", per_class=2)
    assert quick_run(qtbot, window, src2, tmp_path / "out2")
    assert window.progress.counts.text() == "4 of 4 images (100.0%) · 4 written · 0 skipped"
    assert "3 of 8 images are already written and 1 skipped; 4 still to convert." in \
        _offer(qtbot, window)


def _offer(qtbot, window) -> str:
    """The Resume offer's words for an interrupted run of 8 (3 written, 1 skipped)."""
    from engine.output_state import OutputState
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=1,
                        records=3, skipped=1, planned=8, source="src")
    state.bytes_version = state.ours_bytes_version
    window.actions_bar.set_offer(state)
    return window.actions_bar.offer_text.text()


def test_folders_inside_class_folders_are_said_to_be_merged(qtbot, window, tmp_path):
    # 비정상/추가촬영 was read as part of 비정상 (the engine's rule: a file's class is the
    # first folder of its path, at any depth) and nothing said so
    src = make_dataset(tmp_path / "parts", classes=("정상", "비정상"), per_class=2)
    extra = src / "비정상" / "추가촬영"
    extra.mkdir()
    for p in sorted((src / "정상").iterdir()):
        (extra / p.name).write_bytes(p.read_bytes())
    (extra / "deeper").mkdir()
    (extra / "deeper" / "x.jpg").write_bytes(next((src / "정상").iterdir()).read_bytes())
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(src))
    panel = window.source_panel
    rows = {panel.classes.item(r, 0).text(): panel.classes.item(r, 1).text()
            for r in range(panel.classes.rowCount())}
    assert rows == {"비정상": "5", "정상": "2"}, rows
    # the engine's notice (class.nested_images), counted in images, with the first of them
    assert ("3 images in folders inside class folders are given the label of the class "
            "folder they are in (비정상/추가촬영/deeper/x.jpg is labelled 비정상); to make such "
            "a folder a class of its own, move it beside the class folders.") in \
        panel.notices.text().splitlines(), panel.notices.text()
    src3 = make_dataset(tmp_path / "flat", per_class=2)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(src3))
    assert "inside class folders" not in panel.notices.text()
