"""Running a command again after it was interrupted, through the real engine (a walk's
session 29): the same command without --resume was told only "not empty... use
--overwrite... or --resume", never that the folder held this job's interrupted run with
its work done; a --resume said only at its very end that it kept work."""

from __future__ import annotations

import subprocess

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol
from engine.output_kind import read_output_state
from engine.output_state import LOCK_NAME
from engine.reason_codes import describe
from tests.engine.interrupted import BMP_OPTS, bmp_dataset, interrupted


def _text_run(argv: list[str]) -> subprocess.CompletedProcess:
    i = argv.index("--events")
    return subprocess.run([*argv[:i], "--events", "text", *argv[i + 2:]], cwd=F.ROOT,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=180)


def _files(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.name != LOCK_NAME}


def test_the_same_command_again_says_the_folder_holds_its_interrupted_run(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    interrupted(src, out)   # its first shard finished, then killed
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.planned == 9 and 0 < state.done < 9, state
    before = _files(out)
    r = _text_run(F.engine_argv(src, out, *BMP_OPTS))
    assert r.returncode == protocol.EXIT_OUTPUT_EXISTS, r.stderr
    said = [ln for ln in r.stderr.splitlines() if ln.startswith("error: ")]
    assert said == [f"error: The output folder {out} holds an interrupted run of this source: "
                    f"{state.done} of 9 images done. Add --resume to finish it, or "
                    "--overwrite to start again (this deletes what it wrote)."], r.stderr
    # --resume first, the option that keeps the work
    assert said[0].index("--resume") < said[0].index("--overwrite")
    assert _files(out) == before   # refused: nothing changed (the killed run's lock aside)
    # coded, so the window says it in its language
    code, _, _ = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    assert code == protocol.EXIT_OUTPUT_EXISTS
    _, events, _ = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    (failed,) = [e for e in events if e["type"] == "run_failed"]
    assert failed["code"] == "run.not_empty_interrupted", failed
    assert failed["params"] == {"out": str(out), "n": str(state.done), "total": "9"}
    assert describe(failed["message"])[0] == "run.not_empty_interrupted"


def test_an_interrupted_run_of_another_source_is_not_called_this_sources(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    interrupted(src, out)
    other = bmp_dataset(tmp_path / "other")
    r = _text_run(F.engine_argv(other, out, *BMP_OPTS))
    assert r.returncode == protocol.EXIT_OUTPUT_EXISTS, r.stderr
    assert "interrupted run of this source" not in r.stderr
    assert f"The output folder {out} is not empty." in r.stderr


def test_a_resume_says_at_its_start_what_it_kept(tmp_path):
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    interrupted(src, out)
    state = read_output_state(str(out))
    r = _text_run(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    kept = f"kept {state.records} images from the interrupted run; converting the remaining " \
           f"{9 - state.done}"
    assert kept in lines, r.stdout
    # said before this run's own work, after the plan
    assert lines.index(kept) < next(i for i, ln in enumerate(lines) if ln.startswith("wrote "))
    assert lines.index(kept) > next(i for i, ln in enumerate(lines) if "-> train:" in ln)
    # and no progress line before the plan counts "0/0 (100%)"
    assert "0/0" not in r.stdout, r.stdout
