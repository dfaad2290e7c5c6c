"""A dataset folder emptied in a file manager keeps our hidden side files (digests, plan,
check record: the file manager hides them). Their exact names are ours alone: such a
folder counts as empty (a new run writes there and replaces them, without --overwrite),
and they are never "files TFRecord Studio did not write" beside the user's own."""

from __future__ import annotations

import pytest

from engine import protocol
from engine.output_kind import read_output_state
from engine.output_state import DIGESTS, LOCK_NAME, PLANNED, VERIFIED
from engine.ownership import classify_output, listing
from tests.engine import imagefactory as F
from tests.engine.interrupted import bmp_dataset

STALE = b"stale: of a dataset deleted since\n"


def _emptied(folder):
    """``folder`` as a file manager leaves a dataset folder it emptied."""
    folder.mkdir()
    for name in (DIGESTS, PLANNED, VERIFIED, f".{DIGESTS}.partial"):
        (folder / name).write_bytes(STALE)
    return folder


def test_a_folder_of_only_our_side_files_is_empty(tmp_path):
    out = _emptied(tmp_path / "out")
    assert read_output_state(str(out)).kind == "empty"
    (out / LOCK_NAME).write_text("")   # (a killed run's)
    assert read_output_state(str(out)).kind == "empty"
    (out / "holiday.jpg").write_bytes(b"mine")
    assert read_output_state(str(out)).kind == "foreign"
    ours, foreign = classify_output(str(out), sorted(listing(str(out))))
    assert foreign == [] and sorted(ours) == sorted([DIGESTS, PLANNED, VERIFIED,
                                                     f".{DIGESTS}.partial"])


def test_a_run_writes_into_it_without_overwrite(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = _emptied(tmp_path / "out")
    code, _, err = F.run_engine(F.engine_argv(src, out))
    assert code == protocol.EXIT_OK, err
    assert read_output_state(str(out)).kind == "dataset"
    for name in (DIGESTS, PLANNED, VERIFIED, f".{DIGESTS}.partial"):
        path = out / name
        assert not path.exists() or path.read_bytes() != STALE, name   # replaced or gone


def test_beside_the_users_files_they_are_ours_and_the_users_stay(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = _emptied(tmp_path / "out")
    (out / "holiday.jpg").write_bytes(b"mine")
    code, _, err = F.run_engine(F.engine_argv(src, out))   # not empty: refused
    assert code == protocol.EXIT_OUTPUT_EXISTS and "not empty" in err, err
    assert "did not write" not in err
    code, _, err = F.run_engine(F.engine_argv(src, out, "--overwrite"))
    assert code == protocol.EXIT_OK, err   # it said our digests were not ours
    assert (out / "holiday.jpg").read_bytes() == b"mine"
    assert (out / VERIFIED).exists() is False


def test_a_new_run_deletes_the_leftovers_only_never_the_lock_or_the_users_files(tmp_path):
    """prepare's list of files to delete: in a folder of only our side files (and the lock
    a killed run left), those side files, without --overwrite; the lock never (the run
    holds it); with --resume nothing; a user's file beside them stops a run without
    --overwrite, and with it is not among them (nor is the user's folder named like one)."""
    from engine.errors import RunError
    from engine.run.output import prepare
    out = _emptied(tmp_path / "out")
    (out / LOCK_NAME).write_text("")
    ours = sorted([DIGESTS, PLANNED, VERIFIED, f".{DIGESTS}.partial"])
    assert sorted(prepare(str(out), False, False, [])) == ours
    assert prepare(str(out), False, True, []) == []
    (out / VERIFIED).unlink()
    (out / VERIFIED).mkdir()   # a folder is never a file of ours
    assert sorted(prepare(str(out), False, False, [])) == sorted(set(ours) - {VERIFIED})
    (out / "holiday.jpg").write_bytes(b"mine")
    with pytest.raises(RunError, match="not empty"):
        prepare(str(out), False, False, [])
    assert sorted(prepare(str(out), True, False, [])) == sorted(set(ours) - {VERIFIED})
    assert (out / "holiday.jpg").read_bytes() == b"mine" and (out / LOCK_NAME).exists()
