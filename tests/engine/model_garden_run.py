"""Feeding our records to TF Model Garden's own input pipelines, in a fresh interpreter.

`bash .ci/run` installs Model Garden's vision code beside the environment, in
<venv>/model-garden (.ci/model-garden.txt says why it is not in the environment itself);
only these runs put it on their path. A missing folder is a failed set-up, not a skip.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.engine import snippet_run

FOLDER = Path(sys.prefix) / "model-garden"

#: After a classification snippet (its `data` and `model`): Model Garden's own task
#: builds the training input from them, as its trainer would, and the first batch is
#: printed as JSON: its images' shape and its labels.
CLASSIFY = """
import json
from official.vision.configs import image_classification as _configs
from official.vision.tasks import image_classification as _tasks
model.input_size = [{height}, {width}, 3]
task = _tasks.ImageClassificationTask(_configs.ImageClassificationTask(
    model=model, train_data=data))
images, labels = next(iter(task.build_inputs(data)))
print(json.dumps([images.shape.as_list(), labels.numpy().tolist()]))
"""


def _path() -> list[str]:
    assert (FOLDER / ".pins").is_file(), \
        f"TF Model Garden is missing from {FOLDER}: bash .ci/run installs it"
    return [str(FOLDER)]


def run(code: str) -> subprocess.CompletedProcess:
    return snippet_run.run(code, _path())


def python(code: str, cwd: Path | None = None) -> str:
    """The last line the code printed (Model Garden logs its own lines before it)."""
    return snippet_run.python(code, _path(), cwd).strip().splitlines()[-1]
