"""Confirmations that stand between the user and lost work: replacing a dataset, quitting
during a run. Each is window-modal but opened with ``open()`` (never ``exec()``), so the
event loop, the engine's events and the tests keep running; the caller connects to
``accepted`` and ``rejected``. The safe choice is always the default button."""

from __future__ import annotations

import datetime
import os
import re
from collections.abc import Iterable
from typing import cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QWidget

from engine.output_state import OutputState
from gui.i18n import date_time, number, plural, sentences
from gui.off_thread import OffThread
from gui.question_place import same_place
from gui.replace_listing import Listing, deleted_text, list_folder
from gui.scan_result import counted_state
from gui.units import format_bytes
from gui.whole_text import WholeBox


def tr(text: str) -> str:
    return QCoreApplication.translate("Dialogs", text)


def local_date(iso: str) -> str:
    """"2026-11-30T15:40:00+00:00" -> local time in the window's language (i18n.date_time:
    "11/30/2026 4:40 PM", "2026/11/30 16:40", "2026. 11. 30. 오후 4:40"); "" stays ""."""
    from PySide6.QtCore import QDateTime
    try:
        when = datetime.datetime.fromisoformat(iso).astimezone()
    except (TypeError, ValueError):
        return iso
    return date_time(QDateTime.fromSecsSinceEpoch(int(when.timestamp())))


def describe_dataset(state: OutputState, files: bool = False) -> str:
    """What is in the folder, in a few plain lines (from its manifest or journal).
    ``files``: the source's files are not all images, so an unfinished run's plan counts
    files (gui.window_layout's count_files; "198 images" held a .txt and an empty file)."""
    state = counted_state(state)   # (an image set aside for its annotations: skipped)
    lines = []
    if state.source:
        lines.append(tr("Converted from: {s}").format(s=state.source))
    # the images a cancel kept in its unfinished shard are not in a shard file: "0 shard
    # files with 555 images, 0 B" read as a contradiction (a Japanese walk)
    u, complete = state.unfinished, state.records - state.unfinished
    if u and not state.shards:
        lines.append(plural(u, tr("No complete shard file yet; {u} converted image is in the "
                                  "unfinished shard."),
                            tr("No complete shard file yet; {u} converted images are in the "
                               "unfinished shard.")).format(u=number(u)))
    elif state.kind == "interrupted" and not state.shards:   # (not "0 shard files with 0
        lines.append(tr("No complete shard file yet."))      # images, 0 B")
    else:
        lines.append(plural(state.shards, plural(complete,
                                                 tr("{k} shard file with {n} image, {size}"),
                                                 tr("{k} shard file with {n} images, {size}")),
                            plural(complete, tr("{k} shard files with {n} image, {size}"),
                                   tr("{k} shard files with {n} images, {size}"))).format(
            k=number(state.shards), n=number(complete), size=format_bytes(state.bytes)))
        if u:
            lines.append(plural(u, tr("{u} more converted image is in the unfinished shard."),
                                tr("{u} more converted images are in the unfinished shard.")
                                ).format(u=number(u)))
    if state.kind == "interrupted":
        if state.planned and state.skipped:   # the images above, and those given up
            # "images" (files) by {p}, "was/were" by {w}
            lines.append(plural(state.planned, *((tr(
                "An unfinished run: {w} of {p} file was written and {s} skipped."),
                plural(state.records, tr(
                    "An unfinished run: {w} of {p} files was written and {s} skipped."), tr(
                    "An unfinished run: {w} of {p} files were written and {s} skipped.")))
                if files else (tr(
                    "An unfinished run: {w} of {p} image was written and {s} skipped."),
                plural(state.records, tr(
                    "An unfinished run: {w} of {p} images was written and {s} skipped."), tr(
                    "An unfinished run: {w} of {p} images were written and {s} skipped."))))
            ).format(w=number(state.records), p=number(state.planned), s=number(state.skipped)))
        elif state.planned:
            lines.append(plural(state.planned, *((
                tr("An unfinished run: {d} of {p} file was done."), plural(
                    state.done, tr("An unfinished run: {d} of {p} files was done."),
                    tr("An unfinished run: {d} of {p} files were done."))) if files else (
                tr("An unfinished run: {d} of {p} image was done."), plural(
                    state.done, tr("An unfinished run: {d} of {p} images was done."),
                    tr("An unfinished run: {d} of {p} images were done."))))
                ).format(d=number(state.done), p=number(state.planned)))
        else:
            lines.append(tr("An unfinished run."))
    # an unfinished run's manifest and journal are written again by each part (each
    # Resume): their date is the last part's, not the run's start (the walk's so1/ko2)
    if state.kind == "interrupted" and state.started:
        lines.append(tr("Started on {d}").format(d=local_date(state.started)))
    elif state.kind == "interrupted" and state.created:
        lines.append(tr("Last written on {d}").format(d=local_date(state.created)))
    elif state.created:
        lines.append(tr("Made on {d}").format(d=local_date(state.created)))
    return "\n".join(lines)


