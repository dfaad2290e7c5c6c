"""A cancelled run's images in the unfinished shard it kept, where Start over and the
reopened Summary say them: a Japanese walk read "0 shard files with 555 images, 0 B" above
"7 files (17.0 MiB) will be deleted", and "555 images in 0 complete shards"."""

from __future__ import annotations

import pytest

from engine.output_state import OutputState

PARTIAL = ".data-train-00000-of-00003.tfrecord.partial"


def _state(tmp_path, shards: int = 0, records: int = 555) -> OutputState:
    (tmp_path / PARTIAL).write_bytes(b"x" * 2048)
    (tmp_path / ".labels.txt.partial").write_bytes(b"x" * 10)
    return OutputState(path=str(tmp_path), kind="interrupted", status="cancelled",
                       planned=1500, shards=shards, records=records, unfinished=555,
                       source="src", created="2026-12-05T22:38:00+00:00")


def test_start_over_counts_the_unfinished_shards_images_among_what_it_deletes(qtbot, tmp_path):
    from gui.dialogs import confirm_replace
    box = confirm_replace(None, _state(tmp_path))
    said = box.text() + "\n" + box.informativeText()
    assert "0 shard files with 555 images" not in said and ", 0 B" not in said, said
    # in the run's facts under "Start over deletes this unfinished run", and said to be
    # among what is deleted (once counted: the numbers twice were one paragraph too many)
    assert "No complete shard file yet; 555 converted images are in the unfinished shard." \
        in box.text().splitlines(), box.text()
    assert box.text().startswith("Start over deletes this unfinished run")
    assert ("It deletes the 2 files the unfinished run wrote, 2.1 kB in all. The unfinished "
            "shard, with its converted images, is one of them.") in box.informativeText()
    assert said.count("555 converted") == 1, said
    box.close()


def test_with_complete_shards_the_unfinished_shards_images_are_counted_apart(qtbot, tmp_path):
    from gui.dialogs import describe_dataset
    lines = describe_dataset(_state(tmp_path, shards=2, records=855)).splitlines()
    assert lines[1].startswith("2 shard files with 300 images, "), lines
    assert lines[2] == "555 more converted images are in the unfinished shard.", lines


@pytest.mark.parametrize("shards, records, head", [
    (0, 555, "no complete shard yet; its 555 converted images are in the unfinished shard, "
             "which Resume continues."),
    (2, 855, "300 images in 2 complete shards so far. 555 more converted images are in the "
             "unfinished shard, which Resume continues.")])
def test_the_reopened_summary_says_where_the_images_are(qtbot, tmp_path, shards, records, head):
    from gui.widgets.summary_panel import SummaryPanel
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(_state(tmp_path, shards, records))
    assert panel.headline.text().endswith(head), panel.headline.text()
    assert "in 0 complete shard" not in panel.headline.text()
    assert panel.values["written"].text() == (
        f"{records} (555 of them in the unfinished shard, kept)" if shards else
        "555 (all in the unfinished shard, kept)")


def test_korean_says_all_of_them_are_in_the_unfinished_shard_once(qtbot, tmp_path, language):
    # a Korean walk cancelled before the first shard was complete and read
    # "쓴 이미지: 144(그중 144장은 미완성 샤드에 남아 있음)": one number said twice
    from gui.widgets.summary_panel import SummaryPanel
    language("ko")
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(_state(tmp_path))
    assert panel.values["written"].text() == "555 (모두 미완성 샤드에 남아 있음)"


def test_japanese_says_them_without_contradiction(qtbot, tmp_path, language):
    from gui.dialogs import confirm_replace
    from gui.widgets.summary_panel import SummaryPanel
    language("ja")
    box = confirm_replace(None, _state(tmp_path))
    info = box.text() + "\n" + box.informativeText()
    box.close()
    assert "シャードファイル 0 個" not in info and "555" in info, info
    assert "Among" not in info and "unfinished" not in info, info
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_folder(_state(tmp_path))
    head = panel.headline.text()
    assert "0 個に 555" not in head and "555" in head and "unfinished" not in head, head
