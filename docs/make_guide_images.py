"""Cut the pictures of the in-app user guide (resources/help/*.png) out of the screenshots
that docs/make_screenshots.py makes with GUIDE=1, so the guide shows the real window, in the
guide's own language:

    GUIDE=1 UI_LANG=ja QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py
    .venv/bin/python docs/make_guide_images.py --lang ja

English (no UI_LANG, --lang en) writes source.png, ...; --lang ja writes source_ja.png, ...,
the pictures guide_ja.html shows."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from PIL import Image

DOCS = Path(__file__).resolve().parent
HELP = DOCS.parent / "resources" / "help"
WIDTH = 520  # the guide's text column; smaller keeps the package light
LANGS = ("en", "ja", "ko")
#: the size of the window in the screenshots (make_screenshots.GUIDE_SIZE)
SHOT_SIZE = (1280, 860)
#: where make_screenshots.py saves with GUIDE=1 (make_screenshots.GUIDE_SHOTS_DIR)
SHOTS_DIR = Path(tempfile.gettempdir()) / "tfrecord-studio-guide-shots"

# The right-hand pane (x 568-1275): progress, the run tabs and their page.
_RIGHT = {"en": (567, 46, 1277, 836), "ja": (567, 50, 1277, 836), "ko": (567, 50, 1277, 836)}

#: guide picture -> (screenshot, {language: crop box in the 1280x860 screenshot}). Japanese
#: and Korean text is taller than English, so their panels sit lower and grow longer (the
#: source panel's problem list wraps to more lines); each box holds one whole panel or page.
CROPS: dict[str, tuple[str, dict[str, tuple[int, int, int, int]]]] = {
    # "1. Source images": the folder, the class table, the thumbnails, the problems
    "source.png": ("finished", {"en": (8, 56, 546, 544), "ja": (8, 60, 546, 578),
                                "ko": (8, 60, 546, 578)}),
    # "2. Options" scrolled into view, every row down to "Verify the files after writing"
    "options.png": ("options", {"en": (8, 370, 546, 800), "ja": (8, 356, 546, 796),
                                "ko": (8, 356, 546, 796)}),
    # progress bar, tabs and the Live plots page with its three plots
    "running.png": ("running", _RIGHT),
    # the Summary page down to its buttons (Open output folder, Inspect output, Copy command)
    "summary.png": ("finished", {"en": (567, 46, 1277, 379), "ja": (567, 50, 1277, 453),
                                 "ko": (567, 50, 1277, 435)}),
    # the Failures page with its Show in folder and Export list buttons
    "failures.png": ("failures", _RIGHT),
    # the Tune page: its settings, Run sweep, the plot and the recommendation
    "tune.png": ("tune", {"en": (567, 140, 1277, 834), "ja": (567, 152, 1277, 834),
                          "ko": (567, 152, 1277, 834)}),
}


def picture_name(out: str, lang: str) -> str:
    """source.png for English, source_ja.png for Japanese: the name its guide refers to."""
    return out if lang == "en" else out.replace(".png", f"_{lang}.png")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lang", choices=LANGS, default="en",
                    help="the language of the screenshots and the guide (default en)")
    ap.add_argument("--shots", type=Path, default=SHOTS_DIR,
                    help=f"the folder of the GUIDE=1 screenshots (default {SHOTS_DIR})")
    args = ap.parse_args(argv)
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    HELP.mkdir(parents=True, exist_ok=True)
    for out, (shot, boxes) in CROPS.items():
        path = args.shots / f"screenshot-{shot}{suffix}.png"
        im = Image.open(path).convert("RGB")
        if im.size != SHOT_SIZE:  # e.g. the README's 1366x768 ja/ko shots in docs/
            raise SystemExit(f"{path} is {im.size[0]}x{im.size[1]}, the crop boxes are for "
                             f"{SHOT_SIZE[0]}x{SHOT_SIZE[1]}: make it with GUIDE=1")
        im = im.crop(boxes[args.lang])
        if im.width > WIDTH:
            im = im.resize((WIDTH, round(im.height * WIDTH / im.width)), Image.LANCZOS)
        # 128 colours keep the text sharp and the files small; the octree keeps the plots'
        # small accents (the orange trials, the green star) that median cut turned grey
        im = im.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        target = HELP / picture_name(out, args.lang)
        im.save(target, optimize=True)
        print(f"{target.name}: {im.size[0]}x{im.size[1]}, {target.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
