"""A conversion that ended without a summary (the engine killed or crashed part-way)
keeps only its complete shards. Every number the window shows afterwards is what the
folder keeps, as the Resume offer reads it from the journal: the progress line said
"12 of 12 images · 12 written" beside "6 of 12 images are already done"."""

from __future__ import annotations

import os

from studio_fixtures import killed_at_second_shard, log_text, make_dataset

from gui.i18n import number


def test_a_killed_run_shows_what_its_folder_keeps(qtbot, window, tmp_path, monkeypatch):
    w = window
    w.set_source(str(make_dataset(tmp_path / "images", per_class=6)))
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    w.options.shard_by.setCurrentIndex(w.options.shard_by.findData("count"))
    w.options.shard_count.setValue(2)
    # a run that stops before it records its second shard, whose images were all
    # converted (and counted as written)
    killed_at_second_shard(qtbot, w, tmp_path, monkeypatch)
    m = w.model
    assert m.total == 12 and m.on_disk is not None and m.on_disk[:2] == (1, 6)
    counts = w.progress.counts.text()
    assert counts.startswith("Kept in complete shards: 6 of 12 images (50.0%) · 6 written · "
                             "0 skipped"), counts
    assert w.summary.values["written"].text() == "6"
    assert w.summary.values["shards"].text() == "1"
    # the Resume offer reads the same folder
    w.revalidate()
    assert w.actions_bar.offering()
    assert f"{number(6)} of {number(12)}" in w.actions_bar.offer_text.text()


def test_the_images_of_the_lost_shard_are_said_and_counted_in_the_speed(qtbot):
    """Killed while the second shard was written, after the progress counted its images:
    the line says what is kept and what Resume keeps of the unfinished shard (its .partial
    file stays: engine.run.partial), and the Summary's speed is
    the one the run converted at (a run killed before its first shard said 0.0 images/s)."""
    from engine import protocol as P
    from gui.run_model import RunModel
    from gui.widgets.progress_panel import ProgressPanel
    from gui.widgets.summary_panel import SummaryPanel
    m = RunModel()
    m.start()
    m.on_event(P.Plan(total=3000, splits={"train": 3000}, shards={"train": 2}))
    for t, done in ((1.0, 400), (2.0, 1200), (3.0, 2000)):
        m.on_event(P.Progress(t=t, done=done, failed=0, total=3000))
    m.on_event(P.ShardWritten(split="train", index=0, count=2, records=1500, bytes=9000))
    m.process_ended(9, crashed=True)
    assert m.phase == "failed"
    m.settle_on_disk(1, 1500, 9000, skipped=3)
    assert m.kept() == (1, 1500, 9000) and m.lost() == 500
    assert m.fraction() == 1503 / 3000   # the bar: what the folder keeps, not the 2000
    panel, summary = ProgressPanel(), SummaryPanel()
    qtbot.addWidget(panel)
    qtbot.addWidget(summary)
    panel.refresh(m)
    assert panel.counts.text() == (
        f"Kept in complete shards: {number(1503)} of {number(3000)} images (50.1%) · "
        f"{number(1500)} written · 3 skipped · 500 converted images were in the unfinished "
        "shard: Resume keeps those that read back whole")
    assert panel.bar.value() == 501
    panel.resume_blocked = "source"   # Resume cannot finish it (the offer says why)
    panel.refresh(m)
    assert panel.counts.text().endswith(
        "3 skipped · 500 converted images were in the unfinished shard")
    panel.resume_blocked = ""
    m.keeps_lost = False   # an annotated source's: Resume keeps none of them
    panel.refresh(m)
    assert panel.counts.text().endswith(
        "3 skipped · 500 converted images were in the unfinished shard: Resume converts "
        "them again"), panel.counts.text()
    m.settle_on_disk(1, 1500, 9000, skipped=3)   # (the folder's word, as the run's end)
    assert m.keeps_lost
    panel.refresh(m)
    summary.show_model(m, "killed")
    assert summary.values["written"].text() == number(1500)
    assert summary.values["failed"].text().startswith("3 ")   # the kept shards' skipped
    assert summary.values["rate"].text() == "800.0 images/s"   # (2000 - 400) / (3 - 1)


