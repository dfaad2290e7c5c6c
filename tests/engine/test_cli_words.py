"""On the command line, sentences that point to another command name it as typed there
(`tfrecord-studio-cli inspect FOLDER`, or the program as started), not the window's
Inspect tab; the window keeps its own words (gui.engine_text_wording.WINDOW_WORDING)."""

from __future__ import annotations

import os
import subprocess
import sys

from engine import protocol
from engine.reason_codes import render
from tests.engine import imagefactory as F
from tests.engine.interrupted import BMP_OPTS, bmp_dataset


def test_converting_a_dataset_folder_names_the_inspect_command(tmp_path):
    """As the program was started: `python -m engine` from a checkout, the installed
    command's name from it (engine.program)."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "dataset"
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    assert code == protocol.EXIT_OK, err
    script = F.console_script(tmp_path)
    started = {"python -m engine": F.engine_argv(out, tmp_path / "again", *BMP_OPTS),
               "tfrecord-studio-cli": [F.PYTHON, str(script), *F.engine_argv(
                   out, tmp_path / "again", *BMP_OPTS)[3:]]}
    for program, argv in started.items():
        code, events, err = F.run_engine(argv, env=dict(os.environ, PYTHONPATH=str(F.ROOT)))
        assert code == protocol.EXIT_BAD_SOURCE, err
        failed = [e for e in events if e["type"] == "run_failed"][-1]
        assert failed["code"] == "source.dataset", failed
        assert failed["params"] == {"path": str(out), "program": program}, failed
        assert f"Look at it with: {program} inspect {out} (add --how-to-load" \
            in failed["message"]
        assert "Open it in Inspect" not in failed["message"] + err
        assert render(failed["code"], failed["params"]) == failed["message"]


def test_inspect_closes_with_the_whole_command_for_the_reading_code(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "my dataset"
    code, _, err = F.run_engine(F.engine_argv(src, out, *BMP_OPTS))
    assert code == protocol.EXIT_OK, err
    p = subprocess.run([sys.executable, "-m", "engine", "inspect", str(out)], cwd=F.ROOT,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    # (python -m engine here: the program as started; quoted for the shell)
    assert f"python -m engine inspect '{out}' --how-to-load" in p.stdout, p.stdout[-800:]
