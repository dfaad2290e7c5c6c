"""tune says when it adds an extra round, before measuring it: a walker's Tune tab sat at
"4 of 4 trials" (100%) for ~30 s while an extra trial ran on a Dask cluster, then jumped to
"5 of 6": the window learnt of the round only from its first result."""

from __future__ import annotations

import threading

from engine import event_text, protocol


def _sweep(make_dataset, monkeypatch, script, limit=60.0):
    import engine.commands.tune as tune
    from engine.config import ConvertConfig, ImageOptions

    series = {w: iter(rates) for w, rates in script.items()}

    def fake_trial(base, csv_path, workers, cancel, min_seconds=0.0, max_passes=10,
                   cluster=None):
        rate = next(series[workers], 400.0)
        return tune.Trial(workers, 0, int(rate), 1.0, 0, 0.1, 0.9, wall_seconds=10.0)

    monkeypatch.setattr(tune, "run_trial", fake_trial)
    src = make_dataset({"a": 3, "b": 3}, formats=("png",))
    events: list = []
    code = tune.sweep(ConvertConfig(source=str(src), out="", image=ImageOptions(16, 16)),
                      2, 2, None, events.append, threading.Event(), 0.0, extra_seconds=limit,
                      worth_seconds=0.0)
    assert code == protocol.EXIT_OK
    return events


def test_an_extra_round_is_announced_before_its_first_trial(make_dataset, monkeypatch):
    # warm-up (2 workers), then 1 worker's trials spread over 2 workers'
    events = _sweep(make_dataset, monkeypatch, {1: [100.0, 400.0, 120.0, 110.0],
                                                2: [400.0, 390.0, 410.0, 400.0, 405.0]})
    kinds = [e.type for e in events if isinstance(e, (protocol.SweepPoint,
                                                      protocol.SweepRound))]
    assert kinds == ["sweep_point"] * 4 + ["sweep_round"] + ["sweep_point"] * 2
    rnd = next(e for e in events if isinstance(e, protocol.SweepRound))
    assert (rnd.trial, rnd.workers, rnd.reason) == (2, [1, 2], "spread")
    extra = [p for p in events if isinstance(p, protocol.SweepPoint) and p.extra]
    assert {p.trial for p in extra} == {rnd.trial}
    assert sorted(p.workers for p in extra) == rnd.workers   # the total it announced
    # on the wire, and as the command line says it
    back = protocol.decode(protocol.encode(rnd))
    assert isinstance(back, protocol.SweepRound) and back.workers == [1, 2]
    assert event_text.sweep_round(rnd).startswith("measuring again (2 more trials: 1, 2 workers)")


def test_one_announcement_per_round_and_none_without_rounds(make_dataset, monkeypatch):
    # each trial takes 10 s, a round measures 2 counts: 45 s allow 2 rounds
    unclear = {1: [100.0, 600.0, 300.0, 330.0, 310.0, 320.0], 2: [400.0] * 9}
    events = _sweep(make_dataset, monkeypatch, unclear, limit=45.0)
    rounds = [e for e in events if isinstance(e, protocol.SweepRound)]
    assert [r.trial for r in rounds] == [2, 3]
    clear = {1: [200.0] * 4, 2: [400.0] * 5}
    assert not [e for e in _sweep(make_dataset, monkeypatch, clear)
                if isinstance(e, protocol.SweepRound)]


def test_an_older_window_ignores_the_new_event():
    line = '{"v":1,"type":"sweep_round","seq":9,"t":1.0,"trial":2,"workers":[1,2]}'
    saved = protocol.EVENT_TYPES.pop("sweep_round")
    try:
        assert isinstance(protocol.decode(line), protocol.UnknownEvent)
    finally:
        protocol.EVENT_TYPES["sweep_round"] = saved
