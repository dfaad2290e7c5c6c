"""The sentences that end a run (codes run.*, decoder.*, tune.none_converted, source.job_file*:
the output folder refused or not writable, a write that failed, no image converted, a job
file given as the source), in the window's
language; they reach the error dialog, the Summary's headline and (after "error: ") the
Log tab. The table is gui.engine_text's, split by family of codes; the engine's side is
engine.reason_catalogue_failed. Where the engine names --overwrite, --resume or --prefix,
the window names its own control (gui.engine_text_wording.WINDOW_WORDING). The context stays
"EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.reason_codes import By


def templates() -> dict[str, str | tuple[str, str] | By]:
    """code -> the template in the current language, for the sentences that end a run."""
    return {
        # the images added and removed since an interrupted run (resume.source_changed's
        # {changes}: a "list" of these, joined by "; ")
        'resume.images_added': (
            QCoreApplication.translate(
                "EngineText", '{n} image added ({files})'),
            QCoreApplication.translate(
                "EngineText", '{n} images added ({files})')),
        'resume.images_added_more': QCoreApplication.translate(
            "EngineText", '{n} images added ({files} and {more} more)'),
        'resume.images_removed': (
            QCoreApplication.translate(
                "EngineText", '{n} image removed ({files})'),
            QCoreApplication.translate(
                "EngineText", '{n} images removed ({files})')),
        'resume.images_removed_more': QCoreApplication.translate(
            "EngineText", '{n} images removed ({files} and {more} more)'),
        'resume.images_relabelled': (
            QCoreApplication.translate(
                "EngineText", '{n} image has another class or split now ({files})'),
            QCoreApplication.translate(
                "EngineText", '{n} images have another class or split now ({files})')),
        'resume.images_relabelled_more': QCoreApplication.translate(
            "EngineText", '{n} images have another class or split now ({files} and {more} '
                          'more)'),
        # --resume refused for other options (engine.resume_options.refusal): each option
        # that differs is a "list" part, the option as the command line names it
        'resume.option_differs': QCoreApplication.translate(
            "EngineText", '{option}: the run used {theirs}, now {ours}'),
        'resume.options_named': QCoreApplication.translate(
            "EngineText", 'Resume: the interrupted run in {out} used other options: {changes}. '
                          'Press “Use the interrupted run\'s options” to finish it, or tick '
                          '“Replace existing output” to start again with the new options.'),
        'resume.dataset_options_named': QCoreApplication.translate(
            "EngineText", 'Resume: {out} holds a finished dataset made with other options: '
                          '{changes}. Tick “Replace existing output” to convert again with the '
                          'new options.'),
        'resume.inputs_differ': QCoreApplication.translate(
            "EngineText", 'Resume: the input files differ from those of the interrupted run in '
                          '{out} (the options are the same). Put the source back as it was, or '
                          'tick “Replace existing output” to convert everything again.'),
        'resume.dataset_inputs_differ': QCoreApplication.translate(
            "EngineText", 'Resume: {out} holds a finished dataset made from other input files '
                          '(the options are the same). Tick “Replace existing output” to convert '
                          'again.'),
        # a job file given to the engine as the source (the window opens it as a job
        # itself: gui.source_kind; said if a run or a scan is given one all the same)
        'source.job_file': QCoreApplication.translate(
            "EngineText", '{path}: this is a TFRecord Studio job file (File → Save job), not '
                          'images or a table. To run it, open it in the window with File → '
                          'Load job.'),
        'source.job_file_source': QCoreApplication.translate(
            "EngineText", '{path}: this is a TFRecord Studio job file (File → Save job), not '
                          'images or a table. To run it, open it in the window with File → '
                          'Load job. On the command line, give its source instead: {source} '
                          '(with your options; the job\'s own are read only by the window).'),
        'run.nothing_converted': (
            QCoreApplication.translate(
                "EngineText", 'The {n} input file could not be converted; the reason is in '
                              '{path}.'),
            QCoreApplication.translate(
                "EngineText", 'None of the {n} input files could be converted; the reasons '
                              'are in {path}.')),
        'run.out_is_file': QCoreApplication.translate(
            "EngineText", '{path} is a file; choose a folder for the output.'),
        'run.out_is_source': QCoreApplication.translate(
            "EngineText", 'The output folder is the source folder; choose another folder so the '
                          'TFRecords are not mixed with your images.'),
        'run.out_in_source': QCoreApplication.translate(
            "EngineText", 'The output folder {out} is inside the source folder {source}; choose a '
                          'folder outside it.'),
        'run.cannot_open_out': QCoreApplication.translate(
            "EngineText", 'Cannot open the output folder {out}: {detail}.'),
        # the window's words below: its controls are “Replace existing output”, Resume and
        # “Prefix” (WINDOW_WORDING)
        'run.not_empty': QCoreApplication.translate(
            "EngineText", 'The output folder {out} is not empty. Choose an empty folder, or tick '
                          '“Replace existing output” to replace an earlier dataset there, or '
                          'press Resume to finish an interrupted run.'),
        'run.not_empty_interrupted': By(
            "total",
            QCoreApplication.translate(
                "EngineText", 'The output folder {out} holds an interrupted run of this '
                              'source: {n} of {total} image done. Press Resume to finish it, '
                              'or tick “Replace existing output” to start again (this deletes '
                              'what it wrote).'),
            QCoreApplication.translate(
                "EngineText", 'The output folder {out} holds an interrupted run of this '
                              'source: {n} of {total} images done. Press Resume to finish it, '
                              'or tick “Replace existing output” to start again (this deletes '
                              'what it wrote).')),
        'run.manifest_unread': QCoreApplication.translate(
            "EngineText", 'The output folder {out} holds a TFRecord Studio dataset whose '
                          'manifest ({file}) cannot be read: it is damaged, or larger '
                          'than any this program writes. Without it, Resume or Replace cannot '
                          'tell which files there TFRecord Studio wrote, so nothing was '
                          'deleted. Put back a whole copy of {file} (from a backup), or choose '
                          'an empty folder.'),
        'run.foreign_files': QCoreApplication.translate(
            "EngineText", 'The output folder {out} holds {file}, which TFRecord Studio did not '
                          'write (there is no dataset of ours there), so it is not replaced. '
                          'Nothing was deleted. Choose an empty folder, or move those files '
                          'away.'),
        'run.foreign_files_more': (
            QCoreApplication.translate(
                "EngineText", 'The output folder {out} holds {file} and {n} more file that '
                              'TFRecord Studio did not write (there is no dataset of ours '
                              'there), so they are not replaced. Nothing was deleted. Choose an '
                              'empty folder, or move those files away.'),
            QCoreApplication.translate(
                "EngineText", 'The output folder {out} holds {file} and {n} more files that '
                              'TFRecord Studio did not write (there is no dataset of ours '
                              'there), so they are not replaced. Nothing was deleted. Choose an '
                              'empty folder, or move those files away.')),
        'run.name_clash': QCoreApplication.translate(
            "EngineText", 'The output folder {out} holds {file}, which our dataset there does not '
                          'list (another program wrote it), and this run would write a file of '
                          'that name. Nothing was deleted. Move it away, or choose another '
                          '“Prefix” or output folder.'),
        'run.cannot_delete': QCoreApplication.translate(
            "EngineText", 'Replacing the existing output: cannot delete {path}: {detail}.'),
        'run.cannot_lock': QCoreApplication.translate(
            "EngineText", 'Cannot make the output folder {out} or write in it: {detail}. '
                          'Choose another folder, for example one in your Documents.'),
        'run.no_file_locks': QCoreApplication.translate(
            "EngineText", 'The output folder {out} is on a file system that does not support '
                          'file locking ({detail}), which keeps two runs from writing into one '
                          'folder. Choose a folder on a local disk, or ask the administrator of '
                          'that share to enable file locking.'),
        'run.lock_changing': QCoreApplication.translate(
            "EngineText", 'Could not lock the output folder {out}: its lock file {path} keeps '
                          'changing. Is another run starting there again and again?'),
        'run.in_use': QCoreApplication.translate(
            "EngineText", 'The output folder {out} is in use by {sentence}. Wait for that run to '
                          'finish, or choose another folder. (If that run is certainly over, '
                          'delete {path}.)'),
        'run.lock_owner': QCoreApplication.translate(
            "EngineText", 'the run started {started} by process {pid} on {host}'),
        'run.lock_owner_starting': QCoreApplication.translate(
            "EngineText", 'another run (it is just starting)'),
        'run.disk_full': QCoreApplication.translate(
            "EngineText", 'The disk holding {folder} is full. Free some space (or choose another '
                          'output folder), then press Resume to continue where it stopped.'),
        'run.quota': QCoreApplication.translate(
            "EngineText", 'Your disk quota for {folder} is used up. Free some space, then press '
                          'Resume.'),
        'run.write_failed': QCoreApplication.translate(
            "EngineText", "Could not write to {folder}: {detail}. Check the disk and the "
                          "folder's permissions, then press Resume."),
        'run.temp_full': QCoreApplication.translate(
            "EngineText", 'The temporary folder {folder} is full: the list of objects left out '
                          'or clipped (objects.csv) is kept there while the source is '
                          'converted. Free some space on that disk, then try again.'),
        'run.temp_failed': QCoreApplication.translate(
            "EngineText", 'Could not use the temporary folder {folder}: {detail}. The list of '
                          'objects left out or clipped (objects.csv) is kept there while the '
                          'source is converted. Check that folder, then try again.'),
        'run.space_needed': (
            QCoreApplication.translate(
                "EngineText", 'The {n} image still to write needs about {need}; {free} is '
                              'free now.'),
            QCoreApplication.translate(
                "EngineText", 'The {n} images still to write need about {need}; {free} is '
                              'free now.')),
        'run.space_needed_unknown': (
            QCoreApplication.translate(
                "EngineText", 'The {n} image still to write needs about {need}.'),
            QCoreApplication.translate(
                "EngineText", 'The {n} images still to write need about {need}.')),
        'run.space_needed_kept': (
            QCoreApplication.translate(
                "EngineText", 'The {n} image still to write, counting the {m} kept, which '
                              'Resume copies into a new file, needs about {need}; {free} is '
                              'free now.'),
            QCoreApplication.translate(
                "EngineText", 'The {n} images still to write, counting the {m} kept, which '
                              'Resume copies into a new file, need about {need}; {free} is '
                              'free now.')),
        'run.space_needed_kept_unknown': (
            QCoreApplication.translate(
                "EngineText", 'The {n} image still to write, counting the {m} kept, which '
                              'Resume copies into a new file, needs about {need}.'),
            QCoreApplication.translate(
                "EngineText", 'The {n} images still to write, counting the {m} kept, which '
                              'Resume copies into a new file, need about {need}.')),
        'run.partial_left': (
            QCoreApplication.translate(
                "EngineText", 'The {n} image already converted into the unfinished shard is '
                              'kept: Resume continues from there.'),
            QCoreApplication.translate(
                "EngineText", 'The {n} images already converted into the unfinished shard '
                              'are kept: Resume continues from there.')),
        'decoder.turbo_missing': QCoreApplication.translate(
            "EngineText", 'The run used the turbo JPEG decoder (--decoder turbo on the command '
                          'line), which needs simplejpeg and opencv-python-headless; they are not '
                          "installed here (pip install 'tfrecord-studio[turbo]')."),
        'decoder.turbo_missing_env': QCoreApplication.translate(
            "EngineText", "TFRS_DECODER=turbo needs simplejpeg and opencv-python-headless (pip "
                          "install 'tfrecord-studio[turbo]')"),
        'tune.none_converted': QCoreApplication.translate(
            "EngineText", 'none of the sampled images could be converted; start the conversion to '
                          'see the reasons (under Failures)'),
    }
