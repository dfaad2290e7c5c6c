"""The window in Japanese and Korean: finished translations with the right placeholders,
engine sentences translated by code, no English left and nothing clipped at 1366x768."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMenu,
    QTabBar,
    QWidget,
)
from studio_fixtures import make_dataset

from engine import protocol as P
from engine.reason_codes import CATALOGUE, COUNT_KEYS, LIST_PARTS, By, describe, render
from gui import engine_text, i18n, scan_text

LANGS = i18n.TRANSLATED
#: Words that stay as they are in every language: names, formats, units, option names.
KEEP = {
    "TFRecord", "Studio", "TensorFlow", "JPEG", "PNG", "RGB", "CSV", "TSV", "GIF", "WebP",
    "MiB", "KiB", "MB", "GB", "Ctrl", "Return", "Esc", "English", "tfrecord", "train",
    "val", "test", "dataset_info", "json", "labels", "txt", "rejected", "csv", "GZIP",
    "ZLIB", "raw", "DataLossError",  # the name of TensorFlow's error, said as it is
}


# ---------------------------------------------------------------- the .ts files
@pytest.mark.parametrize("lang", LANGS)
def test_every_string_has_a_finished_translation_with_the_same_placeholders(lang):
    assert i18n.ts_path(lang).exists()
    assert i18n.problems(lang) == []


def test_the_check_catches_unfinished_and_placeholder_mistakes(tmp_path, monkeypatch):
    ts = tmp_path / "tfrecord_studio_xx.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1">
<context><name>C</name>
<message><source>Workers set to {n}.</source><translation>W {m}</translation></message>
<message><source>%1 of %2</source><translation>%1</translation></message>
<message><source>{r:.0f} images/s</source><translation>{r} img</translation></message>
<message><source>Open</source><translation type="unfinished"></translation></message>
<message><source>Fine {n}</source><translation>OK {n}</translation></message>
</context></TS>""", encoding="utf-8")
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path)
    found = i18n.problems("xx")
    assert len(found) == 4, found
    assert any("'Open'" in f and "not translated" in f for f in found)
    assert i18n.placeholders("{a} %1 %L2 {b:,} %n") == sorted(["{a}", "%1", "%L2", "{b:,}", "%n"])


@pytest.mark.parametrize(("lang", "name"), [("ja", "ja_JP"), ("ko", "ko_KR"), ("en", "en_US")])
def test_numbers_and_dates_follow_the_chosen_language_not_the_system(qtbot, language, lang,
                                                                      name):
    # the default locale, which our numbers and dates and Qt's widgets use (a widget's
    # locale(), a QDateTimeEdit's); Qt's file dialog lists sizes and dates in the system's
    # (QFileSystemModel asks QLocale.system(), which no setting of ours changes)
    from PySide6.QtCore import QDate, QLocale
    language("ko" if lang != "ko" else "ja")   # (from another language than the one chosen)
    language(lang)
    assert QLocale().name() == name
    widget = QWidget()
    qtbot.addWidget(widget)
    assert widget.locale().name() == name
    when = QDate(2026, 12, 5)
    assert QLocale().toString(when, QLocale.FormatType.ShortFormat) == \
        QLocale(name).toString(when, QLocale.FormatType.ShortFormat)
    assert i18n.number(1234567) == QLocale(name).toString(1234567)


def test_strings_marked_through_helpers_reach_the_translations():
    # lupdate knows Qt's own names only; N_("...") and dialogs' tr("...") are handed to it
    marked = i18n.marked_strings()
    assert ("Job", "Choose an output folder.") in marked
    assert any(ctx == "Dialogs" for ctx, _ in marked)
    import xml.etree.ElementTree as ET
    root = ET.parse(i18n.ts_path("ja")).getroot()
    listed = {(c.findtext("name"), m.findtext("source"))
              for c in root.iter("context") for m in c.iter("message")}
    assert set(marked) <= listed
    assert all(ctx for ctx, _ in listed)  # nothing under an empty context


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
    own = engine_text.WINDOW_WORDING
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
    "3 workers gave the highest speed, 412 images/s. At 4 workers, writing limits speed:"
    " the writer is busy 80% of the time while workers are busy only 40% (disk or "
    "compression is the limit; more workers will not help).",
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
    "labels/a.txt line 2: unknown class 7 (the class names list has 0..2)",
    "image not found: ann.json lists 'x.jpg' but no such file is beside it or in its images "
    "folder",
    "no mask: masks/ has no cat1.png for this image",
    "malformed JSON at line 3, column 5: Expecting ',' delimiter",
])
def test_engine_sentences_get_a_code_that_renders_back_to_them(text):
    code, params = describe(text)
    assert code
    assert render(code, params) == text


