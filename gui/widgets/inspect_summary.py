"""The Inspect tab's summary text (gui.widgets.inspect_panel): first, that the folder holds
an unfinished dataset (a cancelled run's, say), and that the images are almost black (a
12-bit camera's converted as 16 bits); the files and records read, what a dataset folder of
ours lacks (shard files its manifest lists that are not there, files it does not list), each
damaged file's first problem and what the damage means (how many records are
damaged, where reading stopped, what TensorFlow makes of it), all in the window's
language. Strings keep the panel's translation context."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from engine import protocol as P
from engine.output_state import manifest_path
from gui import engine_text
from gui.i18n import number, plural, sentences
from gui.name_list import cut_names
from gui.units import format_bytes
from gui.widgets.common import esc, items_line, name
from gui.widgets.progress_counts import percent_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("InspectPanel", text)


def reading_text(line: str) -> str | None:
    """The summary while the engine reads every record, from its ``inspect --progress``
    line (how many records so far, which file of how many); None for any other line. A
    lab's dataset of many GB takes minutes, and "Reading every record…" alone looked hung."""
    seen = P.read_inspect_progress(line)
    if seen is None:
        return None
    records, file, files = seen
    return plural(records, _tr("Reading every record… {n} record read so far (file {i} of "
                               "{m})"),
                  _tr("Reading every record… {n} records read so far (file {i} of {m})")
                  ).format(n=number(records), i=number(file), m=number(files))


def last_words(err: str) -> str:
    """The engine's last line on stderr that is not a progress line ("" if none): why an
    inspect failed."""
    said = [line for line in err.strip().splitlines()
            if line.strip() and P.read_inspect_progress(line) is None]
    return said[-1] if said else ""


def summary_names(report: dict) -> list[str]:
    """The file names :func:`summary_lines` may say, as its rich text holds them (each kept
    on one line: gui.whole_text)."""
    paths = [str(f.get("path", "")) for f in report.get("files") or []] + \
        [str(p.get("path", "")) for p in report.get("problems") or []]
    return [esc(x) for p in paths for x in (p, Path(p).name) if x]


def summary_lines(report: dict) -> tuple[list[str], bool]:
    """(the summary's lines as rich text, whether any of them is a problem)."""
    files, summary = report["files"], report["summary"]
    unfinished = report.get("unfinished") or []
    # intact files of almost black images (a 12-bit camera's, converted as 16 bits): said
    # first too, whole: in Japanese at 1024x640 its advice was below the fold when said
    # after the counts and "intact"
    warnings = report.get("warnings") or []
    lines = [unfinished_line(u) for u in unfinished] + [problem_line(w) for w in warnings]
    # the counts, the size and the compression: a line wraps between them, not inside one;
    # none when there are no files to count (an empty folder started "0 records in 0
    # files", its reason below it): the reason is all there is to say
    if files or not (report.get("problems") or unfinished):
        lines.append(counts_line(files, summary))
    # before anything about the files that are there: the ones that are not (a partial
    # copy of a dataset read as "every record is intact")
    missing = ((report.get("dataset") or {}).get("problems")) or []
    lines += [problem_line(p) for p in missing]
    bad = [f for f in files if not f["ok"]]
    if not bad and files:
        lines.append(_tr("Every record in these files is intact (both checksums checked).")
                     if missing or unfinished or warnings else
                     _tr("Every record is intact (both checksums checked)."))
    lines += [said for u in unfinished if (said := missing_line(u))]   # (the details)
    lines += [said for u in unfinished if (said := kept_line(u))]
    lines += empty_lines([f for f in files if f.get("listed_empty")])
    lines += named_otherwise_lines(files)
    for f in bad[:3]:
        lines.append(_tr("<b>Problem</b> in {file}: {m}").format(
            file=esc(Path(f["path"]).name), m=esc(file_problem(f["error"]))))
        lines += [esc(engine_text.coded(n.get("reason_code"), str(n.get("message", ""))))
                  for n in f.get("notes") or []]
    if len(bad) > 3:
        lines.append(plural(len(bad) - 3, _tr("… and {n} more damaged file"),
                            _tr("… and {n} more damaged files")).format(n=number(len(bad) - 3)))
    for p in report.get("problems", []):
        lines.append(_tr("<b>Problem</b>: {p}: {r}").format(
            p=esc(p["path"]), r=esc(engine_text.coded(p.get("reason_code"), p["reason"]))))
    if not files and any(_code(p) == "inspect.no_files" for p in report.get("problems", [])):
        # (a walker opened their image folder here: where images are made into files)
        lines.append(_tr("To make TFRecord files of images, choose their folder on the "
                         "Convert tab."))
    sequences = sum(f.get("sequence_example_records") or 0 for f in files)
    if sequences:   # (said what they are: "not tf.train.Example" left the reader guessing)
        lines.append(plural(sequences, _tr(
            "{n} record is a tf.train.SequenceExample: it is shown as bytes; TensorFlow "
            "reads it with tf.io.parse_single_sequence_example."), _tr(
            "{n} records are tf.train.SequenceExample messages: they are shown as bytes; "
            "TensorFlow reads them with tf.io.parse_single_sequence_example.")).format(
            n=number(sequences)))
    if sum(f.get("non_example_records") or 0 for f in files) > sequences:
        lines.append(_tr("Some records are not tf.train.Example messages; they are shown as "
                         "bytes."))
    return lines, bool(bad or missing or unfinished or warnings or report.get("problems"))


