"""--format original stores each file's own bytes (engine.codecs.originals): the size,
quality, colour, background and bit depth of the command change nothing. The manifest and
the log recorded them all the same ("width 224, height 224" of images kept at their own
sizes); now they are not recorded with original, and --resume still finishes a run of an
engine that recorded them (whatever they were: they never changed a byte)."""

from __future__ import annotations

import json

from engine import protocol, resume_options
from engine.config import IGNORED_BY_ORIGINAL, ConvertConfig, ImageOptions
from engine.run.plan import ShardSpec
from engine.run.resume import accepted_fingerprints, fingerprint
from engine.sources.discover import Sample
from tests.engine import imagefactory as F


def _cfg(**image) -> ConvertConfig:
    return ConvertConfig(source="/src", out="/out", image=ImageOptions(**image))


def test_original_records_none_of_the_options_it_ignores():
    image = _cfg(format="original", width=320, height=240, channels=1, quality=70,
                 bit_depth=12, background="black", exact=True).output_options()["image"]
    assert not set(IGNORED_BY_ORIGINAL) & set(image)
    assert image["format"] == "original" and image["resize"] == "none"
    jpeg = _cfg(format="jpeg", width=320, height=240).output_options()["image"]
    assert (jpeg["width"], jpeg["height"], jpeg["channels"]) == (320, 240, 3)


def test_resume_finishes_a_run_that_recorded_them():
    sample = Sample(path="/src/a/1.jpg", name="a/1.jpg", label=0, label_text="a",
                    split=None, size=10)
    specs = [ShardSpec("train", 0, 1, "data-train-00000-of-00001.tfrecord", (sample,))]
    cfg = _cfg(format="original")
    ours = fingerprint(cfg.output_options(), specs)
    recorded = json.loads(json.dumps(cfg.output_options()))
    recorded["image"].update(width=320, height=320, quality=95, channels=1, exact=False)
    theirs = fingerprint(recorded, specs)
    assert theirs != ours
    header = {"fingerprint": ours}
    assert theirs in accepted_fingerprints(cfg, specs, header, composed=(),
                                           recorded=recorded)
    assert theirs not in accepted_fingerprints(cfg, specs, header, composed=())
    # another format's recorded size is its own: not taken for original's
    png = dict(recorded, image=dict(recorded["image"], format="png"))
    assert accepted_fingerprints(cfg, specs, header, composed=(), recorded=png) == \
        accepted_fingerprints(cfg, specs, header, composed=())
    # the command that finishes it names none of them
    assert "--size" not in resume_options.args(recorded)
    assert "--channels" not in resume_options.args(recorded)


def test_a_run_at_original_logs_no_size(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 3, 24)
    out = tmp_path / "out"
    code, _, err = F.run_engine(F.engine_argv(src, out, "--workers", "1", "--size", "320",
                                              "--format", "original"))
    assert code == protocol.EXIT_OK, err
    log = (out / "tfrecord-studio.log").read_text(encoding="utf-8")
    [line] = [s for s in log.splitlines() if "option image:" in s]
    assert "320" not in line and "width" not in line and "format original" in line
    manifest = json.loads((out / "tfrecord_studio.json").read_text(encoding="utf-8"))
    assert "width" not in manifest["options"]["image"]
