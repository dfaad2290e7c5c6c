"""Images that are still there but have another class or split than the interrupted run
planned them with (a class edited in a table, an empty class folder added that numbers
the classes anew, a split column edited): the plan differs, so --resume refuses, and it
names them as it names the images added or removed; the Resume offer's look at the run
(engine.resume_check.outlook, the same source_changes) names them before. A split given
where the planner divided the image into that same split is not counted: that plan is
the same, and --resume finishes it."""

from __future__ import annotations

from engine import protocol, resume_check
from engine.reason_codes import render
from tests.engine import imagefactory as F
from tests.engine.interrupted import BMP_OPTS, bmp_dataset, class_table


def _killed(source, out, *extra) -> list[str]:
    argv = F.engine_argv(source, out, *BMP_OPTS, *extra)
    F.killed_after_first_shard(argv, out)
    return argv


def _refusal(argv) -> dict:
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.source_changed", failed
    assert render(failed["code"], failed["params"]) == failed["message"]
    # its line on stderr (the window's Log tab) is read into the same params
    assert ("error", failed["code"], failed["params"]) in F.coded_log_lines(err)
    return failed


def _placed(source) -> dict:
    """{path: Placed} of what the source lists now, as the window's scan gives them."""
    import json
    import subprocess
    import sys
    p = subprocess.run([sys.executable, "-m", "engine", "scan", str(source), "--json",
                        "--list"], capture_output=True, text=True, cwd=F.ROOT, timeout=120)
    _, *items = map(json.loads, p.stdout.splitlines())
    return {i[0]: (i[4] if len(i) == 5 else None, i[1], i[2]) for i in items}


def test_a_class_edited_in_a_table_is_named(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    table = class_table(src)
    out = tmp_path / "out"
    argv = _killed(table, out)
    rows = table.read_text(encoding="utf-8").replace("b/07.bmp,b", "b/07.bmp,a")
    table.write_text(rows, encoding="utf-8")
    placed = _placed(table)
    seen = resume_check.outlook(str(out), list(placed), placed_now=placed)
    assert seen is not None and seen.changes
    assert (seen.changes.relabelled, seen.changes.counts) == (
        [str(src / "b" / "07.bmp")], {"added": 0, "removed": 0, "relabelled": 1})
    failed = _refusal(argv)
    assert "the source changed since the interrupted run in" in failed["message"]
    assert failed["params"]["changes"]["params"]["parts"] == [
        {"code": "resume.images_relabelled", "params": {"n": "1", "files": "b/07.bmp"}}]
    assert "1 image has another class or split now (b/07.bmp)" in failed["message"]


def test_an_empty_class_folder_that_numbers_the_classes_anew_is_named(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    argv = _killed(src, out)
    (src / "0").mkdir()   # a class before "a": a and b are 1 and 2 now
    placed = _placed(src)
    seen = resume_check.outlook(str(out), list(placed), placed_now=placed)
    assert seen is not None and seen.changes.counts["relabelled"] == 9
    failed = _refusal(argv)
    (part,) = failed["params"]["changes"]["params"]["parts"]
    assert part["code"] == "resume.images_relabelled_more"
    assert (part["params"]["n"], part["params"]["more"]) == ("9", "6")


def test_a_split_edited_in_a_table_is_named(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    rows = [f"{p.parent.name}/{p.name},{p.parent.name},{'train' if i % 3 else 'validation'}"
            for i, p in enumerate(sorted(src.rglob("*.bmp")))]
    table = class_table(src, rows, "path,label,split")
    out = tmp_path / "out"
    argv = _killed(table, out, "--split", "train=0.5,validation=0.5")
    table.write_text(table.read_text(encoding="utf-8").replace(
        "b/07.bmp,b,train", "b/07.bmp,b,validation"), encoding="utf-8")
    placed = _placed(table)
    seen = resume_check.outlook(str(out), list(placed), placed_now=placed)
    assert seen is not None and seen.changes.relabelled == [str(src / "b" / "07.bmp")]
    failed = _refusal(argv)
    assert failed["params"]["changes"]["params"]["parts"][0]["params"]["files"] == "b/07.bmp"


def test_a_split_given_where_the_planner_put_the_image_is_finished(tmp_path):
    src = bmp_dataset(tmp_path / "src")
    table = class_table(src)
    out = tmp_path / "out"
    argv = _killed(table, out)
    rows = [f"{r},train" for r in table.read_text(encoding="utf-8").splitlines()[1:]]
    class_table(src, rows, "path,label,split")   # every image in train, as planned
    placed = _placed(table)
    seen = resume_check.outlook(str(out), list(placed), placed_now=placed)
    assert seen is not None and not seen.changes
    code, _, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_OK, err
    assert F.manifest(out)["total_records"] == 9
