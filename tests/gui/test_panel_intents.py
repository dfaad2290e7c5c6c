"""Panels are driven through intent-level methods and signals (the window does not reach
into their child widgets), and the message after a successful run is a neutral notice,
not a red error."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from studio_fixtures import DATA, make_dataset, use_fake

from engine import config
from gui.job_rules import CONVERTED, DATASET
from gui.widgets.action_bar import ActionBar
from gui.widgets.options_form import OptionsForm
from gui.widgets.problems import error_colour
from gui.widgets.summary_panel import SummaryPanel

WAIT = 120_000   # generous: a loaded 2-core CI machine; only a failure waits this long
GUI = Path(__file__).resolve().parents[2] / "gui"


PANELS = ("options", "source_panel", "actions_bar", "summary", "tune", "progress", "plots",
          "failures", "inspect", "log")
# the window's modules, and the name the window has in each
WINDOW_CODE = {"main_window.py": "self", "window_run.py": "self", "window_layout.py": "window",
               "window_files.py": "self", "window_events.py": "self", "window_source.py": "self",
               "window_check.py": "self", "window_tabs.py": "self", "menus.py": "w"}


def _panel_attributes() -> list[tuple[str, str]]:
    """(panel, attribute) of each `self.<panel>.<attribute>` (`window.` in
    gui/window_layout.py) in the window's modules."""
    found = []
    for f, me in WINDOW_CODE.items():
        for node in ast.walk(ast.parse((GUI / f).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) \
                    and isinstance(node.value.value, ast.Name) and node.value.value.id == me \
                    and node.value.attr in PANELS:
                found.append((node.value.attr, node.attr))
    return found


def test_main_window_does_not_reach_into_panel_widgets():
    """No `self.<panel>.<child>.<call>` in gui/main_window.py (nor in gui/window_run.py, its
    runs' part, nor `window.<panel>...` in gui/window_layout.py): panels are asked by
    intent."""
    reach = []
    for node in (n for tree in (ast.parse((GUI / f).read_text(encoding="utf-8"))
                                for f in WINDOW_CODE) for n in ast.walk(tree)):
        # self.<panel>.<child>.<attr>
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) \
                and isinstance(node.value.value, ast.Attribute) \
                and isinstance(node.value.value.value, ast.Name) \
                and node.value.value.value.id in WINDOW_CODE.values() \
                and node.value.value.attr in PANELS \
                and node.attr not in ("connect", "disconnect", "emit"):   # a panel's signal
            reach.append(f"{node.value.value.attr}.{node.value.attr}.{node.attr}")
    assert reach == []


def test_the_window_names_no_child_widget_of_a_panel(window):
    """Nor `self.<panel>.<child>` itself, handed on (a button to focus, a field): what each
    name is, is asked of the window's panels as they are."""
    children = sorted({f"{panel}.{attr}" for panel, attr in _panel_attributes()
                       if isinstance(getattr(getattr(window, panel), attr, None), QWidget)})
    assert children == []


def test_one_helper_makes_qprocess_objects():
    makers = [str(p.relative_to(GUI)) for p in GUI.rglob("*.py")
              if re.search(r"\bQProcess\(", p.read_text(encoding="utf-8"))]
    assert makers == ["engine_launch.py"]


def test_options_form_intents(qtbot, monkeypatch):
    form = OptionsForm()
    qtbot.addWidget(form)
    edited = []
    form.outputEdited.connect(lambda: edited.append(1))
    form.set_workers(3)
    assert form.job().workers == 3
    form.set_replace(True)
    form.set_output_folder("/tmp/x")   # a new folder withdraws the consent to replace
    assert form.output_folder() == "/tmp/x" and not form.job().overwrite and edited == []
    monkeypatch.setattr("gui.widgets.options_form.choose_output_folder",
                        lambda *_a: "/tmp/picked")   # (the dialog's answer)
    form.choose_out()   # Browse…: the user's own choice, as if typed
    assert form.output_folder() == "/tmp/picked" and edited == [1]
    form.set_verify(False)
    assert not form.job().verify
    assert form.job().background in config.BACKGROUNDS


