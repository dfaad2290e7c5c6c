"""A COCO entry naming an image that is missing is said by the name the scan looked for:
Label Studio's export names "/data/upload/3/abcd14-photo_14.jpg" (its server's path), the
scan looks for abcd14-photo_14.jpg in the images folder, and the window, rejected.csv and
Failures said "3/abcd14-photo_14.jpg" (the upload path joined to the source), a name
nothing searched. The reason keeps the name as the file writes it."""

from __future__ import annotations

import json
import os

from engine.sources import discover
from tests.engine import annotated_data as A


def _coco(root, file_name: str) -> None:
    A.write_images(str(root / "images"))
    names = [n for n, *_ in A.IMAGES]
    images = [{"id": i, "file_name": f"/data/upload/3/{n}", "width": 640, "height": 400}
              for i, n in enumerate(names)] + [
        {"id": 99, "file_name": file_name, "width": 640, "height": 400}]
    (root / "result.json").write_text(json.dumps({
        "images": images, "annotations": [], "categories": [{"id": 1, "name": "cat"}]}))


def _missing(root) -> list[tuple[str, str]]:
    r = discover.scan(str(root))
    return [(os.path.relpath(x.path, root), x.reason) for x in r.rejected
            if x.reason.startswith("image not found")]


def test_a_label_studio_upload_path_is_said_as_the_name_looked_for(tmp_path):
    _coco(tmp_path, "/data/upload/3/abcd14-photo_14.jpg")
    [(path, reason)] = _missing(tmp_path)
    assert path == os.path.join("images", "abcd14-photo_14.jpg")
    assert "'/data/upload/3/abcd14-photo_14.jpg'" in reason


def test_a_windows_path_is_said_by_its_last_part(tmp_path):
    _coco(tmp_path, "C:\\Users\\lab\\gone.jpg")
    [(path, _reason)] = _missing(tmp_path)
    assert path == os.path.join("images", "gone.jpg")


def test_a_relative_name_keeps_its_folders(tmp_path):
    _coco(tmp_path, "sub/gone.jpg")
    [(path, _reason)] = _missing(tmp_path)
    assert path == os.path.join("images", "sub", "gone.jpg")