def _box(parent: QWidget, obj: str, icon, title: str, text: str, info: str,
         yes: str, no: str, names: Iterable[str] = ()) -> QMessageBox:
    box = WholeBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(obj)
    box.setAccessibleName(title)
    box.setInformativeText(info)
    box.setTextFormat(Qt.TextFormat.PlainText)
    ok = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    ok.setObjectName(obj + "Accept")
    cancel = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    cancel.setObjectName(obj + "Cancel")
    box.setDefaultButton(cancel)   # Enter must not delete or abandon anything
    box.setEscapeButton(cancel)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.keep_names(names)   # (file and folder names on one line: gui.whole_text)
    fit_title(box)
    return box


def question(parent: QWidget, obj: str, title: str, text: str, info: str, yes: str,
             no: str, names: Iterable[str] = ()) -> QMessageBox:
    """A confirmation in the shape of the window's own (gui.widgets.unpack_offer's);
    ``names``: the file and folder names its text holds, each kept on one line."""
    return _box(parent, obj, QMessageBox.Icon.Question, title, text, info, yes, no, names)


# what a window manager's title bar holds beside the title: the icon, three buttons, margins
_TITLE_BAR = 110


def platform_title(title: str) -> str:
    """The title a dialog's title bar shows: Qt appends " — " and the application's
    display name on Linux and Windows (QPlatformWindow::formatWindowTitle) unless the title
    already ends with it."""
    name = QGuiApplication.applicationDisplayName()
    return title if not name or title.endswith(name) else f"{title} — {name}"


def fit_title(box: QMessageBox) -> None:
    """``box`` at least as wide as its title bar needs. A message box makes itself as narrow
    as its text allows and leaves room for its own title only (QMessageBox's updateSize):
    "Quit? — TFRecord Studio" was cut to "Quit? — TF…cord Studio", and the
    Japanese to "終了しますか? ...cord Studio". The informative text's label, which wraps,
    is given that width (a label stays when Qt rebuilds the box's layout, as a spacer would
    not); the main text's label only when there is none and its line is shorter: a minimum
    below its one line's width cut that line ("…検証だけがまだ実行中" without its end),
    and one above it kept Qt from wrapping a long one."""
    need = title_need(box, box.windowTitle())
    info = box.findChild(QLabel, "qt_msgbox_informativelabel")
    label = info or box.findChild(QLabel, "qt_msgbox_label")
    if label is not None and (info or label.sizeHint().width() < need):
        label.setMinimumWidth(max(0, need))


def title_need(box: QMessageBox, title: str) -> int:
    """The width ``box``'s text needs for a title bar of ``title`` (:func:`fit_title`)."""
    font = QFont(box.font())
    font.setBold(True)   # (title bars are bold in most window managers)
    return QFontMetrics(font).horizontalAdvance(platform_title(title)) + _TITLE_BAR - \
        _icon_column(box)


def _icon_column(box: QMessageBox) -> int:
    """The width the box's icon and margins take beside its text."""
    icon = box.findChild(QLabel, "qt_msgboxex_icon_label")
    return (icon.sizeHint().width() if icon is not None else 0) + 40


def heading(state: OutputState, blocked: str = "") -> str:
    """The question's first sentence: what the button does, and for an unfinished run
    what Resume can do instead (``blocked``: confirm_replace's)."""
    if state.kind != "interrupted":
        return tr("Replace deletes this dataset and writes a new one in its place.")
    does = tr("Start over deletes this unfinished run and converts every image again.")
    if not blocked:
        resume = tr("Resume would finish it instead.")
    elif blocked == "options":
        resume = tr("Resume can finish it with the interrupted run's options (press “Use "
                    "the interrupted run's options”).")
    elif blocked == "checking":   # (the look at the source runs: the offer will say)
        resume = tr("Whether Resume can finish it instead is still being checked: the note "
                    "above the buttons will say.")
    else:
        resume = tr("Resume cannot finish it (the note above the buttons says why).")
    return sentences(does, resume)


