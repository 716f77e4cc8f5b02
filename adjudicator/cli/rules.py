"""Rule tracking commands: ``rules import|diff|review``, ``coverage``, ``contested``.

These serve rules designers: import a rulebook into the index, see what an amendment changes
and which scenarios must be re-checked, record a review, measure coverage per section and
group, and read the contradictions register. See ``docs/rule-changes.md``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from adjudicator.cli.common import EXIT_USAGE, add_corpus
from adjudicator.errors import AdjudicatorError
from adjudicator.games import GAME_SLUGS, PLAYABLE, ROOT

FORMATS = ("table", "json", "markdown")


def add(sub: Any) -> None:
    _add_rules(sub)
    _add_coverage(sub)
    _add_contested(sub)


def _add_rules(sub: Any) -> None:
    p = sub.add_parser("rules", help="rule index tools: import, diff, review",
                       description="Rule index tools: import a rulebook, diff two versions of it, "
                       "and record that scenarios were reviewed against the current rules.")
    rsub = p.add_subparsers(metavar="ACTION")
    imp = rsub.add_parser("import", help="import a rulebook into fixtures/<game>/rules.toml",
                          description="Parse a rulebook document into the game's rule index (ids, "
                          "titles, status, amendment dates, fingerprints; no rule text).")
    imp.add_argument("game")
    imp.add_argument("rulebook", type=Path)
    imp.add_argument("-o", "--output", type=Path, help="index file (default fixtures/<game>/rules.toml)")
    imp.set_defaults(handler=cmd_rules_import)

    diff = rsub.add_parser(
        "diff", help="what an amended rulebook changes, and which scenarios to review",
        description="Import OLD and NEW versions of GAME's rulebook and list rules added, removed, "
        "renumbered (same text, new id) and changed (same id, new text), with status changes and "
        "new amendment dates. For every changed, renumbered or removed rule, the scenarios citing it "
        "are listed 'to review' (id and file:line), and so are contested entries citing it. "
        "--update then rewrites fixtures/<game>/rules.toml from NEW, and nothing else; lint will "
        "warn on each scenario until `adjudicator rules review` records it.")
    diff.add_argument("game", choices=sorted(GAME_SLUGS))
    diff.add_argument("old", type=Path, metavar="OLD_RULEBOOK")
    diff.add_argument("new", type=Path, metavar="NEW_RULEBOOK")
    diff.add_argument("--format", choices=("text", "json"), default="text")
    diff.add_argument("--update", action="store_true",
                      help="rewrite the game's rule index from NEW_RULEBOOK (keeps untestable notes)")
    add_corpus(diff)
    diff.set_defaults(handler=cmd_rules_diff)

    rev = rsub.add_parser(
        "review", help="record that scenarios were checked against the current rules",
        description="Record, in features/<game>/rules.lock.toml, the fingerprint each cited rule has "
        "now in the index, for the scenarios named (by @id), or every scenario citing --rule, or "
        "--all. Do it after re-reading the rules and checking the scenario still says what they "
        "say; lint then stops warning about it.")
    rev.add_argument("ids", nargs="*", metavar="SCENARIO_ID")
    rev.add_argument("--rule", action="append", metavar="RULE",
                     help="every scenario citing this rule or its sub-rules")
    rev.add_argument("--all", action="store_true", help="every scenario (of --game, if given)")
    rev.add_argument("--game", action="append", choices=PLAYABLE)
    rev.add_argument("--prune", action="store_true",
                     help="also drop lock entries of scenarios that no longer exist")
    add_corpus(rev)
    rev.set_defaults(handler=cmd_rules_review)
    p.set_defaults(handler=lambda args: (p.print_help(), EXIT_USAGE)[1])


def _add_coverage(sub: Any) -> None:
    p = sub.add_parser(
        "coverage", help="which rules the corpus cites, per section and group",
        description="For each rule section and group: rules in the index, rules cited by at least "
        "one scenario (by their own id), the same by status (ratified/proposed/deferred/base), and "
        "the uncited rules. Rules marked `untestable` in the index are counted apart, never as "
        "covered; citing a group or section heading covers none of its rules and is shown apart.")
    p.add_argument("--game", action="append", choices=sorted(GAME_SLUGS),
                   help="only this game (default: every game the corpus has)")
    p.add_argument("--format", choices=FORMATS, default="table")
    p.add_argument("--uncited", action="store_true", help="with the table, list the uncited rule ids")
    add_corpus(p)
    p.set_defaults(handler=cmd_coverage)


def _add_contested(sub: Any) -> None:
    p = sub.add_parser(
        "contested", help="the contradictions register: where the rulebooks disagree",
        description="List the known contradictions of each rulebook (fixtures/<game>/contested.toml): "
        "the rules on each side, the reading the corpus adopts, the principle and why, and the "
        "@contested scenarios depending on it. --write regenerates docs/contested.md.")
    p.add_argument("--game", action="append", choices=sorted(GAME_SLUGS))
    p.add_argument("--format", choices=("text", "markdown"), default="text")
    p.add_argument("--write", action="store_true", help="rewrite docs/contested.md from the registers")
    add_corpus(p)
    p.set_defaults(handler=cmd_contested)


# -- handlers --------------------------------------------------------------------------------
def cmd_rules_import(args: argparse.Namespace) -> int:
    from adjudicator.rules import cli_import

    print(cli_import(args.game, args.rulebook, args.output))
    return 0


def cmd_rules_diff(args: argparse.Namespace) -> int:
    from adjudicator.rules import write_index
    from adjudicator.rules.diff import render_json, render_text, rulebook_diff
    from adjudicator.rules.index import index_path

    result, new_index = rulebook_diff(args.game, args.old, args.new)
    print(render_json(result) if args.format == "json" else render_text(result))
    if args.update:
        target = index_path(args.game)
        write_index(new_index, target)
        print(f"updated {target.relative_to(ROOT)} from {args.new}", file=sys.stderr)
    return 0


def cmd_rules_review(args: argparse.Namespace) -> int:
    from adjudicator.corpus.load import load_corpus
    from adjudicator.corpus.lock import scenario_id
    from adjudicator.rules import rule_matches

    if not (args.ids or args.rule or args.all or args.prune):
        raise AdjudicatorError("name scenario ids, or use --rule RULE, --all or --prune")
    corpus = load_corpus(games=args.game, compile_cases=False)
    if corpus.problems:
        raise AdjudicatorError("the corpus does not parse; run `adjudicator lint` first:\n  "
                               + "\n  ".join(corpus.problems))
    ids: set[str] | None = set(args.ids) if args.ids else None
    if args.rule:
        citing = {scenario_id(sc) for sc in corpus.scenarios
                  if any(rule_matches(sel, r) for sel in args.rule for r in sc.rules)}
        citing.discard(None)
        if not citing:
            raise AdjudicatorError(f"no scenario cites {', '.join(args.rule)}")
        ids = (ids or set()) | {c for c in citing if c}
    if args.all:
        ids = None
    elif ids is None:
        ids = set()
    prune = set(args.game or PLAYABLE) if args.prune else set()
    changed = _review_roots(corpus, ids, prune)
    for line in changed:
        print(line)
    print(f"{len(changed)} lock entries updated" if changed else "every chosen scenario was up to date",
          file=sys.stderr)
    return 0


def _review_roots(corpus: Any, ids: set[str] | None, prune: set[str]) -> list[str]:
    """:func:`review` in each corpus root's own lock files; an id missing from all is an error."""
    from adjudicator.corpus.lock import review, scenario_id
    from adjudicator.games import corpus_roots

    if ids:
        missing = ids - {scenario_id(sc) for sc in corpus.scenarios}
        if missing:
            raise AdjudicatorError(f"no scenario with id {', '.join(sorted(missing))}")
    changed = []
    for root in corpus_roots():
        scenarios = corpus.scenarios_under(root.path)
        mine = None if ids is None else ids & {scenario_id(sc) for sc in scenarios}
        pruned = prune & {sc.game for sc in scenarios}  # never a lock file for a game it lacks
        if scenarios and (mine is None or mine or pruned):
            changed += review(scenarios, mine, pruned, root)
    return changed


def cmd_coverage(args: argparse.Namespace) -> int:
    from adjudicator.games import corpus_games
    from adjudicator.rules.coverage import corpus_coverage, print_table, render_json, render_markdown

    results = corpus_coverage(args.game or corpus_games())
    if args.format == "json":
        print(render_json(results))
    elif args.format == "markdown":
        print(render_markdown(results))
    else:
        print_table(results, args.uncited)
    return 0


def cmd_contested(args: argparse.Namespace) -> int:
    from adjudicator.games import GAME_NAMES as names
    from adjudicator.games import corpus_games
    from adjudicator.rules.contested import load_register, render_markdown, render_text

    games = args.game or corpus_games()
    registers = {g: load_register(g) for g in games}
    if args.write:
        path = ROOT / "docs" / "contested.md"
        path.write_text(render_markdown({g: load_register(g) for g in GAME_SLUGS}, names),
                        encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}", file=sys.stderr)
    elif args.format == "markdown":
        print(render_markdown(registers, names), end="")
    else:
        for g, conflicts in registers.items():
            print(f"# {names[g]}: {len(conflicts)} known conflicts\n")
            if conflicts:
                print(render_text(conflicts) + "\n")
    return 0
