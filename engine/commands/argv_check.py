"""The first mistyped option on a command line, found before argparse reports anything else
(a missing COMMAND or --out), which hid the real mistake."""

from __future__ import annotations

import argparse


def unknown_option(parser: argparse.ArgumentParser, argv: list[str]
                   ) -> tuple[str, argparse.ArgumentParser] | None:
    """The first option of `argv` that neither the program nor its command knows, and
    the parser that should name it. argparse reports a missing COMMAND or --out first,
    which hides the real mistake (a mistyped option)."""
    commands: dict[str, argparse.ArgumentParser] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            commands = dict(action.choices)
    current = parser
    for tok in argv:
        if tok == "--":
            break
        if current is parser and tok in commands:
            current = commands[tok]
            continue
        if not tok.startswith("-") or tok == "-" or _number(tok):
            continue
        name = tok.split("=", 1)[0]
        known = current._option_string_actions
        if name in known or (name.startswith("--") and any(k.startswith(name) for k in known)):
            continue
        return name, current
    return None


def _number(tok: str) -> bool:
    try:
        float(tok)
    except ValueError:
        return False
    return True
