"""Entry point: `tfrecord-studio` / `python -m gui`.

Launch options (for desktop shortcuts, scripting and automated checks)::

    --source PATH  --out DIR  --size N|WxH|original  --workers N|auto
    --start            start the conversion at once
    --quit-when-done   exit when the run ends (exit code 0 only if it succeeded)
    --screenshot FILE  save a PNG of the window just before quitting
    --settings FILE    use this INI settings file instead of the user's
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

APP_NAME = "TFRecord Studio"


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tfrecord-studio", description=QCoreApplication.translate(
        "app", "Convert image folders to TFRecord datasets."))
    ap.add_argument("--source", help="folder of images or CSV/TSV to convert")
    ap.add_argument("--out", help="output folder")
    ap.add_argument("--size", help="224, 320x240 or original")
    ap.add_argument("--workers", help="number of worker processes or 'auto'")
    ap.add_argument("--overwrite", action="store_true", help="replace existing output")
    ap.add_argument("--no-verify", action="store_true", help="skip the verify step")
    ap.add_argument("--start", action="store_true", help="start converting at once")
    ap.add_argument("--quit-when-done", action="store_true",
                    help="exit when the run ends; exit code 0 only if it succeeded")
    ap.add_argument("--screenshot", metavar="FILE", help="save a PNG of the window before quitting")
    ap.add_argument("--settings", metavar="FILE", help="INI settings file to use")
    return ap


def apply_options(window, opts: argparse.Namespace) -> list[str]:
    """Prefill the form from launch options; returns problems (English) with them."""
    problems = []
    form = window.options
    if opts.out:
        form.out_edit.setText(opts.out)
        window._auto_out = False
    if opts.size:
        form.set_size(opts.size.strip().lower())
    if opts.workers:
        w = opts.workers.strip().lower()
        if w == "auto":
            form.workers.setValue(0)
        elif w.isdigit() and int(w) > 0:
            form.workers.setValue(int(w))
        else:
            problems.append(f"--workers must be a positive number or 'auto', not {opts.workers!r}")
    if opts.overwrite:
        form.overwrite.setChecked(True)
    if opts.no_verify:
        form.verify.setChecked(False)
    if opts.source:
        window.set_source(opts.source)
    return problems


def main(argv: list[str] | None = None) -> int:
    """Run the application; returns the process exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    opts, qt_args = build_parser().parse_known_args(argv)

    from gui.main_window import MainWindow
    from gui.settings import Settings, open_store

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("TFRecordStudio")
    app.setApplicationDisplayName(APP_NAME)

    window = MainWindow(Settings(open_store(opts.settings)))
    problems = apply_options(window, opts)
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
            if problems or not window.start():
                errors = window.errors()
                for key, msg in errors.items():
                    print(f"tfrecord-studio: cannot start: {key}: {msg}", file=sys.stderr)
                if opts.quit_when_done:
                    QTimer.singleShot(0, lambda: quit_with(2))
        # after the first event loop turn, so the window is laid out and the scan began
        QTimer.singleShot(50, kick)
    elif opts.quit_when_done:
        # nothing to wait for: show, screenshot, quit (a scripted preview)
        QTimer.singleShot(1500, lambda: quit_with(0))

    if opts.screenshot:
        app.aboutToQuit.connect(lambda: opts.screenshot and window.grab().save(opts.screenshot))

    code = app.exec()
    return exit_code["code"] if opts.quit_when_done else code


if __name__ == "__main__":
    sys.exit(main())