def test_the_run_and_the_form_read_the_folder_alike(qtbot, tmp_path):
    """The run's numbers after a kill and the form's Resume offer come from one reading of
    the folder: the controller read it itself beside the form's cache, which still held
    a reading from the same tick of the clock as the run's last journal line."""
    import json
    import os

    from engine import protocol as P
    from engine.output_state import JOURNAL
    from gui.job import Job
    from gui.output_folder import OutputFolder
    from gui.run_controller import RunController
    out = tmp_path / "out"
    out.mkdir()
    header = {"kind": "header", "fingerprint": "fp", "source": str(tmp_path / "images"),
              "options": {}, "planned_records": 12, "planned_shards": 2}

    def shard(i: int) -> dict:
        name = f"data-train-{i:05d}-of-00002.tfrecord"
        (out / name).write_bytes(b"r" * 10)
        return {"kind": "shard", "filename": name, "records": 6, "bytes": 10, "sha256": "x",
                "rejected": []}

    journal = out / JOURNAL
    journal.write_text(json.dumps(header) + "\n" + json.dumps(shard(0)) + "\n")
    folder = OutputFolder()
    assert folder.state(str(out)).shards == 1      # the form looked during the run
    times = {p: os.stat(p) for p in (out, journal)}
    with journal.open("a") as f:                    # the run's last line, same tick
        f.write(json.dumps(shard(1)) + "\n")
    for p, st in times.items():
        os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns))
    controller = RunController(out_folder=folder)
    controller.job = Job(source=header["source"], out=str(out))
    controller.model.start()
    controller.model.on_event(P.Plan(total=12, splits={"train": 12}, shards={"train": 2}))
    controller._convert_finished(9, "crashed")
    assert controller.model.on_disk is not None and controller.model.on_disk[:2] == (2, 12)
    assert folder.state(str(out)).shards == 2      # what the form reads next


def test_a_failed_cluster_run_says_resume_converts_its_unfinished_shards_again(qtbot,
                                                                             tmp_path):
    """A cluster run that failed part-way (its workers all gone) removed its tasks'
    files, and --resume --cluster converts unfinished shards whole: the header said
    "Resume keeps those that read back whole" of images no file holds."""
    import json

    from engine import __version__
    from engine import protocol as P
    from engine.bytes_version import BYTES_VERSION
    from engine.output_state import JOURNAL
    from gui.job import Job
    from gui.output_folder import OutputFolder
    from gui.run_controller import RunController
    from gui.widgets.progress_panel import ProgressPanel
    out = tmp_path / "out"
    out.mkdir()
    name = "data-train-00000-of-00002.tfrecord"
    (out / name).write_bytes(b"r" * 10)
    (out / JOURNAL).write_text("\n".join(json.dumps(x) for x in (
        {"kind": "header", "fingerprint": "fp", "source": str(tmp_path / "images"),
         "options": {}, "planned_records": 12, "planned_shards": 2,
         # (this version's run, of its bytes: another's unfinished shards are converted
         # again, engine.output_state.keeps_unfinished)
         "engine_version": __version__, "bytes_version": BYTES_VERSION},
        {"kind": "shard", "filename": name, "records": 6, "bytes": 10, "sha256": "x",
         "rejected": []})) + "\n")
    for cluster, said in (("tcp://head:8786", "Resume converts them again"),
                          ("", "Resume keeps those that read back whole")):
        controller = RunController(out_folder=OutputFolder())
        controller.job = Job(source=str(tmp_path / "images"), out=str(out), cluster=cluster)
        m = controller.model
        m.start()
        m.on_event(P.Plan(total=12, splits={"train": 12}, shards={"train": 2}))
        m.on_event(P.Progress(t=1.0, done=10, failed=0, total=12))
        controller._convert_finished(P.EXIT_WRITE_ERROR, "failed")
        assert m.on_disk is not None and m.lost() == 4
        panel = ProgressPanel()
        qtbot.addWidget(panel)
        panel.refresh(m)
        assert panel.counts.text().endswith(
            f"4 converted images were in the unfinished shard: {said}"), panel.counts.text()


