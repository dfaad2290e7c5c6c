"""engine/config.py (with engine/option_rules.py) on its own: what each option accepts,
and the message for what it refuses (the CLI and the window both show these sentences as
they are)."""

from __future__ import annotations

import sys

import pytest

from engine import config as C
from engine import option_rules, split_names
from engine.codecs import decoders
from engine.config import ConvertConfig, ImageOptions
from engine.errors import ConfigError


def cfg(**kw) -> ConvertConfig:
    return ConvertConfig(source="src", out="out", **kw)


def refused(make, message: str) -> None:
    with pytest.raises(ConfigError) as e:
        make()
    assert str(e.value) == message


def test_config_errors_are_value_errors():
    assert issubclass(ConfigError, ValueError)


# ------------------------------------------------------------------------------ ImageOptions

def test_image_option_defaults():
    o = ImageOptions(decoder="pillow")
    assert (o.width, o.height, o.resize, o.format, o.quality, o.channels) == \
        (224, 224, "stretch", "jpeg", 95, 3)
    assert o.max_pixels == C.DEFAULT_MAX_PIXELS == 100_000_000
    assert o.max_file_size == C.DEFAULT_MAX_FILE_SIZE == 1 << 30
    assert o.background == "white" and not o.exact and not o.accept_damaged
    assert ImageOptions().decoder == decoders.default_decoder()   # this machine's default


@pytest.mark.parametrize("kw, message", [
    ({"decoder": "libjpeg"}, f"decoder 'libjpeg': use {', '.join(decoders.DECODERS)}"),
    ({"background": "pink"}, "--background 'pink': choose one of white, black, grey"),
    ({"resize": "squash"}, "--resize 'squash': choose one of stretch, fit, crop, none"),
    ({"format": "webp"}, "--format 'webp': choose one of jpeg, png, raw, original"),
    ({"quality": 0}, "--quality 0: use a value from 1 to 100 (95 is a good default)"),
    ({"quality": 101}, "--quality 101: use a value from 1 to 100 (95 is a good default)"),
    ({"channels": 4}, "--channels 4: use 3 (colour) or 1 (greyscale)"),
    ({"max_pixels": 0}, "--max-pixels must be positive"),
    ({"max_file_size": 1023}, "--max-file-size must be at least 1 KiB (e.g. 512M or 2G)"),
])
def test_image_options_refused(kw, message):
    refused(lambda: ImageOptions(**{"decoder": "pillow", **kw}), message)


def test_image_options_normalised():
    assert ImageOptions(decoder="pillow", background="gray").background == "grey"
    # the file's own bytes cannot also be resized
    assert ImageOptions(decoder="pillow", format="original", resize="crop").resize == "none"
    edge = ImageOptions(decoder="pillow", quality=1, channels=1, max_pixels=1,
                        max_file_size=1024)
    assert (edge.quality, edge.channels, edge.max_pixels, edge.max_file_size) == \
        (1, 1, 1, 1024)


def test_image_options_are_frozen():
    o = ImageOptions(decoder="pillow")
    with pytest.raises(AttributeError):
        o.quality = 50   # type: ignore[misc]


# ----------------------------------------------------------------------------- ConvertConfig

CLUSTER_ADVICE = ("use local, local:N (N workers on this computer), the address of a Dask "
                  "scheduler like tcp://HOST:8786, or jobqueue:CONFIG.yaml (Slurm/PBS/SGE "
                  "jobs, see docs/cluster.md)")


