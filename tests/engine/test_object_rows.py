"""objects.csv's rows in bounded memory (engine.sources.object_rows): a scan that drops
millions of objects held every one as a tuple in the parent (Problems.objects grew without
the cap its examples have). Past a limit the rows go to a temporary database on disk; the
list, in the order added or by image, and objects.csv's bytes are the same wherever the
rows were. The limit is lowered here: a few rows stand for millions."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine.run import object_list
from engine.sources import object_rows
from engine.sources.model import Obj, Problems
from engine.sources.names import display
from engine.sources.object_rows import ObjectRows

#: Image paths as a lab's are: Japanese, decomposed Korean, a name that is not UTF-8
#: (surrogate-escaped), upper case before lower (code point order), one past the BMP.
PATHS = ["/d/b.png", "/d/B.png", "/d/写真/猫.jpg", "/d/\u1100\u1161.jpg", "/d/x\udce9.jpg",
         "/d/a b.png", "/d/😀.png", "/d/a.png", "/d/ä.png"]


def _rows(n: int, seed: int = 0) -> list[tuple[str, str, str, str]]:
    rnd = random.Random(seed)
    return [(rnd.choice(PATHS), f"instances.json annotation {i}", rnd.choice(["cat", "", "犬"]),
             rnd.choice(["box outside the image", "partly cut away by crop: clipped"]))
            for i in range(n)]


def test_rows_past_the_limit_leave_memory_and_read_back_the_same():
    rows = _rows(1000)
    held = ObjectRows(limit=7)
    most = 0
    for r in rows:
        held.append(r)
        most = max(most, held.held)
    assert most <= 7 and held.spilled and len(held) == 1000
    assert list(held) == rows                                       # in the order added
    by_image = sorted(rows, key=lambda r: display(r[0]))            # (stable)
    assert list(held.by_image()) == by_image
    small = ObjectRows(limit=10_000)
    small.extend(rows)
    assert not small.spilled and list(small.by_image()) == by_image
    held.close()
    assert len(held) == 0 and not held.spilled


def test_the_limit_comes_from_the_environment(monkeypatch):
    assert ObjectRows().limit == object_rows.IN_MEMORY
    monkeypatch.setenv("TFRS_OBJECT_ROWS_IN_MEMORY", "3")
    assert ObjectRows().limit == 3
    monkeypatch.setenv("TFRS_OBJECT_ROWS_IN_MEMORY", "no")
    assert ObjectRows().limit == object_rows.IN_MEMORY


def test_a_scans_problems_hold_few_rows_and_pickle_whole(monkeypatch):
    import pickle
    monkeypatch.setattr(object_rows, "IN_MEMORY", 5)
    problems = Problems()
    for path, where, cls, why in _rows(200, seed=1):
        problems.add(path, f"{where}: {why}", why, where, cls, why)
    assert problems.objects.held < 5 and len(problems.objects) == 200
    copy = pickle.loads(pickle.dumps(problems))
    assert list(copy.objects) == list(problems.objects)


def _scan_and_shards(n_images: int, limit: int, monkeypatch):
    """A scan that found objects of every image and shards whose workers dropped more."""
    monkeypatch.setattr(object_rows, "IN_MEMORY", limit)
    problems = Problems()
    found = _rows(n_images * 3, seed=2)
    for path, where, cls, why in found:
        problems.add(path, why, why, where, cls, why)
    objs = tuple(Obj(1, 2, 3, 4, 0, "cat", where=f"a.json annotation {i}") for i in range(3))
    samples = [SimpleNamespace(path=p, ann=SimpleNamespace(objects=objs)) for p in PATHS]
    specs = [SimpleNamespace(filename=f"s{k}", samples=samples[k::2]) for k in range(2)]
    finished = {}
    for spec in specs:
        listed = [(p, i, "partly cut away by crop: clipped")
                  for p in range(len(spec.samples)) for i in range(3)]
        finished[spec.filename] = {"dropped_objects": object_list.pack(listed),
                                   "dropped": {"partly cut away by crop: clipped":
                                               len(listed)}}
    return SimpleNamespace(problems=problems), specs, finished


@pytest.mark.parametrize("kept", [None, PATHS[:4]])
def test_objects_csv_is_the_same_bytes_when_its_rows_spill(kept, monkeypatch, tmp_path):
    """objects.csv of rows held in memory, and of the same rows spilled to disk (the scan's
    and the workers' alike, never more than the limit held), byte for byte; each image's
    rows in their order, the scan's before the workers'."""
    scan, specs, finished = _scan_and_shards(40, 10**6, monkeypatch)
    (tmp_path / "mem").mkdir()
    n = object_list.write(str(tmp_path / "mem"),
                          object_list.rows(scan, specs, finished, kept))
    scan, specs, finished = _scan_and_shards(40, 4, monkeypatch)
    assert scan.problems.objects.spilled
    most = []
    real_append = ObjectRows.append

    def append(self, row):
        real_append(self, row)
        most.append(self.held)
    monkeypatch.setattr(ObjectRows, "append", append)
    (tmp_path / "disk").mkdir()
    assert object_list.write(str(tmp_path / "disk"),
                             object_list.rows(scan, specs, finished, kept)) == n > 0
    assert max(most) <= 4
    mem = (tmp_path / "mem" / object_list.OBJECTS).read_bytes()
    assert (tmp_path / "disk" / object_list.OBJECTS).read_bytes() == mem
    listed = list(object_list.read(str(tmp_path / "disk" / object_list.OBJECTS)))
    assert len(listed) == n and [r[0] for r in listed] == sorted(r[0] for r in listed)
    first = [r for r in listed if r[0] == display(PATHS[0])]
    assert first[-1][3] == "partly cut away by crop: clipped"      # the workers' last
    assert first[0][2].startswith("instances.json")                 # the scan's first


def test_no_rows_no_file(tmp_path):
    (tmp_path / object_list.OBJECTS).write_text("image,class,object,reason\n")
    assert object_list.write(str(tmp_path), iter(())) == 0
    assert not (tmp_path / object_list.OBJECTS).exists()


def test_a_spreadsheet_reads_its_korean_right(tmp_path):
    """The Summary's "Open objects.csv" opens it in the spreadsheet, and Excel on a Korean
    Windows read a file without a byte-order mark in CP949: 세포 and 이미지/현미경_021.jpg
    garbled. It begins with one; the engine and the window read it, and an older
    engine's without one, alike."""
    row = ("/d/이미지/현미경_021.jpg", "세포", "instances.json annotation 725",
           "box outside the image")
    assert object_list.write(str(tmp_path), iter([row])) == 1
    data = (tmp_path / object_list.OBJECTS).read_bytes()
    assert data.startswith(b"\xef\xbb\xbfimage,class,object,reason\n"), data[:40]
    assert list(object_list.read(str(tmp_path / object_list.OBJECTS))) == [row]
    (tmp_path / object_list.OBJECTS).write_bytes(data[3:])   # (0.3.10's)
    assert list(object_list.read(str(tmp_path / object_list.OBJECTS))) == [row]
