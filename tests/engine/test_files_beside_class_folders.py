"""Files at the top of a class-folder source, beside the class folders: a picture there
is skipped and named with what to do, whatever its name (a DICOM slice without an
extension, a camera's IMG_0001, a .jfif), as a stray.jpg is; side files (README.md,
labels.csv) are ignored as before, and the system's litter (.DS_Store, Thumbs.db) is
never listed. A DICOM without an extension read "ignored 4 files beside the class
folders that are not images" in the run's log and nothing in `engine scan`."""

from __future__ import annotations

import io
import os
import subprocess
import sys

from PIL import Image

from engine.sources.discover import scan
from tests.engine.conftest import ROOT, run_cli

#: A DICOM file's first bytes: a 128-byte preamble, then "DICM" (engine.magic).
DICOM = b"\0" * 128 + b"DICM" + b"\x02\x00\x00\x00UL\x04\x00" + b"\0" * 300
NOT_IN_CLASS = "not inside a class folder: move it into one of the class folders"


def _jpeg() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (24, 16), (200, 40, 10)).save(buf, "JPEG")
    return buf.getvalue()


def _source(root):
    """Two class folders of two images, and beside them pictures and side files."""
    src = root / "src"
    for cls in ("cat", "dog"):
        (src / cls).mkdir(parents=True)
        for i in range(2):
            Image.new("RGB", (20, 20), (60 * i, 90, 30 if cls == "cat" else 220)).save(
                src / cls / f"{i}.png")
    beside = {"scan0001": DICOM, "IMG_0001": _jpeg(), "photo.jfif": _jpeg(),
              "stray.jpg": _jpeg(), "README.md": b"# our photos\n",
              "labels.csv": b"file,label\n", "logo.svg": b"<svg xmlns='x'></svg>\n",
              ".DS_Store": b"\0\0\0\1Bud1" + b"\0" * 40,
              "Thumbs.db": b"\xd0\xcf\x11\xe0" + b"\0" * 60, "desktop.ini": b"[x]\n"}
    for name, data in beside.items():
        (src / name).write_bytes(data)
    if hasattr(os, "mkfifo"):   # never opened: reading a pipe would wait forever
        os.mkfifo(src / "pipe")
    return src


#: What each picture beside the class folders is skipped with: (code, reason).
SKIPPED = {
    "IMG_0001": ("file.not_in_class", NOT_IN_CLASS),
    "photo.jfif": ("file.not_in_class", NOT_IN_CLASS),
    "scan0001": ("file.dicom", "unsupported image format: DICOM (medical images), which "
                 "this tool cannot read (export the images as PNG or TIFF from your DICOM "
                 "viewer first)"),
    "stray.jpg": ("file.not_in_class", NOT_IN_CLASS),
}
#: The side files, named once as ignored (not the litter, not the pipe).
IGNORED = ["README.md", "labels.csv", "logo.svg"] + (["pipe"] if hasattr(os, "mkfifo") else [])


def test_the_scan_names_each_picture_beside_the_class_folders_and_ignores_side_files(
        tmp_path):
    r = scan(str(_source(tmp_path)))
    assert r.kind == "folders" and r.labels == ["cat", "dog"] and len(r.samples) == 4
    assert {os.path.basename(x.path): x.reason for x in r.rejected} == \
        {name: reason for name, (_code, reason) in SKIPPED.items()}
    assert sorted(r.ignored) == sorted(IGNORED)


def test_scan_and_the_run_say_them_and_convert_the_class_folders(tmp_path):
    src = _source(tmp_path)
    code, events, err = run_cli("convert", str(src), "--out", str(tmp_path / "out"),
                                "--workers", "1", "--events", "jsonl")
    assert code == 0, err
    failed = {os.path.basename(e["path"]): (e["code"], e["reason"])
              for e in events if e["type"] == "item_failed"}
    assert failed == SKIPPED
    ignored = [e["ignored"] for e in events if e["type"] == "scan_progress" and e["finished"]]
    assert sorted(ignored[-1]) == sorted(IGNORED)
    summary = next(e for e in events if e["type"] == "run_finished")["summary"]
    assert (summary["written"], summary["failed"]) == (4, 0)
    # `engine scan` (the text for people) names them with the same words
    proc = subprocess.run([sys.executable, "-m", "engine", "scan", str(src)],
                          capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert proc.returncode == 0, proc.stderr
    for name, (_code, reason) in SKIPPED.items():
        assert f"  {name}: {reason}" in proc.stdout, (name, proc.stdout)
    assert "README.md" not in proc.stdout and ".DS_Store" not in proc.stdout
