"""Command line: `python -m engine convert|verify|inspect|tune ...` (also `tfrecord-studio-cli`).

Exit codes are listed in engine.protocol.EXIT_CODES and in `--help`. The options several
commands share are declared in engine.commands.cli_options.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import threading
import traceback

from engine import __version__, lost_streams, protocol
from engine.commands.argv_check import (
    Parser,
    command_parser,
    missing_command,
    split_size,
    unknown_option,
)
from engine.commands.cli_options import (
    add_event_option,
    add_output_options,
    add_priority_option,
    default_events,
)
from engine.config import TASK_CHOICES, ConvertConfig, ImageOptions
from engine.errors import ConfigError, ReaderGone
from engine.events import Emitter, configure_logging
from engine.launcher_watch import take as take_launcher_watch
from engine.launcher_watch import watched_by_launcher
from engine.option_rules import parse_bytes, parse_size, resolve_workers
from engine.program import program_name
from engine.sources.names import printable
from engine.split_names import parse_split
from engine.stop_signals import stop_signals

EXIT_TABLE = "exit codes:\n" + "\n".join(f"  {code:>3}  {text}"
                                         for code, text in protocol.EXIT_CODES.items())


def build_parser() -> argparse.ArgumentParser:
    """The engine's argument parser (every command); the window's tests parse its argv with it."""
    parser = Parser(
        prog=program_name(),
        description="TFRecord Studio engine: convert image folders into TFRecord datasets.",
        epilog=EXIT_TABLE, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"tfrecord-studio {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    c = sub.add_parser(
        "convert", help="convert images into TFRecord files",
        description="Convert a folder of class folders, a folder of images, a CSV/TSV "
                    "file (columns path,label[,split]), or an annotation export (COCO JSON, "
                    "YOLO data.yaml, Pascal VOC or CVAT XML, or the folder holding one) "
                    "into sharded TFRecord files.",
        epilog=EXIT_TABLE, formatter_class=argparse.RawDescriptionHelpFormatter)
    c.add_argument("source", metavar="SOURCE",
                   help="folder with one sub-folder per class, a folder of images, a "
                        "CSV/TSV file with columns path,label[,split], or an annotation "
                        "export: COCO JSON, YOLO data.yaml, VOC/CVAT XML (or its folder)")
    c.add_argument("--out", required=True, metavar="DIR", help="folder for the output files")
    add_output_options(c)
    a = c.add_argument_group("annotations (COCO, Pascal VOC, YOLO, box CSV, masks, multi-label)")
    a.add_argument("--task", choices=TASK_CHOICES, default="auto",
                   help="what to write: auto = chosen from the source (detection for boxes, "
                        "segmentation for mask folders, multilabel for cat;dog tables); "
                        "classification ignores annotations; multilabel also turns boxes "
                        "into each image's set of classes; segmentation also draws each "
                        "image's class mask from COCO/CVAT/YOLO polygons and RLE masks "
                        "(default auto)")
    a.add_argument("--masks", action="store_true",
                   help="detection: also store each object's mask as a PNG "
                        "(image/object/mask), from COCO/YOLO polygons and RLE")
    a.add_argument("--skip-unannotated", action="store_true",
                   help="leave out images without annotations (default: kept as background "
                        "images, with no objects); they are listed in rejected.csv")
    r = c.add_argument_group("run")
    r.add_argument("--workers", default="auto", metavar="N|auto",
                   help="number of processes converting images; auto = one per CPU core "
                        "(default auto)")
    r.add_argument("--overwrite", action="store_true",
                   help="replace an earlier dataset in DIR (only files this program wrote "
                        "are deleted)")
    r.add_argument("--resume", action="store_true",
                   help="finish an interrupted run in DIR with the same options")
    r.add_argument("--verify", action="store_true",
                   help="read everything back at the end and check it, as `verify` does "
                        "(TensorFlow's reader when installed, else the built-in one)")
    r.add_argument("--item-timeout", type=float, default=120.0, metavar="SECONDS",
                   help="give up on an image that takes longer than this to convert (a "
                        "corrupt file can make a decoder hang); it is listed in "
                        "rejected.csv (default 120)")
    add_priority_option(r)
    r.add_argument("--memory-limit", default=None, metavar="SIZE",
                   help="memory that decoding images may use at once, all workers together, "
                        "e.g. 4G; large images wait their turn and an image that alone needs "
                        "more is rejected (default: half the memory available at start)")
    r.add_argument("--cluster", default="",
                   metavar="local[:N]|tcp://HOST:PORT|jobqueue:CONFIG.yaml",
                   help="run the shard tasks on a Dask cluster (needs the [cluster] extra): "
                        "local[:N] starts N Dask workers on this computer; tcp://HOST:PORT "
                        "uses a running scheduler; jobqueue:CONFIG.yaml submits Slurm/PBS/"
                        "SGE/LSF jobs as described in that file (docs/cluster.md). SOURCE "
                        "and --out must be on a file system every worker sees. The output "
                        "is the same bytes as without --cluster")
    add_event_option(c)
    c.set_defaults(func=cmd_convert)

    from engine.commands import verify_cli
    verify_cli.register(sub)

    from engine.commands import inspect_cli as inspect_cmd
    from engine.commands import tune_cli
    inspect_cmd.register(sub)
    tune_cli.register(sub)
    from engine.commands import scan_cli
    scan_cli.register(sub)
    from engine.commands import cluster_cli
    cluster_cli.register(sub)
    return parser


def config_from_args(args: argparse.Namespace) -> ConvertConfig:
    w, h = parse_size(args.size)
    image = ImageOptions(width=w, height=h, resize=args.resize, format=args.format,
                         quality=args.quality, channels=args.channels, exact=args.exact,
                         max_pixels=args.max_pixels,
                         background=getattr(args, "background", "white"),
                         max_file_size=parse_bytes(args.max_file_size, "--max-file-size"),
                         accept_damaged=args.accept_damaged,
                         decoder=_decoder(getattr(args, "decoder", "")),
                         bit_depth=getattr(args, "bit_depth", 16))
    memory_limit = getattr(args, "memory_limit", None)
    return ConvertConfig(
        source=args.source, out=getattr(args, "out", "") or "", image=image,
        workers=resolve_workers(getattr(args, "workers", "auto")),
        shard_size_mib=args.shard_size, num_shards=args.shards,
        compression=args.compression, split=parse_split(args.split), shuffle=args.shuffle,
        seed=args.seed, prefix=args.prefix, overwrite=getattr(args, "overwrite", False),
        resume=getattr(args, "resume", False), verify=getattr(args, "verify", False),
        events=args.events or default_events(),
        item_timeout=getattr(args, "item_timeout", 120.0),
        priority=getattr(args, "priority", "normal"),
        memory_limit=parse_bytes(memory_limit, "--memory-limit") if memory_limit else None,
        keep_absolute_paths=getattr(args, "keep_absolute_paths", False),
        task=getattr(args, "task", "auto"), masks=getattr(args, "masks", False),
        skip_unannotated=getattr(args, "skip_unannotated", False),
        cluster=getattr(args, "cluster", "") or "")


def _decoder(wanted: str) -> str:
    """--decoder's path; "" (not given) leaves the choice to TFRS_DECODER, else scaled."""
    if not (wanted or "").strip():
        return ""
    from engine.codecs import decoders
    return decoders.resolve(wanted)


