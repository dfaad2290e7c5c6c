"""The catalogue of the notes beside "How to load this dataset" (engine.records.loading,
loading_tasks, loading_dali), by stable code; engine.reason_catalogue merges it into its
CATALOGUE. Pure data, standard library only.
"""

from __future__ import annotations

#: code -> English template. Codes are stable: change the English freely, never the code.
LOADING: dict[str, str | tuple[str, str]] = {
    "load.original": "Original files: decoded with expand_animations=False, so GIF and WebP "
                     "give one frame.",
    "load.tf_data": "Reads every shard of the split with the right compression and decoder.",
    "load.tf_tiff": ("TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF file: "
                     "convert with --format png to read it with TensorFlow.",
                     "TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF files: "
                     "convert with --format png to read them with TensorFlow."),
    "load.tfds": "tfds.builder_from_directory reads TFDS's metadata written beside the "
                 "shards.",
    "load.tfds_missing": "TFDS's metadata is written with a complete dataset only, and this one "
                         "has none: finish it with --resume, or convert it again with "
                         "--overwrite, to read it with TFDS.",
    "load.tfds_compressed": "TFDS's own reader cannot open compressed shards, so this reads them "
                            "through tf.data.",
    "load.pytorch_zlib": "The tfrecord package reads uncompressed and gzip shards, not zlib: "
                         "convert with --compression gzip or none.",
    "load.pytorch_idx": "Uses the .idx index files beside the shards.",
    "load.pytorch_gzip": "gzip shards are read without index files.",
    "load.dali_compressed": "DALI reads uncompressed shards only (with their .idx files): convert "
                            "with --compression none.",
    "load.dali_sizes": "DALI cannot reshape raw images of different sizes: convert with "
                       "--resize.",
    "load.dali_cpu": "Runs on the CPU as written.",
    "load.dali_gif": "DALI does not decode GIF.",
    "load.dali_gif_records": ("DALI does not decode GIF, and this dataset holds {n} GIF "
                              "file: convert with --format jpeg or png for DALI.",
                              "DALI does not decode GIF, and this dataset holds {n} GIF "
                              "files: convert with --format jpeg or png for DALI."),
    "load.mg_jpeg": "Its classification decoder reads this JPEG dataset with its defaults.",
    "load.mg_zlib": "Model Garden reads uncompressed or gzip shards only: convert with "
                    "--compression gzip or none.",
    "load.mg_unlabeled": "This dataset is unlabeled (every label is -1): Model Garden's "
                         "classification training needs class labels.",
    "load.mg_raw": "TF Model Garden's classification input decodes encoded images only: it "
                   "cannot read raw pixels.",
    "load.mg_raw_convert": "Convert with --format jpeg or png for Model Garden.",
    "load.mg_jpeg_only": "TF Model Garden's classification input decodes only JPEG by default: "
                         "set decode_jpeg_only=False in its DataConfig.",
    "load.mg_original": "GIF, WebP and 32-bit BMP originals still fail there (it decodes with "
                        "tf.io.decode_image(channels=3) and animations expanded), so convert "
                        "those with --format jpeg or png.",
    # annotated datasets (engine.records.loading_tasks.annotated_notes)
    "load.pytorch_masks": "The tfrecord package reads only the first value of a list of "
                          "bytes, so the object masks are not read: use tf.data or TFDS for "
                          "them.",
    "load.dali_segmentation": "Each image comes with its mask, decoded as one grey channel: "
                              "the class of each pixel.",
    "load.dali_detection": "Each image comes with its boxes (objects x 4) and their class "
                           "numbers.",
    "load.dali_multilabel": "Each image comes with the list of its class numbers.",
    "load.dali_masks": "DALI's TFRecord reader cannot read lists of strings, so the object "
                       "masks are not read: use tf.data or TFDS for them.",
    "load.mg_task_raw": "TF Model Garden's decoders decode encoded images only: convert with "
                        "--format jpeg or png for Model Garden.",
    "load.mg_task_zlib": "Model Garden reads uncompressed or gzip shards only.",
    "load.mg_multilabel": "Model Garden's classification input reads these lists with "
                          "is_multilabel=True.",
    "load.mg_task": "Model Garden's own decoder for this task reads these keys unchanged; use "
                    "it as the decoder of its detection or segmentation input.",
}
