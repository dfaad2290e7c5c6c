"""Label files saved by Windows Notepad on Japanese or Korean Windows: its "ANSI" (Shift-JIS,
cp932; EUC-KR, cp949), UTF-8 with a byte-order mark, or its "Unicode" (UTF-16 LE with a
byte-order mark). Every reader's files were read as UTF-8 only, and "猫" came out "�L" in
the class table, labels.txt and the records' class text. They are read by the table's
rule (engine.sources.label_text), the reading said in a notice; a file no reading tells
apart is set aside with what to do, never read with U+FFFD in its names."""

from __future__ import annotations

import json
import os
import re

import pytest

from engine import errors
from engine.reason_codes import describe
from tests.engine import annotated_data as A
from tests.engine import annotated_exports as X
from tests.engine.annotation_scan import reasons, scan

JA = {"cat": "猫", "dog": "犬", "bird": "小鳥"}
KO = {"cat": "고양이", "dog": "개", "bird": "새"}
#: (how the file is saved, its names, the reading the notice says: None for UTF-8)
SAVED = [("cp932", JA, "Shift-JIS (cp932)"), ("cp949", KO, "EUC-KR (cp949)"),
         ("utf-8-sig", JA, None), ("utf-16-le-bom", KO, "UTF-16")]
IDS = ["shift-jis", "euc-kr", "utf-8-bom", "utf-16-le"]
#: bytes no encoding reads as its language's text (invalid UTF-8, cp932 and cp949 alike)
NOT_TEXT = b"\x80\xff\xfe\x81\n"


def encoded(text: str, saved: str) -> bytes:
    if saved == "utf-16-le-bom":
        return b"\xff\xfe" + text.encode("utf-16-le")
    return text.encode(saved)


def resave(path: str, saved: str, names: dict[str, str], declaration: str = "") -> None:
    """The file at ``path`` with its class names in another language, saved as ``saved``
    (an XML declaration dropped, or replaced by ``declaration``)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r"\b(cat|dog|bird)\b", lambda m: names[m.group(1)], text)
    text = declaration + re.sub(r"\A<\?xml[^>]*\?>\s*", "", text)
    with open(path, "wb") as f:
        f.write(encoded(text.replace("\n", "\r\n"), saved))


def read_as(r) -> list[tuple[str, dict]]:
    return [describe(n) for n in r.notices if describe(n)[0] in (
        "csv.encoding", "ann.files_encoding")]


def assert_read(r, names: dict[str, str], notice: str | None, file: str) -> None:
    assert r.rejected == [], reasons(r)
    assert r.labels == [names[n] for n in A.ORDER], r.labels
    texts = {o.text for s in r.samples for o in s.ann.objects}
    assert texts == set(names.values()), texts
    assert read_as(r) == ([] if notice is None else [
        ("csv.encoding", {"file": file, "encoding": notice})]), r.notices


@pytest.mark.parametrize(("saved", "names", "notice"), SAVED, ids=IDS)
@pytest.mark.parametrize("file", ["classes.txt", "obj.names", "data.yaml"])
def test_yolo_class_names_saved_by_notepad(tmp_path, saved, names, notice, file):
    root = str(tmp_path / "yolo")
    if file == "classes.txt":
        X.make_labelimg_yolo(root)
    elif file == "obj.names":
        X.make_cvat_yolo(root)
    else:
        A.make_yolo(root)
    resave(os.path.join(root, file), saved, names)
    assert_read(scan(root), names, notice, file)


@pytest.mark.parametrize(("saved", "names", "notice"), SAVED, ids=IDS)
def test_voc_xml_without_a_declaration_saved_by_notepad(tmp_path, saved, names, notice):
    """LabelImg writes UTF-8 without an XML declaration; the same file edited in Notepad
    and saved as "ANSI" was "malformed XML … not well-formed (invalid token)" and its image
    set aside. Read by the table's rule, one notice for all of them."""
    root = A.make_voc(str(tmp_path / "voc"))
    folder = os.path.join(root, "Annotations")
    xmls = sorted(os.listdir(folder))
    for n in xmls:
        resave(os.path.join(folder, n), saved, names)
    r = scan(root)
    assert r.rejected == [], reasons(r)
    assert r.labels == sorted(names.values()), r.labels   # (VOC's: in name order)
    assert read_as(r) == ([] if notice is None else [("ann.files_encoding", {
        "file": xmls[0], "n": str(len(xmls) - 1), "encoding": notice})]), r.notices


