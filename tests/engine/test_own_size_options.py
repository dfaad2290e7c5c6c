"""--resize none keeps each image at its own size (engine.codecs.resampling): the command's
--size changes nothing. The manifest and the log recorded it all the same ("width 224,
height 224" of images kept at their own sizes), as they did at --format original
(test_original_options); and a run started with --resize none --size 320 was refused by
the --resume that the window's Resume offer sends ("--size: the run used 320, now 224")
though the offer listed no difference. Now the size is not recorded with --resize none,
and --resume finishes a run of an engine that recorded it, whatever it was."""

from __future__ import annotations

import json

from engine import config, protocol, resume_options
from engine.config import ConvertConfig, ImageOptions
from engine.run import journal, writer
from tests.engine import imagefactory as F
from tests.engine.interrupted import failed_writing_shard_1


def _image(**kw) -> dict:
    return ConvertConfig(source="/s", out="/o", image=ImageOptions(**kw)).output_options()[
        "image"]


def test_resize_none_records_no_size():
    image = _image(resize="none", width=320, height=240, format="png")
    assert "width" not in image and "height" not in image, image
    assert (image["resize"], image["format"], image["channels"]) == ("none", "png", 3)
    stretched = _image(width=320, height=240, format="png")
    assert (stretched["width"], stretched["height"]) == (320, 240)
    # the command that finishes such a run names no --size, and a run that recorded one
    # (engines up to 0.3.8) is finished by the same command
    recorded = {"image": dict(image, width=320, height=240)}
    assert "--size" not in resume_options.args({"image": image})
    assert "--size" not in resume_options.args(recorded)
    # its refusal names the options that differ, not a size the run never applied
    found = resume_options.differences(recorded, {"image": _image(width=320, height=240)})
    assert ("--size", "(not given)", "320x240") in found and \
        ("--resize", "none", "stretch") in found, found


def test_a_run_at_resize_none_logs_no_size(tmp_path):
    src, out = F.noise_dataset(tmp_path / "src", 3, 24), tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "320",
                                              "--resize", "none", "--format", "png"))
    assert code == protocol.EXIT_OK, err
    log = (out / protocol.RUN_LOG).read_text(encoding="utf-8")
    [line] = [s for s in log.splitlines() if "option image:" in s]
    assert "320" not in line and "width" not in line and "resize none" in line, line
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert "width" not in manifest["options"]["image"], manifest["options"]


def test_resume_finishes_a_run_that_recorded_a_size(tmp_path, monkeypatch):
    """A run of the engine before this one (which recorded --size at --resize none: as
    IGNORED_BY_OWN_SIZE empty has it record it), failed writing its shard 1 (a full disk):
    shard 0 complete, shard 1 half written. --resume without its --size keeps both."""
    src, out = F.noise_dataset(tmp_path / "src", 96, 40), tmp_path / "out"
    monkeypatch.setattr(config, "IGNORED_BY_OWN_SIZE", (), raising=False)
    # (--resize none --size 320 first; the window's Resume sends no --size: 224)
    failed_writing_shard_1(src, out, monkeypatch, shuffle=False, image=ImageOptions(
        resize="none", format="png", width=320, height=320))
    monkeypatch.setattr(writer, "os_write_hook", None)
    header, entries = journal.Journal(str(out)).read()
    assert header is not None and header["options"]["image"]["width"] == 320, header
    (shard0,) = entries.values()
    monkeypatch.undo()
    code, events = F.convert_in_process(src, out, workers=1, shuffle=False, resume=True,
                                        image=ImageOptions(resize="none", format="png"))
    assert code == protocol.EXIT_OK, [e for e in events if isinstance(e, protocol.RunFailed)]
    summary = next(e for e in events if isinstance(e, protocol.RunFinished)).summary
    # shard 0 and the records of shard 1 written before the disk filled: kept, not
    # converted again
    assert summary.kept > int(shard0["records"]) > 0 and summary.written == 96, summary
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert "width" not in manifest["options"]["image"], manifest["options"]
