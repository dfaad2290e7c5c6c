"""Dependency rules from DESIGN §6: engine never imports the GUI or Qt; the GUI imports only
engine.protocol (and engine.config); workers never import TensorFlow."""

import ast
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _imports(package: str):
    for folder, _, files in os.walk(os.path.join(ROOT, package)):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    tree = ast.parse(f.read(), path)
                for node in ast.walk(tree):
                    if isinstance(node, ast.Import):
                        for a in node.names:
                            yield path, a.name
                    elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                        yield path, node.module
                        if node.module in ("engine", "engine.codecs"):   # (packages)
                            for a in node.names:
                                yield path, f"{node.module}.{a.name}"


def test_engine_does_not_import_gui_or_qt():
    bad = [(p, m) for p, m in _imports("engine")
           if m.split(".")[0] in ("gui", "PySide6", "pyqtgraph", "shiboken6")]
    assert bad == []


def test_gui_imports_only_protocol_and_config_from_engine():
    # engine.output_state too: a read-only, standard-library-only description of the files
    # the engine writes (like the protocol), so the window can offer Resume or ask before
    # Replace at once, without starting the engine; engine.output_kind likewise (which kind
    # of folder those records make: output_state, ownership and the standard library only), and
    # engine.bytes_version (standard library only): whether finishing a run would mix two
    # versions' bytes, the one rule --resume refuses by and the offer asks before Resume.
    # engine.__version__: a string constant.
    # engine.magic likewise: the one magic-byte sniffer, so the pre-run scan and the engine
    # agree on what is an image.
    # engine.errors: the exception types (it imports nothing), so
    # the window catches the engine's ConfigError/RuleError by their one definition.
    # engine.ownership: which files in an output folder are ours (output_state and the
    # standard library only), so the Replace dialog lists what the engine would delete.
    # engine.sources.fingerprint: which annotation files changed since a run (standard
    # library at import), so the Resume offer says what --resume would refuse.
    # engine.reason_codes: the engine's catalogue of its English sentences (pure data and a
    # matcher, standard library only; docs/design.md counts it in the contract with the
    # window). Events carry their sentences' codes; the lines the engine writes on stderr
    # ("note: ...") have no event to carry one, so the window reads them with the one
    # catalogue (describe_log_line) instead of a copy of it.
    # engine.commands.tune_decide: how tune reads its trials (standard library only), so
    # the Tune chart's bars are the very ranges its explanation names.
    # engine.split_sizes: how the planner divides images among the splits (standard
    # library only), so the notice that a split gets no image follows Split as it is typed.
    # engine.split_names: --split read as the engine reads it (parse_split: 学習=0.8 is train),
    # standard library and engine.config/engine.errors only.
    # engine.resume_check: what --resume would do with an interrupted run (which kept shards
    # it converts again, which images were added or removed), by the engine's own stamp and
    # the plan it keeps beside the journal (standard library and output_state only): a copy
    # of the rule in the window could not stay equal to it, and the GUI cannot rebuild the
    # plan (engine.run.plan) from its scan.
    # engine.option_rules: what one option typed as text or a number accepts (--size,
    # --workers, --shards...), engine.errors and the standard library only, split out of
    # engine.config (which imports it), so the form checks a field by the engine's own rule.
    # engine.sources.written_as: which tasks an annotated source can be written as (--task),
    # the table the engine checks --task by (the task names of engine.sources.model and
    # nothing else), so "Write as" offers what the engine accepts: its copy in the window
    # fell behind (CVAT tags as multi-label was never offered).
    # engine.runlog_parts: the run log read back as the parts of a run and its Resumes
    # (standard library only), beside engine.run.runlog that writes the shapes it reads, so
    # the Log tab tells a resumed run's earlier parts from the file.
    # engine.codecs.bit_depth: how a 16-bit image's values become 8-bit (--bit-depth),
    # engine.errors at import, Pillow and numpy when used, so that the scan's brightest
    # value and the thumbnails of 16-bit images are the run's very reading of them (a 12-bit
    # camera's picture was black in the window, as Qt scales 16 bits to 8).
    # engine.codecs.orientation: the EXIF orientation as the engine reads it, and the turns
    # it undoes it by (standard library at import), so the scan's shapes and the thumbnails
    # of 16-bit images turn as the records do. Never engine.codecs.imaging, which holds
    # them for the engine: importing it turns off Pillow's process-wide pixel limit.
    # engine.codecs.refusals and engine.codecs.png_check: why the run refuses an input file
    # (engine.errors and engine.magic at import; png_check refusals), so that
    # the scan's problem list says a file in the words, and with the code, of the run's
    # Failures tab (its own sentences read otherwise: "the file is empty (0 bytes)").
    # engine.codecs.cut_check likewise (engine.magic and the standard library): whether a
    # GIF, BMP, TIFF, WebP, HEIC or AVIF was cut short, the run's one look, which the scan
    # asks too (the scan listed a cut GIF as fine, the run failed it).
    # engine.codecs.scan_checks: the cheap per-file checks (what a file is, cut short, its
    # header), which `engine scan` makes too, so that the window's scan and the engine's
    # name the same broken files alike (the modules above and Pillow when called; opening
    # an image through engine.codecs.pixel_limit, it turns Pillow's own pixel limit off
    # in the window too, whose thumbnails check their own: gui.pillow_image).
    # engine.conversion_span: the interval a run's speed is over, told by its progress
    # events (it imports nothing), so that the live average and the command line's progress
    # line measure the one span the summary's speed is over (each had its copy of the rule).
    # engine.skipped_objects: the one rule taking a skipped image's objects out of the scan's
    # counts (standard library only), which `engine scan` follows too: each had its copy,
    # and the command line said "dog 186" where the window said 184.
    # engine.one_process: which runs have no worker processes (it imports nothing), so the
    # command's --workers, the Workers row, the Tune tab and the Live tab's charts follow
    # the rule the engine's pool and `tune` follow (each had its copy of it).
    # engine.natural_order: the one order of names for people (standard library only), by
    # which inspect lists a folder's files and the Failures tab its rows (each had a copy,
    # and they ordered "img7" and "img007" differently).
    # engine.sources.yolo: which .txt is a YOLO label file (looks_like_labels, read as its
    # label files are: UTF-16, a byte-order mark) and its class-name lists, by which File…
    # takes a chosen file for its export (standard library only at import); the GUI's copy
    # read as UTF-8 and took a label file Notepad saved for a table.
    # engine.byte_sizes: the one rule by which a size is said (decimal kB, MB, GB; it
    # imports nothing), so the window's sizes are the log's and the command line's (the
    # window said "1.5 MiB" of a shard the log said was "1.6 MB").
    # engine.shown_paths: a file's path as the user knows it (standard library only), so
    # `engine scan` lists a file by the name the window's lists give it.
    # engine.launcher_watch: the variable by which the window and --headless tell the engine
    # that the end of its stdin means they went away (standard library only).
    allowed = {"engine", "engine.protocol", "engine.config", "engine.option_rules",
               "engine.natural_order",
               "engine.output_state",
               "engine.conversion_span", "engine.skipped_objects",
               "engine.bytes_version",
               "engine.codecs", "engine.codecs.refusals", "engine.codecs.png_check",
               "engine.codecs.cut_check", "engine.codecs.scan_checks",
               "engine.codecs.bit_depth", "engine.codecs.orientation",
               "engine.runlog_parts",
               "engine.output_kind",
               "engine.resume_check",
               "engine.magic", "engine.errors", "engine.__version__", "engine.ownership",
               "engine.sources.fingerprint", "engine.reason_codes",
               "engine.commands.tune_decide", "engine.split_sizes", "engine.split_names",
               "engine.sources.written_as", "engine.one_process", "engine.sources.yolo",
               "engine.byte_sizes", "engine.shown_paths", "engine.launcher_watch"}
    assert "engine.codecs.imaging" not in allowed
    bad = [(p, m) for p, m in _imports("gui") if m.startswith("engine") and m not in allowed]
    assert bad == []


