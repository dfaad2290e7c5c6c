"""A source that gives every image its split (a YOLO export's data.yaml naming train and
val) greys the Split field out and shows the source's splits, and Start and Copy command
run no --split: a walk's export showed "train=0.99,val=0.01" in the field, the log and the
command, and was written as the export's own train and val. The value typed is kept (the
settings, the next source without splits); a source that gives some images their split
says which the Split divides."""

from __future__ import annotations

from PIL import Image
from window_steps import posted_ran

from tests.engine.annotated_sources import table_with_splits, yolo_with_splits

WAIT = 120_000
TYPED = "train=0.99,val=0.01"


def _scanned(qtbot, window, path) -> None:
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.set_source(str(path))


def test_a_yolo_export_s_splits_replace_the_split_field(qtbot, window, settings, tmp_path):
    form = window.options
    form.split.setText(TYPED)
    form.out_edit.setText(str(tmp_path / "out"))
    _scanned(qtbot, window, yolo_with_splits(tmp_path / "y", {"train": 3, "val": 2}))
    qtbot.waitUntil(lambda: not form.split.isEnabled(), timeout=WAIT)
    assert form.split.text() == ""
    assert form.split.placeholderText() == "From the source: train 3, val 2"
    note = form.split_field.note
    assert note.isVisibleTo(form) and note.text() == (
        "From the source: train 3, val 2. The source's own splits are used; the Split "
        "option is not.")
    assert "not used" in form.split.toolTip() and "keep all images" not in form.split.toolTip()
    # Start and Copy command: no --split the run would not use
    assert "--split" not in window.job().convert_args()
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    assert "convert" in window.summary.command and "--split" not in window.summary.command
    # the value typed is kept: in the settings, and for a source without splits
    window.save_settings()
    assert settings.get("job/split") == TYPED
    (tmp_path / "plain" / "cat").mkdir(parents=True)
    for i in range(4):
        Image.new("RGB", (16, 12), (50 * i, 9, 9)).save(tmp_path / "plain" / "cat" / f"{i}.png")
    _scanned(qtbot, window, tmp_path / "plain")
    qtbot.waitUntil(form.split.isEnabled, timeout=WAIT)
    assert form.split.text() == TYPED and not note.isVisibleTo(form)
    assert "keep all images" in form.split.toolTip()
    args = window.job().convert_args()
    assert args[args.index("--split") + 1] == TYPED


def test_a_job_loaded_over_an_export_keeps_its_split_for_later(qtbot, window, tmp_path):
    form = window.options
    _scanned(qtbot, window, yolo_with_splits(tmp_path / "y", {"train": 2, "val": 1}))
    qtbot.waitUntil(lambda: not form.split.isEnabled(), timeout=WAIT)
    form.set_job(window.job().__class__(split="train=0.7,val=0.3"))
    assert form.split.text() == "" and form.job().split == ""
    assert form.split_field.typed() == "train=0.7,val=0.3"


def test_a_table_giving_some_rows_a_split_says_which_the_split_divides(qtbot, window,
                                                                      tmp_path):
    form = window.options
    form.split.setText("train=0.5,val=0.5")
    _scanned(qtbot, window, table_with_splits(tmp_path, ["train", "val", "", "", ""]))
    qtbot.waitUntil(lambda: form.split_field.note.isVisibleTo(form), timeout=WAIT)
    assert form.split.isEnabled() and form.split.text() == "train=0.5,val=0.5"
    assert form.split_field.note.text() == (
        "From the source: train 1, val 1. The Split divides only the other 3 images.")
    assert "--split" in window.job().convert_args()


def test_no_other_images_to_divide_are_not_counted_as_0(qtbot, window, tmp_path):
    """Every row without a split is a broken image: the note said "The Split divides
    only the other 0 images"."""
    form = window.options
    form.split.setText("train=0.5,val=0.5")
    table = table_with_splits(tmp_path, ["train", "val", "", ""])
    for i in (2, 3):
        (tmp_path / "pics" / f"p{i}.png").write_bytes(b"\x89PNG\r\n\x1a\n cut short")
    _scanned(qtbot, window, table)
    qtbot.waitUntil(lambda: form.split_field.note.isVisibleTo(form), timeout=WAIT)
    assert form.split_field.note.text() == (
        "From the source, to be written: train 1, val 1. 2 more images are skipped: their "
        "problems are listed with the source.")


def test_a_table_s_own_split_names_keep_the_field_and_greying_it_out_rescans_once(
        qtbot, window, tmp_path):
    form, panel = window.options, window.source_panel
    form.split.setText("train=0.9,fold1=0.1")
    # fold1 is a name only the Split lets the table use: the field stays in use
    _scanned(qtbot, window, table_with_splits(tmp_path / "a", ["train", "fold1"]))
    assert form.split.isEnabled() and form.split.text() == "train=0.9,fold1=0.1"
    assert form.split_field.note.text() == (
        "From the source: train 1, fold1 1. Every image has its split from the source; the "
        "Split only names the splits the table may use.")
    # known names only: greyed out, which drops fold1 and reads the table once more, no more
    scans = []
    panel.scanned.connect(scans.append)
    _scanned(qtbot, window, table_with_splits(tmp_path / "b", ["train", "val"]))
    # the re-read starts as the first scan ends; once it has ended, nothing more is read
    qtbot.waitUntil(lambda: len(scans) >= 2 and not panel.scanning(), timeout=WAIT)
    posted_ran(qtbot, window, rounds=3)   # (a further scan would be under way by now)
    assert not form.split.isEnabled() and len(scans) == 2 and not panel.scanning(), scans
    assert form.split_field.typed() == "train=0.9,fold1=0.1"


