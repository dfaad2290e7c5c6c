"""Test only (tests/engine/test_cluster.py puts this folder on PYTHONPATH): with
TFRS_TEST_ITEM_SLEEP set, every process of the test's Dask cluster, including the decoding
processes the shard tasks spawn, converts images slowly (tests/engine/dask_slow_preload)."""

import os

if os.environ.get("TFRS_TEST_ITEM_SLEEP"):
    import dask_slow_preload  # noqa: F401  (patches engine.run.worker on import)
