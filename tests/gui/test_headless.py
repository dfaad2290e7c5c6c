"""`tfrecord-studio --headless`, and the automatic fall-back when there is no display."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from studio_fixtures import ROOT, make_dataset

from engine.output_state import MANIFEST

NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def _run(tmp_path, *args, cwd=ROOT):
    env = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY}
    env.pop("TFRECORD_STUDIO_ENGINE", None)
    env["PYTHONPATH"] = str(ROOT)  # the checkout, also when run from another folder
    return subprocess.run([sys.executable, "-m", "gui", "--settings", str(tmp_path / "s.ini"),
                           *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=180)


def test_headless_converts_the_sample_and_verifies(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "old.txt").write_text("not ours")
    r = _run(tmp_path, "--headless", "--out", str(out))
    assert r.returncode == 4, r.stdout[-2000:] + r.stderr[-2000:]  # never replaced unasked
    assert (out / "old.txt").read_text() == "not ours" and not list(out.glob("*.tfrecord"))
    r = _run(tmp_path, "--headless", "--out", str(out), "--overwrite")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "resources/sample" in r.stdout.replace("\\", "/") and "ok:" in r.stdout
    assert "no display" not in r.stderr  # asked for explicitly: no note
    info = json.loads((out / MANIFEST).read_text())
    assert info["status"] == "complete" and info["labels"] == ["circles", "squares", "stripes"]
    sample = sum(1 for p in (ROOT / "resources" / "sample").rglob("*") if p.is_file())
    assert info["total_records"] == sample == 24
    assert sorted(p.name for p in out.glob("*.tfrecord")) == sorted(
        sh["filename"] for split in info["splits"].values() for sh in split["shards"])
    assert "verify: OK" in r.stdout, r.stdout[-2000:]
    assert (out / "old.txt").exists()  # --overwrite deletes only what the engine wrote
    # it ends with the next step, not at "-> OUT" (nothing was skipped: no list named)
    assert r.stdout.rstrip().splitlines()[-1] == \
        f"how to load it: {out / 'HOW_TO_LOAD.md'}", r.stdout[-800:]
    assert r.stdout.lower().count("how to load it") == 1
    assert "tf.data.TFRecordDataset" in (out / "HOW_TO_LOAD.md").read_text(encoding="utf-8")
    assert "Skipped files" not in r.stdout


def test_headless_names_the_list_of_skipped_files(tmp_path):
    import shlex

    from gui.app import next_steps
    from gui.engine_launch import display_command
    out = tmp_path / "my out"
    out.mkdir()
    (out / "rejected.csv").write_text("path,reason,stage\na.jpg,not an image,decode\n")
    assert next_steps(str(out), 0) == [
        f"Skipped files and why: {out / 'rejected.csv'}",
        f"How to load it: {shlex.join(display_command())} inspect '{out}' --how-to-load"]
    (out / "HOW_TO_LOAD.md").write_text("# How to load this dataset\n")
    # (the engine's last line named it)
    assert next_steps(str(out), 0) == [f"Skipped files and why: {out / 'rejected.csv'}"]
    assert next_steps(str(out), 8) == []   # nothing written: no next step


def test_headless_converts_only_what_it_was_told(tmp_path):
    # A source remembered by the window is not converted by a bare --headless: the sample is.
    from PySide6.QtCore import QSettings
    remembered = make_dataset(tmp_path / "remembered", per_class=2)
    store = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    store.setValue("job/source", str(remembered))
    store.setValue("job/overwrite", True)
    store.sync()
    (tmp_path / "cwd").mkdir()
    r = _run(tmp_path, "--headless", "--out", "rel-out", "--size", "16", "--no-verify",
             cwd=tmp_path / "cwd")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    out = tmp_path / "cwd" / "rel-out"  # relative to the folder the app was started in
    info = json.loads((out / MANIFEST).read_text())
    assert "remembered" not in json.dumps(info)
    assert "resources/sample" in r.stdout.replace("\\", "/")


def test_headless_relative_source_is_the_users(tmp_path):
    make_dataset(tmp_path / "photos", per_class=2)
    r = _run(tmp_path, "--headless", "--source", "photos", "--out", "ds", "--size", "16",
             "--no-verify", cwd=tmp_path)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    info = json.loads((tmp_path / "ds" / MANIFEST).read_text())
    assert info["labels"] == ["cat", "dog"] and info["total_records"] == 4


def test_no_display_falls_back_to_headless(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("the fall-back is for Linux")
    ds = make_dataset(tmp_path / "ds", per_class=3)
    out = tmp_path / "out"
    r = _run(tmp_path, "--source", str(ds), "--out", str(out), "--size", "32", "--no-verify")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "no display" in r.stderr and "headless" in r.stderr
    assert len(r.stderr.strip().splitlines()[0]) < 120  # one short line
    assert json.loads((out / MANIFEST).read_text())["total_records"] == 6


def test_headless_exit_code_is_the_engines(tmp_path):
    r = _run(tmp_path, "--headless", "--source", str(tmp_path / "missing"),
             "--out", str(tmp_path / "o"), "--no-verify")
    assert r.returncode == 3, r.stdout + r.stderr
