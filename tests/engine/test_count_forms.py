"""The engine's English says a count in its form: "1 image has" / "2 images have", never
"image(s)". Each sentence below comes from the code that writes it, at a count of 1 and of
2; a catalogued one is read back into its code and count (engine.reason_codes.describe)
in either form, and render says the same sentence again from them."""

from __future__ import annotations

import io
from unittest.mock import ANY

import pytest

from engine import protocol
from engine.events import Emitter
from engine.reason_codes import describe, describe_log_line, render


def _pair(make) -> tuple[str, str]:
    return make(1), make(2)


def _sentences() -> dict[str, tuple]:
    from engine.records import loading, loading_dali
    from engine.run import duplicates, output, plan
    from engine.sources import csv_table, declared_size
    from engine.split_sizes import empty_split_notices

    def scaled(n: int, xml: bool) -> str:
        sizes = declared_size.DeclaredSizes(None)   # type: ignore[arg-type]
        sizes.scaled = {"a.json": [f"i{k}.jpg: 640x480 → 120x90" for k in range(n)]}
        return (sizes.xml_notice() if xml else sizes.notices())[0]

    def copies(n: int) -> str:
        found = [duplicates.Copy(f"b{k}.jpg", "a.jpg", "train", "train", "cat", "dog")
                 for k in range(n)]
        return duplicates.note(found, "/o/duplicates.csv")

    manifest = {"options": {"image": {"format": "original"}}}

    def stored(kind: str, n: int) -> dict:
        return dict(manifest, splits={"train": {"shards": [{"records": n, "formats": {kind: n}}]}})

    return {
        "ann.voc_size_scaled": (_pair(lambda n: scaled(n, True)),
                                "1 XML file gives an image size other than its image's",
                                "2 XML files give an image size other than their image's"),
        "ann.size_scaled": (_pair(lambda n: scaled(n, False)),
                            "1 image in a.json is given a size other than its own",
                            "2 images in a.json are given a size other than their own"),
        "log.duplicates": (_pair(copies), "1 image is a byte-identical copy of another image",
                           "2 images are byte-identical copies of other images"),
        "run.foreign_files_more": (
            _pair(lambda n: output._foreign_files_message("/o", ["x"] * (n + 1), "--overwrite")),
            "holds 'x' and 1 more file that", "holds 'x' and 2 more files that"),
        "cluster.few_shards": (_pair(lambda n: plan.cluster_note(n, 4, 400)),
                               "The plan has 1 shard for 4", "The plan has 2 shards for 4"),
        "csv.backslashes": (_pair(lambda n: csv_table.backslash_notice("/t.csv", ["a/b"] * n)),
                            "t.csv: 1 path has backslashes", "t.csv: 2 paths have backslashes"),
        "plan.split_few": (
            _pair(lambda n: empty_split_notices([n], {}, (("a", 0.9), ("b", 0.1)))[0]),
            "0.1 of 1 image rounds to 0", "0.1 of 2 images rounds to 0"),
        "load.tf_tiff": (_pair(lambda n: loading.tiff_note(stored("tiff", n)).strip()),
                         "holds 1 TIFF file: convert with --format png to read it",
                         "holds 2 TIFF files: convert with --format png to read them"),
        "load.dali_gif_records": (_pair(lambda n: loading_dali.note(stored("gif", n), "x")),
                                  "holds 1 GIF file:", "holds 2 GIF files:"),
    }


@pytest.mark.parametrize("code", sorted(_sentences()))
def test_a_catalogued_sentence_says_its_count_in_its_form(code):
    (one, many), one_words, many_words = _sentences()[code]
    assert one_words in one and many_words in many, (one, many)
    for sentence, n in ((one, "1"), (many, "2")):
        assert "(s)" not in sentence
        found, params = describe(sentence)
        assert found == code and params.get("n") == n, (sentence, found, params)
        assert render(found, params) == sentence


