"""What the engine says of sources, files, objects and damaged datasets is shown in
the window's language: scan problems, source and codec errors, dropped or clipped
objects, record values, a failed verify, a damaged file in Inspect, an empty
annotation file."""

from __future__ import annotations

import re

import pytest
from i18n_words import engine_sentences, english_words
from studio_fixtures import make_dataset

from engine import protocol as P
from engine.reason_codes import describe, render
from gui import engine_text


def test_scan_problems_are_the_run_s_sentences_translated(language, tmp_path):
    """The scan's list says a file in the run's words, with their code, so in Korean as
    the Failures tab does (it had its own sentences and translations: "…이름의 텍스트 파일이며
    이미지가 아닙니다" before Start, "이미지가 아닙니다: 파일에 텍스트가…" after the run)."""
    from engine.codecs.scan_checks import check_file
    (tmp_path / "notes.jpg").write_text("notes, not a picture\n")
    (tmp_path / "paper.jpg").write_bytes(b"%PDF-1.4\n%%EOF\n")
    (tmp_path / "clip.jpg").write_bytes(b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom"
                                        + bytes(100))
    checks = [check_file(str(tmp_path / n)) for n in ("notes.jpg", "paper.jpg", "clip.jpg")]
    assert [c.code for c in checks] == ["file.text", "file.pdf", "file.media"]
    language("ko")
    for c in checks:
        said = engine_text.text(c.code, c.params, c.problem)
        assert said != c.problem and re.search("[가-힣]", said), said


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_new_engine_sentences_are_shown_translated_without_english_words(language, lang):
    language(lang)
    for sentence in engine_sentences():
        code, params = describe(sentence)
        shown = engine_text.text(code, params, "<english>")
        assert shown != "<english>" and shown != sentence, sentence
        if "Input/output error" not in sentence:  # the OS's own words stay as sent
            for word in ("worker", "images/s", " and ", " to ", "folder", "class", "newline"):
                assert word not in shown, (word, shown)


def _source_errors(tmp_path) -> list[str]:
    """The messages engine.sources.discover.scan really raises for unusable sources."""
    from engine.errors import SourceError
    from engine.sources.discover import scan
    empty = tmp_path / "empty"
    empty.mkdir()
    only_text = tmp_path / "notes"
    only_text.mkdir()
    (only_text / "readme.txt").write_text("x")
    (only_text / "cats").mkdir()  # a class folder, empty: only the side file is left
    tables = {
        "latin1.csv": "path,label\ncaf\xe9.jpg,a\n".encode("latin-1"),
        "blank.csv": b"\n\n",
        "nolabel.csv": b"path,kind\na.jpg,x\n",
        "onecol.csv": b"a.jpg\n",
        "nopath.csv": b"path,label\n,a\n",
        "missing.csv": b"path,label\na.jpg,\n",
        "negative.csv": b"path,label\na.jpg,-1\n",
    }
    sources = [str(tmp_path / "absent"), str(empty), str(only_text)]
    for name, data in tables.items():
        (tmp_path / name).write_bytes(data)
        sources.append(str(tmp_path / name))
    out = []
    for source in sources:
        with pytest.raises(SourceError) as err:
            scan(source)
        out.append(str(err.value))
    return out


def test_source_errors_are_coded_and_translated(tmp_path, language):
    messages = _source_errors(tmp_path)
    for message in messages:
        code, params = describe(message)
        assert code and render(code, params) == message, message
    language("ja")
    for message in messages:
        code, params = describe(message)
        shown = engine_text.text(code, params, "<english>")
        assert shown != "<english>" and "Choose" not in shown and "Expected" not in shown


def test_codec_sentences_are_translated(language):
    from engine.errors import ImageError
    from engine.sources.reading import check_head
    with pytest.raises(ImageError) as err:
        check_head(bytes(range(256)) * 2)
    code, params = describe(str(err.value))
    assert code == "file.unknown_format"
    language("ja")
    assert "HEIC" in engine_text.text(code, params, "<english>") != "<english>"


