"""The task choice (the engine's --task) in the window: offered beside the scan summary
once a scan finds annotations, "Automatic" naming what the scan found; the choice goes
into the job (argv and job file) and reaches the engine."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from studio_fixtures import ROOT, make_dataset

from engine.config import TASK_CHOICES
from gui.job import Job
from gui.job_rules import TASKS
from gui.resume import differences, recorded_job

sys.path.insert(0, str(ROOT))  # a Path there breaks a later `import tensorflow`
from tests.engine import annotated_data as A  # noqa: E402
from tests.engine import annotated_exports as X  # noqa: E402
from tests.engine import imagefactory as F  # noqa: E402

WAIT = 120_000


def test_job_tasks_are_the_engines():
    assert TASKS == TASK_CHOICES


def test_convert_args_carry_the_task_and_tune_args_leave_convert_only_options_out():
    job = Job(source="/data/coco", out="/data/out")
    assert "--task" not in job.convert_args()          # auto: the engine's default
    job.task, job.masks, job.skip_unannotated = "multilabel", True, True
    args = job.convert_args()
    i = args.index("--task")
    assert args[i + 1] == "multilabel"
    assert "--masks" in args and "--skip-unannotated" in args
    tune = job.tune_args(max_workers=2, repeats=1)
    # tune measures throughput and takes none of convert's annotation options
    assert not {"--task", "multilabel", "--masks", "--skip-unannotated"} & set(tune)
    assert Job(task="no-such-task").convert_args().count("--task") == 0   # hand-edited file


@pytest.mark.parametrize("task", TASKS)
def test_engine_parser_takes_every_task(task, tmp_path):
    """The argv the window builds goes through the engine's real parser and config."""
    from engine.commands import cli
    job = Job(source=str(tmp_path), out=str(tmp_path / "out"), task=task, masks=True)
    cfg = cli.config_from_args(cli.build_parser().parse_args(job.convert_args()))
    assert (cfg.task, cfg.masks) == (task, True)
    tune = cli.build_parser().parse_args(job.tune_args(max_workers=2, repeats=1))
    assert tune.command == "tune"


def test_job_file_keeps_the_task():
    job = Job(source="/a", out="/b", task="classification")
    assert Job.from_json(job.to_json()).task == "classification"
    assert json.loads(job.to_json())["task"] == "classification"
    assert Job.from_json(Job().to_json()).task == "auto"


def test_recorded_annotation_options_are_loaded_and_compared():
    recorded = {"annotations": {"task": "multilabel", "masks": False,
                                "skip_unannotated": True}}
    job, missing = recorded_job(recorded, Job(source="/s", out="/o"))
    assert (job.task, job.skip_unannotated) == ("multilabel", True)
    assert not [m for m in missing if m.startswith("annotations")]
    diffs = {f: (mine, theirs) for f, mine, theirs in differences(Job(), recorded)}
    assert diffs["task"] == ("auto", "multilabel")
    assert diffs["skip_unannotated"] == ("kept", "left out")
    assert "masks" not in diffs


@pytest.fixture
def coco(tmp_path):
    A.make_coco(str(tmp_path / "coco"))
    return tmp_path / "coco"


def _choices(panel) -> list[tuple[str, str]]:
    c = panel.task_combo
    return [(c.itemData(i), c.itemText(i)) for i in range(c.count())]


