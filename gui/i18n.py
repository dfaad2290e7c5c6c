"""Languages of the window: loading translations, the language setting, and the one
command that refreshes the translation files.

Translations are Qt ``.ts`` files in resources/i18n (sources, committed) compiled to
``.qm`` files (build outputs) by ``python -m gui.i18n build`` (the set-up runs it).

    python -m gui.i18n update   # after GUI strings changed: lupdate all .ts, then build
    python -m gui.i18n build    # compile .ts -> .qm (pyside6-lrelease)
    python -m gui.i18n check    # list unfinished translations and placeholder mistakes

The commands themselves are gui.i18n_catalog's (their names importable here too); this
module loads the catalogues and writes numbers, dates and sentences in the window's
language. To add a language, see docs/translating.md.
"""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from pathlib import Path

from gui import package_data
from gui.i18n_catalog import (  # noqa: F401 (re-exported: `python -m gui.i18n`, the tests)
    build,
    main,
    marked_strings,
    placeholders,
    problems,
    sources,
    update,
)

ROOT = Path(__file__).resolve().parent.parent
# Installed, the compiled catalogues ship in the wheel (the set-up builds them before the
# wheel is made); in a checkout this is resources/i18n.
I18N_DIR = package_data.resource("i18n")
CATALOG = "tfrecord_studio"
# code -> the language's own name, as the View -> Language menu shows it.
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語", "ko": "한국어"}
TRANSLATED = [code for code in LANGUAGES if code != "en"]

_installed: list = []
_current = "en"
# bumped by every install(): what was translated before may read otherwise now
# (gui.engine_text keeps its table of ~700 sentences for one generation)
_generation = 0


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Qt's marker of a text translated elsewhere (in ``context``): the text as it is. Ours,
    not PySide6's, so that importing this module loads no Qt (gui.run_model is Qt-free)."""
    return text


# Words of Qt's own file dialog that Qt's Japanese and Korean files lack (Qt 6 gave its
# labels mnemonics, "&Look in:"; the Type column's "Folder", "txt File"): a walk saw them
# in English. And words Qt's files say otherwise than the window: "New Folder" was
# 新しいフォルダ, "Directory:" and "Directories" ディレクトリ (and 디렉터리) beside our フォルダー
# (폴더). Ours has them, and Qt asks it before its own (install); a word Qt asks for with
# a disambiguation ("Folder", "All other platforms") is found without one.
QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),          # the context menu
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),    # the tool button's tip
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),           # the folder it makes
    QT_TRANSLATE_NOOP("QFileDialog", "Directory:"),           # a folder dialog's label
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    # a folder dialog's "Files of type" (ファイルの種類: ディレクトリ) and default title
    QT_TRANSLATE_NOOP("QFileDialog", "Directories"),
    QT_TRANSLATE_NOOP("QFileDialog", "Find Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),   # (read out)
    QT_TRANSLATE_NOOP("QFileDialog", "%1\nDirectory not found.\nPlease verify the correct "
                                     "directory name was given."),
    QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory."),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)


def ts_path(lang: str) -> Path:
    return I18N_DIR / f"{CATALOG}_{lang}.ts"


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"{CATALOG}_{lang}.qm"


def system_language() -> str:
    """The language of the system locale if we have it, else English."""
    from PySide6.QtCore import QLocale
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(setting: str) -> str:
    """The language to use for the ``ui/language`` setting ("" = follow the system)."""
    return setting if setting in LANGUAGES else system_language()


def current() -> str:
    return _current


def generation() -> int:
    """How many times the translations were installed: a cache of translated text is
    good while this stays the same."""
    return _generation


def install(app, lang: str) -> bool:
    """Load `lang`'s translations (ours and Qt's own) into `app` and make it the default
    locale for numbers and dates. Returns False when our translation file is missing."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
    global _current, _generation
    _generation += 1
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    lang = lang if lang in LANGUAGES else "en"
    _current = lang
    QLocale.setDefault(QLocale(lang if lang != "en" else "en_US"))
    if lang == "en":
        return True
    # Qt asks the translator installed last first: ours, then Qt's own (QT_WORDS)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    ours = QTranslator(app)
    qm = _fresh_qm(lang)
    if qm is None or not ours.load(str(qm)):
        return False
    app.installTranslator(ours)
    _installed.append(ours)
    return True


def translate_in(lang: str, context: str, text: str) -> str:
    """`text` (of `context`) in `lang`, whatever the window's language: the language
    question speaks the new language too, for a user who cannot read the current one."""
    t = _translator(lang) if lang in LANGUAGES and lang != "en" else None
    return (t.translate(context, text) or text) if t is not None else text


@functools.cache
def _translator(lang: str):
    """`lang`'s translations, loaded once, not installed (QTranslator or None)."""
    from PySide6.QtCore import QTranslator
    t = QTranslator()
    qm = _fresh_qm(lang)
    return t if qm is not None and t.load(str(qm)) else None


def _fresh_qm(lang: str) -> Path | None:
    """The compiled file, built first when it is missing or older than its source (a
    checkout that skipped the set-up still shows its language)."""
    qm, ts = qm_path(lang), ts_path(lang)
    # never written inside an installation: there the wheel's own .qm is used as shipped
    stale = ts.exists() and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime)
    if stale and package_data.is_source_checkout():
        try:
            build([lang])
        except (OSError, subprocess.CalledProcessError):
            pass
    return qm if qm.exists() else None