def when_text(state: OutputState) -> str:
    """When the files are deleted, in the phases the window shows (Scanning, then
    Converting), and what each Cancel keeps: the engine deletes them after its scan and
    plan, before it converts an image (engine.run.pipeline: output.prepare, then
    resume.resume_state); a user replaced a dataset, cancelled the new run at 64% and had
    neither ("Replace deletes it." did not say when)."""
    when = tr("The files are deleted when the new run has finished scanning the source, "
              "before it converts any image. Cancelling the new run during its scan keeps "
              "them; cancelling it later does not bring them back, and Resume can then "
              "finish the new run.")
    if state.kind != "interrupted":
        keep = tr("Choose Cancel here to delete nothing: the dataset stays, and you can pick "
                  "another output folder for the new conversion.")
    else:
        keep = tr("Choose Cancel here to delete nothing: the unfinished run stays, and you "
                  "can pick another output folder for a new conversion.")
    return when + "\n" + keep


def confirm_replace(parent: QWidget, state: OutputState, blocked: str = "",
                    files: bool = False) -> QMessageBox:
    """"Replace the dataset?" or "Start over?", with Replace or Start over and Cancel (the
    default), in three paragraphs (a walker lost the thread of six): what the button does,
    with the folder and what it holds; what is deleted and what stays; when it is deleted
    and what Cancel keeps. Every file is listed under Show Details. ``blocked``: why Resume
    cannot finish an unfinished run now (gui.widgets.action_bar's ``resume_blocked``: ""
    when it can, "options" when the form's options differ from the run's, which the offer
    puts back, "checking" while the look at the source runs). ``files``:
    describe_dataset's."""
    if state.kind == "interrupted":
        title, yes = tr("Start over?"), tr("Start over")
    else:
        title, yes = tr("Replace the dataset?"), tr("Replace")
    text = "\n".join((heading(state, blocked), tr("Output folder: {f}").format(f=state.path),
                      describe_dataset(state, files)))
    # what it deletes is a listing of the folder, asked off the GUI thread (a share that
    # stopped answering froze the window in it); until it comes the box says so and its
    # button that deletes stays disabled: nothing is confirmed before it is said what
    waiting = tr("The folder's files are still being listed (the disk does not answer yet). "
                 "What “{button}” deletes is said here when they are, and the button can be "
                 "pressed then.").format(button=yes)
    box = _box(parent, "replaceDialog", QMessageBox.Icon.Warning, title, text,
               waiting + "\n\n" + when_text(state), yes, tr("Cancel"),
               (state.path, state.source))
    ask = OffThread("replace-listing", box)
    now, found = ask.ask(lambda: list_folder(state.path), lambda got: _listed(box, state, got),
                         Listing(failed=True))
    if now:
        _listed(box, state, found)
    else:
        accept_button(box).setEnabled(False)
    return box


def accept_button(box: QMessageBox) -> QAbstractButton:
    """The box's button that does what it asks (Replace, Start over, Quit)."""
    return next(b for b in box.buttons()
                if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)


def _listed(box: QMessageBox, state: OutputState, found: Listing) -> None:
    """confirm_replace's ``box`` says what its listing ``found``, and can be accepted; or,
    when the folder could not be listed, says so and cannot be: nothing is deleted that
    was not said."""
    if found.failed:
        box.setInformativeText(tr("The folder {f} could not be listed: nothing can be "
                                  "replaced until it can.").format(f=state.path)
                               + "\n\n" + when_text(state))
        box.setDetailedText("")
        accept_button(box).setEnabled(False)
        return
    box.setInformativeText(deleted_text(
        found.ours, found.others, found.size, state.kind == "interrupted", state.unfinished)
        + "\n\n" + when_text(state))
    cast(WholeBox, box).keep_names((state.path, state.source, *found.others))
    details = [tr("Will be deleted:"), *(f"  {n}" for n in found.ours)]
    if found.others:   # (a folder marked as one)
        details += ["", tr("Left alone:"), *(
            f"  {n}{os.sep if n in found.folders else ''}" for n in found.others)]
    box.setDetailedText("\n".join(details))
    accept_button(box).setEnabled(True)