def test_the_cli_lines_without_a_code_say_their_count_in_their_form(capsys):
    def line(ev) -> str:   # (on stdout, or stderr as the skipped files are)
        buf = io.StringIO()
        Emitter("text", stream=buf).emit(ev)
        return (buf.getvalue() + capsys.readouterr().err).strip()

    def ignored(n):
        return protocol.ScanProgress(ignored=[f"f{k}.txt" for k in range(n)])

    def requeued(n):
        return protocol.ItemsRequeued(paths=[f"/s/{k}.jpg" for k in range(n)])

    def cluster(n):
        return protocol.ClusterStarted(address="tcp://h:1", workers=[{"threads": 1}] * n)

    assert line(ignored(1)).startswith("ignored 1 file beside the class folders that is not an "
                                       "image: f0.txt")
    assert line(ignored(2)).startswith("ignored 2 files beside the class folders that are not "
                                       "images: f0.txt, f1.txt")
    assert line(requeued(1)).startswith("1 skipped file was in the unfinished shard")
    assert line(requeued(1)).endswith("--resume tries it again")
    assert line(requeued(2)).startswith("2 skipped files were in the unfinished shard")
    assert line(cluster(1)).endswith(": 1 worker, 1 thread")
    assert line(cluster(2)).endswith(": 2 workers, 2 threads")
    assert "(1 record, " in line(protocol.ShardWritten(path="/o/a", records=1))
    assert "(2 records, " in line(protocol.ShardWritten(path="/o/a", records=2))
    assert line(protocol.SweepPoint(workers=1, trial=0)).startswith("1 worker, trial 1:")


def test_a_scans_annotation_report_says_its_counts_in_their_form():
    from engine.sources.report import plan_lines
    one = plan_lines("detection", {"unannotated_images": 1, "emptied_images": 1,
                                   "object_problems": {"box outside": 1}})
    many = plan_lines("detection", {"unannotated_images": 2, "emptied_images": 2,
                                    "object_problems": {"box outside": 2}})
    assert one[1:] == [
        "1 image without annotations, kept as a background image (--skip-unannotated leaves "
        "it out)",
        "1 image lost every object to the problems below and is kept with none "
        "(--skip-unannotated leaves it out)",
        "annotation problem: box outside: 1 object"]
    assert many[1:] == [
        "2 images without annotations, kept as background images (--skip-unannotated leaves "
        "them out)",
        "2 images lost every object to the problems below and are kept with none "
        "(--skip-unannotated leaves them out)",
        "annotation problem: box outside: 2 objects"]


@pytest.mark.parametrize("n, words", [(1, "retrying 1 in-flight image in a fresh worker"),
                                      (3, "retrying 3 in-flight images one at a time")])
def test_a_log_line_with_a_count_is_read_back_in_either_form(n, words):
    from engine.reason_codes import CATALOGUE, pick
    line = "warning: " + pick(CATALOGUE["log.worker_retry"], {"n": n}).format(n=n)
    assert words in line
    assert describe_log_line(line) == ("warning", "log.worker_retry", {"n": str(n)})


