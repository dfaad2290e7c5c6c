"""bench/scan_speed.py runs both sides of `engine scan` on its generated source and finds
the file only --thorough names (a JPEG cut in its picture data, closed by an end marker).
No timing asserted (DESIGN §6.9): only that the harness works."""

from __future__ import annotations

import json

import pytest

from bench import scan_speed

pytestmark = [pytest.mark.bench, pytest.mark.timeout(240)]


def test_both_sides_run_and_only_thorough_names_the_damaged_picture(tmp_path, capsys):
    assert scan_speed.main(["--images", "500", "--repeats", "1", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "named by --thorough only: 1 (broken_00499.jpg)" in out, out
    quick = scan_speed.named(tmp_path / "scan_speed", "quick")
    # 1% broken, five kinds in turn: empty, text, cut JPEG, cut PNG, and the fifth
    assert sorted(p.rsplit("/", 1)[1] for p in quick) == \
        [f"broken_{i:05d}.jpg" for i in (99, 199, 299, 399)], quick
    result = json.loads((tmp_path / "scan_speed" / "results.json").read_text())
    assert set(result) == {"quick", "thorough"} and all(v > 0 for v in result.values())