#: Signals received before the handlers below were installed (set by engine.__main__).
EARLY_SIGNALS: list[int] = []
#: time.monotonic() when engine.__main__ began (None: called otherwise, as tests do): a
#: check's time counts from there (engine.commands.verify_cli), its loading included
PROCESS_STARTED: float | None = None


def install_cancel_handlers() -> threading.Event:
    """SIGINT, SIGTERM, SIGHUP (a closed terminal; unless inherited as ignored: nohup) and
    a `cancel` line on stdin all set the returned event. A second SIGINT stops at once.
    Before, SIGHUP killed the engine mid-write: --resume finished the run, but the folder
    had no rejected.csv and its manifest did not say cancelled."""
    cancel = threading.Event()

    def on_signal(signum, frame):
        if cancel.is_set() and signum == signal.SIGINT:
            raise KeyboardInterrupt
        cancel.set()   # (first: the line below may meet a closed terminal)
        say(f"\nstopping ({signal.Signals(signum).name}): finishing bookkeeping...")

    for sig in stop_signals():   # (SIGHUP unless inherited as ignored: nohup)
        signal.signal(sig, on_signal)
    if EARLY_SIGNALS:   # checked after installing: a signal in between is not lost
        cancel.set()

    def read_stdin():
        try:
            for line in sys.stdin:
                if line.strip().lower() == "cancel":
                    cancel.set()
                    say("stopping (cancel requested)...")
                    return
        except (OSError, ValueError):
            pass
        if watched_by_launcher():   # its end: the window (or --headless) went away
            cancel.set()

    if sys.stdin is not None and not sys.stdin.closed:
        threading.Thread(target=read_stdin, name="stdin-cancel", daemon=True).start()
    return cancel


def say(line: str) -> None:
    """A line on stderr that must not stop what is said: a closed terminal (EIO) or a
    reader gone (EPIPE) leaves it unsaid, where it raised in a signal handler. One write,
    its end of line in it: print's two let the engine's next line in between (the stdin
    thread's "stopping (cancel requested)..." and the run's "note: ..." on one line, which
    the window then could not read as the note it is)."""
    try:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()
    except (OSError, ValueError, RuntimeError):
        # RuntimeError: "reentrant call" when a signal handler says its line while the
        # main thread is inside a write to the same buffered stderr.
        pass


