"""--resume across engines that took other files into records (engine.verdicts): 0.3.7 and
0.3.8 changed which files become records without a version of their own (camera RAW
files, damaged PNGs, GIFs and TIFFs with a damaged later frame, smoothed masks), so a
--resume of an older run kept shards judged by the old rule and converted the rest by the
new one, and its failure list and counts described neither. It now refuses such a run when
a kept shard holds a file of a changed kind, with the verdict that shard recorded (the
window: Start over only, by the same look: engine.resume_check.Outlook.other_rule), and
still finishes an older run whose kept shards hold none.

The interrupted runs are real (killed after their first shard, tests.engine.interrupted);
their journal is then made to say what the older engine wrote: its version, and the
verdict it gave (a file this engine refuses listed as converted, or the reverse)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from engine import __version__, protocol
from engine.bytes_version import ANNOTATED_BYTES_VERSION
from engine.output_state import JOURNAL, LOCK_NAME
from engine.resume_check import outlook
from engine.run import journal
from engine.verdicts import changed_rule, kind_of
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F
from tests.engine import later_frames, raw_files
from tests.engine.interrupted import (
    UNREADABLE,
    as_0_3_7,
    judged_as_converted,
    judged_as_refused,
    killed_as_older,
)


def _as(version: str):
    def older(header: dict) -> None:
        as_0_3_7(header)
        header["engine_version"] = version
    return older


def _as_with_our_bytes(version: str):
    """_as, its journal saying this engine's bytes of an annotated run: since 0.3.10 every
    older annotated run is refused for its bytes first (engine.bytes_version), and these
    runs are here for the verdicts."""
    def older(header: dict) -> None:
        _as(version)(header)
        header["bytes_version"] = ANNOTATED_BYTES_VERSION
    return older


def _kept_rejected(out) -> list[str]:
    _, entries = journal.Journal(str(out)).read()
    return [os.path.basename(r[0]) for e in entries.values() for r in e["rejected"]]


def _folder(out) -> dict[str, bytes]:
    return {n: (out / n).read_bytes() for n in os.listdir(out) if n != LOCK_NAME}


def test_a_camera_raw_file_an_older_engine_converted_refuses_the_resume(tmp_path):
    """0.3.8 before 58afd5ed stored a NEF as its 160x120 preview; this engine refuses it.
    A run of 0.3.8 whose first shard holds a NEF it converted: --resume refused nothing and
    refused the NEFs of the other shards. It now says why and changes nothing; the window's
    look finds the same file, so its offer is Start over only."""
    src = F.noise_dataset(tmp_path / "src", 9, 24, extra={"a/00000.nef": raw_files.nef()})
    out = tmp_path / "out"
    argv = killed_as_older(src, out, older=_as("0.3.8"))
    assert "00000.nef" in _kept_rejected(out)   # (in the kept shard; this engine refuses it)
    judged_as_converted(out, "00000.nef")
    seen = outlook(str(out))
    assert seen is not None and seen.other_rule is not None
    assert seen.other_rule[0] == "verdict.camera_raw"
    assert seen.other_rule[1].endswith("00000.nef")
    before = _folder(out)
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.other_verdicts", failed
    params = failed["params"]
    assert (params["started"], params["ours"], params["sentence"]["code"]) == (
        "0.3.8", __version__, "verdict.camera_raw")
    assert params["file"].endswith("00000.nef")
    assert "camera RAW files as their small preview" in failed["message"], failed
    assert _folder(out) == before
    code, _, err = F.run_engine([*argv, "--overwrite"])
    assert code == protocol.EXIT_OK, err


def test_an_older_run_without_such_files_still_resumes(tmp_path):
    """The usual interrupted run of an older engine: JPEGs only, and a NEF the older engine
    refused too (the same verdict, other words): finished by --resume, every image once."""
    src = F.noise_dataset(tmp_path / "src", 9, 24, extra={"a/00000.nef": raw_files.nef()})
    out = tmp_path / "out"
    argv = killed_as_older(src, out, older=_as("0.3.7"))
    assert "00000.nef" in _kept_rejected(out)
    seen = outlook(str(out))
    assert seen is not None and seen.other_rule is None
    code, _, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_OK, err
    m = F.manifest(out)
    assert (m["total_records"], m["rejected"]) == (9, 1), m


def test_a_later_frame_an_older_engine_refused_refuses_the_resume(tmp_path):
    """0.3.8 before 68d552b7 refused a GIF whose second frame is damaged; this engine stores
    its first picture. A kept shard that refused it would leave the dataset without it and
    the rest with such GIFs."""
    gif = later_frames.three_frames(second=b"broken")
    src = F.noise_dataset(tmp_path / "src", 9, 24, extra={"a/00000.gif": gif})
    out = tmp_path / "out"
    argv = killed_as_older(src, out, older=_as("0.3.8"))
    assert "00000.gif" not in _kept_rejected(out)   # (this engine converts it)
    path = out / JOURNAL
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    shard = next(x for x in lines if x.get("kind") == "shard")
    shard["rejected"].append([str(src / "a" / "00000.gif"), "GIF is damaged", "decode"])
    shard["records"] -= 1
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    assert outlook(str(out)).other_rule[0] == "verdict.later_frames"
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["params"]["sentence"]["code"] == "verdict.later_frames", failed


def test_a_smoothed_mask_an_older_engine_converted_refuses_the_resume(tmp_path):
    """0.3.8 before 272e68a1 converted an image whose class mask was saved smoothed between
    two named classes (the shades between are classes too); this engine refuses it. With a
    names file only the run reads the masks: --resume reads the kept shards' masks as the
    run does."""
    root = tmp_path / "seg"
    A.make_smoothed_masks(root)
    out = tmp_path / "out"
    argv = killed_as_older(root, out, "--task", "segmentation", older=_as_with_our_bytes("0.3.8"))
    assert "m_0.png" in _kept_rejected(out), _kept_rejected(out)
    # the window's look, with the masks the source's scan refuses (it read them all)
    masks = _refused_masks(root)
    assert masks == {str(root / "images" / "m_0.png"): (str(root / "masks" / "m_0.png"), "")}
    assert outlook(str(out), masks=masks).other_rule is None   # (it refused it too)
    judged_as_converted(out, "m_0.png")
    assert outlook(str(out), masks=masks).other_rule == ("verdict.masks",
                                                         str(root / "masks" / "m_0.png"))
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["params"]["sentence"]["code"] == "verdict.masks", failed
    assert failed["params"]["file"].endswith("m_0.png")


def test_a_grey_mask_saved_in_colour_an_older_engine_refused_refuses_the_resume(tmp_path):
    """Engines before 0.3.9 (ae792f3b) refused an image whose grey class mask was saved as
    RGB ("mask is a RGB colour image"), during the run: the image was in the run's plan and
    in its kept shard's rejected list. --resume kept that shard and converted such masks in
    the rest, in silence. It now refuses, naming the image; the window's look finds the
    same. A damaged mask, which both refuse, keeps the older run resumable."""
    from engine.reason_codes import render
    root = tmp_path / "seg"
    A.make_colour_saved_masks(root)
    out = tmp_path / "out"
    argv = killed_as_older(root, out, "--task", "segmentation", older=_as_with_our_bytes("0.3.8"))
    assert _kept_rejected(out) == ["m_1.png"]   # (cut short; this engine reads m_0's)
    masks = _refused_masks(root)
    assert list(masks) == [str(root / "images" / "m_1.png")]
    assert outlook(str(out), masks=masks).other_rule is None   # (refused by both)
    image = str(root / "images" / "m_0.png")
    judged_as_refused(out, image, render("ann.mask_colour", {"mode": "RGB"}))
    assert outlook(str(out), masks=masks).other_rule == ("verdict.grey_masks", image)
    assert outlook(str(out)).other_rule is None   # (masks not read: nothing told)
    before = _folder(out)
    code, events, err = F.run_engine([*argv, "--resume"])
    assert code == protocol.EXIT_RESUME_MISMATCH, err
    failed = [e for e in events if e["type"] == "run_failed"][-1]
    assert failed["code"] == "resume.other_verdicts", failed
    assert failed["params"]["sentence"]["code"] == "verdict.grey_masks", failed
    assert failed["params"]["file"] == image, failed
    assert "reading the mask as grey" in failed["message"], failed
    assert "added" not in failed["message"], failed
    assert _folder(out) == before


def test_the_grey_mask_rule_by_version_and_reason():
    """Only an engine before 0.3.9 gave another verdict; only a colour mode this engine
    may read as grey, refused by the kept shard, counts; a mask this engine refuses too (or
    cannot open now: said, not judged) kept its verdict."""
    from engine.verdicts import colour_refused, grey_mask_rule
    entry = {"rejected": [["/s/images/a.png", "mask is a RGB colour image; class masks …",
                           "decode"],
                          ["/s/images/b.png", "mask is a LA colour image; …", "decode"],
                          ["/s/images/c.png", "mask is a CMYK colour image; …", "decode"],
                          ["/s/images/d.png", "cannot decode the image", "decode"]]}
    kept = colour_refused(entry)
    assert [p for p, _ in kept] == ["/s/images/a.png", "/s/images/b.png"]
    old, ours = {"engine_version": "0.3.8"}, {"engine_version": __version__}
    both = {"/s/images/a.png": ("/s/masks/a.png", ""), "/s/images/b.png": ("/s/masks/b.png", "")}
    assert grey_mask_rule(old, kept, both) is None
    assert grey_mask_rule(old, kept, {"/s/images/a.png": ("/s/masks/a.png", "")}) == (
        "verdict.grey_masks", "/s/images/b.png")
    assert grey_mask_rule(ours, kept, {}) is None
    assert grey_mask_rule(old, kept, None) is None
    unread: list[tuple[str, str]] = []
    closed = {**both, "/s/images/a.png": ("/s/masks/a.png", "Permission denied")}
    assert grey_mask_rule(old, kept, closed, unread) is None
    assert unread == [("/s/masks/a.png", "Permission denied")]


def _refused_masks(source) -> dict[str, tuple[str, str]]:
    """The "refused_masks" of `engine scan --json --list` of ``source``, as the window's
    scan keeps them (gui.scan_result.annotated_head)."""
    p = subprocess.run([sys.executable, "-m", "engine", "scan", str(source), "--json",
                        "--list", "--task", "segmentation"], cwd=F.ROOT, capture_output=True,
                       text=True, timeout=120)
    doc = json.loads(p.stdout.splitlines()[0])
    return {image: (mask, why) for image, mask, why in doc["refused_masks"]}


def test_the_rule_by_kind_and_verdict(tmp_path):
    """Which recorded verdicts may differ, file kind by file kind: a damaged PNG only of
    0.3.7 (0.3.8 refuses damaged ones as this engine does), --format original's
    GIF/TIFF/WebP/BMP only under it, and none of a run of this version."""
    png = F.encode(F.noise(8, 8, 1), "PNG")
    at = png.index(b"IDAT") + 8   # (a byte of its image data: its chunk's CRC fails)
    files = {"p.png": png, "d.png": png[:at] + bytes([png[at] ^ 0xFF]) + png[at + 1:],
             "j.jpg": F.encode(F.noise(8, 8, 2), "JPEG"), "r.dng": raw_files.dng(),
             "t.tif": F.encode(F.noise(8, 8, 3), "TIFF")}
    files["c.tif"] = files["t.tif"][:len(files["t.tif"]) // 2]   # (its strip cut short)
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    kinds = {name: kind_of(str(tmp_path / name)) for name in files}
    assert kinds == {"p.png": "png", "d.png": "png", "j.jpg": "jpeg", "r.dng": "raw",
                     "t.tif": "tiff", "c.tif": "tiff"}

    def rule(version: str, fmt: str, *judged: tuple[str, bool]):
        record = {"engine_version": version, "options": {"image": {"format": fmt}}}
        found = changed_rule(record, [(str(tmp_path / n), no) for n, no in judged])
        return found and found[0]

    # a PNG of 0.3.7: checked again as 0.3.7 began to check it (a sound one resumes)
    assert rule("0.3.7", "jpeg", ("p.png", False), ("j.jpg", False)) is None
    assert rule("0.3.7", "jpeg", ("p.png", False), ("d.png", False)) == "verdict.png"
    assert rule("0.3.8", "jpeg", ("d.png", False), ("j.jpg", False), ("t.tif", False)) is None
    # a TIFF of --format original: a sound one stored by 0.3.8 is stored today too; a
    # damaged one is refused today (its first picture is decoded)
    assert rule("0.3.8", "original", ("t.tif", False)) is None
    assert rule("0.3.8", "original", ("c.tif", False)) == "verdict.original_damaged"
    assert rule("0.3.8", "jpeg", ("r.dng", True)) is None
    assert rule("0.3.8", "jpeg", ("r.dng", False)) == "verdict.camera_raw"
    # a TIFF 0.3.8 refused: today converts its first page when that reads (its later pages
    # were damaged); a TIFF whose first page is damaged both refuse
    assert rule("0.3.8", "jpeg", ("t.tif", True)) == "verdict.later_frames"
    assert rule("0.3.8", "jpeg", ("c.tif", True)) is None
    assert rule("0.3.9rc1", "jpeg", ("r.dng", False)) is None   # (0.3.9's numbers)
    assert rule(__version__, "original", ("r.dng", False), ("t.tif", True)) is None
    assert rule("", "jpeg", ("r.dng", False)) == "verdict.camera_raw"   # (no version)


def test_a_kept_file_that_cannot_be_read_is_said_so(tmp_path, monkeypatch):
    """A kept NEF that the older run converted and that cannot be read now was counted, in
    silence, as judged as this engine judges it. --resume cannot tell its verdict, and the
    shard holds what it holds: it still finishes the run, and says which file it could not
    check and what to do (log.resume_unread); the window's look finds the same file."""
    src = F.noise_dataset(tmp_path / "src", 9, 24,
                          extra={"a/00000-UNREAD.nef": raw_files.nef()})
    out = tmp_path / "out"
    argv = killed_as_older(src, out, older=_as("0.3.8"))
    judged_as_converted(out, "00000-UNREAD.nef")
    nef = str(src / "a" / "00000-UNREAD.nef")
    assert outlook(str(out)).other_rule == ("verdict.camera_raw", nef)   # (readable here)
    from engine import verdicts
    kind = verdicts._kind

    def unreadable(path: str) -> str:
        if "UNREAD" in path:
            raise PermissionError(13, "Permission denied", path)
        return kind(path)

    monkeypatch.setattr(verdicts, "_kind", unreadable)
    seen = outlook(str(out))
    assert seen.other_rule is None and list(seen.unread) == [(nef, "Permission denied")]
    code, _, err = F.run_engine([*argv, "--resume"],
                                env=F.with_sitecustomize(tmp_path, UNREADABLE))
    assert code == protocol.EXIT_OK, err
    (said,) = [p for _, c, p in F.coded_log_lines(err) if c == "log.resume_unread"]
    assert (said["n"], said["file"], said["why"], said["started"]) == (
        "1", nef, "Permission denied", "0.3.8"), said