def _engine_sentences():
    """Sentences the engine really writes today (tune, bottleneck, hardening)."""
    from engine.commands.tune import limit_sentence
    from engine.commands.tune_decide import decide
    from engine.run.bottleneck import Limit, diagnose
    from engine.sources.discover import folder_problem
    from engine.sources.names import label_problem
    trials = [
        [(1, 100), (1, 101)],
        [(1, 100), (1, 102), (2, 190), (2, 195), (3, 300), (3, 305)],
        [(1, 400), (1, 410), (2, 200), (2, 210)],
        [(1, 300), (1, 305), (2, 302), (2, 310), (3, 301), (3, 309)],
        [(1, 100), (1, 101), (2, 300), (2, 305), (3, 303), (3, 299), (4, 301)],
        [(1, 100), (1, 300), (2, 100), (2, 330), (3, 310), (3, 320)],
        [(1, 128), (1, 226), (2, 113), (2, 149)],   # fewer fastest, ranges overlapping
        [(1, 300), (1, 320), (2, 200), (2, 330), (3, 150), (3, 318)],
        [(2, 300), (2, 320), (1, 200), (1, 330), (3, 150), (3, 318)],
        [],
    ]
    out = [decide(t, total).reason for t in trials for total in (0, 12345)]
    out += [diagnose([0.95, 0.96], 0.3, 0.05, cores=c).sentence for c in (4, 2)]
    out += [limit_sentence(Limit(kind, 3, 0.95, 0.3, 0.7, cores)) for cores in (4, 2)
            for kind in ("writing", "reading", "decoding", "")]
    out += [folder_problem(PermissionError(13, "Permission denied")),
            folder_problem(OSError(5, "Input/output error")),
            label_problem("a\nb"), label_problem("  ")]
    return out


def test_every_current_tune_bottleneck_and_hardening_sentence_is_coded():
    for sentence in _engine_sentences():
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
            "the computer stays usable for other work. Reading files limits speed: workers "
            "spend 61% of their time waiting for the disk (slow or network storage; copy the "
            "images to a local disk).")
    code, params = describe(text)
    assert code == "concat"
    assert [p["code"] for p in params["parts"]] == ["tune.equal", "tune.safer_1",
                                                    "speed.reading"]
    assert render(code, params) == text
    language(lang)
    shown = engine_text.text(code, params, text)
    assert shown != text and _english_words(shown) == []


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


# ---------------------------------------------------------------- the window
def _make_window(qtbot, settings):
    from gui.main_window import MainWindow
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w, timeout=60_000)
    return w


def _visible_texts(w) -> dict[str, str]:
    """Menus, tab titles, buttons, group titles and labels the user can see or open."""
    texts = {}
    for menu in w.menuBar().findChildren(QMenu):
        texts[f"menu {menu.objectName()}"] = menu.title()
        for a in menu.actions():
            if a.text() and a.menu() is None and a.objectName().startswith("action"):
                texts[f"action {a.objectName()}"] = a.text()
    for bar in w.findChildren(QTabBar):
        for i in range(bar.count()):
            texts[f"tab {bar.parent().objectName()}#{i}"] = bar.tabText(i)
    for cls in (QAbstractButton, QGroupBox, QLabel):
        for wid in w.findChildren(cls):
            if not wid.isVisibleTo(w):
                continue
            text = wid.title() if isinstance(wid, QGroupBox) else wid.text()
            if text:
                texts[f"{cls.__name__} {wid.objectName() or id(wid)}"] = text
    return texts


def _pages(qtbot, w):
    """Show every page of the window in turn (convert tabs, then Inspect)."""
    for i in range(w.main_tabs.count()):
        w.main_tabs.setCurrentIndex(i)
        for j in range(w.tabs.count()) if i == 0 else [None]:
            if j is not None:
                w.tabs.setCurrentIndex(j)
            qtbot.wait(20)
            yield