def test_resume_says_in_the_header_that_it_checks_its_kept_shards(
        qtbot, window, tmp_path, monkeypatch):
    """A Resume reads every kept shard again (its sha256) before it converts: minutes of a
    large dataset under "writing TFRecord files" and a bar that did not move. The engine
    says so (kept_check) before its first count, and the header says it."""
    w = window
    w.set_source(str(make_dataset(tmp_path / "images", per_class=6)))
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    w.options.shard_by.setCurrentIndex(w.options.shard_by.findData("count"))
    w.options.shard_count.setValue(3)
    killed_at_second_shard(qtbot, w, tmp_path, monkeypatch)
    monkeypatch.delenv("TFRS_CRASH_AT_STEP")
    w.revalidate()
    qtbot.waitUntil(w.actions_bar.can_resume, timeout=30_000)   # (its folder read)
    seen: list[tuple[str, str]] = []   # (event type, the header just after it)
    w.controller.convert.eventReceived.connect(   # (after the model's own slot)
        lambda ev: seen.append((getattr(ev, "type", ""), w.progress.phase_text(w.model))))
    with qtbot.waitSignal(w.runEnded, timeout=180_000) as ended:
        assert w.resume()
    assert ended.args[0], log_text(w)[-2000:]
    kinds = [k for k, _ in seen]
    assert "kept_check" in kinds, kinds
    last_check = max(i for i, k in enumerate(kinds) if k == "kept_check")
    assert kinds.index("plan") < kinds.index("kept_check") and \
        last_check < kinds.index("progress"), kinds
    said = [header for k, header in seen if k == "kept_check"]
    assert said[0].endswith(": checking the kept shard… 0 of 1"), said
    assert said[-1].endswith(": checking the kept shard… 1 of 1"), said
    # its first count ends the check's words
    assert "checking" not in seen[kinds.index("progress")][1]


def test_a_killed_run_opened_again_lists_what_its_scan_set_aside(qtbot, window, settings,
                                                                  tmp_path, monkeypatch):
    """A kill leaves no rejected.csv, only the journal: the folder opened again counted
    "2 files or folders not used" and its Failures tab named none of them. The journal's
    header names them: the tab lists them with their reasons, as many as its counts say,
    and so does its exported list."""
    import csv

    from studio_fixtures import restarted_window

    from engine.output_kind import read_output_state
    from engine.reason_codes import describe
    w = window
    src = make_dataset(tmp_path / "images", per_class=6)
    # beside the class folders: set aside by the scan, not among the images
    (src / "stray.png").write_bytes((src / "cat" / "cat_000.jpg").read_bytes())
    (src / "notes.png").write_bytes((src / "dog" / "dog_000.jpg").read_bytes())
    w.set_source(str(src))
    w.options.verify.setChecked(False)
    w.options.workers.setValue(1)
    w.options.shard_by.setCurrentIndex(w.options.shard_by.findData("count"))
    w.options.shard_count.setValue(2)
    killed_at_second_shard(qtbot, w, tmp_path, monkeypatch)
    out = tmp_path / "out"
    assert not (out / "rejected.csv").exists()
    state = read_output_state(str(out))
    assert state.kind == "interrupted" and sum(state.set_aside.values()) == 2, state
    w.close()
    w = restarted_window(qtbot, settings, src, out)
    rows = w.failures.model.rows
    aside = [f for f in rows if f.stage == "scan"]
    assert sorted(os.path.basename(f.path) for f in aside) == ["notes.png", "stray.png"]
    for f in aside:   # each with its reason, in words the window catalogues
        assert f.reason and f.code and describe(f.reason)[0] == f.code, f
        assert state.set_aside.get(f.code, 0) > 0, (f.code, state.set_aside)
    assert len(rows) == len(aside) + state.skipped
    assert f"({len(rows)})" in w.tabs.tabText(w.tabs.indexOf(w.failures))
    label = w.failures.label.text()
    assert label.startswith("No run into this folder in this window yet: these are the "
                            "entries the interrupted run set aside before converting"), label
    assert "2 files or folders" in label, label
    assert "does not name" not in label, label
    # and the progress line and the Summary count them alike (they said nothing of them)
    assert w.progress.counts.text().endswith(" · 2 files or folders not used"), \
        w.progress.counts.text()
    assert "2 files or folders not used (see the Failures tab)" in \
        w.summary.values["failed"].text()
    exported = tmp_path / "list.csv"
    assert w.failures.export_csv(str(exported))
    with exported.open(encoding="utf-8-sig", newline="") as f:
        listed = [r[0] for r in csv.reader(f)][1:]
    assert sorted(os.path.basename(p) for p in listed if p.endswith(".png")) == \
        ["notes.png", "stray.png"]
