"""TFRecord Studio engine: image folders -> sharded TFRecord datasets."""

__version__ = "0.2.0"
