"""What the safety tests (tests/gui/test_safety*.py) put in an output folder and
how they drive the window: a finished dataset, an interrupted run's journal, the fake
engine recording its argv, the options the engine records for a job. A plain module,
as studio_fixtures is (tests/gui is not a package)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from studio_fixtures import DATA, fake_command

from engine import __version__
from engine.bytes_version import BYTES_VERSION
from gui.engine_launch import ENGINE_ENV
from gui.job import Job

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long


def use_fake(monkeypatch, tmp_path, *opts) -> Path:
    argv = tmp_path / "argv.jsonl"
    monkeypatch.setenv(ENGINE_ENV, shlex.join(fake_command(
        "--replay", str(DATA / "convert_ok.jsonl"), "--argv-out", str(argv), *opts)))
    return argv


def calls(argv: Path) -> list[list[str]]:
    return [json.loads(x) for x in argv.read_text().splitlines()] if argv.exists() else []


def recorded_options(job: Job) -> dict:
    """What the engine records for this job (its own parser and config)."""
    from engine.commands import cli
    parser = cli.build_parser
    args = parser().parse_args(job.convert_args())
    return cli.config_from_args(args).output_options()


def finished_dataset(out: Path, source: str, shards=(120, 80)) -> None:
    out.mkdir(parents=True)
    entries = []
    for i, n in enumerate(shards):
        name = f"data-train-{i:05d}-of-{len(shards):05d}.tfrecord"
        (out / name).write_bytes(b"r" * (1000 * n))
        entries.append({"filename": name, "records": n, "bytes": 1000 * n, "sha256": "x"})
    (out / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"},
        "status": "complete", "source": source, "created": "2026-11-02T09:30:00+00:00",
        "splits": {"train": {"records": sum(shards), "num_shards": len(shards), "shards": entries}},
        "total_records": sum(shards), "options": {}}))
    (out / "labels.txt").write_text("cat\ndog\n")


def interrupted_run(out: Path, source: str, options: dict, engine_version: str = "",
                    started: str = "") -> None:
    """A journal saying 777 of 1000 images are done (770 written, 7 skipped): 7 shards of
    100, one of 70 with 7 images given up; shard 9 was journalled but is gone (not
    counted). Written by this engine, or by an engine_version from before journals
    recorded their bytes version. ``started``: the ISO time the run began (else none is
    recorded, and the journal's file time stands for it)."""
    out.mkdir(parents=True, exist_ok=True)
    version = {"engine_version": engine_version} if engine_version else {
        "engine_version": __version__, "bytes_version": BYTES_VERSION}
    when = {"started": started} if started else {}
    lines = [{"kind": "header", "fingerprint": "fp", "source": source, "options": options,
              "planned_records": 1000, "planned_shards": 10, **version, **when}]
    for i in range(9):
        name = f"data-train-{i:05d}-of-00010.tfrecord"
        records, rejected = (100, []) if i < 7 else (70, [["x.jpg", "cut off", "decode"]] * 7)
        if i < 8:
            (out / name).write_bytes(b"r" * 10)
        lines.append({"kind": "shard", "filename": name, "records": records, "bytes": 10,
                      "sha256": "x", "rejected": rejected})
    (out / ".tfrecord-studio-journal.jsonl").write_text(
        "".join(json.dumps(x) + "\n" for x in lines))
    (out / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"},
        "status": "cancelled", "fingerprint": "fp", "splits": {}, "options": options}))


def prepare(qtbot, window, dataset, out):
    window.set_source(str(dataset))
    window.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()


def documents_in(monkeypatch, tmp_path) -> None:
    """The user's Documents folder is tmp_path/Documents (where proposed folders go)."""
    import gui.settings

    class Docs:
        class StandardLocation:
            DocumentsLocation = 0

        @staticmethod
        def writableLocation(_kind):
            return str(tmp_path / "Documents")
    monkeypatch.setattr(gui.settings, "QStandardPaths", Docs)


def cancel_after_a_shard(qtbot, window, src, out) -> None:
    """Start ``src`` into ``out`` in ``window`` (one worker, not shuffled nor verified, raw
    64x64 pixels: 12 KB a record in 1 MiB shards) and cancel it once a shard is written.
    The run must still be going then: hold its last image (F.HANG_DECODER)."""
    window.set_source(str(src))
    window.options.out_edit.setText(str(out))
    window.options.workers.setValue(1)
    window.options.verify.setChecked(False)
    window.options.shuffle.setChecked(False)
    window.options.set_size("64")
    window.options.format_combo.setCurrentIndex(window.options.format_combo.findData("raw"))
    window.options.shard_mb.setValue(1)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT):
        window.start()
        qtbot.waitUntil(lambda: bool(window.model.shards), timeout=WAIT)
        window.cancel()
    assert window.model.phase == "cancelled"
