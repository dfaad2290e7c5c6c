"""The Replace and Start over questions in the words of lab staff: the dataset's shards and
how many files belong to it (not "DALI index file, .tfrecord-studio-digests.jsonl"), what
Cancel keeps when an unfinished run has no complete shard, and what Resume can do instead,
in three paragraphs (six lost a walker)."""

from __future__ import annotations

import json
import os

import pytest

from engine.output_state import OutputState


def _folder(tmp_path, names):
    for n in names:
        (tmp_path / n).write_bytes(b"x" * 10)
    return str(tmp_path)


def test_the_main_text_names_shards_and_counts_the_rest(qtbot, tmp_path):
    from gui.replace_listing import deleted_text, list_folder
    folder = _folder(tmp_path, ["data-train-00000-of-00002.tfrecord",
                                "data-train-00001-of-00002.tfrecord",
                                ".tfrecord-studio-digests.jsonl", "labels.txt"])
    (tmp_path / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"}, "status": "complete", "total_records": 2,
        "splits": {"train": {"records": 2, "num_shards": 2, "shards": [
            {"filename": f"data-train-0000{i}-of-00002.tfrecord", "records": 1, "bytes": 10,
             "sha256": "x"} for i in range(2)]}}}))
    found = list_folder(folder)
    ours, others = found.ours, found.others
    assert len(ours) == 5 and others == []
    text = deleted_text(ours, others, found.size)
    size = sum(os.path.getsize(tmp_path / n) for n in ours)
    assert text == "It deletes the dataset's 2 shard files and 3 files that belong to it, " \
        f"{size} B in all."
    assert "digests" not in text and "labels.txt" not in text


def test_start_over_with_no_complete_shard_does_not_offer_to_keep_a_dataset(qtbot, tmp_path):
    from gui.dialogs import confirm_replace
    folder = _folder(tmp_path, ["labels.txt"])
    (tmp_path / ".tfrecord-studio-journal.jsonl").write_text(json.dumps(
        {"kind": "header", "fingerprint": "fp", "source": "/data", "options": {},
         "planned_records": 212, "planned_shards": 1}) + "\n")
    state = OutputState(kind="interrupted", path=folder, planned=212)
    box = confirm_replace(None, state)
    said = box.text() + "\n\n" + box.informativeText()
    what, deleted, when = said.split("\n\n")
    assert "No complete shard file yet." in what.splitlines()   # (not "0 shard files with 0
    assert "0 shard" not in said                                 # images, 0 B")
    assert deleted.splitlines()[0].startswith("It deletes the 2 files the unfinished run wrote")
    assert "dataset" not in said
    assert "Choose Cancel here to delete nothing: the unfinished run stays" in when
    box.deleteLater()


@pytest.mark.parametrize(("blocked", "resume"), [
    ("", "Resume would finish it instead."),
    ("options", "Resume can finish it with the interrupted run's options (press “Use the "
                "interrupted run's options”)."),
    # the look at the source still runs: it may well find that Resume can (it said "Resume
    # cannot finish it" while the offer behind said "Press Resume to finish it")
    ("checking", "Whether Resume can finish it instead is still being checked: the note "
                 "above the buttons will say."),
    ("other", "Resume cannot finish it (the note above the buttons says why)."),
    ("version", "Resume cannot finish it (the note above the buttons says why).")])
def test_start_over_says_what_resume_can_do_instead(qtbot, tmp_path, blocked, resume):
    from gui.dialogs import confirm_replace
    folder = _folder(tmp_path, [])
    state = OutputState(kind="interrupted", path=folder, planned=212)
    box = confirm_replace(None, state, blocked)
    first = box.text().splitlines()[0]
    assert first == "Start over deletes this unfinished run and converts every image again. " \
        + resume, first
    assert "Resume" not in box.informativeText().replace("Resume can then finish the new run",
                                                         "")   # (said once, in the first)
    box.deleteLater()
