"""--resume and the annotation files (issue 13): a run's shards depend on the annotation
files as much as on the images, so their content is part of the run's fingerprint.

Per source format, a run is killed after its first shard is committed
(TFRS_CRASH_AT_STEP). An annotation file is then changed: --resume is refused, naming that
file, and leaves the folder as it was. With the file put back, --resume finishes the
folder byte-identical to an uninterrupted run. A finished dataset is refused the same way.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from engine import protocol
from engine.run import side_files, writer
from engine.run.lock import LOCK_NAME
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F
from tests.engine.conftest import run_cli

OPTS = ("--size", "64", "--format", "png", "--workers", "1", "--shards", "2",
        "--no-shuffle")
VOLATILE = ("created", "started", "timings")   # manifest keys that differ between any two runs


def convert(source: str, out: Path, *extra: str, env: dict | None = None):
    return run_cli("convert", source, "--out", str(out), *OPTS, *extra, env=env)


def folder_bytes(out: Path) -> dict[str, bytes]:
    """Every file of the finished folder, the manifest without its volatile keys (the run
    log, a diary of each run, and the record of the last check, written when the window
    verifies, are not part of the dataset)."""
    from engine.output_state import VERIFIED
    files = {}
    for p in sorted(out.iterdir()):
        if p.suffix == ".log" or p.name == VERIFIED:
            continue
        data = p.read_bytes()
        if p.name == side_files.MANIFEST:
            m = json.loads(data)
            for k in VOLATILE:
                m.pop(k, None)
            m.pop("tfds_files", None)
            data = json.dumps(m, sort_keys=True).encode()
        files[p.name] = data
    return files


def reference_and_crash_step(source: str, out: Path) -> int:
    """Convert `source` uninterrupted into `out` (listing its steps); the step just after
    the first shard's journal entry, where a crash leaves one shard kept."""
    code, _, err = convert(source, out, env={"TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err[-2000:]
    return F.after_first_journal_entry(err)


def crash(source: str, out: Path, step: int) -> set[str]:
    code, _, err = convert(source, out, env={"TFRS_CRASH_AT_STEP": str(step)})
    assert code == writer.CRASH_EXIT, err[-2000:]
    shards = {p.name for p in out.iterdir() if p.name.endswith(".tfrecord")}
    assert len(shards) == 1, shards      # one shard committed, one to do
    return shards


def contents(out: Path) -> dict[str, bytes]:
    """The folder's files but the crashed run's stale lock (which a new run may clear)."""
    return {p.name: p.read_bytes() for p in out.iterdir() if p.name != LOCK_NAME}


def refused(source: str, out: Path, *names: str) -> None:
    before = contents(out)
    code, events, err = convert(source, out, "--resume")
    assert code == protocol.EXIT_RESUME_MISMATCH, err[-2000:]
    failed = [e for e in events if e["type"] == "run_failed"]
    assert failed, events
    message = failed[-1]["message"]
    assert "annotations differ" in message, message
    assert failed[-1]["code"] == "resume.annotations_changed"   # the window's language
    # the files as params (a "list" of coded sentences: the window says them without
    # reading them back out of the English), rendered as the message
    from engine.reason_codes import render
    params = failed[-1]["params"]
    assert params["changes"]["code"] == "list", params
    files = [p["params"]["file"] for p in params["changes"]["params"]["parts"]]
    assert files and all(any(f in name for f in files) for name in names), files
    assert render(failed[-1]["code"], params) == message
    for name in names:
        assert name in message, message
    assert "--overwrite" in message
    assert contents(out) == before      # nothing written or deleted


def resumed(source: str, out: Path, ref: Path) -> None:
    code, _, err = convert(source, out, "--resume")
    assert code == 0, err[-2000:]
    assert folder_bytes(out) == folder_bytes(ref)


def edit_text(path: Path, old: str, new: str) -> bytes:
    """Replace `old` by `new` in the file; return its original bytes."""
    original = path.read_bytes()
    text = original.decode()
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1))
    return original