def test_voc_xml_follows_its_declaration(tmp_path):
    """A declared encoding is the file's: Shift_JIS declared was refused ("multi-byte
    encodings are not supported", the parser's); UTF-8 declared over Shift-JIS bytes is
    malformed, not guessed."""
    root = A.make_voc(str(tmp_path / "voc"))
    folder = os.path.join(root, "Annotations")
    resave(os.path.join(folder, "a.xml"), "cp932", JA,
           '<?xml version="1.0" encoding="Shift_JIS"?>\n')
    resave(os.path.join(folder, "b.xml"), "cp932", JA,
           '<?xml version="1.0" encoding="UTF-8"?>\n')
    resave(os.path.join(folder, "c.xml"), "cp949", KO,   # (Korean bytes: no Shift_JIS)
           '<?xml version="1.0" encoding="Shift_JIS"?>\n')
    r = scan(root)
    why = reasons(r)
    assert sorted(why) == ["b.png", "c.jpg"] and why["b.png"].startswith(
        "malformed XML in b.xml at line 2"), why
    assert describe(why["c.jpg"]) == ("ann.xml_malformed", {
        "file": "c.xml", "line": "1", "column": "1", "detail": "its bytes on line 2 are not "
        "Shift_JIS, the encoding its first line declares"}), why["c.jpg"]
    a = next(s for s in r.samples if s.path.endswith("a.jpg"))
    assert [o.text for o in a.ann.objects] == ["猫", "犬"]
    assert read_as(r) == []


@pytest.mark.parametrize(("saved", "names", "notice"), SAVED, ids=IDS)
def test_cvat_xml_without_a_declaration_saved_by_notepad(tmp_path, saved, names, notice):
    root = X.make_cvat_xml(str(tmp_path / "cvat"))
    resave(os.path.join(root, "annotations.xml"), saved, names)
    r = scan(root)
    assert r.labels == [names[n] for n in A.ORDER], r.labels
    assert read_as(r) == ([] if notice is None else [
        ("csv.encoding", {"file": "annotations.xml", "encoding": notice})]), r.notices


@pytest.mark.parametrize(("saved", "names", "notice"), SAVED, ids=IDS)
def test_coco_json_saved_by_notepad(tmp_path, saved, names, notice):
    root = str(tmp_path / "coco")
    path = A.make_coco(root)
    resave(path, saved, names)
    assert_read(scan(root), names, notice, "instances_train.json")


@pytest.mark.parametrize(("saved", "names", "notice"), SAVED, ids=IDS)
@pytest.mark.parametrize("file", ["classes.txt", "labelmap.txt"])
def test_mask_folder_class_names_saved_by_notepad(tmp_path, saved, names, notice, file):
    root = str(tmp_path / "masks")
    if file == "classes.txt":
        A.make_masks(root)
    else:   # CVAT's "Segmentation mask" export, its masks painted by labelmap.txt's colours
        X.make_cvat_masks(root)
    resave(os.path.join(root, file), saved, names)
    r = scan(root)
    assert r.labels[1:] == [names[n] for n in A.ORDER], r.labels
    assert read_as(r) == ([] if notice is None else [
        ("csv.encoding", {"file": file, "encoding": notice})]), r.notices


@pytest.mark.parametrize(("saved", "names", "notice"), SAVED, ids=IDS)
def test_split_lists_naming_images_in_japanese_or_korean(tmp_path, saved, names, notice):
    """ImageSets/Main/val.txt in Notepad's "ANSI": its image names (Japanese) named no
    image read as UTF-8, and those images lost their split without a word."""
    root = A.make_voc(str(tmp_path / "voc"))
    os.rename(os.path.join(root, "JPEGImages", "b.png"),
              os.path.join(root, "JPEGImages", f"{names['cat']}.png"))
    os.rename(os.path.join(root, "Annotations", "b.xml"),
              os.path.join(root, "Annotations", f"{names['cat']}.xml"))
    xml = os.path.join(root, "Annotations", f"{names['cat']}.xml")
    with open(xml, encoding="utf-8") as f:
        text = f.read().replace("b.png", f"{names['cat']}.png")
    with open(xml, "w", encoding="utf-8") as f:
        f.write(text)
    lists = os.path.join(root, "ImageSets", "Main")
    os.makedirs(lists)
    with open(os.path.join(lists, "val.txt"), "wb") as f:
        f.write(encoded(f"{names['cat']}\r\n", saved))
    r = scan(root)
    split = {os.path.basename(s.path): s.split for s in r.samples}
    assert split[f"{names['cat']}.png"] == "val", split
    assert read_as(r) == ([] if notice is None else [
        ("csv.encoding", {"file": "ImageSets/Main/val.txt", "encoding": notice})]), r.notices


