"""The "Run on" choice (gui.widgets.run_on): This computer / A Dask cluster with an address
and a Connect button that lists the workers through the real engine (`cluster-info`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine import protocol
from gui.job import Job
from gui.job_rules import validate


def test_job_passes_the_cluster_to_convert(tmp_path):
    job = Job(source=str(tmp_path), out=str(tmp_path / "o"), cluster="tcp://lab:8786")
    args = job.convert_args()
    assert args[args.index("--cluster") + 1] == "tcp://lab:8786"
    assert "--cluster" not in Job(source="s", out="o").convert_args()
    assert Job.from_json(job.to_json()).cluster == "tcp://lab:8786"
    assert "cluster" in validate(Job(source=str(tmp_path), out=str(tmp_path / "o"),
                                     cluster="lab:8786"))
    assert "cluster" not in validate(job)


def test_form_row(qtbot):
    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    row = form.run_on
    assert form.job().cluster == "" and row.address.isHidden()
    row.where.setCurrentIndex(1)
    row.address.setText("tcp://lab:8786")
    assert not row.address.isHidden() and row.connect_btn.isEnabled()
    assert form.job().cluster == "tcp://lab:8786"
    row.where.setCurrentIndex(0)
    assert form.job().cluster == ""
    form.set_job(Job(cluster="tcp://other:1"))
    assert row.where.currentData() == "cluster" and form.job().cluster == "tcp://other:1"
    failed = protocol.RunFailed(message="No Dask scheduler answers at tcp://x:1 (...)")
    assert row.describe([failed]).startswith("No Dask scheduler answers")


def test_connect_lists_the_workers_of_a_real_scheduler(qtbot, tmp_path):
    import distributed  # the cluster extra, installed by .ci/setup

    from gui.widgets.run_on import RunOnRow
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  protocol="tcp", host="127.0.0.1",
                                  dashboard_address=":0") as cluster:
        row = RunOnRow()
        qtbot.addWidget(row)
        row.set_value(cluster.scheduler_address)
        row.connect_btn.click()
        assert row.status.text() == "Connecting…" and not row.connect_btn.isEnabled()
        qtbot.waitUntil(lambda: row._proc is None, timeout=120_000)
        text = row.status.text()
        assert text.startswith("2 workers, 2 threads"), text
        assert text.count("tcp://127.0.0.1:") == 2
        # the workers' addresses drawn whole (they broke after "tcp://"), the text plain
        from PySide6.QtWidgets import QLabel

        from gui.whole_names import plain
        drawn = QLabel.text(row.status)
        assert "\u2060" not in text and plain(drawn) == text
        assert drawn.count("\u2060".join("tcp://127")) == 2, repr(drawn)
        assert row.connect_btn.isEnabled()
        form_shot = tmp_path / "run_on.png"
        row.grab().save(str(form_shot))


def test_a_new_address_forgets_what_was_said_of_the_old_one(qtbot):
    """The window said "No Dask scheduler answers at tcp://127.0.0.1:1" under the right
    address, through a whole run: a Connect still trying the old address kept Connect
    disabled for the new one, and its answer arrived afterwards."""
    from gui.widgets.run_on import RunOnRow
    row = RunOnRow()
    qtbot.addWidget(row)
    row.set_value("tcp://127.0.0.1:1")       # nothing listens there
    row.connect_btn.click()
    old = row._proc
    assert old is not None and row.status.text() == "Connecting…"
    ended = []
    # (connected after the row's own slot, so called after it: once ``ended``, the row
    # has had the old answer, and a fixed wait adds nothing)
    old.finished.connect(lambda *_: ended.append(True))
    row.address.setText("tcp://127.0.0.1:2")
    assert row._proc is None and row.status.text() == ""
    assert row.connect_btn.isEnabled()
    qtbot.waitUntil(lambda: bool(ended), timeout=30_000)
    assert row.status.text() == ""           # the old answer is not shown


def test_a_cluster_chosen_without_an_address_does_not_start_on_this_computer(qtbot, window,
                                                                            tmp_path):
    # "A Dask cluster" with an empty address left Start enabled, and the run went to this
    # computer's cores: the address is asked for under "Run on" instead
    from studio_fixtures import make_dataset
    make_dataset(tmp_path / "src", classes=("a", "b"), per_class=2)
    with qtbot.waitSignal(window.source_panel.scanned, timeout=120_000):
        window.set_source(str(tmp_path / "src"))
    window.options.out_edit.setText(str(tmp_path / "out"))
    window.revalidate()
    assert window.actions_bar.start_btn.isEnabled()
    row = window.options.run_on
    row.where.setCurrentIndex(row.where.findData("cluster"))
    window.revalidate()
    assert window.options.job().cluster == "?"
    assert window.options.error_text("cluster") == (
        "Write the scheduler's address like tcp://HOST:8786 (or local:4 for Dask workers on "
        "this computer).")
    assert not window.actions_bar.start_btn.isEnabled()
    row.address.setText("local:2")
    window.revalidate()
    assert window.options.error_text("cluster") == ""
    assert window.actions_bar.start_btn.isEnabled()
    window.options.set_job(Job(cluster="?"))   # a job saved so: "?" is not put in the field
    assert row.where.currentData() == "cluster" and row.address.text() != "?"


def test_the_workers_row_is_off_while_a_cluster_converts(qtbot):
    # a cluster run converts with the cluster's workers: "this computer has 2 cores" beside
    # a live Workers box read as if it counted there
    import os

    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    cores = f"this computer has {os.cpu_count() or 1} cores"
    assert form.workers.isEnabled() and form.cores_label.text() == cores
    form.run_on.where.setCurrentIndex(1)
    assert not form.workers.isEnabled()
    assert form.cores_label.text() == "not used: the cluster's workers convert"
    form.run_on.where.setCurrentIndex(0)
    assert form.workers.isEnabled() and form.cores_label.text() == cores


def test_an_address_whose_workers_start_with_the_run_says_why_connect_is_off(qtbot):
    # local:2 greyed Connect out without a word, though the address's hint offers local:4
    from gui.widgets.run_on import RunOnRow
    row = RunOnRow()
    qtbot.addWidget(row)
    row.show()
    row.where.setCurrentIndex(1)
    row.address.setText("local:2")
    assert not row.connect_btn.isEnabled() and row.status.isVisible()
    assert row.status.text() == ("local:2 starts 2 Dask workers on this computer when you "
                                 "press Start, so there is nothing to connect to before.")
    row.address.setText("local")
    assert row.status.text().startswith("local starts Dask workers on this computer")
    row.address.setText("jobqueue:slurm.yaml")
    assert row.status.text().startswith("jobqueue: submits its Dask workers as cluster jobs")
    row.address.setText("tcp://lab:8786")   # a scheduler: Connect asks it, nothing said yet
    assert row.connect_btn.isEnabled() and row.status.text() == ""
    assert row.status.isHidden()
    row.set_value("local:3")   # (a loaded job)
    assert row.status.text().startswith("local:3 starts 3 Dask workers")
    row.where.setCurrentIndex(0)
    assert row.status.text() == "" and row.status.isHidden()


def test_the_worker_list_says_when_the_scheduler_answered(qtbot):
    # the list stayed on screen after the cluster had stopped, as if it were still there
    from PySide6.QtCore import QLocale, QTime

    from gui.widgets.run_on import RunOnRow
    row = RunOnRow()
    qtbot.addWidget(row)
    started = protocol.ClusterStarted(address="tcp://lab:8786", workers=[
        {"name": "tcp://10.0.0.2:1", "threads": 2, "memory": 4e9}])
    def now() -> str:
        return QLocale().toString(QTime.currentTime(), QLocale.FormatType.ShortFormat)
    before = now()
    text = row.describe([started])
    head, when = text.split("\n")
    assert head == "1 worker, 2 threads, 4.0 GB memory: tcp://10.0.0.2:1"   # not "1 workers"
    assert when in {f"As the scheduler answered at {t}; press Connect again to see its "
                    "workers now." for t in (before, now())}


def test_a_cluster_without_an_address_is_saved_plainly_and_loads_back(qtbot):
    """"A Dask cluster" chosen, no address typed: the job file said "cluster": "?"; it says
    "cluster": "" with "run_on": "cluster", and loads back as that choice (Start refused
    with how to write an address). Files that say "?" (saved before) load the same."""
    import json

    from gui.widgets.options_form import OptionsForm
    form = OptionsForm()
    qtbot.addWidget(form)
    form.run_on.where.setCurrentIndex(1)   # A Dask cluster, no address
    text = form.job().to_json()
    saved = json.loads(text)
    assert saved["cluster"] == "" and saved["run_on"] == "cluster"
    assert '"?"' not in text
    for old in (text, text.replace('"cluster": ""', '"cluster": "?"')):
        job = Job.from_json(old)
        assert "cluster" in validate(job)   # refused until an address is written
        other = OptionsForm()
        qtbot.addWidget(other)
        other.set_job(job)
        assert other.run_on.where.currentData() == "cluster"
        assert other.run_on.address.text() == "" and other.job().cluster == job.cluster
    local = json.loads(Job().to_json())
    assert local["cluster"] == "" and local["run_on"] == "this computer"
    assert Job.from_json(Job().to_json()).cluster == ""
    with_address = json.loads(Job(cluster="tcp://lab:8786").to_json())
    assert with_address["run_on"] == "cluster" and with_address["cluster"] == "tcp://lab:8786"


def test_pressing_connect_leaves_the_focus_in_the_row(qtbot):
    """Connect greyed out while it asks, and Qt moved its focus on to "Largest image" with
    its number selected: the next key typed replaced 100 megapixels (walk). The focus waits
    in Connect's place (gui.focus_park, as in the window), not in the address either, and
    comes back to Connect with the answer."""
    import socket

    from PySide6.QtWidgets import QApplication, QSpinBox, QVBoxLayout, QWidget

    from gui.focus_park import FocusParking
    from gui.widgets.run_on import RunOnRow

    class Page(FocusParking, QWidget):
        pass
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]          # nothing listens there: a quick answer
    page = Page()
    qtbot.addWidget(page)
    lay = QVBoxLayout(page)
    row = RunOnRow()
    after = QSpinBox()                     # the next field, as "Largest image" is
    lay.addWidget(row)
    lay.addWidget(after)
    row.set_value(f"tcp://127.0.0.1:{port}")
    page.show()
    page.activateWindow()
    qtbot.waitExposed(page)
    row.connect_btn.setFocus()
    qtbot.waitUntil(row.connect_btn.hasFocus)
    QTest.keyClick(row.connect_btn, Qt.Key.Key_Space)
    assert row._proc is not None and not row.connect_btn.isEnabled()
    waiting = QApplication.focusWidget()
    assert waiting is not None and waiting.objectName() == "focusPlace"
    assert row.isAncestorOf(waiting) and waiting not in (row.address, after)
    qtbot.waitUntil(lambda: row._proc is None, timeout=60_000)
    assert "refused the connection" in row.status.text()
    assert QApplication.focusWidget() is row.connect_btn


def test_connects_answer_comes_into_view(qtbot, settings):
    """At 1024x640 the answer came under the form's last row in sight, and nothing showed
    that it had come: the form scrolls it into view, with the row it answers."""
    import socket

    from PySide6.QtCore import QPoint, QRect
    from studio_fixtures import window_at
    window = window_at(qtbot, settings, 1024, 640)
    row, area = window.options.run_on, window.settings_scroll
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]          # nothing listens there: a quick answer
    row.set_value(f"tcp://127.0.0.1:{port}")

    def place(widget) -> QRect:
        return QRect(widget.mapTo(area.viewport(), QPoint(0, 0)), widget.size())
    # the row at the bottom of the view, nothing below it in sight
    bar = area.verticalScrollBar()
    bar.setValue(bar.value() + place(row.connect_btn).bottom() - area.viewport().height() + 2)
    assert area.viewport().rect().contains(place(row.connect_btn))
    row.connect_btn.click()
    qtbot.waitUntil(lambda: row._proc is None, timeout=60_000)
    assert "refused the connection" in row.status.text()
    view = area.viewport().rect()
    qtbot.waitUntil(lambda: view.contains(place(row.status))
                    and view.contains(place(row.connect_btn)), timeout=5_000)


def test_enter_after_the_address_connects(qtbot):
    """Typing the address and pressing Enter (or Enter on Connect) did nothing: the user
    waited for an answer never asked for (walk)."""
    from gui.widgets.run_on import RunOnRow
    row = RunOnRow()
    qtbot.addWidget(row)
    row.set_value("tcp://127.0.0.1:1")       # nothing listens there
    for target in (row.address, row.connect_btn):
        QTest.keyClick(target, Qt.Key.Key_Return)
        assert row._proc is not None and row.status.text() == "Connecting…", target
        qtbot.waitUntil(lambda: row._proc is None, timeout=60_000)
        assert "127.0.0.1:1" in row.status.text()
    row.address.setText("local:2")           # nothing to connect to: Enter asks nothing
    QTest.keyClick(row.address, Qt.Key.Key_Return)
    assert row._proc is None


def test_the_note_of_a_typed_local_address_settles(qtbot):
    """Typing local:16 changed the note under the row at each key ("local starts Dask
    workers", none, "local:1 starts 1 Dask worker", "local:16 …"): the form moved under the
    caret. It keeps what it said until the typing rests (or Enter), as typed fields do."""
    from gui.widgets.run_on import RunOnRow
    row = RunOnRow()
    qtbot.addWidget(row)
    row.show()
    row.set_value("local:4")
    before = row.status.text()
    assert before.startswith("local:4 starts 4 Dask workers")
    row.address.clear()
    seen = []
    row.address.textChanged.connect(lambda _t: seen.append(row.status.text()))
    qtbot.keyClicks(row.address, "local:16")
    assert seen == [""] * len("local:16"), seen   # (cleared once, by the program)
    qtbot.waitUntil(lambda: row.status.text().startswith("local:16 starts 16 Dask workers"),
                    timeout=5_000)
    assert row.status.isVisible()
    qtbot.keyClick(row.address, Qt.Key.Key_Backspace)
    qtbot.keyClicks(row.address, "2")
    assert row.status.text().startswith("local:16 starts")   # (still: not rested)
    qtbot.keyClick(row.address, Qt.Key.Key_Return)   # Enter: at once
    assert row.status.text().startswith("local:12 starts 12 Dask workers")
    qtbot.keyClicks(row.address, "x")   # written wrong: nothing to say of it when it rests
    qtbot.waitUntil(lambda: row.status.text() == "" and row.status.isHidden(), timeout=5_000)
