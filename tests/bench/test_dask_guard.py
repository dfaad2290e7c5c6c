"""The Dask-loop guard (tests/conftest.py's no_dask_loop_left_running) watches the bench
tests too: test_cluster_overhead.py starts a LocalCluster, and the guard lived in
tests/engine/conftest.py, where it watched the engine's tests alone."""

from __future__ import annotations


def test_the_dask_loop_guard_watches_the_bench_tests(request):
    assert "no_dask_loop_left_running" in request.fixturenames

