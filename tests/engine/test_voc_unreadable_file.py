"""A Pascal VOC annotation file that cannot be read at all (no permission, a folder of its
name, a link to nothing): the file is set aside and its image is converted without
annotations, and the sentence says so. It said "cannot read c.xml: Permission denied" of
an image the run wrote, and the window called it "1 image … not used", "→ the image is
skipped" (tests/gui/test_source_panel_counts.py)."""

from __future__ import annotations

from pathlib import Path

from engine import protocol
from engine.reason_codes import describe
from tests.engine import imagefactory as F
from tests.engine.annotated_sources import voc_declaring


def unreadable_voc(root: Path) -> str:
    """VOC of a, b, c (one box each) whose c.xml cannot be read (a folder of that name),
    and a d.xml that cannot be read either, without an image."""
    voc_declaring(root, {})
    (root / "Annotations" / "c.xml").unlink()
    (root / "Annotations" / "c.xml").mkdir()
    (root / "Annotations" / "d.xml").mkdir()
    return str(root)


def test_an_unreadable_annotation_file_leaves_its_image_converted_and_says_so(tmp_path):
    src, out = unreadable_voc(tmp_path / "src"), tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1"))
    assert code == protocol.EXIT_OK, err
    failed = {Path(e["path"]).name: e for e in events if e["type"] == "item_failed"}
    assert sorted(failed) == ["c.xml", "d.xml"], failed
    c, d = failed["c.xml"], failed["d.xml"]
    assert c["code"] == "ann.xml_unreadable" and c["params"]["file"] == "c.xml", c
    assert c["reason"].endswith("; its image is converted without annotations, unless "
                                "images without annotations are left out"), c
    # without an image there is none to convert: said as of a file without its image
    assert d["code"] == "ann.voc_xml_without_image", d
    assert d["params"]["sentence"]["code"] == "ann.xml_cannot_read", d
    (summary,) = [e["summary"] for e in events if e["type"] == "run_finished"]
    assert summary["written"] == 3 and summary["failed"] == 0, summary   # c.jpg too
    assert summary["objects_per_class"] == {"cat": 2}, summary   # (c's box: unread)
    # --skip-unannotated leaves the image out, with a reason of its own
    code, events, err = F.run_engine(F.engine_argv(src, tmp_path / "out2", "--workers", "1",
                                                   "--skip-unannotated"))
    assert code == protocol.EXIT_OK, err
    left = [e for e in events if e["type"] == "item_failed" and e["path"].endswith("c.jpg")]
    assert [e["code"] for e in left] == ["ann.unannotated"], left


def test_the_words_of_earlier_engines_still_read_as_an_unreadable_file():
    assert describe("cannot read c.xml: Permission denied") == (
        "ann.xml_cannot_read", {"file": "c.xml", "detail": "Permission denied"})