@pytest.mark.parametrize("kw, message", [
    ({"cluster": "ssh://host"}, f"--cluster 'ssh://host': {CLUSTER_ADVICE}"),
    ({"cluster": "local:0"}, f"--cluster 'local:0': {CLUSTER_ADVICE}"),
    ({"cluster": "jobqueue:"}, f"--cluster 'jobqueue:': {CLUSTER_ADVICE}"),
    # (Dask needs the port: these failed inside Dask, as internal errors)
    ({"cluster": "tcp://10.0.0.5"}, f"--cluster 'tcp://10.0.0.5': {CLUSTER_ADVICE}"),
    ({"cluster": "tcp://h:99999"}, f"--cluster 'tcp://h:99999': {CLUSTER_ADVICE}"),
    ({"cluster": "tcp://h:0"}, f"--cluster 'tcp://h:0': {CLUSTER_ADVICE}"),
    ({"cluster": "tcp://:8786"}, f"--cluster 'tcp://:8786': {CLUSTER_ADVICE}"),
    ({"cluster": "ucx://h:8786"}, f"--cluster 'ucx://h:8786': {CLUSTER_ADVICE}"),
    ({"cluster": "inproc://h/1/2"}, f"--cluster 'inproc://h/1/2': {CLUSTER_ADVICE}"),
    ({"task": "ocr"}, ("--task 'ocr': choose one of auto, classification, detection, "
                       "segmentation, multilabel")),
    ({"item_timeout": 0.05}, "--item-timeout must be between 0.1 and 86400 seconds"),
    ({"item_timeout": 86401}, "--item-timeout must be between 0.1 and 86400 seconds"),
    ({"compression": "bz2"}, "--compression 'bz2': choose none, gzip or zlib"),
    ({"events": "xml"}, "--events 'xml': choose jsonl, text or none"),
    ({"num_shards": 0}, "--shards must be between 1 and 99999"),
    ({"num_shards": 100_000}, "--shards must be between 1 and 99999"),
    ({"shard_size_mib": 0.0009}, "--shard-size must be between 0.001 and 65536 MiB"),
    ({"shard_size_mib": 65537}, "--shard-size must be between 0.001 and 65536 MiB"),
    ({"prefix": "my data"}, "--prefix 'my data': use letters, digits, '.', '_' or '-'"),
    ({"prefix": ""}, "--prefix '': use letters, digits, '.', '_' or '-'"),
    ({"prefix": "a/b"}, "--prefix 'a/b': use letters, digits, '.', '_' or '-'"),
    ({"overwrite": True, "resume": True},
     "--overwrite and --resume contradict each other: choose one"),
    ({"workers": 0}, "--workers must be at least 1"),
    ({"priority": "high"}, "--priority 'high': choose low or normal"),
    ({"memory_limit": (16 << 20) - 1}, "--memory-limit must be at least 16M (e.g. 2G)"),
])
def test_convert_config_refused(kw, message):
    refused(lambda: cfg(**kw), message)


def test_convert_config_accepts_the_edges():
    c = cfg(prefix="my-data.v2_1", shard_size_mib=0.001, item_timeout=0.1, num_shards=1,
            memory_limit=16 << 20, cluster="local:4", priority="low", events="none")
    assert (c.prefix, c.shard_size_mib, c.num_shards, c.memory_limit, c.cluster) == \
        ("my-data.v2_1", 0.001, 1, 16 << 20, "local:4")
    for address in ("", "local", "tcp://10.0.0.5:8786", "tls://sched:8786",
                    "tcp://10.0.0.5:8786/", "tcp://[fe80::1]:8786", "tcp://head-1.lab:1",
                    "jobqueue:slurm.yaml"):
        assert cfg(cluster=address).cluster == address


def test_output_options_leave_out_defaults_that_older_runs_did_not_record():
    c = cfg(image=ImageOptions(decoder="pillow"))
    opts = c.output_options()
    assert opts == {
        "image": {"width": 224, "height": 224, "resize": "stretch", "format": "jpeg",
                  "quality": 95, "channels": 3, "exact": False,
                  "max_pixels": C.DEFAULT_MAX_PIXELS},
        "shard_size_mib": 128.0, "num_shards": None, "compression": "none",
        "split": [["train", 1.0]], "shuffle": True, "seed": 0, "prefix": "data"}
    turbo = cfg(image=ImageOptions(decoder="turbo", background="black"), task="detection",
                keep_absolute_paths=True).output_options()
    assert turbo["image"]["decoder"] == "turbo" and turbo["image"]["background"] == "black"
    assert turbo["keep_absolute_paths"] is True
    assert turbo["annotations"] == {"task": "detection", "masks": False,
                                    "skip_unannotated": False}
    # what does not change the bytes is not an output option
    assert cfg(workers=8, verify=True, image=ImageOptions(decoder="pillow")).output_options() \
        == opts


# ---------------------------------------------------------------------------- the parsers

@pytest.mark.parametrize("text, size", [
    ("224", (224, 224)), ("320x240", (320, 240)), (" 64 X 32 ", (64, 32)), ("8*9", (8, 9)),
    ("1", (1, 1)), ("16384x16384", (16384, 16384)),
])
def test_parse_size(text, size):
    assert option_rules.parse_size(text) == size