def _object_problems(tmp_path) -> list[str]:
    """What the annotation readers say of the objects they drop or clip (their images are
    converted): a VOC file, a YOLO label file and a COCO JSON with one bad object each."""
    import json
    import sys
    from pathlib import Path

    from studio_fixtures import ROOT

    from engine.sources.discover import scan
    sys.path.insert(0, str(ROOT))
    from tests.engine import annotated_data as A
    voc = A.make_voc(str(tmp_path / "voc"))
    first = sorted((tmp_path / "voc" / "Annotations").iterdir())[0]
    box = "<bndbox><xmin>{}</xmin><ymin>{}</ymin><xmax>{}</xmax><ymax>{}</ymax></bndbox>"
    bad = ["<object><bndbox/></object>", "<object><name>cat</name>" + box.format(
        "x", 1, 5, 5) + "</object>"] + ["<object><name>cat</name>" + box.format(*b) +
                                         "</object>" for b in ((9, 9, 3, 3), (1, 1, 9999, 20),
                                                               (5000, 5000, 5001, 5001))]
    first.write_text(first.read_text().replace("</annotation>", "".join(bad) +
                                               "</annotation>"))
    yolo = A.make_yolo(str(tmp_path / "yolo"))
    label = sorted((tmp_path / "yolo" / "labels" / "train").iterdir())[0]
    label.write_text("0 0.5 0.5 0 0.2\n0 1.9 1.9 0.1 0.1\n0 0.95 0.5 0.3 0.2\n")
    coco = A.make_coco(str(tmp_path / "coco"), polygons=False)
    data = json.loads(Path(coco).read_text())
    data["annotations"] += [{"id": 90, "image_id": 1, "category_id": 1, "bbox": [1, 2]},
                            {"id": 91, "image_id": 77, "category_id": 1, "bbox": [1, 1, 2, 2]},
                            {"id": 92, "image_id": 1, "category_id": 1, "bbox": [1, 1, 4, 4],
                             "segmentation": [[1, 1, 5, 5]]}]   # a polygon of 2 points
    with open(coco, "w") as f:
        json.dump(data, f)
    out = []
    for source in (voc, yolo, str(tmp_path / "coco")):
        out += [why for _path, why in scan(source).problems.examples]
    return out


def test_object_problems_are_coded_and_translated(tmp_path, language):
    # "img_0005.xml object 1: box extends outside the image: clipped" stayed English in
    # the ja and ko windows: the sentences about dropped objects had no codes
    problems = _object_problems(tmp_path)
    assert len(problems) >= 10, problems
    assert any("a polygon of fewer than 3 points" in p for p in problems), problems
    language("ja")
    for sentence in problems:
        code, params = describe(sentence)
        assert code and render(code, params) == sentence, sentence
        shown = engine_text.text(code, params, "<english>")
        assert shown != "<english>" and shown != sentence, sentence
        for word in ("box", "image", "object", "line", "annotation"):   # ("bndbox": VOC's)
            assert not re.search(rf"\b{word}\b", shown), (word, shown)


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_record_values_the_engine_describes_are_in_the_language(language, lang):
    # "<JPEG image, 6,217 bytes>" and "(empty)" stayed English in the Inspect tab
    from gui.widgets.record_detail import _values_text
    language(lang)
    shown = [_values_text({"values": ["<JPEG image, 6,217 bytes>", "<40 bytes>", 3],
                           "count": 9}), _values_text({"values": []})]
    assert english_words(" ".join(shown)) == []
    assert "JPEG" in shown[0] and "6,217" in shown[0] and "40" in shown[0] and "9" in shown[0]


def _damaged_dataset(tmp_path):
    """A dataset the engine converted, then damaged: labels.txt lists one class, and the
    first shard is cut inside a record (its size and its stream are wrong)."""
    from tests.engine import imagefactory as F
    src = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=3)
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "24", "--shards", "1"),
                                timeout=300)
    assert code == 0, err
    (out / "labels.txt").write_text("cat\n", encoding="utf-8")
    shard = next(out.glob("data-train-*.tfrecord"))
    shard.write_bytes(shard.read_bytes()[:-40])
    return out


