"""The name Save job suggests: of the source, with one job suffix (a COCO file chosen as
the source was suggested as "instances.json.json"; a folder ls_coco as "ls_coco.json",
which reads as a COCO file)."""

from __future__ import annotations

from gui.window_files import job_file_name


def test_save_job_suggests_a_name_of_the_source_with_one_job_suffix(tmp_path):
    coco = tmp_path / "coco"
    coco.mkdir()
    (coco / "instances.json").write_text("{}")
    # (not "instances.json": the COCO file's own name, beside it in its folder)
    assert job_file_name(str(coco / "instances.json")) == "instances-job.json"
    assert job_file_name(str(tmp_path / "labels.csv")) == "labels-job.json"
    assert job_file_name(str(coco)) == job_file_name(f"{coco}/") == "coco-job.json"
    dotted = tmp_path / "cells.v2"   # a folder whose name has a dot
    dotted.mkdir()
    assert job_file_name(str(dotted)) == "cells.v2-job.json"
    assert job_file_name("") == "job.json"


def test_the_save_dialog_starts_with_that_name(window, tmp_path, monkeypatch):
    from gui import window_files
    source = tmp_path / "coco"
    source.mkdir()
    (source / "instances.json").write_text("{}")
    window.source_panel.path_combo.setEditText(str(source / "instances.json"))
    asked = []
    monkeypatch.setattr(window_files, "ask_save",
                        lambda _w, _title, start, _f, _s: asked.append(start) or "")
    window.choose_save_job()
    assert asked and asked[0].endswith("/instances-job.json"), asked


def test_save_job_proposes_the_apps_folder_not_the_sources(window, tmp_path, monkeypatch):
    """File → Save job proposed a file in the source's folder (inside a COCO export),
    while the guide promises that nothing in the user's image folders is changed: it
    proposes the last job's folder, else Documents/TFRecord Studio, as the datasets."""
    from gui import window_files
    ours = tmp_path / "Documents" / "TFRecord Studio"   # (gui.settings.outputs_folder's)
    monkeypatch.setattr(window_files, "outputs_folder", lambda: str(ours), raising=False)
    ours.mkdir(parents=True)
    source = tmp_path / "export" / "coco"
    source.mkdir(parents=True)
    (source / "instances.json").write_text("{}")
    window.set_source(str(source / "instances.json"))   # (the file dialogs' folder now)
    assert window.settings.get("dialogs/last_dir") == str(source)
    asked = []
    monkeypatch.setattr(window_files, "ask_save",
                        lambda _w, _title, start, _f, _s: asked.append(start) or "")
    window.choose_save_job()
    assert asked == [str(ours / "instances-job.json")]
    ours.rmdir()   # (before a first run has made it: Documents, not the source's folder)
    window.choose_save_job()
    assert asked[-1] == str(ours.parent / "instances-job.json")
    # a job saved elsewhere: its folder next time (Load job opens there too)
    jobs = tmp_path / "jobs"
    jobs.mkdir()
    assert window.save_job(str(jobs / "mine.json"))
    window.choose_save_job()
    assert asked[-1] == str(jobs / "instances-job.json")
    opened = []
    monkeypatch.setattr(window_files.QFileDialog, "getOpenFileName",
                        lambda _w, _title, start, _f: opened.append(start) or ("", ""))
    window.choose_load_job()
    assert opened == [str(jobs)]


def test_save_log_does_not_propose_the_sources_folder_either(window, tmp_path, monkeypatch):
    from gui import window_files
    ours = tmp_path / "Documents" / "TFRecord Studio"
    ours.mkdir(parents=True)
    monkeypatch.setattr(window_files, "outputs_folder", lambda: str(ours), raising=False)
    source = tmp_path / "images"
    source.mkdir()
    window.set_source(str(source))
    asked = []
    monkeypatch.setattr(window_files, "ask_save",
                        lambda _w, _title, start, _f, _s: asked.append(start) or "")
    window.choose_save_log()
    assert asked == [str(ours / "tfrecord-studio-log.txt")]
