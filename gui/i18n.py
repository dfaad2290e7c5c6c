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

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N_DIR = ROOT / "resources" / "i18n"
CATALOG = "tfrecord_studio"
#: code -> the language's own name, as the View -> Language menu shows it.
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語", "ko": "한국어"}
TRANSLATED = [code for code in LANGUAGES if code != "en"]

_installed: list = []
_current = "en"


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
    ok = True
    ours = QTranslator(app)
    qm = _fresh_qm(lang)
    if qm is not None and ours.load(str(qm)):
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        ok = False
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return ok


def _fresh_qm(lang: str) -> Path | None:
    """The compiled file, built first when it is missing or older than its source (a
    checkout that skipped the set-up still shows its language)."""
    qm, ts = qm_path(lang), ts_path(lang)
    if ts.exists() and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime):
        try:
            build([lang])
        except (OSError, subprocess.CalledProcessError):
            pass
    return qm if qm.exists() else None


def number(n: float) -> str:
    """An integer in the window's locale (digit grouping: 12,345)."""
    from PySide6.QtCore import QLocale
    return QLocale().toString(int(n))


def decimal(x: float, digits: int = 1) -> str:
    """A decimal number in the window's locale."""
    from PySide6.QtCore import QLocale
    return QLocale().toString(float(x), "f", digits)


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


def update(langs: list[str] | None = None) -> None:
    """Refresh the .ts files from the code (new strings appear unfinished, removed ones are
    dropped), then compile them."""
    for lang in langs or TRANSLATED:
        subprocess.run(_tool("lupdate") + ["-no-obsolete", "-locations", "none",
                                           "-target-language", lang] + sources()
                       + ["-ts", str(ts_path(lang).relative_to(ROOT))],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    build(langs)


def build(langs: list[str] | None = None) -> None:
    """Compile .ts -> .qm."""
    for lang in langs or TRANSLATED:
        if ts_path(lang).exists():
            subprocess.run(_tool("lrelease") + ["-silent", str(ts_path(lang)),
                                                "-qm", str(qm_path(lang))],
                           check=True, stdout=subprocess.DEVNULL)


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
