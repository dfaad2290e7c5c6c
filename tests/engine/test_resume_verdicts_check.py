"""--resume of an older engine's run looks at every file of the shards it keeps (their
verdicts: engine.run.resume_verdicts), thousands of them on a share. That check said
nothing while it ran (the terminal, the run log and the window sat after "checking the
kept shards... 1/1"), a Cancel waited for its end, and the files it could not read were
all named in one log line. It now sends verdict_check events as it goes, stops at a
Cancel with the folder as it was, and names the first UNREAD_NAMED files and how many
more. The runs are real (tests.engine.interrupted), their journals made an older engine's.
"""

from __future__ import annotations

import os

from engine import protocol
from engine.bytes_version import ANNOTATED_BYTES_VERSION
from engine.output_state import LOCK_NAME, MANIFEST
from engine.verdicts import UNREAD_NAMED, Unread, changed_rule
from tests.engine import imagefactory as F
from tests.engine.interrupted import as_0_3_7, killed_as_older

#: sitecustomize (test only): engine.verdicts cannot open any file of the source (a share
#: the resuming computer may not read), and each try takes a while (``SLOW_S``)
CLOSED_SHARE = """
    import errno, os, time
    import engine.verdicts as _verdicts
    def kind(path):
        time.sleep(float(os.environ.get("SLOW_S", "0")))
        raise PermissionError(errno.EACCES, "Permission denied", path)
    _verdicts._kind = kind
"""


def _as_0_3_8(header: dict) -> None:
    as_0_3_7(header)
    header["engine_version"] = "0.3.8"


def _as_0_3_8_our_bytes(header: dict) -> None:
    """_as_0_3_8, its journal saying this engine's bytes of an annotated run: since 0.3.10
    every older annotated run is refused for its bytes first (engine.bytes_version), and
    this one is here for its verdicts."""
    _as_0_3_8(header)
    header["bytes_version"] = ANNOTATED_BYTES_VERSION


def _folder(out) -> dict[str, bytes]:
    """The folder's files but the lock and the run log (every part adds its story)."""
    return {n: (out / n).read_bytes() for n in os.listdir(out)
            if n not in (LOCK_NAME, protocol.RUN_LOG)}


def _older_run(tmp_path, n: int = 90) -> list[str]:
    src = F.noise_dataset(tmp_path / "src", n, 24)
    return killed_as_older(src, tmp_path / "out", older=_as_0_3_8)


def test_the_check_of_the_kept_files_is_told_as_it_goes(tmp_path):
    """verdict_check events after the kept shards' check: from 0 to all of the kept files,
    before the first count."""
    argv = _older_run(tmp_path)
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_OK, err
    kinds = [e["type"] for e in events]
    checks = [e for e in events if e["type"] == "verdict_check"]
    assert checks, kinds
    assert (checks[0]["checked"], checks[-1]["checked"]) == (0, checks[-1]["total"])
    assert checks[0]["total"] == 30   # (the kept shard's files: a third of 90)
    assert kinds.index("kept_check") < kinds.index("verdict_check") < kinds.index("progress")


def test_a_cancel_stops_the_check_and_changes_nothing(tmp_path):
    """A Cancel during the check (each file takes 50 ms here: 1.5 s in all) ends the run
    as cancelled at once, the interrupted run's folder byte for byte as it was, and a
    --resume then finishes it."""
    argv = _older_run(tmp_path)
    out = tmp_path / "out"
    before = _folder(out)
    env = F.with_sitecustomize(tmp_path, CLOSED_SHARE, SLOW_S="0.05")
    code, eng = F.cancel_when([*argv, "--resume"],
                              lambda e: e["type"] == "verdict_check", timeout=60, env=env)
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    checks = [e for e in eng.events if e["type"] == "verdict_check"]
    assert checks[-1]["checked"] < checks[-1]["total"], checks   # (stopped before its end)
    assert not [e for e in eng.events if e["type"] == "progress"]
    assert _folder(out) == before
    code, _, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_OK, err