def run_case(tmp_path: Path, source: str, annotation: Path, change, name: str) -> None:
    ref, out = tmp_path / "ref", tmp_path / "out"
    step = reference_and_crash_step(source, ref)
    crash(source, out, step)
    original = annotation.read_bytes() if annotation.exists() else None
    change(annotation)
    refused(source, out, name)
    if original is None:
        annotation.unlink()
    else:
        annotation.write_bytes(original)
    resumed(source, out, ref)


def test_coco_json_changed(tmp_path):
    src = A.make_coco(str(tmp_path / "src"))
    run_case(tmp_path, src, Path(src),
             lambda p: edit_text(p, "\"bbox\": [\n    64,", "\"bbox\": [\n    65,"),
             "instances_train.json changed")


def test_voc_xml_changed(tmp_path):
    src = A.make_voc(str(tmp_path / "src"))
    run_case(tmp_path, src, Path(src, "Annotations", "b.xml"),
             lambda p: edit_text(p, "<xmin>31</xmin>", "<xmin>33</xmin>"),
             "Annotations/b.xml changed")


def test_yolo_label_file_changed(tmp_path):
    src = A.make_yolo(str(tmp_path / "src"))
    run_case(tmp_path, src, Path(src, "labels", "train", "a.txt"),
             lambda p: p.write_text(p.read_text().replace("0 ", "2 ", 1)),
             "labels/train/a.txt changed")


def test_yolo_label_file_added(tmp_path):
    """An image that had no label file (a background image) gains one."""
    src = A.make_yolo(str(tmp_path / "src"))
    run_case(tmp_path, src, Path(src, "labels", "train", "d.txt"),
             lambda p: p.write_text("1 0.5 0.5 0.2 0.2\n"),
             "labels/train/d.txt was added")


def test_yolo_class_names_changed(tmp_path):
    src = A.make_yolo(str(tmp_path / "src"))
    run_case(tmp_path, src, Path(src, "data.yaml"),
             lambda p: edit_text(p, "1: dog", "1: wolf"), "data.yaml changed")


def test_mask_png_changed(tmp_path):
    src = A.make_masks(str(tmp_path / "src"))

    def repaint(p: Path) -> None:
        arr = np.asarray(Image.open(p)).copy()
        arr[0:4, 0:4] = 2
        Image.fromarray(arr, "L").save(p)

    run_case(tmp_path, src, Path(src, "masks", "b.png"), repaint, "masks/b.png changed")


def test_box_csv_changed(tmp_path):
    src = A.make_boxcsv(str(tmp_path / "src"))
    run_case(tmp_path, src, Path(src),
             lambda p: edit_text(p, ",cat,30,40,150,160", ",dog,30,40,150,160"),
             "boxes.csv changed")


def test_multilabel_csv_changed(tmp_path):
    src = A.make_multilabel(str(tmp_path / "src"))
    run_case(tmp_path, src, Path(src),
             lambda p: edit_text(p, "images/b.png,bird;cat", "images/b.png,cat"),
             "tags.csv changed")


def test_finished_dataset_names_the_changed_file(tmp_path):
    """No journal any more: the manifest's record of the annotation files is compared."""
    src = A.make_voc(str(tmp_path / "src"))
    out = tmp_path / "out"
    code, _, err = convert(src, out)
    assert code == 0, err[-2000:]
    manifest = json.loads((out / side_files.MANIFEST).read_text())
    # d.png has no XML: the one looked for is recorded too (absent), as YOLO's are
    assert set(manifest["annotation_files"]) == {"Annotations/a.xml", "Annotations/b.xml",
                                                 "Annotations/c.xml", "Annotations/d.xml"}
    before = folder_bytes(out)
    code, _, err = convert(src, out, "--resume")     # unchanged: nothing to do
    assert code == 0, err[-2000:]
    assert folder_bytes(out) == before
    edit_text(Path(src, "Annotations", "a.xml"), "<xmin>65</xmin>", "<xmin>70</xmin>")
    refused(src, out, "Annotations/a.xml changed")
    edit_text(Path(src, "Annotations", "a.xml"), "<xmin>70</xmin>", "<xmin>65</xmin>")
    # the image without annotations labelled since (LabelImg users label as they go)
    Path(src, "Annotations", "d.xml").write_text(
        Path(src, "Annotations", "b.xml").read_text().replace("b.png", "d.png"))
    refused(src, out, "Annotations/d.xml")


