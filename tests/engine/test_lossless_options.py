"""--format png and raw keep every pixel exactly: --quality changes nothing there (only JPEG
has a quality). The manifest and the log recorded it all the same ("quality 95" of a PNG
dataset), as they did the size at --format original and --resize none
(test_original_options, test_own_size_options). Now it is not recorded with them, and
--resume finishes a run of an engine that recorded it, whatever it was: the window's
Resume sends no --quality at PNG (gui.job), so the engine's default 95 met a run's 80."""

from __future__ import annotations

import json

import pytest

from engine import config, protocol, resume_options
from engine.config import ConvertConfig, ImageOptions
from engine.run import journal, writer
from tests.engine import imagefactory as F
from tests.engine.interrupted import failed_writing_shard_1


def _image(**kw) -> dict:
    return ConvertConfig(source="/s", out="/o", image=ImageOptions(**kw)).output_options()[
        "image"]


@pytest.mark.parametrize("fmt", ["png", "raw"])
def test_png_and_raw_record_no_quality(fmt):
    image = _image(format=fmt, quality=80)
    assert "quality" not in image, image
    assert (image["format"], image["width"], image["channels"]) == (fmt, 224, 3)
    assert config.ignored(image) == ("quality",)
    # both rules at once: kept sizes and lossless pixels
    kept = _image(format=fmt, resize="none", quality=80)
    assert not {"width", "height", "quality"} & set(kept), kept
    assert _image(format="jpeg", quality=80)["quality"] == 80
    # the command that finishes such a run names no --quality, and a run that recorded one
    # (engines up to 0.3.8) is finished by the same command
    recorded = {"image": dict(image, quality=80)}
    assert "--quality" not in resume_options.args({"image": image})
    assert "--quality" not in resume_options.args(recorded)
    assert resume_options.differences(recorded, {"image": image}) == []
    # its refusal names the options that differ, not a quality the run never applied
    found = resume_options.differences(recorded, {"image": _image(quality=80)})
    assert found == [("--format", fmt, "jpeg"), ("--quality", "(not given)", "80")], found


def test_a_run_at_png_logs_no_quality(tmp_path):
    src, out = F.noise_dataset(tmp_path / "src", 3, 24), tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--quality", "80",
                                              "--format", "png"))
    assert code == protocol.EXIT_OK, err
    log = (out / protocol.RUN_LOG).read_text(encoding="utf-8")
    [line] = [s for s in log.splitlines() if "option image:" in s]
    assert "quality" not in line and "format png" in line, line
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert "quality" not in manifest["options"]["image"], manifest["options"]


def test_resume_finishes_a_png_run_that_recorded_a_quality(tmp_path, monkeypatch):
    """A run of the engine before this one (which recorded --quality at PNG: as
    IGNORED_BY_LOSSLESS empty has it record it), started with --quality 80, failed
    writing its shard 1 (a full disk): shard 0 complete, shard 1 half written. --resume
    without its --quality (the window's Resume sends none at PNG) keeps both."""
    src, out = F.noise_dataset(tmp_path / "src", 96, 40), tmp_path / "out"
    monkeypatch.setattr(config, "IGNORED_BY_LOSSLESS", ())
    failed_writing_shard_1(src, out, monkeypatch, shuffle=False, image=ImageOptions(
        format="png", width=32, height=32, quality=80))
    monkeypatch.setattr(writer, "os_write_hook", None)
    header, entries = journal.Journal(str(out)).read()
    assert header is not None and header["options"]["image"]["quality"] == 80, header
    (shard0,) = entries.values()
    monkeypatch.undo()
    code, events = F.convert_in_process(src, out, workers=1, shuffle=False, resume=True,
                                        image=ImageOptions(format="png", width=32, height=32))
    assert code == protocol.EXIT_OK, [e for e in events if isinstance(e, protocol.RunFailed)]
    summary = next(e for e in events if isinstance(e, protocol.RunFinished)).summary
    assert summary.kept > int(shard0["records"]) > 0 and summary.written == 96, summary
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert "quality" not in manifest["options"]["image"], manifest["options"]


def test_resume_finishes_a_finished_png_dataset_that_recorded_a_quality(tmp_path,
                                                                        monkeypatch):
    """A finished dataset (a manifest, no journal) an older engine wrote at PNG with its
    quality: --resume has nothing to convert and says so, rather than refusing it for
    options that differ."""
    src, out = F.noise_dataset(tmp_path / "src", 4, 24), tmp_path / "out"
    monkeypatch.setattr(config, "IGNORED_BY_LOSSLESS", ())
    code, _ = F.convert_in_process(src, out, workers=1, image=ImageOptions(format="png",
                                                                            quality=70))
    assert code == protocol.EXIT_OK
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert manifest["options"]["image"]["quality"] == 70
    monkeypatch.undo()
    code, events = F.convert_in_process(src, out, workers=1, resume=True,
                                        image=ImageOptions(format="png"))
    assert code == protocol.EXIT_OK, [e for e in events if isinstance(e, protocol.RunFailed)]
