"""The Replace and Start over questions in the words of lab staff: the dataset's shards and
how many files belong to it (not "DALI index file, .tfrecord-studio-digests.jsonl"), and
what Cancel keeps when an unfinished run has no complete shard."""

from __future__ import annotations

import json
import os

from engine.output_state import OutputState


def _folder(tmp_path, names):
    for n in names:
        (tmp_path / n).write_bytes(b"x" * 10)
    return str(tmp_path)


def test_the_main_text_names_shards_and_counts_the_rest(qtbot, tmp_path):
    from gui.dialogs import deleted_text, replace_files
    folder = _folder(tmp_path, ["data-train-00000-of-00002.tfrecord",
                                "data-train-00001-of-00002.tfrecord",
                                ".tfrecord-studio-digests.jsonl", "labels.txt"])
    (tmp_path / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"}, "status": "complete", "total_records": 2,
        "splits": {"train": {"records": 2, "num_shards": 2, "shards": [
            {"filename": f"data-train-0000{i}-of-00002.tfrecord", "records": 1, "bytes": 10,
             "sha256": "x"} for i in range(2)]}}}))
    ours, others = replace_files(folder)
    assert len(ours) == 5 and others == []
    text = deleted_text(folder, ours, others)
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
    said = box.text() + "\n" + box.informativeText()
    assert "It deletes the 2 files the unfinished run wrote" in said
    assert "keep the dataset" not in said and "no complete shard yet" in said
    assert "Choose Cancel to leave the folder as it is" in said
    box.deleteLater()
