"""Engine sentences translated by code: the window's and the engine's catalogues
agree, each pair's form is chosen by its count, every sentence the engine writes
(tune, bottleneck, hardening, How to load notes) gets a code that renders back to it,
and an unknown one falls back to the English."""

from __future__ import annotations

import re

import pytest
from i18n_words import LANGS, engine_sentences, english_words

from engine import protocol as P
from engine.reason_codes import CATALOGUE, COUNT_KEYS, LIST_PARTS, By, describe, render
from gui import engine_text, engine_text_wording


# ---------------------------------------------------------------- coded engine sentences
def _forms(template) -> list[str]:
    """A template's forms: a (one, many) pair's two, a By pair's (its one form's, then its
    many form's), or the one sentence."""
    if isinstance(template, By):
        return _forms(template.one) + _forms(template.many)
    return list(template) if isinstance(template, tuple) else [template]


def _shape(template):
    """What kind of template it is, not its words: a By pair's key and its forms' shapes."""
    if isinstance(template, By):
        return ("By", template.key, _shape(template.one), _shape(template.many))
    return "pair" if isinstance(template, tuple) else "sentence"


def _choice_problems(template, counts: set[str]) -> list[str]:
    """What is wrong with the choices a template makes between its forms: a (one, many)
    pair chosen by the first of COUNT_KEYS its forms say, a By pair by its key, each form
    of its one form against the same form of its many form (and their own choices). Both
    forms say the same placeholders and differ; the count that chooses is the one said last
    (of `counts`) before the words that take its form: "{n} of {m} shard present" is chosen
    by {m}, not {n} (a pair whose forms differ from their first word, "The {n} input file
    ..." / "None of the {n} input files ...", says none before)."""
    if isinstance(template, By):
        ones, manys = _forms(template.one), _forms(template.many)
        if len(ones) != len(manys):
            return [f"By {template.key}: {len(ones)} one forms, {len(manys)} many forms"]
        choices = [(template.key, one, many, True) for one, many in zip(ones, manys, strict=True)]
        inner = _choice_problems(template.one, counts) + _choice_problems(template.many, counts)
        plain = next((k for k in COUNT_KEYS if f"{{{k}}}" in ones[0]), None)
        if plain == template.key:
            inner.append(f"By {template.key}: a plain pair is chosen by it")
    elif isinstance(template, tuple):
        one, many = template
        key = next((k for k in COUNT_KEYS if f"{{{k}}}" in one), "")
        choices, inner = [(key, one, many, False)], []
    else:
        return []
    problems = inner
    for key, one, many, named in choices:
        shared = 0
        while shared < min(len(one), len(many)) and one[shared] == many[shared]:
            shared += 1
        said = [p for p in re.findall(r"\{(\w+)\}", one[:shared]) if p in counts]
        if one == many or not key or f"{{{key}}}" not in one:
            problems.append(f"{one!r} / {many!r}: not two forms of the count {key!r}")
        elif sorted(re.findall(r"\{(\w+)", one)) != sorted(re.findall(r"\{(\w+)", many)):
            problems.append(f"{one!r} / {many!r}: other placeholders")
        elif said[-1:] != [key] and (named or said):
            problems.append(f"{one!r} / {many!r}: chosen by {key!r}, the count before "
                            f"the words that differ is {said[-1:]}")
    return problems


def test_a_pair_is_chosen_by_the_count_said_before_the_words_that_take_its_form():
    counts = {"n", "m"}
    assert _choice_problems(By("m", "{n} of {m} shard", "{n} of {m} shards"), counts) == []
    assert _choice_problems(("{n} shard of {m}", "{n} shards of {m}"), counts) == []
    nested = By("m", ("{n} box but {m} value", "{n} boxes but {m} value"),
                ("{n} box but {m} values", "{n} boxes but {m} values"))
    assert _choice_problems(nested, counts) == []
    for wrong in (("{n} of {m} shard", "{n} of {m} shards"),     # chosen by {n}
                  By("n", "{n} of {m} shard", "{n} of {m} shards"),
                  By("m", "{n} shard of {m}", "{n} shards of {m}"),
                  By("m", "{n} of {m} shard", "{n} of {m} shard"),
                  By("m", "{n} of {m} shard", "{n} of {m} shards {x}"),
                  By("m", ("{n} box but {m} value", "{n} boxes but {m} value"),
                     "{n} boxes but {m} values"),
                  By("m", ("{n} box but {m} value", "{n} box but {m} values"),   # by {m} in
                     ("{n} boxes but {m} value", "{n} boxes but {m} values"))):  # a pair
        assert _choice_problems(wrong, counts), wrong


