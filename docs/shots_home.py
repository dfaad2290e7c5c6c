"""Where the screenshot scripts (docs/make_screenshots.py, docs/make_inspect_shots.py) put
the folders their shots show: a reader's, /home/user/Pictures/shapes and the like, not the
temporary folder's random name. On Linux a script runs itself again in a mount namespace of
its own (unshare) with an empty /home on a tmpfs (the real one's folders bound back in, so a
checkout under them still works); where that cannot be done it says so and shows the
temporary folder."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys

#: set in the namespace a script runs itself again in (run_in_reader_home)
IN_NAMESPACE = "STUDIO_SHOTS_NAMESPACE"


def run_in_reader_home(script: str) -> int | None:
    """Run `script` (the shots script being run) again where /home can be a reader's
    (Linux: a user and mount namespace of its own, unshare); its exit status, or None when
    that cannot be done here."""
    unshare = shutil.which("unshare")
    if os.environ.get(IN_NAMESPACE) or not sys.platform.startswith("linux") or not unshare:
        return None
    cmd = [unshare, "--user", "--map-root-user", "--mount"]   # (mounts stay private)
    if subprocess.run([*cmd, "true"], capture_output=True).returncode != 0:
        return None
    env = dict(os.environ, **{IN_NAMESPACE: "1"})
    # the fonts' cache stays the user's (a new HOME would build it again)
    env.setdefault("XDG_CACHE_HOME", os.path.join(os.path.expanduser("~"), ".cache"))
    return subprocess.run([*cmd, sys.executable, os.path.abspath(script), *sys.argv[1:]],
                          env=env).returncode


def reader_pictures(tmp: str) -> str:
    """The folder the shots' sources go in: in the namespace, ~/Pictures of a reader's home
    on an empty tmpfs over /home (its real folders bound back in); else `tmp`."""
    if not os.environ.get(IN_NAMESPACE):
        print("unshare is not available here: the shots show the temporary folder " + tmp,
              file=sys.stderr)
        return tmp
    libc = ctypes.CDLL(None, use_errno=True)

    def mount(source: str, target: str, fstype: str | None, flags: int) -> None:
        if libc.mount(source.encode(), target.encode(), fstype and fstype.encode(), flags,
                      None) != 0:
            err = ctypes.get_errno()
            raise OSError(err, f"mount {source} on {target}: {os.strerror(err)}")

    real = os.open("/home", os.O_PATH | os.O_DIRECTORY)   # the real /home, under the tmpfs
    names = os.listdir("/home")
    mount("tmpfs", "/home", "tmpfs", 0)
    for name in names:
        os.mkdir(os.path.join("/home", name))
        mount(f"/proc/self/fd/{real}/{name}", os.path.join("/home", name), None,
              4096 | 16384)   # MS_BIND | MS_REC
    home = os.path.join("/home", next(n for n in ("user", "reader", "me") if n not in names))
    os.makedirs(os.path.join(home, "Pictures"))
    os.environ["HOME"] = home
    return os.path.join(home, "Pictures")
