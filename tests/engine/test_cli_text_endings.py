"""What the command line's text says at the end of a run, through the real engine: a
`convert --verify` whose check is cancelled (Ctrl+C) says the conversion finished and how
to check it later; a --resume says how many images it kept; a --resume with nothing to
resume says so."""

from __future__ import annotations

import json
import re
import subprocess

try:
    import imagefactory as F
except ImportError:  # tests/engine as a package
    from . import imagefactory as F
from engine import protocol

#: sitecustomize code (test only): Ctrl+C arrives as the check reads its first record.
#: The SIGINT goes through the engine's own handler, as a user's does.
CTRL_C_IN_THE_CHECK = """
    import os, signal
    import engine.commands.verify as _verify
    _verify_dataset = _verify.verify_dataset
    def verify_dataset(out, progress, cancelled, **kw):
        sent = []
        def cancelled_after_ctrl_c():
            if not sent:
                sent.append(1)
                os.kill(os.getpid(), signal.SIGINT)
            return cancelled()
        return _verify_dataset(out, progress, cancelled_after_ctrl_c, **kw)
    _verify.verify_dataset = verify_dataset
"""


def _text_run(argv: list[str], env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([*argv[:argv.index("--events")], "--events", "text",
                           *argv[argv.index("--events") + 2:]],
                          cwd=F.ROOT, stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, timeout=180, env=env)


def test_ctrl_c_in_convert_verify_says_the_dataset_is_finished(make_dataset, tmp_path):
    src = make_dataset({"cat": 3, "dog": 3}, size=(40, 30))
    out = tmp_path / "out"
    env = F.with_sitecustomize(tmp_path, CTRL_C_IN_THE_CHECK)
    r = _text_run(F.engine_argv(src, out, "--size", "16", "--workers", "1", "--verify"), env)
    assert r.returncode == protocol.EXIT_CANCELLED, r.stderr   # README: Ctrl+C is 130
    lines = r.stdout.splitlines()
    ok = [ln for ln in lines if ln.startswith("ok: ")]
    assert len(ok) == 1 and "6 images written" in ok[0], r.stdout
    after = lines[lines.index(ok[0]) + 1:]
    assert len(after) == 2, r.stdout   # and where it says how to load it (it is complete)
    assert after[1] == f"how to load it: {out / 'HOW_TO_LOAD.md'}", after
    assert after[0].startswith("verify: cancelled after "), after
    assert "the conversion is finished, only its check was stopped" in after[0]
    assert after[0].endswith(f"run: python -m engine verify {out}"), after[0]
    assert " 1 records" not in r.stdout and "records; the files" not in r.stdout
    assert json.loads((out / "tfrecord_studio.json").read_text())["status"] == "complete"
    log = (out / "tfrecord-studio.log").read_text()
    assert "verify: FAILED" not in log and "verify: cancelled after" in log


def test_a_resume_says_how_many_images_it_kept(tmp_path):
    from tests.engine.interrupted import BMP_OPTS, bmp_dataset, interrupted
    src, out = bmp_dataset(tmp_path / "src"), tmp_path / "out"
    entry = interrupted(src, out)   # its first shard finished, then killed
    r = _text_run(F.engine_argv(src, out, *BMP_OPTS, "--resume"))
    assert r.returncode == 0, r.stderr
    (ok,) = [ln for ln in r.stdout.splitlines() if ln.startswith("ok: ")]
    assert ok.startswith(f"ok: 9 images written ({entry['records']} of them kept from the "
                         "interrupted run), 0 skipped"), ok
    # its time and speed are of the images it converted, not of the 9 written
    assert re.search(rf" s converting, [\d,.]+ images/s for the {9 - entry['records']} "
                     r"converted now( \([\d.]+ s in all, with reading the source first\))? -> ",
                     ok), ok
    assert "nothing to resume" not in r.stderr


def test_a_resume_into_a_new_folder_says_there_was_nothing_to_resume(make_dataset, tmp_path):
    src = make_dataset({"cat": 2, "dog": 2}, size=(40, 30))
    for out in (tmp_path / "new", tmp_path / "empty"):
        if out.name == "empty":
            out.mkdir()
        r = _text_run(F.engine_argv(src, out, "--size", "16", "--workers", "1", "--resume"))
        assert r.returncode == 0, r.stderr
        notes = [ln for ln in r.stderr.splitlines() if "nothing to resume" in ln]
        assert notes == [f"note: --resume: {out} holds no interrupted run, so there is "
                         "nothing to resume: every image is converted"], r.stderr
        # catalogued, so the window's Log tab says it in its language
        assert ("note", "log.resume_nothing", {"folder": str(out)}) in \
            F.coded_log_lines(r.stderr)
        (ok,) = [ln for ln in r.stdout.splitlines() if ln.startswith("ok: ")]
        assert ok.startswith("ok: 4 images written, 0 skipped"), ok
        _time_and_speed_agree(ok)
        # then where the folder says how to load it (the engineer who receives it reads it)
        assert r.stdout.rstrip().splitlines()[-1] == \
            f"how to load it: {out / 'HOW_TO_LOAD.md'}", r.stdout


def test_a_cut_short_jpegs_reason_reads_without_nested_parentheses(make_dataset, tmp_path):
    # it read "JPEG is truncated or incomplete (image file is truncated (67 bytes not
    # processed)): copy it again from the original"
    src = make_dataset({"cat": 2, "dog": 2}, size=(40, 30))
    whole = F.encode(F.noise(640, 480, 3), "JPEG", quality=90)
    (src / "cat" / "cut.jpg").write_bytes(whole[:len(whole) // 2])
    code, events, err = F.run_engine(F.engine_argv(src, tmp_path / "out", "--size", "16",
                                                   "--workers", "1"))
    assert code == 0, err
    (failed,) = [e for e in events if e["type"] == "item_failed"]
    # (its end marker is missing: "cut short", as the window's scan says "cut off")
    assert failed["code"] == "file.iso_cut", failed
    assert failed["reason"] == ("JPEG is cut short: the file ends before its picture data "
                                "does (copy it again from the original)"), failed


def test_verify_says_its_result_in_one_line(make_dataset, tmp_path):
    # it said "verify: OK (TensorFlow), 304 records" and then "verified 304 records in ..."
    src, out = make_dataset({"cat": 1}, size=(40, 30)), tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--size", "16", "--workers", "1"))
    assert code == 0, err
    r = subprocess.run([F.PYTHON, "-m", "engine", "verify", str(out), "--reader", "builtin",
                        "--events", "text"], cwd=F.ROOT, stdin=subprocess.DEVNULL,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "1 records" not in r.stdout, r.stdout
    said = [ln for ln in r.stdout.splitlines() if "record" in ln and "verifying" not in ln]
    assert len(said) == 1 and said[0].startswith(f"verified 1 record in {out}"), r.stdout


def _time_and_speed_agree(ok: str) -> None:
    """The "ok:" line's time and speed are over one interval, the conversion's: the images
    written divided by the time said are the speed said, within the rounding of both."""
    found = re.search(r"ok: ([\d,]+) images? written.*?, ([\d.]+) s converting, ([\d,.]+) "
                      r"images/s", ok)
    assert found, ok
    written, t, rate = (float(g.replace(",", "")) for g in found.groups())
    # (to the time's precision: two decimals under 10 s, "0.5 s" beside 44.1 images/s of
    # 24 images agreed only within its rounding, 24 / 0.5 = 48)
    dt = 0.5 * 10 ** -len(found.group(2).partition(".")[2])
    assert dt == (0.005 if t < 10 else 0.05), ok
    fastest = written / (t - dt) if t > dt else float("inf")
    assert written / (t + dt) - 0.05 <= rate <= fastest + 0.05, ok


def test_the_end_line_says_the_conversions_time_with_its_speed():
    """It said "0.7 s, 33.7 images/s" of the whole run, the window "82.5 images/s" of the
    conversion: now the conversion's pair, the whole run beside it; an older summary (or a
    run that ended before its conversion did) says the whole run's pair as before."""
    from engine import event_text
    s = protocol.ConvertSummary(status="ok", out="out", written=24, shards=2, seconds=0.712,
                                images_per_s=33.71, convert_seconds=0.291,
                                convert_images_per_s=82.47)
    line = event_text.convert_summary(s)
    assert line == ("24 images written, 0 skipped, 2 shards, 0.29 s converting, 82.5 "
                    "images/s (0.71 s in all, with reading the source first) -> out"), line
    _time_and_speed_agree("ok: " + line)
    s.convert_seconds, s.convert_images_per_s = 0.0, 0.0
    assert event_text.convert_summary(s).endswith(" 2 shards, 0.71 s, 33.7 images/s -> out")
    # a walk's 24 images: "0.5 s converting, 44.1 images/s" (24 / 0.5 = 48); from 10 s on
    # a tenth, as before
    s.convert_seconds, s.convert_images_per_s = 0.544, 44.12
    assert " 0.54 s converting, 44.1 images/s (0.71 s in all" in event_text.convert_summary(s)
    s.seconds, s.convert_seconds, s.convert_images_per_s = 14.0, 12.34, 1.94
    assert " 12.3 s converting, 1.9 images/s (14.0 s in all" in event_text.convert_summary(s)


def test_a_log_says_the_last_progress_line_once(make_dataset, tmp_path):
    """The counts sent as converting ends and after the side files are written say the
    same: a log (not a terminal) ended "24/24 (100%) ..." two or three times over."""
    src = make_dataset({"cat": 3, "dog": 3})
    r = _text_run(F.engine_argv(src, tmp_path / "out", "--workers", "1"))
    assert r.returncode == 0, r.stderr
    lines = (r.stdout + r.stderr).splitlines()
    done = [x for x in lines if x.startswith("6/6 (100%)")]
    assert len(done) == 1, lines
