"""A killed run leaves only its journal: its header names the entries the scan set aside
(engine.run.journal.set_aside), with their reasons and codes, agreeing with its counts,
and bounded (the window reads the whole journal whenever the folder is chosen)."""

from __future__ import annotations

import json

from engine.output_state import (
    JOURNAL,
    SET_ASIDE_CHARS,
    SET_ASIDE_ROWS,
    read_journal,
    set_aside_counts,
    set_aside_rows,
)
from engine.reason_codes import CATALOGUE, LEFT_OUT, describe
from engine.run.journal import set_aside
from tests.engine import imagefactory as F


def test_the_header_names_what_the_scan_set_aside(tmp_path):
    src = tmp_path / "images"
    for c in ("a", "b"):
        for i in range(3):
            F.write(src / c / f"{c}{i}.png", F.encode(F.noise(16, 16, i), "PNG"))
    F.write(src / "stray.png", F.encode(F.noise(16, 16, 9), "PNG"))
    out = tmp_path / "out"
    argv = F.engine_argv(src, out, "--size", "16", "--shards", "2", "--workers", "1")
    F.killed_after_first_shard(argv, out)
    header, _ = read_journal(str(out / JOURNAL))
    assert header is not None
    rows = set_aside_rows(header)
    assert rows is not None and [r[0].rsplit("/", 1)[-1] for r in rows] == ["stray.png"]
    path, reason, code = rows[0]
    assert code and describe(reason)[0] == code
    assert set_aside_counts(header) == {code: 1}


def test_the_rows_agree_with_the_counts_and_are_bounded():
    reason = "not in a class folder: a long reason " + "x" * 200
    rejected = [(f"/src/f{i}.png", reason, "scan") for i in range(SET_ASIDE_ROWS + 5)]
    rejected += [("/src/a.png", "failed while converting", "decode")]
    record = set_aside(rejected)
    assert sum(record["set_aside"].values()) == SET_ASIDE_ROWS + 5
    assert len(record["set_aside_rows"]) == SET_ASIDE_ROWS   # the first ones
    assert record["set_aside_rows"][0][:2] == ["/src/f0.png", reason]
    assert len(json.dumps(record)) < 2 * SET_ASIDE_CHARS
    # a long text: the rows stop at the characters' bound, the counts do not
    huge = [(f"/src/{'d' * 1000}/{i}.png", reason * 20, "scan") for i in range(400)]
    record = set_aside(huge)
    assert sum(record["set_aside"].values()) == 400
    assert 0 < len(record["set_aside_rows"]) < 400
    assert sum(len(x) for r in record["set_aside_rows"] for x in r) <= SET_ASIDE_CHARS


def test_the_images_left_out_as_chosen_are_not_set_aside():
    left_out = CATALOGUE[LEFT_OUT]
    assert describe(left_out)[0] == LEFT_OUT
    record = set_aside([("/src/a.png", left_out, "scan")])
    assert record == {"set_aside": {}, "set_aside_rows": []}


def test_an_older_header_or_damaged_rows_name_nothing():
    assert set_aside_rows({"set_aside": {"file.not_in_class": 2}}) is None
    assert set_aside_rows({"set_aside_rows": [["a", "b"]]}) is None
    assert set_aside_rows({"set_aside_rows": "x"}) is None

