"""Shared test setup: keep TensorFlow quiet and Qt headless."""

import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def pytest_collectstart(collector) -> None:
    """A test module that puts a Path into sys.path breaks every later `import tensorflow`
    ("argument of type 'PosixPath' is not iterable"), in whichever test imports it first:
    a failure far from its cause. Say where it came from instead."""
    bad = [p for p in sys.path if not isinstance(p, str)]
    if bad:
        raise TypeError(f"sys.path holds {bad!r} (not str) before collecting "
                        f"{collector.nodeid}: use str(path)")
