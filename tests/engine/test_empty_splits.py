"""A split --split asks for that gets no image is said, before Start (scan) and in the run
(a "note:" in the run log and on stderr), never silently missing: "train=0.8,validation=0.2"
over a 2-image table wrote train only, without a word. And a table whose titles are not
known, its 3rd column taken for the split, says so when a split cell is unknown."""

from __future__ import annotations

import pytest
from PIL import Image

from engine.errors import SourceError
from engine.reason_codes import describe, describe_log_line
from engine.sources.discover import scan
from engine.split_sizes import empty_split_notices, split_sizes
from tests.engine.conftest import run_cli

SPLIT = "train=0.8,validation=0.2"


def _table(root, lines: list[str], header: str = "") -> str:
    (root / "pics").mkdir(parents=True, exist_ok=True)
    for i in range(len(lines)):
        Image.new("RGB", (16, 12), (20 * i, 90, 200)).save(root / "pics" / f"p{i}.png")
    rows = ([header] if header else []) + [f"pics/p{i}.png,{cells}"
                                          for i, cells in enumerate(lines)]
    (root / "t.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(root / "t.csv")


def test_the_walks_two_image_table_says_validation_gets_nothing(tmp_path):
    src = _table(tmp_path / "src", ["healthy", "infected"])
    out = tmp_path / "out"
    code, events, err = run_cli("convert", src, "--out", str(out), "--workers", "1",
                                "--split", SPLIT)
    assert code == 0, err
    # the output is as before (no validation split: deciding otherwise would change bytes)
    assert [p.name for p in sorted(out.glob("*.tfrecord"))] == [
        "data-train-00000-of-00001.tfrecord"]
    plan = next(e for e in events if e.get("type") == "plan")
    assert "validation" not in str(plan.get("splits"))
    sentence = ("The split 'validation' gets no image: each class is divided on its own, and "
                "0.2 of a class's images (at most 1) rounds to 0. Use more images per class, "
                "or a larger fraction for it")
    assert err.splitlines().count(f"note: {sentence}") == 1   # said once, from the scan
    assert scan(src, split=(("train", 0.8), ("validation", 0.2))).notices == [sentence]
    assert f"note: {sentence}" in (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    assert describe_log_line(f"note: {sentence}") == (
        "note", "plan.split_per_class", {"split": "'validation'", "fraction": "0.2", "n": "1"})


def test_scan_says_it_before_start_with_its_code(tmp_path, make_dataset):
    src = str(make_dataset({"cats": 2}, root=tmp_path / "src"))
    rc, out, err = run_cli("scan", src, "--json", "--split", SPLIT)
    assert rc == 0, err
    assert out[0]["notice_codes"] == [["plan.split_few", {
        "split": "'validation'", "fraction": "0.2", "n": "2"}]]
    assert out[0]["notices"] == [
        "The split 'validation' gets no image: 0.2 of 2 images rounds to 0. Use more "
        "images, or a larger fraction for it"]
    # five classes of four: 0.1 of each rounds to 0, though 0.1 of all 20 is 2
    src = str(make_dataset({f"c{i}": 4 for i in range(5)}, root=tmp_path / "five"))
    rc, out, err = run_cli("scan", src, "--json", "--split", "train=0.9,val=0.1")
    assert rc == 0, err
    assert [c for c, _ in out[0]["notice_codes"]] == ["plan.split_per_class"]


def test_a_split_no_row_names_is_said_when_every_row_names_one(tmp_path):
    src = _table(tmp_path / "src", ["cat,train", "dog,train", "cat,test"])
    rc, out, err = run_cli("scan", src, "--json", "--split", SPLIT)
    assert rc == 0, err
    assert out[0]["notice_codes"] == [["plan.split_given", {"split": "'validation'"}]]


def test_nothing_is_said_when_every_split_gets_images(tmp_path, make_dataset):
    src = str(make_dataset({"cats": 5, "dogs": 5}, root=tmp_path / "src"))
    rc, out, err = run_cli("scan", src, "--json", "--split", SPLIT)
    assert rc == 0, err
    assert out[0]["notices"] == []
    rc, out, err = run_cli("scan", src, "--json")   # one split: nothing to divide
    assert rc == 0 and out[0]["notices"] == []


def test_the_counts_are_the_planners():
    from engine.run.plan import assign_splits
    from engine.sources.discover import Sample
    samples = [Sample(f"/x/{i}", f"{i}.png", i % 3, str(i % 3), None, 1) for i in range(7)]
    split = (("train", 0.6), ("val", 0.2), ("test", 0.2))
    planned = {k: len(v) for k, v in assign_splits(samples, split, True, 0).items()}
    assert split_sizes([3, 2, 2], {}, split) == {"train": 4, "val": 3, "test": 0} == {
        "test": 0, **planned}   # a class's remainder goes to val before test: test gets none
    assert [describe(n)[1]["split"] for n in empty_split_notices([3, 2, 2], {}, split)] == [
        "'test'"]


def test_unknown_titles_with_a_third_column_say_the_titles_were_not_recognised(tmp_path):
    src = _table(tmp_path, ["healthy,1", "infected,2"], header="foo,bar,baz")
    with pytest.raises(SourceError) as e:
        scan(src)
    assert str(e.value) == (
        f"{src}, line 2: unknown split '1' in the 3rd column. The titles in the first row "
        "('foo', 'bar', 'baz') are not ones this program knows, so the columns are read in "
        "their order: path, label, split. Rename the titles to path and label (and split, if "
        "the 3rd column holds the split), or delete the 3rd column.")
    rc, out, err = run_cli("scan", src, "--json")
    assert rc == 3, err
    assert out[0]["error_code"] == ["csv.unknown_split_untitled", {
        "path": src, "line": "2", "split": "'1'", "columns": "'foo', 'bar', 'baz'"}]
    # titles it knows, a 3rd column it does not: not read, converted (said in a notice)
    src = _table(tmp_path / "known", ["healthy,1", "infected,2"], header="path,label,notes")
    r = scan(src)
    assert len(r.samples) == 2 and [describe(n)[0] for n in r.notices] == ["csv.unread_columns"]
