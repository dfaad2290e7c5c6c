"""Stable codes for the English sentences the engine sends to the window.

The engine writes its reasons and messages in English (the CLI and the logs keep them).
The emitter also attaches a *code* and its *parameters*, found by matching the sentence
against the catalogue (engine.reason_catalogue), so the window can show a translated
sentence built from the same numbers and names. A sentence no template matches gets the
code "" and the window shows the English text: a new or changed engine sentence degrades
to English, it never breaks.

The lines a run writes on stderr have no event to carry a code: describe_log_line reads
one such line ("note: <sentence>", or one of engine.commands.cli's own lines), so the window
can show it in its language while stderr and the run log keep the English.

Templates use ``{name}`` placeholders. A sentence with a count is a (one, many) pair of
whole sentences ("{n} image has ..." / "{n} images have ..."), or a By pair chosen by the
count it names ("{n} of {m} shards present", By("m", ...); engine.reason_pair): the engine
says the form of its count (pick), describe recognises any form, render says the form of
the counts it is given. A placeholder called ``{sentence}`` holds another
catalogued sentence and is described recursively; one called ``{changes}`` may hold
several, joined by "; " (the code "list", as the engine sends them: as_list), of the
catalogue's or of LIST_PARTS (sentences said only in such a list). Standard
library only (the GUI may import this module, like engine.protocol).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from engine import reason_catalogue as catalogue
from engine import reason_pair
from engine.reason_catalogue_annotations import FORMER
from engine.reason_catalogue_failed import LIST_PARTS
from engine.reason_catalogue_log import BARE

#: code -> English template, or its (one, many) pair (engine.reason_catalogue). Codes are
#: stable.
CATALOGUE = catalogue.CATALOGUE
Template = catalogue.Template
#: A pair chosen by the count it names (engine.reason_pair); the window's tables use it too.
By = reason_pair.By

#: The code of an image left out as the user chose (--skip-unannotated): no failure. The
#: manifest's left_out (engine.run.output) and the window's count it by this code.
LEFT_OUT = "ann.unannotated"

#: The codes of an image set aside for one unusable object whose reason itself says that
#: the image is skipped, with how many other objects, and what to do: a YOLO label file's
#: unknown or negative class or line that is no box, a COCO annotation's unknown or missing
#: category or RLE mask of another size, a box table's row that
#: is no box ("… the image is skipped with its 2 other boxes. Correct …"). The window's
#: list shows such a reason alone (gui.widgets.source_problems.problem_line: it said "→ the
#: image is skipped" and not that the valid boxes went too).
SAID_SKIPPED = frozenset({
    "ann.yolo_unknown_class", "ann.yolo_unknown_class_alone", "ann.yolo_unknown_class_one",
    "ann.yolo_unknown_class_one_alone", "ann.yolo_negative_class",
    "ann.yolo_negative_class_alone", "ann.coco_unknown_category",
    "ann.coco_unknown_category_alone", "ann.csv_not_numbers", "ann.csv_not_numbers_alone",
    "ann.csv_empty_class", "ann.csv_empty_class_alone", "ann.yolo_field_count",
    "ann.yolo_field_count_alone", "ann.yolo_not_numbers_skipped",
    "ann.yolo_not_numbers_alone", "ann.coco_no_category", "ann.coco_no_category_alone",
    "ann.coco_rle_size", "ann.coco_rle_size_alone", "ann.coco_category_not_id",
    "ann.coco_category_not_id_alone"})

#: How a COCO annotation without an id is named in the sentences about it (their {id}), by
#: its place in the file's 'annotations' list: they read "annotation None". The window
#: says it in its language (gui.engine_text).
ANNOTATION_WITHOUT_ID = "number {n} in 'annotations' (it has no id)"

#: The codes of an image the scan sets aside because its annotations cannot be used (an
#: annotation file cut short, malformed or empty, a YOLO line that is no box, a COCO image
#: id shared, a recorded size of another shape, a CVAT image without its tag, and every
#: SAID_SKIPPED reason): one of the source's images that the run does not convert, counted
#: with the images and said skipped, by the window's scan (gui.scan_result) and by `scan`'s
#: text (engine.commands.scan_text) alike.
UNUSABLE_IMAGE = SAID_SKIPPED | frozenset({
    "ann.xml_cut", "ann.xml_malformed", "ann.xml_empty", "ann.yolo_fields",
    "ann.yolo_not_numbers", "ann.coco_duplicate_id", "ann.voc_size_shape", "ann.cvat_no_tag"})

#: The codes of a file refused when it is opened, or its first bytes or its size are read,
#: before any decoding: what engine.sources.reading raises (open_regular, check_head,
#: read_file, memory_needed's look for a JPEG's headers and its header's image size), with
#: the refusals of engine.codecs.refusals it raises (unopened_file, unread, not_an_image,
#: archive, heif_missing, avif_missing, too_many_pixels), and the memory budget's refusal
#: of what that header says decoding needs (engine.run.memory_budget). The window says such
#: a failure of the run's "decode" stage was at "reading the file"
#: (gui.widgets.failures_export.stage_text): the scan said these files would be skipped, and
#: "converting" (変換中) read as if they had been tried, of a PNG whose header claims 108
#: megapixels. Kept equal to what those functions raise by tests/engine/test_read_codes.py.
READ_CODES = frozenset({
    # opening it (unopened_file, open_regular) and reading it (unread)
    "file.not_found", "file.permission", "file.is_folder", "file.link_loop",
    "file.read_error", "file.device", "file.fifo", "file.socket", "file.special",
    # its size (read_file, memory_needed)
    "file.too_big",
    # its first bytes (check_head: not_an_image, archive, camera_raw_file, heif_missing,
    # avif_missing)
    "file.empty", "file.unknown_format", "file.heic_missing", "file.avif_missing",
    "file.svg", "file.pdf", "file.psd", "file.jpeg2000", "file.text", "file.html",
    "file.rtf", "file.office", "file.thumbs_db", "file.xml", "file.annotation_xml",
    "file.annotation_xml_named",
    "file.dicom", "file.camera_raw", "file.media", "file.archive",
    # a JPEG's headers without its image data (memory_needed)
    "file.jpeg_no_data",
    # its header's size: none (no_pixels: a width or height of 0, which Pillow's openers
    # of the formats we read refuse first, as a damaged start, but a header some opener
    # lets through), above --max-pixels (memory_needed), decoding it above
    # --memory-limit (MemoryBudget.reserve). An image of 0x5 pixels was said to fail
    # "converting" (変換中): its header is read, never a pixel decoded
    "file.no_pixels", "file.too_many_pixels", "file.memory_limit"})

#: Placeholders that only ever hold counts. A template that starts with one ("{n} workers
#: are the safer choice...") must not swallow the sentences before it in a run of several.
_PLACEHOLDER_RX = {
    "n": r"[\d,]+",
    "m": r"[\d,]+",
    "total": r"[\d,]+",
    "more": r"[\d,]+",   # "... and {more} more"
    "counts": r"\d[\d, ]*(?: and \d+)?",
    # speed ranges ("1: 291-306 images/s; 2: ..."; "100 to 330") hold no parenthesis: in
    # "...noise ({ranges})." followed by a sentence ending "(...local disk)." the range
    # took every sentence up to that last ")." and the window showed them in English
    "ranges": r"[^()]+?",
    # a duration (engine.commands.tune_decide.duration: "41 s", "3 min 05 s", "1 h 02 min"):
    # at a sentence's end, "about {tm}." took the sentences after it
    "tm": r"\d+ (?:h|min|s)(?: \d\d (?:min|s))?",
    # an image format's name (JPEG, PNG, HEIC): "{format} is cut short: ..." took "cannot
    # read the mask m.png: PNG" for its format, and the mask's sentence was lost
    "format": r"[A-Z][A-Z0-9]*",
    # why a Dask worker could not (cluster.worker_*): brackets hold it, and a file's own
    # brackets ("a (2).jpg") stay in the file's name
    "why": r"[^()]+",
}


#: A full stop right after the "…" that ends a cut list ("a.jpg, b.jpg, …"): a list that
#: a template follows with "." read "b.jpg, …. Check in Inspect" (in Japanese "…。").
_STOP_AFTER_CUT = re.compile(r"…(?:\.(?=\s|\Z|[<)\"'”」』])|。(?P<next>[^\s<)」』]?))")


def _ends(text: str) -> bool:
    """Whether the text after a placeholder starts with the full stop that ends its
    sentence (". Check…", "."), which a cut list's "…" stands for (not ".png")."""
    return text[:1] == "." and text[1:2] in ("", " ", "\n")


