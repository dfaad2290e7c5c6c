"""The app's command line (gui.app's docstring lists it): our options, Qt's own ones passed on
to Qt, and the usage errors (exit 2) for anything else, a source that does not exist or a
--workers value the engine would refuse."""

from __future__ import annotations

import argparse
import os

from PySide6.QtCore import QCoreApplication

from engine.protocol import UNPACK_EXIT_CODES
from gui import __version__

#: --help's last lines: which exit codes --headless gives (the engine's, and its own when an
#: archive is not unpacked: it said "the engine's exit code" of those too).
EXIT_EPILOG = ("exit codes of --headless: the engine's (python -m engine convert --help\n"
               "lists them); when an archive given as --source is not unpacked, before any\n"
               "conversion, its own:\n" + "\n".join(f"  {code:>3}  {text}"
                                                   for code, text in UNPACK_EXIT_CODES.items()))

# Qt's own command-line options (QGuiApplication/QApplication), with and without a value.
QT_VALUE_OPTIONS = frozenset({
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
    "-qwindowicon", "-qwindowtitle", "-style", "-stylesheet", "-session", "-display",
    "-geometry", "-title", "-name", "-fontengine", "-qmljsdebugger"})
QT_FLAG_OPTIONS = frozenset({"-reverse", "-widgetcount", "-nograb", "-dograb", "-sync"})


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tfrecord-studio", description=QCoreApplication.translate(
        "app", "Convert image folders to TFRecord datasets."), epilog=EXIT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--version", action="version", version=f"tfrecord-studio {__version__}")
    ap.add_argument("path", nargs="?", metavar="SOURCE",
                    help="folder of images, CSV/TSV, or annotation export (COCO JSON, YOLO "
                         "data.yaml, VOC/CVAT XML, or its folder) to open, as --source (what "
                         "a file manager or a drop on the launcher passes); a converted "
                         "dataset opens in the Inspect tab, a saved job is loaded")
    ap.add_argument("--source", help="folder of images, CSV/TSV, or annotation export (COCO "
                                     "JSON, YOLO data.yaml, VOC/CVAT XML, or its ZIP/tar "
                                     "file, unpacked beside it first) to convert")
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
                         "and exit with the engine's exit code (or, when an archive given as "
                         "--source is not unpacked, its own: below)")
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