def test_window_and_engine_catalogues_agree():
    window = engine_text.templates()          # no translator installed: the English
    own = engine_text_wording.WINDOW_WORDING
    engine = {**CATALOGUE, **LIST_PARTS}      # (with the sentences said only in a list)
    assert set(window) == set(engine) and own <= set(CATALOGUE)
    # a count is said in its form, "1 image has" / "2 images have": where the engine has a
    # (one, many) pair, the window has the same pair, every form word for word
    assert {k: v for k, v in window.items() if k not in own} == \
        {k: v for k, v in engine.items() if k not in own}
    # the counts a pair may be chosen by: those pick knows, those a By pair names, and the
    # numbers the catalogue's regexes read
    counts = {*COUNT_KEYS, "m", "total"} | {t.key for t in engine.values() if isinstance(t, By)}
    for code, template in window.items():
        assert _shape(template) == _shape(engine[code]), code
        assert not any(re.search(r"\w\((?:s|es)\)", form)
                       for form in _forms(template) + _forms(engine[code])), code
        assert _choice_problems(template, counts) == [], code
    for code in own:   # the window's words fill in from the engine's parameters only
        for form, said in zip(_forms(window[code]), _forms(CATALOGUE[code]), strict=True):
            assert form != said, code
            assert set(re.findall(r"\{(\w+)", form)) <= set(re.findall(r"\{(\w+)", said)), code
    for code, meaning in P.EXIT_CODES.items():
        assert CATALOGUE[f"exit.{code}"] == meaning


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_window_names_its_own_controls_not_command_line_options(language, lang):
    # People who use the window never see --help: an option is named only where the window
    # has no control for it, and then as the command line's.
    if lang != "en":
        language(lang)
    command_line = {"en": "command line", "ja": "コマンドライン", "ko": "명령줄"}[lang]
    for code, template in engine_text.templates().items():
        for form in _forms(template):
            if re.search(r"(?<![\w-])--[a-z]", form):
                assert command_line in form, (code, form)


