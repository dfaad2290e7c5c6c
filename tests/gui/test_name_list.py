"""One way the window lists names (gui.name_list): the first few, "…" for the rest, the
list's separators in the window's language, and no full stop after the "…". Each panel cut
its own lists: a cluster's workers read "w1, w2…" with English commas in Japanese, an
archive's inner archives and Inspect's files "a, b, …" whatever the language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import protocol
from gui.name_list import cut_names, with_names

ROOT = Path(__file__).resolve().parents[2]
STOP_AFTER_CUT = re.compile(r"…[.。]")


@pytest.mark.parametrize("lang, sep", [("en", ", "), ("ja", "、"), ("ko", ", ")])
def test_a_cut_list_of_names_in_each_language(qtbot, language, lang, sep):
    language(lang)
    names = ["細胞_001.png", "細胞_002.png", "細胞_003.png", "細胞_004.png"]
    assert cut_names(names, 4) == sep.join(names)
    assert cut_names(names, 2) == sep.join(names[:2]) + sep + "…"
    assert cut_names([], 3) == ""
    more = {"en": "2 more", "ja": "ほか 2 件", "ko": "그 밖에 2개"}[lang]
    assert cut_names(names[:2], 2, count=4) == sep.join(names[:2]) + sep + more
    assert cut_names(names[:2], 2, count=2) == sep.join(names[:2])


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_sentence_that_ends_with_a_cut_list_ends_at_its_ellipsis(qtbot, language, lang):
    language(lang)
    names = [f"img_{i}.jpg" for i in range(9)]
    said = with_names("Files: {names}.", names, 3)
    assert said == "Files: " + cut_names(names, 3), said
    assert with_names("{n} files: {names}. Check them.", names, 3, n="9") == \
        "9 files: " + cut_names(names, 3) + " Check them."
    assert with_names("ファイル: {names}。確認してください。", names, 3) == \
        "ファイル: " + cut_names(names, 3) + " 確認してください。"
    # (a list said whole keeps the sentence's stop; a bracket after the "…" keeps its own)
    assert with_names("Files: {names}.", names[:2], 3).endswith("img_1.jpg.")
    assert with_names("Files ({names}).", names, 3).endswith("…).")


def test_a_clusters_workers_are_listed_in_the_windows_language(qtbot, language):
    """The Run on panel's answer of a cluster with more workers than it names."""
    from gui.widgets.run_on import RunOnRow
    language("ja")
    field = RunOnRow()
    qtbot.addWidget(field)
    workers = [{"name": f"w{i}", "threads": 1, "memory": 10 ** 9} for i in range(10)]
    said = field.describe([protocol.ClusterStarted(address="tcp://x:8786",
                                                  workers=workers)])
    assert "w0、w1、" in said and "w7、…" in said and "w8" not in said, said


def test_no_panel_cuts_a_list_of_names_by_hand():
    """Every list of names the window cuts with "…" is gui.name_list's: a hand-made one
    (", …" or "…" added after a join) was where the languages and the stop went wrong."""
    hand = re.compile(r"""["'],\s?…["']|join\(.*\)\s*\+\s*\(?\s*(_?tr\()?["'][,、]?\s?…""")
    found = [f"{p.relative_to(ROOT)}:{i}" for p in sorted((ROOT / "gui").rglob("*.py"))
             if p.name != "name_list.py"
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if hand.search(line) and not line.lstrip().startswith("#")]
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_inspects_empty_files_end_at_their_ellipsis(qtbot, language, lang):
    from gui.widgets.inspect_summary import empty_lines
    language(lang)
    line = empty_lines([{"path": f"/d/train-0000{i}-of-00009.tfrecord"} for i in range(5)])[0]
    assert "train-00002-of-00009.tfrecord" in line and "train-00003" not in line, line
    assert not STOP_AFTER_CUT.search(line), line