def test_the_files_changed_are_params_whatever_their_names():
    """A name with "; " and brackets, which the window read back out of the English
    sentence (the whole list stayed English), and more files than are named: the params
    carry them as they are; a stderr line of the message is read into the same."""
    from engine.reason_codes import describe, render
    from engine.sources.fingerprint import mismatch
    old = {"ann/x; y (2).xml": "a", "ann/b.xml": "a", "ann/c.xml": "a", "ann/d.xml": "a"}
    new = dict(old, **{"ann/x; y (2).xml": "b", "ann/b.xml": "b", "ann/new.xml": "c"})
    del new["ann/c.xml"]
    code, params = mismatch(old, new, "/out")
    assert code == "resume.annotations_changed_more" and params["more"] == "1"
    assert params["changes"]["params"]["parts"] == [
        {"code": "resume.annotation_changed", "params": {"file": "ann/b.xml"}},
        {"code": "resume.annotation_removed", "params": {"file": "ann/c.xml"}},
        {"code": "resume.annotation_added", "params": {"file": "ann/new.xml"}}]
    message = render(code, params)
    assert "ann/new.xml was added and 1 more annotation file changed. Its" in message
    assert describe(message) == (code, params)
    code, params = mismatch({"ann/x; y (2).xml": "a"}, {"ann/x; y (2).xml": "b"}, "/out")
    assert params["changes"]["params"]["parts"] == [
        {"code": "resume.annotation_changed", "params": {"file": "ann/x; y (2).xml"}}]


@pytest.mark.parametrize("n", [2, 5])
def test_message_names_at_most_three_files(n):
    from engine.reason_codes import render
    from engine.sources.fingerprint import mismatch
    old = {f"Annotations/{i}.xml": "a" for i in range(n)}
    new = {k: "b" for k in old}
    message = render(*mismatch(old, new, "/out"))
    assert message.count("changed") == min(n, 3) + (n > 3)
    assert ("2 more annotation files" in message) == (n == 5)
    assert mismatch(old, dict(old), "/out") is None


def test_a_run_that_recorded_no_annotation_files_is_refused_plainly():
    from engine.reason_codes import render
    from engine.sources.fingerprint import mismatch
    found = mismatch(None, {"annotations/instances_train.json": "a"}, "/out")
    assert found == ("resume.no_annotation_record", {"out": "/out"})
    message = render(*found)
    assert "recorded no annotation files" in message and "--overwrite" in message
    from engine.reason_codes import describe
    assert describe(message) == found
    assert mismatch(None, {}, "/out") is None      # a plain source: nothing to say


def test_overwrite_replaces_the_label_map_it_wrote(tmp_path):
    """label_map.pbtxt is ours like labels.txt: --overwrite with a classification run
    removes the detection run's map instead of leaving it beside the new dataset (its
    classes: the class folders the export keeps its images in)."""
    from tests.engine.annotated_exports import make_cvat_xml_in_classes
    source = make_cvat_xml_in_classes(str(tmp_path / "cvat"))
    out = tmp_path / "out"
    code, _, err = convert(source, out)
    assert code == 0, err[-2000:]
    assert (out / "label_map.pbtxt").read_text().count("item {") == len(A.ORDER)
    code, _, err = convert(source, out, "--overwrite", "--task", "classification")
    assert code == 0, err[-2000:]
    assert json.loads((out / "tfrecord_studio.json").read_text())["labels"] == ["cat", "dog"]
    assert not (out / "label_map.pbtxt").exists()
    assert "--overwrite leaves" not in err


