"""The Failures tab's "Export list…": the failed images as a CSV in the window's words, for
people (rejected.csv, the dataset's own list, stays the engine's English, for programs)."""

from __future__ import annotations

import csv
import os
import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QMainWindow, QWidget

from engine.reason_codes import READ_CODES
from gui.dialogs import error_box
from gui.i18n import number, plural, sentences
from gui.os_errors import os_reason
from gui.run_model import Failure
from gui.widgets.failures_words import count_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("FailuresTable", text)


def proposed_file(out_dir: str, export_dir: str, last_dir: str, word: str) -> str:
    """The file Export list… proposes: named after the output folder ``out_dir``, beside
    it (or in ``export_dir``, where the last list went; else the dialogs' ``last_dir``).
    Not in it: the list is the user's, in the window's language, not the dataset's
    (rejected.csv is), so it should not travel with the data to whoever receives it, nor
    stay there, describing another run, after a Replace (which leaves files it did not
    write). No folder known: the user's Documents. ``word``: "failed-images" in the
    window's words (a Korean window proposed out4-failed-images.csv); a translation's
    characters a file name cannot hold become "-"."""
    out = os.path.normpath(out_dir) if out_dir else ""
    tail = re.sub(r'[\\/:*?"<>|\s]+', "-", word).strip("-.") or "failed-images"
    name = f"{os.path.basename(out)}-{tail}.csv" if out else f"{tail}.csv"
    beside = os.path.dirname(out) if out else ""
    folder = export_dir or (beside if beside and os.path.isdir(beside)
                            else last_dir) or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    return os.path.join(folder, name)


def stage_text(stage: str, code: str = "", params: dict | None = None) -> str:
    """A failure's stage in the window's words (the engine sends "scan" or "decode"; a
    Korean walker's exported list said "scan" in English). A "decode" failure whose reason
    (``code``, or the sentence a "(CSV line N)" wraps in ``params``) refused the file when
    it was read (engine.reason_codes.READ_CODES, the engine's one list) is said so: a text
    file named .jpg, an empty one and a PNG whose header claims more pixels than allowed
    are never decoded."""
    inner = (params or {}).get("sentence") if code == "csv.line" else None
    if isinstance(inner, dict):
        code = str(inner.get("code", ""))
    if stage == "decode" and code in READ_CODES:
        return _tr("reading the file")
    return {"scan": _tr("before converting"), "decode": _tr("converting")}.get(stage, stage)


def ignored_text(n: int) -> str:
    """The files beside the class folders an exported list holds too ("" for none)."""
    return plural(n, _tr("Listed as well: {n} file beside the class folders, ignored because "
                         "it is not an image."),
                  _tr("Listed as well: {n} files beside the class folders, ignored because "
                      "they are not images.")).format(n=number(n)) if n else ""


def write_failures(path: str, headers: Sequence[str], rows: Sequence[Failure],
                   reason: Callable[[Failure], str], ignored: Sequence[str] = ()) -> None:
    """Write ``rows`` to ``path``: the table's ``headers``, then each failure's path, its
    ``reason`` as the table shows it and its stage, then the ``ignored`` files beside the
    class folders (a notes.txt: a list titled "skipped and unused files" left out what the
    Summary says was ignored). UTF-8 with a byte-order mark, so that Excel opens it right in
    any language (without one, a Korean Windows read the paths of 비정상/… as mojibake)."""
    with open(path, "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        w.writerow(headers)
        for r in rows:
            w.writerow([r.path, reason(r), stage_text(r.stage, r.code, r.params)])
        for p in ignored:
            w.writerow([p, _tr("not an image (a file beside the class folders): ignored"),
                        stage_text("scan")])


def export_failures(parent: QWidget, path: str, headers: Sequence[str],
                    rows: Sequence[Failure], reason: Callable[[Failure], str],
                    files: bool = False, ignored: Sequence[str] = (), order: str = "") -> bool:
    """Write the list (:func:`write_failures`) and say so in the window's status bar; a
    file that cannot be written is said in a message with what to do (its name whole).
    True when written.
    ``files``: the source's files are not all images (its rows are counted as files).
    ``ignored``: files beside the class folders, listed after the failures. ``order``: the
    order the rows are in, the list's as shown (said: a sorted list is saved as sorted)."""
    try:
        write_failures(path, headers, rows, reason, ignored)
    except OSError as e:
        # (the file's name kept on one line, as every other question's: gui.whole_text)
        error_box(parent, _tr("Export list"), _tr(
            "{file} cannot be written ({reason}). Choose another folder or name, and export "
            "again.").format(file=path, reason=os_reason(e)), "", warning=True, names=[path])
        return False
    window = parent.window()
    if isinstance(window, QMainWindow):
        # what was saved in the tab's own words ("1 image could not be converted. Listed as
        # well, not used: 3 table rows."): "Saved the list of 4 failed images" counted the
        # table rows the scan did not use as failed images
        said = sentences(_tr("Saved the list to {file}.").format(file=path),
                         count_text(list(rows), files, 0, None, True, "") if rows else "",
                         ignored_text(len(ignored)),
                         _tr("Saved in the order the list shows: {order}.").format(
                             order=order) if order and rows else "")
        window.statusBar().showMessage(said, 8000)
    return True