def _all_texts(qtbot, w) -> dict[str, str]:
    texts = {}
    for _ in _pages(qtbot, w):
        texts.update(_visible_texts(w))
    return texts


def _english_words(text: str) -> list[str]:
    text = re.sub(r"<[^>]+>", " ", text)                # markup
    text = re.sub(r"(?:[A-Za-z]:)?[/\\][^\s)]*", " ", text)  # paths
    words = re.findall(r"[A-Za-z][A-Za-z_]{2,}", text)
    return [w for w in words if w not in KEEP]


@pytest.mark.parametrize("lang", LANGS)
def test_the_window_speaks_the_language(qtbot, settings, language, lang):
    english = _all_texts(qtbot, _make_window(qtbot, settings))
    language(lang)
    w = _make_window(qtbot, settings)
    texts = _all_texts(qtbot, w)
    changed = [k for k in texts if k in english and texts[k] != english[k]]
    assert len(changed) > 30  # unnamed labels are not paired; the named ones suffice
    data = {c for c in ("circles", "squares", "stripes")}  # class names of the sample
    left = {k: v for k, v in texts.items()
            if [x for x in _english_words(v) if x not in data]}
    assert left == {}
    # each language in its own name, with a key (the walkers' one menu without any)
    assert w.language_actions[lang].text().replace("&", "").startswith(i18n.LANGUAGES[lang])
    keys = [a.text().partition("&")[2][:1] for a in w.language_actions.values()]
    assert all(keys) and len(set(keys)) == len(keys), keys


def _clipped(w) -> list[str]:
    out = []
    for wid in w.findChildren(QWidget):
        if not wid.isVisibleTo(w) or wid.width() <= 0:
            continue
        if isinstance(wid, QLabel) and wid.text() and not wid.wordWrap() \
                and not wid.pixmap() and "<" not in wid.text():
            shown = wid.text()
            if wid.buddy() is not None:   # a mnemonic's "&" is drawn as an underline
                shown = re.sub(r"&(.)", r"\1", shown)
            need = wid.fontMetrics().horizontalAdvance(shown)
            if need > wid.contentsRect().width() + 1 and not wid.toolTip():
                out.append(f"label {wid.objectName()!r} {wid.text()!r}: {need} > "
                           f"{wid.contentsRect().width()}")
        elif isinstance(wid, QAbstractButton) and wid.text() and not isinstance(wid, QTabBar):
            if wid.sizeHint().width() > wid.width() + 1 and not wid.toolTip():
                out.append(f"button {wid.objectName()!r} {wid.text()!r}: "
                           f"{wid.sizeHint().width()} > {wid.width()}")
        elif isinstance(wid, QTabBar):
            for i in range(wid.count()):
                need = wid.fontMetrics().horizontalAdvance(wid.tabText(i).replace("&", ""))
                if need > wid.tabRect(i).width():
                    out.append(f"tab {wid.tabText(i)!r}")
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_is_clipped_at_1366x768(qtbot, settings, language, lang):
    language(lang)
    w = _make_window(qtbot, settings)
    for _ in _pages(qtbot, w):
        assert _clipped(w) == []


def test_a_failure_reason_from_a_real_run_is_shown_translated(qtbot, settings, language,
                                                               tmp_path):
    language("ja")
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=3, broken=1)
    w = _make_window(qtbot, settings)
    w.set_source(str(ds))
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.set_size("32")
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    with qtbot.waitSignal(w.runEnded, timeout=180_000):
        assert w.start()
    assert w.failures.model.rowCount() == 1
    failure = w.failures.model.rows[0]
    assert failure.code.startswith("file."), failure
    shown = w.failures.model.data(w.failures.model.index(0, 1))
    english = failure.reason
    assert shown != english
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", shown), shown
    assert engine_text.text(failure.code, failure.params, "") != ""


