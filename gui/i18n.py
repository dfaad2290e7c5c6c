"""Languages of the window: loading translations, the language setting, and the one
command that refreshes the translation files.

Translations are Qt ``.ts`` files in resources/i18n (sources, committed) compiled to
``.qm`` files (build outputs) by ``python -m gui.i18n build`` (the set-up runs it).

    python -m gui.i18n update   # after GUI strings changed: lupdate all .ts, then build
    python -m gui.i18n build    # compile .ts -> .qm (pyside6-lrelease)
    python -m gui.i18n check    # list unfinished translations and placeholder mistakes

To add a language, see docs/translating.md.
"""

from __future__ import annotations

import ast
import functools
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from gui import package_data

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


def install(app, lang: str) -> bool:
    """Load `lang`'s translations (ours and Qt's own) into `app` and make it the default
    locale for numbers and dates. Returns False when our translation file is missing."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
    global _current
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


# ---------------------------------------------------------------- tools
def _tool(name: str) -> list[str]:
    import PySide6
    exe = Path(PySide6.__file__).parent / (name + (".exe" if sys.platform == "win32" else ""))
    if exe.exists():
        return [str(exe)]
    script = Path(sys.executable).parent / f"pyside6-{name}"
    return [str(script)] if script.exists() else [f"pyside6-{name}"]


def sources() -> list[str]:
    """Every Python file of the window (lupdate reads the tr() calls in them)."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


# Marker functions that return their text untranslated; the caller translates it later
# in this context (gui.job_rules' N_ messages are shown with translate("Job", ...);
# gui.language_menu's LM_ ones in two languages with translate("LanguageMenu", ...);
# gui.unpack's U_ ones with translate("Unpack", ...)).
MARKERS = {"N_": "Job", "LM_": "LanguageMenu", "U_": "Unpack"}


def _helpers(tree: ast.Module) -> dict[str, str]:
    """Module-level ``def f(text): return QCoreApplication.translate("Ctx", text)`` -> {f: Ctx}."""
    found = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or len(node.args.args) != 1:
            continue
        body = [b for b in node.body if not (isinstance(b, ast.Expr)
                                             and isinstance(b.value, ast.Constant))]
        if len(body) != 1 or not isinstance(body[0], ast.Return):
            continue
        call = body[0].value
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) \
                and call.func.attr == "translate" and len(call.args) == 2 \
                and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str) \
                and isinstance(call.args[1], ast.Name) and call.args[1].id == node.args.args[0].arg:
            found[node.name] = call.args[0].value
    return found


def marked_strings() -> list[tuple[str, str]]:
    """(context, text) of strings that reach translate() through a helper or marker
    function (``tr("...")`` in gui.dialogs, ``N_("...")``): lupdate sees only Qt's own
    names, so these are handed to it as QT_TRANSLATE_NOOP lines."""
    trees = {}
    for rel in sources():
        try:
            trees[rel] = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
        except (OSError, SyntaxError):
            continue
    helpers = {rel[:-3].replace("/", ".").replace("\\", "."): _helpers(t)
               for rel, t in trees.items()}
    out = []
    for rel, tree in trees.items():
        names = dict(MARKERS)
        for stmt in tree.body:
            if isinstance(stmt, ast.ImportFrom) and stmt.module in helpers:
                for alias in stmt.names:
                    if alias.name in helpers[stmt.module]:
                        names[alias.asname or alias.name] = helpers[stmt.module][alias.name]
        names.update(helpers[rel[:-3].replace("/", ".").replace("\\", ".")])
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in names and node.args \
                    and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                out.append((names[node.func.id], node.args[0].value))
    return sorted(set(out))


def update(langs: list[str] | None = None) -> None:
    """Refresh the .ts files from the code (new strings appear unfinished, removed ones are
    dropped), then compile them."""
    with tempfile.TemporaryDirectory() as tmp:
        extra = Path(tmp) / "marked_strings.py"
        extra.write_text("".join(f"QT_TRANSLATE_NOOP({c!r}, {t!r})\n"
                                 for c, t in marked_strings()), encoding="utf-8")
        for lang in langs or TRANSLATED:
            subprocess.run(_tool("lupdate") + ["-no-obsolete", "-locations", "none",
                                               "-target-language", lang] + sources()
                           + [str(extra), "-ts", str(ts_path(lang).relative_to(ROOT))],
                           cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
            _drop_empty_context(ts_path(lang))
    build(langs)


def _drop_empty_context(path: Path) -> None:
    """lupdate files a helper's tr("...") under no context; the marked copy is the one used."""
    text = path.read_text(encoding="utf-8")
    cleaned = re.sub(r"<context>\s*<name></name>.*?</context>\n?", "", text, flags=re.S)
    if cleaned != text:
        path.write_text(cleaned, encoding="utf-8")


def build(langs: list[str] | None = None) -> None:
    """Compile .ts -> .qm, as a new file renamed over the old: a window already running
    keeps the file it loaded (Qt maps it), where one written in place turned its texts
    English (a second window of a checkout rebuilt it, _fresh_qm)."""
    for lang in langs or TRANSLATED:
        if ts_path(lang).exists():
            qm = qm_path(lang)
            fd, name = tempfile.mkstemp(prefix=f".{qm.name}.", suffix=".part", dir=qm.parent)
            os.close(fd)   # (a name of its own: two windows may build at once)
            part = Path(name)
            try:
                subprocess.run(_tool("lrelease") + ["-silent", str(ts_path(lang)),
                                                    "-qm", str(part)],
                               check=True, stdout=subprocess.DEVNULL)
                os.replace(part, qm)
            finally:
                part.unlink(missing_ok=True)


_PLACEHOLDER = re.compile(r"%L?\d+|%n|\{[A-Za-z_]\w*(?:[:!][^{}]*)?\}")


def placeholders(text: str) -> list[str]:
    """The placeholders of a string (%1, %L1, %n, {name}, {name:,}), sorted."""
    return sorted(_PLACEHOLDER.findall(text))


def problems(lang: str) -> list[str]:
    """Unfinished or missing translations and placeholder mismatches in `lang`'s .ts."""
    out = []
    path = ts_path(lang)
    if not path.exists():
        return [f"{path.name}: missing"]
    for ctx in ET.parse(path).getroot().iter("context"):
        cname = ctx.findtext("name")
        for msg in ctx.iter("message"):
            src = msg.findtext("source") or ""
            tr = msg.find("translation")
            where = f"{path.name} [{cname}] {src!r}"
            kind = tr.get("type") if tr is not None else "missing"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = tr.findall("numerusform") if tr is not None else []
            texts = [n.text or "" for n in numerus] if numerus else \
                [(tr.text or "") if tr is not None else ""]
            if kind in ("unfinished", "missing") or not all(t.strip() for t in texts):
                out.append(f"{where}: not translated")
                continue
            for t in texts:
                if placeholders(t) != placeholders(src):
                    out.append(f"{where}: placeholders {placeholders(src)} became "
                               f"{placeholders(t)} in {t!r}")
    return out


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    cmd = argv[0] if argv else "update"
    langs = argv[1:] or None
    if cmd == "update":
        update(langs)
    elif cmd == "build":
        build(langs)
    elif cmd == "check":
        found = [p for lang in langs or TRANSLATED for p in problems(lang)]
        print("\n".join(found) or "all translations finished")
        return 1 if found else 0
    else:
        print("usage: python -m gui.i18n update|build|check [LANG...]", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
