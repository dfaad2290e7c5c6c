"""A shard all of whose images failed to convert ("Files per split" close to a split's
images), with the real engine: the run's Summary says it holds no image, and the Inspect
tab agrees that it is no problem (a note, not red) and opens on the first file with
records, not on the empty one (it showed a blank grid); a folder opened again says it too."""

from __future__ import annotations

import re

from studio_fixtures import summary_of_run

from engine.output_kind import read_output_state
from gui.widgets.folder_summary import folder_rows
from gui.widgets.inspect_panel import InspectPanel
from tests.engine import imagefactory as F

WAIT = 120_000


def _convert(tmp_path):
    """3 images, the first (in the unshuffled plan: shard 0's) broken, in 3 shards:
    (output folder, the run's events)."""
    src = tmp_path / "src"
    F.write(src / "a" / "0.jpg", F.jpeg_truncated_with_eoi())   # fails while converting
    for i in (1, 2):
        F.write(src / "a" / f"{i}.jpg", F.encode(F.noise(48, 48, i), "JPEG"))
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(
        src, out, "--size", "32", "--shards", 3, "--split", "train=1", "--no-shuffle",
        "--workers", "1"))
    assert code == 0, err
    shards = F.manifest(out)["splits"]["train"]["shards"]
    assert [s["records"] for s in shards] == [0, 1, 1]   # the empty one first
    return out, events


def test_the_summary_and_inspect_agree_on_a_shard_without_images(qtbot, language, tmp_path):
    out, events = _convert(tmp_path)
    summary = summary_of_run(qtbot, events)
    assert summary.values["shards"].text() == \
        "3 (1 of them holds no image: all its images failed to convert)"
    # the same folder opened again (its manifest) says the same
    assert folder_rows(read_output_state(str(out)))["shards"] == \
        summary.values["shards"].text()

    panel = InspectPanel()
    qtbot.addWidget(panel)
    panel.show()
    with qtbot.waitSignal(panel.thumbnailsDone, timeout=WAIT):
        with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
            panel.open_paths([str(out)])
    text = re.sub(r"<[^>]+>", "", panel.summary.text())
    assert "1 file holds no records, as the manifest lists (data-train-00000-of-00003" \
           ".tfrecord)" in text, text
    assert "Problem" not in text and "Every record is intact" in text, text
    assert panel.summary.styleSheet() == ""   # not red
    # opened on the first file with records, its record in view
    assert panel.current_file()["path"].endswith("data-train-00001-of-00003.tfrecord")
    assert len(panel.records) == 1 and panel.records[0]["filename"] == "a/1.jpg"
    # the empty one is still there to choose, and says why it shows nothing (the grid
    # was blank, without a word)
    assert panel.file_combo.count() == 3
    note = panel.record_grid.empty_note
    assert note.isHidden() and panel.grid.isVisible()
    with qtbot.waitSignal(panel.pageLoaded, timeout=WAIT):
        panel.file_combo.setCurrentIndex(0)
    assert panel.records == [] and panel.grid.isHidden() and note.isVisible()
    assert note.text().startswith("This shard holds no records: all its images failed to "
                                  "convert and were skipped."), note.text()
    assert "rejected.csv" in note.text() and "Failures" in note.text()
    assert panel.page_label.text() == "no records"
    with qtbot.waitSignal(panel.pageLoaded, timeout=WAIT):
        panel.file_combo.setCurrentIndex(1)
    assert note.isHidden() and panel.grid.isVisible() and len(panel.records) == 1

    language("ja")
    summary = summary_of_run(qtbot, events)
    assert summary.values["shards"].text() == \
        "3 (うち 1 個は画像を含みません: その画像はすべて変換できませんでした)"
    panel = InspectPanel()   # the note in the window's language
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.summaryLoaded, timeout=WAIT):
        panel.open_paths([str(out)])
    with qtbot.waitSignal(panel.pageLoaded, timeout=WAIT):
        panel.file_combo.setCurrentIndex(0)
    text = panel.record_grid.empty_note.text()
    assert text.startswith("このシャードにはレコードがありません") and "rejected.csv" in text, text
    assert panel.page_label.text() == "レコードなし"
