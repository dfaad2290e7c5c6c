"""The catalogue of the sentences that end a run (its run_failed message), by stable code:
the output folder refused or not writable (engine.run.output, engine.run.lock), a write
that failed (engine.run.writer's advice, engine.run.space_needed's estimate
after it, what is kept of the shard it stopped: engine.run.partial.kept_records), no image
converted (engine.run.pipeline), a job file of the window given as the source
(engine.sources.csv_table), a decoder path that cannot be used (engine.codecs.decoders)
and a tune whose sample converts nothing (engine.commands.tune).
engine.reason_catalogue merges it into its CATALOGUE. Pure data, standard library only.

{detail} is the operating system's own words (strerror), sent as they are. The owner of a
lock in use is a {sentence} of its own (run.lock_owner*). Sentences naming --overwrite,
--resume or --prefix are said in the window's words (gui.engine_text.WINDOW_WORDING).
"""

from __future__ import annotations

from engine.reason_catalogue_cluster import CLUSTER_LIST_PARTS
from engine.reason_pair import By

_FOREIGN = ("that TFRecord Studio did not write (there is no dataset of ours there), so "
            "{option} will not replace it. Nothing was deleted. Choose an empty folder, or "
            "move those files away.")
_CHANGED = "--resume: the annotations differ from those of the run in {out}: "
_PUT_BACK = ("Its shards hold the old annotations. Put the annotation files back as they "
             "were, or use --overwrite to convert again with the new annotations.")
_JOB = ("{path}: this is a TFRecord Studio job file (File → Save job), not images or a "
        "table. To run it, open it in the window with File → Load job")
_TURBO = "turbo needs simplejpeg and opencv-python-headless (pip install 'tfrecord-studio[turbo]')"

#: Sentences said only as the parts of a "list" (engine.reason_codes: a {changes}), never
#: matched alone: "{file} changed" would take any sentence that ends so. The annotation
#: files that changed since a run, sent as params (engine.sources.fingerprint.mismatch);
#: the window has them as the catalogue's.
LIST_PARTS: dict[str, str] = {
    "resume.annotation_changed": "{file} changed",
    "resume.annotation_added": "{file} was added",
    "resume.annotation_removed": "{file} was removed",
    # an option whose value differs from the earlier run's (engine.resume_options), the
    # option as the command line names it, the values as it writes them
    "resume.option_differs": "{option}: the run used {theirs}, now {ours}",
    **CLUSTER_LIST_PARTS,   # the workers that cannot see the source or the output folder
}

