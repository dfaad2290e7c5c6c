"""Named pipes (FIFOs) where a source's files are: none is ever opened blocking, so the scan
and the run finish and say what they set aside. A FIFO named zz.xml in a Pascal VOC
folder stopped the scan for good (a plain open() waits for a writer that never comes), as
did a .txt or .xml FIFO beside the images of a flat folder (VOC beside images, recognised
by its XML's first bytes). Each case runs in a subprocess with a generous timeout, so a
regression fails the test rather than hanging pytest."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine import annotated_data as A
from tests.engine.conftest import ROOT, run_cli

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")

#: Seconds a scan of four images is given: far beyond what it takes; a hang ends here.
TIMEOUT = 120


def _fifo(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        path.unlink()
    os.mkfifo(path)


def _folders(root: Path) -> str:
    A.write_images(str(root / "cat"))
    A.write_images(str(root / "dog"))
    for name in ("cat/zz.jpg", "cat/more/x.jpg", "labels.csv", "notes.txt", "zz.json"):
        _fifo(root / name)
    return str(root)


def _table(root: Path) -> str:
    A.write_images(str(root / "cat"))
    (root / "t.csv").write_text("path,label\ncat/a.jpg,cat\ncat/zz.jpg,cat\n")
    _fifo(root / "cat" / "zz.jpg")
    return str(root / "t.csv")


def _coco(root: Path) -> str:
    A.make_coco(str(root))
    _fifo(root / "annotations" / "instances_val.json")   # (recognised by its first bytes)
    _fifo(root / "images" / "b.png")
    return str(root)


def _voc(root: Path) -> str:
    A.make_voc(str(root))
    for name in ("Annotations/zz.xml", "Annotations/a.xml", "ImageSets/Main/train.txt"):
        _fifo(root / name)
    return str(root)


def _voc_beside_images(root: Path) -> str:
    A.write_images(str(root))
    _fifo(root / "a.xml")
    _fifo(root / "b.txt")
    return str(root)


def _yolo(root: Path) -> str:
    A.make_yolo(str(root))
    _fifo(root / "labels" / "train" / "zz.txt")
    _fifo(root / "labels" / "train" / "b.txt")
    return str(root)


def _masks(root: Path) -> str:
    A.make_masks(str(root))
    _fifo(root / "masks" / "a.png")
    _fifo(root / "labelmap.txt")
    return str(root)


def _cvat(root: Path) -> str:
    A.write_images(str(root / "images"))
    _fifo(root / "annotations.xml")
    return str(root)


FIFO = "not a regular file: this is a named pipe (FIFO), which is never read"

#: source kind -> (builder, the lines the scan's text says of its FIFOs: each named, with
#: why; a label file found by name, not made an image "without annotations")
SOURCES = {
    "folders": (_folders, [f"cat/zz.jpg: {FIFO}"]),
    "table": (_table, [f"cat/zz.jpg: {FIFO}"]),
    "coco": (_coco, [f"images/b.png: {FIFO}"]),
    "voc": (_voc, [f"cannot read a.xml: {FIFO}", "Annotations/zz.xml: annotations for",
                   f"ImageSets/Main/train.txt: cannot read ImageSets/Main/train.txt: {FIFO}"]),
    "voc_beside_images": (_voc_beside_images, [f"a.xml: {FIFO}", f"b.txt: {FIFO}"]),
    "yolo": (_yolo, [f"images/train/b.png: cannot read labels/train/b.txt: {FIFO}"]),
    "masks": (_masks, [f"cannot read the mask {{root}}/masks/a.png: {FIFO}",
                       f"labelmap.txt: cannot read labelmap.txt: {FIFO}"]),
    "cvat": (_cvat, []),   # (not recognised as CVAT's by a FIFO: read as a folder of images)
}


@pytest.mark.parametrize("kind", sorted(SOURCES))
def test_a_scan_with_fifos_among_its_files_finishes_and_names_them(tmp_path, kind):
    build, said = SOURCES[kind]
    source = build(tmp_path / kind)
    said = [line.format(root=tmp_path / kind) for line in said]
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", source],
                          capture_output=True, text=True, timeout=TIMEOUT, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    assert [line for line in said if line not in proc.stdout] == [], proc.stdout


def test_a_conversion_with_fifos_among_its_annotations_finishes(tmp_path):
    """The run reads the source as its scan does (and hashes its annotation files for
    --resume): it ends, its records written, the FIFOs listed in rejected.csv."""
    source = _voc(tmp_path / "voc")
    code, events, err = run_cli("convert", source, "--out", str(tmp_path / "out"),
                                "--workers", "1", "--events", "jsonl", timeout=240)
    assert code == 0, err
    summary = next(e for e in events if e["type"] == "run_finished")["summary"]
    assert summary["written"] == len(A.IMAGES)
    failed = {os.path.basename(e["path"]): e["reason"] for e in events
              if e["type"] == "item_failed"}
    assert "named pipe" in failed["a.xml"] and "named pipe" in failed["zz.xml"], failed


def test_a_fifo_named_as_our_journal_in_a_source_folder_does_not_hold_the_scan(tmp_path):
    """The scan asks each class folder whether it is a conversion's output (its journal
    read when one is there by name): a FIFO under the journal's name, in a folder of no
    images, was opened with a plain open() that waits for a writer that never comes."""
    from engine.output_state import JOURNAL
    root = tmp_path / "src"
    A.write_images(str(root / "cat"))
    A.write_images(str(root / "dog"))
    _fifo(root / "notes" / JOURNAL)
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(root)],
                          capture_output=True, text=True, timeout=TIMEOUT, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    assert f"{2 * len(A.IMAGES)} images will be converted" in proc.stdout, proc.stdout


def test_a_fifo_named_as_our_journal_is_never_read_for_its_lines(tmp_path):
    """Journal.lines (a cluster run's took_part lines, read on --resume) opened the
    journal with a plain open(), which waits for a writer; read_journal refuses a FIFO
    without opening it blocking. Here a writer does come (so the old way does not hang
    the test but reads what it sends): nothing from a FIFO is trusted."""
    import json
    import threading

    from engine.run.journal import JOURNAL, TOOK_PART, Journal
    fifo = tmp_path / JOURNAL
    _fifo(fifo)

    def writer() -> None:
        with open(fifo, "w", encoding="utf-8") as w:   # (waits for a reader)
            w.write(json.dumps({"kind": TOOK_PART, "workers": 2}) + "\n")
    sending = threading.Thread(target=writer, daemon=True)
    sending.start()
    try:
        assert Journal(str(tmp_path)).lines(TOOK_PART) == []
    finally:   # (a reader that lets the writer finish, when the journal did not read it)
        fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
        sending.join()
        os.close(fd)
