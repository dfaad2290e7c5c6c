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
                       text output, and exit with its exit code
    --version          print the version and exit

Relative paths are taken from the folder the app was started in. An unknown option is an
error (usage, exit 2); Qt's own options (``-platform offscreen``, ``-style fusion``, ...)
are passed on to Qt. On Linux without a display (no DISPLAY, WAYLAND_DISPLAY or
QT_QPA_PLATFORM) the app says so in one line and runs headless instead of failing to open
a window.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from gui import __version__

APP_NAME = "TFRecord Studio"
ORGANIZATION = "TFRecordStudio"
# An identifier (reverse-DNS style keys on macOS, the .desktop file's name), not a website.
ORGANIZATION_DOMAIN = "tfrecord-studio.org"
# The freedesktop application id: the .desktop file and icon names in resources/desktop/.
DESKTOP_ID = "org.tfrecord_studio.TFRecordStudio"

# Qt's own command-line options (QGuiApplication/QApplication), with and without a value.
QT_VALUE_OPTIONS = frozenset({
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
    "-qwindowicon", "-qwindowtitle", "-style", "-stylesheet", "-session", "-display",
    "-geometry", "-title", "-name", "-fontengine", "-qmljsdebugger"})
QT_FLAG_OPTIONS = frozenset({"-reverse", "-widgetcount", "-nograb", "-dograb", "-sync"})


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tfrecord-studio", description=QCoreApplication.translate(
        "app", "Convert image folders to TFRecord datasets."))
    ap.add_argument("--version", action="version", version=f"tfrecord-studio {__version__}")
    ap.add_argument("path", nargs="?", metavar="SOURCE",
                    help="folder of images, CSV/TSV, or annotation export (COCO JSON, YOLO "
                         "data.yaml, VOC/CVAT XML, or its folder) to open, as --source (what "
                         "a file manager or a drop on the launcher passes); a converted "
                         "dataset opens in the Inspect tab, a saved job is loaded")
    ap.add_argument("--source", help="folder of images, CSV/TSV, or annotation export (COCO "
                                     "JSON, YOLO data.yaml, VOC/CVAT XML) to convert")
    ap.add_argument("--out", help="output folder")
    ap.add_argument("--size", help="224, 320x240 or original")
    ap.add_argument("--workers", help="number of worker processes or 'auto'")
    ap.add_argument("--overwrite", action="store_true",
                    help="replace an earlier dataset in --out (only files this program wrote)")
    ap.add_argument("--no-verify", action="store_true", help="skip the verify step")
    ap.add_argument("--start", action="store_true", help="start converting at once")
    ap.add_argument("--quit-when-done", action="store_true",
                    help="exit when the run ends; exit code 0 only if it succeeded")
    ap.add_argument("--screenshot", metavar="FILE", help="save a PNG of the window before quitting")
    ap.add_argument("--settings", metavar="FILE", help="INI settings file to use")
    ap.add_argument("--headless", action="store_true",
                    help="convert without a window (default source: the built-in sample) "
                         "and exit with the engine's exit code")
    return ap


