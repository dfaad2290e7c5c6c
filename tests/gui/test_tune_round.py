"""An extra round of the worker sweep shows at once: a walker's header sat at "4 of 4 trials"
(100%) for ~30 s while the engine measured again on a Dask cluster, then jumped to "5 of 6".
The engine now says so (sweep_round) before the round's first trial."""

from __future__ import annotations

import json

from studio_fixtures import use_fake

WAIT = 120_000


def _line(type_: str, seq: int, **fields) -> str:
    return json.dumps({"v": 1, "type": type_, "seq": seq, "t": 0.1 * seq, **fields})


def test_the_total_and_the_reason_show_before_the_extra_result(qtbot, ready, monkeypatch,
                                                               tmp_path):
    lines = [_line("scan_progress", 0, found=6, finished=True)]
    for i, (w, r) in enumerate(((1, 100.0), (2, 390.0), (2, 410.0), (1, 600.0))):
        lines.append(_line("sweep_point", i + 1, workers=w, trial=i // 2, images_per_s=r))
    lines.append(_line("sweep_round", 5, trial=2, workers=[1, 2], reason="spread"))
    stream = tmp_path / "tune_round.jsonl"
    stream.write_text("\n".join(lines) + "\n", encoding="utf-8")
    use_fake(monkeypatch, "--replay", str(stream), "--hang")   # the round's trial runs on
    window = ready
    tune, progress = window.tune, window.progress
    tune.max_workers.setValue(2)
    tune.repeats.setValue(2)
    qtbot.waitUntil(tune.start_btn.isEnabled, timeout=WAIT)
    assert window.start_tune()
    qtbot.waitUntil(lambda: progress.counts.text() == "4 of 6 trials of the worker sweep",
                    timeout=WAIT)
    # 4 of 6 trials, not 4 of 4 (100%): the bar's fraction and the text on it
    assert round(progress.bar.value() / progress.bar.maximum() * 6, 2) == 4.0
    assert progress.bar.text() == "66%", progress.bar.text()   # (cut, as every percentage)
    assert tune.status.text() == ("Measuring again: the results varied too much to tell 1 "
                                  "and 2 workers apart. Trial 5 of 6 is next.")
    assert len(tune.points) == 4   # (before any extra result)
    # its results then count against the same total
    from engine import protocol as P
    tune._on_point(P.SweepPoint(workers=1, trial=2, images_per_s=300.0, extra=True,
                                separating=[1, 2]))
    assert progress.counts.text() == "5 of 6 trials of the worker sweep"
    assert tune.status.text().startswith("Trial 5 of 6, an extra one")
    with qtbot.waitSignal(tune.client.finished, timeout=WAIT):
        tune.cancel_btn.click()
