"""The window's look at an older engine's interrupted run opens every file of its kept
shards (engine.verdicts: whether this version takes the same files into records), off the
window's thread. It said nothing while it did (the offer's checking line stood at "N of its
N shards checked…"), a look at a folder or scan the user had left ran on to its end while
the look at the new one waited, and the files it could not read were all counted in one
sentence naming one. Now: the checking line says how far the files are, a superseded look
stops at its next file (and never answers for the newer one), and the offer names a few
unread files and how many more."""

from __future__ import annotations

import time

from studio_fixtures import checked_as, checking_offer

from engine import verdicts
from engine.output_kind import read_output_state
from engine.resume_check import Outlook
from engine.verdicts import Unread
from gui.output_folder import OutputFolder
from gui.resume_check import ResumeCheck
from gui.widgets.action_bar import ActionBar
from gui.widgets.resume_offer_text import redo_text
from tests.engine import imagefactory as F
from tests.engine.interrupted import as_0_3_7, bmp_dataset, interrupted_after, killed_as_older

WAIT = 60_000


def _as_0_3_8(header: dict) -> None:
    as_0_3_7(header)
    header["engine_version"] = "0.3.8"


def _older_run(tmp_path, name: str = "out"):
    """An interrupted run of 0.3.8: 30 of its 90 images in its kept shard."""
    src = F.noise_dataset(tmp_path / "src", 90, 24)
    killed_as_older(src, tmp_path / name, older=_as_0_3_8)
    return tmp_path / name


def _slow_kind(monkeypatch, seconds: float) -> list[str]:
    """engine.verdicts opens each file ``seconds`` long (a share); the files it opened."""
    opened: list[str] = []
    kind = verdicts._kind

    def slow(path: str) -> str:
        opened.append(path)
        time.sleep(seconds)
        return kind(path)

    monkeypatch.setattr(verdicts, "_kind", slow)
    return opened


def test_the_look_counts_the_kept_files_it_checks(qtbot, tmp_path):
    out = _older_run(tmp_path)
    check = ResumeCheck()
    counts: list = []
    check.progressed.connect(lambda: counts.append(check.progress))
    with qtbot.waitSignal(check.ready, timeout=WAIT):
        check.request(read_output_state(str(out)))
    files = [c for c in counts if c is not None and len(c) == 3]
    assert files[0] == (0, 30, "files") and files[-1] == (30, 30, "files"), counts
    assert counts.index(files[0]) > counts.index((3, 3))   # (after the shards' stats)


def test_a_look_at_a_folder_left_stops_and_never_answers(qtbot, tmp_path, monkeypatch):
    """The user picks another folder while the look at an older run's 30 kept files runs
    (50 ms each here: 1.5 s): it stops at its next file, the look at the new folder
    answers, and the stale one says nothing over it."""
    old = _older_run(tmp_path)
    new = tmp_path / "new"
    interrupted_after(bmp_dataset(tmp_path / "bmp"), new, 2)
    opened = _slow_kind(monkeypatch, 0.05)
    check = ResumeCheck()
    answers: list = []
    check.ready.connect(lambda: answers.append(check.checked(read_output_state(str(new)))))
    check.request(read_output_state(str(old)))
    qtbot.waitUntil(lambda: bool(opened), timeout=WAIT)   # (its kept files' check runs)
    state = read_output_state(str(new))
    with qtbot.waitSignal(check.ready, timeout=WAIT):
        check.request(state)
    qtbot.waitUntil(lambda: not check._busy, timeout=WAIT)
    qtbot.wait(200)
    assert len(answers) == 1 and answers[0].outlook.kept_shards == 2, answers
    assert check.checked(state).outlook.kept_shards == 2
    assert len(opened) < 10, len(opened)   # (stopped; the new run is this engine's: none)
    assert check.progress is not None and len(check.progress) == 2   # (the new look's)


def test_a_folder_that_holds_no_run_stops_the_look(qtbot, tmp_path, monkeypatch):
    old = _older_run(tmp_path)
    opened = _slow_kind(monkeypatch, 0.05)
    folder = OutputFolder()
    folder.request(folder.state(str(old)))
    check = folder.check
    qtbot.waitUntil(lambda: bool(opened), timeout=WAIT)   # (its kept files' check runs)
    (tmp_path / "empty").mkdir()
    assert folder.state(str(tmp_path / "empty")).kind != "interrupted"
    qtbot.waitUntil(lambda: not check._busy, timeout=WAIT)
    assert len(opened) < 10, len(opened)


def test_the_checking_line_says_how_far_the_kept_files_are(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    _, checking = checking_offer()
    bar.set_offer(checking)
    bar.show_look_progress((3, 3))
    bar.show_look_progress((392, 980, "files"))
    text = bar.offer_text.text()
    assert "Checking the 980 kept files of the interrupted run…\u00a040%" in text, text
    assert "shards checked" not in text


def test_the_offer_names_a_few_unread_files_and_how_many_more():
    state, _ = checking_offer()
    unread = Unread()
    for i in range(900):
        unread.append((f"src/a/{i:04d}.jpg", "Permission denied"))
    shown = checked_as(state, outlook=Outlook(unread=unread))
    text = redo_text(shown)
    assert "900 files in its finished shards could not be read (a/0000.jpg, a/0001.jpg, " \
           "a/0002.jpg, 897 more)" in text, text
    assert "0003.jpg" not in text


def test_a_resumed_run_says_it_checks_the_kept_files():
    """The progress header during --resume's check of an older run's kept files (its
    verdict_check events): it stood at "checking the kept shard… 1 of 1"."""
    from engine import protocol
    from gui.run_model import RunModel
    from gui.widgets.progress_steps import step_words
    model = RunModel()
    model.on_event(protocol.KeptCheck(checked=1, total=1))
    assert step_words(model) == "checking the kept shard… 1 of 1"
    model.on_event(protocol.VerdictCheck(checked=12, total=30))
    assert step_words(model) == "checking the 30 kept files of the interrupted run…\u00a040%"
    model.on_event(protocol.Progress(done=30, total=90))
    assert step_words(model) == ""
