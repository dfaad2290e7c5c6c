"""The variable by which a launcher says it watches the engine (engine.launcher_watch) is
the engine's alone: read once as it starts, then taken out of its environment. It stayed
there, and every process the engine started inherited it: its pool workers, Dask's and
whatever they start in turn, none of which holds the launcher's stdin."""

from __future__ import annotations

import json
import subprocess

from engine import protocol
from engine.launcher_watch import LAUNCHER_WATCH
from tests.engine import imagefactory as F

#: sitecustomize code (test only): every Python process started writes, into a file named
#: by its pid, the variable's value as it starts ("-": not set).
SAY_SEEN = f"""
    import os
    with open(os.path.join(os.environ["SEEN_IN"], str(os.getpid())), "w") as f:
        f.write(os.environ.get("{LAUNCHER_WATCH}", "-"))
"""


def test_the_engines_children_do_not_inherit_the_launchers_watch(tmp_path):
    src = F.noise_dataset(tmp_path / "src", 4, 32)
    seen = tmp_path / "seen"
    seen.mkdir()
    env = F.with_sitecustomize(tmp_path, SAY_SEEN, SEEN_IN=str(seen))
    env[LAUNCHER_WATCH] = "1"   # (as gui.engine_launch.engine_environment sets it)
    # its stdin held open while it runs, as a launcher holds it (its end would cancel)
    engine = subprocess.Popen(F.engine_argv(src, tmp_path / "out", "--workers", "2",
                                            "--size", "16"), cwd=F.ROOT, env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    try:
        events = [json.loads(line) for line in engine.stdout]
    finally:
        engine.stdin.close()
        engine.stdout.close()
        code = engine.wait(timeout=300)
    assert code == protocol.EXIT_OK, events[-3:]
    said = {int(p.name): p.read_text() for p in seen.iterdir()}
    assert said.pop(engine.pid) == "1"   # the engine was told
    assert said and set(said.values()) == {"-"}, said   # (its workers at least)