def test_a_file_deleted_since_is_not_unread(tmp_path):
    """A kept file deleted since is no file of the run's any more (its shard's stamp differs;
    --resume refuses the changed source): not among those that could not be read. One that
    is there and cannot be opened is, with why."""
    record = {"engine_version": "0.3.8", "options": {"image": {"format": "jpeg"}}}
    (tmp_path / "d.nef").mkdir()   # (opening it fails, even as root)
    unread: list[tuple[str, str]] = []
    found = changed_rule(record, [(str(tmp_path / "gone.nef"), False),
                                  (str(tmp_path / "d.nef"), False)], unread)
    assert found is None
    assert [(os.path.basename(p), why) for p, why in unread] == [("d.nef", "Is a directory")]


def test_a_mask_that_cannot_be_opened_is_no_verdict():
    """read_masks refuses a mask it cannot open ("cannot read the mask …"); --resume then
    refused an older run as having converted a smoothed or damaged mask. A mask that
    cannot be opened now says nothing of its content: it is among those not read, as a
    kept file is; a refused mask it could read still refuses the run (both looks share
    engine.verdicts.mask_rule)."""
    from engine.sources.masks import unreadable
    from engine.verdicts import mask_rule, unopened_mask
    why = unreadable("/src/masks/a.png", PermissionError(13, "Permission denied"))
    assert unopened_mask(why) == "Permission denied"
    assert unopened_mask("the mask masks/b.png looks smoothed") == ""
    older = {"engine_version": "0.3.8"}
    refused = {"/src/images/a.png": ("/src/masks/a.png", unopened_mask(why)),
               "/src/images/b.png": ("/src/masks/b.png", "")}
    unread: list[tuple[str, str]] = []
    assert mask_rule(older, ["/src/images/a.png"], refused, unread) is None
    assert unread == [("/src/masks/a.png", "Permission denied")]
    assert mask_rule(older, ["/src/images/a.png", "/src/images/b.png"], refused) == (
        "verdict.masks", "/src/masks/b.png")
    assert mask_rule({"engine_version": __version__}, ["/src/images/b.png"], refused) is None
