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
