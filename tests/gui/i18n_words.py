"""What the language tests (tests/gui/test_i18n*.py) share: the translated languages,
English words left in a text, the window at 1366x768, and sentences the engine really
writes. A plain module, as studio_fixtures is (tests/gui is not a package)."""

from __future__ import annotations

import re

from gui import i18n

LANGS = i18n.TRANSLATED
#: Words that stay as they are in every language: names, formats, units, option names.
KEEP = {
    "TFRecord", "Studio", "TensorFlow", "JPEG", "PNG", "RGB", "CSV", "TSV", "GIF", "WebP",
    "MiB", "KiB", "MB", "GB", "Ctrl", "Return", "Esc", "English", "tfrecord", "train",
    "val", "test", "dataset_info", "json", "labels", "txt", "rejected", "csv", "GZIP",
    "ZLIB", "raw", "DataLossError",  # the name of TensorFlow's error, said as it is
}


def make_window(qtbot, settings):
    """The main window at 1366x768, shown (in the language installed now), its first scan
    settled (window_steps.settled)."""
    from window_steps import settled

    from gui.main_window import MainWindow
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w, timeout=60_000)
    return settled(qtbot, w)


def english_words(text: str) -> list[str]:
    """English words in ``text`` (markup and paths aside) that are not in KEEP."""
    text = re.sub(r"<[^>]+>", " ", text)                # markup
    text = re.sub(r"(?:[A-Za-z]:)?[/\\][^\s)]*", " ", text)  # paths
    words = re.findall(r"[A-Za-z][A-Za-z_]{2,}", text)
    return [w for w in words if w not in KEEP]


def engine_sentences():
    """Sentences the engine really writes today (tune, bottleneck, hardening)."""
    from engine.commands.tune import limit_sentence
    from engine.commands.tune_decide import decide
    from engine.run.bottleneck import Limit, diagnose
    from engine.sources.discover import folder_problem
    from engine.sources.names import label_problem
    trials = [
        [(1, 100), (1, 101)],
        [(1, 100), (1, 102), (2, 190), (2, 195), (3, 300), (3, 305)],
        [(1, 400), (1, 410), (2, 200), (2, 210)],
        [(1, 300), (1, 305), (2, 302), (2, 310), (3, 301), (3, 309)],
        [(1, 100), (1, 101), (2, 300), (2, 305), (3, 303), (3, 299), (4, 301)],
        [(1, 100), (1, 300), (2, 100), (2, 330), (3, 310), (3, 320)],
        [(1, 128), (1, 226), (2, 113), (2, 149)],   # fewer fastest, ranges overlapping
        [(1, 300), (1, 320), (2, 200), (2, 330), (3, 150), (3, 318)],
        [(2, 300), (2, 320), (1, 200), (1, 330), (3, 150), (3, 318)],
        [],
    ]
    out = [decide(t, total, cluster).reason for t in trials for total in (0, 12345)
           for cluster in (False, True)]   # (of a Dask cluster's workers too)
    out += [diagnose([0.95, 0.96], 0.3, 0.05, cores=c).sentence for c in (4, 2)]
    out += [limit_sentence(Limit(kind, 3, 0.95, 0.3, 0.7, cores)) for cores in (4, 2)
            for kind in ("writing", "reading", "decoding", "")]
    out += [limit_sentence(Limit("decoding", n, 0.95, 0.3, 0.7, 4, cluster=True))
            for n in (1, 3, 4)]   # (of a Dask cluster's workers: more of them, or all)
    out += [folder_problem(PermissionError(13, "Permission denied")),
            folder_problem(OSError(5, "Input/output error")),
            label_problem("a\nb"), label_problem("  ")]
    # a mask's values or colours of no class: of a list of two ("0 and 1"), and of a mask
    # with many (anti-aliased, or saved as JPEG: how to save it)
    from engine.sources.mask_classes import colour_problem, value_problem
    out += [value_problem(set(range(n)), k, "/s/masks/a.png")
            for n, k in ((3, 2), (4, 2), (40, 2), (40, 1), (40, 5))]
    out += [colour_problem(list(range(1, n)), "/s/masks/a.png") for n in (3, 40)]
    return out
