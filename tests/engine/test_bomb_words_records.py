"""`verify` and `inspect` read a dataset's pictures whatever Pillow's own pixel limit
("decompression bomb") says: a dataset converted with --max-pixels raised above it
(pictures here above a lowered Pillow limit, as a 180 MP one is above Pillow's) was failed
by `verify` in Pillow's words ("the image cannot be read: Image size (179560000 pixels)
exceeds limit of 178956970 pixels, could be decompression bomb DOS attack.", "segmentation
mask cannot be decoded (DecompressionBombError)"), and `inspect` listed its size as
"cannot be opened: Image size ...". A picture above the run's own --max-pixels (its
manifest's) is said in the run's sentence, with its code."""

from __future__ import annotations

import glob
import json
import shutil

import pytest
from PIL import Image

from engine.commands.inspect import inspect_file
from engine.commands.verify import verify_dataset
from engine.reason_codes import describe
from tests.engine.annotated_sources import seg_masks
from tests.engine.bomb_files import BOMB_WORDS, PILLOW_SMALL, SIDE, SMALL, ours
from tests.engine.conftest import run_cli


@pytest.fixture(scope="module")
def originals(tmp_path_factory):
    """SMALL's pictures converted as they are (--format original): records of 60x60
    pictures (3,600 pixels)."""
    root = tmp_path_factory.mktemp("originals")
    (root / "src" / "a").mkdir(parents=True)
    for name, data in SMALL.items():
        if not name.endswith(".gif"):   # (a GIF is stored as itself: no TF reader for it)
            (root / "src" / "a" / name).write_bytes(data)
    code, _events, err = run_cli("convert", str(root / "src"), "--out", str(root / "out"),
                                 "--workers", "1", "--format", "original", "--events",
                                 "jsonl")
    assert code == 0, err
    return root / "out"


@pytest.fixture
def pillows_limit_small(monkeypatch):
    """Pillow's own limit below the dataset's pictures (its process keeps it)."""
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", PILLOW_SMALL)


def test_verify_passes_a_dataset_whose_pictures_are_above_pillows_limit(
        originals, pillows_limit_small):
    result = verify_dataset(str(originals), reader="builtin")
    assert result.ok and result.checked == 3, result.problems


def test_inspect_says_the_size_of_pictures_above_pillows_limit(
        originals, pillows_limit_small):
    shard = glob.glob(str(originals / "*.tfrecord"))[0]
    samples = inspect_file(shard).samples
    assert [(s.width, s.height, s.error) for s in samples] == [(SIDE, SIDE, None)] * 3


def test_verify_says_a_picture_above_the_runs_limit_in_its_own_sentence(
        originals, tmp_path, pillows_limit_small):
    """A manifest whose --max-pixels is below its pictures (edited here): each is said with
    the run's size and limit, but not with the run's advice ("raise --max-pixels if it is
    genuine": `verify` has no such option); what to do instead, coded so that the window
    says it in its language."""
    folder = tmp_path / "ds"
    shutil.copytree(originals, folder)
    manifest = folder / "tfrecord_studio.json"
    m = json.loads(manifest.read_text())
    m["options"]["image"]["max_pixels"] = 3_000
    manifest.write_text(json.dumps(m))
    result = verify_dataset(str(folder), reader="builtin")
    assert not result.ok and len(result.problems) == 3
    for problem in result.problems:
        sentence = ours(problem).split("): ", 1)[1]
        assert sentence.startswith(f"image is {SIDE}x{SIDE} = 0.0 megapixels, above the "
                                   "--max-pixels limit of 0.003 MP that the manifest says"), \
            problem
        assert "raise --max-pixels" not in problem and "convert again" in problem
        code, params = describe(problem)
        assert code == "verify.record" and params["sentence"]["code"] == \
            "verify.rec_too_large", problem
        assert params["sentence"]["params"] == {
            "size": f"{SIDE}x{SIDE}", "mp": "0.0", "limit": "0.003"}, params


def test_verify_decodes_segmentation_masks_above_pillows_limit(tmp_path, monkeypatch):
    """The masks of 32x24 (768 pixels) above a Pillow limit of 2 x 100."""
    src = seg_masks(tmp_path / "seg")
    code, _events, err = run_cli("convert", src, "--out", str(tmp_path / "out"),
                                 "--workers", "1", "--events", "jsonl")
    assert code == 0, err
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 100)
    result = verify_dataset(str(tmp_path / "out"), reader="builtin")
    said = [w for w in BOMB_WORDS for p in result.problems if w in p]
    assert result.ok and not said, result.problems
