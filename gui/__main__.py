"""`python -m gui` opens the TFRecord Studio main window."""

import sys

from gui.app import main

if __name__ == "__main__":
    sys.exit(main())
