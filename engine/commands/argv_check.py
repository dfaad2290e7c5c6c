"""The first mistyped option on a command line, found before argparse reports anything else
(a missing COMMAND or --out), which hid the real mistake; a size typed as three words; and
the parser whose errors come first and short (argparse printed a 20-line usage above
"the following arguments are required: --out")."""

from __future__ import annotations

import argparse
import re

#: the separators the window's Size field accepts between width and height
_BY = "xX*\u00d7"


class Parser(argparse.ArgumentParser):
    """argparse, saying a usage error in a line or two: the error first, naming the option,
    then where the options are listed; not the command's usage block (20 lines for
    convert) with the error below it."""

    def error(self, message: str) -> None:   # type: ignore[override]
        message = required_words(self, message)
        more = "" if "--help" in message else f"(the options: {self.prog} --help)\n"
        self.exit(2, f"{self.prog}: error: {message}\n{more}")


def required_words(parser: argparse.ArgumentParser, message: str) -> str:
    """argparse's "the following arguments are required: --out" as "--out DIR is
    required: folder for the output files" (an option with what it is for)."""
    head = "the following arguments are required: "
    if not message.startswith(head):
        return message
    names = message[len(head):].split(", ")
    words = []
    for name in names:
        action = next((a for a in parser._actions if name in a.option_strings), None)
        words.append(f"{name} {action.metavar}" if action is not None and action.metavar
                     else name)
    if len(words) > 1:
        return f"{', '.join(words[:-1])} and {words[-1]} are required"
    action = next((a for a in parser._actions if names[0] in a.option_strings), None)
    what = re.split(r" \(|; ", action.help or "")[0] if action is not None else ""
    return f"{words[0]} is required" + (f": {what}" if what else "")


def command_parser(parser: argparse.ArgumentParser, argv: list[str]
                   ) -> argparse.ArgumentParser:
    """The parser of the command ``argv`` names (the program's when it names none): its
    errors name the command and its --help."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for tok in argv:
                if tok in action.choices:
                    return action.choices[tok]
    return parser


def split_size(argv: list[str]) -> str | None:
    """The error for a --size written as words ("--size 160 x 120", "--size 160x 120"):
    argparse said "unrecognized arguments: x 120" under the program's usage. The shell
    splits it; the window's Size field accepts it. None when --size is one word."""
    for i, tok in enumerate(argv):
        if tok == "--":
            return None
        if tok == "--size":
            words = argv[i + 1:i + 4]
        elif tok.startswith("--size="):
            words = [tok[len("--size="):], *argv[i + 1:i + 3]]
        else:
            continue
        text = " ".join(words)
        m = re.match(rf"(\d+)\s*[{_BY}]\s*(\d+)(?!\S)", text)
        if m and len(words) > 1 and m.end() > len(words[0]):
            return (f"--size is one word: write --size {m[1]}x{m[2]} (or in quotes: "
                    f"--size \"{m[1]} x {m[2]}\")")
    return None


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
