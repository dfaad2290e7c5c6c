"""A class folder with no image, empty or holding only .DS_Store, Thumbs.db or a notes.txt,
became a class with no examples without a word: `scan` said "4 classes" and labels.txt
named it. It stays a class (every sub-folder is one, so no label moves), and the scan's
notice class.empty says which folders, their labels and what they hold
(engine.sources.class_notes.empty_class_notices), as `scan` and `convert` print it."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from engine.commands import cli
from engine.reason_codes import describe
from engine.sources.discover import scan
from tests.engine.conftest import run_cli
from tests.engine.imagefactory import all_records

NOTICE = ("src: 2 class folders have no image: ds (label 2) holds only .DS_Store; empty "
          "(label 3) holds no file. They stay classes, with no examples (every sub-folder is "
          "a class, so the other labels do not move), and a model trained on these files has "
          "outputs that no image teaches. Put the images in, or remove the folders and scan "
          "again")


def _jpeg(path: Path, shade: int = 0) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (8, 8), (shade, 40, 90)).save(path, "JPEG")


def _source(root: Path) -> Path:
    """cat/ and dog/ with 3 JPEGs each, empty/ with nothing, ds/ with only a .DS_Store."""
    src = root / "src"
    for i in range(3):
        _jpeg(src / "cat" / f"c{i}.jpg", 10 * i)
        _jpeg(src / "dog" / f"d{i}.jpg", 100 + 10 * i)
    (src / "empty").mkdir()
    (src / "ds").mkdir()
    (src / "ds" / ".DS_Store").write_bytes(b"\0\0\0\1Bud1")
    return src


def test_empty_and_side_file_only_folders_are_named_with_labels_and_contents(tmp_path):
    src = _source(tmp_path)
    (src / "cat" / "nothing_here").mkdir()   # inside a real class: no class, not said
    r = scan(str(src))
    assert r.labels == ["cat", "dog", "ds", "empty"]
    assert r.notices == [NOTICE]
    code, params = describe(r.notices[0])
    assert code == "class.empty" and params["n"] == "2"
    assert params["changes"]["params"]["parts"] == [
        {"code": "class.empty_only", "params": {"name": "ds", "label": "2",
                                                "files": ".DS_Store"}},
        {"code": "class.empty_nothing", "params": {"name": "empty", "label": "3"}}]


def test_side_files_are_named_a_few_and_folders_a_few(tmp_path):
    """A folder that holds the user's files (a notes.txt) has a notice of its own, which
    never says to remove it; the litter-only ones may be removed."""
    src = tmp_path / "src"
    _jpeg(src / "a" / "x.jpg")
    for name in ("Thumbs.db", "desktop.ini", "notes.txt", "sub/readme.md", ".DS_Store"):
        (src / "b" / name).parent.mkdir(parents=True, exist_ok=True)
        (src / "b" / name).write_text("side file")
    for i in range(6):
        (src / f"z{i}").mkdir(parents=True)
    (src / "z5" / "Thumbs.db").write_bytes(b"\xd0\xcf\x11\xe0")
    r = scan(str(src))
    assert r.labels == ["a", "b", "z0", "z1", "z2", "z3", "z4", "z5"]
    bare, holding = r.notices
    assert bare.startswith(
        "src: 6 class folders have no image: z0 (label 2) holds no file; z1 (label 3) holds "
        "no file; z2 (label 4) holds no file; z3 (label 5) holds no file; z4 (label 6) holds "
        "no file; 1 more such folder. They stay classes"), bare
    assert bare.endswith("Put the images in, or remove the folders and scan again"), bare
    assert holding.startswith(
        "src: 1 class folder has no image: b (label 1) holds only .DS_Store, Thumbs.db, "
        "desktop.ini and 2 other files. It stays a class"), holding
    assert holding.endswith("Its files are not images: put the images in and scan again")
    assert "remove" not in holding
    code, params = describe(holding)
    assert code == "class.empty_holding"
    assert params["changes"]["params"]["parts"] == [{"code": "class.empty_only_more", "params": {
        "name": "b", "label": "1", "files": ".DS_Store, Thumbs.db, desktop.ini", "more": "2"}}]
    assert describe(bare)[1]["changes"]["params"]["parts"][-1] == {
        "code": "class.empty_more", "params": {"more": "1"}}


def test_a_class_of_images_is_not_named_by_their_names_or_their_bytes(tmp_path):
    """An image without an extension (a camera's IMG_0001) is an image by its first bytes;
    a .jpg that is no image is named as one: the run lists it with its reason."""
    src = tmp_path / "src"
    _jpeg(src / "camera" / "tmp.jpg")
    (src / "camera" / "tmp.jpg").rename(src / "camera" / "IMG_0001")
    (src / "page").mkdir()
    (src / "page" / "saved.jpg").write_text("<html>not a picture</html>")
    (src / "notes").mkdir()
    (src / "notes" / "notes.txt").write_text("day one")
    (notice,) = scan(str(src)).notices
    assert notice.startswith("src: 1 class folder has no image: notes (label 1) holds only "
                             "notes.txt. It stays a class, with no examples"), notice


def test_cli_scan_says_it(tmp_path, capsys):
    src = _source(tmp_path)
    assert cli.main(["scan", str(src)]) == 0
    out, err = capsys.readouterr()
    assert "4 classes" in out and f"note: {NOTICE}" in err, (out, err)


def test_labels_and_records_keep_their_numbers(tmp_path):
    """The run keeps every sub-folder a class, numbered as before (Keras's
    image_dataset_from_directory's convention), and says so in its notes."""
    src, out = _source(tmp_path), tmp_path / "out"
    code, _events, err = run_cli("convert", str(src), "--out", str(out), "--size", "8",
                                 "--workers", "1")
    assert code == 0, err
    assert f"note: {NOTICE}" in err
    assert (out / "labels.txt").read_text().splitlines() == ["cat", "dog", "ds", "empty"]
    labels = {(r["image/class/text"].decode(), r["image/class/label"])
              for r in all_records(out)}
    assert labels == {("cat", 0), ("dog", 1)}


def test_a_folder_of_many_files_keeps_only_the_names_it_says(tmp_path):
    """A class folder without an image, of many files in folders: the first HELD_NAMED
    names in sorted order, the count of all, and whether any is the user's; no more names
    are kept (it kept every one to name three)."""
    from engine.sources.class_notes import HELD_NAMED, held_files
    folder = tmp_path / "cats"
    for i in reversed(range(40)):
        (folder / f"d{i % 3}").mkdir(parents=True, exist_ok=True)
        (folder / f"d{i % 3}" / f"n{i:02d}.txt").write_text("x")
    (folder / ".DS_Store").write_text("x")
    first, count, mine = held_files(str(folder))
    assert HELD_NAMED == 3
    assert first == [".DS_Store", "d0/n00.txt", "d0/n03.txt"] and count == 41 and mine
    litter = tmp_path / "dogs"
    litter.mkdir()
    (litter / ".DS_Store").write_text("x")
    assert held_files(str(litter)) == ([".DS_Store"], 1, False)
    assert held_files(str(tmp_path / "none")) == ([], 0, False)