@pytest.mark.parametrize("text, message", [
    ("big", "--size 'big': use a number like 224 or WIDTHxHEIGHT like 320x240"),
    ("-5", "--size '-5': use a number like 224 or WIDTHxHEIGHT like 320x240"),
    ("0", "--size '0': width and height must be between 1 and 16384"),
    ("16385x10", "--size '16385x10': width and height must be between 1 and 16384"),
])
def test_parse_size_refused(text, message):
    refused(lambda: option_rules.parse_size(text), message)


def test_parse_split():
    assert split_names.parse_split("train=0.9,val=0.1") == (("train", 0.9), ("val", 0.1))
    # a walk typed 学習=0.8,val=0.2 and was told to write name=fraction pairs: the names a
    # split column reads as a split are that split here too (and the file names ASCII)
    assert split_names.parse_split("学習=0.8,val=0.2") == (("train", 0.8), ("val", 0.2))
    assert split_names.parse_split("훈련=0.8, 검증=0.1, 시험=0.1") == (("train", 0.8), ("val", 0.1),
                                                          ("test", 0.1))
    assert split_names.parse_split("ｔｒａｉｎ=0.9,Validation=0.1") == (("train", 0.9),
                                                           ("Validation", 0.1))
    assert split_names.parse_split("train=0.8,valid=0.2") == (("train", 0.8), ("valid", 0.2))
    # full-width is the same name as typed (ｖａｌｉｄ was val, valid stayed valid)
    assert split_names.parse_split("train=0.8,ｖａｌｉｄ=0.2") == (("train", 0.8), ("valid", 0.2))
    assert split_names.parse_split("train") == (("train", 1.0),)
    assert split_names.parse_split(" a=0.5 , b_2=0.25,c=0.25, ") == (("a", 0.5), ("b_2", 0.25),
                                                          ("c", 0.25))


@pytest.mark.parametrize("text, message", [
    ("", "--split is empty: use e.g. train=0.9,val=0.1 or just train"),
    ("tr-ain=1", "--split: 'tr-ain' is not a valid split name: use ASCII letters, digits "
                 "and _ (they are in the file names)"),
    ("猫=1", "--split: '猫' is not a valid split name: use ASCII letters, digits and _ (they "
            "are in the file names)"),
    ("学習=0.5,train=0.5", "--split: 'train' is given twice"),
    ("train=0.5,学習=0.5", "--split: '学習' (train) is given twice"),   # (as typed)
    ("train=most", "--split: 'train=most': the fraction must be a number like 0.8"),
    ("train=0", "--split: 'train=0': the fraction must be between 0 and 1"),
    ("train=1.5", "--split: 'train=1.5': the fraction must be between 0 and 1"),
    ("a=0.5,a=0.5", "--split: 'a' is given twice"),
    ("a=0.5,b=0.4", "--split fractions add up to 0.9; they must add up to 1"),
    # a split without a fraction among others: named, and the form shown (it counted as 1:
    # "add up to 1.8")
    ("train=0.8,val", "--split: 'val' has no fraction: give every split one, as in "
                      "train=0.8,val=0.2"),
    ("train=0.7,検証,test", "--split: '検証' and 'test' have no fraction: give every split "
                          "one, as in train=0.7,val=0.15,test=0.15"),
    ("train=1,val", "--split: 'val' has no fraction: give every split one, as in "
                    "train=0.5,val=0.5"),
])
def test_parse_split_refused(text, message):
    refused(lambda: split_names.parse_split(text), message)


@pytest.mark.parametrize("text, n", [
    ("1000000", 1_000_000), ("512M", 512 << 20), ("2G", 2 << 30), ("1.5GiB", 3 << 29),
    ("4k", 4096), ("1TB", 1 << 40),
])
def test_parse_bytes(text, n):
    assert option_rules.parse_bytes(text, "--memory-limit") == n


def test_parse_bytes_refused():
    refused(lambda: option_rules.parse_bytes("lots", "--memory-limit"),
            "--memory-limit 'lots': use a size like 512M or 2G")


def test_resolve_workers():
    limit = option_rules.max_workers()
    assert limit == (61 if sys.platform == "win32" else 256)
    resolve = option_rules.resolve_workers
    assert resolve("3") == 3 and resolve(limit) == limit
    assert 1 <= resolve(" Auto ") <= limit
    refused(lambda: resolve("many"), "--workers 'many': use a number like 2, or auto")
    where = " on Windows" if sys.platform == "win32" else ""
    refused(lambda: option_rules.resolve_workers(0),
            f"--workers 0: use between 1 and {limit} workers{where}")
    refused(lambda: option_rules.resolve_workers(limit + 1),
            f"--workers {limit + 1}: use between 1 and {limit} workers{where}")