def after_cut_list(text: str) -> str:
    """``text`` without the full stop ("." or "。") right after a cut list's "…": the
    ellipsis ends the list and the sentence both. The one rule for every sentence the engine
    says (render, say) and the window says in its language (gui.engine_text, and its own
    sentences that name a few files: gui.widgets.source_splits.as_sentence)."""
    # (a Japanese "。" that a sentence follows becomes a space: "…検査で" ran them together)
    return _STOP_AFTER_CUT.sub(lambda m: "… " + m["next"] if m["next"] else "…", text)


def template_regex(template: str) -> re.Pattern:
    """A regex that matches sentences made from `template`, one group per placeholder."""
    parts = re.split(r"\{(\w+)\}", template)
    seen: set[str] = set()
    rx = ""
    for i, p in enumerate(parts):
        if i % 2 == 0:
            # (after a placeholder, its "." is not written when the value ends a cut list
            # with "…": after_cut_list)
            rx += r"(?:\.|(?<=…))" + re.escape(p[1:]) if i and _ends(p) else re.escape(p)
        elif p in seen:           # the same value again ("dask worker {address}")
            rx += f"(?P={p})"
        else:
            seen.add(p)
            rx += f"(?P<{p}>{_PLACEHOLDER_RX.get(p, '.+?')})"
    return re.compile(rx + r"\Z", re.S)


