"""The engine's coded sentences of `tune` (codes tune.*: which worker count is fastest,
whether the measurements tell the counts apart, what limited speed at the most workers
tried), in the window's language. The table is gui.engine_text's, split by family of
codes. The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for the tune's reasons."""
    return {
        'tune.fastest': (
            QCoreApplication.translate(
                "EngineText", '{n} worker gave the highest speed, {rate} images/s.'),
            QCoreApplication.translate(
                "EngineText", '{n} workers gave the highest speed, {rate} images/s.')),
        'tune.within': (
            QCoreApplication.translate(
                "EngineText", '{n} worker is within {pct} of the fastest ({best} workers, {rate} '
                              'images/s); more would only use more memory and CPU.'),
            QCoreApplication.translate(
                "EngineText", '{n} workers are within {pct} of the fastest ({best} workers, '
                              '{rate} images/s); more would only use more memory and CPU.')),
        'tune.limit_writing': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, writing the output files takes most of the time: '
                              'the writer is busy {writer} of the time while the worker is busy '
                              'only {workers} (disk or compression is the limit; more workers '
                              'will not help).'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, writing the output files takes most of the time: '
                              'the writer is busy {writer} of the time while workers are busy '
                              'only {workers} (disk or compression is the limit; more workers '
                              'will not help).')),
        'tune.limit_reading': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, waiting for the source files takes most of the '
                              'time: the worker spends {share} of its time waiting for the disk '
                              '(slow or network storage; copy the images to a local disk).'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, waiting for the source files takes most of the '
                              'time: workers spend {share} of their time waiting for the disk '
                              '(slow or network storage; copy the images to a local disk).')),
        'tune.limit_decoding_cores': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, converting the images takes most of the '
                              'time: the worker is busy {workers} of the time and the writer '
                              'only {writer} (more workers, up to {cores} — the number of cores '
                              '— would help).'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, converting the images takes most of the '
                              'time: workers are busy {workers} of the time and the writer only '
                              '{writer} (more workers, up to {cores} — the number of cores — '
                              'would help).')),
        'tune.limit_decoding_at_cores': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, converting the images takes most of the '
                              'time: the worker is busy {workers} of the time and the writer '
                              'only {writer}; every core already has a worker, so more workers '
                              'would not help.'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, converting the images takes most of the '
                              'time: workers are busy {workers} of the time and the writer only '
                              '{writer}; every core already has a worker, so more workers would '
                              'not help.')),
        # ... on a Dask cluster: {cores} is how many workers the cluster has
        'tune.limit_decoding_cluster': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, converting the images takes most of the time: '
                              'the worker is busy {workers} of the time and the writer only '
                              '{writer} (more of the cluster\'s workers, up to all {cores}, '
                              'would help).'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, converting the images takes most of the time: '
                              'workers are busy {workers} of the time and the writer only '
                              '{writer} (more of the cluster\'s workers, up to all {cores}, '
                              'would help).')),
        'tune.limit_decoding_at_cluster': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, converting the images takes most of the time: '
                              'the worker is busy {workers} of the time and the writer only '
                              '{writer}; every worker of the cluster already converts, so '
                              'only a larger cluster would help.'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, converting the images takes most of the time: '
                              'workers are busy {workers} of the time and the writer only '
                              '{writer}; every worker of the cluster already converts, so '
                              'only a larger cluster would help.')),
        # ... at --format original on a cluster: its workers check and store the files
        'tune.limit_storing_cluster': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, checking and storing the files takes most of '
                              'the time: the worker is busy {workers} of the time and the '
                              'writer only {writer} (nothing is decoded; more of the '
                              'cluster\'s workers, up to all {cores}, would help).'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, checking and storing the files takes most '
                              'of the time: workers are busy {workers} of the time and the '
                              'writer only {writer} (nothing is decoded; more of the '
                              'cluster\'s workers, up to all {cores}, would help).')),
        'tune.limit_storing_at_cluster': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, checking and storing the files takes most of '
                              'the time: the worker is busy {workers} of the time and the '
                              'writer only {writer}; every worker of the cluster already '
                              'stores files, so only a larger cluster would help.'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, checking and storing the files takes most '
                              'of the time: workers are busy {workers} of the time and the '
                              'writer only {writer}; every worker of the cluster already '
                              'stores files, so only a larger cluster would help.')),
        'tune.limit_idle': (
            QCoreApplication.translate(
                "EngineText", 'At {n} worker, nothing was saturated: the worker busy {workers}, '
                              'writer {writer} (with a small sample, starting the workers may '
                              'take much of each trial).'),
            QCoreApplication.translate(
                "EngineText", 'At {n} workers, nothing was saturated: workers busy {workers}, '
                              'writer {writer} (with a small sample, starting the workers may '
                              'take much of each trial).')),
        'tune.no_trial': QCoreApplication.translate("EngineText", 'no trial finished'),
        'tune.no_files': QCoreApplication.translate("EngineText", '{source}: no files to sample.'),
        'tune.gave_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave {rate} images/s.'),
        'tune.gave': QCoreApplication.translate(
            "EngineText", '{n} workers gave {rate} images/s.'),
        'tune.highest_median_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave the highest median speed, {rate} images/s ({low}-{high} '
                          'images/s).'),
        'tune.highest_median': QCoreApplication.translate(
            "EngineText", '{n} workers gave the highest median speed, {rate} images/s '
                          '({low}-{high} images/s).'),
        'tune.highest_1_over_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.highest_1': QCoreApplication.translate(
            "EngineText", '{n} worker gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.highest_over_1': QCoreApplication.translate(
            "EngineText", '{n} workers gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} worker ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.highest': QCoreApplication.translate(
            "EngineText", '{n} workers gave the highest speed, {rate} images/s ({low}-{high} '
                          'images/s), faster than {m} workers ({mlow}-{mhigh} images/s) beyond the '
                          'measured spread.'),
        'tune.equal': QCoreApplication.translate(
            "EngineText", '{counts} workers are equally fast here, within measurement noise '
                          '({ranges}).'),
        'tune.equal_time': QCoreApplication.translate(
            "EngineText", 'With {m} workers all {total} images would take about {tm}.'),
        'tune.safer_1': QCoreApplication.translate(
            "EngineText", '{n} worker is the safer choice: less memory, and the computer stays '
                          'usable for other work.'),
        'tune.safer': QCoreApplication.translate(
            "EngineText", '{n} workers are the safer choice: less memory, and the computer stays '
                          'usable for other work.'),
        'tune.unclear_1': QCoreApplication.translate(
            "EngineText", '{n} worker might be as fast: its measured range, {ranges} images/s, '
                          'overlaps the fastest count\'s, so the trials cannot tell which is '
                          'faster.'),
        'tune.unclear_one': QCoreApplication.translate(
            "EngineText", '{n} workers might be as fast: its measured range, {ranges} images/s, '
                          'overlaps the fastest count\'s, so the trials cannot tell which is '
                          'faster.'),
        'tune.unclear': QCoreApplication.translate(
            "EngineText", '{counts} workers might be as fast: their measured ranges, {ranges} '
                          'images/s, overlap the fastest count\'s, so the trials cannot tell '
                          'which is faster.'),
        'tune.slower_overlap': QCoreApplication.translate(
            "EngineText", '{counts} workers were slower by the median ({ranges}), but not beyond '
                          'the measured spread: the ranges overlap.'),
        'tune.tune_again': QCoreApplication.translate(
            "EngineText", 'Close other programs and tune again for a firmer answer.'),
        # the same on a Dask cluster (tune --cluster): its workers, not this computer
        'tune.safer_cluster_1': QCoreApplication.translate(
            "EngineText", '{n} worker is the safer choice: the cluster\'s other workers stay '
                          'free for other jobs.'),
        'tune.safer_cluster': QCoreApplication.translate(
            "EngineText", '{n} workers are the safer choice: the cluster\'s other workers stay '
                          'free for other jobs.'),
        'tune.tune_again_cluster': QCoreApplication.translate(
            "EngineText", 'Tune again when the cluster is less busy for a firmer answer.'),
        'tune.no_trial_sentence': QCoreApplication.translate(
            "EngineText", 'No trial finished.'),
        # the window's own words (WINDOW_WORDING): the Tune tab's note, not --format original
        'tune.one_process': original_note(),
    }


def original_note() -> str:
    """What the window says at "Original bytes" on this computer (engine.one_process),
    where a run checks and stores the files in one process whatever Workers says: every
    trial of a sweep would measure the same thing, and its "best" count would be noise.
    The Tune tab's note, and the engine's refusal of such a sweep (tune.one_process) in the
    window's words. (The context stays the Tune tab's, where it was written first.)"""
    return QCoreApplication.translate(
        "TunePanel", "“Original bytes” stores each file as it is: nothing is converted, and a "
                     "run on this computer checks and stores the files one after another, "
                     "without workers. A sweep would measure the same thing at every worker "
                     "count, so there is nothing to tune here. Choose JPEG, PNG or Raw pixels "
                     "under “Format” to measure the workers (on a Dask cluster, Tune measures "
                     "how many of its workers pay off).")