def _verify_events(out) -> list:
    import json

    from tests.engine import imagefactory as F
    code, events, err = F.run_engine([F.PYTHON, "-m", "engine", "verify", str(out),
                                      "--reader", "builtin", "--events", "jsonl"], timeout=300)
    assert code == P.EXIT_VERIFY_FAILED, err
    return [P.decode(json.dumps(e)) for e in events]


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_verify_failure_is_shown_in_the_language(qtbot, language, tmp_path, lang):
    # "FAILED: /…/labels.txt has 1 lines but the manifest lists 2 labels (edited, or a
    # class name contains a line break); …" was English in the Japanese and Korean window:
    # in the summary, in the failure message and in the Inspect tab
    from gui.run_controller import RunController
    from gui.run_model import RunModel
    from gui.widgets.inspect_panel import InspectPanel
    from gui.widgets.summary_panel import SummaryPanel
    out = _damaged_dataset(tmp_path)
    (ev,) = [e for e in _verify_events(out) if isinstance(e, P.VerifyResult)]
    codes = [c for c, _ in ev.problem_codes]
    assert "verify.labels_lines" in codes and "verify.size_differs" in codes, ev.problems
    assert "verify.corrupt_after_known" in codes, ev.problems
    language(lang)
    script = {"ja": r"[\u3040-\u30ff\u4e00-\u9fff]", "ko": r"[\uac00-\ud7a3]"}[lang]

    def in_language(shown: str):
        for problem in ev.problems:   # none of the engine's English sentences is left
            assert problem not in shown, (problem, shown)
        assert re.search(script, shown) and str(out) in shown, shown
        assert english_words(shown) == [], shown

    panel = SummaryPanel()
    qtbot.addWidget(panel)
    model = RunModel()
    model.verify = ev
    panel.show_verify(model)
    in_language(panel.values["verify"].text())

    controller = RunController()
    controller.model.verify = ev
    with qtbot.waitSignal(controller.ended) as ended:
        controller._verify_finished(P.EXIT_VERIFY_FAILED, "failed")
    ok, outcome, message, _ = ended.args
    assert (ok, outcome) == (False, "verify_failed")
    in_language(message)

    inspect = InspectPanel()
    qtbot.addWidget(inspect)
    inspect.report = {"dataset": {"folder": str(out)}}
    with qtbot.waitSignal(inspect.verifier.finished, timeout=120_000):
        inspect.verify()
    in_language(inspect.verify_label.text())


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_damaged_files_problem_in_inspect_is_in_the_language(qtbot, language, tmp_path, lang):
    # "…に問題があります: record length 1,667 is more than the 1,567 bytes left in the file
    # (corrupt length or truncated file) in record #533 at byte offset 898316"
    from gui.widgets.inspect_panel import InspectPanel
    out = _damaged_dataset(tmp_path)
    shard = next(out.glob("data-train-*.tfrecord"))
    language(lang)
    panel = InspectPanel()
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.summaryLoaded, timeout=120_000):
        panel.open_paths([str(shard)])
    (error,) = [f["error"] for f in panel.files if not f["ok"]]
    assert error["reason_code"][0].startswith("verify.frame_"), error
    shown = panel.summary.text()
    assert shard.name in shown and error["message"] not in shown
    assert str(error["record"]) in shown and str(error["offset"]) in shown, shown
    assert english_words(re.sub(r"[\w-]+\.tfrecord", " ", shown)) == [], shown


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_an_empty_annotation_file_is_said_to_be_empty_in_the_language(tmp_path, language,
                                                                       lang):
    # "v_005.xml: the XML is malformed (line 1, column 1): no element found": the parser's
    # English inside the Japanese sentence, for a VOC XML file of 0 bytes
    import sys

    from studio_fixtures import ROOT

    from engine.errors import SourceError
    from engine.sources.discover import scan
    sys.path.insert(0, str(ROOT))
    from tests.engine import annotated_data as A
    from tests.engine import annotated_exports as X
    voc = A.make_voc(str(tmp_path / "voc"))
    (tmp_path / "voc" / "Annotations" / "a.xml").write_bytes(b"")
    coco = A.make_coco(str(tmp_path / "coco"))
    (tmp_path / "coco" / "annotations" / "instances_val.json").write_bytes(b"")
    cvat = X.make_cvat_xml(str(tmp_path / "cvat"))
    (tmp_path / "cvat" / "annotations.xml").write_bytes(b"")
    sentences = [r.reason for source in (voc, str(tmp_path / "coco"))
                 for r in scan(source).rejected]
    for source in (cvat, coco):
        (tmp_path / "coco" / "annotations" / "instances_val.json").unlink(missing_ok=True)
        with open(coco, "wb"):   # its only JSON, now empty too
            pass
        with pytest.raises(SourceError) as e:
            scan(source)
        sentences.append(str(e.value))
    assert len(sentences) == 4, sentences
    language(lang)
    for sentence in sentences:
        code, params = describe(sentence)
        assert code.endswith("_empty") and render(code, params) == sentence, sentence
        shown = engine_text.text(code, params, "<english>")
        assert shown not in ("<english>", sentence), sentence
        words = shown.replace(params.get("path", ""), "").lower()   # (tmp_path's name)
        for word in ("empty", "annotations", "malformed", "export", "labelling", "element"):
            assert word not in words, (word, shown)


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_first_values_of_other_bytes_are_in_the_language(qtbot, language, lang, tmp_path):
    # bytes that are neither an image nor text ("<8 bytes: 00 01 ...>" beside a record,
    # "<8 bytes>" in the Features table), a feature without values and a long list's
    # "... (100 values)" stayed English in the Features table and the record's values
    from engine.commands.inspect_payload import preview
    from engine.commands.inspect_records import records_page
    from engine.records.example import encode_example
    from engine.records.tfrecord import frame
    from gui.widgets.feature_table import FeatureTable
    from gui.widgets.record_detail import _values_text
    language(lang)
    blob = b"\x00\x01hello\x07"
    table = FeatureTable()
    qtbot.addWidget(table)
    table.show_schema([{"key": k, "kind": kind, "min_count": 1, "max_count": 1,
                        "example": preview(kind, vals)}
                       for k, kind, vals in (("blob", "bytes", [blob]), ("none", "int64", []),
                                             ("x", "float", [0.5] * 100))])
    shard = tmp_path / "a.tfrecord"
    shard.write_bytes(frame(encode_example({"blob": blob})))
    (feature,) = records_page(str(shard), 0, 1)["records"][0]["features"]
    shown = [table.item(r, 3).text() for r in range(3)] + [_values_text(feature)]
    # (english_words passes "<8 bytes>": it reads as markup)
    assert english_words(" ".join(shown)) == [] and \
        not re.search(r"bytes|values|empty", " ".join(shown)), shown
    assert "8" in shown[0] and "100" in shown[2] and "00 01 68" in shown[3]