def _squeezed_labels(root) -> list[str]:
    """Word-wrapped labels given less height than their text needs at their width: their
    last lines are cut off (it looks like text cut at the right edge)."""
    return [f"{lab.objectName()!r} {lab.text()!r}: {lab.height()} < "
            f"{lab.heightForWidth(lab.width())}"
            for lab in root.findChildren(QLabel)
            if lab.isVisibleTo(root) and lab.wordWrap() and lab.text()
            and lab.height() < lab.heightForWidth(lab.width())]


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_run_clips_nothing_at_1024x640(qtbot, settings, language, tmp_path, lang):
    """At 1024x640 in Japanese, the finished run's summary (with its reading code) was taller
    than the tab: the verification result lost its second line. The summary scrolls."""
    from PySide6.QtCore import QRect
    language(lang)
    ds = make_dataset(tmp_path / "images", classes=("cat", "dog"), per_class=2, broken=1)
    w = _make_window(qtbot, settings)
    w.fit_to_screen(first=True, available=QRect(0, 0, 1024, 610))
    qtbot.waitUntil(lambda: w.width() <= 1024 and w.height() <= 610, timeout=30_000)
    w.set_source(str(ds))
    w.options.out_edit.setText(str(tmp_path / "out"))
    w.options.set_size("32")
    w.options.workers.setValue(1)
    qtbot.waitUntil(w.actions_bar.start_btn.isEnabled, timeout=30_000)
    with qtbot.waitSignal(w.runEnded, timeout=180_000) as blocker:
        assert w.start()
    assert blocker.args == [True], w.controller.convert.stderr_tail()
    assert w.tabs.currentWidget() is w.summary and w.model.verify is not None
    assert w.summary.how_to_load.isVisibleTo(w)   # the tallest content of the summary
    qtbot.wait(50)
    assert _squeezed_labels(w.summary) == []
    assert _clipped(w) == []
    # the notes beside the reading code are in the window's language too
    script = {"ja": r"[\u3040-\u30ff\u4e00-\u9fff]", "ko": r"[\uac00-\ud7a3]"}[lang]
    tabs = w.summary.how_to_load.tabs
    notes = [tabs.widget(i).findChildren(QLabel, options=Qt.FindDirectChildrenOnly)
             for i in range(tabs.count())]
    notes = [lab.text() for labs in notes for lab in labs
             if lab.objectName().startswith("howToLoadNote_")]
    assert len(notes) == 5 and all(re.search(script, n) for n in notes), notes


def test_the_language_choice_is_remembered_and_restarts_with_the_job(qtbot, settings,
                                                                     monkeypatch, tmp_path):
    from PySide6.QtCore import QProcess

    from gui import language_menu
    started = []
    monkeypatch.setattr(QProcess, "startDetached",
                        staticmethod(lambda prog, args: started.append((prog, args)) or
                                     (True, 1)))
    w = _make_window(qtbot, settings)
    w.options.out_edit.setText(str(tmp_path / "kept-out"))
    settings.set("ui/language", "ko")
    assert language_menu.restart_app(w)
    assert started and started[0][1][-2:] == ["--settings", settings.store.fileName()]
    assert settings.get("ui/language") == "ko"
    assert settings.load_job().out == str(tmp_path / "kept-out")
    assert i18n.resolve("ko") == "ko" and i18n.resolve("") in i18n.LANGUAGES


def test_scan_problems_are_translated_and_unknown_ones_stay_english(language):
    language("ko")
    assert scan_text.scan_sentence("this is a text file named .jpg, not an image") == \
        ".jpg 이름의 텍스트 파일이며 이미지가 아닙니다"
    assert scan_text.scan_sentence("this is a PDF document named .jpg, not an image") == \
        ".jpg 이름의 PDF 문서이며 이미지가 아닙니다"
    assert scan_text.scan_sentence("a sentence from a newer scan") == \
        "a sentence from a newer scan"
    assert scan_text.scan_sentence(
        "the image has 10,000 megapixels, above the limit of 100: a decompression bomb or a "
        "huge scan (reduce it first, or raise “Largest image” in the options)").startswith(
        "이미지가 10,000메가픽셀로 한도인 100메가픽셀")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_new_engine_sentences_are_shown_translated_without_english_words(language, lang):
    language(lang)
    for sentence in _engine_sentences():
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
    assert scan_text.scan_sentence(
        "this is a video or other media file named .jpg, not an image").startswith("これは")


def test_dates_follow_the_window_language(qapp):
    """The Replace dialog's "Made on" date is written the way the chosen language writes
    dates, not as ISO text, with the year in full: Korean's short form said "26. 11. 30.",
    English's "11/30/26"."""
    from PySide6.QtCore import QLocale

    from gui.dialogs import local_date
    old = QLocale()
    try:
        seen = {}
        for lang in ("en_US", "ja", "ko", "de"):
            QLocale.setDefault(QLocale(lang))
            seen[lang] = local_date("2026-11-30T12:00:00+00:00")   # the 30th in every zone
        assert seen["ja"].startswith("2026/11/30")
        assert seen["ko"].startswith("2026. 11. 30.") and "오" in seen["ko"]  # 오전/오후
        assert seen["en_US"].startswith("11/30/2026")
        assert seen["de"].startswith("30.11.2026")
        assert len(set(seen.values())) == 4
        assert local_date("") == "" and local_date("not a date") == "not a date"
    finally:
        QLocale.setDefault(old)


