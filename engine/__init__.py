"""TFRecord Studio engine: image folders -> sharded TFRecord datasets."""

__version__ = "0.3.12"
