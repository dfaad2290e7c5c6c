"""The main screens say "1 image", "1 record", "1 shard" of a count of one, not "1 images":
the Summary's headline and rows and the progress line after a real run of one image, the
output folder's dataset opened again, the Inspect tab's record grid and summary. Each
count's other form is checked beside it, and Japanese says both alike (the one form's
translation is the many form's)."""

from __future__ import annotations

import re

import pytest
from studio_fixtures import as_written, model_of_run

from engine.output_kind import read_output_state
from gui.widgets.progress_panel import ProgressPanel
from gui.widgets.summary_panel import SummaryPanel
from tests.engine import imagefactory as F

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def one_image(tmp_path_factory):
    """A real run of a source of one image: (its events, its folder)."""
    root = tmp_path_factory.mktemp("one")
    F.write(root / "src" / "cat" / "a.jpg", F.encode(F.noise(32, 32, 1), "JPEG", quality=90))
    out = root / "out"
    code, events, err = F.run_engine(F.engine_argv(root / "src", out, "--workers", "1",
                                                   "--size", "32"))
    assert code == 0, err
    return events, out


def _panels(qtbot, events) -> tuple[SummaryPanel, ProgressPanel]:
    model = model_of_run(events)
    panel, progress = SummaryPanel(), ProgressPanel()
    qtbot.addWidget(panel)
    qtbot.addWidget(progress)
    panel.show_model(model)
    progress.refresh(model)
    return panel, progress


def test_a_run_of_one_image_says_1_image_in_1_shard(qtbot, one_image):
    events, out = one_image
    panel, progress = _panels(qtbot, events)
    assert panel.headline.text() == "Done: 1 image written to 1 shard."
    assert progress.counts.text().startswith("1 of 1 image (100.0%) · 1 written · 0 skipped")
    # the same folder opened again (its manifest), and the dialog that names it
    panel.show_folder(read_output_state(str(out)))
    assert panel.headline.text().startswith(
        "The output folder holds a dataset of 1 image in 1 shard, made ")
    from gui.dialogs import describe_dataset
    assert "\n1 shard file with 1 image, " in "\n" + describe_dataset(read_output_state(str(out)))


def test_a_run_of_one_image_in_japanese(qtbot, one_image, language):
    language("ja")
    panel, _ = _panels(qtbot, one_image[0])
    # the one form's translation is the many form's
    assert panel.headline.text() == "完了: 1 枚の画像を 1 個のシャードに書き込みました。"


@pytest.mark.parametrize(("records", "shards", "one", "many"), [
    (1, 1, "Done: 1 image written to 1 shard.", "Done: 2 images written to 1 shard."),
    (1, 2, "Done: 1 image written to 2 shards.", "Done: 2 images written to 2 shards."),
])
def test_the_headline_takes_each_count_s_form(qtbot, one_image, records, shards, one, many):
    # images and shards each in their own count's form (an empty shard holds no image, so
    # 2 shards may hold 1)
    events = one_image[0]
    said = []
    for n in (records, records + 1):
        changed = [dict(e, summary={**e["summary"], "written": n, "shards": shards})
                   if e["type"] == "run_finished" else e for e in events]
        model = model_of_run(changed)   # (the headline counts the engine's summary)
        panel = SummaryPanel()
        qtbot.addWidget(panel)
        panel.show_model(model)
        said.append(panel.headline.text())
    assert said == [one, many]


def test_the_verification_row_says_1_record(one_image):
    from engine import protocol as P
    from gui.widgets.summary_text import verify_words
    model = model_of_run(one_image[0])
    model.verify = P.VerifyResult(ok=True, checked=1, reader="builtin")
    assert verify_words(model) == ("OK, verified (built-in reader): 1 record read back", False)
    model.verify = P.VerifyResult(ok=True, checked=2, reader="builtin")
    assert verify_words(model) == ("OK, verified (built-in reader): 2 records read back", False)
    model.verify, model.verify_checked, model.verify_total = \
        P.VerifyResult(ok=False, cancelled=True), 0, 1
    assert verify_words(model)[0] == "not verified (cancelled): 0 of 1 record was checked"
    model.verify_checked, model.verify_total = 1, 5   # "was" agrees with 1, not with 5
    assert verify_words(model)[0] == "not verified (cancelled): 1 of 5 records was checked"
    model.verify_checked = 2
    assert verify_words(model)[0] == "not verified (cancelled): 2 of 5 records were checked"


