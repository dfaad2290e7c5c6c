"""Before any run the Failures tab said "No failures." beside a source whose problem list
named files the run will skip, as if they had been tried and had passed: it says that no
run has been made, and where the source's problems are listed; after a run, its own."""

from __future__ import annotations

from studio_fixtures import make_dataset, quick_run

WAIT = 120_000
NO_RUN = "No run in this window yet"


def _scanned(qtbot, window, source) -> None:
    window.set_source(str(source))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None
                    and window.source_panel.last_result.source == str(source), timeout=WAIT)


def test_before_a_run_the_tab_points_to_the_source_s_problems(qtbot, window, tmp_path,
                                                              language):
    table = window.failures
    assert table.label.text().startswith(NO_RUN)   # (no source yet)
    broken = make_dataset(tmp_path / "broken", per_class=2, broken=2)
    _scanned(qtbot, window, broken)
    said = table.label.text()
    assert said.startswith(NO_RUN) and "“1. Source images”" in said, said
    assert "No failures" not in said
    clean = make_dataset(tmp_path / "clean", per_class=2)
    _scanned(qtbot, window, clean)
    assert table.label.text() == (
        "No run in this window yet: the files a run cannot convert are listed here.")
    # a run without a failure says so; one with failures counts them
    assert quick_run(qtbot, window, clean, tmp_path / "out")
    assert table.label.text() == "No failures."
    assert quick_run(qtbot, window, broken, tmp_path / "out2")
    assert table.label.text() == "2 images could not be converted."
    # another source: the run's results are cleared, and the tab says so again
    _scanned(qtbot, window, clean)
    assert table.label.text().startswith(NO_RUN)
    language("ja")
    table.set_source_problems("1. ソース画像")
    table.clear()
    assert table.label.text() == (
        "このウィンドウではまだ変換していません。ソースで見つかった問題は「1. ソース画像」に、"
        "変換でそれぞれをどう扱うかとともに一覧しています。変換できなかったファイルは、変換する"
        "とここに一覧されます。")
