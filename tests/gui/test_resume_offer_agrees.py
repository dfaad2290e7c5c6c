"""The Resume offer says what --resume will answer: the window never offers Resume for an
interrupted run that the engine then refuses, and offers it for one the engine finishes.

Each output folder is a real killed run (tests/engine/interrupted.py), left as the engine
version that wrote it leaves it; the window reads it offscreen with the source's scan,
and the engine is then run with the job the window would launch for Resume."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from interrupted_runs import WAIT

from engine import __version__, protocol
from engine.output_state import LOCK_NAME
from gui.resume import resume_job
from tests.engine import annotated_data as A
from tests.engine import imagefactory as F
from tests.engine.interrupted import (
    BMP_OPTS,
    UNREADABLE,
    as_0_3_7,
    bmp_dataset,
    cancelled_in_first_shard,
    cancelled_without_journal,
    class_table,
    into_shard,
    judged_as_converted,
    judged_as_refused,
    killed_as_older,
)


def _offer(qtbot, w, src, out):
    """The window's offer for the run in ``out`` of ``src``, with the run's options in the
    form (as "Use the interrupted run's options" puts them) and the look at the source done."""
    w.set_source(str(src))
    w.options.out_edit.setText(str(out))
    qtbot.waitUntil(lambda: w.source_panel.last_result is not None
                    and not w.source_panel.scanning(), timeout=WAIT)
    w.use_interrupted_options()
    qtbot.waitUntil(lambda: not w.source_panel.scanning(), timeout=WAIT)
    w.revalidate()
    bar = w.actions_bar
    qtbot.waitUntil(lambda: (w.revalidate(), bar.blocked != "checking")[1], timeout=WAIT)
    assert bar.offering()
    return bar


def _files(out) -> dict[str, bytes]:
    """What the run left in ``out`` (but the lock a killed run leaves, which the refused
    --resume took over and released)."""
    return {p.name: p.read_bytes() for p in out.iterdir() if p.name != LOCK_NAME}


def _resume_answer(w) -> tuple[int, str | None]:
    """The engine's answer to the job Resume launches (the form's, as the run's): its exit
    code and its run_failed code (None when it finished)."""
    return _resume_run(w)[:2]


def _resume_run(w, env: dict | None = None) -> tuple[int, str | None, dict]:
    """_resume_answer, and the summary of the run when it finished ({} else); ``env``: the
    engine's environment."""
    job = resume_job(w.job(), w.out_state.options)
    p = subprocess.run([sys.executable, "-m", "engine", *job.convert_args(), "--events",
                        "jsonl"], cwd=F.ROOT, capture_output=True, text=True, timeout=300,
                       env=env)
    events = [*map(json.loads, p.stdout.splitlines())]
    failed = [e for e in events if e["type"] == "run_failed"]
    done = [e["summary"] for e in events if e["type"] == "run_finished"]
    return p.returncode, failed[-1].get("code") if failed else None, done[-1] if done else {}


def test_a_mask_folders_fit_run_of_0_3_7_is_not_offered_for_resume(qtbot, window, tmp_path):
    """0.3.8 pads class masks with 255 under --resize fit: --resume refuses a fit run of a
    mask folder that 0.3.7 started. Its journal names no task (the folder is segmentation
    only by its scan), and the window offered Resume, which the engine then refused."""
    masks = A.make_masks(str(tmp_path / "masks"))
    out = tmp_path / "fit"
    killed_as_older(masks, out, "--resize", "fit", older=as_0_3_7)
    before = _files(out)
    bar = _offer(qtbot, window, masks, out)
    assert not bar.can_resume() and bar.resume_blocked() == "version"
    text = bar.offer_text.text()
    assert "It was started by TFRecord Studio 0.3.7, which writes its records as other " \
           f"bytes than this version ({__version__})" in text, text
    assert "press Start over to convert every image again" in text, text
    assert "Press Resume" not in text, text
    assert bar.start_btn.isDefault() and bar.start_btn.text() == "Start over…"
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.other_bytes")
    # Start over asks first, saying what it deletes; Cancel keeps the run as it was
    window.start_action.trigger()
    box = window.pending_dialog
    assert box is not None and box.windowTitle() == "Start over?"
    assert "Start over deletes this unfinished run" in box.text(), box.text()
    assert "Resume cannot finish it" in box.text(), box.text()
    shard = F.shard_names(out)[0]
    assert shard in box.detailedText()
    box.reject()
    assert _files(out) == before


