"""Bad input the engine cannot read at all (issue 3): a file the user may not read is
rejected with its reason while the rest is converted, and a run where no file converts
ends with exit 5 and says why."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol

# Root reads any file whatever its mode (CAP_DAC_OVERRIDE). As root, the engine runs with
# those two capabilities removed from its bounding set (util-linux setpriv), so a chmod 000
# file is as unreadable to it as to an ordinary user; workers inherit the restriction.
DROP_DAC = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]


def _unprivileged_prefix(probe_file: Path) -> list[str]:
    if os.geteuid() != 0:
        return []
    if not shutil.which("setpriv"):
        pytest.skip("running as root and util-linux setpriv is missing: root can read a "
                    "chmod 000 file, so this case cannot be produced here")
    probe = subprocess.run(DROP_DAC + ["cat", str(probe_file)], capture_output=True)
    if probe.returncode == 0:
        pytest.skip("setpriv could not drop root's file-permission override here")
    return DROP_DAC


def test_unreadable_file_is_rejected(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    F.write(src / "c" / "ok.jpg", F.encode(F.solid(), "JPEG"))
    secret = F.write(src / "c" / "secret.jpg", F.encode(F.solid(), "JPEG"))
    os.chmod(secret, 0o000)
    try:
        prefix = _unprivileged_prefix(secret)
        code, events, err = F.run_engine(prefix + F.engine_argv(src, out, "--workers", "1"))
    finally:
        os.chmod(secret, 0o644)
    assert code == protocol.EXIT_OK, err
    failed = F.types(events, "item_failed")
    assert [Path(e["path"]).name for e in failed] == ["secret.jpg"]
    assert "permission denied" in failed[0]["reason"]
    assert list(F.records_by_name(out)) == ["c/ok.jpg"]
    assert [Path(r["path"]).name for r in F.rejected_rows(out)] == ["secret.jpg"]


def test_nothing_converted_exits_5_with_reason(tmp_path):
    src = tmp_path / "src"
    F.write(src / "a" / "zero.jpg", b"")
    F.write(src / "a" / "text.jpg", b"hello\n")
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(src, out, "--workers", "1"))
    assert code == protocol.EXIT_NOTHING_CONVERTED == 5, err
    failed = F.types(events, "run_failed")[-1]
    assert failed["exit_code"] == 5
    assert "None of the 2 input files could be converted" in failed["message"]
    assert "rejected.csv" in failed["message"]
    assert len(F.rejected_rows(out)) == 2
