"""`cluster-info ADDRESS`: the workers of a Dask cluster (what the window's Connect button
shows). Kept apart from engine.run.cluster so building the CLI parser imports nothing heavy."""

from __future__ import annotations

from engine import protocol


def register(subparsers) -> None:
    from engine.commands.cli_options import add_event_option
    p = subparsers.add_parser(
        "cluster-info", help="connect to a Dask cluster and list its workers",
        description="Connect to the Dask scheduler at ADDRESS (tcp://HOST:PORT) and list its "
                    "workers, their threads and memory (a cluster_started event), or say "
                    "plainly why not. Nothing is converted.")
    p.add_argument("address", metavar="ADDRESS", help="tcp://HOST:PORT of a Dask scheduler")
    add_event_option(p)
    p.set_defaults(func=cluster_info)


def cluster_info(args) -> int:
    from engine.commands.cli import fail
    from engine.commands.cli_options import default_events
    from engine.config import ConvertConfig
    from engine.errors import ConfigError, RunError
    from engine.events import Emitter
    from engine.option_rules import check_cluster
    from engine.run.cluster import ClusterRun
    em = Emitter(args.events or default_events())
    try:
        check_cluster(args.address)
        if args.address.startswith(("local", "jobqueue:")):
            raise ConfigError("cluster-info needs the address of a running scheduler "
                              "(tcp://HOST:PORT); local and jobqueue clusters start with "
                              "the run")
    except ConfigError as e:
        return fail(em, str(e), protocol.EXIT_USAGE)
    run = ClusterRun(ConvertConfig(source="", out="", cluster=args.address))
    try:
        run.connect()
        em.emit(protocol.ClusterStarted(address=args.address, workers=run.workers()))
    except RunError as e:
        return fail(em, str(e), e.exit_code)
    finally:
        run.close()
    return protocol.EXIT_OK
