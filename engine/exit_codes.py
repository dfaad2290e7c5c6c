"""The exit codes of `python -m engine ...` and what each means: the GUI shows the meaning
(through engine.protocol, which names them too), scripts can branch on the number, and
`--help` lists them. Standard library only."""

from __future__ import annotations

__all__ = ["EXIT_BAD_SOURCE", "EXIT_CANCELLED", "EXIT_CLUSTER_LOST", "EXIT_CODES",
           "EXIT_INTERNAL", "EXIT_NOTHING_CONVERTED", "EXIT_OK", "EXIT_OUTPUT_EXISTS",
           "EXIT_RESUME_MISMATCH", "EXIT_USAGE", "EXIT_VERIFY_FAILED", "EXIT_WRITE_ERROR",
           "UNPACK_EXIT_CODES"]

EXIT_OK = 0
EXIT_INTERNAL = 1        # a bug: the traceback is on stderr
EXIT_USAGE = 2           # bad command line or options (argparse's own code)
EXIT_BAD_SOURCE = 3      # source missing, unreadable, empty, or CSV malformed
EXIT_OUTPUT_EXISTS = 4   # output folder not empty (no --overwrite/--resume), or locked by a run
EXIT_NOTHING_CONVERTED = 5  # every input was rejected (see rejected.csv)
EXIT_WRITE_ERROR = 6     # disk full or I/O error while writing a run (--resume continues it);
#                          also too little space to unpack an archive: UNPACK_EXIT_CODES
EXIT_VERIFY_FAILED = 7   # verify found a problem
EXIT_RESUME_MISMATCH = 8  # --resume with options or inputs that differ from the first run
EXIT_CLUSTER_LOST = 9    # the Dask cluster went away during a run (its scheduler stopped
#                          answering, or no worker was left) or its workers cannot run the
#                          tasks; the shards written are kept: --resume continues, on the
#                          cluster once it is back, or on this computer. (It was 6, "disk
#                          full or I/O error", and nothing was wrong with the disk.)
EXIT_CANCELLED = 130     # cancelled (stdin `cancel`, SIGINT, SIGTERM, SIGHUP, stdout's reader gone)
# (every command's stdout reader gone ends it so, quietly: `scan ... | head -1`, a closed
# terminal; a stop, not an internal error. 130 rather than the shell's 141 of a process
# killed by SIGPIPE: one number for "stopped from outside" in this table, as convert's.)
# (also when only `convert --verify`'s check was cancelled: the dataset is complete, its
# manifest says so and run_finished's status is "ok" with verified "cancelled", but it is
# not verified; 130 rather than 0, so a script that goes on after `convert --verify &&`
# never takes an unchecked dataset for a checked one, and a shell sees its Ctrl+C.)

EXIT_CODES: dict[int, str] = {
    EXIT_OK: "finished",
    EXIT_INTERNAL: "internal error (a bug; see the log)",
    EXIT_USAGE: "invalid options",
    EXIT_BAD_SOURCE: "the source could not be read",
    EXIT_OUTPUT_EXISTS: "the output folder is not empty, or another run is using it",
    EXIT_NOTHING_CONVERTED: "no image could be converted",
    EXIT_WRITE_ERROR: "writing failed (disk full or I/O error)",
    EXIT_VERIFY_FAILED: "verification found problems",
    EXIT_RESUME_MISMATCH: "resume does not match the interrupted run",
    EXIT_CLUSTER_LOST: "the Dask cluster went away or cannot run the tasks",
    EXIT_CANCELLED: "cancelled",
}

#: What `tfrecord-studio --headless` exits with when an archive given as its --source is not
#: unpacked (gui.headless_unpack), before any engine runs: the same numbers, their own
#: meanings. Nothing of a run exists then, so nothing for --resume to continue: a shortage
#: of space read "disk full or I/O error while writing; --resume continues", and nothing had
#: been written. (tfrecord-studio --help lists them, gui.launch_args.)
UNPACK_EXIT_CODES: dict[int, str] = {
    EXIT_BAD_SOURCE: "the archive was not unpacked (damaged, protected by a password, or "
                     "unpacking stopped on an error): the message says why",
    EXIT_WRITE_ERROR: "too little free space to unpack the archive: nothing was written "
                      "(make room, or move the archive to another disk, and run again)",
    EXIT_CANCELLED: "unpacking was stopped: the half-written folder was removed",
}
