"""The line under the Failures tab's list: how many files could not be converted and what
was set aside, whose rows an output folder's are (no run in this window), and, before any
run, that none has run yet. It said "No failures." before Start beside a source whose
problem list named files the run will skip, as if they had been tried and had passed.
(gui.widgets.failures_table's; context "FailuresTable", as the tab's own words.)"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import protocol
from gui.i18n import number, plural, sentences
from gui.run_model import Failure
from gui.widgets.folder_failures import FolderFailures
from gui.widgets.set_aside import aside_note, aside_words, counts_of, unusable


def tr(text: str) -> str:
    return QCoreApplication.translate("FailuresTable", text)


def count_text(rows: list[Failure], files: bool, requeued: int,
               listed: FolderFailures | None, ran: bool, problems_under: str,
               stopped: str = "") -> str:
    """The line for ``rows`` (``files``: the source's files are not all images; ``requeued``:
    failures a cancel took back; ``listed``: the rows are an output folder's). ``ran``: a
    run in this window listed or is listing its failures here; before one (and after its
    results are cleared) no row says "no run yet", and ``problems_under`` names the heading
    of the source's problem list when the scan found any ("" when not). ``stopped``: why
    the Resume these rows were carried into ended before it converted anything
    (:func:`stopped_before_converting`; "" : it did not): they are the interrupted run's."""
    n = len(rows)
    # what the scan set aside (a table row, an annotation entry, a folder) is not always
    # an image: a repeated row of an image that was written said "2 image(s) could not
    # be converted" of a dataset of one, written
    # ... and it is not among the files counted: said by its kind ("2 table rows not
    # used"), as the progress line and the Summary say it (gui.widgets.set_aside)
    # (said as not used: a footer "nothing failed" under "Failures (1)" read as a
    # contradiction when it did not say the row is an item not used). An image set
    # aside for its annotations is an image not converted, as the scan counted it.
    codes = counts_of(f.code for f in rows if f.stage == "scan")
    aside = sum(codes.values()) - unusable(codes)
    unused = aside_words(codes) + aside_note(codes)
    if n == 0 and not ran and not requeued and listed is None:
        return no_run_text(problems_under)
    if n == 0:
        text = tr("No failures.")
    elif aside == n:
        text = plural(aside, tr("Nothing failed while converting; {n} item was not "
                                "used (listed above): {what}."),
                      tr("Nothing failed while converting; {n} items were not used "
                         "(listed above): {what}.")).format(n=number(aside), what=unused)
    else:
        text = plural(n - aside, tr("{n} file could not be converted."), tr(
            "{n} files could not be converted.")) if files else plural(
            n - aside, tr("{n} image could not be converted."),
            tr("{n} images could not be converted."))
        text = text.format(n=number(n - aside))
        if aside:
            text = sentences(text, tr("Listed as well, not used: {what}.").format(what=unused))
    if stopped and n:
        text = sentences(_stopped_text(stopped), text)
    if listed is not None:
        text = _folder_text(listed, text)
    if requeued:   # said, not silently dropped: "Failures (2)" became "No failures."
        text = sentences(text, (
            tr("{n} image that could not be converted was in the unfinished shard, "
               "which was removed: Resume tries it again.") if requeued == 1 else
            tr("{n} images that could not be converted were in the unfinished shard, "
               "which was removed: Resume tries them again.")).format(n=number(requeued)))
    return text


def stopped_before_converting(phase: str, exit_code: int | None, carried: int,
                               listed: int, converted: bool) -> str:
    """Why a Resume ended before it converted anything, as :func:`count_text` says it:
    "refused" (the options or the source changed), "source" (it could not be read),
    "output" (another run holds the folder, or files of another program are there),
    "cancelled", "stopped" (any other early end); "" when it converted (``converted``: its
    count grew), finished, carried no rows, or listed rows of its own (``listed`` past
    ``carried``). A Resume that stopped on a source gone or a folder locked said "4 images
    could not be converted." of the interrupted run's rows, as if it had failed on them."""
    if converted or not carried or listed > carried or phase not in ("failed", "cancelled"):
        return ""
    if phase == "cancelled":
        return "cancelled"
    return {protocol.EXIT_RESUME_MISMATCH: "refused", protocol.EXIT_BAD_SOURCE: "source",
            protocol.EXIT_OUTPUT_EXISTS: "output"}.get(exit_code or 0, "stopped")


def _stopped_text(why: str) -> str:
    """The sentence before the rows' counts of a Resume that converted nothing (``why``:
    :func:`stopped_before_converting`'s)."""
    stopped = tr("Resume stopped before converting, so nothing was converted: these are the "
                 "entries of the interrupted run, from the part it finished.")
    return {
        "refused": tr("Resume was refused, so nothing was converted: these are the entries of "
                      "the interrupted run, from the part it finished."),
        "source": tr("Resume could not read the source, so nothing was converted: these are "
                     "the entries of the interrupted run, from the part it finished."),
        "output": tr("Resume could not use the output folder, so nothing was converted: "
                     "these are the entries of the interrupted run, from the part it finished."),
        "cancelled": tr("Resume was cancelled before converting, so nothing was converted: "
                        "these are the entries of the interrupted run, from the part it "
                        "finished."),
    }.get(why, stopped)


def no_run_text(problems_under: str) -> str:
    """Before any run in this window: nothing was tried, so nothing failed or passed; the
    source's problems, which the run will meet, are listed under ``problems_under`` (its
    heading, "1. Source images"), "" when the scan found none (or has not ended)."""
    if problems_under:
        return tr("No run in this window yet. The problems found in the source are listed "
                  "under “{heading}”, with what the run will do about each; the files a run "
                  "cannot convert are listed here.").format(heading=problems_under)
    return tr("No run in this window yet: the files a run cannot convert are listed here.")


def _folder_text(listed: FolderFailures, counts: str) -> str:
    """The line below an output folder's rows (no run in this window): whose they are, then
    ``counts`` as the run's own tab said them (not when rejected.csv lists more than are
    read)."""
    if listed.journal:
        return _journal_text(listed, counts)
    if not listed.readable:
        return tr("No run into this folder in this window yet. "
                  "The output folder's rejected.csv, which lists "
                  "what its run did not convert, is missing or cannot be read.")
    if not listed.rows:
        return tr("No run into this folder in this window yet. "
                  "The output folder's rejected.csv lists nothing "
                  "that its run could not convert.")
    if listed.more:   # (not all read, so not counted: a folder is opened at once)
        return tr("No run into this folder in this window yet: "
                  "these are the first {n} entries the output "
                  "folder's rejected.csv lists, from the run that made it; it lists more "
                  "(the Summary's Skipped counts them).").format(n=number(len(listed.rows)))
    return sentences(tr("No run into this folder in this window yet: "
                        "these are the entries the output "
                        "folder's rejected.csv lists, from the run that made it."), counts)


def _journal_text(listed: FolderFailures, counts: str) -> str:
    """:func:`_folder_text` of an interrupted run's rows, from its journal (the failures of
    the part it finished, after the entries its scan set aside, which a journal written
    before they were named only counts: said, with how many)."""
    unnamed = _unnamed_text(listed.unnamed, listed.aside)
    if listed.more and listed.aside:
        return sentences(tr(
            "No run into this folder in this window yet: these are the first {n} entries "
            "the interrupted run set aside before converting or could not convert; there "
            "are more (the Summary counts them).").format(n=number(len(listed.rows))),
            unnamed)
    if not listed.rows:
        return sentences(tr("No run into this folder in this window yet. "
                            "No image failed in the part the interrupted run finished. "
                            "Resume converts the rest (and lists again the files set aside "
                            "before converting)."), unnamed)
    if listed.more:
        return tr("No run into this folder in this window yet: "
                  "these are the first {n} images the interrupted run could not convert, in "
                  "the part it finished; there are more (the Summary's Skipped counts "
                  "them).").format(n=number(len(listed.rows)))
    if listed.aside:   # (its scan's entries too, from its rejected.csv or its journal)
        return sentences(tr("No run into this folder in this window yet: these are the "
                            "entries the interrupted run set aside before converting and the "
                            "images it could not convert, in the part it finished. Resume "
                            "converts the rest."), counts, unnamed)
    return sentences(tr("No run into this folder in this window yet: "
                        "these are the images the interrupted run could not convert, in the "
                        "part it finished. Resume converts the rest (and lists again the files "
                        "set aside before converting)."), counts, unnamed)


def _unnamed_text(unnamed: dict[str, int], named: bool) -> str:
    """What the journal counts as set aside and does not name, ``named``: past those it
    names (else it names none: an earlier version's journal): how many, so that the rows
    and the Summary's counts still add up, and that Resume lists them ("" : none)."""
    n = sum(unnamed.values())
    if not n:
        return ""
    if named:
        return plural(n, tr("The run's journal counts {n} more entry set aside before "
                            "converting and does not name it: Resume lists it again."),
                      tr("The run's journal counts {n} more entries set aside before "
                         "converting and does not name them: Resume lists them again.")
                      ).format(n=number(n))
    # (the sentence before says that Resume lists them again)
    return plural(n, tr("The run's journal counts {n} entry set aside before converting and "
                        "does not name it (an earlier version wrote it)."),
                  tr("The run's journal counts {n} entries set aside before converting and "
                     "does not name them (an earlier version wrote it).")).format(n=number(n))
