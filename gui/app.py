"""Entry point: `tfrecord-studio` / `python -m gui`.

Launch options (for desktop shortcuts, scripting and automated checks)::

    [SOURCE]       a folder of images, a CSV/TSV, or an annotation export (COCO JSON,
                   YOLO data.yaml, VOC/CVAT XML) to open (the same as --source; what a
                   file manager's "Open with" passes); a dataset converted before opens in
                   the Inspect tab, an interrupted run's folder is offered to be finished,
                   and a job saved with File → Save job is loaded
    --source PATH  --out DIR  --size N|WxH|original  --workers N|auto
    --overwrite        replace an earlier dataset in --out (never implied)
    --start            start the conversion at once
    --quit-when-done   exit when the run ends (exit code 0 only if it succeeded)
    --screenshot FILE  save a PNG of the window just before quitting
    --settings FILE    use this INI settings file instead of the user's
    --headless         no window: convert --source (default: the built-in sample) into
                       --out (default: a new folder under Documents) with the engine's
                       text output, and exit with its exit code; a ZIP or tar
                       export is unpacked first, as the window's offer does
                       (gui.headless_unpack; one not unpacked exits with the app's
                       own code, UNPACK_EXIT_CODES), and so it is with --start
    --version          print the version and exit

Relative paths are taken from the folder the app was started in. An unknown option is an
error (usage, exit 2); Qt's own options (``-platform offscreen``, ``-style fusion``, ...)
are passed on to Qt. On Linux without a display (no DISPLAY, WAYLAND_DISPLAY or
QT_QPA_PLATFORM) the app says so in one line and runs headless instead of failing to open
a window.

The command line is read by gui.launch_args, a run without a window is gui.headless's.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gui import __version__

# (build_parser, parse_launch_args and next_steps: importable here, as before)
from gui.headless import display_available, next_steps, run_headless  # noqa: F401
from gui.launch_args import build_parser, parse_launch_args, workers_problem  # noqa: F401

APP_NAME = "TFRecord Studio"
ORGANIZATION = "TFRecordStudio"
# An identifier (reverse-DNS style keys on macOS, the .desktop file's name), not a website.
ORGANIZATION_DOMAIN = "tfrecord-studio.org"
# The freedesktop application id: the .desktop file and icon names in resources/desktop/.
DESKTOP_ID = "org.tfrecord_studio.TFRecordStudio"


def apply_options(window, opts: argparse.Namespace,
                  settled: Callable[[], None] = lambda: None) -> list[str]:
    """Prefill the form from launch options; returns problems (English) with them.
    ``settled()``: once the form holds what they ask (the path given is opened as its
    scan says: open_launch_path), maybe later."""
    from gui.job import absolute_path
    problems = []
    form = window.options
    if opts.path:   # first: a new source resets the output folder and Replace
        open_launch_path(window, absolute_path(opts.path), settled,
                         absolute_path(opts.out) if opts.out else "")
    elif opts.source:
        window.set_source(absolute_path(opts.source))
    if opts.out:
        window.choose_output(absolute_path(opts.out))
    if opts.size:
        form.set_size(opts.size.strip().lower())
    if opts.workers:
        w = opts.workers.strip().lower()
        problem = workers_problem(w)
        if problem:
            problems.append(problem)
        else:
            form.set_workers(0 if w == "auto" else int(w))
    if opts.overwrite:
        form.set_replace(True)
    if opts.no_verify:
        form.set_verify(False)
    if not opts.path:
        settled()
    return problems


def open_launch_path(window, path: str, settled: Callable[[], None] = lambda: None,
                     out: str = "") -> None:
    """The path a file manager's "Open with" (or a drop on the launcher) passed, opened as
    its kind asks: a job saved with File → Save job is loaded, and a dataset converted
    before (which the scan recognises) opens in the Inspect tab, as the buttons the window
    offers for them would do; the output folder of a run that was interrupted is put in
    the form with the run's source, so that the window offers to finish it (as "Finish
    this run" does, with the run's source the scan read off the GUI thread); anything else
    is the source to convert. (Opening a dataset showed "this folder is a TFRecord dataset"
    three times and an output folder named NAME-tfrecord-tfrecord.) ``settled()`` once the
    window knows which (--start waits for it: it started the folder as a source). ``out``:
    an explicit --out, which wins over finishing a run in another folder (Finish replaced
    it unseen): the window then says why the run was not put back."""
    from gui.source_kind import source_kind
    from gui.window_layout import open_in_inspect
    if source_kind(path) == "job":
        window.load_job(path, settled)   # (settled when read: on a share, perhaps later)
        return
    panel = window.source_panel

    def scanned(res) -> None:
        panel.scanned.disconnect(scanned)
        if res.error_code() == "source.dataset" and res.source == path:
            if res.unfinished and not res.unfinished_gone and out and \
                    os.path.normcase(os.path.abspath(out)) != os.path.normcase(path):
                window.keep_launch_out(path)
                print(f"tfrecord-studio: --out {out} kept: {path} holds an interrupted run, "
                      "which finishes only in its own folder (leave out --out, or press "
                      "Finish this run)", file=sys.stderr, flush=True)
            elif not (res.unfinished and window.finish_run(path, res.unfinished)):
                open_in_inspect(window, path)
        settled()

    panel.scanned.connect(scanned)
    window.set_source(path)


def main(argv: list[str] | None = None) -> int:
    """Run the application; returns the process exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    opts, qt_args = parse_launch_args(argv)
    if not opts.headless and not display_available():
        print("tfrecord-studio: no display found (DISPLAY/WAYLAND_DISPLAY unset); "
              "running headless instead.", file=sys.stderr, flush=True)
        opts.headless = True
    if opts.headless:
        return run_headless(opts)

    from gui.desktop import app_icon, centre_line_text, latin_font_first
    from gui.main_window import MainWindow
    from gui.settings import Settings, open_store

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *qt_args])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(app_icon())
    latin_font_first(app)   # an ellipsis on the line, not at mid-height, in Korean text
    centre_line_text(app)   # and "品質 95" in its spin box at the height of "JPEG" beside it

    settings = Settings(open_store(opts.settings))
    from gui import i18n
    i18n.install(app, i18n.resolve(settings.get("ui/language")))
    window = MainWindow(settings)
    # --start waits for the path given to be opened (its scan says what it is: an
    # interrupted run's folder is put back with its source, then resumed)
    done: list[bool] = []              # [True] once settled
    waiting: list[Callable[[], None]] = []

    def settled() -> None:
        done.append(True)
        while waiting:
            QTimer.singleShot(0, waiting.pop())
    problems = apply_options(window, opts, settled)
    window.show()
    exit_code = {"code": 0}

    def quit_with(code: int) -> None:
        exit_code["code"] = code
        if opts.screenshot:
            window.grab().save(opts.screenshot)
            opts.screenshot = None
        if window.last_error is not None:
            window.last_error.close()
        window.close()
        app.exit(code)

    for p in problems:
        print(f"tfrecord-studio: {p}", file=sys.stderr)

    if opts.quit_when_done:
        def on_end(ok: bool) -> None:
            code = 0 if ok else (window.model.exit_code or 1)
            # let the summary paint before the screenshot
            QTimer.singleShot(300, lambda: quit_with(code))
        window.runEnded.connect(on_end)

    if opts.start:
        def kick() -> None:
            if window.actions_bar.resume_blocked() == "checking" or \
                    window.source_panel.scanning():   # Resume, once it may; the scan's
                # verdict first (asked again until the window knows: while the launch scan
                # runs the offer checks with no look at Resume yet, whose answer it waits for)
                QTimer.singleShot(100, kick)
                return
            if window.source_panel.unpack.archive:   # an export's ZIP: unpacked, as its offer
                why = window.source_panel.unpack.unattended()   # would (gui.headless too)
                if why is None:
                    QTimer.singleShot(100, kick)   # (then its folder, once scanned)
                    return
                print(f"tfrecord-studio: cannot start: {why}", file=sys.stderr)
                if opts.quit_when_done:
                    QTimer.singleShot(0, lambda: quit_with(2))
                return
            bar = window.actions_bar
            if bar.offering() and not bar.resume_primary and not opts.overwrite:
                # Resume cannot finish the run, and Start over… would ask before deleting it:
                # --start never waits for a dialog
                print("tfrecord-studio: cannot start: the output folder holds an interrupted "
                      f"run that Resume cannot finish ({bar.resume_blocked()}); --overwrite "
                      "starts over and deletes it", file=sys.stderr)
                if opts.quit_when_done:
                    QTimer.singleShot(0, lambda: quit_with(2))
                return
            # An explicit --overwrite is the consent the Replace dialog would ask for;
            # without it, --start does the window's primary action (Resume for an
            # interrupted run), which deletes nothing and never waits for a dialog.
            started = not problems and (window.start(confirmed=True) if opts.overwrite
                                        else window.primary())
            if not started:
                # what the form's last check found (asked again here, a share that stopped
                # answering held --start for good instead of saying why)
                facts = window.form_disk.last(window.job().source,
                                              window.options.output_folder())
                errors = window.errors(facts) if facts is not None else {
                    "disk": "the source or the output folder does not answer"}
                for key, msg in errors.items():
                    print(f"tfrecord-studio: cannot start: {key}: {msg}", file=sys.stderr)
                if opts.quit_when_done:
                    QTimer.singleShot(0, lambda: quit_with(2))
        def when_settled() -> None:
            if done:
                kick()
            else:
                waiting.append(kick)
        # after the first event loop turn, so the window is laid out and the scan began
        QTimer.singleShot(50, when_settled)
    elif opts.quit_when_done:
        # nothing to wait for: show, screenshot, quit (a scripted preview)
        QTimer.singleShot(1500, lambda: quit_with(0))

    if opts.screenshot:
        app.aboutToQuit.connect(lambda: opts.screenshot and window.grab().save(opts.screenshot))

    code = app.exec()
    return exit_code["code"] if opts.quit_when_done else code


if __name__ == "__main__":
    sys.exit(main())
