"""The lines the engine writes on stderr during a run, in the window's language: its log
records ("note: ...", codes log.*; the scan's notices are gui.engine_text_items') and the
lines its command line prints when a run stops (cli.*). The table is gui.engine_text's,
split by family of codes; gui.engine_text.log_line reads a whole stderr line with it.
The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for the engine's stderr lines."""
    return {
        'log.stale_lock_cut': QCoreApplication.translate(
            "EngineText", 'took over a stale lock on {folder}: another run (it is just starting) '
                          'was cut off while it was being written.'),
        'log.stale_lock_gone': QCoreApplication.translate(
            "EngineText", 'took over a stale lock on {folder}: the run started {started} by '
                          'process {pid} on {host} is no longer running.'),
        'log.stale_lock_reused': QCoreApplication.translate(
            "EngineText", 'took over a stale lock on {folder}: the run started {started} by '
                          'process {pid} on {host} is no longer running (its process number has '
                          'been reused).'),
        # the window's words: its control is "Replace existing output" (WINDOW_WORDING)
        'log.overwrite_leaves': (
            QCoreApplication.translate(
                "EngineText", 'Replacing the output leaves {n} file in {folder} that this '
                              'program did not write ({example})'),
            QCoreApplication.translate(
                "EngineText", 'Replacing the output leaves {n} files in {folder} that this '
                              'program did not write (e.g. {example})')),
        'log.no_image_finished': QCoreApplication.translate(
            "EngineText", 'no image finished in {seconds} s; looking for the one that hangs'),
        'log.worker_retry': (
            QCoreApplication.translate(
                "EngineText", 'a worker process died or hung; retrying {n} in-flight image in a '
                              'fresh worker process'),
            QCoreApplication.translate(
                "EngineText", 'a worker process died or hung; retrying {n} in-flight images one '
                              'at a time in fresh worker processes')),
        'log.resume_nothing': QCoreApplication.translate(
            "EngineText", 'Resume: {folder} holds no interrupted run, so there is nothing to '
                          'resume: every image is converted'),
        'log.resume_changed': (
            QCoreApplication.translate(
                "EngineText", '{n} shard of the interrupted run is converted again: an image in '
                              'it changed after it was converted (its size or modification time '
                              'differs)'),
            QCoreApplication.translate(
                "EngineText", '{n} shards of the interrupted run are converted again: an image '
                              'in them changed after it was converted (its size or modification '
                              'time differs)')),
        'log.resume_unread': (
            QCoreApplication.translate(
                "EngineText", 'Resume: {n} file of the finished shards it keeps could not be '
                              'read ({file}: {why}), so whether this version ({ours}) takes it '
                              'into records as TFRecord Studio {started} did is not known; it '
                              'stays as that run converted or skipped it. To check it, resume '
                              'where the source can be read'),
            QCoreApplication.translate(
                "EngineText", 'Resume: {n} files of the finished shards it keeps could not be '
                              'read (e.g. {file}: {why}), so whether this version ({ours}) takes '
                              'them into records as TFRecord Studio {started} did is not known; '
                              'they stay as that run converted or skipped them. To check '
                              'them, resume where the source can be read')),
        'log.resume_unread_list': QCoreApplication.translate(
            "EngineText", 'Resume: {n} files of the finished shards it keeps could not be read '
                          '({files}), so whether this version ({ours}) takes them into records '
                          'as TFRecord Studio {started} did is not known; they stay as that run '
                          'converted or skipped them. To check them, resume where the source '
                          'can be read'),
        'log.resume_unread_more': QCoreApplication.translate(
            "EngineText", 'Resume: {n} files of the finished shards it keeps could not be read '
                          '({files}; and {more} more), so whether this version ({ours}) takes '
                          'them into records as TFRecord Studio {started} did is not known; '
                          'they stay as that run converted or skipped them. To check them, '
                          'resume where the source can be read'),
        'log.duplicates': (
            QCoreApplication.translate(
                "EngineText", '{n} image is a byte-identical copy of another image (listed in '
                              '{file}); in another split than its original: {splits}; with '
                              'another label: {labels}'),
            QCoreApplication.translate(
                "EngineText", '{n} images are byte-identical copies of other images (listed in '
                              '{file}); in another split than their original: {splits}; with '
                              'another label: {labels}')),
        'log.objects': (
            QCoreApplication.translate(
                "EngineText", '{n} object was left out of the records, clipped, or kept '
                              'with only its box (listed in {file})'),
            QCoreApplication.translate(
                "EngineText", '{n} objects were left out of the records, clipped, or kept '
                              'with only their box (listed in {file})')),
        # the window's words: its control is "Format" (WINDOW_WORDING)
        'log.turned_originals': (
            QCoreApplication.translate(
                "EngineText", '{n} photo was stored as its file is, not turned upright (its '
                              'EXIF says to turn it; TensorFlow does not): it reaches the '
                              'model sideways or upside down ({files}). Choose JPEG or PNG '
                              'under “Format” to store it upright, or keep it as it is if '
                              'your model expects that'),
            QCoreApplication.translate(
                "EngineText", '{n} photos were stored as their files are, not turned upright '
                              '(their EXIF says to turn them; TensorFlow does not): they '
                              'reach the model sideways or upside down ({files}). Choose '
                              'JPEG or PNG under “Format” to store them upright, or keep '
                              'them as they are if your model expects that')),
        'log.turned_originals_more': QCoreApplication.translate(
            "EngineText", '{n} photos were stored as their files are, not turned upright '
                          '(their EXIF says to turn them; TensorFlow does not): they reach '
                          'the model sideways or upside down ({files}; and {more} more). '
                          'Choose JPEG or PNG under “Format” to store them upright, or keep '
                          'them as they are if your model expects that'),
        'log.stopped_after_all': QCoreApplication.translate(
            "EngineText", 'the stop came after every image was written, so the dataset is '
                          'complete: the run finishes'),
        # the window's words: its control is "Split" (WINDOW_WORDING)
        'log.split_from_source': QCoreApplication.translate(
            "EngineText", '“Split” ({split}) is not used: the source gives every image its '
                          'split ({splits}), which is kept'),
        'log.split_partly_from_source': QCoreApplication.translate(
            "EngineText", 'the source gives {given} of the {total} images their split '
                          '({splits}), which they keep; “Split” ({split}) divides the others'),
        # a --cluster run's workers (the Log tab's line under its end: gui.run_story)
        'log.cluster_workers_local': QCoreApplication.translate(
            "EngineText", 'workers: {n} on the cluster (local Dask cluster)'),
        'log.cluster_workers_address': QCoreApplication.translate(
            "EngineText", 'workers: {n} on the cluster (Dask scheduler at {address})'),
        'log.cluster_workers_jobqueue': QCoreApplication.translate(
            "EngineText", 'workers: {n} on the cluster (Dask workers in cluster jobs)'),
        # a worker that cannot run the tasks, left out ({changes}: the cluster.worker_* parts)
        'log.cluster_left_out': QCoreApplication.translate(
            "EngineText", 'a Dask worker is left out of this run, and the other workers '
                          'convert its shards: {changes}'),
        'log.cluster_let_in': QCoreApplication.translate(
            "EngineText", 'the Dask worker at {worker} that was left out of this run can run '
                          'its tasks now: it converts shards again'),
        'log.cluster_worker_left': QCoreApplication.translate(
            "EngineText", "the Dask worker at {worker} left the scheduler during the run; a "
                          "shard it was converting is converted again, from its first image, "
                          "by the others (workers still there: {n}). If workers leave often, "
                          "look at that machine: its memory, or its job's time limit"),
        'log.cluster_waiting': QCoreApplication.translate(
            "EngineText", "no Dask worker can run this run's tasks yet: waiting up to "
                          "{seconds} s for one that can to join"),
        'log.tf_failed': QCoreApplication.translate(
            "EngineText", 'TensorFlow failed to start; its output:'),
        'log.tf_unavailable': QCoreApplication.translate(
            "EngineText", 'TensorFlow is not available ({detail}); used the built-in reader'),
        'cli.stopping_cancel': QCoreApplication.translate(
            "EngineText", 'stopping (cancel requested)...'),
        'cli.stopping_signal': QCoreApplication.translate(
            "EngineText", 'stopping ({signal}): finishing bookkeeping...'),
        'cli.interrupted': QCoreApplication.translate("EngineText", 'interrupted'),
        'cli.internal_error': QCoreApplication.translate(
            "EngineText", 'internal error: {kind}: {detail}'),
        'cli.internal_error_log': QCoreApplication.translate(
            "EngineText", 'internal error: {kind}: {detail} (the traceback is in the log: '
                          '{path})'),
        # a scan notice (the others are gui.engine_text_items'), logged by convert too
        'ann.exif_square': (
            QCoreApplication.translate(
                "EngineText", '{n} square image in {file} has an EXIF orientation that turns it a '
                              'quarter ({examples}), and its recorded size is the same either way: '
                              'its annotations are taken as drawn on the picture as shown, turned '
                              '(as CVAT, Label Studio and labelme show it). If they were drawn on '
                              'the image as stored, before the turn, they come out turned: check a '
                              'few in Inspect, which draws the boxes'),
            QCoreApplication.translate(
                "EngineText", '{n} square images in {file} have an EXIF orientation that turns them'
                              ' a quarter ({examples}), and their recorded size is the same either '
                              'way: their annotations are taken as drawn on the picture as shown, '
                              'turned (as CVAT, Label Studio and labelme show it). If they were '
                              'drawn on the image as stored, before the turn, they come out turned:'
                              ' check a few in Inspect, which draws the boxes')),
        'ann.voc_exif_square': (
            QCoreApplication.translate(
                "EngineText", '{n} XML file is of a square image that an EXIF orientation turns a '
                              'quarter ({examples}), and its <size> is the same either way: its '
                              'annotations are taken as drawn on the picture as shown, turned (as '
                              'CVAT, Label Studio and labelme show it). If they were drawn on the '
                              'image as stored, before the turn, they come out turned: check a few '
                              'in Inspect, which draws the boxes'),
            QCoreApplication.translate(
                "EngineText", '{n} XML files are of square images that an EXIF orientation turns a '
                              'quarter ({examples}), and their <size> is the same either way: their'
                              ' annotations are taken as drawn on the picture as shown, turned (as '
                              'CVAT, Label Studio and labelme show it). If they were drawn on the '
                              'image as stored, before the turn, they come out turned: check a few '
                              'in Inspect, which draws the boxes')),
    }


def prefixes() -> dict[str, str]:
    """The level of a log line ("note: ...") -> its template in the current language."""
    return {
        "note": QCoreApplication.translate("EngineText", "note: {sentence}",
                                           "an engine log line: a remark, nothing went wrong"),
        "warning": QCoreApplication.translate("EngineText", "warning: {sentence}",
                                              "an engine log line"),
        "error": QCoreApplication.translate("EngineText", "error: {sentence}",
                                            "an engine log line"),
    }
