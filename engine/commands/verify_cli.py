"""`verify` on the command line: its options, and verify_dataset (engine.commands.verify) run with
events and the dataset's run log. Shared options come from engine.commands.cli (which imports this
module only inside build_parser)."""

from __future__ import annotations

import argparse
import os
import sys
import threading
from typing import Any

from engine import __version__, protocol
from engine.commands.cli import EXIT_TABLE, fail, install_cancel_handlers
from engine.commands.cli_options import add_event_option, default_events
from engine.errors import ReaderUnavailable
from engine.events import Emitter
from engine.reason_pair import plural
from engine.sources.names import printable


def register(sub: Any) -> None:
    """Add the `verify` subcommand to the engine's parser."""
    v = sub.add_parser("verify", help="check a converted dataset by reading it back",
                       description="Read every shard listed in DIR/tfrecord_studio.json (or an "
                                   "older version's dataset_info.json), check "
                                   "record counts, sizes and sha256, the manifest's totals, "
                                   "labels and labels.txt, parse every Example against the "
                                   "feature spec and decode every image. Uses TensorFlow's "
                                   "reader when TensorFlow is installed, else the built-in "
                                   "one, and says which.",
                       epilog=EXIT_TABLE, formatter_class=argparse.RawDescriptionHelpFormatter)
    v.add_argument("folder", metavar="DIR", help="output folder of a convert run")
    v.add_argument("--reader", choices=("auto", "tensorflow", "builtin"), default="auto",
                   help="auto: TensorFlow's reader when it is installed, else the built-in "
                        "one (framing, both CRCs, Example parsing, Pillow decoding; no "
                        "TensorFlow needed); tensorflow or builtin force one (default auto)")
    add_event_option(v)
    v.set_defaults(func=cmd_verify)


def verify_progress_to(emitter: Emitter) -> Any:
    """A verify_dataset progress callback that emits verify_progress events."""
    return lambda checked, total, shard: emitter.emit(
        protocol.VerifyProgress(checked=checked, total=total, shard=shard))


def cmd_verify(args: argparse.Namespace) -> int:
    """`verify DIR`: check a dataset, appending to its run log when it has one."""
    from engine.commands import cli
    cancel = install_cancel_handlers()
    # (its events and its time from the process's start: the window's clock counts the
    # check from its launch, TensorFlow's loading included)
    emitter = Emitter(args.events or default_events(), start=cli.PROCESS_STARTED)
    if not os.path.isdir(args.folder):
        return fail(emitter, f"{args.folder}: no such folder.", protocol.EXIT_BAD_SOURCE)
    from engine.run.runlog import RunLog
    # A dataset this program wrote has a log: the verification is added to its story.
    log = RunLog.append_if_present(args.folder, "verify", sys.argv)
    if log is not None:
        emitter.listeners.insert(0, log.on_event)
    try:
        return _verify(args, emitter, cancel)
    finally:
        if log is not None:
            log.close()


def _verify(args: argparse.Namespace, emitter: Emitter, cancel: threading.Event) -> int:
    from engine.commands.verify import verify_dataset
    emitter.emit(protocol.RunStarted(engine_version=__version__, command="verify",
                                     source=args.folder, out=args.folder))
    try:
        # recorded before the result is said: the window reads the record then
        result = verify_dataset(args.folder, verify_progress_to(emitter), cancel.is_set,
                                reader=args.reader, record=True, started=emitter.start)
    except ReaderUnavailable as e:
        return fail(emitter, str(e), protocol.EXIT_USAGE)
    if result.note:
        print(f"note: {result.note}", file=sys.stderr)
    emitter.emit(result)
    if result.cancelled:
        emitter.emit(protocol.RunFinished(status="cancelled", summary=protocol.VerifySummary(
            checked=result.checked, out=args.folder, verified="cancelled")))
        return protocol.EXIT_CANCELLED
    if result.ok:
        emitter.emit(protocol.RunFinished(status="ok", summary=protocol.VerifySummary(
            checked=result.checked, out=args.folder, reader=result.reader)))
        return protocol.EXIT_OK
    if emitter.mode == "none":
        for p in result.problems:
            print(f"verify: {printable(p)}", file=sys.stderr)
    n = len(result.problems)
    return fail(emitter, f"{args.folder}: verification failed ({n} "
                          f"{plural(n, 'problem')})", protocol.EXIT_VERIFY_FAILED)
