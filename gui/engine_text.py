"""The window's translations of the engine's coded sentences (engine.reason_codes), and of
its stderr lines (log_line); also of the pre-run scan's problems, which are the run's
sentences (engine.codecs.scan_checks).

The engine sends an English sentence plus a stable code and parameters; the table (in
gui.engine_text_items, engine_text_sources, engine_text_notices, engine_text_classes,
engine_text_runs, engine_text_annotations, engine_text_cluster, engine_text_load,
engine_text_tune, engine_text_failed, engine_text_verify, engine_text_inspect and
engine_text_log, by family of codes) holds the same English templates inside translate()
calls, so lupdate lists them for the translators; this module fills them in.
tests/gui/test_i18n_coded.py checks the engine's and the window's tables agree, except for
gui.engine_text_wording's codes: where the engine's advice names a command-line option, the
window names its own control instead (“Format”, “Replace existing output”, “Largest image”,
Resume), and mentions the command line only for what the window has no control for
(--memory-limit).

A sentence with a count is a (one, many) pair of whole sentences, chosen by its count
parameter {n} ("1 image has" / "2 images have"), or a By pair chosen by the count it names
("{n} of {m} shards present": By("m", ...), engine.reason_pair), as the engine's own
English is (the test compares every form with the engine's).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from engine import protocol as P
from engine.commands.tune_decide import count_list as english_count_list
from engine.commands.tune_decide import duration as english_duration
from engine.reason_codes import ANNOTATION_WITHOUT_ID, Template, after_cut_list, describe_log_line
from engine.reason_codes import pick as engine_pick
from gui import (
    engine_text_annotations,
    engine_text_classes,
    engine_text_cluster,
    engine_text_failed,
    engine_text_inspect,
    engine_text_items,
    engine_text_load,
    engine_text_log,
    engine_text_notices,
    engine_text_runs,
    engine_text_sources,
    engine_text_tune,
    engine_text_verify,
    i18n,
)


def _t(text: str) -> str:
    return QCoreApplication.translate("EngineText", text)


# (the translations' generation, the table in that language): text() is called for every
# row of a list (the Failures tab's 1,500 rows at each sort, Export list…, the scan's), and
# building the table is ~700 translate() calls: 0.45 ms a row, 0.7 s a sort, window frozen
_table: tuple[int, dict[str, Template]] = (-1, {})


def templates() -> dict[str, Template]:
    """code -> the template in the current language (the table is split by family of
    codes: gui.engine_text_items, engine_text_sources, engine_text_notices,
    engine_text_classes, engine_text_runs, engine_text_annotations, engine_text_cluster,
    engine_text_load, engine_text_tune, engine_text_failed, engine_text_verify,
    engine_text_inspect, engine_text_log), built
    once for each language installed (gui.i18n.generation)."""
    global _table
    if _table[0] != i18n.generation():
        _table = (i18n.generation(), _built())
    return _table[1]


def _built() -> dict[str, Template]:
    return {
        **engine_text_items.templates(),
        **engine_text_sources.templates(),
        **engine_text_notices.templates(),
        **engine_text_classes.templates(),
        **engine_text_runs.templates(),
        **engine_text_annotations.templates(),
        **engine_text_cluster.templates(),
        **engine_text_load.templates(),
        **engine_text_tune.templates(),
        **engine_text_failed.templates(),
        **engine_text_verify.templates(),
        **engine_text_inspect.templates(),
        **engine_text_log.templates(),
    }


def text(code: str, params: dict | None, fallback: str) -> str:
    """The translated sentence for (code, params); `fallback` (the engine's English) when
    the code is empty or unknown, or its parameters do not fit the template."""
    params = params or {}
    if code in ("concat", "list"):   # sentences in a row; a list's with "; " between them
        parts = [text(p.get("code", ""), p.get("params"), "") if isinstance(p, dict) else ""
                 for p in params.get("parts", [])]
        if parts and all(parts):
            return (QCoreApplication.translate("EngineText", "; ").join(parts)
                    if code == "list" else i18n.sentences(*parts))
        return fallback
    template = pick(templates().get(code), params) if code else None
    if template is None:
        return fallback
    values = {k: text(v.get("code", ""), v.get("params"), "") if isinstance(v, dict)
              else _words(k, v) for k, v in params.items()}
    if any(v == "" for v in values.values() if not isinstance(v, (int, float))):
        return fallback
    try:   # (no "." after a cut list's "…": "b.jpg, …. 검사에서")
        return after_cut_list(template.format(**values))
    except (KeyError, IndexError, ValueError):
        return fallback


def pick(template: Template | None, params: dict) -> str | None:
    """A template's form for its parameters: of a (one, many) pair, the one form when the
    count ({n}, or {more} of a list's "and N more", engine.reason_codes.COUNT_KEYS; a By
    pair's own key) is 1 ("1", as the engine may send it formatted), else the many form:
    the engine's rule."""
    return None if template is None else engine_pick(template, params)


def log_line(line: str) -> str:
    """One line the engine wrote on stderr, in the window's language when it is one of the
    engine's catalogued lines ("note: <sentence>", "stopping (cancel requested)...");
    any other line (a traceback, TensorFlow's output, an unknown sentence) as it is."""
    level, code, params = describe_log_line(line)
    sentence = text(code, params, "") if code else ""
    if not sentence:
        return line
    return engine_text_log.prefixes()[level].format(sentence=sentence) if level else sentence


def count_list(counts) -> str:
    """Worker counts as a list in the current language: "1, 2 and 3" (tune's own list,
    its words translated)."""
    return _words("counts", english_count_list(counts))


def duration(seconds: float) -> str:
    """A duration in the words of tune's sentences ("19 s", "3 min 05 s"), in the current
    language: the Tune tab's headline and its reason give times alike."""
    return _words("t", english_duration(seconds))


_ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d")
_NO_ID = re.compile(re.escape(ANNOTATION_WITHOUT_ID).replace(re.escape("{n}"), r"([\d,]+)")
                    + r"\Z")

# The parameters of a file's reasons that are numbers the engine writes in English (an
# image's megapixels, the limit it is above, a file's or a decode's megabytes): the scan's
# own sentences wrote them in the window's locale before they became the run's, and
# neither list did since; "4000x3000" and other text stay as they are (i18n.localized).
_NUMBERS = frozenset({"mp", "limit", "need", "size"})


def _words(key: str, value):
    """The few English words inside the tune's count lists and speed ranges ("1, 2 and 3";
    "1: 295-310 images/s; 2: ..."; "100 to 330"), in the current language."""
    if key == "counts" and isinstance(value, str):
        return value.replace(", ", QCoreApplication.translate(
            "EngineText", ", ", "between worker counts of a list: 1, 2 and 3")).replace(
            " and ", QCoreApplication.translate(
                "EngineText", " and ", "between the last two worker counts of a list: 1, 2 and 3"))
    if key in ("values", "colours") and isinstance(value, str):   # a mask's: "3, 7 and 12",
        # "20 to 40", "(1,2,3) and (9,9,9)"; "2, 4, 6, 8, 10, …"
        between = QCoreApplication.translate(
            "EngineText", ", ", "between the values of a list: 3, 7 and 12")
        last = QCoreApplication.translate(
            "EngineText", " and ", "between the last two values of a list: 3, 7 and 12")
        span = QCoreApplication.translate("EngineText", " to ", "a range of values: 20 to 40")
        return value.replace(", ", between).replace(" and ", last).replace(" to ", span)
    if key == "ranges" and isinstance(value, str):
        return value.replace(" images/s", QCoreApplication.translate(
            "EngineText", " images/s", "speed unit after a number")).replace(
            " to ", QCoreApplication.translate("EngineText", " to ", "a range: 100 to 330"))
    if key in ("t", "tm") and isinstance(value, str):  # durations: "41 s", "1 min 05 s"
        units = {"h": QCoreApplication.translate("EngineText", "{n} h", "hours"),
                 "min": QCoreApplication.translate("EngineText", "{n} min", "minutes"),
                 "s": QCoreApplication.translate("EngineText", "{n} s", "seconds")}
        parts = re.findall(r"(\d+) (h|min|s)\b", value)
        if parts and " ".join(f"{n} {u}" for n, u in parts) == value:
            return " ".join(units[u].format(n=n) for n, u in parts)
        return value
    if key == "started" and isinstance(value, str) and _ISO.match(value):
        # when a lock's run started, sent as ISO 8601: in the window's date format ("프로세스
        # 31148이(가) 2026-12-05T03:37:01+00:00에 시작한" read as raw machine text)
        from PySide6.QtCore import QDateTime, Qt
        when = QDateTime.fromString(value, Qt.DateFormat.ISODate)
        return i18n.date_time(when.toLocalTime()) if when.isValid() else value
    if key in _NUMBERS and isinstance(value, str):   # "1.5" megapixels, "1.5 GiB": the
        number, space, unit = value.partition(" ")     # number as the window writes it
        return i18n.localized(number) + space + unit
    if key == "changes" and isinstance(value, str):  # annotation files or images since a run
        return _changes(value)
    if key == "kind" and isinstance(value, str):  # what a non-regular file is
        kinds = {
            "a device": QCoreApplication.translate("EngineText", "a device"),
            "a named pipe (FIFO)": QCoreApplication.translate("EngineText", "a named pipe (FIFO)"),
            "a socket": QCoreApplication.translate("EngineText", "a socket"),
            "a special file": QCoreApplication.translate("EngineText", "a special file"),
        }
        return kinds.get(value, value)
    if key == "shape" and isinstance(value, str):  # a CVAT shape's tag ("a polyline has no
        # area": the Korean read "면적이 없는 polyline 도형")
        shapes = {
            "polyline": QCoreApplication.translate("EngineText", "polyline", "CVAT shape"),
            "points": QCoreApplication.translate("EngineText", "points", "CVAT shape"),
            "skeleton": QCoreApplication.translate("EngineText", "skeleton", "CVAT shape"),
            "cuboid": QCoreApplication.translate("EngineText", "cuboid", "CVAT shape"),
            "box": QCoreApplication.translate("EngineText", "box", "CVAT shape"),
            "polygon": QCoreApplication.translate("EngineText", "polygon", "CVAT shape"),
            "ellipse": QCoreApplication.translate("EngineText", "ellipse", "CVAT shape"),
            "mask": QCoreApplication.translate("EngineText", "mask", "CVAT shape"),
        }
        return shapes.get(value, value)
    if key == "why" and isinstance(value, str):   # why a Dask worker could not
        return engine_text_cluster.worker_reason(value)
    if key == "id" and isinstance(value, str):   # a COCO annotation without an id, by its
        # place ("annotation None" before)
        m = _NO_ID.match(value)
        if m:
            return QCoreApplication.translate(
                "EngineText", "number {n} in 'annotations' (it has no id)",
                "a COCO annotation without an id, named by its place in the file's list"
            ).format(n=i18n.localized(m.group(1)))
    if key in ("theirs", "ours") and value == "(not given)":   # resume.option_differs
        return QCoreApplication.translate("EngineText", "(not given)",
                                          "an option left out of the command line")
    if key == "which" and isinstance(value, str):  # control characters: "newline, tab"
        names = {
            "newline": QCoreApplication.translate("EngineText", "newline", "control character"),
            "carriage return": QCoreApplication.translate(
                "EngineText", "carriage return", "control character"),
            "tab": QCoreApplication.translate("EngineText", "tab", "control character"),
            "escape": QCoreApplication.translate("EngineText", "escape", "control character"),
        }
        return ", ".join(names.get(part, part) for part in value.split(", "))
    return value


def _changes(value: str) -> str:
    """"a.json changed; b.xml was added and 3 more annotation file(s) changed" (the
    --resume refusal's list of annotation files, as an engine before this one sent it) in
    the window's language; a part it cannot read stays. (This engine sends the files as
    params, a "list" of coded sentences, resume.annotation_*, as it sends the images added
    and removed, resume.images_*, since 0.3.5; an engine before that sent those as text,
    said here in its English.)"""
    more = re.match(r"(.*) and ([\d,]+) more annotation file\(s\) changed\Z", value, re.S)
    head, tail = value, ""
    if more:
        head, tail = more.group(1), (QCoreApplication.translate(
            "EngineText", " and {n} more annotation file changed") if more.group(2) == "1"
            else QCoreApplication.translate(
                "EngineText", " and {n} more annotation files changed")).format(n=more.group(2))
    words = {"changed": QCoreApplication.translate("EngineText", "{file} changed"),
             "was added": QCoreApplication.translate("EngineText", "{file} was added"),
             "was removed": QCoreApplication.translate("EngineText", "{file} was removed")}
    parts = []
    for part in head.split("; "):
        m = re.match(r"(.+) (changed|was added|was removed)\Z", part, re.S)
        parts.append(words[m.group(2)].format(file=m.group(1)) if m else part)
    return QCoreApplication.translate("EngineText", "; ").join(parts) + tail


def verify_problems(ev: P.VerifyResult | None, limit: int = 5) -> str:
    """The first `limit` problems of a verify_result, each in the window's language (by its
    problem_codes; the English when it has none, e.g. from an older engine), joined as a
    list; "" when there are none."""
    if ev is None:
        return ""
    codes = list(ev.problem_codes or [])
    shown = []
    for i, problem in enumerate(ev.problems[:limit]):
        coded = codes[i] if i < len(codes) else None
        if isinstance(coded, (list, tuple)) and len(coded) == 2 and isinstance(coded[1], dict):
            shown.append(text(str(coded[0] or ""), coded[1], str(problem)))
        else:
            shown.append(str(problem))
    return QCoreApplication.translate("EngineText", "; ").join(shown)


def exit_meaning(code: int) -> str:
    """What an engine exit code means, in the current language ("" if unknown)."""
    return text(f"exit.{code}", {}, P.EXIT_CODES.get(code, ""))


def event_text(ev, attr: str) -> str:
    """The translated text of an item_failed / run_failed / recommendation event."""
    return text(getattr(ev, "code", ""), getattr(ev, "params", None), getattr(ev, attr, ""))


def coded(code: object, english: str) -> str:
    """A sentence sent as [code, params] beside its English (inspect's reasons), in the
    window's language; the English when it has no code, or one this window does not know."""
    if not (isinstance(code, list) and len(code) == 2 and code[0]):
        return english
    return text(str(code[0]), code[1] if isinstance(code[1], dict) else {}, english)
