"""The catalogue of the sentences about a Dask cluster (engine.run.cluster,
engine.run.cluster_probe, engine.commands.cluster_cli), by stable code; engine.reason_catalogue
merges it into its CATALOGUE. Pure data, standard library only.

Why no scheduler answers is said in words for each common case (refused, no such computer,
no route, no answer, a web server or another program at the port, a secure connection
refused), so the window can say it in its language; the system's own message is kept only
in cluster.no_scheduler, for the cases that have no words here, and is named as such.
"""

from __future__ import annotations

#: code -> English template, or its (one, many) pair. Codes are stable: change the English
#: freely (here and where the engine writes it), never the code.
CLUSTER: dict[str, str | tuple[str, str]] = {
    # --- reaching the scheduler (engine.run.cluster_probe)
    "cluster.no_scheduler": "No Dask scheduler answers at {address}. Check the address and "
                            "that the scheduler is running. The system's message: {detail}",
    "cluster.refused": "No Dask scheduler answers at {address}: the computer there refused "
                       "the connection, so nothing listens on that port. Check the port "
                       "number and that the scheduler is running.",
    "cluster.unknown_host": "No Dask scheduler answers at {address}: no computer is called "
                            "{host}. Check the computer's name in the address.",
    "cluster.unreachable": "No Dask scheduler answers at {address}: this computer has no "
                           "network route to it. Check the address, and that this computer "
                           "is on the cluster's network (a VPN, for example).",
    "cluster.timed_out": "No Dask scheduler answers at {address}: the computer did not answer "
                         "within {seconds} s. It may be switched off, or a firewall may block "
                         "the port. Check the address and that the scheduler is running.",
    "cluster.web_server": "A web server answers at {address}, not a Dask scheduler. The port "
                          "of the Dask dashboard (often 8787) is not the scheduler's (often "
                          "8786): check the port number.",
    "cluster.not_dask": "Something answers at {address}, but not as a Dask scheduler: another "
                        "program may use that port, or the scheduler expects a secure "
                        "connection (its address then starts with tls:// instead of tcp://).",
    "cluster.not_tls": "The computer at {address} does not use a secure connection (TLS): if "
                       "it is a Dask scheduler, write its address with tcp:// instead of "
                       "tls://.",
    "cluster.tls_unset": "A tls:// address needs this computer's certificate for the cluster "
                         "in Dask's configuration, and none is set. Ask whoever runs the "
                         "cluster for it, or use a tcp:// address.",
    "cluster.tls_untrusted": "The Dask scheduler at {address} showed a certificate this "
                             "computer does not trust (Dask's configuration names another "
                             "certificate authority). Ask whoever runs the cluster for its "
                             "certificates.",
    "cluster.tls_refused": "The Dask scheduler at {address} refused this computer's "
                           "certificate. Ask whoever runs the cluster for a certificate it "
                           "accepts.",
    # --- once connected (engine.run.cluster)
    # (lab staff do not start workers: who does, the command in brackets for them)
    "cluster.no_workers": "The Dask scheduler at {address} has no workers: none joined within "
                          "{seconds} s. Ask whoever runs the cluster to start workers for "
                          "this scheduler (their command: dask worker {address}).",
    # {changes}: a "list" of CLUSTER_LIST_PARTS, a sentence for each worker that cannot
    "cluster.not_shared": "Every Dask worker must see the source and the output folder (a "
                          "shared file system): {changes}.",
    "cluster.not_installed": "--cluster needs Dask (distributed), which is not installed. "
                             "Install it with: pip install 'tfrecord-studio[cluster]'",
    "cluster.workers_died": "Dask workers died several times while converting {file} (they "
                            "may run out of memory, or something outside this program stops "
                            "them): {detail}",
    # (engine.run.cluster_fit) {changes}: a "list" of CLUSTER_LIST_PARTS, one or more for
    # each worker that runs other versions or cannot run the engine at all
    "cluster.other_software": "Every Dask worker must run the same TFRecord Studio and image "
                              "libraries as this computer (TFRecord Studio {version}), or its "
                              "shards would not be the bytes a run here writes: {changes}. "
                              "Install the versions this computer has in the workers' Python "
                              "environment (docs/cluster.md), then start the run again.",
    # ... and of workers whose Pillow (of the same version) links other libraries: a pip
    # wheel and a conda package of one Pillow version write other JPEG and PNG bytes.
    # {changes}: a "list" of cluster.worker_pillow_build; {pillow}: this computer's version
    "cluster.other_pillow_build": "Every Dask worker must run a Pillow built with the same "
                                  "libraries as this computer's (Pillow {pillow}), or its "
                                  "shards would not be the bytes a run here writes: {changes}. "
                                  "Install Pillow on the workers from the same source as on "
                                  "this computer (a pip wheel and a conda package of one "
                                  "Pillow version hold different libraries), then start the "
                                  "run again.",
    # ... and during the run, of a worker that joined after that check
    "cluster.worker_unfit": "A Dask worker that joined during the run cannot convert: "
                            "{changes}. The shards finished so far are kept: fix that worker "
                            "or stop it, then run the same command again with --resume.",
    "cluster.task_cannot_run": "A Dask worker that joined during the run cannot run TFRecord "
                               "Studio ({detail}): every worker needs TFRecord Studio "
                               "{version} installed, as this computer has. The shards "
                               "finished so far are kept: fix that worker or stop it, then run "
                               "the same command again with --resume.",
    # ... of a worker that has the engine but not a library it imports there (cluster_feed)
    "cluster.task_missing_module": "A Dask worker has TFRecord Studio but not the module "
                                   "{module} it needs ({detail}): install {package} in the "
                                   "workers' Python environment (pip install {package}). The "
                                   "shards finished so far are kept: fix that worker or stop "
                                   "it, then run the same command again with --resume.",
    # ... with the version this computer has of it (cluster.worker_lacks_module_pinned)
    "cluster.task_missing_module_pinned": "A Dask worker has TFRecord Studio but not the "
                                          "module {module} it needs ({detail}): install "
                                          "{package} in the workers' Python environment (pip "
                                          "install {package}=={version}). The shards finished "
                                          "so far are kept: fix that worker or stop it, then "
                                          "run the same command again with --resume.",
    # (engine.run.cluster_watch) the run cannot go on: said, where Dask would wait forever
    "cluster.workers_gone": "Every Dask worker left the scheduler at {address} during the run, "
                            "and none joined within {seconds} s. The shards finished so far "
                            "are kept: ask whoever runs the cluster to start workers again "
                            "(their command: dask worker {address}), then run the same "
                            "command again with --resume; or finish the run on this "
                            "computer: the same command with --resume, without --cluster.",
    "cluster.jobs_gone": "Every job of {file} ended during the run (their walltime, or the "
                         "queue stopped them), and no Dask worker joined within {seconds} s. "
                         "The shards finished so far are kept: run the same command again "
                         "with --resume, which submits new jobs; or finish the run on this "
                         "computer: the same command with --resume, without --cluster.",
    "cluster.scheduler_lost": "The connection to the Dask scheduler at {address} was lost "
                              "during the run (the scheduler stopped, or the network failed). "
                              "The shards finished so far are kept: when the scheduler answers "
                              "again, run the same command again with --resume; or finish the "
                              "run on this computer: the same command with --resume, without "
                              "--cluster.",
    "cluster.no_job_worker": "No job of {file} started a Dask worker within {seconds} s. Check "
                             "the queue (squeue, qstat) and the job logs, or raise "
                             "'tfrecord-studio: wait:'.",
    # (one, many) by the count {n}
    "cluster.submit_failed": ("Submitting {n} {kind} job from {file} failed: {detail}",
                              "Submitting {n} {kind} jobs from {file} failed: {detail}"),
    "cluster.few_shards": ("The plan has {n} shard for {threads} cluster worker threads, so "
                           "some stay idle; shards of about {per} images (--shards {threads}) "
                           "would use them all.",
                           "The plan has {n} shards for {threads} cluster worker threads, so "
                           "some stay idle; shards of about {per} images (--shards {threads}) "
                           "would use them all."),
    # (said only when the shards outnumber the threads, and there are 2 threads or more:
    # of {n} >= 2 shards, --shards {k} >= 16 of {per} >= 100 images, many forms only)
    "cluster.tail_shards": "The plan has {n} shards for {threads} cluster worker threads; a "
                           "task converts a whole shard, so at the end some workers wait while "
                           "others write their last one: --shards {k} (about {per} images "
                           "each) keeps them busy to the end.",
}

