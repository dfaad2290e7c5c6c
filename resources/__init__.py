"""Data files shipped with TFRecord Studio (installed as ``tfrecord_studio_resources``).

The sample dataset, the application icon and other files the app needs at run time live
here. Code finds them with :func:`gui.package_data.resource` (importlib.resources), never
by a path relative to the source tree.
"""
