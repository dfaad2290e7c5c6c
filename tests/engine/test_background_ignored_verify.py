"""Issue 10 (words and numbers), engine side: --background for transparent areas, side
files beside the class folders reported as ignored, verify progress and cancel."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine import protocol
from engine.config import ConvertConfig, ImageOptions
from engine.errors import ConfigError
from engine.sources import discover
from tests.engine.conftest import read_tfrecords, run_cli


def _transparent_source(root):
    """One class with a PNG whose left half is fully transparent (red, alpha 0) and whose
    right half is opaque blue."""
    d = root / "src" / "icons"
    d.mkdir(parents=True)
    im = Image.new("RGBA", (40, 20), (255, 0, 0, 0))
    im.paste((0, 0, 255, 255), (20, 0, 40, 20))
    im.save(d / "icon.png")
    return root / "src"


@pytest.mark.parametrize("background,expected", [
    ("white", (255, 255, 255)), ("black", (0, 0, 0)), ("grey", (128, 128, 128))])
def test_background_colour_is_what_transparent_areas_become(tmp_path, background, expected):
    src = _transparent_source(tmp_path)
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(src), "--out", str(out), "--size", "40x20",
                                "--format", "png", "--workers", "1", "--background",
                                background, "--events", "jsonl")
    assert code == 0, err
    (rec,) = read_tfrecords(sorted(out.glob("*.tfrecord")))
    import tensorflow as tf
    px = tf.io.decode_png(rec["image/encoded"], channels=3).numpy()
    assert tuple(int(v) for v in px[10, 5]) == expected      # transparent half
    assert tuple(int(v) for v in px[10, 35]) == (0, 0, 255)  # opaque half untouched
    started = next(e for e in events if e["type"] == "run_started")
    if background != "white":
        assert started["options"]["image"]["background"] == background


def test_background_option_is_validated_and_white_keeps_old_fingerprints():
    with pytest.raises(ConfigError, match="--background"):
        ImageOptions(background="pink")
    assert ImageOptions(background="gray").background == "grey"
    # runs interrupted before --background existed must stay resumable: same options dict
    assert "background" not in ConvertConfig("s", "o").output_options()["image"]
    assert ConvertConfig("s", "o", image=ImageOptions(background="black")
                         ).output_options()["image"]["background"] == "black"


def test_unknown_background_is_a_usage_error(tmp_path):
    src = _transparent_source(tmp_path)
    code, _events, err = run_cli("convert", str(src), "--out", str(tmp_path / "o"),
                                 "--background", "pink")
    assert code == protocol.EXIT_USAGE and "--background" in err


def _source_with_side_files(tmp_path):
    src = tmp_path / "src"
    for c in ("cats", "dogs"):
        (src / c).mkdir(parents=True)
        for i in range(2):
            Image.new("RGB", (16, 16), (i * 90, 30, 60)).save(src / c / f"img{i}.jpg")
    (src / "labels.csv").write_text("path,label\ncats/img0.jpg,cats\n")
    (src / "README.md").write_text("# my photos\n")
    return src


def test_side_files_at_the_top_are_ignored_not_rejected(tmp_path):
    src = _source_with_side_files(tmp_path)
    Image.new("RGB", (8, 8)).save(src / "stray.jpg")  # an image without a class: rejected
    scan = discover.scan(str(src))
    assert scan.ignored == ["README.md", "labels.csv"]
    assert [r.path.rsplit("/", 1)[-1] for r in scan.rejected] == ["stray.jpg"]
    assert len(scan.samples) == 4


def test_convert_reports_side_files_once_and_does_not_count_them_skipped(tmp_path):
    src = _source_with_side_files(tmp_path)
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(src), "--out", str(out), "--workers", "1")
    assert code == 0, err
    assert not [e for e in events if e["type"] == "item_failed"]
    final_scan = [e for e in events if e["type"] == "scan_progress" and e["finished"]]
    assert final_scan[-1]["ignored"] == ["README.md", "labels.csv"]
    summary = events[-1]["summary"]
    assert summary["failed"] == 0 and summary["ignored"] == 2 and summary["written"] == 4
    assert "labels.csv" not in (out / "rejected.csv").read_text()


def test_text_output_says_ignored_once():
    from engine.events import Emitter
    buf = io.StringIO()
    em = Emitter("text", stream=buf)
    em.emit(protocol.ScanProgress(found=4, finished=True, ignored=["README.md", "labels.csv"]))
    assert buf.getvalue().count("ignored 2 files") == 1 and "README.md" in buf.getvalue()


def test_convert_verify_emits_cumulative_verify_progress(tmp_path):
    src = _source_with_side_files(tmp_path)
    out = tmp_path / "out"
    code, events, err = run_cli("convert", str(src), "--out", str(out), "--workers", "1",
                                "--shards", "2", "--verify")
    assert code == 0, err
    vp = [e for e in events if e["type"] == "verify_progress"]
    assert vp, "convert --verify must report verification progress"
    checked = [e["checked"] for e in vp]
    assert checked == sorted(checked) and checked[0] == 0 and checked[-1] == 4
    assert all(e["total"] == 4 for e in vp)
    types = [e["type"] for e in events]
    # verify progress comes after the conversion and before the verify result
    assert types.index("verify_progress") > max(i for i, t in enumerate(types)
                                                 if t == "shard_written")
    assert types.index("verify_result") > max(i for i, t in enumerate(types)
                                              if t == "verify_progress")


def test_verify_stops_when_cancelled_and_says_so(tmp_path):
    src = _source_with_side_files(tmp_path)
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", str(src), "--out", str(out), "--workers", "1",
                                 "--shards", "2")
    assert code == 0, err
    from engine.commands.verify import verify_dataset
    seen: list[int] = []
    res = verify_dataset(str(out), lambda c, n, s: seen.append(c),
                         should_stop=lambda: len(seen) >= 2)
    assert res.cancelled and not res.ok and res.checked < 4
    full = verify_dataset(str(out))
    assert full.ok and full.checked == 4 and not full.cancelled


def test_verify_command_reports_progress_and_stops_on_cancel(tmp_path):
    src = _source_with_side_files(tmp_path)
    out = tmp_path / "out"
    code, _events, err = run_cli("convert", str(src), "--out", str(out), "--workers", "1")
    assert code == 0, err
    code, events, err = run_cli("verify", str(out))
    assert code == 0, err
    assert [e["checked"] for e in events if e["type"] == "verify_progress"][-1] == 4
    # `cancel` on stdin (what the window sends): TensorFlow's import alone takes seconds,
    # so the line is read long before the last record
    stdin = tmp_path / "cancel.txt"
    stdin.write_text("cancel\n")
    with open(stdin) as f:
        code, events, err = run_cli("verify", str(out), stdin=f)
    assert code == protocol.EXIT_CANCELLED, err
    result = next(e for e in events if e["type"] == "verify_result")
    assert result["cancelled"] and not result["ok"] and result["checked"] < 4
    assert events[-1]["type"] == "run_finished" and events[-1]["status"] == "cancelled"
