"""The scan's problem list and the line above it agree: "1,500 problems found; they are
listed below." stood over 500 lines and "… and 1,000 more", with no way to see the others.
The list shows them 500 at a time, its last line lists the next ones, and the line above
says so."""

from __future__ import annotations

import pytest

from gui.i18n import number
from gui.scan_result import ScanResult
from gui.widgets.scan_preview import ProblemList, show_problems
from gui.widgets.source_problems import LISTED, problems_text


def _found(n: int) -> ScanResult:
    res = ScanResult(source="/src", kind="classes", images=n, classes={"cat": n})
    res.problems = [(f"/src/cat/細胞_{i:04d}.png", "not an image") for i in range(n)]
    res.other_files = n
    return res


def _lines(problems: ProblemList) -> list[str]:
    return [problems.item(i).text() for i in range(problems.count())]


def test_every_problem_can_be_listed_from_the_list_itself(qtbot):
    problems = ProblemList()
    qtbot.addWidget(problems)
    res = _found(2 * LISTED + 7)
    show_problems(problems, res, str)
    lines = _lines(problems)
    assert len(lines) == LISTED + 1 and "細胞_0499.png" in lines[-2], lines[-2:]
    assert lines[-1] == f"… and {number(LISTED + 7)} more: click here to list the next {LISTED}"
    problems.list_more(problems.item(0))   # (a problem's line lists nothing more)
    assert problems.count() == LISTED + 1
    problems.list_more(problems.item(problems.count() - 1))
    lines = _lines(problems)
    assert len(lines) == 2 * LISTED + 1 and lines[-1] == "… and 7 more: click here to list them"
    assert problems.currentRow() == LISTED   # (where the click was: the first new line)
    problems.itemActivated.emit(problems.item(problems.count() - 1))   # (Enter on it)
    lines = _lines(problems)
    assert len(lines) == len(res.problems) and "細胞_1006.png" in lines[-1], lines[-1]
    # (a new scan's list starts again from its first problems)
    show_problems(problems, _found(3), str)
    assert problems.count() == 3


@pytest.mark.parametrize("n, says", [
    (LISTED, "they are listed below."),
    (3 * LISTED, f"they are listed below, {LISTED} at a time (click the list's last line "
                 "to list more)."),
])
def test_the_line_above_the_list_says_how_it_lists_them(qtbot, n, says):
    text = problems_text(_found(n))
    assert text.startswith(f"{number(n)} problems found; {says}"), text