def test_worker_side_never_imports_tensorflow():
    code = ("import sys, engine.run.pipeline, engine.run.worker, engine.commands.cli; "
            "print('tensorflow' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.strip() == "False", out.stderr


def test_output_state_is_standard_library_only():
    """The GUI may import engine.output_state because it pulls in nothing else but
    engine.bytes_version, which pulls in nothing, engine.json_limit (how large a manifest
    of ours may be: the standard library, and engine.regular_files' rule for opening it,
    with engine.errors: a FIFO is never waited on; the journal is opened by that rule too)
    and engine.__version__ (the package's string constant: which engine version's
    unfinished shards --resume keeps)."""
    bad = [m for p, m in _imports("engine") if p.endswith("output_state.py")
           and (m.startswith("engine") and m not in ("engine.bytes_version", "engine",
                                                     "engine.json_limit", "engine.__version__",
                                                     "engine.regular_files")
                or m.split(".")[0] in ("numpy", "PIL", "tensorflow"))]
    assert bad == []
    out = _brought_in("engine.output_state")
    assert out.stdout.strip() == str(["engine", "engine.bytes_version", "engine.errors",
                                      "engine.json_limit", "engine.output_state",
                                      "engine.regular_files"]), out.stdout + out.stderr


def test_output_kind_is_light():
    """The GUI may import engine.output_kind: it pulls in output_state (with
    bytes_version and json_limit, whose begins_as_ours it asks too: manifest_unread) and
    ownership (output_state's too) and nothing else."""
    bad = [m for p, m in _imports("engine") if p.endswith(os.path.join("engine", "output_kind.py"))
           and (m.startswith("engine") and m not in ("engine.output_state", "engine.bytes_version",
                                                     "engine.json_limit", "engine.ownership")
                or m.split(".")[0] in ("numpy", "PIL", "tensorflow"))]
    assert bad == []


def test_ownership_is_light():
    """The GUI may import engine.ownership: it pulls in output_state and nothing else."""
    bad = [m for p, m in _imports("engine") if p.endswith(os.path.join("engine", "ownership.py"))
           and m not in ("__future__", "os", "re", "engine.output_state")]
    assert bad == []


def _brought_in(module: str) -> subprocess.CompletedProcess:
    """A fresh interpreter importing ``module``: its stdout lists the engine modules (and
    numpy, PIL, tensorflow) the import brought in, sorted."""
    code = (f"import sys; before = set(sys.modules); import {module}; "
            "print(sorted(m for m in set(sys.modules) - before if m.startswith('engine') "
            "or m.split('.')[0] in ('numpy', 'PIL', 'tensorflow')))")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)


