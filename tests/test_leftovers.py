"""tests/leftovers.py finds every kind of temporary the writer makes (a check for leftovers
that matches nothing would pass whatever a run leaves behind)."""

from __future__ import annotations

from pathlib import Path

from engine.output_state import LABELS, MANIFEST
from engine.run.journal import JOURNAL
from engine.run.writer import ShardWriter, temp_name
from tests.leftovers import leftover_temporaries

SHARD = "data-train-00000-of-00002.tfrecord"


def test_an_unfinished_shard_is_reported_and_a_finished_one_is_not(tmp_path: Path) -> None:
    w = ShardWriter(str(tmp_path), SHARD)
    w.write(b"x" * 20)
    assert leftover_temporaries(tmp_path) == [f".{SHARD}.partial"]
    # The globs tests used before this helper never saw the writer's temporaries.
    assert list(tmp_path.glob("*.tmp*")) == [] and list(tmp_path.glob(".*tmp*")) == []
    w.finish()
    assert leftover_temporaries(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == [SHARD, f"{SHARD}.idx"]


def test_a_shard_task_attempt_and_a_side_file_temporary_are_reported(tmp_path: Path) -> None:
    w = ShardWriter(str(tmp_path), SHARD, compression="gzip", attempt="9f3a")
    w.write(b"y" * 20)
    (tmp_path / temp_name(MANIFEST)).write_text("{")       # write_atomic cut short
    (tmp_path / temp_name(f"{SHARD}.idx", "9f3a")).write_text("0 36\n")
    assert leftover_temporaries(tmp_path) == sorted([
        f".{SHARD}.9f3a.partial", f".{SHARD}.idx.9f3a.partial", f".{MANIFEST}.partial"])
    w.abort()
    assert leftover_temporaries(tmp_path) == sorted([
        f".{SHARD}.idx.9f3a.partial", f".{MANIFEST}.partial"])


def test_final_files_and_the_journal_are_not_temporaries(tmp_path: Path) -> None:
    for name in (SHARD, LABELS, MANIFEST, JOURNAL, "notes.partial"):
        (tmp_path / name).write_text("kept")
    assert leftover_temporaries(tmp_path) == []
    assert leftover_temporaries(tmp_path / "never-created") == []
