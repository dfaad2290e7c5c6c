"""Where the main window's panels go: source, options and the action bar on the left;
progress and the run tabs on the right; Convert and Inspect as the two pages."""

from __future__ import annotations

import struct
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QScrollArea, QSplitter, QTabWidget, QVBoxLayout, QWidget

from gui.counts_in_view import form_after_scan
from gui.resume import words
from gui.widgets.action_bar import ActionBar
from gui.widgets.common import focus_stays_in_view, name, wheel_scrolls_the_page
from gui.widgets.failures_table import FailuresTable
from gui.widgets.inspect_panel import InspectPanel
from gui.widgets.keep_in_place import focus_stays_in_place
from gui.widgets.log_view import LogTab, LogView
from gui.widgets.options_form import OptionsForm
from gui.widgets.plots import LivePlots
from gui.widgets.problems import field_problem, problem_text
from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.source_panel import SourcePanel
from gui.widgets.summary_panel import SummaryPanel
from gui.widgets.tune_panel import TunePanel
from gui.widgets.whole_rows import popups_stay_attached, rows_stay_whole


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def open_in_inspect(window, path: str) -> None:
    """The Inspect tab, showing the dataset (or TFRecord file) at ``path``."""
    window.main_tabs.setCurrentWidget(window.inspect)
    window.inspect.open_paths([path])


def _count_files(window, res) -> None:
    """The progress line, Failures and the Resume offer count files, not images, when the
    source's files are not all images (a notes.txt in a class folder): the run's total is
    every file it tries, and "4 images could not be converted" named a .txt among them."""
    files = bool(res.other_files) and not res.task
    for panel in (window.progress, window.failures, window.actions_bar):
        panel.set_counts_files(files)


def build_panels(window) -> None:
    """Create the window's panels as its attributes (window.source_panel, window.options, ...)
    and lay them out as its central widget."""
    # --- left: source + options + start/cancel
    window.source_panel = SourcePanel()
    window.options = OptionsForm()
    # Options that depend on the source (the annotation row, the format's note).
    window.source_panel.scanStarted.connect(lambda: window.options.set_scan(None))
    window.source_panel.scanned.connect(window.options.set_scan)
    window.source_panel.bitDepthChosen.connect(window.options.set_bit_depth)
    left_inner = QWidget()
    lv = QVBoxLayout(left_inner)
    lv.addWidget(window.source_panel)
    lv.addWidget(window.options)
    lv.addStretch(1)
    scroll = name(QScrollArea(), "settingsScroll", tr("Source and options"))
    scroll.setWidget(left_inner)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    wheel_scrolls_the_page(scroll)
    focus_stays_in_view(scroll)
    focus_stays_in_place(scroll)
    # scrolled to the top, the form stays there, the offer shown below or not: moved to
    # keep a row whole at the bottom, a reopened window hid "1. Source images"
    # ... and the field the user types a folder in stays under the caret as the answer
    # shows below the form (gui.widgets.settled_text)
    rows_stay_whole(scroll, still=window.options.output_typed)
    window.settings_scroll = scroll
    popups_stay_attached(scroll)

    # Outside the scroll area: Start and Cancel stay visible on any screen.
    window.actions_bar = ActionBar()
    window.actions_bar.value_words = offer_words(window.options, window.source_panel)
    # The offer follows the scan (the annotation files' digests, the images): read the
    # source again when the user put its files back, and when the engine refused a Resume
    # (then the offer says what changed and makes Start over the way on).
    window.actions_bar.recheckRequested.connect(lambda: recheck_source(window))
    window.controller.runFailed.connect(
        lambda ev: ev.code.startswith("resume.") and window.source_panel.rescan())
    left = QWidget()
    lay = QVBoxLayout(left)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.addWidget(scroll, 1)
    lay.addWidget(window.actions_bar)

    # --- right: progress + tabs
    window.progress = ProgressPanel()
    window.plots = LivePlots()
    window.failures = FailuresTable()
    window.source_panel.scanned.connect(lambda res: _count_files(window, res))
    # before any run, the tab says where the source's problems are listed (not "No
    # failures." beside them); a scan under way has found none yet
    window.source_panel.scanStarted.connect(lambda: window.failures.set_source_problems(""))
    window.source_panel.scanned.connect(lambda res: window.failures.set_source_problems(
        window.source_panel.title() if res.problems else ""))
    window.summary = SummaryPanel()
    window.tune = TunePanel()
    window.plots.measured = window.tune.measured   # the banner agrees with Tune's measurement
    window.tune.progressed.connect(window.progress.show_tune)   # the header follows a sweep
    window.tune.cluster = window.options.cluster_address
    window.tune.cluster_workers = window.options.cluster_workers   # Workers to try's default
    window.tune.form_holds = window.options.holds_workers   # Use N workers greyed once used
    window.tune.write_as = window.options.write_as
    window.log = LogView()
    window.tabs = name(QTabWidget(), "resultTabs", tr("Run details"))
    window.tabs.addTab(window.plots, tr("Live plots"))
    window.tabs.addTab(window.failures, tr("Failures"))
    window.tabs.addTab(window.summary, tr("Summary"))
    window.tabs.addTab(window.tune, tr("Tune"))
    window.tabs.addTab(LogTab(window.log), tr("Log"))
    right = QWidget()
    rv = QVBoxLayout(right)
    rv.setContentsMargins(0, 0, 0, 0)
    rv.addWidget(window.progress)
    rv.addWidget(window.tabs, 1)

    window.splitter = name(QSplitter(Qt.Orientation.Horizontal), "mainSplitter", tr("Main areas"))
    window.splitter.addWidget(left)
    window.splitter.addWidget(right)
    window.splitter.setStretchFactor(0, 0)
    window.splitter.setStretchFactor(1, 1)
    window.splitter.setSizes([560, 720])   # (a first start's: default_split)
    # The left pane never gets narrower than its content (a narrower one clipped the
    # Folder… button and the class table's count column); should the content grow past
    # that, a horizontal scroll bar keeps every part of it reachable.
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    left.setMinimumWidth(max(420, left_inner.minimumSizeHint().width()
                             + scroll.verticalScrollBar().sizeHint().width() + 4))
    convert_page = QWidget()
    cv = QVBoxLayout(convert_page)
    cv.setContentsMargins(4, 4, 4, 4)   # every pixel counts on a 1024x640 screen
    cv.addWidget(window.splitter)
    window.inspect = InspectPanel()
    # Inspect's check of the dataset the Convert tab shows is said there too (made later)
    window.inspect.verified.connect(
        lambda folder, ev: window.display.show_checked_in_inspect(folder, ev))
    window.main_tabs = name(QTabWidget(), "mainTabs", tr("Convert or inspect"))
    window.main_tabs.setDocumentMode(True)
    window.main_tabs.addTab(convert_page, tr("Convert"))
    window.main_tabs.addTab(window.inspect, tr("Inspect"))
    window.source_panel.inspectRequested.connect(lambda path: open_in_inspect(window, path))
    window.source_panel.loadJobRequested.connect(window.load_job)
    # (with the run's source the scan read: finish_run does not read it again)
    window.source_panel.finishRequested.connect(lambda path: window.finish_run(
        path, getattr(window.source_panel.last_result, "unfinished", "")))
    window.setCentralWidget(window.main_tabs)


