"""`python -m engine ...` (the guard matters: workers are spawned and re-import __main__)."""

if __name__ == "__main__":
    import signal

    # A Ctrl+C or SIGTERM during the ~0.2 s of imports below must cancel the run like any
    # later one, not kill the process: remember it until the CLI installs its handlers.
    early: list[int] = []
    for _sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(_sig, lambda signum, frame: early.append(signum))
    # Before this point the interpreter itself was starting (tens of ms), and a signal then
    # has its default effect. A launcher that cannot allow that starts us with SIGINT and
    # SIGTERM blocked (the mask survives exec): they wait, pending, until the handlers
    # above exist, and are delivered here.
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})

    from engine.commands import cli

    cli.EARLY_SIGNALS = early
    raise SystemExit(cli.main())