def test_a_run_cancelled_before_its_side_files_names_no_manifest(tmp_path):
    """Cancelled during the check, the run wrote no manifest: its summary and run log
    named one all the same ("manifest: …/tfrecord_studio.json", a file not there)."""
    argv = _older_run(tmp_path)
    out = tmp_path / "out"
    env = F.with_sitecustomize(tmp_path, CLOSED_SHARE, SLOW_S="0.05")
    code, eng = F.cancel_when([*argv, "--resume"],
                              lambda e: e["type"] == "verdict_check", timeout=60, env=env)
    assert code == protocol.EXIT_CANCELLED, eng.stderr()
    assert not (out / MANIFEST).exists()
    (finished,) = [e for e in eng.events if e["type"] == "run_finished"]
    assert not finished["summary"]["manifest"], finished
    told = (out / protocol.RUN_LOG).read_text(encoding="utf-8").split("manifest: ")
    assert len(told) == 1 or not told[-1].startswith(str(out)), told[-1][:200]


def test_files_that_cannot_be_read_are_counted_and_the_first_named(tmp_path):
    """30 kept files on a share this computer cannot read: the log line names the first
    UNREAD_NAMED with why and says how many more, not all of them."""
    argv = _older_run(tmp_path)
    env = F.with_sitecustomize(tmp_path, CLOSED_SHARE)
    code, _, err = F.run_engine([*argv, "--resume"], env=env)
    assert code == protocol.EXIT_OK, err
    (said,) = [p for _, c, p in F.coded_log_lines(err) if c.startswith("log.resume_unread")]
    assert said["n"] == "30" and said["more"] == f"{30 - UNREAD_NAMED}", said
    assert said["files"].count("Permission denied") == UNREAD_NAMED, said
    (line,) = [x for x in err.splitlines() if "could not be read" in x]
    assert f"and {30 - UNREAD_NAMED} more" in line, line


def test_unread_keeps_a_count_and_the_first_names(tmp_path):
    """engine.verdicts' Unread: every file counted, UNREAD_NAMED named, in order."""
    record = {"engine_version": "0.3.8", "options": {"image": {"format": "jpeg"}}}
    files = []
    for i in range(1500):
        (tmp_path / f"{i:04d}.nef").mkdir()   # (opening it fails, even as root)
        files.append((str(tmp_path / f"{i:04d}.nef"), False))
    unread = Unread()
    ticks: list[int] = []
    assert changed_rule(record, files, unread, ticks.append) is None
    assert len(unread) == unread.count == 1500 and unread.more == 1500 - UNREAD_NAMED
    assert [os.path.basename(p) for p, _ in unread] == [
        f"{i:04d}.nef" for i in range(UNREAD_NAMED)]
    assert ticks == list(range(1, 1501))


#: sitecustomize (test only): each call of engine.sources.masks.read_masks said on stderr
COUNT_MASK_READS = """
    import sys
    import engine.sources.masks as _masks
    _read = _masks.read_masks
    def read_masks(samples, *a, **k):
        print(f"TEST read_masks {len(samples)}", file=sys.stderr, flush=True)
        return _read(samples, *a, **k)
    _masks.read_masks = read_masks
"""


def test_masks_the_scan_read_are_not_read_again(tmp_path):
    """A mask source without a class names file: the scan reads every mask (to number the
    classes), and --resume of an older run took that reading for its kept masks instead of
    decoding them again; its verdict is the same (the smoothed mask m_0, which this engine
    refuses and 0.3.8 converted, refuses the resume)."""
    from tests.engine import annotated_data as A
    from tests.engine.interrupted import judged_as_converted
    root = tmp_path / "seg"
    A.make_smoothed_masks(root)
    (root / "classes.txt").unlink()
    out = tmp_path / "out"
    argv = killed_as_older(root, out, "--task", "segmentation", older=_as_0_3_8_our_bytes)
    judged_as_converted(out, "m_0.png")   # (refused by this engine's run, as numbered)
    env = F.with_sitecustomize(tmp_path, COUNT_MASK_READS)
    code, events, err = F.run_engine([*argv, "--resume"], env=env)
    reads = [x for x in err.splitlines() if x.startswith("TEST read_masks")]
    assert reads == ["TEST read_masks 9"], err   # (the scan's, of every mask)
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["params"]["sentence"]["code"] == "verdict.masks", failed
    assert failed["params"]["file"].endswith("m_0.png"), failed
