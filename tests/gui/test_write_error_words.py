"""After a write error (a full disk) the window says what was kept of the shard it stopped,
as the engine does: its .partial file stays (engine.run.writer.ShardWriter.leave) and
Resume keeps the records it reads back whole. It removed the shard, and a window that
said "converted images were in the unfinished shard: Resume keeps those that read back
whole" had nothing to keep."""

from __future__ import annotations

import dataclasses
import errno
import os

from engine import protocol as P
from engine.output_kind import read_output_state
from engine.resume_check import outlook
from engine.run import writer
from gui import engine_text
from gui.resume_check import CheckedState
from gui.run_model import RunModel
from gui.widgets.action_bar import ActionBar
from gui.widgets.progress_panel import ProgressPanel
from tests.engine import imagefactory as F


def test_a_full_disks_words_say_what_the_unfinished_shard_keeps(qtbot, tmp_path, monkeypatch):
    src, out = F.noise_dataset(tmp_path / "src", 96, 64), tmp_path / "out"
    calls: list[str] = []

    def full(path: str, nbytes: int) -> None:
        calls.append(path)
        if len(calls) == 4:   # shard 0 done (2 batches of 16), shard 1's second refused
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), path)
    monkeypatch.setattr(writer, "os_write_hook", full)
    code, events = F.convert_in_process(src, out, workers=1)
    assert code == P.EXIT_WRITE_ERROR
    # the window's model of the run, settled from the folder as the controller does it
    m = RunModel()
    m.start()
    for ev in events:
        m.on_event(P.decode(P.encode(ev)))
    m.process_ended(code)
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and state.removed == 0
    m.settle_on_disk(state.shards, state.records, state.bytes, state.skipped,
                     state.keeps_killed_partial)
    assert m.lost() == 16
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.refresh(m)
    assert panel.counts.text().endswith(
        "16 converted images were in the unfinished shard: Resume keeps those that read "
        "back whole"), panel.counts.text()
    # the engine's words, as the window says them (the Summary's headline)
    failed = [e for e in events if isinstance(e, P.RunFailed)][-1]
    assert "The 16 images already converted into the unfinished shard are kept: Resume " \
           "continues from there." in engine_text.event_text(failed, "message")
    # the Resume offer reads the same .partial file
    fields = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    checked = CheckedState(**dict(fields, bytes_version=state.ours_bytes_version),
                           outlook=outlook(str(out)))
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_offer(checked)
    assert ("Of those still to convert, 16 are already in a shard the run did not finish: "
            "Resume keeps those that read back whole and converts the rest.") \
        in bar.offer_text.text(), bar.offer_text.text()
