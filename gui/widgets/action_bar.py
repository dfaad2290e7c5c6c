"""The fixed bar under the options: why Start is disabled, the offer to resume an
interrupted run, and Cancel / Start / Resume. It lives outside every scroll area, so the
buttons stay visible on a 1024x640 screen."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.output_state import OutputState
from gui.focus_park import hand_on
from gui.i18n import number, plural, sentences
from gui.resume import LABELS, words
from gui.whole_text import WholeLabel
from gui.widgets.common import esc, focus_first, name
from gui.widgets.problems import field_problem
from gui.widgets.progress_steps import kept_share
from gui.widgets.resume_offer_text import (
    carried_options,
    changed_text,
    converts_again,
    done_text,
    folder_named,
    journal_lost_text,
    offer_names,
    other_version,
    redo_text,
    started_elsewhere_text,
    unfinished_text,
)


class ActionBar(QWidget):
    """``startRequested``, ``cancelRequested`` and ``resumeRequested`` come from the buttons;
    ``loadOptionsRequested`` and ``recheckRequested`` (read the source again) from the
    resume offer."""

    startRequested = Signal()
    cancelRequested = Signal()
    resumeRequested = Signal()
    loadOptionsRequested = Signal()
    recheckRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name(self, "actionBar", self.tr("Start and cancel"))
        # (field, a job's value) -> how the form words it (the window sets the form's own)
        self.value_words: Callable[[str, str], str] = words
        self.finishable = False   # Resume can finish the offered run (given the same options)
        # Resume is the default button, what Ctrl+Enter presses: it can finish the offered
        # run, or may once the look at the source answers (set_offer)
        self.resume_primary = False
        self.files = False   # the source's files are not all images: counted as files
        self.blocked = ""
        self.form_problem = False   # the form holds Start and Resume back (window_check)
        # the offer's sentences (set_offer), and whether "Press Resume" may end them
        self._offer_parts: tuple[str, ...] = ()
        self._offer_press = False
        # the look's shards: (checked, of); then an older run's kept files: (.., "files")
        self._look: tuple[int, int] | tuple[int, int, str] | None = None
        self.offer = name(QFrame(), "resumeOffer", self.tr("Interrupted run in the output folder"))
        self.offer.setFrameShape(QFrame.Shape.StyledPanel)
        self._offer_names: list[str] = []   # (kept whole in its lines: gui.whole_text)
        self.offer_text = name(WholeLabel(names=lambda _t: self._offer_names), "resumeText",
                               self.tr("What the interrupted run did"))
        self.offer_text.setTextFormat(Qt.TextFormat.RichText)
        self.diff_text = name(QLabel(), "resumeDifferences",
                              self.tr("Options that differ from the interrupted run"))
        self.diff_text.setWordWrap(True)
        self.load_btn = name(QPushButton(self.tr("Use the interrupted run's options")),
                             "loadResumeOptions", self.tr("Use the interrupted run's options"),
                             self.tr("Put the options of the interrupted run into the form, so "
                                     "Resume can finish it"))
        self.load_btn.clicked.connect(self.loadOptionsRequested)
        self.recheck_btn = name(QPushButton(self.tr("Check the annotations again")),
                                "recheckAnnotations", self.tr("Check the annotations again"),
                                self.tr("Read the source's annotation files again, after "
                                        "putting them back as they were"))
        self.recheck_btn.clicked.connect(self.recheckRequested)
        ov = QVBoxLayout(self.offer)
        ov.setContentsMargins(8, 6, 8, 6)
        ov.addWidget(self.offer_text)
        ov.addWidget(self.diff_text)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.recheck_btn)
        row.addWidget(self.load_btn)
        ov.addLayout(row)
        self.offer.hide()

        self.hint = name(QLabel(), "startHint", self.tr("Why Start is disabled"))
        self.hint.setWordWrap(True)
        self.cancel_btn = name(
            # no letter: Esc asks, then cancels (Run → Cancel… too), and Alt+C is Replace
            # existing output's. The button itself cancels at once (gui.window_events).
            QPushButton(self.tr("Cancel")), "cancelButton", self.tr("Cancel conversion"),
            self.tr("Stop the conversion; everything converted so far is kept, and Resume "
                    "finishes the rest later (Esc asks first)"))
        self.start_btn = name(QPushButton(self.tr("&Start")), "startButton",
                              self.tr("Start conversion"),
                              self.tr("Convert the images to TFRecord files (Ctrl+Enter)"))
        # Alt+S is Start, or Resume while one is offered: the key learned for Start never
        # became Start over (which deletes the unfinished run after a question); Start over
        # has no letter (every letter of the screen is taken, and S and M were learned for
        # Start and Resume): Tab, or Run → Start over…
        self.resume_btn = name(QPushButton(self.tr("Re&sume")), "resumeButton",
                               self.tr("Resume the interrupted run"), self.tr(
                                   "Finish the interrupted run: only the missing files are "
                                   "written (Ctrl+Enter)"))
        self.resume_btn.clicked.connect(self.resumeRequested)
        self.start_btn.clicked.connect(self.startRequested)
        self.cancel_btn.clicked.connect(self.cancelRequested)
        self.resume_btn.hide()
        # the offer's buttons go once pressed: the focus waits for Resume, what comes next
        hand_on(self.load_btn, self.resume_btn)
        hand_on(self.recheck_btn, self.resume_btn)
        # ... and Resume goes with the offer as its run starts: to Cancel, once it can be
        # pressed (on to the next button, Folder… at the top of the form scrolled it up)
        hand_on(self.resume_btn, self.cancel_btn, self.start_btn)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.cancel_btn)
        buttons.addWidget(self.start_btn)
        buttons.addWidget(self.resume_btn)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.offer)
        lay.addLayout(buttons)
        self.set_offer(None)

    def offering(self) -> bool:
        return not self.offer.isHidden()

    def set_actions(self, start: bool, resume: bool, cancel: bool) -> None:
        """Which of Start, Resume and Cancel can be pressed now."""
        self.start_btn.setEnabled(start)
        self.resume_btn.setEnabled(resume)
        self.cancel_btn.setEnabled(cancel)
        if self.offering():   # "Press Resume" only beside a Resume that can be pressed
            self._show_offer_text()

    def wait_for_check(self) -> None:
        """Start and Resume wait for a check of what they would act on (the offer's words
        stay as they are: gui.window_check's hold while a folder is typed)."""
        self.start_btn.setEnabled(False)
        self.resume_btn.setEnabled(False)

    def take_focus(self, cancel: bool = False) -> bool:
        """Keyboard focus on Cancel (``cancel``: a run started), else on Resume or Start,
        whichever can be pressed first; False when none can."""
        buttons = (self.cancel_btn,) if cancel else (self.resume_btn, self.start_btn)
        return focus_first(*buttons)

    def set_counts_files(self, files: bool) -> None:
        """The offer counts files, not images (the source's files are not all images)."""
        self.files = files

    def can_resume(self) -> bool:
        """Resume is offered and can be pressed."""
        return self.offering() and self.resume_btn.isEnabled()

    def resume_blocked(self) -> str:
        """Why Resume cannot finish the offered run (``blocked``, else "other"); "" when it
        can, nothing is offered, or only the form's problem (said beside Start) holds it back:
        a failed Connect made the Summary say "Start over" of a run Resume finishes."""
        free = not self.offering() or self.can_resume() or (
            not self.blocked and self.finishable and self.form_problem)
        return "" if free else self.blocked or "other"

    def show_hint(self, text: str, style: str = "") -> None:
        """Why Start cannot be pressed ("" hides it); ``style``: red for a problem."""
        self.hint.setText(text)
        self.hint.setStyleSheet(style)
        self.hint.setToolTip("")

    def why_not(self) -> str:
        """What the line beside Start says ("" when Start can be pressed)."""
        return self.hint.text()

    def show_problem(self, text: str, style: str, field: str) -> None:
        """Why Start cannot be pressed: ``text`` itself, or, when it is shown under the
        option ``field`` (its row's label, as shown), its first clause and a pointer to the
        field. The whole note beside Start too took three lines and squeezed the form at
        1024x640; a pointer alone sent a walker on to the note, often scrolled away."""
        self.show_hint(field_problem(text, field) if field else text, style)
        if field:
            self.hint.setToolTip(text)

    def show_source_problem(self, text: str, style: str, heading: str) -> None:
        """Why Start cannot be pressed when the source panel (titled ``heading``) says why
        in full: a pointer to it (its long sentence, which begins with the path, was said
        three times: in the panel, in the header and beside Start, squeezing the form)."""
        self.show_hint(self.tr("The source cannot be converted as it is: see the note under "
                               "“{heading}”.").format(heading=heading), style)
        self.hint.setToolTip(text)


    def set_offer(self, state: OutputState | None, diffs: Sequence[tuple[str, str, str]] = (),
                  unsupported: Sequence[str] = (), carried: Sequence[str] = (),
                  changed: Sequence[tuple[str, str]] = ()) -> None:
        """Show the resume offer for ``state`` (None hides it). ``diffs`` are (field, form
        value, recorded value); ``unsupported`` recorded options this version cannot use;
        ``carried`` the engine arguments Resume adds for recorded options the form does not
        show (gui.resume.carried_args); ``changed`` what changed in the source since the run
        (gui.resume.offer_now: annotation files, or the number of images)."""
        on = state is not None
        self._offer_names = offer_names(state)
        checking = bool(getattr(state, "checking", False))   # (not a change: not known yet)
        self.offer.setVisible(on)
        self.resume_btn.setVisible(on)
        self.start_btn.setText(self.tr("Start over…") if on else self.tr("&Start"))
        # Enter and Ctrl+Enter do the primary action: Resume when it can finish the run
        # (with the form's options: the differences below can be undone, these cannot).
        # (another version's run, or one whose journal is gone: Resume cannot finish it)
        never = state is not None and (other_version(state) or state.journal_lost)
        self.finishable = state is not None and not never and not changed and not checking
        # ... and while the look at the source runs, Resume still (greyed out: the key does
        # nothing yet): the key learnt for Start was Start over… until the look answered;
        # not when nothing it finds can let Resume finish the run
        self.resume_primary = self.finishable or (checking and not never)
        self._name_the_key(on, checking)
        # why Resume cannot finish the offered run (gui.widgets.summary_cancel.blocked_text),
        # "" if it can
        self.blocked = "" if state is None else "version" if other_version(state) else \
            "other" if state.journal_lost else \
            "source" if changed and changed[0][1] != "unrecorded" else \
            "checking" if checking else \
            "other" if changed or unsupported else "options" if diffs else ""
        if state is None:
            return
        # (one sentence says Resume converts the unfinished shard again and finishes:
        # "Resume converts them again. Press Resume to finish it." said Resume twice)
        joined = converts_again(state) and not (never or changed or checking or unsupported)
        done = sentences(done_text(state, self.files), unfinished_text(state, joined))
        pressed = sentences(done_text(state, self.files), unfinished_text(state, press=True))
        why = {"cancelled": self.tr("was cancelled"), "failed": self.tr("stopped with an error")
               }.get(state.status, self.tr("was interrupted"))
        # the folder by its path: the form stays at the source (a reopened window, after
        # Finish this run) with the output row out of sight under the offer (1024x640), and
        # "this folder", or its name "out" alone, did not say which folder
        head = self.tr("The conversion into the output folder “{folder}” {why}.").format(
            folder=folder_named(state.path), why=why)
        self.offer_text.setToolTip(state.path)
        if other_version(state):
            diffs, unsupported, carried = (), (), ()   # Resume cannot finish it here
            then = started_elsewhere_text(state)
        elif state.journal_lost:
            diffs, unsupported, carried = (), (), ()
            then = journal_lost_text()
        elif changed:
            diffs, carried = (), ()
            then = changed_text(changed, state)
        elif checking:   # (the look at the source runs: what it finds decides)
            diffs, carried = (), ()
            then = self._checking_text()
        elif unsupported:   # Resume stays off; the lines below say why and what to do
            then = ""
        else:
            then = redo_text(state)
        # "Press Resume to finish it." only while Resume can be pressed: with options
        # changed it was said above the greyed-out button and the lines saying to put
        # them back first (set_actions says it again once it can)
        self._offer_press = not (joined or never or changed or checking or unsupported or
                                 diffs)
        kept = ""
        if carried:
            # each option on one line, never "--" / "decoder pillow": a word joiner after each
            # hyphen (where Qt would otherwise break the line), a no-break space before a value
            options = ", ".join(esc(o).replace("-", "-\u2060").replace(" ", "\u00a0")
                                for o in carried_options(carried))
            kept = esc(self.tr("Resume also keeps the options it was started with that "
                               "the form does not show: {o}.")).replace("{o}", options)
        self._offer_parts = (f"<b>{esc(head)}</b>", esc(done), esc(then), kept,
                             esc(pressed) if pressed != done else "")
        self._show_offer_text(fit=False)
        lines = [self.tr("{f}: {mine} here, {theirs} in the interrupted run").format(
            f=QCoreApplication.translate("Job", LABELS[f]), mine=self.value_words(f, mine),
            theirs=self.value_words(f, theirs)) for f, mine, theirs in diffs]
        if lines:
            lines.insert(0, self.tr("Resume needs the same options as the interrupted run. "
                                    "Different now:"))
        if unsupported:   # not a difference the form can undo: said on its own
            lines.append(self.tr("The interrupted run recorded options this version of "
                                 "TFRecord Studio cannot use ({o}: a newer version's, or a "
                                 "damaged record): finish it with the version that started it, "
                                 "or press Start over.").format(
                o=", ".join(unsupported)))
        if lines:
            self.diff_text.setText("\n".join(lines))
        self.diff_text.setVisible(bool(lines))
        self.load_btn.setVisible(bool(diffs))
        self.recheck_btn.setVisible(bool(changed) and changed[0][1] != "unrecorded")
        recheck = self.tr("Check the source again") if changed and changed[0][1] == "images" \
            else self.tr("Check the annotations again")
        self.recheck_btn.setText(recheck)
        self.recheck_btn.setAccessibleName(recheck)   # (a screen reader says the same)
        self._fit_text()
        # lay the offer out now, not at the next event: its last line was clipped meanwhile
        widget: QWidget | None = self.offer_text
        while widget is not None and not widget.isWindow():
            layout = widget.layout()
            if layout is not None:
                layout.activate()
            widget = widget.parentWidget()

    def _checking_text(self) -> str:
        """The offer's line while the look at the source runs, with its count of shards (a
        million images on a share take minutes to look at: the line did not move)."""
        if self._look is None:
            return self.tr("Checking whether images were added to or removed from the source "
                           "since the run began…")
        checked, total, *files = self._look
        if files:   # an older engine's run: its kept files, each opened (seconds, minutes)
            return plural(total, self.tr(
                "Checking the kept file of the interrupted run…\u00a0{pct}%"), self.tr(
                "Checking the {total} kept files of the interrupted run…\u00a0{pct}%")).format(
                total=number(total), pct=kept_share(checked, total))
        return plural(total, self.tr(
            "Checking whether images were added to or removed from the source since the run "
            "began: {n} of its {total} shard checked…"), self.tr(
            "Checking whether images were added to or removed from the source since the run "
            "began: {n} of its {total} shards checked…")).format(
            n=number(checked), total=number(total))

    def show_look_progress(self, progress: tuple[int, int] | tuple[int, int, str] | None
                           ) -> None:
        """The look at the run's source (gui.resume_check.ResumeCheck.progress) moved on:
        the checking line counts its shards, then an older run's kept files."""
        self._look = progress
        if self.blocked == "checking" and len(self._offer_parts) == 5:
            parts = list(self._offer_parts)
            parts[2] = esc(self._checking_text())
            self._offer_parts = tuple(parts)
            self._show_offer_text()

    def _name_the_key(self, offer: bool, checking: bool = False) -> None:
        """The default button is what Ctrl+Enter presses (gui.window_run.primary), and its
        tooltip alone names the key: Resume's named it above a Start over… that the key
        pressed (it asks first: Cancel is its default). While the look at the source runs
        (``checking``) no button is the default and none names the key, which does nothing
        until the look answers: Resume was the default then, and Start over… took its place
        under the user's key when the look found the source changed."""
        resume = offer and self.resume_primary
        self.resume_btn.setDefault(resume and not checking)
        self.start_btn.setDefault(not resume)
        finish = self.tr("Finish the interrupted run: only the missing files are written")
        self.resume_btn.setToolTip(self.tr(
            "Finish the interrupted run: only the missing files are written (Ctrl+Enter)")
            if resume and not checking else finish)
        if not offer:
            self.start_btn.setToolTip(self.tr("Convert the images to TFRecord files "
                                              "(Ctrl+Enter)"))
        elif resume:
            self.start_btn.setToolTip(self.tr("Delete the interrupted run's files (after "
                                              "asking) and convert everything again"))
        else:
            self.start_btn.setToolTip(self.tr("Delete the interrupted run's files (after "
                                              "asking) and convert everything again "
                                              "(Ctrl+Enter)"))

    def _show_offer_text(self, fit: bool = True) -> None:
        """The offer's sentences, ending with "Press Resume to finish it." when that is
        what finishes the run and the button can be pressed now."""
        head, done, then, kept, pressed = self._offer_parts or ("", "", "", "", "")
        if self._offer_press and self.resume_btn.isEnabled() and pressed:
            done = pressed   # (its sentence says the press: Resume named once)
        elif self._offer_press and self.resume_btn.isEnabled():
            then = sentences(then, esc(self.tr("Press Resume to finish it.")))
        text = sentences(head, done, then, kept)
        if text != self.offer_text.text():
            self.offer_text.setText(text)
            if fit:
                self._fit_text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_text()

    def _fit_text(self) -> None:
        """The offer's labels as tall as their lines at the width they have. A wrapped
        QLabel asks for the height of its text at about 220 px wide, which left a tall empty
        box once the differences were gone (the box sits in a plain layout, not a hfw one).
        QLabel.heightForWidth never answers less than the label's minimum height, which the
        fixed height sets: measured with it, a label grew but never shrank again (a wider
        window or a shorter offer left the box as tall as it had been)."""
        for label in (self.offer_text, self.diff_text):
            width = label.width() if label.width() > 50 else self.width() - 20
            label.setMinimumHeight(0)
            # -1 for an empty label (Qt then warned "Negative sizes" on every resize)
            label.setFixedHeight(max(0, label.heightForWidth(max(50, width))))
