"""Entry point of the PyInstaller desktop bundle (see packaging/build_bundle.py).

One executable plays three parts: the window (default), the engine (``--engine ARGS``,
what the window starts through QProcess instead of ``python -m engine``, since a bundle has
no Python to run ``-m`` with) and the engine's worker processes (multiprocessing's spawn
start method re-runs this executable; freeze_support() turns those into workers).
"""

import multiprocessing
import sys


def main() -> int:
    multiprocessing.freeze_support()  # a spawned worker never gets past this line
    if len(sys.argv) > 1 and sys.argv[1] == "--engine":
        # The same entry point as `python -m engine` and tfrecord-studio-cli: its signal
        # handlers exist before the slow imports, so an early signal cancels, not kills.
        from engine.__main__ import main as engine_main
        sys.argv = ["tfrecord-studio --engine", *sys.argv[2:]]  # usage lines name it so
        return engine_main()
    from gui.app import main as gui_main
    return gui_main()


if __name__ == "__main__":
    sys.exit(main())
