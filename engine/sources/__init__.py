"""Annotated sources (detection boxes, segmentation masks, multi-label tables).

``detect(source)`` recognises a source by its content and returns the reader that scans
it; plain class folders and path,label tables stay with engine.discover.
"""

from engine.sources.annotations import detect, scan_annotated  # noqa: F401