@pytest.mark.parametrize("saved", ["utf-8-sig", "utf-16-le-bom"])
def test_yolo_label_files_saved_by_notepad_keep_their_boxes(tmp_path, saved):
    """A label file saved as "UTF-8 with BOM" or "Unicode": its first line was "not
    numbers", or every line was (UTF-16), and the image set aside."""
    root = X.make_labelimg_yolo(str(tmp_path / "yolo"))
    for n in ("a.txt", "b.txt"):
        resave(os.path.join(root, n), saved, {})
    r = scan(root)
    assert r.rejected == [], reasons(r)
    assert sum(len(s.ann.objects) for s in r.samples) == 6
    expected = [] if saved == "utf-8-sig" else [
        ("ann.files_encoding", {"file": "a.txt", "n": "1", "encoding": "UTF-16"})]
    assert read_as(r) == expected, r.notices


def test_a_label_file_no_encoding_reads_is_named_with_what_to_do(tmp_path):
    """Bytes neither UTF-8 nor Japanese or Korean Windows' text: names with U+FFFD were
    written to labels.txt in silence. The file is set aside with what to do; the scan
    goes on (the classes numbered, the image of an unreadable label file skipped)."""
    root = X.make_labelimg_yolo(str(tmp_path / "yolo"))
    with open(os.path.join(root, "classes.txt"), "wb") as f:
        f.write(NOT_TEXT)
    with open(os.path.join(root, "b.txt"), "wb") as f:
        f.write(b"0 0.5 0.5 0.1 0.1\n" + NOT_TEXT)
    r = scan(root)
    why = reasons(r)
    assert describe(why["classes.txt"]) == ("ann.not_text", {"file": "classes.txt"})
    assert describe(why["b.png"]) == ("ann.not_text", {"file": "b.txt"})
    assert "Save it as UTF-8" in why["classes.txt"]
    assert not any("\ufffd" in label for label in r.labels), r.labels
    masks = A.make_masks(str(tmp_path / "masks"))
    with open(os.path.join(masks, "classes.txt"), "wb") as f:
        f.write(NOT_TEXT)
    r = scan(masks)
    assert describe(reasons(r)["classes.txt"]) == ("ann.not_text", {"file": "classes.txt"})
    assert r.labels == ["0", "1", "2", "3"] and len(r.samples) == 4, (r.labels, reasons(r))
    voc = A.make_voc(str(tmp_path / "voc"))
    with open(os.path.join(voc, "Annotations", "a.xml"), "r+b") as f:
        xml = f.read().replace(b"<name>cat</name>", b"<name>" + NOT_TEXT + b"</name>")
        f.seek(0)
        f.write(xml)
    assert describe(reasons(scan(voc))["a.jpg"]) == ("ann.not_text", {"file": "a.xml"})
    # the only annotation file of a source: refused as a whole, named, not a crash
    cvat = X.make_cvat_xml(str(tmp_path / "cvat"))
    with open(os.path.join(cvat, "annotations.xml"), "r+b") as f:
        xml = f.read().replace(b'<?xml version="1.0" encoding="utf-8"?>\n', b"")
        f.seek(0)
        f.write(xml.replace(b"<name>cat</name>", b"<name>" + NOT_TEXT + b"</name>"))
        f.truncate()
    with pytest.raises(errors.SourceError) as e:
        scan(cvat)
    assert describe(str(e.value)) == (
        "ann.not_text", {"file": os.path.join(cvat, "annotations.xml")})
    coco = str(tmp_path / "coco")
    path = A.make_coco(coco)
    with open(path, "rb") as f:
        data = json.loads(f.read())
    data["categories"][0]["name"] = "\x00"
    with open(path, "wb") as f:
        f.write(json.dumps(data).encode().replace(b"\\u0000", NOT_TEXT))
    with pytest.raises(errors.SourceError) as e:
        scan(coco)
    assert describe(str(e.value))[0] == "ann.not_text", str(e.value)


def test_the_records_hold_the_names_a_shift_jis_classes_txt_gives(tmp_path):
    """What reaches the dataset: labels.txt and image/object/class/text held "�L" for 猫
    read from LabelImg's classes.txt saved by Notepad as "ANSI" on Japanese Windows."""
    import tensorflow as tf

    from tests.engine.annotated_records import convert, records
    root = X.make_labelimg_yolo(str(tmp_path / "yolo"))
    resave(os.path.join(root, "classes.txt"), "cp932", JA)
    out = str(tmp_path / "out")
    convert(root, out, "stretch")
    with open(os.path.join(out, "labels.txt"), encoding="utf-8") as f:
        assert f.read().split() == [JA[n] for n in A.ORDER]
    texts = {t.decode() for r in records(out, {
        "image/object/class/text": tf.io.VarLenFeature(tf.string)})
        for t in r["image/object/class/text"]}
    assert texts == set(JA.values()), texts