def forms(template: Template) -> tuple[str, ...]:
    """A template's sentences: a (one, many) pair's two, a By pair's (its one form's, then
    its many form's), or the one."""
    if isinstance(template, By):
        return forms(template.one) + forms(template.many)
    return template if isinstance(template, tuple) else (template,)


#: The placeholders a (one, many) pair is chosen by, the first its parameters hold: {n},
#: {more} ("... and N more"), or the count a sentence has named so since before pairs
#: ({count} fields, {classes} classes: its parameters keep their names).
COUNT_KEYS = ("n", "more", "count", "classes")


def pick(template: Template, params: dict) -> str:
    """A template's form for its parameters: of a (one, many) pair, the one form when its
    count (COUNT_KEYS; a By pair's own key) is 1 (1 or "1", formatted or not), else the many
    form (also when the count is missing), and of that form, when a pair, its form; a plain
    template is itself."""
    if isinstance(template, By):
        is_one = str(params.get(template.key, "")).strip() == "1"
        return pick(template.one if is_one else template.many, params)
    if isinstance(template, tuple):
        one, many = template
        count = next((params[k] for k in COUNT_KEYS if k in params), "")
        return one if str(count).strip() == "1" else many
    return template


@lru_cache(maxsize=1)
def _ordered() -> list[tuple[str, str, str, list[str]]]:
    """(code, template, the template's text before its first placeholder, its other texts
    between placeholders), each form of a pair on its own, longer templates first, so a
    specific sentence wins over a general one; an older engine's words too (FORMER)."""
    every = [(code, form) for code, template in CATALOGUE.items() for form in forms(template)]
    every += [(code, old) for code, olds in FORMER.items() for old in olds]
    out = []
    for code, template in sorted(every, key=lambda kv: -len(kv[1])):
        texts = re.split(r"\{\w+\}", template)
        # (a "." after a placeholder may be left out: after_cut_list)
        out.append((code, template, texts[0], [t[1:] if _ends(t) else t
                                               for t in texts[1:] if t not in ("", ".")]))
    return out


@cache
def _regex(template: str) -> re.Pattern:
    return template_regex(template)


def describe_one(text: str) -> tuple[str, dict]:
    """(code, params) of one catalogued sentence, or ("", {})."""
    text = text.strip()
    for code, template, start, inner in _ordered():
        # A template's regex is its texts in order, with placeholders between them: a
        # sentence that does not start with the first or lacks one of the others cannot
        # match. Only the few templates that can are compiled (all ~175 cost every run
        # ~20 ms: the how-to-load notes are coded).
        if not text.startswith(start) or not all(t in text for t in inner):
            continue
        m = _regex(template).match(text)
        if m:
            params = m.groupdict()
            if "changes" in params:   # a list of sentences the engine sends as one (below)
                params["changes"] = _as_list(params["changes"])
            if "sentence" in params:
                sub, sub_params = describe(params["sentence"])
                if not sub:
                    continue
                params["sentence"] = {"code": sub, "params": sub_params}
            return code, params
    return "", {}


def _as_list(text: str) -> str | dict:
    """A {changes} value made of catalogued sentences joined by "; " ("1 image added
    (a.jpg); 2 images removed (...)") as the "list" the engine sends; else the text."""
    parts = []
    for part in text.split("; "):   # (a catalogued sentence, or one said only in a list)
        code, params = describe_one(part)
        parts.append((code, params) if code else _list_part(part))
    return as_list(parts) if all(code for code, _ in parts) else text