def counts_line(files: list[dict], summary: dict) -> str:
    """"60 records in 2 files, 1.2 MiB, compression: none"."""
    words = {"none": _tr("none"), "gzip": "GZIP", "zlib": "ZLIB"}
    comps = sorted({words.get(f["compression"], f["compression"]) for f in files}) or ["—"]
    r = summary["records"]
    return items_line([plural(summary["files"], plural(
        r, _tr("<b>{r}</b> record in <b>{n}</b> file"),
        _tr("<b>{r}</b> records in <b>{n}</b> file")), plural(
        r, _tr("<b>{r}</b> record in <b>{n}</b> files"),
        _tr("<b>{r}</b> records in <b>{n}</b> files"))).format(
        r=number(summary["records"]), n=number(summary["files"])),
        esc(format_bytes(sum(f["size"] for f in files))),
        _tr("compression: {c}").format(c=esc(", ".join(comps)))], _tr(", "))


def _code(p: dict) -> str:
    code = p.get("reason_code")
    return str(code[0]) if isinstance(code, list) and code else ""


def problem_line(p: dict) -> str:
    """"Problem: …" and the engine's coded sentence ``p`` ({message, reason_code}), in the
    window's language."""
    return _tr("<b>Problem</b>: {p}").format(
        p=esc(engine_text.coded(p.get("reason_code"), str(p.get("message", "")))))


def unfinished_line(u: dict) -> str:
    """Said first, in bold: the folder holds an unfinished dataset (a run that was
    cancelled, failed or stopped, or "-of-N" shards missing: engine.commands
    .inspect_unfinished's object ``u``)."""
    return "<b>" + esc(engine_text.coded(u.get("reason_code"), str(u.get("message", "")))) \
        + "</b>"


def missing_line(u: dict) -> str:
    """Which shard files of the unfinished dataset ``u`` are not there ("" when none is
    known), said after the count of the records that are (at 1024 px the first lines of
    the summary are all that shows without scrolling)."""
    said = u.get("missing_said") or {}
    return esc(engine_text.coded(said.get("reason_code"), str(said.get("message", "")))) \
        if said else ""


def kept_line(u: dict) -> str:
    """The images the unfinished dataset ``u`` keeps for Resume in its unfinished shards'
    .partial files, which are not read ("" when none): a run cancelled in its first shard
    read as "0 of 308 images" with 63 kept."""
    said = u.get("kept_said") or {}
    return esc(engine_text.coded(said.get("reason_code"), str(said.get("message", "")))) \
        if said else ""


def empty_lines(empty: list[dict]) -> list[str]:
    """The shards without records that the manifest lists so (every image planned for them
    failed to convert: written all the same, so that every "-of-N" file exists): a note,
    not a problem."""
    if not empty:
        return []
    names = cut_names([Path(f["path"]).name for f in empty], 3)
    return [esc((_tr("{n} file holds no records, as the manifest lists ({names}): every image "
                     "planned for it failed to convert (rejected.csv in the folder says why)")
                 if len(empty) == 1 else
                 _tr("{n} files hold no records, as the manifest lists ({names}): every image "
                     "planned for them failed to convert (rejected.csv in the folder says "
                     "why)")).format(n=number(len(empty)), names=names))]


def named_otherwise_lines(files: list[dict]) -> list[str]:
    """The files whose names say another compression than their bytes (a GZIP file named
    .tfrecord): reading code written from the name fails on them (TensorFlow's reader
    needs compression_type, and reads the others only without it). A note, not a
    problem: the records are sound."""
    out = []
    for comp in ("gzip", "zlib", "none"):
        them = [f for f in files if f["compression"] == comp and f.get("size") and
                f.get("name_compression", comp) != comp]
        if not them:
            continue
        names = cut_names([Path(f["path"]).name for f in them], 3)
        if comp == "none":
            text = plural(len(them), _tr(
                "{names} is not compressed, though its name says so: TensorFlow reads it "
                "only without compression_type."), _tr(
                "{n} files are not compressed, though their names say so ({names}): "
                "TensorFlow reads them only without compression_type."))
        else:
            text = plural(len(them), _tr(
                "{names} is {c}-compressed, though its name does not say so: TensorFlow "
                "reads it only with compression_type=\"{c}\"."), _tr(
                "{n} files are {c}-compressed, though their names do not say so ({names}): "
                "TensorFlow reads them only with compression_type=\"{c}\"."))
        out.append(esc(text.format(n=number(len(them)), names=names, c=comp.upper())))
    return out


