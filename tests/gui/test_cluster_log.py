"""The Log tab names the cluster a run went to: its scheduler's address, or for local:N
(worker threads of the engine, an in-process address no one can use) that it is local."""

from __future__ import annotations

from engine import protocol as P
from gui.run_controller import RunController


def _logged(qtbot, ev: P.ClusterStarted) -> list[str]:
    controller = RunController()
    lines: list[str] = []
    controller.logLine.connect(lines.append)
    controller.convert.eventReceived.emit(ev)
    return lines


def test_a_scheduler_is_named_by_its_address(qtbot):
    lines = _logged(qtbot, P.ClusterStarted(address="tcp://10.1.2.3:8786", workers=[
        {"name": "tcp://10.1.2.4:40000", "threads": 4},
        {"name": "tcp://10.1.2.5:40000", "threads": 4}]))
    assert lines == ["Dask cluster at tcp://10.1.2.3:8786: 2 workers, 8 threads"]


def test_local_workers_are_said_to_be_local(qtbot):
    lines = _logged(qtbot, P.ClusterStarted(
        address="inproc://10.0.0.5/4242/1",
        workers=[{"name": "inproc://10.0.0.5/4242/4", "threads": 1}] * 2,
        note="This plan has 2 shards for 2 worker threads.",
        note_code="", note_params={}))
    assert lines[0] == "Local Dask cluster in the engine process: 2 workers, 2 threads"
    assert lines[1:] == ["This plan has 2 shards for 2 worker threads."]
    assert not any("inproc" in line for line in lines)