def _list_part(text: str) -> tuple[str, dict]:
    """(code, params) of a sentence said only inside a list (LIST_PARTS), or ("", {})."""
    for code, template in sorted(LIST_PARTS.items(), key=lambda kv: -len(kv[1])):
        m = template_regex(template).match(text.strip())
        if m:
            return code, m.groupdict()
    return "", {}


def as_list(parts: list[tuple[str, dict]]) -> dict:
    """A value of several (code, params) sentences, said one after the other with "; "
    between them (code "list"; render, and the window's engine_text, join them)."""
    return {"code": "list", "params": {"parts": [{"code": c, "params": p} for c, p in parts]}}


def describe(text: str) -> tuple[str, dict]:
    """(code, params) of `text`: one sentence, or several catalogued sentences in a row
    (code "concat", params {"parts": [{code, params}, ...]}); ("", {}) when unknown."""
    if not text or not text.strip():
        return "", {}
    code, params = describe_one(text)
    if code:
        return code, params
    pieces = [p for p in re.split(r"(?<=[.)])\s+(?=[A-Z0-9])", text.strip()) if p]
    if len(pieces) < 2:
        return "", {}
    parts = []
    i = 0
    while i < len(pieces):  # greedy: the longest run of pieces that is one sentence
        for j in range(len(pieces), i, -1):
            c, p = describe_one(" ".join(pieces[i:j]))
            if c:
                parts.append({"code": c, "params": p})
                i = j
                break
        else:
            return "", {}
    return "concat", {"parts": parts}


def code_pair(text: str) -> list:
    """[code, params] of `text` (describe), as the JSON documents the window reads hold it
    (a scan's problem_codes, a record's error_code, an event's problem_codes)."""
    return list(describe(text))


def coded_message(text: str) -> dict:
    """{"message": text, "reason_code": [code, params]}: one sentence of a list the window
    reads (inspect's notes on a file, its problems with a dataset folder), which it says in
    its language from the code, or in English when the code is ""."""
    return {"message": text, "reason_code": code_pair(text)}


def render(code: str, params: dict) -> str:
    """The English sentence of (code, params); "" for an unknown code."""
    if code in ("concat", "list"):   # sentences in a row; a list's with "; " between
        texts = [render(p.get("code", ""), p.get("params", {})) for p in params.get("parts", [])]
        return ("; " if code == "list" else " ").join(texts) if all(texts) else ""
    either = CATALOGUE.get(code) or LIST_PARTS.get(code)
    if either is None:
        return ""
    template = pick(either, params)
    values = {k: (render(v.get("code", ""), v.get("params", {})) if isinstance(v, dict) else v)
              for k, v in params.items()}
    try:
        return after_cut_list(template.format(**values))
    except (KeyError, IndexError, ValueError):
        return ""


def say(code: str, **params: object) -> str:
    """The English sentence `code` (of the catalogue or LIST_PARTS) with `params`, for the
    engine to write, so the sentence exists once, in the catalogue; a {changes} may be
    as_list(...) of such sentences. Unlike render, an unknown code or a missing parameter
    raises (KeyError): the engine's own mistake, not a sentence to say in part."""
    if code in ("concat", "list"):
        parts = params["parts"]
        assert isinstance(parts, list)
        return ("; " if code == "list" else " ").join(
            say(p["code"], **p["params"]) for p in parts)
    template = pick(CATALOGUE.get(code) or LIST_PARTS[code], params)
    return after_cut_list(template.format(**{
        k: say(v["code"], **v["params"]) if isinstance(v, dict) else v
        for k, v in params.items()}))


#: A stderr line: one of the prefixes engine.events._StderrHandler (and engine.commands.cli)
#: put before a sentence, then the sentence.
_LOG_LINE = re.compile(r"(note|warning|error): (.+)\Z", re.S)


_BARE_LONGEST_FIRST = sorted(BARE, key=lambda c: -len(BARE[c]))


def describe_log_line(line: str) -> tuple[str, str, dict]:
    """(level, code, params) of one stderr line: "note: <catalogued sentence>" (level
    "note", "warning" or "error"), or one of the bare lines engine.commands.cli prints
    (level ""); ("", "", {}) for any other line. Only these shapes are matched, so the many
    lines of a traceback or of TensorFlow's start-up cost a regex each, not the catalogue."""
    m = _LOG_LINE.match(line.rstrip())
    if m:
        code, params = describe(m.group(2))
        return (m.group(1), code, params) if code else ("", "", {})
    text = line.strip()
    for code in _BARE_LONGEST_FIRST:   # the specific one first
        found = _regex(BARE[code]).match(text)
        if found:
            return "", code, found.groupdict()
    return "", "", {}