@pytest.mark.parametrize("text", [
    "JPEG is truncated or incomplete (image file is truncated (27 bytes not processed)): copy "
    "it again from the original",
    "not a regular file: this is a named pipe (FIFO), which is never read",
    "file is 1,234 MB, above the --max-file-size limit of 512 MB (raise --max-file-size if "
    "it is a genuine image)",
    "3 workers gave the highest speed, 412 images/s. At 4 workers, writing the output files "
    "takes most of the time: the writer is busy 80% of the time while workers are busy only "
    "40% (disk or compression is the limit; more workers will not help).",
    "cannot open this folder (permission denied): the images inside it are not converted; "
    "check the folder's permissions",
    "not a regular file: this is a device (through a symbolic link), which is never read",
    "decoding this image needs about 2,345 MB, more than the --memory-limit of 1,000 MB "
    "(raise --memory-limit if the machine has the memory)",
    "JPEG data is too short for its 640x480 size: the file is cut short or damaged (the "
    "missing part would be painted grey); --accept-damaged stores such images anyway",
    "JPEG has more than 100 scans (a crafted or broken progressive file; decoding it would "
    "take minutes): save it again as JPEG in an image editor",
    "label 1,000,000 is too large: integer labels are class numbers 0 to 99,999 (at most "
    "100,000 or the number of rows); check this row, or use class names",
    "the class name \"a\\tb\" contains a control character (tab), which would break "
    "labels.txt; rename it (CSV line 4)",
    "duplicate row: line 7 repeats line 3 (the same label); the first is kept",
    "conflicting rows: line 7 gives this image the label 'dog', line 3 the label 'cat'; line "
    "3 is kept (correct the table if it is the wrong one)",
    "crashed the decoder (the decoding process died 3 times on this image; it is probably "
    "corrupt): copy it again from the original, or take it out of the source",
    # annotated sources (engine/sources)
    "labels/a.txt line 3: 4 fields, expected 5 (class cx cy w h) or a polygon (class x1 y1 "
    "x2 y2 x3 y3 ...)",
    "labels/a.txt line 3: the wrong number of values (4) for a box (class cx cy w h: 5) or a "
    "polygon (class x1 y1 x2 y2 x3 y3 ...: an odd number, 7 or more); the image is skipped "
    "with its 1 other box. Correct or delete that line",
    "a.json annotation 7 has no category_id; the image is skipped. Give the annotation the id "
    "of its category (one of 'categories') in a.json",
    "the mask masks/a.png has 2 colours that labelmap.txt gives to no class: (1,2,3) and "
    "(9,9,9). Add a class for each of these colours to labelmap.txt, or repaint those pixels "
    "with the colours of classes",
    "labels/a.txt line 2: unknown class 7 (the class names list has 0..2); the image is "
    "skipped with its 2 other boxes. Correct the class number on that line, or name class 7 "
    "in data.yaml",
    "labels/a.txt line 1: class -1 is negative (YOLO's classes are numbered from 0); the "
    "image is skipped. Correct the class number on that line",
    "labels/a.txt line 4: unknown class 1 (the class names list has only class 0); the "
    "image is skipped with its 1 other box. Correct the class number on that line, or name "
    "class 1 in classes.txt",
    "instances.json annotation 12: unknown category id 99 (not in 'categories'); the image is "
    "skipped with its 3 other objects. Add category 99 to the 'categories' list in "
    "instances.json, or correct the annotation's category_id",
    "instances.json annotation 7: unknown category id '4' (not in 'categories'); the image is "
    "skipped. Add category '4' to the 'categories' list in instances.json, or correct the "
    "annotation's category_id",
    "boxes.csv line 3: the class is empty; the image is skipped with its 1 other box. Write "
    "the box's class on that line",
    "boxes.csv line 9: width, height and box must be numbers; the image is skipped. Correct "
    "the numbers on that line",
    'labels.csv: "Bird" and "bird" differ only in case; "dgo" (1 image) looks like a typo of '
    '"dog" (99 images). Each is a class of its own: fix the labels in the table if they are '
    'the same class',
    "12 images in folders inside class folders are given the label of the class folder they "
    "are in (alpha/deeper/x.jpg is labelled alpha); to make such a folder a class of its own, "
    "move it beside the class folders",
    "image not found: ann.json lists 'x.jpg' but no such file is beside it, in its images "
    "folder or in the folders below it. Copy the image into the folder shown, or take its "
    "entry out of the JSON",
    "no mask: masks/ has no cat1.png, .tif or .tiff for this image; save its mask there by "
    "that name",
    "malformed JSON at line 3, column 5: Expecting ',' delimiter",
])
def test_engine_sentences_get_a_code_that_renders_back_to_them(text):
    code, params = describe(text)
    assert code
    assert render(code, params) == text


def test_every_current_tune_bottleneck_and_hardening_sentence_is_coded():
    for sentence in engine_sentences():
        code, params = describe(sentence)
        assert code, sentence
        assert render(code, params) == sentence