def test_an_option_that_plans_other_images_is_not_called_a_changed_source(tmp_path):
    """--skip-unannotated leaves d.png (no annotations) out of the plan: --resume refuses
    because the options differ, not with "the source changed: 1 image removed ... Put
    the source back" (the source is as it was)."""
    from tests.engine.annotated_sources import coco_with_lost_objects
    source = coco_with_lost_objects(tmp_path)
    out = tmp_path / "out"
    code, _, err = convert(source, tmp_path / "ref", env={"TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err[-2000:]
    step = F.after_first_journal_entry(err)
    code, _, err = convert(source, out, env={"TFRS_CRASH_AT_STEP": str(step)})
    assert code == writer.CRASH_EXIT, err[-2000:]
    code, events, err = convert(source, out, "--resume", "--skip-unannotated")
    assert code == protocol.EXIT_RESUME_MISMATCH, err[-2000:]
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.options_named", failed
    assert "--skip-unannotated: the run used off, now on" in failed["message"], failed
    assert "source changed" not in failed["message"], failed
    # with this run's options, a removed image is still named
    (Path(source) / "images" / "d.png").unlink()
    code, events, err = convert(source, out, "--resume")
    assert code == protocol.EXIT_RESUME_MISMATCH, err[-2000:]
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert "1 image removed (images/d.png)" in failed["message"], failed


def test_a_yolo_image_deleted_since_is_named_not_its_label_file(tmp_path):
    """An image deleted after the kill, its label file left in place: --resume said
    "labels/train/a.txt was removed ... Put the annotation file back as it was", of a file
    the user had not touched and could not put back. It names the image removed."""
    src = A.make_yolo(str(tmp_path / "src"))
    out = tmp_path / "out"
    crash(src, out, reference_and_crash_step(src, tmp_path / "ref"))
    Path(src, "images", "train", "a.jpg").unlink()
    before = contents(out)
    code, events, err = convert(src, out, "--resume")
    assert code == protocol.EXIT_RESUME_MISMATCH, err[-2000:]
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.source_changed", failed
    assert "1 image removed (images/train/a.jpg)" in failed["message"], failed["message"]
    assert "a.txt" not in failed["message"]
    assert contents(out) == before


def test_a_mask_deleted_since_is_named_not_its_image(tmp_path):
    """The other way round: a mask PNG deleted (its image left in place, now set aside) is
    the file named, not the image, which is still there."""
    src = A.make_masks(str(tmp_path / "src"))
    out = tmp_path / "out"
    crash(src, out, reference_and_crash_step(src, tmp_path / "ref"))
    Path(src, "masks", "b.png").unlink()
    code, events, err = convert(src, out, "--resume")
    assert code == protocol.EXIT_RESUME_MISMATCH, err[-2000:]
    message = [e for e in events if e["type"] == "run_failed"][-1]["message"]
    assert "masks/b.png was removed" in message and "images/b.png" not in message, message


def test_a_label_file_still_there_is_found_below_a_source_whose_name_is_no_utf8(tmp_path):
    """The run's source was taken from the journal's display text, which writes a byte no
    UTF-8 as \\xff: every label file was "not there", and the image deleted made its label
    file "removed, put it back"."""
    import os
    src = A.make_yolo(os.path.join(str(tmp_path), os.fsdecode(b"src\xff")))
    out = tmp_path / "out"
    crash(src, out, reference_and_crash_step(src, tmp_path / "ref"))
    Path(src, "images", "train", "a.jpg").unlink()
    code, events, err = convert(src, out, "--resume")
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.source_changed", failed
    assert "a.txt" not in failed["message"], failed["message"]