def file_problem(error: dict) -> str:
    """Why a file is damaged, and where (engine.commands.inspect_report.FileProblem), in
    the window's language; the engine's English line when its reason has no code."""
    code = error.get("reason_code")
    if not (isinstance(code, list) and len(code) == 2 and code[0]):
        return str(error.get("message", ""))
    reason = engine_text.coded(code, str(error.get("reason", "")))
    record, offset = error.get("record"), error.get("offset")
    if record is None or offset is None or error.get("kind") not in ("corrupt", "truncated"):
        return reason
    where = (_tr("in record #{r} or a later one (at or after byte offset {o})")
             if error.get("at_or_after") else
             _tr("in record #{r} at byte offset {o}")).format(r=record, o=offset)
    if error.get("offset_in", "file") != "file":
        where = sentences(
            where, _tr("(offsets count bytes of the uncompressed data, not of the file)"))
    return sentences(reason, where)


def dataset_mark(folder: str) -> tuple:
    """What tells the dataset in ``folder`` from the next one a run writes there: its
    manifest file (a run writes a new one; a check never rewrites it). One stat."""
    try:
        st = os.stat(manifest_path(folder))
    except OSError:
        return ()
    return st.st_ino, st.st_mtime_ns, st.st_size


def show_verify_words(label, area, replaced: bool = False) -> None:
    """Scroll Inspect's text ``area`` to its top, where the verification's words are (after
    a damaged dataset's long summary they were below the fold, and Verify seemed to do
    nothing). ``replaced``: the folder's dataset was replaced while it was checked (a new
    run): the words, of the dataset before, say so first (they were taken for the new one)."""
    if replaced:
        label.setText(_tr("A new run replaced the dataset in this folder while it was checked: "
                          "this result is of the dataset that was there before.") + "\n" +
                      label.text())
    area.verticalScrollBar().setValue(0)


def say_while_verifying(label, text: str) -> None:
    """Verification's words as it goes (``text``; "" ends the check's words), in a label that
    keeps the greatest height it took meanwhile: the two-line "Verifying… (when TensorFlow
    is installed…)" and then one-line counts moved the features table up and down (walk)."""
    label.setText(text)
    label.setMinimumHeight(0 if not text else max(label.minimumHeight(),
                                                  label.heightForWidth(label.width())))


def verified_words(checked: int, reader: str) -> str:
    """A good check's words: how many records were read back, and by which reader."""
    how = {"tensorflow": _tr("with TensorFlow"),
           "builtin": _tr("with the built-in reader")}.get(reader, "")
    return plural(checked, _tr("Verified: {n} record read back {how}, counts and checksums "
                               "match."),
                  _tr("Verified: {n} records read back {how}, counts and checksums match.")
                  ).format(n=number(checked), how=how).replace("  ", " ")


def verify_progress_words(checked: int, total: int) -> str:
    """"Verify with TensorFlow" as it goes, counted as the Convert tab counts its check
    (it said only "Verifying…" for ten seconds on a dataset of 1,500 records); ``checked``
    -1: the check is starting."""
    if checked < 0:
        return _tr("Verifying… (when TensorFlow is installed, it reads the data; starting it "
                   "takes a few seconds)")
    if not total:
        return plural(checked, _tr("Verifying… {n} record read back"),
                      _tr("Verifying… {n} records read back")).format(n=number(checked))
    return plural(total, _tr("Verifying… {n} of {total} record read back ({pct}%)"),
                  _tr("Verifying… {n} of {total} records read back ({pct}%)")).format(
        n=number(checked), total=number(total),
        pct=percent_text(checked / total, 0))   # (the Convert tab's check's rule)


def verify_note() -> QLabel:
    """The short words beside "Verify with TensorFlow" when it is off for the open files
    (no dataset of this app: nothing to compare them with); the reason was in the
    button's tooltip only, which a greyed button hardly shows. Hidden until files are."""
    note = name(QLabel(_tr("Verify: only for datasets made by this app")), "inspectVerifyNote",
                _tr("Why Verify is off"), _tr(
                    "Verify compares the files with the list of files and record counts this "
                    "app writes beside a dataset it makes. These files have none, so there is "
                    "nothing to compare them with. Every record was checked for damage when "
                    "the files were opened."))
    note.hide()
    return note