def number(n: float) -> str:
    """An integer in the window's locale (digit grouping: 12,345)."""
    from PySide6.QtCore import QLocale
    value = int(n)
    if -(1 << 63) <= value < 1 << 63:
        return QLocale().toString(value)
    return QLocale().toString(float(value), "f", 0)   # (a damaged record's count)


def plural(count: float, one: str, many: str) -> str:
    """Of two whole translated strings, the English form for a count: `one` when it is 1
    ("1 record"), else `many` ("0 records", "3 records"). Pass both as tr() calls, so that
    both are translated (languages without a plural translate them alike); never "(s)",
    never Qt's %n numerus (docs/translating.md)."""
    return one if count == 1 else many


def decimal(x: float, digits: int = 1) -> str:
    """A decimal number in the window's locale."""
    from PySide6.QtCore import QLocale
    return QLocale().toString(float(x), "f", digits)


_ENGLISH_NUMBER = re.compile(r"(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?")


def localized(text: str) -> str:
    """A number a Qt-free module wrote in English ("10,000", "12.5": engine.codecs.scan_checks,
    gui.unpack) in the window's locale, as number() and decimal() write it; any other text,
    or a number inside other text, as it is."""
    m = _ENGLISH_NUMBER.fullmatch(text)
    if m is None:
        return text
    whole = int(m.group(1).replace(",", ""))
    return decimal(float(text.replace(",", "")), len(m.group(2))) if m.group(2) else \
        number(whole)


# Japanese puts no space between sentences: "…です。次…", not "…です。 次…"
_FULL_STOPS = ("。", "！", "？")
_CLOSERS = "」』）】"


def sentences(*parts: str) -> str:
    """Sentences (or a sentence and its aside) one after another, as the language writes
    them: a space between two, none after a full-width 。！？ (also in a closing bracket or
    an HTML tag: "…です。」", "<b>…です。</b>"). Empty parts are left out."""
    out = ""
    for part in filter(None, parts):
        bare = re.sub(r"(<[^<>]*>)+$", "", out).rstrip(_CLOSERS)
        out += part if not out or bare.endswith(_FULL_STOPS) else " " + part
    return out


def date_time(when) -> str:
    """A QDateTime in the window's locale, its short form with the year in full
    ("11/30/2026 4:40 PM", "2026/11/30 16:40", "2026. 11. 30. 오후 4:40"): the short form's
    two-digit year ("26. 11. 30.") reads as a day or month next to them."""
    from PySide6.QtCore import QLocale
    locale = QLocale()   # (without a system locale, C's short form read "5 12 2026 23:29")
    return when.toString("yyyy-MM-dd HH:mm") if locale.language() == QLocale.Language.C else \
        locale.toString(when, full_year(locale.dateTimeFormat(QLocale.FormatType.ShortFormat)))


def full_year(fmt: str) -> str:
    """A Qt date format with its two-digit year ("yy") made four ("yyyy"); quoted text
    ('...', where '' is a quote) is left as it is."""
    parts = fmt.split("'")   # even parts are format, odd ones quoted text
    return "'".join(re.sub(r"(?<!y)yy(?!y)", "yyyy", part) if i % 2 == 0 else part
                    for i, part in enumerate(parts))


if __name__ == "__main__":
    sys.exit(main())
