"""The translation catalogue commands behind `python -m gui.i18n update|build|check`:
which files lupdate reads, the strings that reach translate() through a helper or marker
function, refreshing the .ts files, compiling them to .qm, and checking that every entry is
translated with its placeholders. The paths of the files are gui.i18n's (ts_path, qm_path).
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# gui.i18n (the languages, the files' paths) is imported inside the functions that use it:
# it imports this module's names at its top.


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
    from gui import i18n
    with tempfile.TemporaryDirectory() as tmp:
        extra = Path(tmp) / "marked_strings.py"
        extra.write_text("".join(f"QT_TRANSLATE_NOOP({c!r}, {t!r})\n"
                                 for c, t in marked_strings()), encoding="utf-8")
        for lang in langs or i18n.TRANSLATED:
            subprocess.run(_tool("lupdate") + ["-no-obsolete", "-locations", "none",
                                               "-target-language", lang] + sources()
                           + [str(extra), "-ts", str(i18n.ts_path(lang).relative_to(ROOT))],
                           cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
            _drop_empty_context(i18n.ts_path(lang))
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
    from gui import i18n
    for lang in langs or i18n.TRANSLATED:
        if i18n.ts_path(lang).exists():
            qm = i18n.qm_path(lang)
            fd, name = tempfile.mkstemp(prefix=f".{qm.name}.", suffix=".part", dir=qm.parent)
            os.close(fd)   # (a name of its own: two windows may build at once)
            part = Path(name)
            try:
                subprocess.run(_tool("lrelease") + ["-silent", str(i18n.ts_path(lang)),
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
    from gui import i18n
    out = []
    path = i18n.ts_path(lang)
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
    from gui import i18n
    argv = list(sys.argv[1:] if argv is None else argv)
    cmd = argv[0] if argv else "update"
    langs = argv[1:] or None
    if cmd == "update":
        update(langs)
    elif cmd == "build":
        build(langs)
    elif cmd == "check":
        found = [p for lang in langs or i18n.TRANSLATED for p in problems(lang)]
        print("\n".join(found) or "all translations finished")
        return 1 if found else 0
    else:
        print("usage: python -m gui.i18n update|build|check [LANG...]", file=sys.stderr)
        return 2
    return 0