@pytest.mark.parametrize("lang, made", [("ko", "2026. 11. 30."), ("ja", "2026/11/30")])
def test_the_summary_says_when_a_dataset_was_made_with_the_year_in_full(qtbot, language,
                                                                       lang, made):
    from engine.output_state import OutputState
    from gui.widgets.summary_panel import SummaryPanel
    language(lang)
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(OutputState(kind="dataset", path="/data/out", records=7, shards=2,
                                  created="2026-11-30T12:00:00+00:00"))
    assert made in panel.headline.text(), panel.headline.text()


def test_a_date_format_gets_its_year_in_full():
    assert i18n.full_year("yy. M. d. Ap h:mm") == "yyyy. M. d. Ap h:mm"
    assert i18n.full_year("yyyy/MM/dd H:mm") == "yyyy/MM/dd H:mm"
    # quoted text is not a format: 'yy' there stays, also after a quoted quote ('')
    assert i18n.full_year("d 'yy''s' yy") == "d 'yy''s' yyyy"


def test_the_language_question_speaks_the_chosen_language_too(qtbot, settings, monkeypatch):
    """A user who picked 한국어 in an English window may not read English: the restart
    question and its buttons are in both."""
    from PySide6.QtWidgets import QMessageBox

    from gui import language_menu
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box) or 0)
    w = _make_window(qtbot, settings)
    assert i18n.current() == "en"
    language_menu.choose_language(w, "ko")
    (box,) = asked
    src = ("Restart TFRecord Studio in {lang} now? The source and options you chose are "
           "kept.")
    korean = i18n.translate_in("ko", "LanguageMenu", src)
    assert korean != src and re.search("[\uac00-\ud7a3]", korean)
    name = i18n.LANGUAGES["ko"]
    assert box.text() == f"{src.format(lang=name)}\n\n{korean.format(lang=name)}"
    buttons = [b.text() for b in box.buttons()]
    assert any(t.startswith("Restart now / ") and re.search("[\uac00-\ud7a3]", t)
               for t in buttons), buttons
    assert settings.get("ui/language") == "ko"


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
                            {"id": 91, "image_id": 77, "category_id": 1, "bbox": [1, 1, 2, 2]}]
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
    assert len(problems) >= 9, problems
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
    assert _english_words(" ".join(shown)) == []
    assert "JPEG" in shown[0] and "6,217" in shown[0] and "40" in shown[0] and "9" in shown[0]


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_changed_annotation_files_of_a_refused_resume_are_in_the_language(language, lang):
    # "…: annotations/instances_default.json changed。…" in a Japanese window
    from engine.sources.fingerprint import mismatch
    old = {f"ann/{i}.xml": "a" for i in range(9)}
    new = dict(old, **{"ann/0.xml": "b", "ann/new.xml": "c"})
    del new["ann/1.xml"]
    for n in (1, 9):
        changed = dict(old, **{f"ann/{i}.xml": "z" for i in range(n)})
        for found in (mismatch(old, new, "/o"), mismatch(old, changed, "/o")):
            sentence = render(*found)
            code, params = describe(sentence)
            assert code == "resume.annotations_changed" + (
                "_more" if re.search(r" more annotation files? changed", sentence) else "")
            language(lang)
            shown = engine_text.text(code, params, sentence)
            assert shown != sentence and "ann/0.xml" in shown
            assert _english_words(re.sub(r"ann/\w+\.xml", " ", shown)) == [], shown
            language("en")


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
        assert _english_words(shown) == [], shown

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
    assert _english_words(re.sub(r"[\w-]+\.tfrecord", " ", shown)) == [], shown


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


