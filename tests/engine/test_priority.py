"""--priority low: worker processes run below the desktop's priority, the parent does not."""

from __future__ import annotations

import os
import sys

import pytest

from engine.config import ConvertConfig, ImageOptions
from engine.errors import ConfigError
from engine.run import priority
from engine.run.pool import kill_pool, spawn_pool
from tests.engine.conftest import run_cli

posix = pytest.mark.skipif(not hasattr(os, "getpriority"), reason="nice values are POSIX")


@posix
@pytest.mark.parametrize("level, increment", [("low", priority.LOW_NICE), ("normal", 0)])
def test_pool_workers_run_at_the_asked_priority(level, increment):
    base = os.getpriority(os.PRIO_PROCESS, 0)
    cfg = ConvertConfig(source="s", out="o", image=ImageOptions(16, 16), priority=level)
    pool = spawn_pool(cfg, 2)
    try:
        nices = {pool.submit(priority.current).result(timeout=120) for _ in range(4)}
    finally:
        kill_pool(pool)
    assert nices == {min(19, base + increment)}
    assert os.getpriority(os.PRIO_PROCESS, 0) == base, "the parent keeps its priority"


def test_priority_is_validated_and_defaults_to_normal():
    assert ConvertConfig(source="s", out="o").priority == "normal"
    with pytest.raises(ConfigError, match="--priority"):
        ConvertConfig(source="s", out="o", priority="idle")
    assert priority.apply("normal") == ""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX branch")
def test_apply_never_raises_when_the_system_refuses(monkeypatch):
    def refuse(_n):
        raise PermissionError("not allowed")
    monkeypatch.setattr(os, "nice", refuse)
    assert priority.apply("low") == ""


@pytest.mark.e2e
def test_convert_and_tune_accept_priority_low(make_dataset, tmp_path):
    src = make_dataset({"a": 4, "b": 4}, formats=("jpg",))
    code, events, err = run_cli("convert", str(src), "--out", str(tmp_path / "out"),
                                "--size", "32", "--workers", "2", "--priority", "low")
    assert code == 0, err
    done = next(e for e in events if e["type"] == "run_finished")
    assert done["summary"]["written"] == 8
    code, _, err = run_cli("convert", str(src), "--out", str(tmp_path / "o2"),
                           "--priority", "idle")
    assert code == 2 and "--priority" in err
    code, _, err = run_cli("tune", str(src), "--max-workers", "1", "--repeats", "1", "--size",
                           "32", "--min-trial-seconds", "0", "--max-extra-seconds", "0",
                           "--priority", "low")
    assert code == 0, err
