"""Validated, frozen configuration for a conversion run.

Every check that can fail because of what the user typed is made here, or by the rules
this calls (engine.option_rules: what one option typed as text or a number accepts;
--split's, with the other names of splits, engine.split_names), so the CLI and the GUI get
the same message before anything is written.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from engine.errors import ConfigError
from engine.option_rules import (
    check_cluster,
    check_num_shards,
    check_prefix,
    check_quality,
    check_shard_size,
)

RESIZE_MODES = ("stretch", "fit", "crop", "none")
FORMATS = ("jpeg", "png", "raw", "original")
#: --priority: "low" runs the workers below the desktop (engine.run.priority).
PRIORITIES = ("low", "normal")
COMPRESSIONS = ("none", "gzip", "zlib")
EVENT_MODES = ("jsonl", "text", "none")
#: --task: auto = chosen from the source (engine.sources); the others force one.
#: The decoder paths (engine.codecs.decoders; here so that the window may name them).
DECODERS = ("scaled", "turbo", "pillow")
#: The environment variable that chooses the decoder path when --decoder is not given
#: (engine.codecs.decoders.default_decoder; here so that the window's Copy command names it).
DECODER_ENV = "TFRS_DECODER"
TASK_CHOICES = ("auto", "classification", "detection", "segmentation", "multilabel")

#: Refuse images with more pixels than this before decoding (decompression bombs).
#: 100 MP covers every current camera sensor; raise it with --max-pixels for scans.
DEFAULT_MAX_PIXELS = 100_000_000

#: Largest input file read (--max-file-size). 1 GiB holds the largest file the default
#: --max-pixels admits: an uncompressed 100-megapixel 16-bit RGBA TIFF is 800 MB (camera
#: JPEGs are under 50 MB). Bigger files are refused after reading their first bytes.
DEFAULT_MAX_FILE_SIZE = 1 << 30

#: Seconds tune may spend on extra trials when the spread is too wide (--max-extra-seconds).
TUNE_EXTRA_SECONDS = 60.0

#: --bit-depth: how many of a 16-bit image's bits hold its values (engine.codecs.bit_depth);
#: 16, the default, keeps the top 8 of 16, as before the option existed.
BIT_DEPTHS = (16, 14, 12, 10)

#: The image options --format original leaves without effect (engine.codecs.originals
#: stores each file's own bytes: its size, colours, transparency, quality and 16 bits stay).
#: Not recorded with it: a manifest said "width 224, height 224" of images kept at their
#: own sizes (engine.run.resume accepts the fingerprints of the runs that recorded them).
#: Nor the decoder path: the bytes are the file's, and its first frame is checked by Pillow
#: whichever path (originals.decodes); engines up to 0.3.9 recorded it.
IGNORED_BY_ORIGINAL = ("width", "height", "quality", "channels", "exact", "background",
                       "bit_depth", "decoder")
#: The image options --resize none leaves without effect (each image keeps its own size:
#: engine.codecs.resampling); likewise not recorded with it (engines up to 0.3.8 did).
IGNORED_BY_OWN_SIZE = ("width", "height")
#: --exact only chooses how a JPEG is decoded for a resize (imaging.prepare_decode): with
#: none, both ways decode at full size, except on the turbo path, where it means Pillow's
#: decode instead of simplejpeg's (fast_jpeg.applies), whose pixels differ (greyscale).
IGNORED_WITHOUT_RESIZE = ("exact",)
#: The image options --format png and raw leave without effect (every pixel is kept
#: exactly: only JPEG has a quality); likewise not recorded with them (engines up to
#: 0.3.8 recorded "quality": 95 of PNGs).
IGNORED_BY_LOSSLESS = ("quality",)
#: The formats that keep every pixel exactly (:data:`IGNORED_BY_LOSSLESS`).
LOSSLESS_FORMATS = ("png", "raw")


def ignored(image: object) -> tuple[str, ...]:
    """The options a recorded ``image`` options dict's run left without effect: those of
    --format original (IGNORED_BY_ORIGINAL), else those of --resize none (IGNORED_BY_OWN_SIZE,
    IGNORED_WITHOUT_RESIZE) and of --format png or raw (IGNORED_BY_LOSSLESS); () for any
    other, or for what is no dict. The one rule: the manifest, the run log, --resume and
    the window (gui.job_rules.ignored_fields) all follow it."""
    if not isinstance(image, dict):
        return ()
    if image.get("format") == "original":
        return IGNORED_BY_ORIGINAL
    own = IGNORED_BY_OWN_SIZE + (IGNORED_WITHOUT_RESIZE if image.get("decoder", "pillow")
                                 != "turbo" else ())   # (recorded only when not pillow)
    return (own if image.get("resize") == "none" else ()) + \
        (IGNORED_BY_LOSSLESS if image.get("format") in LOSSLESS_FORMATS else ())


def as_stored(options: object) -> object:
    """Recorded output ``options`` (ConvertConfig.output_options(), of any engine version)
    without the image options their run left without effect (:func:`ignored`: --format
    original's, --resize none's size, a PNG's quality), which engines up to 0.3.8
    recorded; any other options as they are."""
    image = options.get("image") if isinstance(options, dict) else None
    left = ignored(image)
    if not isinstance(options, dict) or not isinstance(image, dict) or not left:
        return options
    kept = {k: v for k, v in image.items() if k not in left}
    return dict(options, image=kept)


def as_recorded(options: dict[str, Any], recorded: object) -> dict[str, Any] | None:
    """This run's output ``options`` with the options it leaves without effect
    (:func:`ignored`) as the ``recorded`` run's options held them, when that run left them
    without effect too (engines up to 0.3.8 recorded them): its fingerprint, which
    --resume accepts (the same bytes, whatever those values). None when the run recorded
    none of them."""
    theirs = recorded.get("image") if isinstance(recorded, dict) else None
    left = ignored(options["image"])
    old = {k: theirs[k] for k in left if k in theirs} \
        if isinstance(theirs, dict) and set(left) <= set(ignored(theirs)) else {}
    return dict(options, image={**options["image"], **old}) if old else None


#: Colours that transparent pixels can be placed on (--background); white is the default.
BACKGROUNDS = {"white": (255, 255, 255), "black": (0, 0, 0), "grey": (128, 128, 128)}
#: The default background (kept as a name for code that composites without options).
ALPHA_BACKGROUND = BACKGROUNDS["white"]

#: --channels: 3 = colour (RGB), 1 = greyscale.
CHANNEL_CHOICES = (3, 1)
#: --prefix: the default (its characters: engine.option_rules.PREFIX_PATTERN).
DEFAULT_PREFIX = "data"
#: --split: the characters a split name may hold.
SPLIT_NAME_PATTERN = r"[A-Za-z0-9_]+"
#: The split names a CSV's split column may always use; --split's names are accepted too,
#: and other names of these (訓練, 검증, valid, ｔｒａｉｎ: engine.split_names.SPLIT_ALIASES).
KNOWN_SPLITS = ("train", "val", "validation", "test", "dev", "eval", "holdout")


@dataclass(frozen=True)
class ImageOptions:
    """How each image is turned into the bytes stored in image/encoded (pickled to workers)."""

    width: int = 224
    height: int = 224
    resize: str = "stretch"
    format: str = "jpeg"
    quality: int = 95
    channels: int = 3
    exact: bool = False
    max_pixels: int = DEFAULT_MAX_PIXELS
    #: What transparent areas are placed on: a key of BACKGROUNDS.
    background: str = "white"
    max_file_size: int = DEFAULT_MAX_FILE_SIZE
    #: Store JPEGs whose data ends early (libjpeg paints the missing part grey).
    accept_damaged: bool = False
    #: Decoder path (engine.codecs.decoders.DECODERS); "" = this process's default.
    #: Recorded in the output options, so --resume never mixes two paths' bytes.
    decoder: str = ""
    #: The bits of a 16-bit image that hold its values (BIT_DEPTHS): 0..2^N-1 is stored as
    #: 0..255. One value for the whole dataset (engine.codecs.bit_depth).
    bit_depth: int = 16

    def uses_turbo(self) -> bool:
        """Whether this run decodes on the turbo path (simplejpeg, OpenCV): its decoder,
        unless the run has no decoder path (``ignored``: --format original stores each
        file's own bytes). A worker loads those libraries, and a cluster asks for them, only
        then."""
        return self.decoder == "turbo" and "decoder" not in ignored(asdict(self))

    def __post_init__(self) -> None:
        from engine.codecs import decoders  # (codecs imports config: not at module level)
        if not self.decoder:
            object.__setattr__(self, "decoder", decoders.default_decoder())
        if self.decoder not in decoders.DECODERS:
            raise ConfigError(f"decoder {self.decoder!r}: use {', '.join(decoders.DECODERS)}")
        if self.background == "gray":  # both spellings are common; one name in the manifest
            object.__setattr__(self, "background", "grey")
        if self.background not in BACKGROUNDS:
            raise ConfigError(f"--background {self.background!r}: choose one of "
                              f"{', '.join(BACKGROUNDS)}")
        if self.resize not in RESIZE_MODES:
            raise ConfigError(f"--resize {self.resize!r}: choose one of {', '.join(RESIZE_MODES)}")
        if self.format not in FORMATS:
            raise ConfigError(f"--format {self.format!r}: choose one of {', '.join(FORMATS)}")
        check_quality(self.quality)
        if self.bit_depth not in BIT_DEPTHS:
            raise ConfigError(f"--bit-depth {self.bit_depth}: use 16, 14, 12 or 10 (the bits "
                              "of a 16-bit image that hold its values)")
        if self.channels not in CHANNEL_CHOICES:
            raise ConfigError(f"--channels {self.channels}: use 3 (colour) or 1 (greyscale)")
        if self.max_pixels < 1:
            raise ConfigError("--max-pixels must be positive")
        if self.max_file_size < 1024:
            raise ConfigError("--max-file-size must be at least 1 KiB (e.g. 512M or 2G)")
        if self.format == "original" and self.resize != "none":
            # Storing the file's own bytes cannot also resize them.
            object.__setattr__(self, "resize", "none")


@dataclass(frozen=True)
class ConvertConfig:
    """Everything `convert` needs; validated on construction."""

    source: str
    out: str
    image: ImageOptions = field(default_factory=ImageOptions)
    workers: int = 1
    shard_size_mib: float = 128.0
    num_shards: int | None = None
    compression: str = "none"
    split: tuple[tuple[str, float], ...] = (("train", 1.0),)
    shuffle: bool = True
    seed: int = 0
    prefix: str = DEFAULT_PREFIX
    overwrite: bool = False
    resume: bool = False
    verify: bool = False
    events: str = "jsonl"
    #: Seconds one image may take to convert before it is given up as hung.
    item_timeout: float = 120.0
    #: "low": workers run below the desktop's priority (engine.run.priority); "normal": as is.
    priority: str = "normal"
    #: Bytes that decoding may use at once, all workers together (--memory-limit);
    #: None = a share of the memory available when the run starts (engine.run.memory_budget).
    memory_limit: int | None = None
    #: image/filename holds absolute paths (else relative: see discover.relative_names).
    keep_absolute_paths: bool = False
    #: Annotated sources (engine.sources): the task, instance masks, unannotated images.
    task: str = "auto"
    masks: bool = False
    skip_unannotated: bool = False
    #: Where the shard tasks run (--cluster): "" = this computer's worker pool;
    #: "local" / "local:N" = a Dask LocalCluster; "tcp://HOST:PORT" = a Dask scheduler;
    #: "jobqueue:CONFIG.yaml" = HPC jobs through dask-jobqueue (engine.run.jobqueue).
    #: Not an output option: the bytes are the same wherever the tasks run.
    cluster: str = ""

    def __post_init__(self) -> None:
        check_cluster(self.cluster)
        if self.task not in TASK_CHOICES:
            raise ConfigError(f"--task {self.task!r}: choose one of {', '.join(TASK_CHOICES)}")
        if not 0.1 <= self.item_timeout <= 86400:
            raise ConfigError("--item-timeout must be between 0.1 and 86400 seconds")
        if self.compression not in COMPRESSIONS:
            raise ConfigError(f"--compression {self.compression!r}: choose none, gzip or zlib")
        if self.events not in EVENT_MODES:
            raise ConfigError(f"--events {self.events!r}: choose jsonl, text or none")
        if self.num_shards is not None:
            check_num_shards(self.num_shards)
        check_shard_size(self.shard_size_mib)
        check_prefix(self.prefix)
        if self.overwrite and self.resume:
            raise ConfigError("--overwrite and --resume contradict each other: choose one")
        if self.workers < 1:
            raise ConfigError("--workers must be at least 1")
        if self.priority not in PRIORITIES:
            raise ConfigError(f"--priority {self.priority!r}: choose low or normal")
        if self.memory_limit is not None and self.memory_limit < (16 << 20):
            raise ConfigError("--memory-limit must be at least 16M (e.g. 2G)")

    def output_options(self) -> dict[str, Any]:
        """The options that determine the output bytes (recorded in the manifest, checked
        on --resume). Worker count, verify and event mode do not change the bytes."""
        image = asdict(self.image)
        if image["background"] == "white":
            # white was the only behaviour before --background: leaving the default out
            # keeps interrupted runs from earlier versions resumable (same fingerprint)
            del image["background"]
        # Likewise for the options added with the input hardening (issue 18).
        if image["max_file_size"] == DEFAULT_MAX_FILE_SIZE:
            del image["max_file_size"]
        if not image["accept_damaged"]:
            del image["accept_damaged"]
        if image["bit_depth"] == 16:   # (the only behaviour before --bit-depth)
            del image["bit_depth"]
        for key in ignored(image):   # (what they would say is not what is stored)
            image.pop(key, None)
        if image.get("decoder") == "pillow":   # (at original: not recorded at all)
            # the only path before issue 16, byte for byte: runs it started stay resumable
            del image["decoder"]
        return {
            "image": image,
            "shard_size_mib": self.shard_size_mib,
            "num_shards": self.num_shards,
            "compression": self.compression,
            "split": [list(s) for s in self.split],
            "shuffle": self.shuffle,
            "seed": self.seed,
            "prefix": self.prefix,
            # Only when set, so datasets written before the option existed still --resume.
            **({"keep_absolute_paths": True} if self.keep_absolute_paths else {}),
            # Only when set, so that manifests of classification runs stay as they were.
            **({"annotations": self.annotation_options()}
               if self.annotation_options() != {"task": "auto", "masks": False,
                                                "skip_unannotated": False} else {}),
        }

    def annotation_options(self) -> dict[str, Any]:
        """What engine.sources.discover.scan needs for annotated sources."""
        return {"task": self.task, "masks": self.masks,
                "skip_unannotated": self.skip_unannotated}
