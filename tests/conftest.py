"""Shared test setup: keep TensorFlow quiet and Qt headless, and fail a test that leaves a
Dask loop running (tests/engine and tests/bench start LocalClusters; the guard looks at
sys.modules only, so a test that never imports Dask pays nothing for it)."""

import os
import sys

import pytest

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


@pytest.fixture(autouse=True)
def no_dask_loop_left_running():
    """A test that leaves a Dask Client (or cluster) unclosed in this process fails here,
    naming itself: the garbage collector would close it later inside whatever test runs
    then, and doing so inside Dask's loop lock (held while any Client starts or stops)
    hangs the process (a whole-suite run stopped 300 s in an unrelated cluster test).
    Each unclosed Client keeps its IO loop registered in Dask's LoopRunner._all_loops."""
    before = set(map(id, _dask_loops()))
    yield
    left = [loop for loop in _dask_loops() if id(loop) not in before]
    if left:
        pytest.fail(f"{len(left)} Dask IO loop(s) still running after the test: a "
                    "distributed.Client or cluster made here was not closed", pytrace=False)


def _dask_loops() -> list:
    utils = sys.modules.get("distributed.utils")     # (no Dask imported: nothing to see)
    runner = getattr(utils, "LoopRunner", None)
    return list(getattr(runner, "_all_loops", {}).keys())
