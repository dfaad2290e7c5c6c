"""`python -m engine ...` and the installed `tfrecord-studio-cli` (both call main() below;
the guard matters: workers are spawned and re-import __main__)."""

import signal
import time

from engine.stop_signals import stop_signals  # (standard library only: light)


def main() -> int:
    """Run the command in sys.argv. Signal handlers come first, before anything slow is
    imported: `engine.commands.cli` takes 0.2-1 s to import on a loaded machine, and a
    Ctrl+C, SIGTERM or a closed terminal's SIGHUP then must cancel the run like any later
    one (exit 130), not kill the process or print a traceback. The installed command
    imports only this small module before calling here, so it is covered too (issue 18
    #14). A SIGHUP inherited as ignored (nohup) stays ignored: logging out then does not
    stop the run."""
    started = time.monotonic()   # (the process's start, as near as it is known)
    # Remember a signal until the CLI installs its handlers (cli.install_cancel_handlers).
    early: list[int] = []
    stops = stop_signals()
    for sig in stops:
        signal.signal(sig, lambda signum, frame: early.append(signum))
    # Before this point the interpreter itself was starting (tens of ms), and a signal then
    # has its default effect. A launcher that cannot allow that starts us with SIGINT and
    # SIGTERM blocked (the mask survives exec): they wait, pending, until the handlers
    # above exist, and are delivered here.
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, set(stops))

    # Before any process is started from here: the launcher's watch is ours, not theirs.
    from engine import launcher_watch
    launcher_watch.take()
    from engine.commands import cli

    cli.EARLY_SIGNALS = early
    cli.PROCESS_STARTED = started
    return cli.main()


if __name__ == "__main__":
    raise SystemExit(main())
