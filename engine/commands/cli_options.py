"""The command-line options several commands share: those that shape the output (convert
and tune), --max-pixels (convert and scan), --priority (convert and tune) and --events
(every command that emits events), with the default --events.

Separate from engine.commands.cli, which builds the parser and runs a command: each
command's own module (tune_cli, scan_cli, verify_cli, cluster_cli) declares these options
from here, without the command line's entry point.
"""

from __future__ import annotations

import argparse
import sys

from engine.config import (
    BACKGROUNDS,
    BIT_DEPTHS,
    COMPRESSIONS,
    DEFAULT_MAX_PIXELS,
    DEFAULT_PREFIX,
    FORMATS,
    PRIORITIES,
    RESIZE_MODES,
)


def default_events() -> str:
    """--events when not given: text in a terminal, JSON lines for programs."""
    return "text" if sys.stdout.isatty() else "jsonl"


def add_event_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--events", choices=("jsonl", "text", "none"), default=None,
                   help="what to print: 'text' is a progress line for people (default in a "
                        "terminal), 'jsonl' one JSON event per line for programs (default "
                        "otherwise), 'none' nothing but errors")


def add_priority_option(p) -> None:
    """--priority, shared by convert and tune."""
    p.add_argument("--priority", choices=PRIORITIES, default="normal",
                   help="'low' runs the worker processes below other programs' priority, "
                        "so the desktop stays responsive; they still use every core nobody "
                        "else needs (the window uses low). Default normal")


def add_output_options(p: argparse.ArgumentParser) -> None:
    """The options that shape the output; shared by convert and tune."""
    g = p.add_argument_group("images")
    g.add_argument("--size", default="224", metavar="N|WxH",
                   help="output size in pixels: 224 for 224x224, or WIDTHxHEIGHT like 320x240 "
                        "(default 224)")
    g.add_argument("--resize", choices=RESIZE_MODES, default="stretch",
                   help="stretch = fill the size exactly (may distort); fit = keep the shape "
                        "and pad with black; crop = keep the shape and cut the edges; none = "
                        "keep each image's own size (default stretch)")
    g.add_argument("--format", choices=FORMATS, default="jpeg",
                   help="how images are stored: jpeg (small, default), png (lossless), raw "
                        "(uncompressed pixels), original (the file's own bytes, unchanged)")
    g.add_argument("--quality", type=int, default=95, metavar="1-100",
                   help="JPEG quality, 1-100 (default 95)")
    g.add_argument("--channels", type=int, choices=(1, 3), default=3,
                   help="3 = colour RGB (default), 1 = greyscale")
    g.add_argument("--background", choices=tuple(BACKGROUNDS), default="white",
                   help="colour that transparent areas (PNG, GIF, WebP with transparency) "
                        "are placed on: white, black or grey (default white)")
    g.add_argument("--bit-depth", type=int, choices=BIT_DEPTHS, default=16, metavar="N",
                   help="bits of a 16-bit image (PNG, TIFF) that hold its values: 16, 14, 12 "
                        "or 10. Microscopes and scientific cameras often write 12-bit values "
                        "(0-4095) into 16-bit files: --bit-depth 12 stores 0-4095 as 0-255 "
                        "(higher values as 255), where the default 16 keeps the top 8 of "
                        "16 bits, which makes such images almost black. 8-bit images are "
                        "not changed")
    g.add_argument("--exact", action="store_true",
                   help="decode JPEGs at full size before resizing (slower; by default large "
                        "JPEGs are decoded directly at a reduced size, which looks the same)")
    g.add_argument("--decoder", default="", metavar="auto|scaled|turbo|pillow",
                   help="how images are decoded and resized: scaled (the default: JPEGs "
                        "decoded at a reduced size by Pillow), turbo (simplejpeg and OpenCV, "
                        "needs the turbo extra), pillow (Pillow alone, as versions before 0.3 "
                        "did); "
                        "default auto, or the TFRS_DECODER environment variable. The paths "
                        "store slightly different bytes: --resume needs the run's own")
    add_max_pixels(g)
    g.add_argument("--max-file-size", default="1G", metavar="SIZE",
                   help="refuse input files larger than this, e.g. 512M or 2G (default 1G: "
                        "an uncompressed 100-megapixel TIFF fits); only the first bytes of a "
                        "larger file are read")
    g.add_argument("--accept-damaged", action="store_true",
                   help="store JPEGs whose data ends early anyway (libjpeg paints the missing "
                        "part grey); by default they are rejected")
    d = p.add_argument_group("dataset")
    d.add_argument("--split", default="train", metavar="NAME=FRACTION,...",
                   help="divide the images, e.g. train=0.8,val=0.1,test=0.1 (each class is "
                        "divided the same way). The splits a source gives its images (a "
                        "CSV's split column, an export's train/valid/test folders, a YOLO "
                        "data.yaml's) take precedence: --split divides only the others, "
                        "and a note says so. Default: everything in train")
    d.add_argument("--shuffle", action=argparse.BooleanOptionalAction, default=True,
                   help="mix the order of images in the files (recommended for training; "
                        "default on)")
    d.add_argument("--seed", type=int, default=0,
                   help="number that fixes the shuffle and split, so a rerun gives identical "
                        "files (default 0)")
    s = d.add_mutually_exclusive_group()
    s.add_argument("--shard-size", type=float, default=128.0, metavar="MiB",
                   help="target size of each output file in MiB (default 128)")
    s.add_argument("--shards", type=int, default=None, metavar="N",
                   help="number of output files per split (instead of --shard-size)")
    d.add_argument("--compression", choices=COMPRESSIONS, default="none",
                   help="compress the files: gzip or zlib save little on JPEG data and "
                        "slow reading; default none")
    d.add_argument("--keep-absolute-paths", action="store_true",
                   help="store each image's absolute path in image/filename (by default it "
                        "is relative to the source folder, or for a CSV to the folder that "
                        "holds all its images, so shared data does not reveal your folders)")
    d.add_argument("--prefix", default=DEFAULT_PREFIX,
                   help="start of each file name: PREFIX-train-00000-of-00004.tfrecord "
                        "(default data)")


def add_max_pixels(group) -> None:
    """--max-pixels, one option of convert and scan: the scan reads masks by the limit the
    run will (a scan by the default listed masks a raised limit admits as problems, and
    numbered the classes without them)."""
    group.add_argument("--max-pixels", type=int, default=DEFAULT_MAX_PIXELS, metavar="N",
                       help="refuse images with more pixels than this, before decoding them "
                            f"(protects against corrupt or malicious files; default "
                            f"{DEFAULT_MAX_PIXELS:,})")