def test_a_rebuild_leaves_the_file_a_running_window_loaded():
    """Two walks saw a running window's texts turn English when a second window of the
    checkout rebuilt the .qm it had loaded (Qt maps the file): the new one is another
    file, renamed over it, and the loaded one stays whole."""
    import os

    from gui import i18n
    qm = i18n.qm_path("ja")
    i18n.build(["ja"])
    with open(qm, "rb") as loaded:
        before = loaded.read()
        i18n.build(["ja"])
        assert os.stat(qm).st_ino != os.fstat(loaded.fileno()).st_ino
        loaded.seek(0)
        assert loaded.read() == before
    assert not list(qm.parent.glob("*.part"))


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_images_added_and_removed_of_a_refused_resume_are_in_the_language(language, lang):
    # "…: 1 image removed (images/big_299.jpg)。…" in a Japanese window
    for changes in ("1 image removed (images/big_299.jpg)",
                    "2 images added (a/new.jpg, a/new2.jpg); 5 images removed "
                    "(b/01.jpg, b/02.jpg, b/03.jpg and 2 more)"):
        sentence = ("--resume: the source changed since the interrupted run in /o: "
                    f"{changes}. Put the source back as it was, or use --overwrite to "
                    "convert everything again.")
        code, params = describe(sentence)
        assert code == "resume.source_changed"
        language(lang)
        shown = engine_text.text(code, params, sentence)
        assert shown != sentence and ("big_299.jpg" in shown or "b/03.jpg" in shown), shown
        assert _english_words(re.sub(r"\w+/\w+\.jpg", " ", shown)) == [], shown
        language("en")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_images_changed_are_said_from_the_params_the_engine_sends(language, lang):
    """The engine sends the counts and names as params (a "list" of coded sentences): the
    window says them from those, not by reading them back out of the English, which a name
    with "; " or brackets defeated (the whole list stayed English)."""
    parts = [{"code": "resume.images_added", "params": {"n": "1", "files": "a/x; y (2).jpg"}},
             {"code": "resume.images_removed_more",
              "params": {"n": "5", "files": "b/01.jpg, b/03.jpg, b/05.jpg", "more": "2"}}]
    params = {"out": "/o", "changes": {"code": "list", "params": {"parts": parts}}}
    english = render("resume.source_changed", params)
    assert "1 image added (a/x; y (2).jpg); 5 images removed (b/01.jpg, b/03.jpg, " \
           "b/05.jpg and 2 more)" in english
    language(lang)
    shown = engine_text.text("resume.source_changed", params, english)
    assert shown != english and "a/x; y (2).jpg" in shown and "b/05.jpg" in shown, shown
    assert _english_words(re.sub(r"[\w;() ]+/[\w;() ]+\.jpg", " ", shown)) == [], shown
    # an engine that sent the list as text (before 0.3.5): said, its list in English
    old = {"out": "/o", "changes": "1 image(s) added (a/new.jpg)"}
    shown = engine_text.text("resume.source_changed", old, english)
    assert "1 image(s) added (a/new.jpg)" in shown and shown != english, shown
    language("en")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_the_annotation_files_changed_are_said_from_the_params_the_engine_sends(language,
                                                                              lang):
    """The engine sends the annotation files that changed as params (a "list" of coded
    sentences), as it sends the images added and removed: the window says them from
    those, not by reading them back out of the English, which a name with "; " defeated
    (the whole list stayed English). An older engine's text is still said."""
    from engine.sources.fingerprint import mismatch
    old = {"ann/a; b (2).xml": "a", "ann/b.xml": "a", "ann/c.xml": "a", "ann/d.xml": "a"}
    new = dict(old, **{"ann/a; b (2).xml": "b", "ann/new.xml": "c"})
    del new["ann/c.xml"]
    for changed in (new, dict(new, **{"ann/b.xml": "b"})):   # (three, and four: "1 more")
        code, params = mismatch(old, changed, "/o")
        english = render(code, params)
        language(lang)
        shown = engine_text.text(code, params, english)
        assert shown != english and "ann/a; b (2).xml" in shown and "ann/c.xml" in shown
        assert _english_words(re.sub(r"ann/[\w;() ]+\.xml", " ", shown)) == [], shown
        language("en")
    # an engine before this one sent the list as text: said in the language too
    text = {"out": "/o", "changes": "ann/a.xml changed; ann/b.xml was added and 3 more "
                                    "annotation file(s) changed"}
    language(lang)
    shown = engine_text.text("resume.annotations_changed", text, "<english>")
    assert shown != "<english>" and "ann/b.xml" in shown
    assert _english_words(re.sub(r"ann/\w+\.xml", " ", shown)) == [], shown
    language("en")


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_qts_file_dialog_has_no_english_left(qtbot, language, lang, tmp_path):
    """A walk's file dialogs said "Look in:", "Files of type:" and "Folder" in a Japanese
    and a Korean window: Qt's own translations lack Qt 6's words; ours have them."""
    from PySide6.QtWidgets import QFileDialog, QLabel, QTreeView
    (tmp_path / "images").mkdir()
    language(lang)
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    assert labels and not [t for t in labels if t.isascii()], labels
    view = dialog.findChild(QTreeView)
    model = view.model()
    root = view.rootIndex()
    qtbot.waitUntil(lambda: model.rowCount(root) == 1, timeout=60_000)
    kind = model.index(0, 2, root).data()   # (a file's type is the system's MIME words)
    assert kind == i18n.translate_in(lang, "QAbstractFileIconProvider", "Folder") != "Folder"


