"""The engine's coded sentences about how to load the dataset, in the window's language:
the notes beside "How to load this dataset" (codes load.*; the table is gui.engine_text's,
split by family of codes so each part stays short). The context stays "EngineText"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def templates() -> dict[str, str | tuple[str, str]]:
    """code -> the template in the current language, for loading the dataset."""
    return {
        "load.original": QCoreApplication.translate(
            "EngineText", "Original files: decoded with expand_animations=False, so GIF and "
                          "WebP give one frame."),
        'load.tf_tiff': (
            QCoreApplication.translate(
                "EngineText", 'TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF '
                              'file: convert it as PNG (under “Format”) to read it with '
                              'TensorFlow.'),
            QCoreApplication.translate(
                "EngineText", 'TensorFlow cannot decode TIFF, and this dataset holds {n} TIFF '
                              'files: convert them as PNG (under “Format”) to read them with '
                              'TensorFlow.')),
        "load.tf_data": QCoreApplication.translate(
            "EngineText", "Reads every shard of the split with the right compression and "
                          "decoder."),
        "load.tfds": QCoreApplication.translate(
            "EngineText", "tfds.builder_from_directory reads TFDS's metadata written beside the "
                          "shards."),
        'load.tfds_missing': QCoreApplication.translate(
            "EngineText", "TFDS's metadata is written with a complete dataset only, and this one "
                          "has none: finish it with Resume, or convert it again (tick “Replace "
                          "existing output”), to read it with TFDS."),
        "load.tfds_compressed": QCoreApplication.translate(
            "EngineText", "TFDS's own reader cannot open compressed shards, so this reads them "
                          "through tf.data."),
        'load.pytorch_zlib': QCoreApplication.translate(
            "EngineText", 'The tfrecord package reads uncompressed and gzip shards, not zlib: '
                          'convert with GZIP or no compression (under “Shards”).'),
        "load.pytorch_idx": QCoreApplication.translate(
            "EngineText", "Uses the .idx index files beside the shards."),
        "load.pytorch_gzip": QCoreApplication.translate(
            "EngineText", "gzip shards are read without index files."),
        'load.dali_compressed': QCoreApplication.translate(
            "EngineText", 'DALI reads uncompressed shards only (with their .idx files): convert '
                          'with no compression (under “Shards”).'),
        'load.dali_sizes': QCoreApplication.translate(
            "EngineText", 'DALI cannot reshape raw images of different sizes: convert them to one '
                          'size (under “Size”).'),
        "load.dali_cpu": QCoreApplication.translate(
            "EngineText", "Runs on the CPU as written."),
        "load.dali_gif": QCoreApplication.translate(
            "EngineText", "DALI does not decode GIF."),
        'load.dali_gif_records': (
            QCoreApplication.translate(
                "EngineText", 'DALI does not decode GIF, and this dataset holds {n} GIF file: '
                              'convert as JPEG or PNG (under “Format”) for DALI.'),
            QCoreApplication.translate(
                "EngineText", 'DALI does not decode GIF, and this dataset holds {n} GIF files: '
                              'convert as JPEG or PNG (under “Format”) for DALI.')),
        "load.mg_jpeg": QCoreApplication.translate(
            "EngineText", "Its classification decoder reads this JPEG dataset with its "
                          "defaults."),
        'load.mg_zlib': QCoreApplication.translate(
            "EngineText", 'Model Garden reads uncompressed or gzip shards only: convert with GZIP '
                          'or no compression (under “Shards”).'),
        "load.mg_unlabeled": QCoreApplication.translate(
            "EngineText", "This dataset is unlabeled (every label is -1): Model Garden's "
                          "classification training needs class labels."),
        "load.mg_raw": QCoreApplication.translate(
            "EngineText", "TF Model Garden's classification input decodes encoded images only: "
                          "it cannot read raw pixels."),
        'load.mg_raw_convert': QCoreApplication.translate(
            "EngineText", 'Convert as JPEG or PNG (under “Format”) for Model Garden.'),
        "load.mg_jpeg_only": QCoreApplication.translate(
            "EngineText", "TF Model Garden's classification input decodes only JPEG by default: "
                          "set decode_jpeg_only=False in its DataConfig."),
        'load.mg_original': QCoreApplication.translate(
            "EngineText", 'GIF, WebP and 32-bit BMP originals still fail there (it decodes with '
                          'tf.io.decode_image(channels=3) and animations expanded), so convert '
                          'those as JPEG or PNG (under “Format”).'),
        # annotated datasets
        "load.pytorch_masks": QCoreApplication.translate(
            "EngineText", "The tfrecord package reads only the first value of a list of "
                          "bytes, so the object masks are not read: use tf.data or TFDS for "
                          "them."),
        "load.dali_segmentation": QCoreApplication.translate(
            "EngineText", "Each image comes with its mask, decoded as one grey channel: the "
                          "class of each pixel."),
        "load.dali_detection": QCoreApplication.translate(
            "EngineText", "Each image comes with its boxes (objects x 4) and their class "
                          "numbers."),
        "load.dali_multilabel": QCoreApplication.translate(
            "EngineText", "Each image comes with the list of its class numbers."),
        "load.dali_masks": QCoreApplication.translate(
            "EngineText", "DALI's TFRecord reader cannot read lists of strings, so the object "
                          "masks are not read: use tf.data or TFDS for them."),
        'load.mg_task_raw': QCoreApplication.translate(
            "EngineText", "TF Model Garden's decoders decode encoded images only: convert as JPEG "
                          "or PNG (under “Format”) for Model Garden."),
        "load.mg_task_zlib": QCoreApplication.translate(
            "EngineText", "Model Garden reads uncompressed or gzip shards only."),
        "load.mg_multilabel": QCoreApplication.translate(
            "EngineText", "Model Garden's classification input reads these lists with "
                          "is_multilabel=True."),
        "load.mg_task": QCoreApplication.translate(
            "EngineText", "Model Garden's own decoder for this task reads these keys "
                          "unchanged; use it as the decoder of its detection or "
                          "segmentation input."),
    }