def test_the_split_note_counts_what_is_written_and_what_is_skipped(qtbot, window, tmp_path):
    """The note under Split said "From the source: train 3, val 3" beside the source line's
    7 images ("train 3, val 3 (and 1 image that will be skipped…)"): one listed train image
    is broken and one is set aside for an unknown class, and the run wrote train 2, val 3.
    It says the splits written and how many more are skipped, adding up to the 7; with
    "Leave out images without annotations", without those, as the source line counts."""
    from gui.scan_result import counted
    root = tmp_path / "y"
    yolo_with_splits(root, {"train": 4, "val": 3})
    (root / "labels" / "train" / "train0.txt").write_text("7 0.5 0.5 0.4 0.4\n")
    (root / "images" / "train" / "train1.png").write_bytes(b"\x89PNG\r\n\x1a\n cut short")
    (root / "labels" / "val" / "val0.txt").write_text("")   # no annotations
    form = window.options
    _scanned(qtbot, window, root)
    qtbot.waitUntil(lambda: not form.split.isEnabled(), timeout=WAIT)
    res = window.source_panel.last_result
    assert counted(res) == 7
    summary = window.source_panel.summary.text()
    # the broken train image is not among train's either (the line said "train 3", counting
    # it, beside the note's "train 2"): both skipped images are counted apart, as the note,
    # and in the note's order (largest first read "val 3, train 2" over "train 2, val 3")
    assert "Splits the source gives: train 2, val 3 (and 2 images that will be skipped: " \
        "their problems are listed below)" in summary
    assert summary.endswith("2 of the 7 images will be skipped. 5 images will be converted.")
    note = form.split_field.note
    assert note.text() == (
        "From the source, to be written: train 2, val 3. The source's own splits are used; "
        "the Split option is not. 2 more images are skipped: their problems are listed with "
        "the source.")   # 2 + 3 + 2 = 7
    assert form.split.placeholderText() == "From the source, to be written: train 2, val 3"
    form.skip_unannotated.setChecked(True)
    qtbot.waitUntil(lambda: "val 2 (and 2 images" in window.source_panel.summary.text(),
                    timeout=WAIT)
    assert note.text().startswith("From the source, to be written: train 2, val 2. ")
    assert note.text().endswith(" 2 more images are skipped: their problems are listed with "
                                "the source.")


def test_the_split_typed_stays_the_jobs_while_the_form_is_greyed(qtbot, window, tmp_path):
    """The form is greyed while a run goes: the greyed field read as "the source gives the
    splits", so the job lost its --split, and a scan answering meanwhile (Start pressed
    while it ran) put the field back to the text typed before a source with splits (none):
    the run wrote everything as train, and the field was empty after it (a walk)."""
    form = window.options
    (tmp_path / "plain" / "cat").mkdir(parents=True)
    for i in range(4):
        Image.new("RGB", (16, 12), (50 * i, 9, 9)).save(tmp_path / "plain" / "cat" / f"{i}.png")
    _scanned(qtbot, window, tmp_path / "plain")
    form.split.setText(TYPED)
    form.setEnabled(False)   # as during a run
    assert not form.split.isEnabled() and not form.split_field.from_source()
    assert window.job().split == TYPED
    with qtbot.waitSignal(window.source_panel.scanned, timeout=WAIT):
        window.source_panel.rescan()   # a scan answers while the form is greyed
    assert form.split.text() == TYPED and window.job().split == TYPED


def test_a_cut_short_image_is_counted_apart_from_its_split_on_every_line(qtbot, window,
                                                                        tmp_path):
    """A YOLO export with one cut-short train image: the source line said "train 6, val 3"
    (its header read, the image counted among train's) while the Split note and the
    Summary said train 5: the scan lists the image as skipped, so every line counts it
    apart."""
    root = tmp_path / "y"
    yolo_with_splits(root, {"train": 6, "val": 3})
    (root / "images" / "train" / "train1.png").write_bytes(b"\x89PNG\r\n\x1a\n cut short")
    form = window.options
    _scanned(qtbot, window, root)
    qtbot.waitUntil(lambda: not form.split.isEnabled(), timeout=WAIT)
    summary = window.source_panel.summary.text()
    assert "Splits the source gives: train 5, val 3 (and 1 image that will be skipped: its " \
        "problem is listed below)" in summary
    assert summary.endswith("1 of the 9 images will be skipped. 8 images will be converted.")
    assert form.split_field.note.text().startswith(
        "From the source, to be written: train 5, val 3. ")


def test_the_split_line_names_the_splits_in_the_notes_order(qtbot):
    """train, validation, test, then the others by name, whatever their sizes, as the note
    under Split (split_field.source_splits) and the Summary name them: the line put the
    largest first."""
    from gui.scan_result import ScanResult
    from gui.widgets.source_splits import splits_text
    from gui.widgets.split_field import written_splits
    res = ScanResult("s", kind="yolo", task="detection", images=111,
                     splits={"zebra": 1, "test": 5, "validation": 60, "train": 45})
    assert splits_text(res) == \
        "Splits the source gives: train 45, validation 60, test 5, zebra 1"
    assert list(written_splits(res)[0]) == ["train", "validation", "test", "zebra"]