@pytest.mark.parametrize("lang, folder, not_ours", [
    ("ja", "フォルダー", r"フォルダ(?!ー)|ディレクトリ"), ("ko", "폴더", r"디렉터리")])
def test_qts_folder_dialog_says_folder_as_the_window_does(qtbot, language, lang, folder,
                                                          not_ours, tmp_path):
    """Qt's own Japanese said 新しいフォルダ and ディレクトリ (Korean 디렉터리) in the folder
    dialogs the window opens, beside its フォルダー (폴더): ours are asked first."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QToolButton
    language(lang)
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    qtbot.addWidget(dialog)
    dialog.show()
    words = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    words += [a.text() for a in dialog.findChildren(QAction) if a.text()]
    words += [b.toolTip() for b in dialog.findChildren(QToolButton) if b.toolTip()]
    # its "Files of type" list (ファイルの種類: ディレクトリ, a ja walk) and its own title
    (types,) = [c for c in dialog.findChildren(QComboBox) if c.objectName() == "fileTypeCombo"]
    words += [types.itemText(i) for i in range(types.count())] + [dialog.windowTitle()]
    assert types.count() and folder in types.currentText(), words
    assert [w for w in words if folder in w], words
    assert not [w for w in words if re.search(not_ours, w)], words
    for unseen in ("%1\nDirectory not found.\nPlease verify the correct directory name was "
                   "given.", "Could not delete directory.", "Go to the parent directory"):
        said = i18n.translate_in(lang, "QFileDialog", unseen)
        assert folder in said and not re.search(not_ours, said), said
    (new,) = [b for b in dialog.findChildren(QToolButton) if b.objectName() == "newFolderButton"]
    new.click()
    made = [p.name for p in tmp_path.iterdir()]
    assert made == [i18n.translate_in(lang, "QFileDialog", "New Folder")] and folder in made[0]


def test_sentences_are_joined_with_a_space_except_after_a_full_width_stop():
    assert i18n.sentences("Done.", "", "Next.") == "Done. Next."
    assert i18n.sentences("終わりました。", "次へ。") == "終わりました。次へ。"
    assert i18n.sentences("本当？", "はい！", "次") == "本当？はい！次"
    # the stop inside a closing bracket or an HTML tag counts; a bracket alone does not
    assert i18n.sentences("「終わり。」", "<b>次。</b>", "後") == "「終わり。」<b>次。</b>後"
    assert i18n.sentences("（詳細）", "次") == "（詳細） 次"
    assert i18n.sentences("완료했습니다.", "다음") == "완료했습니다. 다음"
    assert i18n.sentences() == "" and i18n.sentences("", "a") == "a"


@pytest.mark.parametrize("lang, joined", [
    ("en", "will be placed on white. (Change it under"),
    ("ja", "の上に置きます。(「透明部分」"), ("ko", ". (")])
def test_sentences_joined_in_code_read_as_the_language_writes_them(language, lang, joined):
    """A Japanese reader saw "…置きます。 (「透明部分」…": two sentences the window puts
    together had an English space between them."""
    from gui.scan_result import ScanResult
    from gui.widgets.source_summary import notice_lines
    language(lang)
    res = ScanResult(source="/data/photos", kind="classes", images=3, transparent=1)
    (line,) = notice_lines(res, "white")
    assert joined in line, line
    assert "。 " not in line, line
