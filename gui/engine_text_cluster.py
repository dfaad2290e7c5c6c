"""The engine's coded sentences about a Dask cluster (codes cluster.*: why no scheduler
answers at an address, a cluster without workers or without a shared disk, workers with
other software or another Pillow build, workers that died or left, a lost scheduler, HPC
jobs, a plan with too few shards), in the window's language. The table is
gui.engine_text's, split by family of codes. The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for a Dask cluster."""
    return {
        # reaching the scheduler (engine.run.cluster_probe)
        "cluster.no_scheduler": QCoreApplication.translate(
            "EngineText", "No Dask scheduler answers at {address}. Check the address and "
                          "that the scheduler is running. The system's message: {detail}"),
        "cluster.refused": QCoreApplication.translate(
            "EngineText", "No Dask scheduler answers at {address}: the computer there refused "
                          "the connection, so nothing listens on that port. Check the port "
                          "number and that the scheduler is running."),
        "cluster.unknown_host": QCoreApplication.translate(
            "EngineText", "No Dask scheduler answers at {address}: no computer is called "
                          "{host}. Check the computer's name in the address."),
        "cluster.unreachable": QCoreApplication.translate(
            "EngineText", "No Dask scheduler answers at {address}: this computer has no "
                          "network route to it. Check the address, and that this computer "
                          "is on the cluster's network (a VPN, for example)."),
        "cluster.timed_out": QCoreApplication.translate(
            "EngineText", "No Dask scheduler answers at {address}: the computer did not answer "
                          "within {seconds} s. It may be switched off, or a firewall may block "
                          "the port. Check the address and that the scheduler is running."),
        "cluster.web_server": QCoreApplication.translate(
            "EngineText", "A web server answers at {address}, not a Dask scheduler. The port "
                          "of the Dask dashboard (often 8787) is not the scheduler's (often "
                          "8786): check the port number."),
        "cluster.not_dask": QCoreApplication.translate(
            "EngineText", "Something answers at {address}, but not as a Dask scheduler: another "
                          "program may use that port, or the scheduler expects a secure "
                          "connection (its address then starts with tls:// instead of tcp://)."),
        "cluster.not_tls": QCoreApplication.translate(
            "EngineText", "The computer at {address} does not use a secure connection (TLS): if "
                          "it is a Dask scheduler, write its address with tcp:// instead of "
                          "tls://."),
        "cluster.tls_unset": QCoreApplication.translate(
            "EngineText", "A tls:// address needs this computer's certificate for the cluster "
                          "in Dask's configuration, and none is set. Ask whoever runs the "
                          "cluster for it, or use a tcp:// address."),
        "cluster.tls_untrusted": QCoreApplication.translate(
            "EngineText", "The Dask scheduler at {address} showed a certificate this "
                          "computer does not trust (Dask's configuration names another "
                          "certificate authority). Ask whoever runs the cluster for its "
                          "certificates."),
        "cluster.tls_refused": QCoreApplication.translate(
            "EngineText", "The Dask scheduler at {address} refused this computer's "
                          "certificate. Ask whoever runs the cluster for a certificate it "
                          "accepts."),
        # once connected (engine.run.cluster)
        "cluster.no_workers": QCoreApplication.translate(
            "EngineText", "The Dask scheduler at {address} has no workers: none joined within "
                          "{seconds} s. Ask whoever runs the cluster to start workers for "
                          "this scheduler (their command: dask worker {address})."),
        "cluster.not_shared": QCoreApplication.translate(
            "EngineText", "Every Dask worker must see the source and the output folder (a "
                          "shared file system): {changes}."),
        # its {changes}: one of these for each worker that cannot (why: worker_reason)
        "cluster.worker_cannot_read": QCoreApplication.translate(
            "EngineText", "the worker at {worker} cannot read {file} ({why})"),
        "cluster.worker_cannot_write": QCoreApplication.translate(
            "EngineText", "the worker at {worker} cannot create a file in {folder} ({why})"),
        # (its {changes} may hold the two sentences below, and the worker_cannot_* ones)
        "cluster.other_software": QCoreApplication.translate(
            "EngineText", "Every Dask worker must run the same TFRecord Studio and image "
                          "libraries as this computer (TFRecord Studio {version}), or its "
                          "shards would not be the bytes a run here writes: {changes}. Ask "
                          "whoever runs the cluster to install the versions this computer "
                          "has on the workers, then press Start again."),
        "cluster.worker_software": QCoreApplication.translate(
            "EngineText", "the worker at {worker} has {name} version {theirs} where this "
                          "computer has {ours}"),
        "cluster.worker_lacks_library": QCoreApplication.translate(
            "EngineText", "the worker at {worker} lacks {name}, which this computer has "
                          "(version {ours}): install it in its Python environment "
                          "(pip install {package}=={ours})"),
        "cluster.worker_cannot_run": QCoreApplication.translate(
            "EngineText", "the worker at {worker} cannot run TFRecord Studio ({detail})"),
        "cluster.worker_lacks_module": QCoreApplication.translate(
            "EngineText", "the worker at {worker} has TFRecord Studio but not the module "
                          "{module} it needs ({detail}): install {package} in its Python "
                          "environment (pip install {package})"),
        "cluster.worker_lacks_module_pinned": QCoreApplication.translate(
            "EngineText", "the worker at {worker} has TFRecord Studio but not the module "
                          "{module} it needs ({detail}): install {package} in its Python "
                          "environment (pip install {package}=={version})"),
        # a Pillow of the same version built with other libraries (a pip wheel's and a
        # conda package's): its {changes} hold worker_pillow_build sentences
        "cluster.other_pillow_build": QCoreApplication.translate(
            "EngineText", "Every Dask worker must run a Pillow built with the same libraries "
                          "as this computer's (Pillow {pillow}), or its shards would not be "
                          "the bytes a run here writes: {changes}. Ask whoever runs the "
                          "cluster to install Pillow on the workers from the same source as "
                          "on this computer (a pip wheel and a conda package of one Pillow "
                          "version hold different libraries), then press Start again."),
        "cluster.worker_pillow_build": QCoreApplication.translate(
            "EngineText", "the worker at {worker} has a Pillow built with {library} version "
                          "{theirs} where this computer's Pillow has version {ours}"),
        # during the run (a worker that joined after the check; every worker or the
        # scheduler gone): the finished shards are kept, Resume finishes the run
        "cluster.worker_unfit": QCoreApplication.translate(
            "EngineText", "A Dask worker that joined during the run cannot convert: "
                          "{changes}. The shards finished so far are kept: when that worker "
                          "is fixed or stopped, press Resume."),
        "cluster.task_cannot_run": QCoreApplication.translate(
            "EngineText", "A Dask worker that joined during the run cannot run TFRecord "
                          "Studio ({detail}): every worker needs TFRecord Studio {version}, "
                          "as this computer has. The shards finished so far are kept: when "
                          "that worker is fixed or stopped, press Resume."),
        "cluster.task_missing_module": QCoreApplication.translate(
            "EngineText", "A Dask worker has TFRecord Studio but not the module {module} it "
                          "needs ({detail}). Ask whoever runs the cluster to install {package} "
                          "on the workers (pip install {package}); the shards finished so far "
                          "are kept: then press Resume."),
        "cluster.task_missing_module_pinned": QCoreApplication.translate(
            "EngineText", "A Dask worker has TFRecord Studio but not the module {module} it "
                          "needs ({detail}). Ask whoever runs the cluster to install {package} "
                          "on the workers (pip install {package}=={version}); the shards "
                          "finished so far are kept: then press Resume."),
        "cluster.workers_gone": QCoreApplication.translate(
            "EngineText", "Every Dask worker left the scheduler at {address} during the run, "
                          "and none joined within {seconds} s. The shards finished so far "
                          "are kept: ask whoever runs the cluster to start workers again "
                          "(their command: dask worker {address}), then press Resume; or "
                          "choose “This computer” under “Run on” and press Resume to finish "
                          "the run here."),
        "cluster.jobs_gone": QCoreApplication.translate(
            "EngineText", "Every job of {file} ended during the run (their walltime, or the "
                          "queue stopped them), and no Dask worker joined within {seconds} s. "
                          "The shards finished so far are kept: press Resume to submit new "
                          "jobs, or choose “This computer” under “Run on” and press Resume "
                          "to finish the run here."),
        "cluster.scheduler_lost": QCoreApplication.translate(
            "EngineText", "The connection to the Dask scheduler at {address} was lost during "
                          "the run (the scheduler stopped, or the network failed). The shards "
                          "finished so far are kept: press Resume when the scheduler answers "
                          "again, or choose “This computer” under “Run on” and press Resume "
                          "to finish the run here."),
        'cluster.not_installed': QCoreApplication.translate(
            "EngineText", "Running on a Dask cluster needs Dask (distributed), which is not "
                          "installed. Install it with: pip install 'tfrecord-studio[cluster]'"),
        "cluster.workers_died": QCoreApplication.translate(
            "EngineText", "Dask workers died several times while converting {file} (they "
                          "may run out of memory, or something outside this program stops "
                          "them): {detail}"),
        "cluster.no_job_worker": QCoreApplication.translate(
            "EngineText", "No job of {file} started a Dask worker within {seconds} s. Check "
                          "the queue (squeue, qstat) and the job logs, or raise "
                          "'tfrecord-studio: wait:'."),
        'cluster.submit_failed': (
            QCoreApplication.translate(
                "EngineText", 'Submitting {n} {kind} job from {file} failed: {detail}'),
            QCoreApplication.translate(
                "EngineText", 'Submitting {n} {kind} jobs from {file} failed: {detail}')),
        'cluster.few_shards': (
            QCoreApplication.translate(
                "EngineText", 'The plan has {n} shard for {threads} cluster worker threads, so '
                              'some stay idle; shards of about {per} images would use them all '
                              '(a smaller size under “Shards”).'),
            QCoreApplication.translate(
                "EngineText", 'The plan has {n} shards for {threads} cluster worker threads, so '
                              'some stay idle; shards of about {per} images would use them all '
                              '(a smaller size under “Shards”).')),
        # (said of {n} >= 2 shards, {k} >= 16 of {per} >= 100 images: many forms only)
        'cluster.tail_shards': QCoreApplication.translate(
            "EngineText", 'The plan has {n} shards for {threads} cluster worker threads; a task '
                          'converts a whole shard, so at the end some workers wait while others '
                          'write their last one: {k} shards (about {per} images each) would keep '
                          'them busy to the end (a smaller size under “Shards”).'),
    }


def worker_reason(why: str) -> str:
    """Why a Dask worker could not read or create a file (cluster.worker_*'s {why}), in the
    window's language: the engine's words for the common cases (engine.run.cluster_task
    .why_not), the system's own for the rest, as they are."""
    words = {
        "there is no such file or folder there": QCoreApplication.translate(
            "EngineText", "there is no such file or folder there", "why a Dask worker could not"),
        "it is not allowed to": QCoreApplication.translate(
            "EngineText", "it is not allowed to", "why a Dask worker could not"),
        "the disk is read-only there": QCoreApplication.translate(
            "EngineText", "the disk is read-only there", "why a Dask worker could not"),
        "the disk is full": QCoreApplication.translate(
            "EngineText", "the disk is full", "why a Dask worker could not"),
        "a part of the path is a file, not a folder": QCoreApplication.translate(
            "EngineText", "a part of the path is a file, not a folder",
            "why a Dask worker could not"),
    }
    return words.get(why, why)