@pytest.mark.parametrize(("records", "skipped", "planned", "offer", "dialog"), [
    (1, 0, 5, "1 of 5 images is already done; 4 still to convert.",
     "An unfinished run: 1 of 5 images was done."),
    (2, 0, 5, "2 of 5 images are already done; 3 still to convert.",
     "An unfinished run: 2 of 5 images were done."),
    (0, 0, 1, "0 of 1 image is already done; 1 still to convert.",
     "An unfinished run: 0 of 1 image was done."),
    (1, 2, 9, "1 of 9 images is already written and 2 skipped; 6 still to convert.",
     "An unfinished run: 1 of 9 images was written and 2 skipped."),
    (3, 1, 9, "3 of 9 images are already written and 1 skipped; 5 still to convert.",
     "An unfinished run: 3 of 9 images were written and 1 skipped."),
])
def test_an_unfinished_run_s_verb_agrees_with_the_images_done(qtbot, records, skipped,
                                                               planned, offer, dialog):
    # "images" takes {planned}'s form, "is/are" (was/were) that of the images done; what
    # remains is said with no verb to agree ("1 still to convert")
    from engine.output_state import OutputState
    from gui.dialogs import describe_dataset
    from gui.widgets.action_bar import ActionBar
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=1,
                        records=records, skipped=skipped, planned=planned, source="src")
    state.bytes_version = state.ours_bytes_version
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_offer(state)
    assert offer in bar.offer_text.text(), bar.offer_text.text()
    assert dialog in describe_dataset(state).splitlines()


@pytest.mark.parametrize("records, shards, offer", [
    (1, 1, "1 image in 1 complete shard is already done."),
    (1, 2, "1 image in 2 complete shards is already done."),   # (the other shard is empty)
    (4, 2, "4 images in 2 complete shards are already done."),
])
def test_an_unplanned_run_s_offer_says_each_count_in_its_form(qtbot, records, shards, offer):
    # a run whose plan is not known counts its complete shards; an empty shard holds no
    # image, so 2 shards may hold 1 ("1 images in 2 complete shards are" before)
    from engine.output_state import OutputState
    from gui.widgets.action_bar import ActionBar
    state = OutputState(path="out", kind="interrupted", status="cancelled", shards=shards,
                        records=records, source="src")
    state.bytes_version = state.ours_bytes_version
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_offer(state)
    assert offer in bar.offer_text.text(), bar.offer_text.text()


def test_the_summary_rows_say_1_image_and_1_record():
    from gui.widgets.summary_rate import rate_text
    from gui.widgets.summary_text import folder_verify_words, splits_text
    assert splits_text([("train", 1, 1), ("validation", 2, 1), ("test", 3, 2)], [], 6, 4) \
        == "train: 1 image in 1 shard\nvalidation: 2 images in 1 shard\ntest: 3 images in 2 shards"
    # a shard of a split whose every image failed is written all the same, empty
    assert splits_text([("train", 3, 1), ("test", 1, 2)], [], 4, 3) \
        == "train: 3 images in 1 shard\ntest: 1 image in 2 shards"
    record = {"ok": True, "checked": 1, "reader": "builtin", "date": "2026-01-02T03:04:05Z"}
    assert folder_verify_words(record)[0].endswith(": 1 record read back")
    assert folder_verify_words({**record, "checked": 2})[0].endswith(": 2 records read back")
    assert rate_text(2.0, removed=1).endswith(
        ", counting the 1 converted image of the unfinished shard that was removed")
    assert rate_text(2.0, removed=3).endswith(
        ", counting the 3 converted images of the unfinished shard that was removed")


