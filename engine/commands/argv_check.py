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
        if current is parser and commands and not tok.startswith("-"):
            return None   # a mistyped command: argparse names it as an invalid choice (the
            # command's options were all "unknown" to the program: "unknown option --out")
        if not tok.startswith("-") or tok == "-" or _number(tok):
            continue
        name = tok.split("=", 1)[0]
        known = current._option_string_actions
        if name in known or (name.startswith("--") and any(k.startswith(name) for k in known)):
            continue
        return name, current
    return None


def missing_command(parser: argparse.ArgumentParser, argv: list[str]) -> str | None:
    """The error for a command line without a command, naming the commands (argparse said
    only "the following arguments are required: COMMAND"); None when one is given (a
    mistyped one too: argparse names it as an invalid choice), or --help or --version is
    asked for. The parser's own options take no value, so any word that is not an option
    is the command."""
    names: list[str] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            names = list(action.choices)
    if not names or any(not tok.startswith("-") or tok in ("-h", "--help", "--version")
                        for tok in argv):
        return None
    return (f"a command is required: {', '.join(names)} (what each does: {parser.prog} "
            f"--help; its options: {parser.prog} COMMAND --help)")


def _number(tok: str) -> bool:
    try:
        float(tok)
    except ValueError:
        return False
    return True
