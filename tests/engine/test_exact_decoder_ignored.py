"""Two options a run leaves without effect that the manifest, the log and --resume still
took at their word (engine.config.ignored, as test_own_size_options and
test_lossless_options for the size and the quality):

- --exact at --resize none: it only chooses how a JPEG is decoded for a resize; without one
  the scaled and pillow paths decode at full size either way. On the turbo path it stays:
  there it means Pillow's decode instead of simplejpeg's, whose pixels differ.
- the decoder path at --format original: the file's own bytes are stored, and its first
  frame is checked by Pillow whichever path; --resume refused "--decoder pillow" of a run
  started with the default (scaled), though the two store the very same bytes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import config, protocol, resume_options
from engine.codecs import imaging
from engine.config import ConvertConfig, ImageOptions
from engine.run import journal, writer
from tests.engine import imagefactory as F
from tests.engine.interrupted import failed_writing_shard_1

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample" / "circles"


def _image(**kw) -> dict:
    return ConvertConfig(source="/s", out="/o", image=ImageOptions(**kw)).output_options()[
        "image"]


@pytest.mark.parametrize("decoder", ["scaled", "pillow", "turbo"])
def test_exact_at_resize_none_is_recorded_only_on_the_turbo_path(decoder):
    image = _image(resize="none", format="png", exact=True, decoder=decoder)
    assert ("exact" in image) == (decoder == "turbo"), image
    assert _image(resize="stretch", exact=True, decoder=decoder)["exact"] is True
    # the command that finishes such a run names no --exact (the window's Resume:
    # tests/gui/test_resume_ignored_args.py)
    recorded = {"image": dict(image, exact=True)}
    assert ("--exact" in resume_options.args(recorded)) == (decoder == "turbo")


@pytest.mark.parametrize("decoder", ["scaled", "pillow", "turbo"])
def test_exact_changes_the_decode_at_resize_none_only_on_the_turbo_path(decoder, monkeypatch):
    """What the rule stands on, for the sample JPEGs in colour and in grey: on the scaled and
    pillow paths --exact changes no byte; on the turbo path it means Pillow's decode (the
    pillow path's very bytes) instead of simplejpeg's. Whether simplejpeg's pixels differ
    from Pillow's depends on the two libraries' builds: not asserted (it drifted)."""
    from engine.codecs import fast_jpeg
    real, fast = fast_jpeg.decode, []

    def decode(*args, **kw):
        fast.append(True)
        return real(*args, **kw)
    monkeypatch.setattr(fast_jpeg, "decode", decode)

    def convert(data: bytes, channels: int, **kw) -> bytes:
        return imaging.convert(data, ImageOptions(resize="none", channels=channels,
                                                  **kw)).data
    paths = sorted(SAMPLE.glob("*.jpg"))
    assert paths
    for path in paths:
        data = path.read_bytes()
        for channels in (3, 1):
            fast.clear()
            plain = convert(data, channels, decoder=decoder, exact=False)
            assert bool(fast) == (decoder == "turbo"), (path.name, channels)
            fast.clear()
            exact = convert(data, channels, decoder=decoder, exact=True)
            assert not fast, (path.name, channels)
            if decoder == "turbo":
                assert exact == convert(data, channels, decoder="pillow"), (path.name,
                                                                            channels)
            else:
                assert exact == plain, (path.name, channels)


def test_resume_without_exact_finishes_a_run_at_resize_none(tmp_path, monkeypatch):
    """A run at --resize none --exact failed writing its shard 1 (a full disk); the
    window's Resume and a command without --exact finish it, as they finish one that an
    engine up to 0.3.9 started (which recorded it: as IGNORED_WITHOUT_RESIZE empty has it)."""
    for older in (False, True):
        src, out = F.noise_dataset(tmp_path / "src", 96, 40), tmp_path / f"out{older}"
        if older:
            monkeypatch.setattr(config, "IGNORED_WITHOUT_RESIZE", (), raising=False)
        failed_writing_shard_1(src, out, monkeypatch, shuffle=False, image=ImageOptions(
            resize="none", format="png", exact=True, decoder="scaled"))
        monkeypatch.setattr(writer, "os_write_hook", None)
        header, entries = journal.Journal(str(out)).read()
        assert header is not None and ("exact" in header["options"]["image"]) == older
        (shard0,) = entries.values()
        monkeypatch.undo()
        code, events = F.convert_in_process(src, out, workers=1, shuffle=False, resume=True,
                                            image=ImageOptions(resize="none", format="png",
                                                               decoder="scaled"))
        assert code == protocol.EXIT_OK, [e for e in events if isinstance(e, protocol.RunFailed)]
        summary = next(e for e in events if isinstance(e, protocol.RunFinished)).summary
        assert summary.kept > int(shard0["records"]) > 0 and summary.written == 96, summary


def test_original_records_no_decoder():
    images = [_image(format="original", decoder=d) for d in ("scaled", "pillow", "turbo")]
    assert all("decoder" not in i for i in images) and images[0] == images[1] == images[2]
    assert _image(format="png", decoder="scaled")["decoder"] == "scaled"
    # the engine's refusal names no decoder of such a run, recorded now (none) or by an
    # engine up to 0.3.9 (scaled)
    for image in (images[0], dict(images[0], decoder="scaled")):
        assert "--decoder" not in resume_options.args({"image": image})
    assert resume_options.differences({"image": dict(images[0], decoder="scaled")},
                                      {"image": images[0]}) == []


@pytest.mark.parametrize("older", [False, True])
def test_resume_with_another_decoder_finishes_a_run_at_original(tmp_path, monkeypatch,
                                                                older):
    """A run at original with the default decoder path (scaled) failed writing its shard 1;
    --resume --decoder pillow finishes it: the same bytes, whichever path. Also one an
    engine up to 0.3.9 started, which recorded "decoder": "scaled"."""
    src, out = F.noise_dataset(tmp_path / "src", 96, 40), tmp_path / "out"
    if older:
        monkeypatch.setattr(config, "IGNORED_BY_ORIGINAL", tuple(
            k for k in config.IGNORED_BY_ORIGINAL if k != "decoder"))
    failed_writing_shard_1(src, out, monkeypatch, shuffle=False,
                           image=ImageOptions(format="original", decoder="scaled"))
    monkeypatch.setattr(writer, "os_write_hook", None)
    header, entries = journal.Journal(str(out)).read()
    assert header is not None and header["options"]["image"].get("decoder") == (
        "scaled" if older else None), header
    (shard0,) = entries.values()
    monkeypatch.undo()
    code, events = F.convert_in_process(src, out, workers=1, shuffle=False, resume=True,
                                        image=ImageOptions(format="original", decoder="pillow"))
    assert code == protocol.EXIT_OK, [e for e in events if isinstance(e, protocol.RunFailed)]
    summary = next(e for e in events if isinstance(e, protocol.RunFinished)).summary
    assert summary.kept > int(shard0["records"]) > 0 and summary.written == 96, summary
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert "decoder" not in manifest["options"]["image"], manifest["options"]


def test_warm_up_asks_the_one_rule_whether_the_decoder_path_is_used(monkeypatch):
    """A worker loads the turbo path's libraries only where the decoder path has an effect,
    by engine.config.ignored (ImageOptions.uses_turbo, which the cluster's software check
    asks too): imaging.warm_up kept its own copy of the rule, which a change to what
    original ignores would not have reached."""
    monkeypatch.setattr(imaging, "keep_image_memory", lambda: None)
    monkeypatch.setattr(imaging.libtiff_quiet, "silence", lambda: None)
    asked = []
    monkeypatch.setattr(config, "ignored",
                        lambda image, rule=config.ignored: asked.append(image) or rule(image))
    imaging.warm_up(ImageOptions(format="original", decoder="turbo"))
    assert [a["format"] for a in asked] == ["original"]
