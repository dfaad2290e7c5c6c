"""`python -m engine ...` (the guard matters: workers are spawned and re-import __main__)."""

from engine.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
