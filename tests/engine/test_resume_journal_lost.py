"""A cancelled run whose journal is gone (deleted, or left behind by a copy that skips
hidden files): only the journal says which shards are complete, so --resume keeps none
and refuses, in words that say so (it said the folder "holds a finished dataset made from
other input files"), and the folder's state says it before (OutputState.journal_lost:
the window offers Start over only). A run cancelled before its first shard has nothing
to lose: --resume converts everything."""

from __future__ import annotations

from engine import protocol
from engine.output_kind import read_output_state
from engine.output_state import JOURNAL
from engine.reason_codes import render
from tests.engine import imagefactory as F
from tests.engine.interrupted import JOURNAL_LOST_OPTS, cancelled_without_journal

OPTS = JOURNAL_LOST_OPTS


def test_resume_refuses_a_cancelled_run_without_its_journal(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    cancelled_without_journal(src, out)
    st = read_output_state(str(out))
    assert (st.kind, st.status, st.journal_lost) == ("interrupted", "cancelled", True)
    assert st.shards >= 1
    before = {n: (out / n).read_bytes() for n in F.shard_names(out)}
    code, events, err = F.run_engine([*F.engine_argv(src, out, *OPTS), "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.journal_missing"
    assert failed["params"] == {"out": str(out), "journal": JOURNAL}
    assert failed["message"] == render(failed["code"], failed["params"]) == (
        f"--resume: the run in {out} did not finish, and its journal ({JOURNAL}), which says "
        "which shards are complete, is missing, so none of its shards can be kept. Use "
        "--overwrite to convert everything again.")
    assert {n: (out / n).read_bytes() for n in F.shard_names(out)} == before
    code, _, err = F.run_engine([*F.engine_argv(src, out, *OPTS), "--overwrite"])
    assert code == protocol.EXIT_OK, err
    assert F.manifest(out)["total_records"] == 9


def test_a_run_cancelled_before_its_first_shard_is_converted_by_resume(tmp_path):
    # (the first image of its first shard holds the run until the cancel lands)
    src = F.poisoned_source(tmp_path / "src", "!HANGME.jpg", 8)
    (src / "b" / "!HANGME.jpg").rename(src / "a" / "!HANGME.jpg")
    out = tmp_path / "out"
    cancelled_without_journal(src, out, lambda e: e.get("type") == "plan",
                              F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    st = read_output_state(str(out))
    assert st.kind == "interrupted" and not st.journal_lost and not st.shards
    code, _, err = F.run_engine([*F.engine_argv(src, out, *OPTS), "--resume"])
    assert code == protocol.EXIT_OK, err
    assert F.manifest(out)["total_records"] == 9
