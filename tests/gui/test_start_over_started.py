"""The "Start over?" question dates an unfinished run by when it was first started, as its
journal records it (engine.run.resume.carry_started), not by the journal's or manifest's
date, which each Resume rewrites: it said "Made on" the last part's time (session 31's
walk, so1 and ko2). An older engine's run, which recorded no start, is dated honestly as
"Last written on"; a finished dataset is still "Made on" its manifest's date."""

from __future__ import annotations

import pytest

from engine.output_state import OutputState
from gui import dialogs

FIRST, LAST = "2026-11-02T09:00:00+00:00", "2026-12-06T09:13:00+00:00"


def _said(qtbot, state: OutputState) -> str:
    box = dialogs.confirm_replace(None, state)
    qtbot.addWidget(box)
    return box.text()   # (the folder and what it holds: describe_dataset)


@pytest.mark.parametrize("lang, started, written", [
    ("en", "Started on", "Last written on"), ("ja", "開始日時:", "最終書き込み日時:"),
    ("ko", "시작한 날짜:", "마지막으로 쓴 날짜:")])
def test_an_unfinished_run_is_dated_by_its_first_start(qtbot, language, lang, started,
                                                      written):
    language(lang)
    state = OutputState("interrupted", "/data/out", source="/data/src", created=LAST,
                        started=FIRST, planned=9, records=3, shards=1)
    said = _said(qtbot, state)
    assert f"{started} {dialogs.local_date(FIRST)}" in said, said
    assert dialogs.local_date(LAST) not in said, said
    state.started = ""   # an older engine's run
    said = _said(qtbot, state)
    assert f"{written} {dialogs.local_date(LAST)}" in said and started not in said, said


def test_a_dataset_is_still_made_on_its_manifests_date(qtbot):
    said = _said(qtbot, OutputState("dataset", "/data/out", created=LAST, started=FIRST,
                                    records=9, shards=3))
    assert f"Made on {dialogs.local_date(LAST)}" in said, said
