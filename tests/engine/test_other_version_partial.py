"""A run that another engine version started keeps none of its unfinished shards in a
--resume (engine.run.partial), though that version wrote this one's bytes and its complete
shards are kept: neither a cancel's journalled .partial file nor a killed run's. The
folder's state and the look at the run (engine.output_kind, engine.resume_check), which
the Resume offer and inspect's report say, count them by the same rule
(engine.output_state.keeps_unfinished): they counted a cancel's as done and a killed run's
as kept, and --resume converted them again."""

from __future__ import annotations

import pytest

from engine import __version__
from engine.bytes_version import BYTES_VERSION
from engine.commands.inspect_unfinished import unfinished_folders
from engine.output_kind import read_output_state
from engine.output_state import keeps_unfinished
from engine.resume_check import outlook
from tests.engine import imagefactory as F
from tests.engine.interrupted import (
    OLDER_OPTS,
    as_0_3_7,
    bmp_dataset,
    cancelled_in_first_shard,
    into_shard,
    killed_as_older,
    killed_at,
)

#: the images of the first batch of a shard (three images a shard, in batches of two)
FIRST_BATCH = 2


def test_the_rule_is_this_engine_version_and_its_bytes():
    ours = {"engine_version": __version__, "bytes_version": BYTES_VERSION}
    assert keeps_unfinished(ours)
    assert not keeps_unfinished(dict(ours, engine_version="0.3.7"))   # the same bytes
    assert not keeps_unfinished(dict(ours, bytes_version="0.2.0"))
    assert not keeps_unfinished(None) and not keeps_unfinished({})


def _interrupted(src, out, tmp_path, how: str, older: bool) -> list[str]:
    """``out`` as a run of ``src`` cancelled in its first shard, or killed in its second
    (its first complete), by this engine or (``older``) as 0.3.7 left it. Its argv."""
    if how == "cancelled":
        return cancelled_in_first_shard(src, out, tmp_path, "04.bmp",
                                        as_0_3_7 if older else None)
    if older:
        return killed_as_older(src, out, older=as_0_3_7, at=into_shard(1))
    argv = F.engine_argv(src, out, *OLDER_OPTS)
    killed_at(argv, out, into_shard(1))
    return argv


@pytest.mark.parametrize("how", ["cancelled", "killed"])
@pytest.mark.parametrize("older", [False, True], ids=["this version", "0.3.7"])
def test_the_folder_counts_what_resume_keeps(tmp_path, how, older):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    argv = _interrupted(src, out, tmp_path, how, older)
    state, seen = read_output_state(str(out)), outlook(str(out))
    assert seen is not None and not state.other_bytes   # (the same bytes version)
    complete = 0 if how == "cancelled" else 3
    if older:   # none of the unfinished shard kept: said converted again
        assert (state.done, seen.kept_records) == (complete, complete)
        assert (state.unfinished, seen.unfinished_records) == (0, 0)
        assert seen.unfinished_redone == FIRST_BATCH
    elif how == "cancelled":   # among the done images
        assert state.done == seen.kept_records == state.unfinished == FIRST_BATCH
    else:   # still to convert, kept if read back whole
        assert state.done == complete and seen.unfinished_records == FIRST_BATCH
    assert state.keeps_unfinished == (not older)
    # inspect's report of the unfinished run says them as the offer does
    (u,) = unfinished_folders([str(out)], [])
    said = 0 if older else FIRST_BATCH
    assert (u["unfinished_records"], u["partial_records"]) == (
        (said, 0) if how == "cancelled" else (0, said))
    assert ("kept_said" in u) == (not older)
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == 0, err[-2000:]
    (summary,) = [e["summary"] for e in events if e["type"] == "run_finished"]
    kept = complete + (0 if older else FIRST_BATCH)
    assert summary["kept"] == kept, summary
    assert summary["written"] == 9
