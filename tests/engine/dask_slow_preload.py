"""`dask worker --preload` module for tests/engine/test_cluster.py: every image takes
TFRS_TEST_ITEM_SLEEP more seconds to convert, so a test can cancel or kill a worker
while shard tasks are running on a tiny dataset."""

import os
import time

from engine.run import worker

_convert_batch = worker.convert_batch
_SLEEP = float(os.environ.get("TFRS_TEST_ITEM_SLEEP", "0") or 0)


def _slow(batch_id, items):
    time.sleep(_SLEEP * len(items))
    return _convert_batch(batch_id, items)


worker.convert_batch = _slow
