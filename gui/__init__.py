"""TFRecord Studio desktop GUI (PySide6). Drives the engine through QProcess.

Only :mod:`engine.protocol` is imported from the engine: the GUI talks to the engine
over its JSON-lines wire protocol, never by calling engine code in-process.
"""

from engine import __version__  # noqa: E402,F401  (one version for the whole project)
