"""End to end: the real CLI as a subprocess, its event stream, and the output read back
with TensorFlow."""

import itertools
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from engine.output_state import MANIFEST
from tests.engine import imagefactory as F
from tests.engine.conftest import ROOT, read_tfrecords, run_cli

pytestmark = pytest.mark.e2e


def _types(events):
    return [e["type"] for e in events]


def test_convert_mixed_formats_event_stream_and_read_back(make_dataset, tmp_path):
    src = make_dataset({"고양이": 6, "犬 dog": 5}, size=(120, 90))
    (src / "고양이" / "readme.txt").write_text("not an image")
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(src), "--out", str(out), "--size", "64x48",
                                "--workers", "2", "--split", "train=0.8,val=0.2", "--verify")
    assert code == 0, err
    types = _types(events)
    assert types[0] == "run_started" and types[-1] == "run_finished"
    for t in ("scan_progress", "plan", "progress", "batch_written", "worker_stats",
              "shard_written", "item_failed", "verify_result"):
        assert t in types, t
    assert [e["seq"] for e in events] == list(range(len(events)))
    assert all(e["v"] == 1 for e in events)
    progress = [e for e in events if e["type"] == "progress"]
    assert all(a["done"] <= b["done"] and a["bytes_in"] <= b["bytes_in"]
               for a, b in itertools.pairwise(progress))
    assert progress[-1]["done"] == 11 and progress[-1]["failed"] == 1
    failed = [e for e in events if e["type"] == "item_failed"]
    assert failed[0]["path"].endswith("readme.txt") and "not an image" in failed[0]["reason"]
    assert next(e for e in events if e["type"] == "verify_result")["ok"] is True
    batch = next(e for e in events if e["type"] == "batch_written")
    assert batch["records"] > 0 and batch["write_seconds"] >= 0

    info = json.loads((out / MANIFEST).read_text())
    assert info["status"] == "complete" and info["labels"] == ["犬 dog", "고양이"]
    assert (out / "labels.txt").read_text(encoding="utf-8") == "犬 dog\n고양이\n"
    rejected = (out / "rejected.csv").read_text(encoding="utf-8").splitlines()
    assert len(rejected) == 2 and "readme.txt" in rejected[1]

    shards = sorted(out.glob("*.tfrecord"))
    assert [p.name for p in shards] == ["data-train-00000-of-00001.tfrecord",
                                        "data-val-00000-of-00001.tfrecord"]
    recs = read_tfrecords(shards)
    assert len(recs) == 11
    import tensorflow as tf
    for r in recs:
        img = tf.io.decode_jpeg(r["image/encoded"])
        assert tuple(img.shape) == (48, 64, 3) == (r["image/height"], r["image/width"], 3)
        assert r["image/format"] == b"jpeg"
        assert info["labels"][r["image/class/label"]] == r["image/class/text"].decode()
        assert r["image/filename"].decode().split("/")[0] == r["image/class/text"].decode()
    # Each class is split 80/20 (7 files -> 6/1, 5 -> 4/1); the text file was planned
    # like any file (content decides) and then rejected.
    assert next(e for e in events if e["type"] == "plan")["splits"] == {"train": 10, "val": 2}
    assert sum(v["records"] for v in info["splits"].values()) == 11


def test_output_is_byte_identical_at_1_and_3_workers(make_dataset, tmp_path):
    src = make_dataset({"a": 9, "b": 8}, size=(80, 60))
    args = ["--size", "32", "--shards", "2", "--split", "train=0.7,val=0.3", "--seed", "7",
            "--compression", "gzip", "--events", "none"]
    for workers in ("1", "3"):
        out = str(tmp_path / f"w{workers}")
        assert run_cli("convert", str(src), "--out", out, "--workers", workers, *args)[0] == 0
    names = sorted(p.name for p in (tmp_path / "w1").glob("*.tfrecord.gz"))
    assert len(names) == 4
    for n in names:
        assert (tmp_path / "w1" / n).read_bytes() == (tmp_path / "w3" / n).read_bytes(), n


def test_csv_source_and_unlabeled_folder(make_dataset, tmp_path):
    src = make_dataset({"": 4}, size=(40, 40), formats=("png",))
    code, events, err = run_cli("convert", str(src), "--out", str(tmp_path / "u"), "--size", "16")
    assert code == 0, err
    recs = read_tfrecords(sorted((tmp_path / "u").glob("*.tfrecord")))
    assert len(recs) == 4 and {r["image/class/label"] for r in recs} == {-1}

    csv = tmp_path / "list.csv"
    csv.write_text("path,label,split\n" + "".join(
        f"src/img_{i:03d}.png,{'개' if i % 2 else '猫'},{'val' if i == 3 else 'train'}\n"
        for i in range(4)), encoding="utf-8")
    code, events, err = run_cli("convert", str(csv), "--out", str(tmp_path / "c"), "--size", "16")
    assert code == 0, err
    assert sorted(p.name for p in (tmp_path / "c").glob("*.tfrecord")) == [
        "data-train-00000-of-00001.tfrecord", "data-val-00000-of-00001.tfrecord"]
    val = read_tfrecords([tmp_path / "c" / "data-val-00000-of-00001.tfrecord"])
    assert [(r["image/filename"].decode(), r["image/class/text"].decode()) for r in val] == [
        ("src/img_003.png", "개")]


