"""The window fixture's teardown with an engine still running (studio_fixtures.window_added).

pytest-qt closes and deleteLater()s the window before fixtures are torn down; the fixture's
wait for the engine to stop then asked a deleted QProcess and the test ERRORed at teardown
(CI, test_start_during_scan, whenever the run outlived the test). This test ends mid-run on
purpose: its teardown is what it checks."""

from __future__ import annotations

from studio_fixtures import DATA, use_fake


def test_a_test_may_end_while_the_engine_runs(qtbot, ready, monkeypatch):
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"), "--hang")
    ready.start()
    qtbot.waitUntil(ready.controller.running, timeout=30_000)
    assert ready.controller.running()   # (the teardown stops it, before the window goes)
