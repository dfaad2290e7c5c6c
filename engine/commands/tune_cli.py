"""`tune` on the command line: its options, and the sweep (engine.commands.tune) run with events.

Kept apart from engine.commands.tune so the library does not import the CLI; the options shared with
`convert` come from engine.commands.cli (which imports this module only inside build_parser).
Every command builds the whole parser, so the sweep is imported only when `tune` runs.
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from engine import __version__, protocol
from engine.commands.cli import config_from_args, fail, install_cancel_handlers
from engine.commands.cli_options import (
    add_event_option,
    add_output_options,
    add_priority_option,
)
from engine.config import TUNE_EXTRA_SECONDS
from engine.errors import ConfigError
from engine.events import Emitter
from engine.one_process import one_process
from engine.option_rules import resolve_workers
from engine.reason_codes import say


def register(subparsers: Any) -> None:
    """Add the `tune` subcommand to the engine's parser."""
    p = subparsers.add_parser(
        "tune", help="find the best number of workers for your images",
        description="Convert a representative sample of SOURCE at 1, 2, ... workers into a "
                    "temporary folder (removed afterwards), measure the speed of each, and "
                    "recommend one: the fewest workers that are as fast as the fastest "
                    "count within the measured spread (fewer workers use less memory and "
                    "leave the computer usable; on a cluster, its other workers free). "
                    "When the trials vary too much to decide, the close counts are "
                    "measured again, for up to --max-extra-seconds. At --format original "
                    "a run on this computer stores the files in one process, so there is "
                    "nothing to tune there; with --cluster the sweep measures the cluster's "
                    "workers, which store the files side by side.")
    p.add_argument("source", metavar="SOURCE", help="the same source you would convert")
    p.add_argument("--sample", type=int, default=None, metavar="N",
                   help="images to sample (default 200, or 10%% of a large dataset up to "
                        "1000), spread across classes and file sizes")
    p.add_argument("--max-workers", default="auto", metavar="N|auto",
                   help="try 1 up to this many workers (default: the number of CPU cores)")
    p.add_argument("--min-trial-seconds", type=float, default=1.0, metavar="S",
                   help="repeat the sample within a trial until it has converted for this "
                        "long, so short trials are not mostly noise (default 1)")
    p.add_argument("--repeats", type=int, default=2, metavar="N",
                   help="measure each worker count this many times to show the spread "
                        "(default 2)")
    p.add_argument("--max-extra-seconds", type=float, default=TUNE_EXTRA_SECONDS, metavar="S",
                   help="time the sweep may add for extra trials when the speeds of two "
                        "worker counts vary too much to tell apart (default %(default)g; "
                        "0 turns extra trials off)")
    p.add_argument("--cluster", default="",
                   metavar="local[:N]|tcp://HOST:PORT|jobqueue:CONFIG.yaml",
                   help="measure 1, 2, ... workers of this Dask cluster instead of local "
                        "processes (as convert --cluster); --max-workers defaults to all "
                        "of its workers")
    p.add_argument("--scratch", default="", metavar="DIR",
                   help="with --cluster: where the trials write (removed afterwards); a "
                        "folder every worker sees (default: the temporary folder, enough "
                        "for local[:N])")
    add_output_options(p)
    add_priority_option(p)
    add_event_option(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """`tune`: the sweep with events on stdout; returns the exit code."""
    from engine.commands.tune import sweep
    em = Emitter(args.events or ("text" if os.isatty(1) else "jsonl"))
    try:
        args.out = ""
        args.workers = "1"
        base = config_from_args(args)
        max_workers = resolve_workers(args.max_workers)
        if args.repeats < 1 or (args.sample is not None and args.sample < 1):
            raise ConfigError("--repeats and --sample must be at least 1")
        if one_process(base.image.format, base.cluster):   # (the window's Tune tab says
            raise ConfigError(say("tune.one_process"))     # the same, and offers no sweep)
    except ConfigError as e:
        return fail(em, str(e), protocol.EXIT_USAGE)
    cancel = install_cancel_handlers()
    em.emit(protocol.RunStarted(engine_version=__version__, command="tune", source=base.source,
                                workers=max_workers, options=base.output_options()))
    t0 = time.monotonic()
    code = sweep(base, max_workers, args.repeats, args.sample, em.emit, cancel,
                 args.min_trial_seconds, max(0.0, args.max_extra_seconds),
                 scratch=args.scratch, max_workers_given=args.max_workers != "auto")
    if em.mode == "text" and code == protocol.EXIT_OK:
        print(f"(sweep took {time.monotonic() - t0:.0f} s)")
    return code
