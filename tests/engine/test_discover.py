"""Scanning sources: class folders, unlabeled folders, CSV and TSV."""

import os

import pytest

from engine.errors import SourceError
from engine.sources.discover import scan

#: The first bytes of a JPEG (JFIF): an image to the sniffer (engine.magic).
JPEG = bytes.fromhex("ffd8ffe000104a46494600010100000100010000")


def _touch(path, data=b"x"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def test_class_folders_sorted_with_nested_folders_and_litter_ignored(tmp_path):
    for rel in ["고양이/a.jpg", "犬/sub/deep/b.png", "犬/c.jpg", "bird/z.jpg", "bird/.hidden.jpg",
                "bird/Thumbs.db", ".DS_Store", "犬/.DS_Store"]:
        _touch(tmp_path / rel)
    r = scan(str(tmp_path))
    assert r.kind == "folders"
    # Code-point order: Latin < CJK ideographs (犬 U+72AC) < Hangul (고 U+ACE0).
    assert r.labels == ["bird", "犬", "고양이"]
    names = [(s.name, s.label_text, s.label) for s in r.samples]
    assert names == [
        ("bird/z.jpg", "bird", 0),
        ("犬/c.jpg", "犬", 1),
        ("犬/sub/deep/b.png", "犬", 1),
        ("고양이/a.jpg", "고양이", 2),
    ]
    assert r.rejected == []


def test_images_deeper_than_their_class_folder_are_said_once(tmp_path):
    """alpha/deeper/nested/x/deep_01.jpg was labelled alpha with nothing said (engine
    .sources.class_notes: class.nested_images), by `scan` and the window alike."""
    from engine.reason_codes import describe
    for rel in ["alpha/a.jpg", "alpha/deeper/nested/x/deep_01.jpg", "beta/b.jpg"]:
        _touch(tmp_path / "src" / rel, JPEG)
    r = scan(str(tmp_path / "src"))
    assert r.notices == [
        "1 image in a folder inside a class folder is given that class folder's label "
        "(alpha/deeper/nested/x/deep_01.jpg is labelled alpha); to make the folder a class of "
        "its own, move it beside the class folders"]
    _touch(tmp_path / "src" / "beta" / "more" / "c.jpg", JPEG)
    notice = scan(str(tmp_path / "src")).notices[0]
    assert describe(notice) == ("class.nested_images", {
        "n": "2", "path": "alpha/deeper/nested/x/deep_01.jpg", "label": "alpha"})
    _touch(tmp_path / "flat" / "alpha" / "a.jpg")
    _touch(tmp_path / "flat" / "beta" / "b.jpg")
    assert scan(str(tmp_path / "flat")).notices == []


def test_only_the_images_deeper_than_their_class_folder_are_counted_as_images(tmp_path):
    """"3 images in folders inside class folders" of a sub-folder holding one photo, a
    labelling tool's notes.txt and its .json: every file was counted as an image. Images
    are counted as the window counts them, by their first bytes: a camera's JPEG without an
    extension is one, a web page or a note saved as .jpg is not (the run says it is no
    image); the others convert."""
    from engine.reason_codes import describe
    for rel, data in [("alpha/a.jpg", JPEG), ("alpha/shoot/notes.txt", b"day two"),
                      ("alpha/shoot/labels.json", b"{}"), ("alpha/shoot/x/IMG_0007", JPEG),
                      ("alpha/shoot/page.jpg", b"<!DOCTYPE html><html>saved page</html>"),
                      ("alpha/shoot/note.JPG", "撮影メモ".encode()),
                      ("alpha/shoot/y.JPG", JPEG), ("beta/b.jpg", JPEG),
                      ("beta/docs/readme.md", b"# read me")]:
        _touch(tmp_path / "src" / rel, data)
    r = scan(str(tmp_path / "src"))
    assert describe(r.notices[0]) == ("class.nested_images", {
        "n": "2", "path": "alpha/shoot/x/IMG_0007", "label": "alpha"})
    assert len(r.samples) == 9 and r.rejected == []   # (the run reads and refuses the rest)
    (tmp_path / "src" / "alpha" / "shoot" / "x" / "IMG_0007").unlink()
    (tmp_path / "src" / "alpha" / "shoot" / "y.JPG").unlink()
    assert scan(str(tmp_path / "src")).notices == []   # (side files only: no notice)


def test_loose_file_next_to_class_folders_is_rejected_with_reason(tmp_path):
    _touch(tmp_path / "cat" / "a.jpg")
    _touch(tmp_path / "stray.jpg")
    r = scan(str(tmp_path))
    assert [os.path.basename(x.path) for x in r.rejected] == ["stray.jpg"]
    assert "class folder" in r.rejected[0].reason


def test_flat_folder_is_unlabeled(tmp_path):
    _touch(tmp_path / "b.jpg")
    _touch(tmp_path / "a.png")
    r = scan(str(tmp_path))
    assert r.kind == "unlabeled" and r.labels == []
    assert [(s.name, s.label, s.label_text) for s in r.samples] == [("a.png", -1, ""),
                                                                      ("b.jpg", -1, "")]


def test_csv_with_bom_crlf_quotes_relative_paths_and_names(tmp_path):
    _touch(tmp_path / "imgs" / "写真 1.jpg")
    _touch(tmp_path / "imgs" / "b,c.jpg")
    _touch(tmp_path / "imgs" / "d.jpg")
    text = ('path,label,split\r\n"imgs/写真 1.jpg",고양이,train\r\n\r\n'
            '"imgs/b,c.jpg","dog ""big""",val\r\nimgs/d.jpg,고양이,\r\n')
    (tmp_path / "list.csv").write_bytes("\ufeff".encode() + text.encode())
    r = scan(str(tmp_path / "list.csv"))
    assert r.kind == "csv"
    assert r.labels == sorted(["고양이", 'dog "big"'])
    got = [(s.name, s.label_text, s.split) for s in r.samples]
    assert got == [("imgs/写真 1.jpg", "고양이", "train"), ("imgs/b,c.jpg", 'dog "big"', "val"),
                   ("imgs/d.jpg", "고양이", None)]
    assert all(os.path.isabs(s.path) for s in r.samples)


def test_tsv_without_header_and_integer_labels(tmp_path):
    _touch(tmp_path / "a.jpg")
    _touch(tmp_path / "b.jpg")
    (tmp_path / "l.tsv").write_text("a.jpg\t2\nb.jpg\t0\n")
    r = scan(str(tmp_path / "l.tsv"))
    assert [(s.name, s.label) for s in r.samples] == [("a.jpg", 2), ("b.jpg", 0)]
    assert r.labels == ["0", "1", "2"]


def test_csv_missing_file_and_duplicate_rows_are_rejected_individually(tmp_path):
    _touch(tmp_path / "a.jpg")
    (tmp_path / "l.csv").write_text("a.jpg,cat\nmissing.jpg,cat\na.jpg,cat\n")
    r = scan(str(tmp_path / "l.csv"))
    assert [s.name for s in r.samples] == ["a.jpg"]
    reasons = sorted(x.reason for x in r.rejected)
    assert any("not found" in x and "line 2" in x for x in reasons)
    assert any("duplicate row" in x and "line 3" in x for x in reasons)


def test_a_conflicting_row_is_named_and_its_label_makes_no_class(tmp_path):
    # "p1.jpg,cat" then "p1.jpg,dog": said as a repeat "(label 'cat')", and "dog" became a
    # class with no image in labels.txt
    _touch(tmp_path / "a.jpg")
    _touch(tmp_path / "b.jpg")
    (tmp_path / "l.csv").write_text("a.jpg,cat\nb.jpg,cat\na.jpg,dog\n")
    r = scan(str(tmp_path / "l.csv"))
    assert r.labels == ["cat"] and [s.name for s in r.samples] == ["a.jpg", "b.jpg"]
    assert [x.reason for x in r.rejected] == [
        "conflicting rows: line 3 gives this image the label 'dog', line 1 the label 'cat'; "
        "line 1 is kept (correct the table if it is the wrong one)"]


@pytest.mark.parametrize("text, message", [
    ("a.jpg\n", "label column is missing"),
    ("path,comment\na.jpg,cat\n", "no 'label' column"),   # (class_name is a label)
    ("a.jpg,cat,trainig\n", "unknown split 'trainig'"),   # ("training" is train)
    ("", "no rows"),
])
def test_csv_structural_errors_are_clear(tmp_path, text, message):
    _touch(tmp_path / "a.jpg")
    (tmp_path / "l.csv").write_text(text)
    with pytest.raises(SourceError, match=message):
        scan(str(tmp_path / "l.csv"))


def test_the_split_option_names_a_tables_splits_and_says_which_gets_no_image(tmp_path):
    """scan takes --split once, as its (name, fraction) pairs: their names are split names
    a table may use, and a split left without an image is said. It also took the names
    alone (split_names), a second way to say the same that callers mixed up."""
    _touch(tmp_path / "a.jpg")
    _touch(tmp_path / "b.jpg")
    (tmp_path / "l.csv").write_text("a.jpg,cat,training\nb.jpg,dog,training\n")
    r = scan(str(tmp_path / "l.csv"), split=(("training", 0.8), ("holdout", 0.2)))
    assert [s.split for s in r.samples] == ["training", "training"] and not r.rejected
    assert any("holdout" in n for n in r.notices), r.notices
    with pytest.raises(TypeError):   # names alone, in the place they once had
        scan(str(tmp_path / "l.csv"), ("training",))


def test_missing_source_and_empty_folder(tmp_path):
    with pytest.raises(SourceError, match="no such file"):
        scan(str(tmp_path / "nope"))
    (tmp_path / "empty").mkdir()
    with pytest.raises(SourceError, match="no files"):
        scan(str(tmp_path / "empty"))


def test_a_folder_reached_twice_through_links_is_said_not_silently_emptied(tmp_path):
    # "dogs" linked to a folder that "cats/linked" had already reached was an empty class
    # without a word; a link back to the source was skipped silently too
    shared = tmp_path / "shared" / "more"
    _touch(shared / "b.jpg")
    src = tmp_path / "src"
    _touch(src / "cats" / "a.jpg")
    os.symlink(shared, src / "cats" / "linked")
    os.symlink(tmp_path / "shared", src / "dogs")
    os.symlink(src, src / "cats" / "loop")
    r = scan(str(src))
    assert sorted(s.name for s in r.samples) == ["cats/a.jpg", "cats/linked/b.jpg"]
    assert r.labels == ["cats", "dogs"]
    why = {os.path.relpath(x.path, src): x.reason for x in r.rejected}
    assert why == {
        "cats/loop": "a link back to the source folder: its images are converted once, "
                     "from there",
        "dogs/more": "the same folder as cats/linked/ (reached through a link): its images "
                     "are converted once, from there"}


def test_each_folder_is_listed_once_per_scan(tmp_path, monkeypatch):
    """The look for a dataset listed the source and each class folder, then the class
    folders and the walk listed them again: on a share every listing is a round trip. The
    scan of a folder source lists each of its folders once (the annotated sources'
    recognisers, before it, look for their own files)."""
    import collections
    import sys

    from engine.sources import discover
    for rel in ["cat/a.jpg", "cat/sub/b.jpg", "dog/c.jpg", "dog/d.jpg"]:
        _touch(tmp_path / "src" / rel)
    (tmp_path / "src" / "stray.txt").write_text("a side file")
    calls: collections.Counter = collections.Counter()
    real = os.scandir

    def scandir(path="."):
        if sys._getframe(1).f_code.co_filename == discover.__file__:
            calls[os.path.relpath(os.fspath(path), tmp_path)] += 1
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    r = scan(str(tmp_path / "src"))
    assert sorted(s.name for s in r.samples) == ["cat/a.jpg", "cat/sub/b.jpg", "dog/c.jpg",
                                                  "dog/d.jpg"]
    assert calls == {f: 1 for f in ("src", "src/cat", "src/cat/sub", "src/dog")}, calls