def test_fingerprint_is_light_at_import():
    """The GUI may import engine.sources.fingerprint: at import it pulls in the standard
    library only (hashing a file imports the engine's reading, which the GUI never calls)."""
    out = _brought_in("engine.sources.fingerprint")
    assert out.stdout.strip() == "['engine', 'engine.sources', 'engine.sources.fingerprint']", \
        out.stdout + out.stderr


def test_written_as_is_light():
    """The GUI may import engine.sources.written_as: it pulls in the task names (the
    dataclasses of engine.sources.model, standard library only) and nothing else."""
    out = _brought_in("engine.sources.written_as")
    assert out.stdout.strip() == str(["engine", "engine.sources", "engine.sources.model",
                                      "engine.sources.written_as"]), out.stdout + out.stderr


def test_skipped_objects_is_light():
    """The GUI may import engine.skipped_objects: it pulls in nothing of the engine."""
    out = _brought_in("engine.skipped_objects")
    assert out.stdout.strip() == str(["engine", "engine.skipped_objects"]), \
        out.stdout + out.stderr


def test_bit_depth_is_light_at_import():
    """The GUI may import engine.codecs.bit_depth: at import it pulls in engine.errors and
    the standard library; Pillow and numpy only when its functions are called."""
    out = _brought_in("engine.codecs.bit_depth")
    assert out.stdout.strip() == str(["engine", "engine.codecs", "engine.codecs.bit_depth",
                                      "engine.errors"]), out.stdout + out.stderr


def test_orientation_is_light_at_import():
    """The GUI may import engine.codecs.orientation: at import it pulls in the standard
    library only (Pillow when a header's EXIF is asked for), never engine.codecs.imaging."""
    out = _brought_in("engine.codecs.orientation")
    assert out.stdout.strip() == str(["engine", "engine.codecs",
                                      "engine.codecs.orientation"]), out.stdout + out.stderr


