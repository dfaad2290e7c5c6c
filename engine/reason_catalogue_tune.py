"""The catalogue of tune's sentences (engine.commands.tune, tune_decide): its verdict on
the worker counts it tried and what takes most of the time at each, by stable code;
engine.reason_catalogue merges it into its CATALOGUE. Pure data, standard library only.

A count is said in its form: a (one, many) pair by the count {n}, or, for the older
sentences with two counts, a code of each form (tune.gave_1 / tune.gave).
"""

from __future__ import annotations

#: code -> English template, or its (one, many) pair. Codes are stable: change the English
#: freely (here and where the engine writes it), never the code.
TUNE: dict[str, str | tuple[str, str]] = {
    # (one, many) pairs by the count {n}
    "tune.fastest": ("{n} worker gave the highest speed, {rate} images/s.",
                     "{n} workers gave the highest speed, {rate} images/s."),
    "tune.within": ("{n} worker is within {pct} of the fastest ({best} workers, {rate} "
                    "images/s); more would only use more memory and CPU.",
                    "{n} workers are within {pct} of the fastest ({best} workers, {rate} "
                    "images/s); more would only use more memory and CPU."),
    # what takes most of the time at a count of the sweep (engine.commands.tune); the same
    # words as the run's speed.* sentences and the Live tab's banner
    "tune.limit_writing": ("At {n} worker, writing the output files takes most of the time: "
                           "the writer is busy {writer} of the time while the worker is busy "
                           "only {workers} (disk or compression is the limit; more workers "
                           "will not help).",
                           "At {n} workers, writing the output files takes most of the time: "
                           "the writer is busy {writer} of the time while workers are busy "
                           "only {workers} (disk or compression is the limit; more workers "
                           "will not help)."),
    "tune.limit_reading": ("At {n} worker, waiting for the source files takes most of the "
                           "time: the worker spends {share} of its time waiting for the disk "
                           "(slow or network storage; copy the images to a local disk).",
                           "At {n} workers, waiting for the source files takes most of the "
                           "time: workers spend {share} of their time waiting for the disk "
                           "(slow or network storage; copy the images to a local disk)."),
    "tune.limit_decoding_cores": ("At {n} worker, converting the images takes most "
                                  "of the time: the worker is busy {workers} of the time and "
                                  "the writer only {writer} (more workers, up to {cores} — "
                                  "the number of cores — would help).",
                                  "At {n} workers, converting the images takes most "
                                  "of the time: workers are busy {workers} of the time and "
                                  "the writer only {writer} (more workers, up to {cores} — "
                                  "the number of cores — would help)."),
    "tune.limit_decoding_at_cores": ("At {n} worker, converting the images takes "
                                     "most of the time: the worker is busy {workers} of the "
                                     "time and the writer only {writer}; every core already "
                                     "has a worker, so more workers would not help.",
                                     "At {n} workers, converting the images takes "
                                     "most of the time: workers are busy {workers} of the "
                                     "time and the writer only {writer}; every core already "
                                     "has a worker, so more workers would not help."),
    # ... on a Dask cluster (tune --cluster): {cores} is how many workers the cluster has
    "tune.limit_decoding_cluster": ("At {n} worker, converting the images takes most of "
                                    "the time: the worker is busy {workers} of the time and "
                                    "the writer only {writer} (more of the cluster's "
                                    "workers, up to all {cores}, would help).",
                                    "At {n} workers, converting the images takes most of "
                                    "the time: workers are busy {workers} of the time and "
                                    "the writer only {writer} (more of the cluster's "
                                    "workers, up to all {cores}, would help)."),
    "tune.limit_decoding_at_cluster": ("At {n} worker, converting the images takes most "
                                       "of the time: the worker is busy {workers} of the "
                                       "time and the writer only {writer}; every worker of "
                                       "the cluster already converts, so only a larger "
                                       "cluster would help.",
                                       "At {n} workers, converting the images takes most "
                                       "of the time: workers are busy {workers} of the time "
                                       "and the writer only {writer}; every worker of the "
                                       "cluster already converts, so only a larger cluster "
                                       "would help."),
    # ... at --format original on a cluster: its workers check and store the files
    "tune.limit_storing_cluster": ("At {n} worker, checking and storing the files takes "
                                   "most of the time: the worker is busy {workers} of the "
                                   "time and the writer only {writer} (nothing is decoded; "
                                   "more of the cluster's workers, up to all {cores}, "
                                   "would help).",
                                   "At {n} workers, checking and storing the files takes "
                                   "most of the time: workers are busy {workers} of the "
                                   "time and the writer only {writer} (nothing is decoded; "
                                   "more of the cluster's workers, up to all {cores}, "
                                   "would help)."),
    "tune.limit_storing_at_cluster": ("At {n} worker, checking and storing the files takes "
                                      "most of the time: the worker is busy {workers} of "
                                      "the time and the writer only {writer}; every worker "
                                      "of the cluster already stores files, so only a "
                                      "larger cluster would help.",
                                      "At {n} workers, checking and storing the files "
                                      "takes most of the time: workers are busy {workers} "
                                      "of the time and the writer only {writer}; every "
                                      "worker of the cluster already stores files, so only "
                                      "a larger cluster would help."),
    "tune.limit_idle": ("At {n} worker, nothing was saturated: the worker busy {workers}, "
                        "writer {writer} (with a small sample, starting the workers may take "
                        "much of each trial).",
                        "At {n} workers, nothing was saturated: workers busy {workers}, writer "
                        "{writer} (with a small sample, starting the workers may take much of "
                        "each trial)."),
    # the sweep's verdict (engine.commands.tune_decide)
    "tune.no_trial": "no trial finished",
    "tune.no_files": "{source}: no files to sample.",
    "tune.gave_1": "{n} worker gave {rate} images/s.",
    "tune.gave": "{n} workers gave {rate} images/s.",
    "tune.highest_median_1": "{n} worker gave the highest median speed, {rate} images/s "
                             "({low}-{high} images/s).",
    "tune.highest_median": "{n} workers gave the highest median speed, {rate} images/s "
                           "({low}-{high} images/s).",
    "tune.highest_1_over_1": "{n} worker gave the highest speed, {rate} images/s ({low}-{high}"
                             " images/s), faster than {m} worker ({mlow}-{mhigh} images/s) "
                             "beyond the measured spread.",
    "tune.highest_1": "{n} worker gave the highest speed, {rate} images/s ({low}-{high} "
                      "images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the"
                      " measured spread.",
    "tune.highest_over_1": "{n} workers gave the highest speed, {rate} images/s ({low}-{high} "
                           "images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond"
                           " the measured spread.",
    "tune.highest": "{n} workers gave the highest speed, {rate} images/s ({low}-{high} "
                    "images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the "
                    "measured spread.",
    "tune.equal": "{counts} workers are equally fast here, within measurement noise "
                  "({ranges}).",
    "tune.equal_time": "With {m} workers all {total} images would take about {tm}.",
    "tune.safer_1": "{n} worker is the safer choice: less memory, and the computer stays "
                    "usable for other work.",
    "tune.safer": "{n} workers are the safer choice: less memory, and the computer stays "
                  "usable for other work.",
    "tune.unclear_1": "{n} worker might be as fast: its measured range, {ranges} images/s, "
                      "overlaps the fastest count's, so the trials cannot tell which is faster.",
    "tune.unclear_one": "{n} workers might be as fast: its measured range, {ranges} images/s,"
                        " overlaps the fastest count's, so the trials cannot tell which is faster.",
    "tune.unclear": "{counts} workers might be as fast: their measured ranges, {ranges} images/s,"
                    " overlap the fastest count's, so the trials cannot tell which is faster.",
    "tune.slower_overlap": "{counts} workers were slower by the median ({ranges}), but not "
                           "beyond the measured spread: the ranges overlap.",
    "tune.tune_again": "Close other programs and tune again for a firmer answer.",
    # the same on a Dask cluster (tune --cluster): its workers, not this computer
    "tune.safer_cluster_1": "{n} worker is the safer choice: the cluster's other workers stay "
                            "free for other jobs.",
    "tune.safer_cluster": "{n} workers are the safer choice: the cluster's other workers stay "
                          "free for other jobs.",
    "tune.tune_again_cluster": "Tune again when the cluster is less busy for a firmer answer.",
    "tune.no_trial_sentence": "No trial finished.",
    # tune --format original without --cluster (engine.one_process): a sweep of 1..N
    # "workers" timed one process N times and recommended a count that changes nothing
    "tune.one_process": "--format original on this computer stores each file as it is, in "
                        "one process, whatever --workers says: there are no workers to "
                        "count, so there is nothing to tune. Convert with --format original "
                        "as it is, or measure a Dask cluster's workers with tune --cluster.",
}
