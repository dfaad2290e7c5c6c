"""A run's recorded output options (``ConvertConfig.output_options()``, in the journal
header and the manifest) as the command line writes them: which options of this command
differ from an earlier run's, each with both values ("--size: the run used 224, this
command 128"), and the command line that finishes the earlier run (its own options).

--resume refuses a run whose options differ (engine.run.resume); it names them with
:func:`differences` and gives :func:`resume_command`. Standard library and engine.config
at import (engine.codecs.decoders' default when the command is written, and
engine.reason_codes' list when the refusal is).
"""

from __future__ import annotations

import os
import shlex

from engine.config import (
    DEFAULT_MAX_FILE_SIZE,
    DEFAULT_MAX_PIXELS,
    DEFAULT_PREFIX,
    as_stored,
    ignored,
)

#: The command line's defaults (engine.commands.cli), as :func:`cli_values` writes them.
DEFAULTS = {
    "--size": "224", "--resize": "stretch", "--format": "jpeg", "--quality": "95",
    "--channels": "3", "--background": "white", "--bit-depth": "16", "--exact": "off",
    "--decoder": "pillow",
    "--max-pixels": str(DEFAULT_MAX_PIXELS), "--max-file-size": str(DEFAULT_MAX_FILE_SIZE),
    "--accept-damaged": "off", "--split": "train=1", "--shuffle": "on", "--seed": "0",
    "--shard-size": "128", "--shards": "", "--compression": "none",
    "--keep-absolute-paths": "off", "--prefix": DEFAULT_PREFIX, "--task": "auto",
    "--masks": "off", "--skip-unannotated": "off",
}
#: Options given as a bare flag when on (the others: flag and value).
SWITCHES = ("--exact", "--accept-damaged", "--keep-absolute-paths", "--masks",
            "--skip-unannotated")
#: The option of each image option a run may leave without effect (engine.config.ignored).
OPTION_OF = {"width": "--size", "height": "--size", "quality": "--quality",
             "channels": "--channels", "background": "--background", "bit_depth": "--bit-depth",
             "exact": "--exact", "decoder": "--decoder"}


