"""A cancelled or failed run opened again says the speed line its own Summary said: the
live Summary's Average speed counts the converted images of the unfinished shard the run
removed ("…, counting the 7 converted images of the unfinished shard that was removed"),
and the same run's folder opened again said the speed alone (its manifest records
"removed_records"; gui.widgets.folder_summary passed 0)."""

from __future__ import annotations

import pytest

from engine.output_state import OutputState
from gui.widgets.folder_summary import folder_rows
from gui.widgets.summary_rate import rate_text

TIMINGS = {"convert_s": 4.0, "convert_images_per_s": 2.5, "total_s": 5.0}


def _state(status: str, removed: int) -> OutputState:
    return OutputState(kind="interrupted", path="out", status=status, shards=1, records=3,
                       removed=removed,
                       manifest={"status": status, "timings": dict(TIMINGS),
                                 "removed_records": removed})


@pytest.mark.parametrize("status", ["failed", "cancelled"])
def test_a_reopened_stopped_run_says_the_images_its_removed_shard_held(qapp, status):
    rows = folder_rows(_state(status, 7))
    # what the live Summary's row says of the same run (summary_panel: rate_text with its
    # summary's removed)
    assert rows["rate"] == rate_text(2.5, 7)
    assert rows["rate"] == ("2.5 images/s, counting the 7 converted images of the "
                            "unfinished shard that was removed")


def test_a_reopened_run_that_removed_nothing_says_its_speed_alone(qapp):
    assert folder_rows(_state("failed", 0))["rate"] == "2.5 images/s"
    # (a dataset's manifest records 0; a finished run removes nothing)
    done = OutputState(kind="dataset", path="out", status="complete", shards=1, records=3,
                       removed=4, manifest={"timings": dict(TIMINGS)})
    assert folder_rows(done)["rate"] == "2.5 images/s"
