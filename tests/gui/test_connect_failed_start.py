"""After a failed Connect, Start stayed enabled: the run then failed on the same address,
and only said why then. Start is off with the reason beside it (a problem of "Run on", as
an address written wrong is) while that address is chosen; a new address, This computer,
or a Connect that lists the cluster's workers clears it."""

from __future__ import annotations

import socket

from window_steps import WAIT

from gui.widgets.run_on import CONNECT_FAILED


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]   # nothing listens there: a quick refusal


def _connect(qtbot, row) -> None:
    row.connect_btn.click()
    qtbot.waitUntil(lambda: row._proc is None, timeout=WAIT)


def test_start_says_why_after_a_failed_connect(qtbot, ready):
    window = ready
    bar, row = window.actions_bar, window.options.run_on
    address = f"tcp://127.0.0.1:{_free_port()}"
    row.set_value(address)
    assert bar.start_btn.isEnabled()   # not known yet: Connect was not pressed
    _connect(qtbot, row)
    assert "refused" in row.status.text()
    assert not bar.start_btn.isEnabled() and not window.start_action.isEnabled()
    assert window.options.error_text("cluster") == CONNECT_FAILED
    assert "Connect failed for this address" in bar.why_not()
    assert "“Run on”" in bar.why_not()
    assert window.start() is False   # (Ctrl+Enter, Run → Start: nothing started)
    # This computer: nothing of the cluster stands in the way
    row.where.setCurrentIndex(row.where.findData("local"))
    assert bar.start_btn.isEnabled() and window.options.error_text("cluster") == ""
    # the cluster again, the same address: Connect's answer still holds for it
    row.where.setCurrentIndex(row.where.findData("cluster"))
    assert not bar.start_btn.isEnabled()
    # another address: what Connect said of the old one does not apply
    row.address.setText(f"tcp://127.0.0.1:{_free_port()}")
    assert bar.start_btn.isEnabled() and bar.why_not() == ""
    assert window.options.error_text("cluster") == ""


def test_a_connect_that_lists_the_workers_clears_it(qtbot):
    import distributed  # the cluster extra, installed by .ci/setup

    from gui.widgets.run_on import RunOnRow
    row = RunOnRow()
    qtbot.addWidget(row)
    port = _free_port()
    row.set_value(f"tcp://127.0.0.1:{port}")
    _connect(qtbot, row)   # before the scheduler runs
    assert row.problem() == CONNECT_FAILED
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  protocol="tcp", host="127.0.0.1", scheduler_port=port,
                                  dashboard_address=":0"):
        _connect(qtbot, row)
        assert row.status.text().startswith("1 worker"), row.status.text()
        assert row.problem() == ""