def cmd_convert(args: argparse.Namespace) -> int:
    # First, so a cancel during the imports below (numpy, Pillow: ~0.2 s) is honoured.
    cancel = install_cancel_handlers()
    events = args.events or default_events()
    logs: list = []   # the run log, once started

    def stdout_lost() -> None:
        # the window that read the events was closed or killed, a pipe's reader ended, a
        # terminal was closed: nobody sees the run, which is cancelled as by Stop (a
        # closed terminal's SIGHUP came first: that is the reason already said)
        if not cancel.is_set() and logs:
            logs[0].line(
                "stopped: the program reading this run's events (the window) went away; "
                "--resume (the window's Resume) finishes the run" if events != "text" else
                "stopped: the terminal or program showing this run went away; the same "
                "command with --resume finishes the run")
        cancel.set()

    with lost_streams.guarded(stdout_lost):
        return _convert(args, events, cancel, logs)


def _convert(args: argparse.Namespace, events: str, cancel: threading.Event,
             logs: list) -> int:
    from engine.run.pipeline import Converter
    emitter = Emitter(events)
    try:
        cfg = config_from_args(args)
    except ConfigError as e:
        return fail(emitter, str(e), protocol.EXIT_USAGE)
    if emitter.mode != "text":  # like fail(): a failed run is also said on stderr
        emitter.listeners.append(_errors_to_stderr)
    from engine.run.runlog import RunLog
    log = RunLog(cfg.out).start(sys.argv)
    logs.append(log)
    emitter.listeners.insert(0, log.on_event)
    try:
        return Converter(cfg, emitter, cancel).run().exit_code
    except Exception as e:
        log.exception(e)
        if log.written:
            e.run_log = log.path  # type: ignore[attr-defined]  # named by main's message
        raise
    finally:
        log.close()


def _errors_to_stderr(event: protocol.Event) -> None:
    if isinstance(event, protocol.RunFailed):
        print(f"error: {printable(event.message, keep_newlines=True)}", file=sys.stderr)


def fail(emitter: Emitter, message: str, code: int) -> int:
    """End a command before its run: a run_failed event, also said on stderr when the
    events are not text for people. Returns `code` (the exit code)."""
    emitter.emit(protocol.RunFailed(message=message, exit_code=code))
    if emitter.mode != "text":
        print(f"error: {printable(message, keep_newlines=True)}", file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    """Run one engine command; returns its exit code (engine.protocol.EXIT_CODES)."""
    take_launcher_watch()   # (called here too: main() without engine.__main__)
    configure_logging()
    parser = build_parser()
    given = sys.argv[1:] if argv is None else argv   # (what parse_known_args reads)
    bad = unknown_option(parser, given)
    if bad is not None:
        name, where = bad
        where.error(f"unknown option {name} (the options are listed by: {where.prog} --help)")
    missing = missing_command(parser, given)
    if missing is not None:
        parser.error(missing)
    words = split_size(given)
    if words is not None:
        command_parser(parser, given).error(words)
    args, extra = parser.parse_known_args(argv)
    if extra:   # (said by the command: argparse said it under the program's usage)
        command_parser(parser, given).error(f"unrecognized arguments: {' '.join(extra)}")
    if argv is None and args.func is not cmd_convert and args.command != "tune" and \
            threading.current_thread() is threading.main_thread():
        # Commands without a cancel protocol stop at once on SIGINT, SIGTERM and a closed
        # terminal's SIGHUP (unless inherited as ignored: nohup), with the cancelled exit
        # code, also when the signal came during start-up. (SIGHUP was left to
        # engine.__main__'s start-up handler, or to its default: a closed terminal killed
        # `scan` and `inspect` outright, or they went on writing to it.)
        def stop(signum, frame):
            raise KeyboardInterrupt
        for sig in stop_signals():
            signal.signal(sig, stop)
        if EARLY_SIGNALS:
            say("interrupted")
            return protocol.EXIT_CANCELLED
    # convert guards its own streams (a lost stdout cancels its run: cmd_convert); any
    # other command ends at its stdout's loss, quietly (engine.errors.ReaderGone)
    streams = contextlib.nullcontext() if args.func is cmd_convert else \
        lost_streams.guarded(lost_streams.stop_command)
    try:
        with streams:
            code = args.func(args)
            sys.stdout.flush()   # (here, where a closed reader is found, not at exit)
            return code
    except ReaderGone:
        # The reader went away (`... | head`, a closed terminal or window): not an error of
        # ours, and nothing more can be said on stdout (pointed at the null device now)
        return protocol.EXIT_CANCELLED
    except KeyboardInterrupt:
        say("interrupted")   # (a second Ctrl+C, also after the terminal closed)
        return protocol.EXIT_CANCELLED
    except Exception as e:  # noqa: BLE001 - a bug: say so on both channels,
        # keep the traceback on stderr
        traceback.print_exc()
        events = getattr(args, "events", None) or default_events()
        message = f"internal error: {type(e).__name__}: {e}"
        run_log = getattr(e, "run_log", None)
        if run_log:
            message += f" (the traceback is in the log: {run_log})"
            print(message, file=sys.stderr)
        if events == "jsonl":
            Emitter("jsonl").emit(protocol.RunFailed(
                message=message, exit_code=protocol.EXIT_INTERNAL))
        return protocol.EXIT_INTERNAL