def test_an_older_run_killed_after_its_last_shard_is_not_offered_nor_finished(
        qtbot, window, tmp_path):
    """Every shard of a YOLO crop run that 0.3.6 started written, the run killed before its
    manifest: the window offered Start over only, and --resume "finished" it all the same,
    with a manifest that said 0.3.7's bytes of 0.3.6's shards. Both refuse it now."""
    src = A.make_yolo(str(tmp_path / "yolo"))
    out = tmp_path / "crop"
    killed_as_older(src, out, "--resize", "crop", at=lambda err: F.after_journal_entry(err, 3))
    before = _files(out)
    assert len(F.shard_names(out)) == 3 and "tfrecord_studio.json" not in before
    bar = _offer(qtbot, window, src, out)
    assert not bar.can_resume() and bar.resume_blocked() == "version"
    assert "It was started by TFRecord Studio 0.3.6" in bar.offer_text.text()
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.other_bytes")
    assert _files(out) == before


@pytest.mark.parametrize("how", ["cancelled", "killed"])
def test_another_versions_unfinished_shard_is_counted_as_resume_converts_it(
        qtbot, window, tmp_path, how):
    """0.3.7 wrote this version's bytes of class folders: Resume finishes its run, keeping
    its complete shards, but nothing it wrote into a shard it did not finish
    (engine.output_state.keeps_unfinished). The offer counted a cancel's among the done
    images ("2 of 9") and promised to keep a killed run's ("Resume keeps those that read
    back whole"); the engine then converted them again."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / how
    if how == "cancelled":   # in its first shard, the first batch written
        cancelled_in_first_shard(src, out, tmp_path, "04.bmp", as_0_3_7)
    else:   # in its second shard, the first batch written
        killed_as_older(src, out, older=as_0_3_7, at=into_shard(1))
    bar = _offer(qtbot, window, src, out)
    text = bar.offer_text.text()
    assert bar.can_resume() and bar.resume_blocked() == "", text
    code, _, summary = _resume_run(window)
    assert code == protocol.EXIT_OK
    kept = summary["kept"]
    assert f"{kept} of 9 images are already done; {9 - kept} still to convert." in text, text
    assert "Of those still to convert, 2 had been converted into a shard the run did not " \
           "finish; TFRecord Studio 0.3.7 started the run, and an unfinished shard of " \
           "another version is not kept, so Resume converts them again" in text, text
    assert "keeps" not in text, text


def test_a_mask_folders_crop_run_of_0_3_7_is_not_offered(qtbot, window, tmp_path):
    """The same run cropped was the same bytes in 0.3.8, but 0.3.10 numbers image/source_id
    (it was the mask's stem): Start over only, as --resume refuses it."""
    masks = A.make_masks(str(tmp_path / "masks"))
    out = tmp_path / "crop"
    killed_as_older(masks, out, "--resize", "crop", older=as_0_3_7)
    before = _files(out)
    bar = _offer(qtbot, window, masks, out)
    assert not bar.can_resume() and bar.resume_blocked() == "version", bar.offer_text.text()
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.other_bytes")
    assert _files(out) == before


def test_a_cancelled_run_without_its_journal_is_not_offered_for_resume(qtbot, window,
                                                                      tmp_path):
    """Only the journal says which shards are complete: without it --resume keeps none and
    refuses. The window read the cancelled run's manifest and offered Resume."""
    src = F.noise_dataset(tmp_path / "src", 9, 24)
    out = tmp_path / "out"
    cancelled_without_journal(src, out)
    before = _files(out)
    bar = _offer(qtbot, window, src, out)
    assert not bar.can_resume() and bar.resume_blocked() == "other"
    text = bar.offer_text.text()
    assert "was cancelled" in text, text
    assert "Its journal (the hidden file .tfrecord-studio-journal.jsonl), which says which of " \
           "its shards are complete, is missing, so Resume cannot keep any of them: press " \
           "Start over to convert every image again." in text, text
    assert "Press Resume" not in text, text
    assert bar.start_btn.isDefault() and bar.start_btn.text() == "Start over…"
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.journal_missing")
    window.start_action.trigger()   # Start over asks first, and lists what it deletes
    box = window.pending_dialog
    assert box is not None and box.windowTitle() == "Start over?"
    assert "Resume cannot finish it" in box.text(), box.text()
    assert all(n in box.detailedText() for n in F.shard_names(out))
    box.reject()
    assert _files(out) == before


def _blocked_for_source(qtbot, w, src, out, named: str) -> str:
    """The offer for the run in ``out`` of ``src``, once its look at the source named
    ``named``: Resume cannot be pressed, for the source. Its text."""
    bar = _offer(qtbot, w, src, out)
    qtbot.waitUntil(lambda: named in bar.offer_text.text(), timeout=WAIT)
    text = bar.offer_text.text()
    assert not bar.can_resume() and bar.resume_blocked() == "source", text
    assert "so Resume cannot finish it. Press Start over to convert them all, or put the " \
           "source back as it was." in text, text
    assert "Press Resume" not in text, text
    return text


def test_a_class_edited_in_a_table_is_not_offered_for_resume(qtbot, window, tmp_path):
    """The same images, one of another class in the table now: the plan differs and
    --resume refuses; the window counted the images alike and offered Resume."""
    src = bmp_dataset(tmp_path / "src")
    table = class_table(src)
    out = tmp_path / "out"
    F.killed_after_first_shard(F.engine_argv(table, out, *BMP_OPTS), out)
    table.write_text(table.read_text(encoding="utf-8").replace("b/07.bmp,b", "b/07.bmp,a"),
                     encoding="utf-8")
    text = _blocked_for_source(qtbot, window, table, out, "another class or split now")
    assert "(another class or split now: b/07.bmp)" in text, text
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.source_changed")


def test_an_empty_class_folder_added_is_not_offered_for_resume(qtbot, window, tmp_path):
    """A class folder without images, added before the others, numbers the classes anew:
    every image has another class number, and --resume refuses."""
    src = bmp_dataset(tmp_path / "src")
    out = tmp_path / "out"
    F.killed_after_first_shard(F.engine_argv(src, out, *BMP_OPTS), out)
    (src / "0").mkdir()
    text = _blocked_for_source(qtbot, window, src, out, "another class or split now")
    assert "another class or split now: a/00.bmp, a/02.bmp, a/04.bmp, 6 more" in text, \
        text
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.source_changed")


def _as_0_3_8(header: dict) -> None:
    as_0_3_7(header)
    header["engine_version"] = "0.3.8"


def test_an_older_run_that_converted_a_camera_raw_file_is_not_offered(qtbot, window,
                                                                     tmp_path):
    """0.3.8 before 58afd5ed stored a NEF as its small preview; this version refuses it
    (engine.verdicts). A run of 0.3.8 whose kept shard holds such a NEF: the window offered
    Resume, which kept that record and refused the NEFs of the rest. The offer is Start over
    only and says why, as --resume does."""
    from tests.engine import raw_files
    src = F.noise_dataset(tmp_path / "src", 9, 24, extra={"a/00000.nef": raw_files.nef()})
    out = tmp_path / "out"
    killed_as_older(src, out, older=_as_0_3_8)
    judged_as_converted(out, "00000.nef")
    bar = _offer(qtbot, window, src, out)
    assert not bar.can_resume() and bar.resume_blocked() == "version"
    text = bar.offer_text.text()
    assert "It was started by TFRecord Studio 0.3.8, which took other files into records " \
           f"than this version ({__version__}): it stored camera RAW files as their small " \
           "preview, which this version refuses." in text, text
    assert "a/00000.nef" in text and "press Start over" in text, text
    assert "Press Resume" not in text, text
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.other_verdicts")


def test_an_older_run_that_refused_its_camera_raw_file_is_offered_and_finished(
        qtbot, window, tmp_path):
    """The same run whose kept shard refused the NEF, as this version does: offered, and
    finished."""
    from tests.engine import raw_files
    src = F.noise_dataset(tmp_path / "src", 9, 24, extra={"a/00000.nef": raw_files.nef()})
    out = tmp_path / "out"
    killed_as_older(src, out, older=_as_0_3_8)
    bar = _offer(qtbot, window, src, out)
    assert bar.can_resume() and bar.resume_blocked() == "", bar.offer_text.text()
    assert _resume_answer(window) == (protocol.EXIT_OK, None)


def _as_0_3_8_our_bytes(header: dict) -> None:
    """_as_0_3_8, its journal saying this engine's bytes of an annotated run: since 0.3.10
    every older annotated run is refused for its bytes first (engine.bytes_version), and
    these mask runs are here for the verdicts."""
    from engine.bytes_version import ANNOTATED_BYTES_VERSION
    _as_0_3_8(header)
    header["bytes_version"] = ANNOTATED_BYTES_VERSION


@pytest.mark.parametrize("converted", [True, False])
def test_an_older_run_that_converted_a_smoothed_mask_is_not_offered(qtbot, window, tmp_path,
                                                                   converted):
    """0.3.8 before 272e68a1 converted an image whose class mask is smoothed; this version
    refuses it. Only --resume read the kept masks again: the window offered Resume for such
    a run, which the engine then refused. The window's look now judges the kept masks by
    those the source's scan refuses (it read every mask, by the run's own function): Start
    over only, in --resume's words. The same run whose kept shard refused the mask, as this
    version does, is offered and finished."""
    src = tmp_path / "seg"
    A.make_smoothed_masks(src)
    out = tmp_path / "out"
    killed_as_older(src, out, "--task", "segmentation", older=_as_0_3_8_our_bytes)
    if converted:
        judged_as_converted(out, "m_0.png")
    bar = _offer(qtbot, window, src, out)
    text = bar.offer_text.text()
    if not converted:
        assert bar.can_resume() and bar.resume_blocked() == "", text
        assert _resume_answer(window) == (protocol.EXIT_OK, None)
        return
    assert not bar.can_resume() and bar.resume_blocked() == "version", text
    assert "It was started by TFRecord Studio 0.3.8, which took other files into records " \
           f"than this version ({__version__}): it converted images whose class mask is " \
           "smoothed (anti-aliased) or damaged, which this version refuses." in text, text
    assert "masks/m_0.png" in text and "press Start over" in text, text
    assert "Press Resume" not in text, text
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.other_verdicts")


@pytest.mark.parametrize("refused", [True, False])
def test_an_older_run_that_refused_a_grey_mask_saved_in_colour_is_not_offered(
        qtbot, window, tmp_path, refused):
    """0.3.8 refused an image whose grey class mask was saved as RGB; this version reads it
    as grey. Its kept shard's refusal was kept by Resume while the rest converted such
    masks: the offer is Start over only, in --resume's words. Without that refusal (the
    kept shard refused only a damaged mask, as this version does) it is offered
    and finished."""
    from engine.reason_codes import render
    src = tmp_path / "seg"
    A.make_colour_saved_masks(src)
    out = tmp_path / "out"
    killed_as_older(src, out, "--task", "segmentation", older=_as_0_3_8_our_bytes)
    if refused:
        judged_as_refused(out, str(src / "images" / "m_0.png"),
                          render("ann.mask_colour", {"mode": "RGB"}))
    bar = _offer(qtbot, window, src, out)
    text = bar.offer_text.text()
    if not refused:
        assert bar.can_resume() and bar.resume_blocked() == "", text
        assert _resume_answer(window) == (protocol.EXIT_OK, None)
        return
    assert not bar.can_resume() and bar.resume_blocked() == "version", text
    assert "it refused images whose grey class mask was saved in colour (its three " \
           "channels equal, or grey with an opaque alpha), which this version converts, " \
           "reading the mask as grey." in text, text
    assert "images/m_0.png" in text and "press Start over" in text, text
    assert "added" not in text and "Press Resume" not in text, text
    assert _resume_answer(window) == (protocol.EXIT_RESUME_MISMATCH, "resume.other_verdicts")


def test_an_older_run_whose_kept_file_cannot_be_read_says_so(qtbot, window, tmp_path,
                                                            monkeypatch):
    """A kept NEF that 0.3.8 converted, which cannot be read now: --resume cannot tell its
    verdict, keeps it as that run judged it and says so; the offer said nothing of it (a
    Resume that mixed two rules, in silence). It is offered, and says which file."""
    from engine import verdicts
    from tests.engine import raw_files
    src = F.noise_dataset(tmp_path / "src", 9, 24,
                          extra={"a/00000-UNREAD.nef": raw_files.nef()})
    out = tmp_path / "out"
    killed_as_older(src, out, older=_as_0_3_8)
    judged_as_converted(out, "00000-UNREAD.nef")
    kind = verdicts._kind

    def unreadable(path: str) -> str:
        if "UNREAD" in path:
            raise PermissionError(13, "Permission denied", path)
        return kind(path)

    monkeypatch.setattr(verdicts, "_kind", unreadable)
    bar = _offer(qtbot, window, src, out)
    text = bar.offer_text.text()
    assert bar.can_resume() and bar.resume_blocked() == "", text
    assert "1 file in its finished shards could not be read (a/00000-UNREAD.nef), so whether " \
           "this version takes it into records as TFRecord Studio 0.3.8 did is not known: " \
           "Resume keeps it as that run converted or skipped it." in text, text
    env = F.with_sitecustomize(tmp_path, UNREADABLE)
    assert _resume_run(window, env)[:2] == (protocol.EXIT_OK, None)
