"""The Summary's "Size on disk" is what the run left in the output folder, as a file
manager adds it up: every file of the run, the ``.partial`` file a cancel kept of the
unfinished shard (engine.run.partial) and the manifest, labels and log included. It said
the complete shards' bytes alone, so after a cancel it disagreed with the folder's size
the file manager showed. The same number after the run and for the folder opened again.
A real engine run, cancelled while its last image is held (F.HANG_DECODER)."""

from __future__ import annotations

import os

from studio_fixtures import as_written, model_of_run

from engine import protocol as P
from engine.output_kind import read_output_state
from engine.output_state import LOCK_NAME, PARTIAL_SUFFIX
from gui.units import format_bytes
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import imagefactory as F


def _panel(qtbot) -> SummaryPanel:
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    return panel


def test_size_on_disk_counts_every_file_of_a_cancelled_run(qtbot, tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(120):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(96, 96, i), "JPEG"))
    # last in the --no-shuffle order, an image that never decodes: the cancel, at the
    # second shard's first batch, lands while that shard is written, whatever the speed
    F.write(src / "b" / "zzz_HANGME.jpg", F.encode(F.noise(96, 96, 999), "JPEG"))
    argv = F.engine_argv(src, out, "--size", "64", "--shards", "2", "--workers", "1",
                         "--no-shuffle")
    seen: list[str] = []

    def second_shards_batch(e: dict) -> bool:
        seen.append(e["type"])
        return e["type"] == "batch_written" and "shard_written" in seen

    code, eng = F.cancel_when(argv, second_shards_batch,
                              env=F.with_sitecustomize(tmp_path, F.HANG_DECODER))
    assert code == P.EXIT_CANCELLED, eng.stderr()[-2000:]
    summary = F.types(eng.events, "run_finished")[-1]["summary"]
    assert summary["shards"] == 1 and summary["unfinished"] > 0, summary
    names = [n for n in os.listdir(out) if n != LOCK_NAME]
    partials = [n for n in names if n.endswith(PARTIAL_SUFFIX)]
    assert partials, names   # the unfinished shard's file, kept
    folder = sum(os.path.getsize(out / n) for n in names)
    # (the number this test is about differs from the complete shard's alone)
    assert format_bytes(folder) != format_bytes(summary["bytes"])
    ran = _panel(qtbot)
    ran.set_run(str(out), "")
    ran.show_model(model_of_run(eng.events, code))
    both = f"{format_bytes(folder)} (TFRecord files: {format_bytes(summary['bytes'])})"
    assert ran.values["size"].text() == both
    assert "kept of an unfinished one" in ran.values["size"].toolTip()
    # the folder opened again (after a restart) says the same
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.unfinished == summary["unfinished"]
    reopened = _panel(qtbot)
    reopened.show_folder(state)
    assert reopened.values["size"].text() == both


def test_a_folder_that_is_gone_says_the_engines_count(qtbot, tmp_path):
    """Nothing to read (a replayed run, a folder removed since): the engine's count."""
    events = [{"type": "run_started", "t": 0.0},
              {"type": "run_finished", "t": 1.0, "status": "ok",
               "summary": {"written": 3, "shards": 1, "bytes": 5 * 1024 * 1024}}]
    panel = _panel(qtbot)
    panel.set_run(str(tmp_path / "gone"), "")
    panel.show_model(model_of_run(events))
    assert panel.values["size"].text() == format_bytes(5 * 1024 * 1024)


def test_a_complete_dataset_says_the_number_the_inspect_tab_says(qtbot, tmp_path):
    """The folder's size and, beside it, the TFRecord files' own: what the Inspect tab
    reads of the same dataset (it said 591.6 KiB where the Summary said 624.6 KiB)."""
    import json
    import subprocess
    import sys

    from gui.widgets.inspect_summary import summary_lines
    src, out = tmp_path / "src", tmp_path / "out"
    for i in range(12):
        F.write(src / "ab"[i % 2] / f"{i:03d}.jpg", F.encode(F.noise(64, 64, i), "JPEG"))
    code, events, err = F.run_engine(F.engine_argv(src, out, "--size", "32", "--workers", "1"))
    assert code == 0, err[-2000:]
    summary = F.types(events, "run_finished")[-1]["summary"]
    ran = _panel(qtbot)
    ran.set_run(str(out), "")
    ran.show_model(model_of_run(events, code))
    shards = format_bytes(summary["bytes"])
    report = json.loads(subprocess.run(
        [sys.executable, "-m", "engine", "inspect", str(out), "--json", "--samples", "0"],
        capture_output=True, check=True, timeout=120).stdout)
    inspected = as_written("\n".join(summary_lines(report)[0]))
    assert f", {shards}," in inspected, inspected   # (records, size, compression)
    folder = sum(os.path.getsize(out / n) for n in os.listdir(out) if n != LOCK_NAME)
    assert ran.values["size"].text() == f"{format_bytes(folder)} (TFRecord files: {shards})"