def test_reason_codes_is_light():
    """The GUI may import engine.reason_codes: it pulls in its catalogue (data) and the
    standard library, nothing of the engine that converts."""
    out = _brought_in("engine.reason_codes")
    assert out.stdout.strip() == str(sorted([
        "engine", "engine.reason_catalogue", "engine.reason_catalogue_annotations",
        "engine.reason_catalogue_cluster", "engine.reason_catalogue_failed",
        "engine.reason_catalogue_files", "engine.reason_catalogue_inspect",
        "engine.reason_catalogue_loading",
        "engine.reason_catalogue_log", "engine.reason_catalogue_notices",
        "engine.reason_catalogue_table", "engine.reason_catalogue_tune",
        "engine.reason_catalogue_verify",
        "engine.reason_codes", "engine.reason_pair"])), out.stdout + out.stderr


def test_resume_check_is_light():
    """The GUI may import engine.resume_check: it pulls in output_state (with bytes_version)
    and partial_records (output_state's too) and nothing else."""
    out = _brought_in("engine.resume_check")
    assert out.stdout.strip() == str(["engine", "engine.bytes_version", "engine.errors",
                                      "engine.json_limit", "engine.output_state",
                                      "engine.partial_records", "engine.regular_files",
                                      "engine.resume_check"]), \
        out.stdout + out.stderr


def test_split_sizes_is_standard_library_only():
    """The GUI may import engine.split_sizes because it pulls in nothing else."""
    bad = [m for p, m in _imports("engine") if p.endswith(os.path.join("engine", "split_sizes.py"))
           and (m.startswith("engine") or m.split(".")[0] in ("numpy", "PIL", "tensorflow"))]
    assert bad == []


def test_split_names_is_light():
    """The GUI may import engine.split_names (parse_split): it pulls in engine.config's names
    and engine.errors, nothing of the engine that converts."""
    bad = [m for p, m in _imports("engine") if p.endswith(os.path.join("engine", "split_names.py"))
           and (m.startswith("engine") and m not in ("engine.config", "engine.errors")
                or m.split(".")[0] in ("numpy", "PIL", "tensorflow"))]
    assert bad == []


def test_option_rules_are_light():
    """The GUI may import engine.option_rules: it pulls in engine.errors and the standard
    library, nothing of the engine that converts."""
    out = _brought_in("engine.option_rules")
    assert out.stdout.strip() == str(["engine", "engine.errors", "engine.option_rules"]), \
        out.stdout + out.stderr


def test_errors_imports_nothing():
    """The GUI may import engine.errors: it pulls in nothing (workers import it too, and
    engine.protocol is not light)."""
    bad = [m for p, m in _imports("engine") if p.endswith(os.path.join("engine", "errors.py"))
           and m != "__future__"]
    assert bad == []


def test_magic_is_standard_library_only():
    """The GUI may import engine.magic (the sniffer) because it pulls in nothing else but
    its own parts (engine.magic_media, engine.camera_raw), which pull in nothing either."""
    parts = {"engine.magic_media", "engine.camera_raw"}
    files = {os.path.join("engine", name + ".py") for name in ("magic", "magic_media",
                                                                 "camera_raw")}
    bad = [(p, m) for p, m in _imports("engine")
           if any(p.endswith(f) for f in files)
           and ((m.startswith("engine") and m not in parts | {"engine"})
                or m.split(".")[0] in ("numpy", "PIL", "tensorflow"))]
    assert bad == []
    assert any(p.endswith(os.path.join("engine", "magic.py")) and m in parts
               for p, m in _imports("engine"))   # (the parts are seen: the test can fail)


def test_every_package_is_in_the_wheel():
    """pyproject.toml lists the packages by name (resources/ is mapped under another name), so
    a new sub-package that is not added there is silently missing from the wheel and the
    desktop bundle: engine.sources once was."""
    import tomllib
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        listed = set(tomllib.load(f)["tool"]["setuptools"]["packages"])
    found = {os.path.relpath(folder, ROOT).replace(os.sep, ".")
             for top in ("engine", "gui")
             for folder, _, files in os.walk(os.path.join(ROOT, top))
             if "__init__.py" in files}
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


