"""Every Python snippet in README.md runs as written against a real output in `dataset/`
and reads every record of the train split with the right labels: DALI's on the CPU, and
Model Garden's DataConfig through Model Garden's own classification task, as its trainer
builds the input (tests/engine/model_garden_run.py)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import protocol
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F
from tests.engine import model_garden_run
from tests.engine.snippet_run import TORCH_STAND_IN, dali_available, dali_read

pytestmark = pytest.mark.e2e
README = F.ROOT / "README.md"

#: Appended to a snippet: what it read, as JSON on the last line of stdout.
REPORT = """
import json as _json
import numpy as _np
_labels = []
for _images, _batch in (loader if "loader" in dir() else dataset):
    _b = _np.asarray(_batch).reshape(-1)
    _labels += [int(x) for x in _b]
    assert _np.asarray(_images).shape[-3:] == (224, 224, 3), _np.asarray(_images).shape
print(_json.dumps(sorted(_labels)))
"""


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    """A folder holding `dataset/` converted as in the README's first command (3 classes,
    train and val, two train shards)."""
    base = tmp_path_factory.mktemp("readme")
    src = F.noise_dataset(base / "photos", 30, 80, classes=("cat", "dog", "owl"))
    cfg = ConvertConfig(source=str(src), out=str(base / "dataset"), num_shards=2, workers=1,
                        image=ImageOptions(width=224, height=224),
                        split=(("train", 0.8), ("val", 0.2)))
    assert Converter(cfg, Emitter("none")).run().exit_code == protocol.EXIT_OK
    return base


def _train_labels(workdir: Path) -> list[int]:
    m = F.manifest(workdir / "dataset")
    return sorted(int(r["image/class/label"]) for s in m["splits"]["train"]["shards"]
                  for r in F.read_records(workdir / "dataset" / s["filename"]))


def test_readme_has_the_snippets():
    blocks = python_blocks()
    kinds = {("tf.data" if "TFRecordDataset(FILES" in b else "tfds" if "tfds." in b else
              "pytorch" if "torch" in b else "dali" if "nvidia.dali" in b else
              "model_garden" if "official.vision" in b else b[:40]) for b in blocks}
    assert kinds == {"tf.data", "tfds", "pytorch", "dali", "model_garden"}


@pytest.mark.parametrize("index", range(len(python_blocks())))
def test_readme_snippet(workdir, index):
    code = python_blocks()[index]
    compile(code, f"README.md block {index}", "exec")
    if "nvidia.dali" in code or "official.vision" in code:
        _check_files(workdir, code)
    if "nvidia.dali" in code:
        if not dali_available():
            pytest.skip("DALI has no wheel for this platform")
        # It ends with its first batch (64 samples; DALI wraps round a shorter split).
        assert code.rstrip().endswith("images, labels = pipeline.run()")
        count = len(_train_labels(workdir))
        got = dali_read(code, count, "int(outs[1].at(i)[0])", cwd=workdir)
        assert sorted(got) == _train_labels(workdir)
        return
    if "official.vision" in code:
        m = F.manifest(workdir / "dataset")
        assert f"num_classes={len(m['labels'])}" in code
        shape, labels = json.loads(model_garden_run.python(
            code + model_garden_run.CLASSIFY.format(height=224, width=224), cwd=workdir))
        assert shape == [64, 224, 224, 3]
        # training repeats the split, so each record's label comes at least once
        assert set(labels) == set(_train_labels(workdir))
        return
    # Each in its own process: the tfrecord package cannot share one with TensorFlow.
    prefix = TORCH_STAND_IN if "torch" in code else ""
    p = subprocess.run([sys.executable, "-c", prefix + code + REPORT], cwd=workdir,
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    assert json.loads(p.stdout.strip().splitlines()[-1]) == _train_labels(workdir)


def _check_files(workdir: Path, code: str) -> None:
    """The snippet's glob names the train shards (and DALI's their index files)."""
    m = F.manifest(workdir / "dataset")
    train = sorted(s["filename"] for s in m["splits"]["train"]["shards"])
    glob = re.search(r'"(dataset/data-train-\*[^"]*)"', code).group(1)
    matched = sorted(p.name for p in workdir.glob(glob))
    assert matched == train and len(train) == 2
    if "nvidia.dali" in code:
        assert all((workdir / "dataset" / (n + ".idx")).is_file() for n in train)