def _num(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _dict(value: object) -> dict:
    return value if isinstance(value, dict) else {}


def _onoff(value: object) -> str:
    return "on" if value is True else "off"


def cli_values(options: object) -> dict[str, str]:
    """{option: value as the command line writes it} of a recorded ``options`` dict, every
    option of DEFAULTS ("on"/"off" for a switch and --shuffle; "" for no --shards)."""
    opts: dict = _dict(as_stored(options))   # (--format original: what it ignores, not)
    image: dict = _dict(opts.get("image"))
    ann: dict = _dict(opts.get("annotations"))
    w, h = image.get("width", 224), image.get("height", 224)
    split = opts.get("split")
    parts = [p for p in split if isinstance(p, list) and len(p) == 2] \
        if isinstance(split, list) else []
    shards = opts.get("num_shards")
    values = {
        "--size": str(w) if w == h else f"{w}x{h}",
        "--resize": str(image.get("resize", "stretch")),
        "--format": str(image.get("format", "jpeg")),
        "--quality": str(image.get("quality", 95)),
        "--channels": str(image.get("channels", 3)),
        "--background": str(image.get("background", "white")),   # (left out when white)
        "--bit-depth": str(image.get("bit_depth", 16)),            # (left out when 16)
        "--exact": _onoff(image.get("exact")),
        "--decoder": str(image.get("decoder", "pillow")),          # (left out when pillow)
        "--max-pixels": str(image.get("max_pixels", DEFAULT_MAX_PIXELS)),
        "--max-file-size": str(image.get("max_file_size", DEFAULT_MAX_FILE_SIZE)),
        "--accept-damaged": _onoff(image.get("accept_damaged")),
        "--split": ",".join(f"{n}={_num(f)}" for n, f in parts) or "train=1",
        "--shuffle": _onoff(opts.get("shuffle", True)),
        "--seed": str(opts.get("seed", 0)),
        "--shard-size": "" if shards is not None else _num(opts.get("shard_size_mib", 128.0)),
        "--shards": "" if shards is None else str(shards),
        "--compression": str(opts.get("compression", "none")),
        "--keep-absolute-paths": _onoff(opts.get("keep_absolute_paths")),
        "--prefix": str(opts.get("prefix", DEFAULT_PREFIX)),
        "--task": str(ann.get("task", "auto")),
        "--masks": _onoff(ann.get("masks")),
        "--skip-unannotated": _onoff(ann.get("skip_unannotated")),
    }
    # (every one the run's fingerprint holds, which --resume needs all the same; "" for
    # those its run left without effect, which it does not hold: --format original's, the
    # --size of --resize none, the --quality of PNG or raw pixels: engine.config.ignored)
    for key in ignored(image):
        values[OPTION_OF.get(key, "")] = ""
    values.pop("", None)
    return values


def differences(theirs: object, ours: object) -> list[tuple[str, str, str]]:
    """(option, the earlier run's value, this command's) of each output option that differs
    between two recorded options dicts, in the command line's order; empty when they agree
    (then the input files differ, or an option this version does not know: a newer
    version's)."""
    a, b = cli_values(theirs), cli_values(ours)
    return [(k, _shown(k, a[k]), _shown(k, b[k])) for k in DEFAULTS if a[k] != b[k]]


def _shown(option: str, value: str) -> str:
    """A value as the message says it: "" is "(not given)" (--shard-size when --shards
    was given, --shards when it was not); --shard-size in MiB."""
    if value == "":
        return "(not given)"
    if option == "--shard-size":
        return f"{value} MiB"
    return value


def args(options: object) -> list[str]:
    """The command-line arguments that give a run the recorded ``options`` (the ones not
    at the command line's default; --decoder when it is not this process's default,
    or that default comes from the environment: TFRS_DECODER)."""
    values = cli_values(options)
    out: list[str] = []
    for option, default in DEFAULTS.items():
        value = values[option]
        if option in SWITCHES:
            if value == "on":
                out.append(option)
        elif option == "--shuffle":
            if value == "off":
                out.append("--no-shuffle")
        elif option == "--decoder":
            from engine.codecs.decoders import DECODER_ENV, default_decoder
            # (the default follows TFRS_DECODER: named whenever the variable is set, as
            # the command is pasted where it may not be, the window's Copy command alike)
            if value and (value != default_decoder() or os.environ.get(DECODER_ENV, "").strip()):
                out += [option, value]
        elif value and value != default:
            out += [option, value]
    return out


def resume_command(program: str, source: str, out: str, options: object) -> str:
    """The command that finishes the run in ``out`` of ``source`` with its recorded
    ``options``, quoted for a POSIX shell."""
    return " ".join([program, "convert", shlex.quote(source), "--out", shlex.quote(out),
                     *map(shlex.quote, args(options)), "--resume"])


def refusal(out: str, recorded: dict, options: dict | None, *, finished: bool,
            program: str = "") -> tuple[str, dict]:
    """(code, params) of --resume's refusal of the run ``recorded`` (a journal header or
    a manifest: its options and source) in ``out`` for a command with ``options``: the
    options that differ with both values and, for an interrupted run, the command that
    finishes it; with none, that the input files differ (or, for options this version
    cannot compare, or ``options`` None, that the options or the input files do).
    ``finished``: ``out`` holds a
    finished dataset (a manifest, no journal)."""
    from engine.reason_codes import as_list
    theirs = recorded.get("options")
    found = differences(theirs, options) if isinstance(theirs, dict) and options else []
    if not found:
        # an option this version does not know, or a damaged record (not the options an
        # older engine recorded that changed nothing: engine.config.as_stored)
        if as_stored(theirs) != as_stored(options):
            return ("resume.other_dataset" if finished else "resume.options_differ"), \
                {"out": out}
        return ("resume.dataset_inputs_differ" if finished else "resume.inputs_differ"), \
            {"out": out}
    params = {"out": out, "changes": as_list([
        ("resume.option_differs", {"option": k, "theirs": a, "ours": b}) for k, a, b in found])}
    if finished:
        return "resume.dataset_options_named", params
    return "resume.options_named", dict(params, command=resume_command(
        program or "tfrecord-studio-cli", str(recorded.get("source") or "SOURCE"), out, theirs))