#: code -> English template. Codes are stable: change the English freely (here and where
#: the engine writes it), never the code.
FAILED: dict[str, str | tuple[str, str] | By] = {
    # --- --resume when images were added or removed since (engine.run.resume;
    # its other refusals are in engine.reason_catalogue)
    "resume.source_changed": "--resume: the source changed since the interrupted run in "
                             "{out}: {changes}. Put the source back as it was, or use "
                             "--overwrite to convert everything again.",
    # --resume when options differ from the earlier run's: its {changes}, a "list" of
    # resume.option_differs; {command} finishes the run with its own options
    # (engine.resume_options.refusal)
    "resume.options_named": "--resume: the interrupted run in {out} used other options: "
                            "{changes}. Use --overwrite to start again with the new options, "
                            "or finish the run with its own: {command}",
    "resume.dataset_options_named": "--resume: {out} holds a finished dataset made with other "
                                    "options: {changes}. Use --overwrite to convert again "
                                    "with the new options.",
    # the same options, and no image added or removed that the run's plan shows (or no
    # plan: an older version's, or a finished dataset)
    "resume.inputs_differ": "--resume: the input files differ from those of the "
                            "interrupted run in {out} (the options are the same). Put the "
                            "source back as it was, or use --overwrite to convert everything "
                            "again.",
    "resume.dataset_inputs_differ": "--resume: {out} holds a finished dataset made from other "
                                    "input files (the options are the same). Use --overwrite "
                                    "to convert again.",
    # a cancelled or failed run's manifest without its journal (engine.ownership.journal_lost)
    "resume.journal_missing": "--resume: the run in {out} did not finish, and its journal "
                              "({journal}), which says which shards are complete, is missing, "
                              "so none of its shards can be kept. Use --overwrite to convert "
                              "everything again.",
    # its {changes}: a "list" (engine.reason_codes) of these, with the counts and names
    # as params, sent so by the engine (engine.run.resume_refusals.refuse_changed_source)
    # (one, many) by the count {n}; "... and {more} more" names one, so {n} is 2 or more
    "resume.images_added": ("{n} image added ({files})", "{n} images added ({files})"),
    "resume.images_added_more": "{n} images added ({files} and {more} more)",
    "resume.images_removed": ("{n} image removed ({files})", "{n} images removed ({files})"),
    "resume.images_removed_more": "{n} images removed ({files} and {more} more)",
    # images still there with another class, or another split the source gives them
    "resume.images_relabelled": ("{n} image has another class or split now ({files})",
                                 "{n} images have another class or split now ({files})"),
    "resume.images_relabelled_more": "{n} images have another class or split now ({files} "
                                     "and {more} more)",
    # --resume when the annotation files changed, more of them than it names (the others:
    # resume.annotations_changed, in engine.reason_catalogue); its {changes}: a "list" of
    # LIST_PARTS' resume.annotation_* (engine.sources.fingerprint.mismatch)
    # (one, many) by the count {more}
    "resume.annotations_changed_more": (
        _CHANGED + "{changes} and {more} more annotation file changed. " + _PUT_BACK,
        _CHANGED + "{changes} and {more} more annotation files changed. " + _PUT_BACK),
    # --- a job file of the window given as the source (engine.sources.csv_table); its
    # source named when the file says it
    "source.job_file": _JOB + ".",
    "source.job_file_source": _JOB + ". On the command line, give its source instead: "
                              "{source} (with your options; the job's own are read only by "
                              "the window).",
    # --- nothing converted (engine.run.pipeline)
    "run.nothing_converted": ("The {n} input file could not be converted; the reason is in "
                              "{path}.",
                              "None of the {n} input files could be converted; the reasons "
                              "are in {path}."),
    # --- where the output folder is (engine.run.output.check_location)
    "run.out_is_file": "{path} is a file; choose a folder for the output.",
    "run.out_is_source": "The output folder is the source folder; choose another folder so the "
                         "TFRecords are not mixed with your images.",
    "run.out_in_source": "The output folder {out} is inside the source folder {source}; choose "
                         "a folder outside it.",
    # --- what is in it (engine.run.output.prepare, replace_old); {option} is --overwrite
    # or --resume (the window says its own control's name)
    "run.cannot_open_out": "Cannot open the output folder {out}: {detail}.",
    "run.not_empty": "The output folder {out} is not empty. Choose an empty folder, or use "
                     "--overwrite to replace an earlier dataset there, or --resume to finish "
                     "an interrupted run.",
    # ... when it holds an interrupted run of the same source: its images done (written
    # or skipped: engine.output_state.OutputState.done) of {total} planned; --resume first
    "run.not_empty_interrupted": By(
        "total",
        "The output folder {out} holds an interrupted run of this source: {n} of {total} "
        "image done. Add --resume to finish it, or --overwrite to start again (this deletes "
        "what it wrote).",
        "The output folder {out} holds an interrupted run of this source: {n} of {total} "
        "images done. Add --resume to finish it, or --overwrite to start again (this deletes "
        "what it wrote)."),
    "run.foreign_files": "The output folder {out} holds {file} " + _FOREIGN,
    # a manifest that begins as ours but cannot be read (engine.run.output._unread_manifest)
    "run.manifest_unread": "The output folder {out} holds a TFRecord Studio dataset whose "
                           "manifest ({file}) cannot be read: it is damaged, or "
                           "larger than any this program writes. Without it {option} cannot "
                           "tell which files there TFRecord Studio wrote, so nothing was "
                           "deleted. Put back a whole copy of {file} (from a backup), or "
                           "choose an empty folder.",
    "run.foreign_files_more": ("The output folder {out} holds {file} and {n} more file "
                               + _FOREIGN, "The output folder {out} holds {file} and {n} more "
                               "files " + _FOREIGN),
    "run.name_clash": "The output folder {out} holds {file}, which our dataset there does not "
                      "list (another program wrote it), and this run would write a file of "
                      "that name. Nothing was deleted. Move it away, or use another --prefix "
                      "or folder.",
    "run.cannot_delete": "--overwrite: cannot delete {path}: {detail}.",
    # --- its lock (engine.run.lock); the owner is one of the run.lock_owner* sentences
    "run.cannot_lock": "Cannot make the output folder {out} or write in it: {detail}. "
                       "Choose another folder, for example one in your Documents.",
    "run.no_file_locks": "The output folder {out} is on a file system that does not "
                         "support file locking ({detail}), which keeps two runs from writing "
                         "into one folder. Choose a folder on a local disk, or ask the "
                         "administrator of that share to enable file locking.",
    "run.lock_changing": "Could not lock the output folder {out}: its lock file {path} keeps "
                         "changing. Is another run starting there again and again?",
    "run.in_use": "The output folder {out} is in use by {sentence}. Wait for that run to "
                  "finish, or choose another folder. (If that run is certainly over, delete "
                  "{path}.)",
    "run.lock_owner": "the run started {started} by process {pid} on {host}",
    "run.lock_owner_starting": "another run (it is just starting)",
    # --- writing (engine.run.writer.as_write_error; then, for a full disk, the space the
    # rest needs: engine.run.space_needed)
    "run.disk_full": "The disk holding {folder} is full. Free some space (or choose another "
                     "output folder), then run again with --resume to continue where it "
                     "stopped.",
    "run.quota": "Your disk quota for {folder} is used up. Free some space, then run again "
                 "with --resume.",
    "run.write_failed": "Could not write to {folder}: {detail}. Check the disk and the "
                        "folder's permissions, then run again with --resume.",
    # the temporary folder under objects.csv's rows (engine.sources.object_rows.temp_error)
    "run.temp_full": "The temporary folder {folder} is full: the list of objects left out or "
                     "clipped (objects.csv) is kept there while the source is converted. Free "
                     "some space there (or set TMPDIR to a folder on a larger disk), then try "
                     "again.",
    "run.temp_failed": "Could not use the temporary folder {folder}: {detail}. The list of "
                       "objects left out or clipped (objects.csv) is kept there while the "
                       "source is converted. Check that folder (or set TMPDIR to another), "
                       "then try again.",
    "run.space_needed": ("The {n} image still to write needs about {need}; {free} is free "
                         "now.", "The {n} images still to write need about {need}; {free} is "
                         "free now."),
    "run.space_needed_unknown": ("The {n} image still to write needs about {need}.",
                                 "The {n} images still to write need about {need}."),
    # the same when --resume keeps {m} images of the stopped shard: they are among the {n}
    # (it copies them into a new file), and a sentence that did not say so read as if the
    # {n} were more than the kept ones
    "run.space_needed_kept": ("The {n} image still to write, counting the {m} kept, which "
                              "--resume copies into a new file, needs about {need}; {free} is "
                              "free now.",
                              "The {n} images still to write, counting the {m} kept, which "
                              "--resume copies into a new file, need about {need}; {free} is "
                              "free now."),
    "run.space_needed_kept_unknown": ("The {n} image still to write, counting the {m} kept, "
                                      "which --resume copies into a new file, needs about "
                                      "{need}.",
                                      "The {n} images still to write, counting the {m} kept, "
                                      "which --resume copies into a new file, need about "
                                      "{need}."),
    # the images of the shard a write error stopped that --resume will keep of its .partial
    # file (engine.run.partial.kept_records, said by engine.run.space_needed.kept_words)
    "run.partial_left": ("The {n} image already converted into the unfinished shard is "
                         "kept: --resume continues from there.",
                         "The {n} images already converted into the unfinished shard are "
                         "kept: --resume continues from there."),
    # --- the decoder path (engine.codecs.decoders.resolve): asked for on the command line
    # (or carried by Resume from a run started there), or by the environment
    "decoder.turbo_missing": "--decoder " + _TURBO,
    "decoder.turbo_missing_env": "TFRS_DECODER=" + _TURBO,
    # --- tune (engine.commands.tune)
    "tune.none_converted": "none of the sampled images could be converted; run convert to see "
                           "the reasons",
}