def offer_in_view(window) -> None:
    """The Resume offer appeared. After Finish this run (``window.source_in_view``) the
    form's top, the source row it changed, comes into view once the source's scan has
    ended and what it found is laid out. Otherwise the form stays where it is, at its top
    unless the user scrolled (a reopened window scrolled to the output folder's row, after
    the scan grew the panel above it, hid the "1. Source images" heading; the offer names
    its folder by its path), but an Output folder row that the offer cuts, half covered, is
    shown whole with it where the source's counts stay in view (1024x640, the form left at
    its top with the row's lower half under the offer). gui.counts_in_view.form_after_scan
    does it, in its order with a newly chosen source's counts."""
    panel = window.source_panel
    window.offer_due = True

    def show() -> None:
        # the layouts the scan's result (and the offer) changed, settled now: their
        # requests are posted, and the row's place is known only after them
        form_after_scan(window)

    res = panel.last_result
    if panel.source() and not panel.scanning() and res is not None \
            and res.source == panel.source():   # (a window's first check: not yet read)
        QTimer.singleShot(0, window, show)   # (after the rest of the window's checks)
        return

    def scanned(_result) -> None:
        # (the next result: a reopened window reads its source again as its options come
        # back, and that scan's start is no reason to give up)
        panel.scanned.disconnect(scanned)
        if window.actions_bar.offering() and window.source_in_view:
            show()   # (still: another source may have none)
        elif window.actions_bar.offering():   # after the rows the result shows or hides
            QTimer.singleShot(0, window, show)
    panel.scanned.connect(scanned)


def recheck_source(window) -> None:
    """The Resume offer's "Check … again": read the source again, then say in the status bar
    what came of it (when nothing had changed, the offer looked just as before, as if the
    button had done nothing)."""
    panel = window.source_panel
    source = panel.source()
    panel.rescan()

    def done() -> None:
        panel.scanned.disconnect(scanned)
        panel.scanStarted.disconnect(done)

    def scanned(_result) -> None:   # the window revalidates on the same signal: after it
        done()
        QTimer.singleShot(0, window, lambda: say_recheck(window, source))
    # a scan started after this one stops it, and its result is no check: the handler
    # waited for the next scan's, maybe of this source chosen again much later
    panel.scanned.connect(scanned)
    panel.scanStarted.connect(done)