def test_every_resources_folder_is_listed():
    """Every folder under resources/ is listed as a package of tfrecord_studio_resources:
    setuptools warns about each folder of a package that is not (a screenful of "Package
    would be ignored" on the README's first command). Their files ship either way
    ([tool.setuptools.package-data])."""
    import tomllib
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        listed = set(tomllib.load(f)["tool"]["setuptools"]["packages"])
    base = os.path.join(ROOT, "resources")
    found = set()
    for folder, subs, _ in os.walk(base):
        subs[:] = [s for s in subs if s != "__pycache__"]
        rel = os.path.relpath(folder, base)
        found.add("tfrecord_studio_resources" + ("" if rel == "." else
                                                  "." + rel.replace(os.sep, ".")))
    assert "tfrecord_studio_resources.sample.circles" in found
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


def test_refusals_are_light():
    """The GUI may import engine.codecs.refusals and png_check: they pull in engine.errors,
    engine.magic (with engine.camera_raw, one of its parts) and the standard library,
    nothing else (Pillow, numpy, imaging); and so does engine.codecs.cut_check. (png_check
    says a PNG cut short in refusals' words; refusals asks cut_check whether a file Pillow
    found truncated ends as a whole one does.)"""
    for module in ("refusals.py", "png_check.py", "cut_check.py"):
        bad = [m for p, m in _imports("engine")
               if p.endswith(os.path.join("engine", "codecs", module))
               and (m.startswith("engine") and m not in ("engine", "engine.errors",
                                                          "engine.magic", "engine.camera_raw",
                                                          "engine.codecs.refusals",
                                                          "engine.codecs.cut_check")
                    or m.split(".")[0] in ("numpy", "PIL", "tensorflow"))]
        assert bad == [], module


def test_scan_checks_are_light_at_import():
    """The GUI may import engine.codecs.scan_checks: at import it pulls in only modules the
    GUI may import itself (Pillow when a header is read), never engine.codecs.imaging; and
    engine.codecs.pixel_limit, which it opens images through (refusals' sentence above
    --max-pixels; Pillow when called), and engine.regular_files (the standard library's
    open of a user's file that never waits on a FIFO)."""
    out = _brought_in("engine.codecs.scan_checks")
    assert out.returncode == 0, out.stderr
    light = {"engine", "engine.codecs", "engine.codecs.bit_depth", "engine.codecs.cut_check",
             "engine.codecs.orientation", "engine.codecs.png_check",
             "engine.codecs.pixel_limit",
             "engine.codecs.refusals", "engine.codecs.scan_checks", "engine.config",
             "engine.option_rules",
             "engine.errors", "engine.magic", "engine.magic_media", "engine.camera_raw",
             "engine.reason_codes", "engine.reason_pair", "engine.regular_files"}
    brought = set(ast.literal_eval(out.stdout))   # (the names _brought_in printed)
    assert {m for m in brought if not m.startswith("engine.reason_catalogue")} == light, \
        out.stdout


def test_engine_modules_use_only_each_others_public_names():
    """A module's _name is its own: engine.run.cluster_feed called cluster_fit._problems and
    cluster_fit._detail, which a change inside cluster_fit could break unnoticed. Checked
    for modules imported by name from the engine (`from engine.run import cluster_fit`)."""
    found = []
    for folder, _, files in os.walk(os.path.join(ROOT, "engine")):
        for name in (n for n in files if n.endswith(".py")):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            modules = {a.asname or a.name for node in ast.walk(tree)
                       if isinstance(node, ast.ImportFrom) and node.level == 0
                       and (node.module or "").startswith("engine")
                       for a in node.names if a.name.islower() and
                       os.path.exists(os.path.join(ROOT, *node.module.split("."), a.name + ".py"))}
            found += [f"{os.path.relpath(path, ROOT)}:{n.lineno} {n.value.id}.{n.attr}"
                      for n in ast.walk(tree) if isinstance(n, ast.Attribute)
                      and isinstance(n.value, ast.Name) and n.value.id in modules
                      and n.attr.startswith("_") and not n.attr.startswith("__")]
    assert not found, found