#: Sentences said only as the parts of cluster.not_shared's, other_software's,
#: other_pillow_build's and worker_unfit's {changes} (engine.run.cluster_fit: one for each
#: thing a worker lacks); engine.reason_catalogue_failed adds them to LIST_PARTS.
#: {why}: engine.run.cluster_task.why_not's words (WORKER_REASONS), or the system's.
CLUSTER_LIST_PARTS: dict[str, str] = {
    "cluster.worker_cannot_read": "the worker at {worker} cannot read {file} ({why})",
    "cluster.worker_cannot_write": "the worker at {worker} cannot create a file in {folder} "
                                   "({why})",
    # {name}: TFRecord Studio, Pillow, numpy, simplejpeg, opencv, zlib, pillow-heif or
    # libheif; {theirs} may be "(none)": not installed there
    "cluster.worker_software": "the worker at {worker} has {name} version {theirs} where this "
                               "computer has {ours}",
    # {name}: a library this computer has and the worker has not, that the run needs
    # (cluster_fit.INSTALLABLE: pillow-heif when installed; simplejpeg and opencv on the
    # turbo path); {ours}: the version pip installs (opencv's wheel's, 5.0.0.93 where
    # cv2 says 5.0.0: cluster_fit.Needs.pins)
    "cluster.worker_lacks_library": "the worker at {worker} lacks {name}, which this "
                                    "computer has (version {ours}): install it in its "
                                    "Python environment (pip install {package}=={ours})",
    "cluster.worker_cannot_run": "the worker at {worker} cannot run TFRecord Studio ({detail})",
    # ... that has the engine but not a library a task imports there (cluster_feed): the
    # words of cluster.task_missing_module, of one worker
    "cluster.worker_lacks_module": "the worker at {worker} has TFRecord Studio but not the "
                                   "module {module} it needs ({detail}): install {package} "
                                   "in its Python environment (pip install {package})",
    # ... with the version this computer has of it (the command worker_lacks_library gives)
    "cluster.worker_lacks_module_pinned": "the worker at {worker} has TFRecord Studio but not "
                                          "the module {module} it needs ({detail}): install "
                                          "{package} in its Python environment (pip install "
                                          "{package}=={version})",
    # {library}: libjpeg, libjpeg-turbo, mozjpeg, zlib, zlib-ng, libwebp, libtiff or libavif
    # (engine.run.cluster_fit.PILLOW_LIBRARIES); {theirs}, {ours} may be "(none)"
    "cluster.worker_pillow_build": "the worker at {worker} has a Pillow built with {library} "
                                   "version {theirs} where this computer's Pillow has version "
                                   "{ours}",
}

#: The reasons why_not gives in words (the window says them in its language).
WORKER_REASONS = ("there is no such file or folder there", "it is not allowed to",
                  "the disk is read-only there", "the disk is full",
                  "a part of the path is a file, not a folder")