def tune_problems(window, errors: dict[str, str]) -> tuple[str, str]:
    """Why Run sweep cannot be pressed, in the words Start's line uses: (the source's
    problem, Run on's: a failed Connect, an address written wrong), "" for none. Run sweep
    stayed on under a Run on that Start refused, and pressed, did nothing. (A sweep writes
    to a folder of its own: the output folder's problems do not hold it back.)"""
    source, cluster = errors.get("source", ""), errors.get("cluster", "")
    run_on = field_problem(problem_text(cluster), window.options.field_name("cluster")) \
        if cluster else ""
    return (problem_text(source) if source else ""), run_on


def look_afresh(window) -> None:
    """The Resume offer would say the source changed since the run from a scan older than
    the run (gui.resume.older_than_run: images copied in after the form's scan, then Start
    and a cancel): read the source again as "Check the source again" does, once, and let
    what that finds decide (the offer says it checks meanwhile)."""
    panel = window.source_panel
    stale = panel.last_result
    window.recheck_due = True   # (the offer's row waits for it: form_after_scan)

    def again() -> None:
        window.recheck_due = False
        if stale is not None and panel.last_result is stale and window.actions_bar.offering():
            recheck_source(window)
        elif getattr(window, "offer_due", False) and not panel.scanning():
            form_after_scan(window)   # (no new scan after all: the row waited for nothing)
    QTimer.singleShot(0, window, again)   # (not in revalidate: the scan's start revalidates)


def say_recheck(window, source: str) -> None:
    bar = window.actions_bar
    if window.source_panel.source() != source or not bar.offering():
        return   # another source was chosen meanwhile, or the offer is gone
    if window._out_folder.check.pending():
        # the look at the new scan runs (the offer says it checks): what it finds decides,
        # not the number of images (a renamed image leaves it as it was)
        window.when_resume_checked(lambda: say_recheck(window, source))
        return
    if bar.finishable:
        # (not "the source matches": a changed photo's shard is converted again, as the offer
        # above says)
        text = tr("Checked again: no image was added or removed since the interrupted run. "
                  "Resume can finish it.")
    else:
        text = tr("Checked again: the source still differs from the interrupted run.")
    window.statusBar().showMessage(text, 8000)


def offer_words(form: OptionsForm, source: SourcePanel) -> Callable[[str, str], str]:
    """(field, a job's value) -> the words the form shows for it, for the Resume offer's
    differences: its drop-down lists' own texts ("crop" -> "Crop to fill", "multilabel" ->
    "multi-label classification"), else gui.resume.words."""

    def shown(field: str, value: str) -> str:
        text = form.value_text(field, value)
        if text is not None:
            return text
        if field == "task" and value in source.task_names():
            return source.task_names()[value]
        return words(field, value)
    return shown


def default_split(window) -> None:
    """The splitter of a first start (no sizes saved), for the window's width: 560 px on
    the left as at 1024 px, and a third of any more width (at 1366 px the left stayed
    560 px, each problem line of the source wrapped to three lines, and the right had room
    to spare)."""
    width = window.splitter.width() if window.splitter.isVisible() else window.width() - 16
    left = 560 + max(0, width - 1008) // 3
    window.splitter.setSizes([left, max(1, width - left)])



def restore_split(window, state: bytes) -> None:
    """The splitter as it was saved (``state``: QSplitter.saveState), in proportion to the
    window's width now. Restored as they were, the sizes a 1366 px window saved (645 + 619)
    left the right pane of a 1024 px window 357 px, narrower than its tabs' controls (the
    Tune tab's own horizontal scroll bar, "Run sweep" cut at the edge, a walk's); the same
    share of today's width keeps a split the user chose, on any screen. (The sizes are read
    from the state itself: before the window is shown, QSplitter reports them scaled to a
    width it does not have yet.)"""
    splitter = window.splitter
    if not splitter.restoreState(QByteArray(state)):
        default_split(window)
        return
    saved = _saved_sizes(state)
    width = splitter.width() if splitter.isVisible() else window.width() - 16
    if len(saved) == 2 and sum(saved) > 0 and width > 0:
        left = round(width * saved[0] / sum(saved))
        splitter.setSizes([left, max(1, width - left)])


def _saved_sizes(state: bytes) -> list[int]:
    """The pane sizes in a QSplitter.saveState (its marker 0xff, version 1, then the
    sizes as a list of 32-bit integers); [] for anything else."""
    if len(state) < 12:
        return []
    marker, version, n = struct.unpack(">iii", state[:12])
    if marker != 0xFF or version != 1 or not 0 < n <= 16 or len(state) < 12 + 4 * n:
        return []
    return list(struct.unpack(f">{n}i", state[12:12 + 4 * n]))