@pytest.fixture(scope="module")
def converted(tmp_path_factory):
    from tests.engine.conftest import noise_image
    root = tmp_path_factory.mktemp("v")
    for i in range(12):
        (root / "src" / "c").mkdir(parents=True, exist_ok=True)
        noise_image(50, 40, seed=i).save(root / "src" / "c" / f"{i}.jpg")
    code, _, err = run_cli("convert", str(root / "src"), "--out", str(root / "out"),
                           "--size", "24", "--shards", "2")
    assert code == 0, err
    return root / "out"


def _copy(src, dst):
    shutil.copytree(src, dst)
    return dst


def test_verify_passes_on_good_output(converted):
    code, events, _ = run_cli("verify", str(converted))
    assert code == 0
    result = next(e for e in events if e["type"] == "verify_result")
    assert result["ok"] and result["checked"] == 12


def test_verify_catches_a_flipped_byte(converted, tmp_path):
    out = _copy(converted, tmp_path / "flip")
    shard = out / "data-train-00000-of-00002.tfrecord"
    data = bytearray(shard.read_bytes())
    data[len(data) // 2] ^= 0x40
    shard.write_bytes(bytes(data))
    code, events, _ = run_cli("verify", str(out))
    assert code == 7
    problems = next(e for e in events if e["type"] == "verify_result")["problems"]
    # both checks see it: the file's hash, and the CRC of the record the byte fell in
    assert len(problems) == 2, problems
    assert problems[0] == f"{shard}: sha256 differs from the manifest (file changed or corrupted)"
    assert re.fullmatch(rf"{re.escape(str(shard))}: record #\d+ is damaged: "
                        r"(length CRC mismatch \(corrupt or not a TFRecord file\)|"
                        r"data CRC mismatch \(corrupt record\)); the records after it "
                        r"were not read", problems[1]), problems[1]


def test_verify_catches_a_file_cut_at_a_record_boundary(converted, tmp_path):
    from engine.records.tfrecord import iter_records
    out = _copy(converted, tmp_path / "cut")
    shard = out / "data-train-00001-of-00002.tfrecord"
    with open(shard, "rb") as f:
        offsets = [r.offset for r in iter_records(f)]
    data = shard.read_bytes()
    shard.write_bytes(data[:offsets[-1]])  # drop the last record exactly
    # TensorFlow itself reads the cut file without complaint...
    assert len(read_tfrecords([shard])) == len(offsets) - 1
    # ...so only the manifest can tell.
    code, events, _ = run_cli("verify", str(out))
    assert code == 7
    problems = next(e for e in events if e["type"] == "verify_result")["problems"]
    assert any("manifest says" in p for p in problems)


def test_usage_errors_and_help():
    code, events, err = run_cli("convert", "x", "--out", "y", "--size", "big")
    assert code == 2 and events[-1]["type"] == "run_failed" and "--size" in events[-1]["message"]
    import subprocess
    import sys
    help_text = subprocess.run([sys.executable, "-m", "engine", "convert", "--help"],
                               capture_output=True, text=True, cwd=os.getcwd()).stdout
    assert "--shard-size" in help_text and "exit codes" in help_text


def test_missing_source_exit_code(tmp_path):
    code, events, _ = run_cli("convert", str(tmp_path / "nope"), "--out", str(tmp_path / "o"))
    assert code == 3 and "no such file" in events[-1]["message"]


def test_dali_index_files_list_every_record(converted):
    from engine.records.tfrecord import iter_records
    info = json.loads((converted / MANIFEST).read_text())
    shards = info["splits"]["train"]["shards"]
    for shard in shards:
        assert shard["dali_index"] == shard["filename"] + ".idx"
        with open(converted / shard["filename"], "rb") as f:
            expected = [f"{r.offset} {16 + len(r.data)}" for r in iter_records(f)]
        assert (converted / shard["dali_index"]).read_text().splitlines() == expected
        assert len(expected) == shard["records"]


def test_dali_index_files_are_what_dalis_tfrecord2idx_makes(converted, tmp_path):
    """The README says the .idx files are in the format of DALI's tfrecord2idx: they are
    byte for byte what that tool writes for each shard."""
    from tests.engine.snippet_run import dali_available
    if not dali_available():
        pytest.skip("DALI has no wheel for this platform")
    tool = os.path.join(os.path.dirname(sys.executable), "tfrecord2idx")
    for shard in json.loads((converted / MANIFEST).read_text())["splits"]["train"]["shards"]:
        theirs = tmp_path / (shard["filename"] + ".idx")
        subprocess.run([sys.executable, tool, str(converted / shard["filename"]), str(theirs)],
                       check=True, capture_output=True, timeout=120)
        assert (converted / shard["dali_index"]).read_bytes() == theirs.read_bytes()


def test_verify_catches_a_wrong_dali_index_and_resume_rebuilds_a_missing_one(converted, tmp_path):
    out = _copy(converted, tmp_path / "idx")
    idx = out / "data-train-00000-of-00002.tfrecord.idx"
    good = idx.read_text()
    idx.write_text("".join(good.splitlines(keepends=True)[:-1]))  # last record missing
    code, events, _ = run_cli("verify", str(out))
    assert code == 7
    problems = next(e for e in events if e["type"] == "verify_result")["problems"]
    assert any("DALI index does not match" in p for p in problems)

    idx.unlink()
    info = json.loads((out / MANIFEST).read_text())
    src = info["source"]
    code, _, err = run_cli("convert", src, "--out", str(out), "--size", "24", "--shards", "2",
                           "--resume")
    assert code == 0, err
    assert idx.read_text() == good
    assert run_cli("verify", str(out))[0] == 0


def test_size_estimate_samples_are_reused_not_converted_twice(make_dataset, tmp_path):
    """A small --shard-size makes the engine estimate record sizes by converting a sample;
    those records are then written from the estimate, and the bytes match a run at another
    worker count."""
    from engine.config import ConvertConfig, ImageOptions
    from engine.events import Emitter
    from engine.run.pipeline import Converter
    src = make_dataset({"a": 20, "b": 20}, size=(96, 72), formats=("jpg", "png"))
    outs = []
    for workers in (1, 3):
        out = tmp_path / f"w{workers}"
        cfg = ConvertConfig(source=str(src), out=str(out), image=ImageOptions(48, 48),
                            workers=workers, shard_size_mib=0.02, events="none")
        conv = Converter(cfg, Emitter("none"))
        result = conv.run()
        assert result.exit_code == 0
        assert len(conv.specs) > 1, "the plan must come from the estimate"
        assert conv.scheduler.precomputed == {}, "every estimated record was used by the run"
        assert result.counters.done == 40
        outs.append(out)
    names = sorted(p.name for p in outs[0].glob("*.tfrecord"))
    assert names and names == sorted(p.name for p in outs[1].glob("*.tfrecord"))
    for n in names:
        assert (outs[0] / n).read_bytes() == (outs[1] / n).read_bytes(), n
    recs = read_tfrecords([outs[0] / n for n in names])
    assert sorted(r["image/filename"].decode() for r in recs) == sorted(
        f"{c}/img_{i:03d}.{'jpg' if i % 2 == 0 else 'png'}" for c in "ab" for i in range(20))
    assert all(r["image/filename"].decode()[0] == r["image/class/text"].decode() for r in recs)


@pytest.mark.parametrize("argv", [["--bogus"], ["convert", "--bogus", "x"],
                                  ["convert", "x", "--out", "y", "--bogus=1"],
                                  ["verify", "--bogus"]])
def test_a_mistyped_option_is_named(argv, capsys):
    """argparse would first say that COMMAND or --out is missing, hiding the real mistake."""
    from engine.commands.cli import main
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "unknown option --bogus" in err and "--help" in err


def test_abbreviated_options_and_negative_numbers_are_not_unknown():
    from engine.commands.argv_check import unknown_option
    from engine.commands.cli import build_parser
    parser = build_parser()
    assert unknown_option(parser, ["convert", "x", "--ove", "--out", "y", "--seed", "-3"]) \
        is None
    assert unknown_option(parser, ["convert", "--", "-odd-name"]) is None


def test_no_command_names_the_commands(tmp_path):
    # it said only "the following arguments are required: COMMAND"; as the installed
    # command runs it
    script = F.console_script(tmp_path)
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                       cwd=tmp_path, timeout=60, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert r.returncode == 2
    assert "error: a command is required: convert, verify, inspect, tune, scan" in r.stderr
    assert "tfrecord-studio-cli --help" in r.stderr and "required: COMMAND" not in r.stderr


def test_a_mistyped_command_is_said_as_such_not_as_none_given():
    # "convrt src" said "a command is required", as if none had been typed
    from engine.commands.argv_check import missing_command
    from engine.commands.cli import build_parser
    parser = build_parser()
    assert missing_command(parser, ["convrt", "src"]) is None   # argparse: invalid choice
    assert missing_command(parser, ["--version"]) is None
    assert missing_command(parser, []) is not None
    r = subprocess.run([sys.executable, "-m", "engine", "convrt", "src"], capture_output=True,
                       text=True, cwd=ROOT, timeout=60, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert r.returncode == 2 and "invalid choice: 'convrt'" in r.stderr, r.stderr
    # with the command's options after it: it said "unknown option --out"
    from engine.commands.argv_check import unknown_option
    assert unknown_option(parser, ["convrt", "src", "--out", "x"]) is None
    assert unknown_option(parser, ["convert", "src", "--outt", "x"])[0] == "--outt"
