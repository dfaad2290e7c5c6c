"""The earlier parts of a resumed run as the Log tab tells them (gui.run_story), from logs
written by the engine's own writer (engine.run.runlog): a cancelled part and a killed one
told apart, a long log cut with a word of what is left out, and the window's language.
The real runs are tests/gui/test_log_resumed.py's."""

from __future__ import annotations

import re

from engine import protocol as P
from engine.run.runlog import RunLog
from engine.runlog_parts import read_story
from gui import run_story
from gui.i18n import number

REASON = "JPEG is truncated or incomplete (Truncated File Read): copy it again from the " \
         "original"
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _part(out, *argv: str, failures: int = 0, end: str = "", stderr: str = "",
          folder: str = "a") -> None:
    """One run's section of ``out``'s log, written by the engine's writer: ``failures``
    skipped files (in ``folder``), a line on stderr, and its end ("cancelled", "failed" or
    none: killed)."""
    log = RunLog(str(out)).start(["python", "-m", "engine", "convert", "src", "--out",
                                  str(out), *argv])
    try:
        log.on_event(P.Plan(total=100, splits={"train": 100}, labels=["a"]))
        for i in range(failures):
            log.on_event(P.ItemFailed(path=f"/data/src/{folder}/{i:05d}.jpg", reason=REASON))
        if stderr:
            log.raw(stderr + "\n")
        if end == "cancelled":
            log.on_event(P.RunFinished(status="cancelled", summary={
                "command": "convert", "written": 40, "failed": failures, "total": 100}))
        elif end == "failed":
            log.on_event(P.RunFailed(message="the output folder is gone", exit_code=5))
    finally:
        log.close()


def _headings(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("────")]


def test_a_cancelled_part_and_a_killed_one_are_told_apart(qtbot, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    assert run_story.earlier_lines(str(out)) == []   # (no log: nothing to tell)
    _part(out, failures=2, end="cancelled", stderr="stopping (cancel requested)...")
    _part(out, "--resume", failures=3)   # the 2 kept ones listed again, and a new one
    lines = run_story.earlier_lines(str(out))
    first, second = _headings(lines)
    assert re.fullmatch(r"──── Started \S.* Cancelled\. ────", first), first
    assert re.fullmatch(r"──── Resumed \S.* Interrupted\. ────", second), second
    skipped = [line for line in lines if line.startswith("Skipped ")]
    assert skipped == [f"Skipped /data/src/a/{i:05d}.jpg: JPEG is cut short or incomplete: "
                       "copy it again from the original" for i in range(3)]
    i = lines.index(second)
    assert lines.index(skipped[1]) < lines.index("stopping (cancel requested)...") < i
    assert lines[i - 2:i] == ["By then 40 images were written. 2 images were skipped.", ""]
    assert lines[i + 1].startswith("$ python -m engine convert src --out ")
    assert lines[i + 1].endswith(" --resume") and lines[i + 2] == skipped[2]
    assert lines[-1].startswith("The log stops here: the engine was stopped before it "
                                "could finish"), lines[-1]
    assert run_story.this_run_heading().startswith("──── This run: resumed ")


def test_a_part_that_failed(qtbot, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    _part(out, end="failed")
    lines = run_story.earlier_lines(str(out))
    (head,) = _headings(lines)
    assert head.endswith(" Stopped with an error. ────"), head
    assert "Failed: the output folder is gone" in lines


def test_a_long_log_is_cut_and_says_what_it_leaves_out(qtbot, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    _part(out, failures=2000, end="cancelled")
    _part(out, "--resume", failures=2000, end="cancelled", folder="b")
    size = (out / P.RUN_LOG).stat().st_size
    lines = run_story.earlier_lines(str(out), max_bytes=size * 3 // 4)
    assert lines[1].startswith("The log is long: its first ") and \
        lines[1].endswith(" are not shown here (Open full log shows all of it)."), lines[1]
    first, second = _headings(lines)
    # the part whose start was cut, and the Resume after it in whole
    assert first == "──── This part started before what is shown of the log. Cancelled. ────"
    assert second.startswith("──── Resumed ")
    assert len(lines) <= run_story.MAX_LINES + 6
    # each part: what it shows and what its gap says is left out are all its lines
    read = read_story(str(out / P.RUN_LOG), size * 3 // 4).parts[0].lines
    body = {first: len(read) + 1, second: 2000 + 2}   # (+ its command, + its end)
    for head, nxt in ((first, second), (second, None)):
        part = lines[lines.index(head) + 1:lines.index(nxt) - 1 if nxt else None]
        (gap,) = [line for line in part if line.startswith("… ")]
        left = int(re.fullmatch(r"… ([\d,]+) more lines of this part are not shown here "
                                r"\(Open full log shows them\) …", gap)[1].replace(",", ""))
        assert len(part) - 1 + left == body[head], (head, len(part), left)
        assert part[-1] == \
            f"By then 40 images were written. {number(2000)} images were skipped."
    whole = run_story.earlier_lines(str(out))
    assert not whole[1].startswith("The log is long")
    assert len(whole) <= run_story.MAX_LINES + 6


def test_in_the_windows_language(qtbot, tmp_path, language):
    language("ja")
    out = tmp_path / "out"
    out.mkdir()
    _part(out, failures=1, end="cancelled")
    _part(out, "--resume")
    lines = run_story.earlier_lines(str(out))
    for line in _headings(lines) + [lines[0], run_story.this_run_heading(), lines[-1]]:
        assert CJK.search(line) and not re.search(r"\b(Started|Resumed|Cancelled)\b", line), \
            line
    (skipped,) = [line for line in lines if "/data/src/a/00000.jpg" in line]
    assert CJK.search(skipped) and "truncated" not in skipped and "Skipped" not in skipped
