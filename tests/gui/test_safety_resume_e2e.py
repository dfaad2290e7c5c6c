"""Issue 10, cancel and Resume with the real engine: every number agrees after a
real cancel and Resume finishes the run, also one started on the command line with
options the form lacks."""

from __future__ import annotations

import json
import shlex
import shutil

import pytest
from interrupted_runs import WAIT, cancel_after_a_shard
from PySide6.QtGui import QGuiApplication
from studio_fixtures import make_dataset

from tests.leftovers import leftover_temporaries

# ---------------------------------------------------------------- real engine: cancel, resume

@pytest.mark.e2e
def test_cancel_then_resume_with_the_real_engine(qtbot, window, tmp_path, monkeypatch):
    """Every number agrees after a real cancel: the summary, the resume offer and the shards
    on disk; Resume then finishes the run. The last image (in order: no shuffle) is held by
    F.HANG_DECODER, so the cancel always lands while the run is going (a fast machine
    finished first and the test skipped itself)."""
    from engine.records.tfrecord import iter_records
    from tests.engine import imagefactory as F
    src = make_dataset(tmp_path / "big", per_class=300, size=(640, 480))
    shutil.copy(src / "dog" / "dog_000.jpg", src / "dog" / "zzz_HANGME.jpg")
    monkeypatch.setenv("PYTHONPATH", F.with_sitecustomize(tmp_path, F.HANG_DECODER)["PYTHONPATH"])
    out = tmp_path / "out"
    cancel_after_a_shard(qtbot, window, src, out)   # 1 MiB shards: 7 to cancel between
    shards = sorted(out.glob("*.tfrecord"))
    on_disk = 0
    for p in shards:
        with open(p, "rb") as f:
            on_disk += sum(1 for _ in iter_records(f))
    written = int(window.summary.values["written"].text().split()[0])
    unfinished = window.model.summary.unfinished   # kept of the unfinished shard
    assert written == on_disk + unfinished and on_disk > 0
    if unfinished:   # (said: they are in no complete shard)
        assert window.summary.values["written"].text() == \
            f"{written} ({unfinished} of them in the unfinished shard, kept)"
    # the unfinished shard's temporary is kept, with what was written of it
    assert len(leftover_temporaries(out)) == (1 if unfinished else 0)
    head = window.summary.headline.text()
    assert window.model.summary.removed == 0   # nothing converted was thrown away
    # what the cancel kept of the unfinished shard is said, with what Resume does about it
    assert head.endswith(f"The {unfinished} images already converted into the unfinished "
                         "shard are kept too. Press Resume to continue from there."
                         if unfinished > 1 else "Press Resume to continue from there."
                         if unfinished else "Press Resume to finish."), head
    assert f"with {on_disk} images" in head
    kept = on_disk + unfinished
    # (Resume waits for the look at the source: images added or removed since?)
    qtbot.waitUntil(window.actions_bar.resume_btn.isEnabled, timeout=WAIT)
    assert window.actions_bar.offering()
    assert (f"{kept} of 601 images are already done; {601 - kept} still to convert."
            in window.actions_bar.offer_text.text())
    window.summary.copy_command()   # what the window would run now: the resume
    assert "--resume" in shlex.split(QGuiApplication.clipboard().text())
    monkeypatch.setenv("HANG_ON", "no image is held now")
    with qtbot.waitSignal(window.runEnded, timeout=120_000) as blocker:
        window.actions_bar.resume_btn.click()
    assert blocker.args == [True], window.controller.convert.stderr_tail()
    # the time and the mean rate are the resumed run's: the summary says what it converted
    assert window.summary.values["written"].text() == \
        f"601 ({601 - kept} converted now; {kept} kept from the interrupted run)"
    # ... and so do the time and the speed
    assert window.summary.values["time"].text().endswith(
        f" (the {601 - kept} images converted now)")
    assert not window.actions_bar.offering()


@pytest.mark.e2e
def test_a_command_line_run_with_options_the_form_lacks_is_finished_from_the_window(
        qtbot, window, tmp_path):
    """A run started on the command line with --shards, --exact, --decoder, ... that crashed
    after its first shard: the window offers Resume, says which options it keeps, and
    finishes it with the real engine (before, it said "use the command line")."""
    import os
    import subprocess
    import sys

    from studio_fixtures import ROOT

    from engine.output_state import JOURNAL, MANIFEST
    from engine.records.tfrecord import iter_records
    from tests.engine import imagefactory as F
    src = make_dataset(tmp_path / "images", per_class=6, size=(80, 60))
    out = tmp_path / "out"
    cli_only = ["--shards", "3", "--exact", "--decoder", "pillow", "--max-pixels", "5000000",
                "--keep-absolute-paths"]
    argv = [sys.executable, "-m", "engine", "convert", str(src), "--out", str(out),
            "--size", "32", "--workers", "1", "--seed", "1", *cli_only, "--events", "text"]
    env = {k: v for k, v in os.environ.items() if k != "TFRS_DECODER"}
    env.update(PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="2", TFRS_CRASH_AT_STEP="-1")
    listing = subprocess.run(argv[:6] + [str(tmp_path / "listing")] + argv[7:], env=env,
                             capture_output=True, text=True, timeout=300, cwd=ROOT)
    # crash once the first shard is journalled
    env["TFRS_CRASH_AT_STEP"] = str(F.after_first_journal_entry(listing.stderr))
    crashed = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert crashed.returncode != 0 and (out / JOURNAL).is_file()

    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and "Size: 224 × 224 here, 32 × 32" in bar.diff_text.text()
    assert "command line" not in bar.diff_text.text()
    bar.load_btn.click()       # "Use the interrupted run's options": the size and the seed
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)   # (after the look at the source)
    assert bar.diff_text.isHidden()
    # each option is kept on one line (no break after a hyphen, nor before its value)
    assert "-\u2060-\u2060decoder\u00a0pillow" in bar.offer_text.text()
    offer = bar.offer_text.text().replace("\u2060", "").replace("\u00a0", " ")
    for arg in ("--exact", "--decoder pillow", "--keep-absolute-paths"):
        assert arg in offer, arg
    assert "--shards" not in offer and window.job().shards == 3   # the form's own options
    assert "--max-pixels" not in offer and window.job().max_pixels == 5_000_000
    assert window.options.max_pixels.text().startswith("5")
    window.options.verify.setChecked(False)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT) as blocker:
        bar.resume_btn.click()
    assert blocker.args == [True], window.controller.convert.stderr_tail()
    manifest = json.loads((out / MANIFEST).read_text())
    assert manifest["status"] == "complete"
    image = manifest["options"]["image"]
    assert manifest["options"]["num_shards"] == 3 and image["exact"] is True
    assert image["max_pixels"] == 5_000_000
    assert "decoder" not in image and manifest["options"]["keep_absolute_paths"] is True
    shards = sorted(out.glob("*.tfrecord"))
    assert len(shards) == 3
    total = 0
    for p in shards:
        with open(p, "rb") as f:
            total += sum(1 for _ in iter_records(f))
    assert total == 12 == int(window.summary.values["written"].text().split()[0])
