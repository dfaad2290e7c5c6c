"""Cut the pictures of the in-app user guide (resources/help/*.png) out of the screenshots
that docs/make_screenshots.py makes, so the guide shows the real window. Run it after
make_screenshots.py: ``python docs/make_guide_images.py``."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

DOCS = Path(__file__).resolve().parent
HELP = DOCS.parent / "resources" / "help"
WIDTH = 520  # the guide's text column; smaller keeps the package light

#: guide picture -> (screenshot, crop box in the 1280x860 screenshot)
CROPS = {
    "source.png": ("screenshot-finished.png", (10, 60, 565, 395)),
    "options.png": ("screenshot-finished.png", (10, 400, 572, 832)),
    "running.png": ("screenshot-running.png", (570, 50, 1275, 830)),
    "summary.png": ("screenshot-finished.png", (570, 50, 1275, 365)),
    "failures.png": ("screenshot-failures.png", (570, 50, 1275, 500)),
    "tune.png": ("screenshot-tune.png", (575, 150, 1270, 825)),
}


def main() -> None:
    HELP.mkdir(parents=True, exist_ok=True)
    for out, (shot, box) in CROPS.items():
        im = Image.open(DOCS / shot).convert("RGB").crop(box)
        if im.width > WIDTH:
            im = im.resize((WIDTH, round(im.height * WIDTH / im.width)), Image.LANCZOS)
        im = im.quantize(colors=128, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        im.save(HELP / out, optimize=True)
        print(f"{out}: {im.size[0]}x{im.size[1]}, {(HELP / out).stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
