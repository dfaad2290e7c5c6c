"""Issue 10: the pre-run scan finds broken files cheaply and says why in plain words,
marks their thumbnails, reports transparent images and ignored side files."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image
from studio_fixtures import make_dataset

from engine.codecs.scan_checks import check_file
from gui.scan import quick_scan
from gui.scan_result import display_name
from tests.engine import imagefactory as F


def _jpeg_bytes(size=(64, 48)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, (200, 120, 40)).save(buf, "JPEG")
    return buf.getvalue()


def _png_rgba(path: Path, transparent: bool) -> None:
    im = Image.new("RGBA", (32, 32), (0, 128, 0, 255))
    if transparent:
        im.paste((0, 0, 0, 0), (0, 0, 16, 32))
    im.save(path)


def broken_source(root: Path) -> Path:
    """Class folders with a cut-off JPEG, a text file named .jpg, an empty file, a damaged
    header, PNGs with and without transparent areas, and side files at the top."""
    make_dataset(root, classes=("cats", "dogs"), per_class=3)
    (root / "cats" / "cut.jpg").write_bytes(_jpeg_bytes()[:300])
    (root / "cats" / "notes.jpg").write_text("these are my cat photos\n")
    (root / "dogs" / "empty.jpg").write_bytes(b"")
    (root / "dogs" / "header.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40 + b"IEND")
    for i in range(2):
        _png_rgba(root / "dogs" / f"clear_{i}.png", transparent=True)
    _png_rgba(root / "dogs" / "opaque_alpha.png", transparent=False)
    (root / "labels.csv").write_text("path,label\n")
    (root / "README.md").write_text("# photos\n")
    return root


def test_file_checks_give_plain_reasons(tmp_path):
    root = broken_source(tmp_path / "src")
    assert "cut short" in check_file(str(root / "cats" / "cut.jpg")).problem
    assert check_file(str(root / "cats" / "notes.jpg")).problem.startswith(
        "not an image: the file contains text")
    assert "empty" in check_file(str(root / "dogs" / "empty.jpg")).problem
    png = (root / "dogs" / "clear_0.png").read_bytes()
    (root / "half.png").write_bytes(png[: len(png) // 2])
    assert "cut short" in check_file(str(root / "half.png")).problem
    assert "damaged" in check_file(str(root / "dogs" / "header.png")).problem
    ok = check_file(str(root / "cats" / "cats_000.jpg"))
    assert ok.problem == "" and ok.is_image and not ok.transparent
    assert check_file(str(root / "dogs" / "clear_0.png")).transparent
    # an alpha channel that is opaque everywhere is not "transparent areas"
    assert not check_file(str(root / "dogs" / "opaque_alpha.png")).transparent


def test_data_after_the_image_is_not_called_cut_off(tmp_path):
    # a phone's "motion photo": a whole video after the JPEG's end marker
    motion = tmp_path / "motion.jpg"
    motion.write_bytes(_jpeg_bytes() + b"\x00\x00\x00\x18ftypmp42" + bytes(range(256)) * 64)
    assert check_file(str(motion)).problem == ""
    # cut inside the image data, with an EXIF thumbnail's own end marker early on
    payload = b"Exif\x00\x00" + b"\xff\xd8thumbnail\xff\xd9"
    app1 = b"\xff\xe1" + (len(payload) + 2).to_bytes(2, "big") + payload
    jpeg = _jpeg_bytes()
    data = jpeg[:2] + app1 + jpeg[2:]
    assert check_file(str(motion)).problem == ""
    cut = tmp_path / "cut.jpg"
    cut.write_bytes(data[: len(data) - 200])
    assert "cut short" in check_file(str(cut)).problem


def test_reasons_are_never_nested_exception_text(tmp_path):
    root = broken_source(tmp_path / "src")
    res = quick_scan(str(root))
    for _path, reason in res.problems:
        assert res.coded.get(reason), reason   # one of the run's catalogued sentences
        assert "Error" not in reason and not reason.startswith("(")
        assert "errno" not in reason.lower() and "Traceback" not in reason


def test_quick_scan_lists_broken_files_transparency_and_ignored(tmp_path):
    root = broken_source(tmp_path / "src")
    res = quick_scan(str(root), max_samples=9)
    by_name = {res.display_name(p): r for p, r in res.problems}
    assert set(by_name) == {"cats/cut.jpg", "cats/notes.jpg", "dogs/empty.jpg",
                            "dogs/header.png"}
    assert res.transparent == 2
    assert res.ignored == ["README.md", "labels.csv"]
    assert not any("labels.csv" in p or "README" in p for p, _ in res.problems)
    # broken files come first among the thumbnails so they are seen before Start
    assert res.samples[0] in res.broken


def test_display_name_shows_the_class_folder(tmp_path):
    root = tmp_path / "src"
    assert display_name(str(root / "cats" / "img1.jpg"), str(root)) == "cats/img1.jpg"
    assert display_name("/elsewhere/dogs/x.jpg", str(root)) == "dogs/x.jpg"


@pytest.fixture
def scanned_window(qtbot, window, tmp_path):
    root = broken_source(tmp_path / "src")
    window.set_source(str(root))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=120_000)
    qtbot.waitUntil(lambda: window.source_panel.thumbs.count() ==
                    len(window.source_panel.last_result.samples), timeout=120_000)
    return window


def test_window_lists_problems_before_start_with_marked_thumbnails(scanned_window):
    sp = scanned_window.source_panel
    assert sp.problems.isVisible()
    rows = [sp.problems.item(i).text() for i in range(sp.problems.count())]
    assert any(r.startswith("cats/cut.jpg") and "cut short" in r for r in rows)
    assert any(r.startswith("cats/notes.jpg") and "the file contains text" in r for r in rows)
    assert "4 problems found" in sp.summary.text()
    marked = [sp.thumbs.item(i) for i in range(sp.thumbs.count())
              if sp.thumbs.item(i).data(0x0100)]  # Qt.UserRole holds the reason
    assert marked and all("Problem:" in it.toolTip() for it in marked)
    unmarked = [sp.thumbs.item(i) for i in range(sp.thumbs.count())
                if not sp.thumbs.item(i).data(0x0100)]
    assert unmarked, "good images keep plain thumbnails"


def test_window_says_transparency_and_ignored_files_once(scanned_window):
    w = scanned_window
    text = w.source_panel.notices.text()
    assert "2 images have transparent areas; they will be placed on white." in text
    assert text.count("will be ignored") == 1 and "labels.csv" in text
    w.options.background.setCurrentIndex(w.options.background.findData("black"))
    assert "placed on black" in w.source_panel.notices.text()
    assert "--background" in w.job().convert_args()


def test_images_above_the_pixel_limit_are_problems_before_start_as_in_the_run(tmp_path):
    # The window's runs use the engine's --max-pixels default (100 MP): the scan said
    # nothing of such a file (its thumbnail was a bare "?") and the run then skipped it.
    src = tmp_path / "src" / "scans"
    src.mkdir(parents=True)
    (src / "huge.png").write_bytes(F.png_bomb(12_000, 9_000))         # 108 MP: the engine's limit
    (src / "bomb.png").write_bytes(F.png_bomb(100_000, 100_000))     # past Pillow's own limit too
    (src / "big_ok.png").write_bytes(F.png_bomb(10_000, 10_000))     # 100 MP exactly: allowed
    (src / "photo.jpg").write_bytes(_jpeg_bytes())
    # (in the run's words: the window says them as the Failures tab does)
    assert check_file(str(src / "huge.png")).problem == (
        "image is 12000x9000 = 108 megapixels, above the --max-pixels limit of 100 MP (a "
        "decompression bomb or a huge scan; raise --max-pixels if it is genuine)")
    assert check_file(str(src / "bomb.png")).problem.startswith(
        "image is 100000x100000 = 10000 megapixels, above the --max-pixels limit of 100 MP")
    assert not check_file(str(src / "big_ok.png")).problem
    res = quick_scan(str(src.parent))
    flagged = sorted(Path(p).name for p, _why in res.problems)
    assert flagged == ["bomb.png", "huge.png"]
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src.parent, out, "--workers", "1"), timeout=300)
    assert code == 0, err
    rejected = (out / "rejected.csv").read_text(encoding="utf-8")
    for name in ("huge.png", "bomb.png"):
        assert name in rejected and "megapixels, above the --max-pixels limit" in rejected
    # big_ok.png is not refused for its size (its few bytes of data are another matter)
    assert "big_ok.png" not in rejected or "max-pixels" not in rejected.split(
        "big_ok.png", 1)[1].splitlines()[0]


def test_a_messy_tables_scan_agrees_with_the_run(tmp_path):
    # The scan counted a duplicate row and a row without a label as images (the latter as
    # a class "(unlabeled)"), and did not know the engine's header names: its "N images"
    # and problems now match what the run converts and skips.
    img = tmp_path / "img"
    img.mkdir()
    for name in ("a.jpg", "b.jpg", "c.jpg", "d.jpg"):
        (img / name).write_bytes(_jpeg_bytes())
    (img / "notes.jpg").write_text("not a picture")
    table = tmp_path / "list.csv"
    table.write_text("filename,class\nimg/a.jpg,cat\nimg/b.jpg,dog\nimg/a.jpg,cat\n"
                     "img/c.jpg,\nonly-one-column\nimg/missing.jpg,cat\nimg/d.jpg,dog\n"
                     "img/notes.jpg,dog\n", encoding="utf-8")
    res = quick_scan(str(table))
    assert res.error == "" and res.classes == {"cat": 1, "dog": 3}
    assert res.images == 4 and len(res.problems) == 5
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(table, out, "--workers", "1"), timeout=300)
    assert code == 0, err
    written = F.manifest(out)["total_records"]
    skipped = len((out / "rejected.csv").read_text(encoding="utf-8").splitlines()) - 1
    # the scan's problems are the run's skips; its images are what the run tries (notes.jpg
    # too, which is tried and skipped)
    assert (written, skipped) == (res.images - 1, len(res.problems))



def test_an_empty_class_folder_is_a_class_with_no_images_as_the_engine_writes_it(
        qtbot, window, tmp_path):
    # The scan said "2 classes" and listed "class folder has no images" among the problems,
    # while the engine keeps the folder as a class (labels.txt has 3 lines) and skips
    # nothing for it. A link to a file that is gone is the engine's skip, in its words.
    src = tmp_path / "src"
    for cls in ("cats", "dogs", "empty"):
        (src / cls).mkdir(parents=True)
    (src / "cats" / "a.jpg").write_bytes(_jpeg_bytes())
    (src / "dogs" / "b.jpg").write_bytes(_jpeg_bytes())
    (src / "dogs" / "gone.jpg").symlink_to(tmp_path / "nowhere.jpg")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=120_000):
        window.set_source(str(src))
    res = window.source_panel.last_result
    assert res.classes == {"cats": 1, "dogs": 1, "empty": 0}
    assert res.problems == [(str(src / "dogs" / "gone.jpg"),
                             "broken symbolic link: its target does not exist")]
    assert "<b>3</b> classes" in window.source_panel.summary.text()
    assert window.source_panel.notices.text().startswith(   # (the engine's class.empty)
        "src: 1 class folder has no image: empty (label 2) holds no file. It stays a class")
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1"), timeout=300)
    assert code == 0, err
    assert (out / "labels.txt").read_text(encoding="utf-8").split() == ["cats", "dogs",
                                                                       "empty"]


def test_a_class_folder_holding_only_a_text_file_is_said_to_have_no_images(qtbot, window,
                                                                          tmp_path):
    # It showed as a class of 1 image (its notes.txt, listed as "not an image"), and the
    # notice for a class without images, which the dataset's labels.txt keeps, never came
    src = tmp_path / "src"
    for cls in ("cats", "later"):
        (src / cls).mkdir(parents=True)
    (src / "cats" / "a.jpg").write_bytes(_jpeg_bytes())
    (src / "later" / "notes.txt").write_text("photos come next week\n")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=120_000):
        window.set_source(str(src))
    res = window.source_panel.last_result
    assert res.classes == {"cats": 1, "later": 1}     # every file the run tries is counted
    assert [p for p, _ in res.problems] == [str(src / "later" / "notes.txt")]
    assert res.empty_classes == ["later"]
    assert window.source_panel.notices.text().startswith(
        "src: 1 class folder has no image: later (label 1) holds only notes.txt. It stays a "
        "class")


def test_one_image_and_one_class_are_not_plural(qapp):
    # "1 images in 1 classes"
    from gui.scan_result import ScanResult
    from gui.widgets.source_summary import summary_text
    res = ScanResult(source="/s", images=1, classes={"cat": 1}, kind="table")
    assert summary_text(res, {}).startswith("<b>1</b> image in <b>1</b> class (")
    res = ScanResult(source="/s", images=2, classes={"cat": 1, "dog": 1}, kind="table")
    assert summary_text(res, {}).startswith("<b>2</b> images in <b>2</b> classes (")
    res.task, res.kind = "detection", "coco"
    assert summary_text(res, {"detection": "object detection"}).startswith(
        "<b>object detection</b> from COCO: <b>2</b> images, <b>2</b> classes (")


def test_problems_set_aside_alone_are_said_not_to_be_among_the_images(qapp):
    # "9 images · 2 problems found" over a run that converts all 9 (+2 before converting):
    # the two were entries set aside, which the line said only beside other problems.
    from gui.scan_result import ScanResult
    from gui.widgets.source_problems import problems_text
    res = ScanResult(source="/s", images=9, problems=[("/s/a", "x"), ("/s/b", "y")],
                     set_aside=2)
    assert problems_text(res) == ("2 problems found; they are listed below. Not used: 2 "
                                  "entries (a, b); not among the 9 images counted.")
    # by kind and by name (a walk: "2 entries were set aside" of a missing file and a row
    # without a label, among 5 problems listed)
    res.coded = {"x": ("file.csv_missing", {}), "y": ("csv.line", {})}
    assert problems_text(res) == ("2 problems found; they are listed below. Not used: 2 "
                                  "table rows (a, b); not among the 9 images counted.")
    res.problems += [(f"/s/{c}", "x") for c in "cdefg"]
    res.set_aside = 7
    assert problems_text(res).endswith("Not used: 7 table rows (a, b, c, d, e, …); not among "
                                       "the 9 images counted.")
    res.problems, res.set_aside = res.problems[:2], 2
    res.set_aside = 0   # images counted that the run skips: how many, and how many remain
    assert problems_text(res) == ("2 problems found; they are listed below. 2 of the 9 images "
                                  "will be skipped. 7 images will be converted.")


def test_a_tables_rows_set_aside_say_the_row_is_not_used(qtbot, window, tmp_path):
    # "conflicting rows: line 4 … line 2 is used … → the image is skipped" over an image
    # that line 2 converts: a row set aside is that row, not its image
    src = make_dataset(tmp_path / "img", classes=("cat", "dog"), per_class=2)
    cat = sorted((src / "cat").iterdir())
    (src / "cat" / "cut.jpg").write_bytes(_jpeg_bytes()[:300])
    table = tmp_path / "labels.csv"
    table.write_text(f"path,label\n{cat[0]},cat\n{cat[1]},cat\n{cat[0]},dog\n"
                     f"{src / 'cat' / 'cut.jpg'},cat\n", encoding="utf-8")
    with qtbot.waitSignal(window.source_panel.scanned, timeout=60_000):
        window.set_source(str(table))
    panel = window.source_panel
    assert panel.last_result.set_aside == 1, panel.last_result.problems
    lines = [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert len(lines) == 2 and "conflicting rows" in lines[0], lines
    assert lines[0].endswith("→ this row is not used"), lines
    assert "cut.jpg" in lines[1] and lines[1].endswith("→ the image is skipped"), lines


def test_an_entry_repeating_an_image_says_the_entry_is_not_used(qapp, tmp_path):
    # A COCO export listing images/a.jpg twice: "the first entry is used → the image is
    # skipped" of an image its first entry converts. Decided by the reason's code.
    import json

    from gui.widgets.source_problems import problem_line
    from tests.engine import annotated_data as A
    path = A.make_coco(str(tmp_path / "coco"), polygons=False)
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    data["images"].append({**data["images"][0], "id": 77})
    os.remove(tmp_path / "coco" / "images" / "b.png")   # an entry whose image is not there
    data["annotations"] += [{**a, "id": 900 + i, "image_id": 77}   # the second entry's boxes
                            for i, a in enumerate(data["annotations"][:2])]
    boxes = 2
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    res = quick_scan(str(tmp_path / "coco"))
    assert res.set_aside == 2, res.problems
    lines = {os.path.basename(p): problem_line(res, i, why)
             for i, (p, why) in enumerate(res.problems)}
    # ... and that its objects are not used either, how many (walk: "this entry is not
    # used" read as if its boxes were merged into the first's)
    assert lines["a.jpg"].endswith(f"the first entry is kept, and this entry's {boxes} "
                                   "objects are not used → this entry is not used; the "
                                   "image is converted with its first entry"), lines
    # an entry naming an image that is not there: its annotations, not an image (the
    # sentence above the list counts it among the entries set aside, not the images skipped)
    assert lines["b.png"].endswith(
        "→ these annotations are not used: there is no image for them"), lines



def test_entries_set_aside_beside_one_image_counted_say_image_not_images(qapp):
    # "not among the 1 images counted." (one image and a table row naming a missing file)
    from gui.scan_result import ScanResult
    from gui.widgets.source_problems import problems_text
    res = ScanResult(source="/s", images=1, problems=[("/s/a", "x")], set_aside=1)
    assert problems_text(res).endswith("; not among the 1 image counted.")
    res.other_files = {"notes.txt": 1}
    assert problems_text(res).endswith("; not among the 1 file counted.")


def test_a_multilabel_row_naming_no_file_names_its_line_and_is_that_row(qapp, tmp_path):
    # "listed in the annotations but the file does not exist" named no line, where a class
    # table's row says "CSV line 3"; and the row, not an image, is what is not used
    from gui.widgets.source_problems import problem_line
    from tests.engine import annotated_data as A
    A.write_images(str(tmp_path / "images"))
    csv = tmp_path / "t.csv"
    csv.write_text("images/a.jpg,cat;dog\nimages/b.png,bird|cat\nimages/nope.png,cat\n")
    res = quick_scan(str(csv))
    assert res.task == "multilabel" and res.set_aside == 1
    assert problem_line(res, 0, res.problems[0][1]) == (
        "images/nope.png — file not found (CSV line 3); check the path → this row is not "
        "used")
