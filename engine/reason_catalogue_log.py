"""The catalogue of the lines the engine writes on stderr during a run (its log records,
"note: ...", "warning: ..." or "error: ...", engine.events._StderrHandler; and the few lines
engine.commands.cli prints when a run stops), by stable code; engine.reason_catalogue merges
it into its CATALOGUE, and engine.reason_codes.describe_log_line reads a stderr line with
it. The scan's notices, logged as notes too, are engine.reason_catalogue's (csv.*, ann.*).
Pure data, standard library only.

A stderr line is read one at a time: a record of several lines (TensorFlow's own output
after "TensorFlow failed to start; its output:") is catalogued by its first line.
"""

from __future__ import annotations

#: code -> English template, the sentence after "note: "/"warning: "/"error: ". Codes are
#: stable: change the English freely (here and where the engine writes it), never the code.
LOG: dict[str, str | tuple[str, str]] = {
    # engine.run.lock: a lock left by a run that is gone (FolderLock._check_existing)
    "log.stale_lock_cut": "took over a stale lock on {folder}: another run (it is just "
                          "starting) was cut off while it was being written.",
    "log.stale_lock_gone": "took over a stale lock on {folder}: the run started {started} by "
                           "process {pid} on {host} is no longer running.",
    "log.stale_lock_reused": "took over a stale lock on {folder}: the run started {started} by"
                             " process {pid} on {host} is no longer running (its process "
                             "number has been reused).",
    # engine.run.output: files of other programs that --overwrite keeps
    # (one, many) by the count {n}, as every pair here
    "log.overwrite_leaves": ("--overwrite leaves {n} file in {folder} that this program did "
                             "not write ({example})", "--overwrite leaves {n} files in "
                             "{folder} that this program did not write (e.g. {example})"),
    # engine.run.scheduler: a decoder that hangs, a worker that dies
    "log.no_image_finished": "no image finished in {seconds} s; looking for the one that hangs",
    "log.worker_retry": ("a worker process died or hung; retrying {n} in-flight image in a "
                         "fresh worker process", "a worker process died or hung; retrying "
                         "{n} in-flight images one at a time in fresh worker processes"),
    # engine.run.resume: --resume into a folder without a run (a new or empty one)
    "log.resume_nothing": "--resume: {folder} holds no interrupted run, so there is nothing "
                          "to resume: every image is converted",
    # engine.run.resume: kept shards whose images changed after they were converted
    "log.resume_changed": ("{n} shard of the interrupted run is converted again: an image in "
                           "it changed after it was converted (its size or modification time "
                           "differs)", "{n} shards of the interrupted run are converted again: "
                           "an image in them changed after it was converted (its size or "
                           "modification time differs)"),
    # engine.run.resume_verdicts: kept files of an older engine's run that could not be
    # read to check that this version takes them into records as it did (engine.verdicts)
    "log.resume_unread": ("--resume: {n} file of the finished shards it keeps could not be "
                          "read ({file}: {why}), so whether this version ({ours}) takes it "
                          "into records as TFRecord Studio {started} did is not known; it "
                          "stays as that run converted or skipped it. To check it, resume "
                          "where the source can be read",
                          "--resume: {n} files of the finished shards it keeps could not be "
                          "read (e.g. {file}: {why}), so whether this version ({ours}) takes "
                          "them into records as TFRecord Studio {started} did is not known; "
                          "they stay as that run converted or skipped them. To check them, "
                          "resume where the source can be read"),
    # (since 0.3.10: each of the first 20 named with why, "; " between; then how many more)
    "log.resume_unread_list": "--resume: {n} files of the finished shards it keeps could not "
                              "be read ({files}), so whether this version ({ours}) takes them "
                              "into records as TFRecord Studio {started} did is not known; "
                              "they stay as that run converted or skipped them. To check "
                              "them, resume where the source can be read",
    "log.resume_unread_more": "--resume: {n} files of the finished shards it keeps could not "
                              "be read ({files}; and {more} more), so whether this version "
                              "({ours}) takes them into records as TFRecord Studio {started} "
                              "did is not known; they stay as that run converted or skipped "
                              "them. To check them, resume where the source can be read",
    # engine.run.duplicates: images that are copies of others (reported, still converted)
    "log.duplicates": ("{n} image is a byte-identical copy of another image (listed in "
                       "{file}); in another split than its original: {splits}; with another "
                       "label: {labels}", "{n} images are byte-identical copies of other "
                       "images (listed in {file}); in another split than their original: "
                       "{splits}; with another label: {labels}"),
    # engine.run.object_list: an annotated source's objects left out, clipped, or kept with
    # only a box (a 2-point polygon's object; one with only a box, marked "ignore" in a
    # class mask), listed ("left out of the records or clipped" until 0.3.12: FORMER)
    "log.objects": ("{n} object was left out of the records, clipped, or kept with only its "
                    "box (listed in {file})",
                    "{n} objects were left out of the records, clipped, or kept with only "
                    "their box (listed in {file})"),
    # engine.run.run_end: --format original kept photos whose EXIF orientation says to turn
    # them (the window says the same before the run, under Format); {files}: the first
    # TURNED_NAMED, ", " between, relative to the source; then how many more
    "log.turned_originals": ("{n} photo was stored as its file is, not turned upright (its "
                             "EXIF says to turn it; TensorFlow does not): it reaches the "
                             "model sideways or upside down ({files}). Use --format jpeg or "
                             "png to store it upright, or keep it as it is if your model "
                             "expects that",
                             "{n} photos were stored as their files are, not turned upright "
                             "(their EXIF says to turn them; TensorFlow does not): they reach "
                             "the model sideways or upside down ({files}). Use --format jpeg "
                             "or png to store them upright, or keep them as they are if your "
                             "model expects that"),
    "log.turned_originals_more": "{n} photos were stored as their files are, not turned "
                                 "upright (their EXIF says to turn them; TensorFlow does not): "
                                 "they reach the model sideways or upside down ({files}; and "
                                 "{more} more). Use --format jpeg or png to store them "
                                 "upright, or keep them as they are if your model expects that",
    # engine.run.run_end.stopped_after_all: a stop (Ctrl+C, SIGTERM, a closed terminal, the
    # window's Stop) that came after the last shard was committed: the run finishes
    "log.stopped_after_all": "the stop came after every image was written, so the dataset "
                             "is complete: the run finishes",
    # engine.run.plan.note_plan: a --split the source's own splits leave unused (a YOLO
    # data.yaml's, an export's split folders, a table's split column: engine.split_sizes)
    "log.split_from_source": "--split {split} is not used: the source gives every image its "
                             "split ({splits}), which is kept",
    "log.split_partly_from_source": "the source gives {given} of the {total} images their "
                                    "split ({splits}), which they keep; --split {split} "
                                    "divides the others",
    # engine.run.runlog: a --cluster run's workers, said under "finished:" (its local
    # --workers converted nothing; engine.runlog_parts.cluster_workers picks the code)
    "log.cluster_workers_local": "workers: {n} on the cluster (local Dask cluster)",
    "log.cluster_workers_address": "workers: {n} on the cluster (Dask scheduler at {address})",
    "log.cluster_workers_jobqueue": "workers: {n} on the cluster (Dask workers in cluster jobs)",
    # engine.run.cluster_feed: a worker that cannot run the tasks, left out of the run;
    # {changes}: a "list" of engine.reason_catalogue_cluster's CLUSTER_LIST_PARTS
    "log.cluster_left_out": "a Dask worker is left out of this run, and the other workers "
                            "convert its shards: {changes}",
    # ... and let in again: restarted (or another at its address), it can now
    # (engine.run.cluster_readmit)
    "log.cluster_let_in": "the Dask worker at {worker} that was left out of this run can run "
                          "its tasks now: it converts shards again",
    # ... and a worker that left the scheduler during the run (killed, its job's time up):
    # {n} the fitting workers still connected (engine.run.cluster_progress)
    # (0.3.11 said "the others convert its shards" of a worker that held none, idle)
    "log.cluster_worker_left": "the Dask worker at {worker} left the scheduler during the "
                               "run; a shard it was converting is converted again, from "
                               "its first image, by the others (workers still there: "
                               "{n}). If workers leave often, look at that machine: its "
                               "memory, or its job's time limit",
    # ... and, before the run, none of the workers can: the wait for one that can
    "log.cluster_waiting": "no Dask worker can run this run's tasks yet: waiting up to "
                           "{seconds} s for one that can to join",
    # engine.commands.verify_readers, verify_cli: the reader of `verify`
    "log.tf_failed": "TensorFlow failed to start; its output:",
    "log.tf_unavailable": "TensorFlow is not available ({detail}); used the built-in reader",
}

#: code -> English template of the lines engine.commands.cli prints without a prefix
#: (a run stopping, a command interrupted, a bug), whole lines.
BARE: dict[str, str] = {
    "cli.stopping_cancel": "stopping (cancel requested)...",
    "cli.stopping_signal": "stopping ({signal}): finishing bookkeeping...",
    "cli.interrupted": "interrupted",
    "cli.internal_error": "internal error: {kind}: {detail}",
    "cli.internal_error_log": "internal error: {kind}: {detail} (the traceback is in the log: "
                              "{path})",
}