def test_panel_offers_the_tasks_of_a_detection_source(qtbot, window, coco, tmp_path):
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(coco))
    assert panel.task_row.isVisibleTo(window)
    assert window.options.masks.isVisibleTo(window)     # the annotation options too
    choices = _choices(panel)
    # (its polygons can be drawn as class masks: tests/gui/test_write_as_segmentation.py)
    assert [d for d, _ in choices] == ["auto", "detection", "segmentation", "multilabel",
                                       "classification"]
    assert choices[0][1] == "Automatic: object detection (boxes)"
    assert window.job().task == "auto"
    i = panel.task_combo.findData("multilabel")
    panel.task_combo.setCurrentIndex(i)
    with qtbot.waitSignal(panel.taskChanged, timeout=WAIT) as chosen:
        panel.task_combo.activated.emit(i)                 # as a user's pick does
    assert chosen.args == ["multilabel"]
    job = window.job()
    assert job.task == "multilabel"
    assert job.convert_args()[job.convert_args().index("--task") + 1] == "multilabel"
    # the args the window builds run the real engine, which writes multi-label records
    out = tmp_path / "out"
    args = [a for a in job.convert_args() if a != "--priority" and a != "low"]
    args[args.index("--out") + 1] = str(out)
    code, _, err = F.run_engine([F.PYTHON, "-m", "engine", *args, "--size", "32",
                                 "--workers", "1"], timeout=300)
    assert code == 0, err[-2000:]
    manifest = F.manifest(out)
    assert manifest["task"] == "multilabel"
    assert manifest["options"]["annotations"]["task"] == "multilabel"


def test_loaded_job_task_survives_the_scan_and_plain_sources_hide_it(qtbot, window, coco,
                                                                     tmp_path):
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_job(Job(source=str(coco), out=str(tmp_path / "o"), task="classification"))
    assert panel.task_combo.currentData() == "classification"
    assert window.job().task == "classification"
    plain = make_dataset(tmp_path / "plain")
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(plain))
    assert not panel.task_row.isVisibleTo(window)
    assert not window.options.masks.isVisibleTo(window)
    assert not window.options.skip_unannotated.isVisibleTo(window)
    assert window.job().task == "auto"          # nothing to choose for class folders
    # a task this source cannot be written as falls back to Automatic (boxes alone draw
    # no class mask)
    boxes = A.make_coco(str(tmp_path / "boxes"), polygons=False)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_job(Job(source=boxes, out=str(tmp_path / "o"), task="segmentation"))
    assert panel.task_combo.currentData() == "auto"
    assert window.job().task == "auto"


def _choose(qtbot, panel, task: str) -> None:
    i = panel.task_combo.findData(task)
    panel.task_combo.setCurrentIndex(i)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.task_combo.activated.emit(i)                 # as a user's pick does


def test_the_preview_shows_what_the_chosen_task_writes(qtbot, window, tmp_path):
    """Write as: classification on an export kept showing its boxes (bird, cat, dog), and
    Start then wrote the export's folders as the classes: the source is read again as the
    chosen task, and the window says what that means (its classes: the class folders the
    export keeps its images in)."""
    panel = window.source_panel
    cvat = X.make_cvat_xml_in_classes(str(tmp_path / "cvat"))
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(cvat)
    boxes = sorted(panel.last_result.classes)
    _choose(qtbot, panel, "classification")
    classes = sorted(panel.last_result.classes)
    # what the engine's own scan with --task classification lists, which the run writes
    r = subprocess.run([sys.executable, "-m", "engine", "scan", cvat, "--json",
                        "--task", "classification"], cwd=ROOT, capture_output=True,
                       text=True, timeout=300)
    assert classes == sorted(json.loads(r.stdout)["labels"]) == ["cat", "dog"] != boxes
    table = panel.classes
    assert sorted(table.item(r, 0).text() for r in range(table.rowCount())) == classes
    assert "Written as classification" in panel.notices.text()
    assert panel.task_row.isVisibleTo(window) and not window.options.masks.isVisibleTo(window)
    assert window.job().task == "classification"
    _choose(qtbot, panel, "multilabel")
    assert table.horizontalHeaderItem(1).text() == "Images"
    assert "Written as classification" not in panel.notices.text()
    _choose(qtbot, panel, "auto")
    assert sorted(panel.last_result.classes) == boxes
    assert table.horizontalHeaderItem(1).text() == "Objects"
    assert [d for d, _ in _choices(panel)] == ["auto", "detection", "segmentation",
                                               "multilabel", "classification"]