def confirm_quit(parent: QWidget, tuning: bool, verifying: bool = False) -> QMessageBox:
    """Quit during a run or a tune: Quit (cancels cleanly) and Keep running (the default).
    ``verifying``: the conversion is done and only the check after it runs (quitting then
    was said to cancel the conversion, and to leave a run for Resume to finish)."""
    text, info = quit_texts(tuning, verifying)
    box = _box(parent, "quitDialog", QMessageBox.Icon.Question, tr("Quit?"),
               text, info, tr("Quit"), tr("Keep running"))
    if not tuning:   # (converting is asked again as verifying: in the same place)
        same_place(box, [(*quit_texts(False, v), tr("Quit")) for v in (False, True)],
                   title_need(box, box.windowTitle()))
    return box


def quit_texts(tuning: bool, verifying: bool) -> tuple[str, str]:
    """The quit question's text and informative text (asked again when the run's phase
    changes while it is open: gui.window_events)."""
    if tuning:
        text = tr("The worker tuning is still running.")
        info = tr("Quitting stops it; its results so far are lost.")
    elif verifying:
        text = tr("The conversion is done; the verification is still running.")
        info = tr("The dataset is complete and is kept. Quitting stops only the check, so "
                  "the files stay unverified; you can run it again later: \u201cVerify "
                  "now\u201d in the Summary.")
    else:
        text = tr("A conversion is still running.")
        info = tr("Quitting cancels it. What it has converted so far is kept; open the "
                  "same output folder later and press Resume to finish.")
    return text, info


def confirm_cancel(parent: QWidget, verifying: bool) -> QMessageBox:
    """Esc (or Run → Cancel…) during a run: a slip of Esc, the key that closes any
    popup, stopped an hour's conversion at once. Says what a cancel keeps and what finishes
    the run later; Keep running is the default (Enter and a second Esc choose it). The
    Cancel button itself cancels at once (gui.window_events). ``verifying``: every file is
    written and only the check after it runs, which is what a cancel stops then."""
    variants = [(tr("The conversion is still running."), tr(
        "Cancelling stops it now. Everything it has converted is kept, and Resume finishes "
        "the rest later."), tr("Cancel the conversion")), (tr(
            "The conversion is done; the verification is still running."), tr(
            "The dataset is complete and is kept. Stopping the check leaves the files "
            "unverified; \u201cVerify now\u201d in the Summary checks them later."),
            tr("Stop the check"))]
    text, info, yes = variants[verifying]
    titles = (tr("Cancel the conversion?"), tr("Stop the check?"))
    title = titles[verifying]
    box = _box(parent, "cancelDialog", QMessageBox.Icon.Question, title, text, info, yes,
               tr("Keep running"))
    # (asked again as the check when converting ends: in the same place)
    same_place(box, variants, max(title_need(box, t) for t in titles))
    return box


def error_box(parent: QWidget, title: str, message: str, details: str,
              warning: bool = False, names: Iterable[str] = ()) -> QMessageBox:
    """A non-blocking error dialog, opened, with ``details`` (the last lines the engine
    printed) under "Show Details"; ``warning``: something was done, not all of it (a job
    loaded without some of its options), with the warning sign, not the error's;
    ``names``: the file names ``message`` holds, each kept on one line."""
    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Critical
    box = WholeBox(icon, title, message, QMessageBox.StandardButton.Close, parent)
    box.setObjectName("errorDialog")
    box.setAccessibleName(title)
    if details.strip():
        box.setDetailedText(details)
        # the button by the words it shows: Qt's own translation names it ("자세한 정보
        # 표시..."), and the sentence had its own ("자세히 보기"), which no button read
        box.setInformativeText(tr("The last lines the engine printed are under "
                                  "\u201c{button}\u201d.").format(button=details_words(box)))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.keep_names(names)
    fit_title(box)
    box.open()
    return box


def details_words(box: QMessageBox) -> str:
    """The words on ``box``'s Show Details button as the window shows them (Qt translates
    them itself), without its mnemonic and trailing dots."""
    for button in box.buttons():
        if box.buttonRole(button) == QMessageBox.ButtonRole.ActionRole:
            text = re.sub(r"\(&\w\)", "", button.text())   # "詳細(&D)..." too
            text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
            return text.rstrip(".\u2026 ").strip()
    return tr("Show Details")
