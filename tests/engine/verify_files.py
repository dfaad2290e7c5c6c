"""The verify tests' dataset and tools: a small converted dataset (a copy per test to
damage), the manifest read, edited and re-hashed as a careful forger would, and the
checks that every problem is a catalogued sentence and that verify fails, in process
(with either reader) or through the CLI with exit 7."""

from __future__ import annotations

import json
import shutil

import pytest

from engine.commands.verify import verify_dataset
from engine.output_state import MANIFEST
from engine.reason_codes import describe, render
from engine.records.tfrecord import iter_records
from engine.resume_check import sha256_file
from tests.engine.conftest import noise_image, run_cli

#: the readers every in-process check runs with
READERS = ["builtin", "tensorflow"]
#: a shard of the dataset fixture
SHARD = "data-train-00000-of-00002.tfrecord"


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """A converted dataset of nine noise images in three classes (24x24, two shards)."""
    root = tmp_path_factory.mktemp("verify")
    seed = 0
    for cls in ("cat", "dog", "eel"):
        (root / "src" / cls).mkdir(parents=True)
        for i in range(3):
            noise_image(40, 30, seed=seed).save(root / "src" / cls / f"{i}.{('jpg', 'png')[i % 2]}")
            seed += 1
    code, _, err = run_cli("convert", str(root / "src"), "--out", str(root / "out"),
                           "--size", "24", "--shards", "2")
    assert code == 0, err
    return root / "out"


@pytest.fixture
def copy(dataset, tmp_path):
    """A copy of the dataset fixture, this test's to damage."""
    out = tmp_path / "ds"
    shutil.copytree(dataset, out)
    return out


def load_manifest(out):
    return json.loads((out / MANIFEST).read_text(encoding="utf-8"))


def save_manifest(out, m):
    (out / MANIFEST).write_text(json.dumps(m, indent=2), encoding="utf-8")


def edit_manifest(out, fn):
    m = load_manifest(out)
    fn(m)
    save_manifest(out, m)


def rehash(out, name):
    """Make the manifest agree with a shard's new bytes, as a careful forger would."""
    m = load_manifest(out)
    for split in m["splits"].values():
        for s in split["shards"]:
            if s["filename"] == name:
                s["sha256"] = sha256_file(out / name)
                s["bytes"] = (out / name).stat().st_size
    save_manifest(out, m)


def record_offsets(path):
    with open(path, "rb") as f:
        return [r.offset for r in iter_records(f)]


def assert_coded(problems, codes=None):
    """Every problem is a catalogued sentence (the window shows it translated by its code)
    whose parameters rebuild it; `codes`, when given, are what the emitter sent for them."""
    for i, problem in enumerate(problems):
        code, params = describe(problem)
        assert code, f"not catalogued: {problem!r}"
        assert render(code, params) == problem
        if codes is not None:
            assert codes[i] == [code, params], (problem, codes[i])


def bump_counts(m, name, k):
    """Raise shard `name`'s record count by k, and its split's and the total with it."""
    for split in m["splits"].values():
        for s in split["shards"]:
            if s["filename"] == name:
                s["records"] += k
                split["records"] += k
                m["total_records"] += k
                s.pop("dali_index", None)


def fails_in_process(out, reader, *expected):
    """verify fails with every expected fragment somewhere in its problems."""
    result = verify_dataset(str(out), reader=reader)
    assert not result.ok, result
    text = "\n".join(result.problems)
    for frag in expected:
        assert frag in text, (frag, result.problems)
    assert_coded(result.problems)
    return result


def fails_in_cli(out, *fragments):
    """`verify` (built-in reader) fails with exit 7, every fragment among its catalogued
    problems, and no traceback; its verify_result event."""
    code, events, err = run_cli("verify", str(out), "--reader", "builtin")
    assert code == 7, (code, err)
    assert "Traceback" not in err, err
    last = events[-1]
    assert last["type"] == "run_failed" and last["exit_code"] == 7
    result = next(e for e in events if e["type"] == "verify_result")
    text = "\n".join(result["problems"])
    for frag in fragments:
        assert frag in text, (frag, result["problems"])
    assert_coded(result["problems"], result["problem_codes"])
    assert last["code"] == "verify.failed"
    return result
