"""Class names that differ only in Unicode form are one class, labelled composed (NFC).

macOS writes Japanese and Korean names decomposed (NFD) when files are copied over SMB or
out of a zip: a walk converted a 고양이 folder of each form beside 강아지, and got the
classes 고양이, 강아지, 고양이 with two "고양이" lines in labels.txt (one 7 code points long).
The same holds for a class table's and a multi-label table's label cells. A run an older
engine began with the decomposed labels is not finished with the composed ones.
"""

from __future__ import annotations

import shutil
import unicodedata
from pathlib import Path

from PIL import Image

from engine import protocol
from engine.config import ConvertConfig
from engine.reason_codes import describe
from engine.run import journal, resume
from engine.run.plan import plan_shards
from engine.sources.discover import scan
from tests.engine.conftest import read_tfrecords, run_cli
from tests.engine.imagefactory.runs import after_first_journal_entry

CAT = unicodedata.normalize("NFC", "고양이")
CAT_NFD = unicodedata.normalize("NFD", "고양이")
DOG = "강아지"
assert CAT != CAT_NFD and len(CAT_NFD) == 7


def _image(path: Path, i: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (16, 12), (200, 20 * i % 256, 30)).save(path)


def test_a_decomposed_and_a_composed_folder_convert_as_one_class(tmp_path, make_dataset):
    src = make_dataset({CAT: 2, CAT_NFD: 3, DOG: 2})
    assert len(list(src.iterdir())) == 3   # two folders that look the same, and 강아지
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", str(src), "--out", str(out), "--workers", "1",
                                 "--verify")
    assert code == 0, err
    assert (out / "labels.txt").read_text(encoding="utf-8").splitlines() == [DOG, CAT]
    records = read_tfrecords(sorted(out.glob("*.tfrecord")))
    by_folder: dict[str, set[tuple[int, str]]] = {}
    for r in records:
        folder = r["image/filename"].decode().split("/")[0]   # the file's own name, kept
        by_folder.setdefault(folder, set()).add(
            (int(r["image/class/label"]), r["image/class/text"].decode()))
    assert by_folder == {CAT: {(1, CAT)}, CAT_NFD: {(1, CAT)}, DOG: {(0, DOG)}}
    assert "both forms of each are one class: 고양이" in err   # the notice, logged


def test_the_scan_says_which_names_were_merged_or_composed(tmp_path, make_dataset):
    r = scan(str(make_dataset({CAT: 1, CAT_NFD: 1, DOG: 1}, root=tmp_path / "both")))
    assert r.labels == [DOG, CAT] and r.composed == [CAT]
    assert {s.label_text for s in r.samples} == {DOG, CAT}
    assert [describe(n) for n in r.notices] == [("class.names_merged", {
        "where": "both", "names": CAT})]
    # a Mac's folder alone: its label is composed all the same, and said so
    r = scan(str(make_dataset({CAT_NFD: 2, DOG: 1}, root=tmp_path / "mac")))
    assert r.labels == [DOG, CAT] and r.composed == [CAT]
    assert [describe(n) for n in r.notices] == [("class.names_composed", {
        "where": "mac", "names": CAT})]
    # composed names: nothing to say, nothing changed
    r = scan(str(make_dataset({CAT: 1, DOG: 1}, root=tmp_path / "pc")))
    assert r.labels == [DOG, CAT] and r.composed == [] and r.notices == []


def test_a_class_tables_two_forms_of_a_label_are_one_class(tmp_path):
    for i in range(4):
        _image(tmp_path / "img" / f"{i}.png", i)
    (tmp_path / "t.csv").write_text(
        f"path,label\nimg/0.png,{CAT}\nimg/1.png,{CAT_NFD}\nimg/2.png,{DOG}\n"
        f"img/3.png,{CAT_NFD}\nimg/3.png,{CAT}\n", encoding="utf-8")
    r = scan(str(tmp_path / "t.csv"))
    assert r.labels == [DOG, CAT] and r.composed == [CAT]
    assert [(s.name, s.label, s.label_text) for s in r.samples] == [
        ("img/0.png", 1, CAT), ("img/1.png", 1, CAT), ("img/2.png", 0, DOG),
        ("img/3.png", 1, CAT)]
    # the row again in the other form is the same label: a duplicate, not a conflict
    assert [x.reason for x in r.rejected] == [
        "duplicate row: line 6 repeats line 5 (the same label); the first is kept"]
    assert describe(r.notices[-1]) == ("class.names_merged", {"where": "t.csv", "names": CAT})


def _multilabel(root: Path) -> Path:
    for i in range(4):
        _image(root / "img" / f"{i}.png", i)
    (root / "t.csv").write_text(
        f"path,labels\nimg/0.png,{CAT};{DOG}\nimg/1.png,{CAT_NFD}\nimg/2.png,{DOG}|{CAT_NFD}\n"
        f"img/3.png,{CAT_NFD};{CAT}\n", encoding="utf-8")
    return root / "t.csv"


def test_a_multilabel_tables_two_forms_are_one_class(tmp_path):
    r = scan(str(_multilabel(tmp_path)))
    assert r.task == "multilabel" and r.labels == [DOG, CAT] and r.composed == [CAT]
    assert [(s.ann.texts, s.ann.labels) for s in r.samples] == [
        ((CAT, DOG), (1, 0)), ((CAT,), (1,)), ((DOG, CAT), (0, 1)), ((CAT,), (1,))]
    assert describe(r.notices[-1]) == ("class.names_merged", {"where": "t.csv", "names": CAT})


