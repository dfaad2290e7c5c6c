"""The PyTorch "How to load" snippet of a dataset converted with --max-pixels raised above
the default sets Pillow's own limit to the run's (engine.records.loading_torch): its
Image.open refused the dataset's images above ~179 megapixels with Pillow's
DecompressionBombError, in the ML engineer's code. A default run's HOW_TO_LOAD.md is as it
was (no such line)."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from tests.engine import imagefactory as F
from tests.engine.conftest import run_cli
from tests.engine.loading_outputs import manifest, snippet_of
from tests.engine.snippet_run import TORCH_STAND_IN, python

pytestmark = pytest.mark.e2e

RAISED = 300_000_000
LINE = "Image.MAX_IMAGE_PIXELS = 300_000_000\n"


@pytest.fixture(scope="module")
def datasets(tmp_path_factory):
    """The same source converted with the default --max-pixels and with RAISED."""
    root = tmp_path_factory.mktemp("limit")
    for i, name in enumerate(("a/x.png", "b/y.png")):
        F.write(root / "src" / name, F.encode(F.noise(30, 20, 50 + i), "PNG"))
    outs = {}
    for which, extra in (("default", ()), ("raised", ("--max-pixels", str(RAISED)))):
        code, _events, err = run_cli("convert", str(root / "src"), "--out",
                                     str(root / which), "--workers", "1", "--events",
                                     "jsonl", *extra)
        assert code == 0, err
        outs[which] = root / which
    return outs


@pytest.fixture(scope="module")
def bomb(tmp_path_factory):
    """A PNG of 13500x13500 = 182 megapixels, above Pillow's 179 (one bit deep, so small):
    Pillow's Image.open refuses it by its header under its own limit."""
    path = tmp_path_factory.mktemp("bomb") / "big.png"
    Image.new("1", (13_500, 13_500)).save(path)
    return path


def _opens(code: str, bomb) -> str:
    """What the snippet's process says of opening ``bomb`` after the snippet ran."""
    return python(TORCH_STAND_IN + code + f"""
try:
    print(json.dumps(Image.open({str(bomb)!r}).size))
except Image.DecompressionBombError:
    print(json.dumps("DecompressionBombError"))
""").strip().splitlines()[-1]


def test_the_raised_runs_snippet_sets_pillows_limit_and_runs(datasets, bomb):
    assert manifest(datasets["raised"])["options"]["image"]["max_pixels"] == RAISED
    assert manifest(datasets["raised"])["splits"]["train"]["records"] > 0
    code = snippet_of(datasets["raised"], "pytorch")["code"]
    assert LINE in code and "--max-pixels 300000000" in code
    assert json.loads(_opens("import json\n" + code, bomb)) == [13_500, 13_500]
    read = python(TORCH_STAND_IN + code + "\nprint(sum(np.atleast_1d(np.asarray(labels)).size"
                  " for _, labels in loader))")
    assert int(read.split()[-1]) == manifest(datasets["raised"])["splits"]["train"]["records"]
    text = (datasets["raised"] / "HOW_TO_LOAD.md").read_text()
    assert LINE in text


def test_a_default_runs_snippet_and_how_to_load_are_as_they_were(datasets, bomb):
    code = snippet_of(datasets["default"], "pytorch")["code"]
    assert "MAX_IMAGE_PIXELS" not in code
    # (the raised run's snippet without it: the line was what the bomb needed)
    assert _opens("import json\n" + code, bomb) == '"DecompressionBombError"'
    default = (datasets["default"] / "HOW_TO_LOAD.md").read_text()
    raised = (datasets["raised"] / "HOW_TO_LOAD.md").read_text()
    start = raised.index("# Its images are up to")
    end = raised.index(LINE) + len(LINE) + 1
    assert raised[:start] + raised[end:] == default.replace(
        str(datasets["default"]), str(datasets["raised"]))
