"""Entry point of the PyInstaller desktop bundle (see packaging/build_bundle.py).

One executable plays three parts: the window (default), the engine (``--engine ARGS``,
what the window starts through QProcess instead of ``python -m engine``, since a bundle has
no Python to run ``-m`` with) and the engine's worker processes (multiprocessing's spawn
start method re-runs this executable; freeze_support() turns those into workers).
"""

import multiprocessing
import signal
import sys


def main() -> int:
    multiprocessing.freeze_support()  # a spawned worker never gets past this line
    if len(sys.argv) > 1 and sys.argv[1] == "--engine":
        # As engine/__main__.py: a signal during the imports must cancel, not kill.
        early: list[int] = []
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda signum, frame: early.append(signum))
        from engine.commands import cli
        cli.EARLY_SIGNALS = early
        sys.argv = ["tfrecord-studio --engine", *sys.argv[2:]]  # usage lines name it so
        return cli.main(sys.argv[1:])
    from gui.app import main as gui_main
    return gui_main()


if __name__ == "__main__":
    sys.exit(main())