def test_a_cvat_export_declaring_utf8_is_streamed_not_read_whole(tmp_path, monkeypatch):
    """CVAT writes <?xml version="1.0" encoding="utf-8"?>: such an export (hundreds of MB
    for a project) was read whole into memory only to find the parser reads it itself;
    it is given to the streaming parser as its path, and one declaring Shift_JIS is
    still read as Shift_JIS."""
    from engine.sources import label_text
    path = tmp_path / "annotations.xml"
    path.write_bytes(b'<?xml version="1.0" encoding="utf-8"?>\n<annotations>'
                     + b"<image/>" * 1000 + b"</annotations>")
    reads: list[int] = []

    class Counted:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def read(self, n=-1):
            reads.append(n)
            return self.f.read(n)

        def seek(self, n):
            return self.f.seek(n)

    monkeypatch.setattr(label_text, "_PIECE", 64)
    real = label_text.open_input   # (a user's file is opened by engine.regular_files)
    monkeypatch.setattr(label_text, "open_input", lambda p: Counted(real(p)))
    assert label_text.xml_source(str(path), "annotations.xml") == (str(path), None)
    assert reads and all(n == 64 for n in reads), reads
    monkeypatch.undo()
    path.write_bytes('<?xml version="1.0" encoding="Shift_JIS"?>\n<a>猫</a>'.encode("cp932"))
    xml, read_as = label_text.xml_source(str(path), "annotations.xml")
    assert not isinstance(xml, str) and xml.read().endswith("<a>猫</a>") and read_as is None


def test_xml_declaring_a_codec_that_is_no_text_encoding_is_named(tmp_path):
    """<?xml encoding="hex"?> (a codec Python has, but not of text): the CVAT scan ended
    with an internal error (LookupError) where it names the file; VOC set it aside."""
    root = X.make_cvat_xml(str(tmp_path / "cvat"))
    path = os.path.join(root, "annotations.xml")
    resave(path, "utf-8", {"cat": "cat", "dog": "dog", "bird": "bird"},
           '<?xml version="1.0" encoding="hex"?>\n')
    with pytest.raises(errors.SourceError) as e:
        scan(root)
    assert "annotations.xml" in str(e.value)


@pytest.mark.parametrize("saved", ["utf-8-sig", "utf-16-le-bom"])
def test_a_label_file_saved_by_notepad_whose_image_is_gone_is_listed(tmp_path, saved):
    """Beside the images (LabelImg), a .txt is an orphaned label file when its first line is
    a YOLO line: one saved as "Unicode" (UTF-16) or "UTF-8 with BOM", which the scan reads
    as labels, was taken for a README and its boxes went without a word."""
    root = X.make_labelimg_yolo(str(tmp_path / "yolo"))
    os.remove(os.path.join(root, "a.jpg"))
    resave(os.path.join(root, "a.txt"), saved, {})
    with open(os.path.join(root, "notes.txt"), "wb") as f:   # (no label file: not listed)
        f.write(encoded("画像は 3 枚\r\n", saved))
    r = scan(root)
    assert [(os.path.basename(x.path), describe(x.reason)[0]) for x in r.rejected] == [
        ("a.txt", "ann.label_without_image")], reasons(r)


def test_a_label_file_opening_with_a_blank_line_whose_image_is_gone_is_listed(tmp_path):
    """The scan reads a label file past its blank lines, but beside the images only its
    first line told an orphaned label file from a README: one opening with a blank line
    went without a word (the GUI's File…, which now asks this rule, took it for labels)."""
    root = X.make_labelimg_yolo(str(tmp_path / "yolo"))
    os.remove(os.path.join(root, "a.jpg"))
    with open(os.path.join(root, "a.txt"), "w") as f:
        f.write("\n0 0.5 0.5 0.2 0.2\n")
    r = scan(root)
    assert [(os.path.basename(x.path), describe(x.reason)[0]) for x in r.rejected] == [
        ("a.txt", "ann.label_without_image")], reasons(r)


def test_an_export_is_recognised_by_its_ends_in_utf16_either_way(tmp_path):
    """annotation_files.ends, the one rule by which COCO's JSON (its first and last 64 KiB)
    and the XML exports (their first 4 KiB) are recognised: UTF-16 of either byte order
    read as UTF-8, a character cut at either end left out, the byte-order mark none."""
    from engine.sources.annotation_files import ends, head
    for bom, codec in ((b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")):
        path = tmp_path / f"{codec}.json"
        path.write_bytes(bom + "abcdefghijklmnop".encode(codec))
        assert ends(str(path), 10, 7) == (b"abcd", b"nop")   # (the tail cut in a character)
        assert ends(str(path), 4096, 4096) == (b"abcdefghijklmnop",) * 2
        assert head(str(path)) == b"abcdefghijklmnop"
    plain = tmp_path / "plain.json"
    plain.write_bytes(b'{"images": []}')
    assert ends(str(plain), 4, 3) == (b'{"im', b"[]}") and ends(str(plain), 4, 0)[1] == b""
    assert ends(str(tmp_path / "none.json"), 4, 4) is None
