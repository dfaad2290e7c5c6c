"""A --resume reads every shard it keeps again (its size and sha256) before it converts:
minutes of a large dataset, during which the terminal, the run log and the window said
nothing. It says so now (kept_check events, engine.run.resume_kept), before its first
count."""

from __future__ import annotations

import re
import shutil
import subprocess

from engine import protocol
from engine.run import resume_kept
from tests.engine import imagefactory as F
from tests.engine.interrupted import FOUR_SHARDS, bmp_dataset, interrupted_after


def _text_argv(argv: list[str]) -> list[str]:
    i = argv.index("--events")
    return [*argv[:i], "--events", "text", *argv[i + 2:]]


def test_a_killed_runs_resume_says_it_checks_its_kept_shards_before_it_counts(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    entries = interrupted_after(src, out, 2)   # two shards journalled, then killed
    again = tmp_path / "again"
    shutil.copytree(out, again)
    code, events, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS, "--resume"))
    assert code == protocol.EXIT_OK, err
    kinds = [e["type"] for e in events]
    checks = [e for e in events if e["type"] == "kept_check"]
    # as it starts (naming the shard it reads), and when it is done
    assert (checks[0]["checked"], checks[0]["total"]) == (0, 2), checks
    assert checks[0]["shard"] == entries[0]["filename"], checks
    assert (checks[-1]["checked"], checks[-1]["total"], checks[-1]["shard"]) == (2, 2, "")
    # after the plan, every one before the run's first count
    assert kinds.index("plan") < kinds.index("kept_check")
    last_check = max(i for i, k in enumerate(kinds) if k == "kept_check")
    assert last_check < kinds.index("progress"), kinds
    first = events[kinds.index("progress")]
    assert first["done"] > 0   # (that count is what it kept)
    # the terminal's line and the run log's, before the kept line
    r = subprocess.run(_text_argv(F.engine_argv(src, again, *FOUR_SHARDS, "--resume")),
                       cwd=F.ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       timeout=180)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    kept = next(i for i, ln in enumerate(lines) if ln.startswith("kept "))
    assert lines.index("checking the 2 kept shards... 0/2") < kept, lines
    assert lines.index("checking the 2 kept shards... 2/2") < kept, lines
    logged = (again / protocol.RUN_LOG).read_text(encoding="utf-8").splitlines()
    said = [re.sub(r"^\[\s*[\d.]+ s\] ", "", ln) for ln in logged]
    start = said.index("checking the 2 kept shards... 0/2")
    assert start < said.index("checking the 2 kept shards... 2/2") < next(
        i for i, s in enumerate(said) if s.startswith("kept ")), said


def test_a_run_without_kept_shards_checks_none_and_says_nothing(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, *FOUR_SHARDS, "--resume"))
    assert code == protocol.EXIT_OK, err   # (an empty folder: a whole run)
    assert not [e for e in events if e["type"] == "kept_check"]


def test_a_shard_that_changed_on_disk_is_read_converted_again_and_counted(tmp_path):
    """The check's count is of the shards read: a damaged one among them is converted
    again (it is read, and counted, all the same)."""
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    entries = interrupted_after(src, out, 2)
    damaged = out / entries[1]["filename"]
    data = bytearray(damaged.read_bytes())
    data[-1] ^= 0xFF
    damaged.write_bytes(bytes(data))
    from engine.run import journal
    _, journalled = journal.Journal(str(out)).read()
    told: list[tuple[int, int, str]] = []
    todo, kept, changed = resume_kept.kept_shards(str(out), _specs(journalled), journalled,
                                                  False, lambda *a: told.append(a))
    assert list(kept) == [entries[0]["filename"]] and changed == 0
    assert [s.filename for s in todo] == [entries[1]["filename"], "later"]
    assert told[0] == (0, 2, entries[0]["filename"]) and told[-1] == (2, 2, "")


def _specs(journalled: dict[str, dict]):
    """The plan's shards: those journalled, their files as they were (their stamps), and
    one not written yet."""
    from engine.run.plan import ShardSpec
    names = [*journalled, "later"]
    return [ShardSpec(split="train", index=i, count=len(names), filename=name, samples=(),
                      stamp=str(journalled.get(name, {}).get("sources", "")))
            for i, name in enumerate(names)]