def test_rejected_csv_says_a_count_of_1_in_its_form(tmp_path):
    """rejected.csv stays English (and its columns), its reasons read right at a count of
    1: a YOLO line of one field was "1 fields", a class names list of one class "1
    classes" ("0..0"), a mask's one value of no class "1 values"; each is still read back
    into its code, with the same parameters."""
    import csv
    import os

    from engine.sources.mask_classes import value_problem
    from tests.engine import annotated_data as A
    from tests.engine.conftest import run_cli

    root = A.make_yolo(str(tmp_path / "yolo"))
    (tmp_path / "yolo" / "labels" / "train" / "a.txt").write_text("0\n0 0.5 0.5 0.2 0.2\n")
    out = tmp_path / "out"
    code, _, err = run_cli("convert", root, "--out", str(out), "--size", "16", "--workers", "1",
                           timeout=300)
    assert code == 0, err[-2000:]
    with open(out / "rejected.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    (reason,) = [r["reason"] for r in rows if os.path.basename(r["path"]) == "a.jpg"]
    assert reason == ("labels/train/a.txt line 1: the wrong number of values (1) for a box "
                      "(class cx cy w h: 5) or a polygon (class x1 y1 x2 y2 x3 y3 ...: an odd "
                      "number, 7 or more); the image is skipped with its 1 other box. Correct "
                      "or delete that line")
    assert describe(reason) == ("ann.yolo_field_count", {
        "file": "labels/train/a.txt", "line": "1", "count": "1", "n": "1"})
    one, many = value_problem({0, 3}, 1, "m/a.png"), value_problem({0, 3, 5}, 3, "m/a.png")
    assert one == ("the mask m/a.png holds 1 value that is no class: 3 (the class names list "
                   "has only class 0; 255 = ignore). Add lines to the class names file until "
                   "it names class 3, or repaint those pixels with a class's value")
    assert many.startswith("the mask m/a.png holds 2 values that are no class: 3 and 5 (the "
                           "class names list has classes 0 to 2;")
    assert [describe(s)[0] for s in (one, many)] == ["ann.mask_values_one", "ann.mask_values"]
    assert describe(one)[1] == {"mask": "m/a.png", "n": "1", "values": "3", "top": "3"}


def test_a_run_that_ends_with_one_image_says_it_in_its_form(tmp_path):
    """"None of the 1 input files could be converted", "The 1 images still to write
    need": the sentences that end a run, at a count of 1."""
    import errno
    from types import SimpleNamespace

    from engine.errors import WriteError
    from engine.run import space_needed
    from engine.run.plan import ShardSpec
    from tests.engine import imagefactory as F

    src, out = tmp_path / "src", tmp_path / "out"
    F.write(src / "a" / "zero.jpg", b"")
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1"))
    assert code == protocol.EXIT_NOTHING_CONVERTED, err
    failed = F.types(events, "run_failed")[-1]
    assert failed["message"] == ("The 1 input file could not be converted; the reason is in "
                                 f"{out / 'rejected.csv'}.")
    assert (failed["code"], failed["params"]) == ("run.nothing_converted", {
        "n": "1", "path": str(out / "rejected.csv")})
    one = SimpleNamespace(size=2_000_000)
    for n, words in ((1, "The 1 image still to write needs about "),
                     (2, "The 2 images still to write need about ")):
        spec = ShardSpec("train", 0, 1, "a.tfrecord", (one,) * n)   # type: ignore[arg-type]
        said = space_needed.with_space_needed(
            WriteError("The disk is full.", errno.ENOSPC), str(tmp_path), [spec], {}, 0, 0,
            0.0)
        assert words in said, said
        assert describe(said.split("full. ", 1)[1]) == ("run.space_needed", {
            "n": str(n), "need": ANY, "free": ANY}), said
        # one of them kept of the stopped shard
        said = space_needed.with_space_needed(
            WriteError("The disk is full.", errno.ENOSPC), str(tmp_path), [spec], {}, 0, 0,
            0.0, 1)
        assert words.replace(" still to write ", " still to write, counting the 1 kept, "
                             "which --resume copies into a new file, ") in said, said
        assert describe(said.split("there. ", 1)[1]) == ("run.space_needed_kept", {
            "n": str(n), "m": "1", "need": ANY, "free": ANY}), said


def _read_back(sentence: str, code: str, m: str) -> None:
    """`sentence` is `code`'s, with the count {m} it says, and render says it again."""
    found, params = describe(sentence)
    assert (found, params.get("m")) == (code, m), (sentence, found, params)
    assert render(found, params) == sentence


def test_verify_says_a_noun_after_a_second_count_in_that_counts_form(tmp_path):
    """"{n} of {m} shards present", "{n} labels but {m} class names": the noun after {m}
    takes the form of {m} (a By pair in the catalogue), the one after {n} that of {n}; each
    from the code that writes it, at {m} = 1 and 2, read back with its count."""
    import io
    from types import SimpleNamespace

    from engine.commands.verify_manifest import labels_txt_problems, manifest_problems
    from engine.records.tfrecord import RecordError, frame, frames
    from engine.sources.verify_annotations import record_problem

    def manifest(labels: list[str], num_shards: int) -> list[str]:
        m = SimpleNamespace(status="complete", path="/o/m.json", num_classes=3, labels=labels,
                            splits={"val": {"num_shards": num_shards, "records": 0}},
                            shards=[], total_records=0)
        return manifest_problems(m)   # type: ignore[arg-type]

    assert manifest(["a"], 1) == [
        "/o/m.json: num_classes is 3 but the manifest lists 1 label (edited or damaged)",
        "split 'val': 0 of 1 shard present"]
    assert manifest(["a", "b"], 2) == [
        "/o/m.json: num_classes is 3 but the manifest lists 2 labels (edited or damaged)",
        "split 'val': 0 of 2 shards present"]
    for labels, m in ((["a"], "1"), (["a", "b"], "2")):
        num_classes, split_shards = manifest(labels, int(m))
        _read_back(num_classes, "verify.num_classes", m)
        _read_back(split_shards, "verify.split_shards", m)

    (tmp_path / "labels.txt").write_text("a\nb\n", encoding="utf-8")
    (lines,) = labels_txt_problems(str(tmp_path), ["a"])
    assert lines.endswith("labels.txt has 2 lines but the manifest lists 1 label (edited, or a "
                          "class name contains a line break)")
    _read_back(lines, "verify.labels_lines", "1")
    (tmp_path / "labels.txt").write_text("a\n", encoding="utf-8")
    (lines,) = labels_txt_problems(str(tmp_path), ["a", "b"])
    assert "has 1 line but the manifest lists 2 labels (edited" in lines
    _read_back(lines, "verify.labels_lines", "2")

    for record, left in ((frame(b"abc")[:17], "1 byte"), (frame(b"abcd")[:18], "2 bytes")):
        with pytest.raises(RecordError) as e:
            list(frames(io.BytesIO(record)))
        assert f"is more than the {left} left in the file" in e.value.reason
        _read_back(e.value.reason, "verify.frame_too_long", left.split()[0])

    def labelled(labels: list[int], texts: list[bytes]) -> str:
        ex = {"image/class/label": ("int64", labels), "image/class/text": ("bytes", texts)}
        return record_problem(ex, {"image/class/label": {"varlen": True}}, ["a", "b"], 100_000_000)

    def boxes(n: int, m: int) -> str:
        ex = {k: ("float", [0.1] * n) for k in
              ("image/object/bbox/xmin", "image/object/bbox/ymin", "image/object/bbox/xmax",
               "image/object/bbox/ymax")}
        ex["image/object/class/label"] = ("int64", [1] * m)
        return record_problem(ex, {"image/object/bbox/xmin": {}}, ["a"], 100_000_000)

    for said, code, m in ((labelled([0, 1], [b"a"]), "verify.rec_label_count", "1"),
                          (labelled([0], [b"a", b"b"]), "verify.rec_label_count", "2"),
                          (boxes(2, 1), "verify.rec_box_count", "1"),
                          (boxes(1, 2), "verify.rec_box_count", "2")):
        _read_back(said, code, m)
    assert labelled([0, 1], [b"a"]) == "2 labels but 1 class name"
    assert labelled([0], [b"a", b"b"]) == "1 label but 2 class names"
    assert boxes(2, 1) == "2 boxes but 1 value in image/object/class/label"
    assert boxes(1, 2) == "1 box but 2 values in image/object/class/label"


def test_verify_says_records_and_bytes_in_their_form(tmp_path):
    """"total_records is 2 but the shards hold 1 record": a real verify of a dataset of
    one image whose manifest counts one more everywhere (only the shards can tell); then
    its shard cut to 1 byte: "1 byte on disk". (inspect calls a file that short "not a
    TFRecord file": its "ends inside record #{r} ({n} bytes" is said of 17 bytes or more.)"""
    from engine.commands.verify import verify_dataset
    from tests.engine.conftest import noise_image, run_cli
    from tests.engine.verify_files import edit_manifest

    (tmp_path / "src" / "cat").mkdir(parents=True)
    noise_image(24, 16, seed=1).save(tmp_path / "src" / "cat" / "a.png")
    out = tmp_path / "out"
    code, _, err = run_cli("convert", str(tmp_path / "src"), "--out", str(out), "--size", "16",
                           "--workers", "1", timeout=300)
    assert code == 0, err[-2000:]

    def one_more(m: dict) -> None:
        for split in m["splits"].values():
            for s in split["shards"]:
                s["records"] += 1
                split["records"] += 1
                m["total_records"] += 1
                s.pop("dali_index", None)

    edit_manifest(out, one_more)
    problems = verify_dataset(str(out), reader="builtin").problems
    said = [p for p in problems if "but the shards hold" in p]
    assert [p.split(": ", 1)[1] for p in said] == [
        "total_records is 2 but the shards hold 1 record"], problems
    _read_back(said[0], "verify.total_vs_shards", "1")

    (shard,) = out.glob("*.tfrecord")
    shard.write_bytes(shard.read_bytes()[:1])
    problems = verify_dataset(str(out), reader="builtin").problems
    said = [p for p in problems if "on disk" in p]
    assert len(said) == 1 and f"{shard.name}: 1 byte on disk, the manifest says " in said[0], \
        problems
    found, params = describe(said[0])
    assert (found, params["n"]) == ("verify.size_differs", "1") and render(found, params) == \
        said[0]
