"""The source panel lists what "Write as: original" skips: the HEIC, AVIF and animated
WebP files the run does not keep as they are (TensorFlow cannot read them back). The panel
said "8 images will be converted" and listed only the broken file, and the run then wrote
5. Another "Write as" lists them or not from the scan already made (nothing read again);
the run at original skips exactly the files listed, in the words listed."""

from __future__ import annotations

import io

import pillow_heif  # a dependency of the project (pyproject.toml)
from PIL import Image
from studio_fixtures import scans_made, start_and_wait

from gui.scan import quick_scan
from gui.scan_depth import Refused, for_run
from gui.scan_result import ScanResult
from gui.widgets.source_problems import problems_text
from gui.widgets.split_field import written_splits
from tests.engine import imagefactory as F

WAIT = 120_000


def _mixed(src) -> dict[str, str]:
    """JPEG, PNG, TIFF, BMP, a broken JPEG, a HEIC photo and an animated WebP: {name:
    what the run at --format original says of the files it skips}."""
    pillow_heif.register_heif_opener()
    for name, fmt in (("a.jpg", "JPEG"), ("b.png", "PNG"), ("c.tif", "TIFF")):
        F.write(src / "cats" / name, F.encode(F.noise(40, 30, len(name)), fmt))
    F.write(src / "dogs" / "d.bmp", F.encode(F.noise(40, 30, 4), "BMP"))
    whole = F.encode(F.noise(320, 240, 3), "JPEG", quality=90)
    F.write(src / "dogs" / "cut.jpg", whole[:len(whole) // 2])
    F.write(src / "dogs" / "e.heic", F.corner_marked("HEIF", 1))
    frames = [F.noise(32, 24, i) for i in range(3)]
    buf = io.BytesIO()
    frames[0].save(buf, "WEBP", save_all=True, append_images=frames[1:], duration=80)
    F.write(src / "dogs" / "f.webp", buf.getvalue())
    return {"cut.jpg": "JPEG is cut short", "e.heic": "HEIC cannot be stored as the original",
            "f.webp": "animated WebP cannot be stored as the original"}


def test_the_problems_follow_write_as(qtbot, window, language, monkeypatch, tmp_path):
    language("en")
    src = tmp_path / "src"
    said = _mixed(src)
    panel, form = window.source_panel, window.options
    scans = scans_made(monkeypatch)
    window.set_source(str(src))
    qtbot.waitUntil(lambda: panel.last_result is not None, timeout=WAIT)

    def listed() -> list[str]:
        return [panel.problems.item(i).text() for i in range(panel.problems.count())]
    assert len(listed()) == 1 and "dogs/cut.jpg" in listed()[0]
    assert panel.last_result.convertible == {"cats": 3, "dogs": 3}

    def write_as(stored: str) -> None:
        form.format_combo.setCurrentIndex(form.format_combo.findData(stored))
    write_as("original")
    res = panel.last_result
    lines = listed()
    assert len(lines) == 3 and panel.problems.isVisibleTo(window), lines
    for name, words in said.items():
        assert any(name in line and words in line for line in lines), (name, lines)
    assert res.convertible == {"cats": 3, "dogs": 1}   # the class table: what is written
    assert problems_text(res).startswith("3 problems found; they are listed below. 3 of "
                                         "the 7 images will be skipped."), problems_text(res)
    assert problems_text(res) in panel.summary.text()
    write_as("png")
    assert len(listed()) == 1 and panel.last_result.convertible == {"cats": 3, "dogs": 3}
    write_as("original")
    assert scans == [str(src)]   # never read again

    form.out_edit.setText(str(tmp_path / "out"))
    form.verify.setChecked(False)
    form.workers.setValue(1)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert start_and_wait(qtbot, window), window.controller.convert.stderr_tail()
    run = {f.path: f.reason for f in window.model.failures}
    assert run == dict(panel.last_result.problems)   # the same files, the same words
    assert window.model.done == 4



def test_the_splits_count_what_is_written(qtbot):
    """The Split row's "to be written" counts follow too: a source's val split of 2 said 2
    where the run at original wrote 1 (and so at a bit depth that refuses a 16-bit layout)."""
    heic = "HEIC cannot be stored as the original: TensorFlow and DALI cannot decode it " \
           "(use --format jpeg or png, which convert it)"
    found = ScanResult(source="/src", kind="table", images=3, splits={"train": 1, "val": 2},
                       classes={"cat": 3}, convertible={"cat": 3},
                       unkept={"/src/b.heic": Refused("", "cat", split="val", why=heic)},
                       deep_layouts={"/src/c.png": Refused("PNG", "cat", split="train")})
    assert written_splits(found) == ({"train": 1, "val": 2}, 0, 0)
    res = for_run(found, 16, "original")
    assert written_splits(res) == ({"train": 1, "val": 1}, 0, 1)
    assert res.convertible == {"cat": 2} and res.problems == [("/src/b.heic", heic)]
    assert res.coded[heic] == ("file.original_unreadable", {"format": "HEIC"})
    assert written_splits(for_run(found, 12)) == ({"train": 0, "val": 2}, 0, 1)
    assert for_run(found, 12, "original") == res   # the original files are not decoded


def test_a_damaged_photo_original_does_not_keep_is_said_as_the_run_says_it(tmp_path):
    """A HEIC with transparent areas whose picture data is damaged: the scan decodes it
    (its alpha) and finds it broken; the run at original refuses it as HEIC before it
    looks further. Listed once, in the run's words for the format chosen."""
    pillow_heif.register_heif_opener()
    buf = io.BytesIO()
    Image.new("RGBA", (64, 48), (200, 40, 90, 128)).save(buf, "HEIF", quality=80)
    data = bytearray(buf.getvalue())
    start = data.find(b"mdat") + 12
    data[start:-4] = b"\xaa" * (len(data) - 4 - start)   # (its length kept: not cut short)
    photo = F.write(tmp_path / "src" / "cats" / "p.heic", bytes(data))
    F.write(tmp_path / "src" / "cats" / "a.jpg", F.encode(F.noise(40, 30, 1), "JPEG"))
    found = quick_scan(str(tmp_path / "src"))
    assert [p for p, _why in found.problems] == [str(photo)]
    res = for_run(found, 16, "original")
    assert [p for p, _why in res.problems] == [str(photo)] and res.convertible == {"cats": 1}
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(tmp_path / "src", out, "--format",
                                                   "original", "--workers", "1"))
    assert code == 0, err
    assert {e["path"]: e["reason"] for e in events if e["type"] == "item_failed"} == \
        dict(res.problems)
    assert res.broken[str(photo)] == res.problems[0][1] != found.problems[0][1]
