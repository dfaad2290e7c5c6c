"""The engine's structural rules (issue 12), checked on the source so they cannot erode:
exceptions in one module, no private names used across modules, library code that logs
instead of printing, one magic-byte sniffer."""

from __future__ import annotations

import ast
import logging
import os

import pytest

from engine import errors, magic

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENGINE = os.path.join(ROOT, "engine")

#: Modules that may write to the terminal: the command line and the event emitter.
TERMINAL_MODULES = {"cli.py", "inspect_cli.py", "tune_cli.py", "verify_cli.py",
                    "cluster_cli.py", "scan_cli.py", "events.py"}


def _modules(top: str = ENGINE):
    for folder, _, files in os.walk(top):
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    yield path, ast.parse(f.read(), path)


def _rel(path: str) -> str:
    return os.path.relpath(path, ROOT)


def test_every_exception_class_is_defined_in_engine_errors():
    exception_names = {n for n in dir(errors) if isinstance(getattr(errors, n), type)
                       and issubclass(getattr(errors, n), BaseException)}
    exception_names |= {"Exception", "BaseException", "ValueError", "OSError",
                        "RuntimeError"}
    elsewhere = []
    for path, tree in _modules():
        if path.endswith(os.path.join("engine", "errors.py")):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")
                         for b in node.bases}
                if bases & exception_names:
                    elsewhere.append(f"{_rel(path)}: class {node.name}")
    assert elsewhere == []


def test_no_private_name_is_imported_from_another_engine_module():
    # engine.commands.inspect* share their helpers among themselves while inspect.py is being split.
    def allowed(path: str, module: str) -> bool:
        return path.startswith("engine/inspect") and module.startswith("engine.commands.inspect")

    bad = []
    for top in ("engine", "tests", "bench"):
        for path, tree in _modules(os.path.join(ROOT, top)):
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                    if allowed(_rel(path).replace(os.sep, "/"), node.module):
                        continue
                    bad += [f"{_rel(path)}: from {node.module} import {a.name}"
                            for a in node.names
                            if a.name.startswith("_") and not a.name.startswith("__")]
    assert bad == []


def test_cli_and_tune_do_not_import_each_other():
    imports = {}
    for path, tree in _modules():
        names = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
                names |= {f"{node.module}.{a.name}" for a in node.names}
            elif isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
        imports[os.path.basename(path)] = names
    assert not {"engine.commands.cli"} & imports["tune.py"]
    assert not {"engine.commands.tune", "engine.engine.tune"} & imports["cli.py"]
    assert "engine.commands.tune_cli" in imports["cli.py"]


def test_library_modules_do_not_print():
    """Only the command line and the event emitter write to the terminal; everything else
    logs (engine.events.configure_logging shows the records on stderr)."""
    bad = []
    for path, tree in _modules():
        if os.path.basename(path) in TERMINAL_MODULES:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == "print":
                bad.append(f"{_rel(path)}:{node.lineno}: print()")
    assert bad == []


def test_log_records_reach_stderr_as_the_cli_shows_them(capsys):
    from engine.events import configure_logging
    configure_logging()
    configure_logging()   # idempotent: one line per record, not two
    logging.getLogger("engine.run.lock").info("took over a stale lock on %s", "out")
    logging.getLogger("engine.run.scheduler").warning("a worker process died")
    logging.getLogger("engine.run.scheduler").debug("not shown")
    assert capsys.readouterr().err == ("note: took over a stale lock on out\n"
                                       "warning: a worker process died\n")


@pytest.mark.parametrize("head, kind", [
    (b"\xff\xd8\xff\xe0\x00\x10JFIF", "jpeg"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "png"),
    (b"GIF89a\x01\x00", "gif"),
    (b"RIFF\x10\x00\x00\x00WEBPVP8 ", "webp"),
    (b"II*\x00\x08\x00\x00\x00", "tiff"),
    (b"\x00\x00\x00\x18ftypavif\x00\x00\x00\x00mif1miaf", "avif"),
    (b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic", "heic"),
    (b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2", "video"),
    (b"%PDF-1.7\n", "pdf"),
    (b"PK\x03\x04\x14\x00", "zip"),
    (b"<!DOCTYPE html><html>", "html"),
    (b"<?xml version='1.0'?><svg xmlns=''>", "svg"),
    (b"path,label\ncat.jpg,cat\n", "text"),
    (b"\x00\x01\x02\xfe\xff", None),
])
def test_the_one_sniffer_names_formats_by_content(head, kind):
    assert magic.sniff(head) == kind


def test_payload_sniffing_wants_a_real_bmp_header():
    assert magic.image_format(b"BM" + bytes(40)) is None    # "BM" alone is common
    real_bmp = b"BM" + bytes(12) + (40).to_bytes(4, "little") + bytes(20)
    assert magic.image_format(real_bmp) == "bmp"
    assert magic.image_format(b"%PDF-1.7") is None           # only images