def test_the_cancelled_headline_says_each_count_in_its_form(qtbot):
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    assert panel.cancelled_text(1, 1, 2048, 1) == (
        "Cancelled. Kept 1 complete shard with 1 image (2.0 kB). The unfinished shard with 1 "
        "converted image was removed (a shard is kept only when it is complete): Resume "
        "converts it again.")
    assert panel.cancelled_text(2, 5, 2048, 3) == (
        "Cancelled. Kept 2 complete shards with 5 images (2.0 kB). The unfinished shard with "
        "3 converted images was removed (a shard is kept only when it is complete): Resume "
        "converts them again.")
    assert panel.cancelled_text(0, 0, 0, 1) == (
        "Cancelled before any shard was complete, so no shard was kept. The unfinished shard "
        "with 1 converted image was removed (a shard is kept only when it is complete): "
        "Resume converts it again.")
    # a cancel keeps what was written of the unfinished shard (of ``written``)
    assert panel.cancelled_text(0, 1, 0, 0, 1) == (
        "Cancelled before any shard was complete. The 1 image already converted into the "
        "unfinished shard is kept. Press Resume to continue from there.")
    assert panel.cancelled_text(1, 9, 2048, 0, 4) == (
        "Cancelled. Kept 1 complete shard with 5 images (2.0 kB). The 4 images already "
        "converted into the unfinished shard are kept too. Press Resume to continue from "
        "there.")


def _grid_texts(qtbot, records: int) -> list[str]:
    from gui.widgets.record_grid import RecordGrid
    grid = RecordGrid()
    qtbot.addWidget(grid)
    return [grid._file_text({"path": "/d/a.tfrecord", "records": records, **more})
            for more in ({}, {"damaged_count": 1}, {"missing": 2}, {"stop": {"offset": 9}},
                         {"stop": {"kind": "truncated"}})]


def test_the_record_grid_says_1_record(qtbot):
    assert _grid_texts(qtbot, 1) == [
        "a.tfrecord (1 record)", "a.tfrecord (1 record, 1 damaged)",
        "a.tfrecord (1 record, 2 missing)", "a.tfrecord (1 record, then unreadable)",
        "a.tfrecord (1 record, then cut short)"]
    assert _grid_texts(qtbot, 3)[0] == "a.tfrecord (3 records)"


def test_the_record_grid_in_japanese_says_both_alike(qtbot, language):
    language("ja")
    one, many = _grid_texts(qtbot, 1), _grid_texts(qtbot, 5)
    assert all(JAPANESE.search(t) for t in one), one
    assert one == [t.replace("5", "1") for t in many], (one, many)


def test_the_inspect_summary_says_1_record_in_1_file():
    from gui.widgets.inspect_summary import summary_lines
    def head(records: int, files: int) -> str:
        report = {"files": [{"path": f"/d/{i}.tfrecord", "compression": "none", "size": 1024,
                             "ok": True, "payload": "tf.train.Example"} for i in range(files)],
                  "summary": {"files": files, "records": records}}
        return as_written(summary_lines(report)[0][0])
    assert head(1, 1).startswith("<b>1</b> record in <b>1</b> file, ")
    assert head(1, 2).startswith("<b>1</b> record in <b>2</b> files, ")
    assert head(5, 1).startswith("<b>5</b> records in <b>1</b> file, ")
    assert head(5, 2).startswith("<b>5</b> records in <b>2</b> files, ")


def test_the_inspect_summary_says_what_an_unfinished_run_kept_for_resume():
    # inspect's object of a run cancelled in its first shard: its images are in a .partial
    from engine.commands.inspect_unfinished import unfinished_entry
    from engine.reason_codes import coded_message
    from gui.widgets.inspect_summary import summary_lines
    u = unfinished_entry(
        "/d", "cancelled", "This dataset is not finished: the run was cancelled after "
        "0 of 1 shard (0 of 308 images). Finish it: run the same convert command "
        "again with --resume", [], 0, 1, 0, 308)
    u["kept_said"] = coded_message("63 more images are kept for --resume in 1 unfinished "
                                   "shard (a hidden .partial file, not read here)")
    lines, problem = summary_lines({"files": [], "summary": {"files": 0, "records": 0},
                                    "unfinished": [u]})
    assert problem
    assert "63 more images are kept for Resume in 1 unfinished shard (a hidden .partial " \
        "file, not read here)" in lines
