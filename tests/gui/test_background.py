"""gui.background: a task runs on its own thread, and it and its QObjects are released on
the GUI thread, never by the task's thread (Qt: deleting a QObject from another thread
than its own is unsafe; one CI run died of a 'Bus error' in the event loop)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from gui.background import run_in_background


class _Signals(QObject):
    done = Signal(str)


class _Task:
    def __init__(self, released: list) -> None:
        self.signals = _Signals()
        self.released = released

    def run(self) -> None:
        self.signals.done.emit(threading.current_thread().name)

    def __del__(self) -> None:
        self.released.append(threading.current_thread())


def test_a_task_runs_off_the_gui_thread_and_is_released_on_it(qtbot):
    released: list = []
    task = _Task(released)
    with qtbot.waitSignal(task.signals.done, timeout=60_000) as ran:
        run_in_background(task.run, "test-task")
        del task   # the task's thread holds the only reference, as after a widget's last result
    assert ran.args == ["test-task"]
    qtbot.waitUntil(lambda: bool(released), timeout=60_000)
    assert released == [threading.main_thread()]


def test_a_failing_task_is_reported_and_released_on_the_gui_thread(qtbot, capfd):
    released: list = []

    class Failing(_Task):
        def run(self) -> None:
            raise ValueError("a bug in a task")

    run_in_background(Failing(released).run, "test-failing")
    qtbot.waitUntil(lambda: bool(released), timeout=60_000)
    assert released == [threading.main_thread()]
    assert "ValueError: a bug in a task" in capfd.readouterr().err


def test_a_task_ending_after_the_window_has_quit_says_nothing(capfd):
    """A scan still running when the window quit ended on its daemon thread after the
    reaper's Qt object was gone, and printed "RuntimeError: Signal source has been
    deleted" in the terminal at every such exit."""
    import shiboken6

    from gui.background import _Reaper
    reaper = _Reaper()
    shiboken6.delete(reaper)   # as at quit: the Python object outlives its Qt object
    box = [lambda: None]
    reaper.hand_over(box)      # raised RuntimeError before
    assert box == []
    assert "Signal source" not in capfd.readouterr().err