def parse_launch_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options, and Qt's own ones to pass on. Anything else is a usage error (exit 2):
    a mistyped option must never start a conversion with defaults."""
    ap = build_parser()
    # Qt's options first, so that a Qt option's value is never taken for the SOURCE
    ours: list[str] = []
    qt_args: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        name = arg.split("=", 1)[0]
        if name.startswith("--") and name[1:] in QT_VALUE_OPTIONS | QT_FLAG_OPTIONS:
            name = name[1:]  # Qt accepts --platform as well as -platform
        if name in QT_FLAG_OPTIONS or (name in QT_VALUE_OPTIONS and "=" in arg):
            qt_args.append(arg)
            i += 1
        elif name in QT_VALUE_OPTIONS:
            if i + 1 >= len(argv):
                ap.error(f"{arg} needs a value")
            qt_args += argv[i:i + 2]
            i += 2
        else:
            ours.append(arg)
            i += 1
    opts, rest = ap.parse_known_args(ours)
    if rest:
        ap.error(f"unrecognized argument: {rest[0]}")
    if opts.path is not None:
        if opts.source is not None:
            ap.error("give the source once: as SOURCE or as --source")
        if not os.path.exists(opts.path):   # a typo must not open the window on nothing
            ap.error(f"no such folder or file: {opts.path}")
        opts.source = opts.path
    if opts.workers is not None:
        problem = workers_problem(opts.workers)
        if problem:
            ap.error(problem)
    return opts, qt_args


def workers_problem(text: str) -> str:
    """The engine's objection to a --workers value (engine.option_rules'), or ""."""
    from engine.errors import ConfigError
    from engine.option_rules import resolve_workers
    try:
        resolve_workers(text.strip())
    except ConfigError as e:
        return str(e)
    return ""


def display_available() -> bool:
    """False on Linux when Qt would find no display to open a window on."""
    if not sys.platform.startswith("linux"):
        return True
    return any(os.environ.get(k) for k in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def headless_argv(opts: argparse.Namespace) -> list[str]:
    """The engine command line --headless runs (no QApplication involved).

    Only what the options say: the form's remembered source and options are not used, and
    nothing is replaced without --overwrite.
    """
    from gui.engine_launch import engine_command
    from gui.job import Job
    from gui.settings import SAMPLE_DIR, default_output_for

    job = Job()
    job.source = opts.source or str(SAMPLE_DIR)
    job.out = opts.out or default_output_for(job.source)
    if opts.size:
        job.size = opts.size.strip().lower()
    if opts.workers:
        w = opts.workers.strip().lower()
        job.workers = 0 if w == "auto" else int(w)
    job.overwrite = bool(opts.overwrite)
    args = job.convert_args()
    args[args.index("--events") + 1] = "text"
    if not opts.no_verify:
        args.append("--verify")
    return engine_command() + args


def next_steps(out: str, code: int) -> list[str]:
    """What a headless run says after the engine's last line ("-> OUT"): where the list of
    skipped files is, when there is one, and, when the engine wrote no HOW_TO_LOAD.md (its
    last line names that file), the command that shows how to load the dataset. Nothing
    when no dataset was written."""
    import csv
    import shlex
    if code not in (0, 7):   # finished (7: verification found problems; still written)
        return []
    lines = []
    rejected = os.path.join(out, "rejected.csv")
    try:
        with open(rejected, encoding="utf-8", newline="") as f:
            skipped = sum(1 for _ in csv.DictReader(f))
    except OSError:
        skipped = 0
    if skipped:
        lines.append(f"Skipped files and why: {rejected}")
    # (the engine's last line names HOW_TO_LOAD.md when it wrote one: engine.events)
    if not os.path.isfile(os.path.join(out, "HOW_TO_LOAD.md")):
        from gui.engine_launch import display_command
        cmd = shlex.join([*display_command(), "inspect", out, "--how-to-load"])
        lines.append(f"How to load it: {cmd}")
    return lines


def run_headless(opts: argparse.Namespace) -> int:
    """Convert without a window; returns the engine's exit code."""
    from gui.engine_launch import engine_pythonpath, engine_working_dir
    argv = headless_argv(opts)
    print(f"tfrecord-studio: converting {argv[argv.index('convert') + 1]} into "
          f"{argv[argv.index('--out') + 1]}", flush=True)
    env = dict(os.environ)
    pp = engine_pythonpath(env.get("PYTHONPATH", ""))
    if pp:
        env["PYTHONPATH"] = pp
    env.setdefault("PYTHONIOENCODING", "utf-8")
    try:
        code = subprocess.run(argv, env=env, cwd=engine_working_dir()).returncode
        for line in next_steps(argv[argv.index("--out") + 1], code):
            print(line, flush=True)
        return code
    except KeyboardInterrupt:  # the engine got the same Ctrl+C and cleaned up
        return 130
    except OSError as e:
        print(f"tfrecord-studio: cannot start the engine: {e}", file=sys.stderr)
        return 2


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
        window.load_job(path)
        settled()
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
                errors = window.errors()
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
