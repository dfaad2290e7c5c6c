"""HOW_TO_LOAD.md beside a complete dataset (engine.records.loading_readme): its tf.data
code reads the dataset with TensorFlow once FOLDER names the folder (and as written, run
from inside it); the file is the same at 1 and 2 workers and names no path of the lab's
computer; it is ours to the ownership rules (a run with --overwrite replaces it, a lone
copy of it is not ours); inspect and verify do not take it for a shard; an unfinished run
has none, and --resume writes it."""

from __future__ import annotations

import json
import os
import re
import shutil
import threading
from pathlib import Path

import pytest

from engine import protocol
from engine.commands.inspect_files import find_tfrecord_files
from engine.commands.verify import verify_dataset
from engine.config import ConvertConfig, ImageOptions
from engine.events import Emitter
from engine.output_kind import read_output_state
from engine.output_state import HOW_TO_LOAD, MANIFEST, RUN_LOG
from engine.ownership import classify_output, listing, run_bytes
from engine.records import loading_readme
from engine.run.pipeline import Converter
from tests.engine import imagefactory as F
from tests.engine.snippet_run import python

pytestmark = pytest.mark.e2e


def _convert(src: Path, out: Path, workers: int = 1, cancel: threading.Event | None = None,
             on_event=None, **kw) -> int:
    em = Emitter("none")
    if on_event is not None:
        em.listeners.append(on_event)
    opts = dict(num_shards=2, split=(("train", 0.7), ("val", 0.3)), compression="gzip",
                image=ImageOptions(width=16, height=16, format="png"))
    opts.update(kw)
    cfg = ConvertConfig(source=str(src), out=str(out), workers=workers, **opts)
    return Converter(cfg, em, cancel=cancel).run().exit_code


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """(source, the output of a run at 1 worker, the same at 2 workers)."""
    base = tmp_path_factory.mktemp("howto")
    src = base / "src"
    for i in range(12):
        F.write(src / ("cat", "dog", "bird")[i % 3] / f"{i}.png",
                F.encode(F.noise(20, 16, i), "PNG"))
    F.write(src / "cat" / "broken.jpg", b"\xff\xd8\xff not a jpeg")
    one, two = base / "one", base / "two"
    assert _convert(src, one, workers=1) == protocol.EXIT_OK
    assert _convert(src, two, workers=2) == protocol.EXIT_OK
    return src, one, two


def _code_block(text: str, title: str) -> str:
    """The Python block under the heading ``### title``."""
    found = re.search(rf"^### {re.escape(title)}\n.*?```python\n(.*?)```", text, re.S | re.M)
    assert found, text
    return found.group(1)


def test_its_tf_data_code_reads_every_record_of_the_split(made, tmp_path):
    _, out, _ = made
    text = (out / HOW_TO_LOAD).read_text(encoding="utf-8")
    m = F.manifest(out)
    assert m["splits"]["train"]["records"] + m["splits"]["val"]["records"] == 12
    code = _code_block(text, "tf.data")
    assert code.count(loading_readme.FOLDER_LINE) == 1, code
    there = code.replace(loading_readme.FOLDER_LINE, f"FOLDER = {json.dumps(str(out))}\n")
    count = "n = sum(int(tf.shape(images)[0]) for images, _ in dataset)\n"
    # FOLDER set to the folder, run from elsewhere; then as written, from inside it
    got = python(f"import os\nos.chdir({json.dumps(str(tmp_path))})\n" + there + count +
                 f"os.chdir({json.dumps(str(out))})\nfirst = n\n" + code + count +
                 "print(first, n)\n")
    assert got.split() == [str(m["splits"]["train"]["records"])] * 2, got


def test_it_says_what_the_dataset_is(made):
    _, out, _ = made
    text = (out / HOW_TO_LOAD).read_text(encoding="utf-8")
    m = F.manifest(out)
    assert "image classification" in text and "3 classes" in text and "`labels.txt`" in text
    assert "GZIP" in text and "PNG, RGB, stretched to 16 × 16 pixels" in text
    for split in ("train", "val"):
        assert f"| `{split}` | {m['splits'][split]['records']} | 2 | " \
               f"`data-{split}-*-of-*.tfrecord.gz` |" in text, text
    assert "(1 file here)" in text   # rejected.csv: the broken JPEG
    # every file of the folder that is not a shard is said (the log and the hidden ones too)
    assert f"`{RUN_LOG}`" in text   # (a run through the CLI writes it)
    said = {n for n in os.listdir(out) if not re.search(r"\.tfrecord(\.gz)?(\.idx)?$", n)}
    for name in sorted(said - {HOW_TO_LOAD}):
        assert f"`{name}`" in text or (name.startswith(".tfrecord-studio")
                                        and "`.tfrecord-studio`" in text), name
    # one section per entry how_to_load gives, with its code or why there is none
    assert [h for h in re.findall(r"^### (.+)$", text, re.M)] == \
        ["tf.data", "TFDS", "PyTorch", "DALI", "Model Garden"]
    assert "### DALI\n\nNot for this dataset. DALI reads uncompressed shards only" in text
    assert text.count("```python\n") == text.count(loading_readme.FOLDER_LINE) == 4


def test_two_runs_at_1_and_2_workers_write_the_same_file(made):
    src, one, two = made
    text = (one / HOW_TO_LOAD).read_bytes()
    assert text == (two / HOW_TO_LOAD).read_bytes()
    # nothing of the computer it was made on: folders, source, date, host
    decoded = text.decode("utf-8")
    for there in (str(one), str(two), str(src), str(one.parent), os.path.expanduser("~")):
        assert there not in decoded
    assert F.manifest(one)["created"][:10] not in decoded
    assert os.uname().nodename not in decoded


