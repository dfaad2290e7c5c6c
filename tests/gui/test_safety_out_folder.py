"""Issue 10, the output folder: Replace is never remembered, a new source gets a
new empty folder (beside the last run's, never in a source), and a folder the user
chose stays unless it holds something or is named after another source."""

from __future__ import annotations

from pathlib import Path

from interrupted_runs import (
    documents_in,
    prepare,
)
from studio_fixtures import make_dataset

from gui.job import Job
from gui.main_window import MainWindow

# ---------------------------------------------------------------- Replace is never remembered

def test_replace_is_not_remembered_and_turns_off_on_every_change(qtbot, settings, dataset,
                                                                 tmp_path):
    settings.save_job(Job(source=str(dataset), out=str(tmp_path / "o"), overwrite=True))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    assert not w.options.overwrite.isChecked()          # off at every start
    assert w.options.out_edit.text() == str(tmp_path / "o")   # the restored folder is kept
    w.options.overwrite.setChecked(True)
    w.options.out_edit.setText(str(tmp_path / "other"))
    assert not w.options.overwrite.isChecked()          # off when the folder changes
    w.options.overwrite.setChecked(True)
    w.set_source(str(tmp_path))
    assert not w.options.overwrite.isChecked()          # off when the source changes
    job_file = tmp_path / "job.json"
    job_file.write_text(Job(source=str(dataset), out=str(tmp_path / "o"), overwrite=True).to_json())
    assert w.load_job(str(job_file))
    assert not w.options.overwrite.isChecked()          # a job file is not consent either
    assert w.options.out_edit.text() == str(tmp_path / "o")


def test_a_new_source_gets_a_new_empty_folder(qtbot, window, dataset, tmp_path):
    typed = tmp_path / "typed-for-images"
    prepare(qtbot, window, dataset, typed)
    window.source_panel.sourceChanged.emit(str(dataset))   # a rescan of the same source
    assert window.options.out_edit.text() == str(typed)
    other = make_dataset(tmp_path / "other", per_class=1)
    window.set_source(str(other))
    out = Path(window.options.out_edit.text())
    assert out != typed and out.name.startswith("other-tfrecord")
    assert not out.exists() or not any(out.iterdir())


def test_a_folder_the_user_chose_first_stays_for_the_source_they_choose_next(
        qtbot, window, dataset, tmp_path):
    """A walker typed an output folder, then chose the source, and the window put the run
    in another folder without a word. An empty folder the user chose stays; one that holds
    something, or is named after the source it was chosen for, is replaced, and the status
    bar says so."""
    window.set_source(str(dataset))
    mine = tmp_path / "my_out"
    window.options.out_edit.setText(str(mine))
    window.options.outputEdited.emit()
    other = make_dataset(tmp_path / "other", per_class=1)
    window.set_source(str(other))
    assert window.options.out_edit.text() == str(mine)
    mine.mkdir()
    (mine / "notes.txt").write_text("theirs")
    third = make_dataset(tmp_path / "third", per_class=1)
    window.set_source(str(third))
    out = Path(window.options.out_edit.text())
    assert out != mine and out.name.startswith("third-tfrecord")
    message = window.statusBar().currentMessage()   # by name; the tooltip has the paths
    assert out.name in message and mine.name in message and "not empty" in message
    assert str(out) in window.statusBar().toolTip() and str(mine) in window.statusBar().toolTip()


def test_the_folder_the_window_named_last_time_is_not_called_the_users(
        qtbot, settings, dataset, tmp_path):
    """At a new start the form holds the last run's folder, which the window named after
    its source; a new source then gets its own folder, and the status bar called the old
    one "the one you chose". A folder the user named is still said to be replaced."""
    proposed = tmp_path / f"{dataset.name}-tfrecord"
    proposed.mkdir()
    (proposed / "labels.txt").write_text("a\n")   # the last run's
    settings.save_job(Job(source=str(dataset), out=str(proposed)))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    other = make_dataset(tmp_path / "other", per_class=1)
    w.set_source(str(other))
    out = Path(w.options.out_edit.text())
    assert out.name.startswith("other-tfrecord")
    assert "you chose" not in w.statusBar().currentMessage()
    mine = tmp_path / "kept for me"
    mine.mkdir()
    (mine / "notes.txt").write_text("theirs")
    settings.save_job(Job(source=str(dataset), out=str(mine)))
    w2 = MainWindow(settings)
    qtbot.addWidget(w2)
    w2.set_source(str(other))
    assert str(mine) in w2.statusBar().toolTip()   # the user's folder: said
    assert mine.name in w2.statusBar().currentMessage()


def test_a_new_sources_folder_goes_beside_the_last_runs(qtbot, window, tmp_path,
                                                        monkeypatch):
    """The user's run wrote /data/out/cats-tfrecord; the next source's folder went back to
    Documents. It goes beside the last run's now, new and empty (never theirs), but never
    in the new source (a walk's proposal landed in another source folder, whose next scan
    read it as a class), and a file of the proposed name is taken."""
    import dataclasses

    documents_in(monkeypatch, tmp_path)
    first, second = tmp_path / "cats", tmp_path / "dogs"
    for src in (first, second):
        (src / "a").mkdir(parents=True)
    docs = tmp_path / "Documents" / "TFRecord Studio"
    window.set_source(str(first))
    assert window.options.out_edit.text() == str(docs / "cats-tfrecord")
    mine = tmp_path / "data" / "out"
    mine.mkdir(parents=True)
    (mine / "dogs-tfrecord").mkdir()
    (mine / "dogs-tfrecord" / "theirs.txt").write_text("not ours")   # taken: not reused
    (mine / "dogs-tfrecord-2").write_text("a file of that name")      # taken too
    window.options.out_edit.setText(str(mine / "cats-tfrecord"))
    window.options.outputEdited.emit()
    window.set_source(str(second))   # chosen, but named after the other source: Documents
    assert window.options.out_edit.text() == str(docs / "dogs-tfrecord")
    assert "is named after the previous source" in window.statusBar().currentMessage()
    window.set_source(str(first))
    window.options.out_edit.setText(str(mine / "cats-tfrecord"))
    window.save_settings(launched=window.job())   # (what Start does before the run)
    window.set_source(str(second))
    assert window.options.out_edit.text() == str(mine / "dogs-tfrecord-3")
    # a last run's folder in the new source: not there
    window.save_settings(launched=dataclasses.replace(window.job(),
                                                      out=str(second / "a" / "x-tfrecord")))
    window.set_source(str(first))
    window.set_source(str(second))
    assert Path(window.options.out_edit.text()).parent == docs