def test_an_export_without_class_folders_says_why_it_is_not_classification(qtbot, window,
                                                                         coco):
    """Written as classification, a COCO export whose images are all in images/ was one
    class "images" (and "annotations"): now the window says there are no class folders
    and how to write it, in its own words, and Automatic is still there to choose."""
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(coco))
    _choose(qtbot, panel, "classification")
    assert panel.last_result.error and not panel.last_result.classes
    # nothing to show: no empty class table, no empty strip of thumbnails below the words
    assert not panel.classes.isVisibleTo(window) and not panel.thumbs.isVisibleTo(window)
    text = panel.summary.text()
    assert "no class folders" in text and "images/" in text, text
    assert "choose Automatic under “Write as”" in text and "--task" not in text, text
    assert panel.task_row.isVisibleTo(window)
    _choose(qtbot, panel, "auto")
    assert not panel.last_result.error and panel.last_result.task == "detection"
    assert panel.classes.isVisibleTo(window) and panel.thumbs.isVisibleTo(window)


def test_the_interrupted_runs_options_bring_its_task_and_resume_can_finish(qtbot, window, coco,
                                                                           tmp_path):
    """An interrupted multi-label run: "Use the interrupted run's options" set Write as, but
    the offer still said "Write as: auto here, multilabel in the interrupted run" and Resume
    stayed off (the task was set after the form had been checked)."""
    from gui.job import Job
    out = tmp_path / "out"
    job = Job(source=str(coco), out=str(out), size="32", task="multilabel", verify=False,
              workers=1)
    args = [a for a in job.convert_args() if a not in ("--priority", "low")]
    argv = [F.PYTHON, "-m", "engine", *args, "--events", "none"]
    # a run listing its steps, then one stopped just after it started its journal
    code, _, err = F.run_engine(argv, timeout=300,
                                env=dict(os.environ, TFRS_CRASH_AT_STEP="-1"))
    assert code == 0, err
    shutil.rmtree(out)
    env = dict(os.environ, TFRS_CRASH_AT_STEP=str(F.after_journal_started(err)))
    code, _, err = F.run_engine(argv, timeout=300, env=env)
    assert code != 0 and (out / ".tfrecord-studio-journal.jsonl").is_file(), err
    panel = window.source_panel
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(coco))
    window.options.out_edit.setText(str(out))
    window.revalidate()
    bar = window.actions_bar
    assert bar.offering() and "Write as" in bar.diff_text.text()
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):   # the preview is read again
        bar.load_btn.click()
    window.revalidate()
    assert window.job().task == "multilabel" and panel.last_result.task == "multilabel"
    qtbot.waitUntil(bar.resume_btn.isEnabled, timeout=WAIT)   # (after the look at the source)
    assert bar.diff_text.isHidden()


def test_a_new_source_starts_at_automatic_and_a_loaded_job_keeps_its_task(qtbot, window,
                                                                         coco, tmp_path):
    """Multi-label chosen for one export (or loaded with a job) was kept for the next
    export the user opened; "classification" would have dropped all its boxes unasked."""
    panel = window.source_panel
    voc = A.make_voc(str(tmp_path / "voc"))
    other = tmp_path / "coco2"
    shutil.copytree(coco, other)
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(str(coco))
    _choose(qtbot, panel, "multilabel")
    for source in (str(other), voc):   # a COCO export, a VOC one: both can be multi-label
        with qtbot.waitSignal(panel.scanned, timeout=WAIT):
            window.set_source(source)
        assert panel.task_combo.currentData() == "auto", source
        assert window.job().task == "auto"
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_job(Job(source=str(coco), out=str(tmp_path / "o"), task="classification"))
    assert window.job().task == "classification"   # the job's own source: its task
    # options changed: the same source read again keeps the choice
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        panel.rescan()
    assert window.job().task == "classification"
    with qtbot.waitSignal(panel.scanned, timeout=WAIT):
        window.set_source(voc)
    assert panel.task_combo.currentData() == "auto" and window.job().task == "auto"