def test_its_temporary_name_is_gone_and_it_follows_the_manifest(made):
    _, out, _ = made
    assert not [n for n in os.listdir(out) if n.startswith(f".{HOW_TO_LOAD}")]
    assert F.hidden_temp_files(out) == []


def test_it_is_ours_to_the_ownership_rules(made):
    _, out, _ = made
    ours, foreign = classify_output(str(out), listing(str(out)))
    assert HOW_TO_LOAD in ours and foreign == []
    assert sorted(ours) == sorted(listing(str(out)))   # the folder holds only our files
    assert read_output_state(str(out)).kind == "dataset"
    assert run_bytes(str(out)) == sum(os.path.getsize(out / n) for n in listing(str(out)))


def test_inspect_and_verify_do_not_take_it_for_a_shard(made):
    _, out, _ = made
    files, problems = find_tfrecord_files([str(out)])
    assert problems == [] and files and not [f for f in files if f.endswith(".md")]
    result = verify_dataset(str(out))
    assert result.ok, result.problems


def test_a_run_with_overwrite_replaces_it(made, tmp_path):
    src, one, _ = made
    out = tmp_path / "again"
    shutil.copytree(one, out)
    code = _convert(src, out, overwrite=True, compression="none",
                    image=ImageOptions(width=24, height=24, format="jpeg"))
    assert code == protocol.EXIT_OK
    text = (out / HOW_TO_LOAD).read_text(encoding="utf-8")
    assert "JPEG (quality 95), RGB, stretched to 24 × 24 pixels" in text
    assert "GZIP" not in text and "`data-train-*-of-*.tfrecord` |" in text


def test_a_lone_copy_of_it_is_not_ours(made, tmp_path):
    """Without our manifest or journal the name proves nothing: --overwrite refuses the
    folder and deletes nothing."""
    src, one, _ = made
    out = tmp_path / "theirs"
    out.mkdir()
    shutil.copy(one / HOW_TO_LOAD, out / HOW_TO_LOAD)
    ours, foreign = classify_output(str(out), listing(str(out)))
    assert ours == [] and foreign == [HOW_TO_LOAD]
    assert read_output_state(str(out)).kind == "foreign"
    assert _convert(src, out, overwrite=True) == protocol.EXIT_OUTPUT_EXISTS
    assert os.listdir(out) == [HOW_TO_LOAD]


def test_resume_of_a_finished_dataset_writes_it_again(made, tmp_path):
    src, one, _ = made
    out = tmp_path / "resumed"
    shutil.copytree(one, out)
    (out / HOW_TO_LOAD).write_text("edited\n", encoding="utf-8")
    assert _convert(src, out, resume=True) == protocol.EXIT_OK
    assert (out / HOW_TO_LOAD).read_bytes() == (one / HOW_TO_LOAD).read_bytes()


def test_a_cancelled_run_has_none_and_its_resume_writes_it(tmp_path):
    """Not written while the dataset is unfinished (it must not read as one to train on);
    the --resume that finishes it writes what an uninterrupted run writes."""
    src = F.noise_dataset(tmp_path / "src", 160, size=32)
    opts = dict(num_shards=2, shuffle=False, compression="none",
                image=ImageOptions(width=16, height=16))
    cancel = threading.Event()

    def hear(ev) -> None:
        if isinstance(ev, protocol.BatchWritten) and ev.records and "-00001-of-" in ev.shard:
            cancel.set()
    out = tmp_path / "out"
    assert _convert(src, out, cancel=cancel, on_event=hear, **opts) == protocol.EXIT_CANCELLED
    assert F.manifest(out)["status"] == "cancelled"
    assert not (out / HOW_TO_LOAD).exists()
    assert _convert(src, out, resume=True, **opts) == protocol.EXIT_OK
    reference = tmp_path / "whole"
    assert _convert(src, reference, workers=2, **opts) == protocol.EXIT_OK
    assert (out / HOW_TO_LOAD).read_bytes() == (reference / HOW_TO_LOAD).read_bytes()
    assert json.loads((out / MANIFEST).read_text(encoding="utf-8"))["status"] == "complete"


@pytest.mark.parametrize("change", [
    {"compression": "zlib"}, {"compression": "none"},
    {"options": {"prefix": "data", "image": {"format": "raw", "resize": "none",
                                             "channels": 3}}},
    {"options": {"prefix": "data", "image": {"format": "original"}}},
    {"task": "detection", "labels": ["cat", "dog"]}, {"labels": []}, {"tfds_files": []},
])
def test_every_reader_is_said_with_its_code_or_why_not(made, change):
    """Whatever how_to_load gives for a dataset: each entry's heading, then its code with
    FOLDER as this folder (the converted-into folder nowhere), or why it cannot read it."""
    from engine.records.loading import how_to_load
    _, out, _ = made
    m = {**F.manifest(out), **change}
    text = loading_readme.markdown(m)
    entries = how_to_load(str(out), m)
    assert re.findall(r"^### (.+)$", text, re.M) == [e["title"] for e in entries]
    with_code = [e for e in entries if e["code"]]
    assert text.count("```python\n") == text.count(loading_readme.FOLDER_LINE) == \
        len(with_code) > 0
    assert text.count("Not for this dataset. ") == len(entries) - len(with_code)
    assert str(out) not in text and "tfrecord-studio-dataset-folder" not in text
    assert "FOLDER = \"/" not in text
    # at most two blank lines anywhere (the PyTorch code had three before its SHARDS line)
    assert all("\n\n\n\n" not in e["code"] for e in entries), [e["title"] for e in entries
                                                               if "\n\n\n\n" in e["code"]]