def _how_to_load_notes() -> list[dict]:
    """Every note engine.records.loading writes beside the reading code of a classification
    dataset, over the formats, compressions, sizes and labels that change them, and of
    the annotated tasks."""
    from engine.records import loading
    notes = []
    for fmt in ("jpeg", "png", "raw", "original"):
        for compression in ("none", "gzip", "zlib"):
            for labels in (["cat", "dog"], []):
                for size in ({"width": 32, "height": 32, "resize": "stretch"},
                             {"width": None, "height": None, "resize": "none"}):
                    m = {"compression": compression, "labels": labels,
                         "num_classes": len(labels), "source_kind": "folders",
                         "splits": {"train": {"records": 6, "num_shards": 1, "shards": [
                             {"filename": "data-train-00000-of-00001.tfrecord",
                              "records": 6}]}},
                         "reading": {"globs": {"train": "data-train-*-of-*.tfrecord"}},
                         "options": {"image": {**size, "format": fmt, "channels": 3}}}
                    for tfds in ([], ["dataset_info.json", "features.json"]):
                        notes += loading.how_to_load("/data/out", dict(m, tfds_files=tfds))
    for task in ("detection", "segmentation", "multilabel"):   # annotated datasets
        for masks in (False, True):
            for compression in ("none", "gzip", "zlib"):
                for fmt in ("jpeg", "png", "raw"):
                    m = {"task": task, "compression": compression, "labels": ["cat", "dog"],
                         "num_classes": 2, "source_kind": "coco",
                         "features": {"image/object/mask": {}} if masks else {},
                         "splits": {"train": {"records": 6, "num_shards": 1, "shards": [
                             {"filename": "data-train-00000-of-00001.tfrecord",
                              "records": 6}]}},
                         "reading": {"globs": {"train": "data-train-*-of-*.tfrecord"}},
                         "options": {"image": {"width": 32, "height": 32,
                                               "resize": "stretch", "format": fmt,
                                               "channels": 3}}}
                    notes += loading.how_to_load("/data/out", dict(
                        m, tfds_files=["dataset_info.json", "features.json"]))
    return list({e["note"]: e for e in notes}.values())


def test_every_how_to_load_note_is_coded():
    """The notes beside "How to load this dataset" were English in the Japanese and Korean
    window: each is a catalogued sentence (or a run of them) the window translates."""
    entries = _how_to_load_notes()
    assert len(entries) >= 10
    for e in entries:   # the engine sends the code beside the English (the window's input)
        assert e["note_code"], e["note"]
        assert render(e["note_code"], e["note_params"]) == e["note"]
        assert engine_text.text(e["note_code"], e["note_params"], "") != ""


def test_a_sentence_starting_with_a_count_does_not_swallow_the_one_before():
    text = ("2, 3 and 4 workers are equally fast here, within measurement noise (2: 295-310 "
            "images/s; 3: 293-309 images/s). 2 workers are the safer choice: less memory, "
            "and the computer stays usable for other work.")
    code, params = describe(text)
    assert code == "concat"
    assert [p["code"] for p in params["parts"]] == ["tune.equal", "tune.safer"]


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_speed_range_does_not_swallow_the_sentences_after_it(language, lang):
    # the reason of a tie followed by a bottleneck that ends in ")." stayed English in the
    # window, with its " to " turned into the range sign ("copy the images~a local disk")
    text = ("1 and 2 workers are equally fast here, within measurement noise (1: 291-306 "
            "images/s; 2: 293-308 images/s). 1 worker is the safer choice: less memory, and "
            "the computer stays usable for other work. Waiting for the source files takes "
            "most of the time: workers spend 61% of their time waiting for the disk (slow or "
            "network storage; copy the images to a local disk).")
    code, params = describe(text)
    assert code == "concat"
    assert [p["code"] for p in params["parts"]] == ["tune.equal", "tune.safer_1",
                                                    "speed.reading"]
    assert render(code, params) == text
    language(lang)
    shown = engine_text.text(code, params, text)
    assert shown != text and english_words(shown) == []


def test_an_unknown_sentence_or_code_falls_back_to_the_english():
    assert describe("a brand-new reason nobody catalogued") == ("", {})
    assert engine_text.text("", {}, "as sent") == "as sent"
    assert engine_text.text("file.from_the_future", {"x": 1}, "as sent") == "as sent"
    assert engine_text.text("file.read_error", {}, "as sent") == "as sent"  # params missing


EMPTY = "empty file (0 bytes): copy it again from the original, or take it out of the source"


def test_the_emitter_attaches_the_code(capsys):
    from engine.events import Emitter
    em = Emitter("jsonl")
    em.emit(P.ItemFailed(path="a.jpg", reason=EMPTY, stage="decode"))
    em.emit(P.RunFailed(message="something only English knows", exit_code=3))
    lines = [P.decode(line) for line in capsys.readouterr().out.splitlines()]
    assert (lines[0].code, lines[0].params, lines[0].reason) == \
        ("file.empty", {}, EMPTY)
    assert lines[1].code == "" and lines[1].message == "something only English knows"
