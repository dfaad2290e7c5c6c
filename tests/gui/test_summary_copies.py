"""The Summary's Copies row after a real engine run whose source holds byte-identical
copies (one photo in two class folders, a photo copied within its folder): how many, how
many are in another split than their original and how many carry another label, as
duplicates.csv lists them; in English and in Japanese. No copies: no row. The engine's note
about them is translated in the Log like its other notes."""

from __future__ import annotations

import csv
import shutil

import pytest
from studio_fixtures import summary_of_run

from engine.output_state import DUPLICATES
from gui import engine_text
from tests.engine import imagefactory as F

OPTS = ("--split", "train=0.5,validation=0.5", "--seed", "5", "--size", "24", "--workers", "1")


def _source(root, copies: bool):
    for i in range(8):
        F.write(root / "ab"[i % 2] / f"{i:03d}.jpg",
                F.encode(F.noise(40, 40, i), "JPEG", quality=90))
    if copies:
        shutil.copy(root / "a" / "000.jpg", root / "b" / "from a.jpg")
        for k in range(3):
            shutil.copy(root / "b" / "001.jpg", root / "b" / f"001 copy {k}.jpg")
    return root


@pytest.fixture(scope="module")
def copied(tmp_path_factory):
    """(output folder, events, stderr) of a run over a source with 4 copies."""
    root = tmp_path_factory.mktemp("copies")
    out = root / "out"
    code, events, err = F.run_engine(F.engine_argv(_source(root / "src", True), out, *OPTS))
    assert code == 0, err
    return out, events, err


def _listed(out) -> tuple[int, int, int]:
    """(copies, in another split, with another label) as duplicates.csv lists them."""
    with open(out / DUPLICATES, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    return (len(rows), sum(r["split"] != r["copy_of_split"] for r in rows),
            sum(r["label"] != r["copy_of_label"] for r in rows))


def test_the_copies_row_says_what_duplicates_csv_lists(qtbot, copied):
    out, events, _ = copied
    n, splits, labels = _listed(out)
    assert n == 4 and splits > 0 and labels == 1   # the fixture shows every kind
    panel = summary_of_run(qtbot, events)
    assert panel._form.isRowVisible(panel._copies_row)
    assert panel._form.labelForField(panel.values["copies"]).text() == "Copies:"
    assert panel.values["copies"].text() == "\n".join([
        f"{n} images are byte-identical copies of other images (listed in duplicates.csv).",
        f"{splits} of them is in another split than its original: the model would be "
        "validated or tested on images it was trained on." if splits == 1 else
        f"{splits} of them are in another split than their original: the model would be "
        "validated or tested on images it was trained on.",
        f"{labels} of them has another label than its original: one picture carries two "
        "labels." if labels == 1 else
        f"{labels} of them have another label than their original: the same picture "
        "carries more than one label.",
        "Each row of duplicates.csv names a file and the older file with the same bytes: "
        "keep the one with the right label, take the other out of the source (its file, or "
        "its row in a table), and convert again."])
    panel.clear()
    assert not panel._form.isRowVisible(panel._copies_row)
    # the folder opened again later (its manifest): the same words, not only the first
    # line (re-selecting a converted folder left out "1 of them have another label")
    from engine.output_kind import read_output_state
    said = summary_of_run(qtbot, events).values["copies"].text()
    panel.show_folder(read_output_state(str(out)))
    assert panel._form.isRowVisible(panel._copies_row)
    assert panel.values["copies"].text() == said


def test_the_copies_row_in_japanese(qtbot, copied, language):
    out, events, _ = copied
    n, splits, labels = _listed(out)
    language("ja")
    panel = summary_of_run(qtbot, events)
    assert panel._form.labelForField(panel.values["copies"]).text() == "コピー:"
    assert panel.values["copies"].text() == "\n".join([
        f"{n} 枚の画像が、ほかの画像とバイト単位で同一のコピーです (一覧は duplicates.csv に"
        "あります)。",
        f"そのうち {splits} 枚は元の画像と別の分割にあります: モデルは学習に使った画像で検証または"
        "テストされることになります。",
        f"そのうち {labels} 枚は元の画像と別のラベルです: 同じ画像が 2 つのラベルを持っています。",
        "duplicates.csv の各行は、ファイルと、それと同じバイト列のより古いファイルを示します。"
        "正しいラベルの方を残し、もう一方をソースから外して (そのファイルを削除するか、"
        "表ならその行を削除して)、もう一度変換してください。"])


def test_the_engines_note_is_translated_in_the_log(copied, language):
    out, _, err = copied
    n, splits, labels = _listed(out)
    note = next(line for line in err.splitlines() if "byte-identical" in line)
    language("ja")
    assert engine_text.log_line(note) == (
        f"メモ: {n} 枚の画像が、ほかの画像とバイト単位で同一のコピーです ({out / DUPLICATES} "
        f"に一覧があります)。元の画像と別の分割にあるもの: {splits}、別のラベルのもの: {labels}")


def test_no_copies_no_row(qtbot, tmp_path):
    out = tmp_path / "out"
    code, events, err = F.run_engine(F.engine_argv(_source(tmp_path / "src", False), out,
                                                   *OPTS))
    assert code == 0, err
    assert not (out / DUPLICATES).exists()
    panel = summary_of_run(qtbot, events)
    assert F.types(events, "run_finished")[-1]["summary"]["duplicates"] == 0
    assert not panel._form.isRowVisible(panel._copies_row)
    assert panel.values["copies"].text() == "—"


def test_the_copies_advice_fits_the_task(qapp):
    # "keep the one with the right label" under a mask dataset, whose copies are the same
    # photo with possibly different masks (walk): the advice is the task's
    from gui.widgets.summary_text import copies_text
    masks = copies_text(5, task="segmentation").splitlines()[-1]
    assert "right label" not in masks and "mask" in masks, masks
    boxes = copies_text(5, task="detection").splitlines()[-1]
    assert "right label" not in boxes and "annotations" in boxes, boxes
    assert "right label" in copies_text(5, task="classification").splitlines()[-1]
    assert copies_text(5, task="segmentation") != copies_text(5, task="detection")


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_the_copies_row_counts_no_labels_it_does_not_know(qapp, language, lang):
    """One picture in three class folders: two copies with another label than their
    original, and the picture carries three labels; the row said "two". Only one copy with
    another label makes exactly two."""
    from gui.widgets.summary_text import copies_text
    if lang != "en":
        language(lang)
    many = copies_text(2, other_label=2).splitlines()[-2]
    assert not any(w in many for w in ("two labels", "2 つ", "두 개")), many
    assert any(w in many for w in ("more than one label", "複数", "여러 개")), many
    one = copies_text(1, other_label=1).splitlines()[-2]
    assert any(w in one for w in ("two labels", "2 つ", "두 개")), one
