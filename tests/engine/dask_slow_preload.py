"""`dask worker --preload` module for tests/engine/test_cluster.py: every image takes
TFRS_TEST_ITEM_SLEEP more seconds to convert, so a test can cancel or kill a worker
while shard tasks are running on a tiny dataset; and while the file TFRS_TEST_HOLD names
exists (120 s at most), a batch waits before it converts: a test holds the run until
what it waits for (workers joining late) has happened, whatever the machine's load."""

import os
import time

from engine.run import worker

_convert_batch = worker.convert_batch
_SLEEP = float(os.environ.get("TFRS_TEST_ITEM_SLEEP", "0") or 0)
_HOLD = os.environ.get("TFRS_TEST_HOLD", "")


def _slow(batch_id, items):
    held = time.monotonic() + 120
    while _HOLD and os.path.exists(_HOLD) and time.monotonic() < held:
        time.sleep(0.05)   # (a poll interval: the test removes the file)
    time.sleep(_SLEEP * len(items))
    return _convert_batch(batch_id, items)


worker.convert_batch = _slow
