"""One count of a source and its run, on every screen, with the real engine. A new-user
walk (a class table of 147 rows: 142 good images, a cut-off JPEG, 2 files that are not
images, a row naming a missing file, a row without a label) read "145 of 145 files · 142
written · 5 skipped (of them 2 before converting)": 142 + 5 is not 145, the 2 rows were
not among the 145 files counted. The scan said "2 entries were set aside" without naming
them, and the class table said "49" of the class with the cut-off JPEG beside "51 (50
images)". Now the files counted are written or skipped, the rows are said apart in the
same words everywhere, and each class says alike what of it the run converts."""

from __future__ import annotations

from studio_fixtures import make_dataset, quick_run

from tests.engine import imagefactory as F

WAIT = 120_000


def _walk_table(root):
    """A class table like the walk's, small: 3 good images in each of cat and dog, a cut-off
    JPEG (dog), a text file and a 1-byte file named .jpg (cat), a row naming a missing file
    and a row without a label."""
    src = make_dataset(root, per_class=3)
    (src / "dog" / "cut.jpg").write_bytes(F.encode(F.noise(64, 48, 7), "JPEG")[:300])
    (src / "cat" / "notes.jpg").write_text("this is a text file, not an image\n")
    (src / "cat" / "onebyte.jpg").write_bytes(b"\xff")
    F.solid().save(src / "dog" / "nolabel.png")
    rows = [f"{c}/{p.name},{c}" for c in ("cat", "dog")
            for p in sorted((src / c).iterdir()) if p.name != "nolabel.png"]
    rows += ["cat/missing_999.jpg,cat", "dog/nolabel.png,"]
    table = src / "labels.csv"
    table.write_text("path,label\n" + "\n".join(rows) + "\n")
    return table


def _cells(panel) -> dict[str, str]:
    return {panel.classes.item(r, 0).text(): panel.classes.item(r, 1).text()
            for r in range(panel.classes.rowCount())}


def test_every_screen_counts_the_files_alike_and_says_the_rows_apart(
        qtbot, window, tmp_path, language):
    table = _walk_table(tmp_path / "src")
    assert quick_run(qtbot, window, table, tmp_path / "out")
    panel, w = window.source_panel, window
    scan = panel.summary.text()
    assert "<b>9</b> files (7 images) in <b>2</b> classes" in scan, scan
    # the scan: 9 files counted, 3 skipped, 6 converted; the 2 rows named, apart
    assert ("5 problems found; they are listed below. 3 of the 9 files will be skipped: 2 are "
            "not images, 1 cannot be converted. 6 images will be converted. Not used: 2 table "
            "rows (dog/nolabel.png, cat/missing_999.jpg); not among the 9 files counted."
            ) in scan, scan
    # the class table: what of each class the run converts, alike (3 + 3 = the 6)
    assert _cells(panel) == {"cat": "5 (3 to convert)", "dog": "4 (3 to convert)"}
    # the run: 6 written + 3 skipped = the 9 files; the 2 rows said in the same words
    assert w.progress.counts.text() == ("9 of 9 files (100.0%) · 6 written · 3 skipped · "
                                        "2 table rows not used")
    assert w.summary.values["written"].text() == "6"
    assert w.summary.values["failed"].text() == ("3 · 2 table rows not used (see the "
                                                 "Failures tab)")
    # Failures lists all that was not converted: the 3 files and the 2 rows
    assert w.failures.label.text() == ("3 files could not be converted. Listed as well, not "
                                       "used: 2 table rows.")
    assert w.tabs.tabText(w.tabs.indexOf(w.failures)) == "Failures (5)"
    assert w.failures.model.rowCount() == 5
    m = F.manifest(tmp_path / "out")
    assert m["total_records"] == 6 and m["planned_records"] == 9, m
    # in Japanese, the walk's language
    language("ja")
    w.display.refresh()
    w.summary.show_model(w.model)
    assert w.progress.counts.text() == ("ファイル 9 個中 9 個 (100.0%) · 書き込み 6 · スキップ 3 · "
                                        "表の行 2 行は使いませんでした"), w.progress.counts.text()
    assert w.summary.values["failed"].text().startswith("3 · 表の行 2 行は使いませんでした (")
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.rescan()
    assert "表の行 2 行は使いません (dog/nolabel.png、cat/missing_999.jpg)。数えた 9 個の" \
           "ファイルには含まれません。" in panel.summary.text(), panel.summary.text()
    assert _cells(panel) == {"cat": "5 (うち変換 3 枚)", "dog": "4 (うち変換 3 枚)"}