def test_action_bar_intents(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    seen = []
    bar.startRequested.connect(lambda: seen.append("start"))
    bar.cancelRequested.connect(lambda: seen.append("cancel"))
    bar.set_actions(start=True, resume=False, cancel=True)
    bar.start_btn.click()
    bar.cancel_btn.click()
    assert seen == ["start", "cancel"] and not bar.can_resume()   # no offer shown
    bar.show_hint("why", "color: red;")
    assert bar.hint.text() == "why"


def test_summary_intents(qtbot):
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.set_command("python -m engine convert a --out b")
    assert panel.command.endswith("--out b") and panel.copy_btn.isEnabled()
    panel.show_running()
    assert panel.headline.text() == "Running…"


def test_a_run_refused_before_converting_claims_no_counts(qtbot):
    # a Resume the engine refused (changed annotations): "Written: 0 · Shards: 0 · 0 B"
    # of a folder whose kept shards were still there
    from engine import protocol as P
    from gui.run_model import RunModel
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    model = RunModel()
    model.start()
    model.on_event(P.RunFailed(message="--resume: the annotations differ", exit_code=2))
    panel.show_model(model)
    assert panel.headline.text().startswith("The conversion failed")
    assert [panel.values[k].text() for k in ("written", "shards", "size")] == ["—"] * 3


def _finish(out: Path, source: str) -> None:
    (out / "data-train-00000-of-00001.tfrecord").write_bytes(b"r" * 10)
    (out / "tfrecord_studio.json").write_text(json.dumps({
        "engine": {"name": "tfrecord-studio"},
        "status": "complete", "source": source, "created": "2026-11-02T09:30:00+00:00",
        "splits": {"train": {"records": 8, "num_shards": 1, "shards": [
            {"filename": "data-train-00000-of-00001.tfrecord", "records": 8, "bytes": 10,
             "sha256": "x"}]}},
        "total_records": 8, "options": {}}))


@pytest.fixture
def finished_run(qtbot, window, tmp_path, monkeypatch):
    """A successful (replayed) run into an output folder that then holds its dataset."""
    use_fake(monkeypatch, "--replay", str(DATA / "convert_ok.jsonl"))
    ds = make_dataset(tmp_path / "images", per_class=4)
    out = tmp_path / "out"
    window.set_source(str(ds))
    window.choose_output(str(out))
    window.options.set_verify(False)
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    qtbot.waitUntil(window.actions_bar.start_btn.isEnabled, timeout=WAIT)
    out.mkdir()
    _finish(out, str(ds))   # the fake engine replays events only: write what it "wrote"
    # (an empty folder at start is what Start needs: check the real order below)
    for p in out.iterdir():
        p.rename(tmp_path / p.name)
    with qtbot.waitSignal(window.runEnded, timeout=WAIT) as ended:
        window.start()
        for name in ("data-train-00000-of-00001.tfrecord", "tfrecord_studio.json"):
            (tmp_path / name).rename(out / name)
    assert ended.args == [True]
    return window, out


def test_after_a_run_the_folder_notice_is_neutral(finished_run):
    window, out = finished_run
    window.revalidate()
    assert window.errors()["out"] == CONVERTED
    text = window.options.error_text("out")
    assert text.startswith("This folder holds the dataset just converted. To convert again, "
                           "choose a new output folder")
    label = window.options.findChild(type(window.actions_bar.hint), "error_out")
    assert error_colour(window) not in label.styleSheet()
    hint = window.actions_bar.hint
    # said once, under the field; beside Start its first clause and a pointer there (the
    # same three lines twice squeezed the form at 1024x640, a walk found)
    # (what was made and where: "“Output folder”: Converted." said neither)
    assert hint.text() == ("“Output folder”: This folder holds the dataset just converted. See "
                           "the note under “Output folder” in the options.")
    assert hint.toolTip() == text and error_colour(window) not in hint.styleSheet()
    assert not window.actions_bar.start_btn.isEnabled()   # still: a new folder, or Replace
    window.options.set_replace(True)
    assert window.actions_bar.start_btn.isEnabled()


def test_real_problems_stay_red(qtbot, window, tmp_path):
    ds = make_dataset(tmp_path / "images", per_class=1)
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    window.set_source(str(ds))
    window.choose_output(str(foreign))
    qtbot.waitUntil(lambda: window.source_panel.last_result is not None, timeout=WAIT)
    window.revalidate()
    assert "did not write" in window.options.error_text("out")
    assert error_colour(window) in window.actions_bar.hint.styleSheet()
    # a dataset made earlier (not by this window's last run, e.g. before a restart): named
    # as a finished dataset of ours, not just "not empty", and not red
    ours = tmp_path / "ours"
    ours.mkdir()
    _finish(ours, str(ds))
    window.choose_output(str(ours))
    window.revalidate()
    assert window.errors()["out"] == DATASET
    assert window.options.error_text("out").startswith(
        "This folder holds a finished dataset made by TFRecord Studio.")
    assert error_colour(window) not in window.actions_bar.hint.styleSheet()


def test_counts_are_grouped_in_the_summary_and_the_resume_offer_as_in_the_progress_line(
        qtbot, language):
    # "2,857 written" above "Written: 2857" and "2858 of 10003 images are already done"
    from engine import protocol as P
    from engine.output_state import OutputState
    from gui.run_model import RunModel
    from gui.widgets.action_bar import ActionBar
    language("en")
    model = RunModel()
    model.start()
    model.on_event(P.Plan(total=10003))
    model.on_event(P.Progress(done=10000, failed=3, total=10003))
    model.on_event(P.RunFinished(status="ok", summary=P.ConvertSummary(
        written=10000, failed=3, shards=21, bytes=164 << 20, seconds=16.0,
        images_per_s=1234.56)))
    panel = SummaryPanel()
    qtbot.addWidget(panel)
    panel.show_model(model)
    assert panel.values["written"].text() == "10,000"
    assert panel.values["rate"].text() == "1,234.6 images/s"
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_offer(OutputState(path="out", kind="interrupted", status="cancelled", shards=6,
                              records=2857,
                              skipped=1, planned=10003))
    assert "2,857 of 10,003 images are already written and 1 skipped; 7,145 still to convert." in \
        bar.offer_text.text()
