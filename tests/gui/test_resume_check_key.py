"""gui.resume_check's key: a journalled shard cut short in place (the folder's and the
journal's times stay) makes one new look at the run, and a look's answer never asks for
another (the window checks the form again on every answer: an endless re-check). The
shards are statted off the window's thread: a request with nothing changed looks at
nothing and says nothing."""

from __future__ import annotations

from engine.output_kind import read_output_state
from gui import resume_check
from gui.resume_check import CheckedState, ResumeCheck
from tests.engine.interrupted import bmp_dataset, interrupted_after

WAIT = 60_000


def test_a_shard_cut_in_place_is_looked_at_again_once(qtbot, tmp_path, monkeypatch):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    _, cut, _ = interrupted_after(src, out, 3)
    looks = []
    real = resume_check.outlook

    def counted(*args, **kwargs):
        looks.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(resume_check, "outlook", counted)
    check = ResumeCheck()
    answers = []
    check.ready.connect(lambda: answers.append(1))
    state = read_output_state(str(out))

    def settle():
        with qtbot.waitSignal(check.ready, timeout=WAIT):
            check.request(state)
        said = len(answers)
        for _ in range(3):   # as the window does on every answer
            check.request(state)
            qtbot.waitUntil(lambda: not check._busy, timeout=WAIT)
        assert len(answers) == said   # nothing changed: nothing said (no re-check)
        return check.checked(state)

    seen = settle()
    assert len(looks) == 1 and isinstance(seen, CheckedState)
    assert seen.outlook is not None and seen.outlook.damaged == []
    with open(out / cut["filename"], "r+b") as f:   # in place: the same file, shorter
        f.truncate(cut["bytes"] - 10)
    seen = settle()
    assert len(looks) == 2   # one look more, and no other
    assert isinstance(seen, CheckedState) and seen.outlook is not None
    assert seen.outlook.damaged == [cut["filename"]]
    assert seen.shards == state.shards - 1 and seen.records == state.records - cut["records"]