def _plan_fingerprints(source: str, options: dict, files) -> tuple[str, str, str]:
    """(this engine's fingerprint of `source`'s plan, the one an older engine computed:
    the same plan and annotation files, its labels as written, no composed names; and
    that of an engine up to 0.3.2, which also hashed the sizes)."""
    r = scan(source)
    specs = plan_shards(r.samples, shuffle=False, num_shards=2)
    return (resume.fingerprint(options, specs, files, composed=r.composed),
            resume.fingerprint(options, specs, files),
            resume.fingerprint(options, specs, files, sizes=True))


def test_resume_refuses_a_run_an_older_engine_began_with_decomposed_names(tmp_path):
    # A multi-label table's names are in the records but not in the plan, and the
    # table's content (its fingerprint) is unchanged: without the composed names in the
    # fingerprint, --resume finished an older engine's run (records labelled 고양이 in
    # its decomposed form, numbered by that form's order) with composed ones.
    src = str(_multilabel(tmp_path / "src"))
    out = tmp_path / "out"
    argv = ("convert", src, "--out", str(out), "--workers", "1", "--shards", "2",
            "--no-shuffle", "--format", "png", "--size", "16")
    code, _, err = run_cli(*argv, env={"TFRS_CRASH_AT_STEP": "-1"})
    assert code == 0, err
    crash = after_first_journal_entry(err)
    shutil.rmtree(out)
    code, _, err = run_cli(*argv, env={"TFRS_CRASH_AT_STEP": str(crash)})
    assert code != 0
    header, entries = journal.Journal(str(out)).read()
    assert header is not None and len(entries) == 1
    ours, *olders = _plan_fingerprints(src, header["options"], header["annotation_files"])
    assert header["fingerprint"] == ours not in olders   # (the plan is the run's)
    # the journal as an older engine wrote it: only its fingerprint differs
    path = out / journal.JOURNAL
    for older in olders:   # (a journal of 0.3.2, which hashed sizes, is accepted otherwise)
        path.write_text(path.read_text(encoding="utf-8").replace(ours, older),
                        encoding="utf-8")
        code, _, err = run_cli(*argv, "--resume")
        assert code == protocol.EXIT_RESUME_MISMATCH, err
        assert "the input files differ from those of the interrupted run" in err, err
        assert "(the options are the same)" in err, err
        path.write_text(path.read_text(encoding="utf-8").replace(older, ours),
                        encoding="utf-8")
    # this engine's own interrupted run is finished
    code, _, err = run_cli(*argv, "--resume")
    assert code == 0, err
    assert (out / "labels.txt").read_text(encoding="utf-8").splitlines() == [DOG, CAT]


def test_older_engines_size_fingerprint_is_not_accepted_for_composed_names(tmp_path,
                                                                           make_dataset):
    # engines up to 0.3.2 hashed sizes; their journal is accepted as its plan, but not
    # when this run composed names those engines wrote decomposed
    src = str(make_dataset({CAT_NFD: 2, DOG: 1}, root=tmp_path / "src"))
    cfg = ConvertConfig(src, str(tmp_path / "out"))
    r = scan(src)
    specs = plan_shards(r.samples, shuffle=False, num_shards=2)
    ours = resume.fingerprint(cfg.output_options(), specs, None, composed=r.composed)
    assert resume.accepted_fingerprints(cfg, specs, {"fingerprint": ours},
                                        composed=r.composed) == {ours}
    plain = str(make_dataset({CAT: 2, DOG: 1}, root=tmp_path / "pc"))
    r = scan(plain)
    specs = plan_shards(r.samples, shuffle=False, num_shards=2)
    ours = resume.fingerprint(cfg.output_options(), specs, None, composed=r.composed)
    assert len(resume.accepted_fingerprints(cfg, specs, {"fingerprint": ours},
                                            composed=r.composed)) == 2


def test_names_typed_composed_elsewhere_are_kept_as_typed():
    """NFC rewrote names no Mac had decomposed: Hindi's क़ (U+0958, which NFC writes as
    two code points) and a Hanja compatibility ideograph (樂 U+F914, which NFC maps to
    another character); the notice then called them decomposed. Only a name written all
    decomposed is composed."""
    import unicodedata

    from engine.sources.names import class_labels
    typed = ["\u0958", "\uf914", unicodedata.normalize("NFD", "고양이")]
    label, notices, composed = class_labels("src", typed)
    assert label["\u0958"] == "\u0958" and label["\uf914"] == "\uf914"
    assert label[typed[2]] == "고양이" and composed == ["고양이"]
    assert len(notices) == 1 and "고양이" in notices[0] and "\u0958" not in notices[0]


def test_a_multilabel_table_keeps_names_typed_composed_elsewhere(tmp_path):
    """The multi-label table composed its names with NFC itself: U+0958 typed on Windows
    became two code points, with no notice (review). It follows class_labels' rule."""
    from PIL import Image

    from engine.sources.discover import scan
    Image.new("RGB", (16, 12)).save(tmp_path / "a.png")
    table = tmp_path / "labels.csv"
    table.write_text("path,labels\na.png,\u0958;cat\n", encoding="utf-8")
    r = scan(str(table))
    assert sorted(r.labels) == sorted(["\u0958", "cat"]) and r.composed == []
