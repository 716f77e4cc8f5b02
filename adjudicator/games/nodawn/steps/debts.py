"""Steps of Debts, the Ledger of Favors (702.48): who owes whom, calling a Debt (116.2g), and the
Invitations a refused one opens, or a gift taken (310.11)."""

from __future__ import annotations

from adjudicator.corpus.case import CaseBuilder, pointer
from adjudicator.corpus.vocabulary import Steps

steps = Steps("nodawn")


@steps.given(
    "{debtor:player} owes {creditor:player} a Debt",
    meaning="The debtor bears a Debt marker owed to the creditor, with no price printed (702.48a, "
    "122.2i).",
    example="Bob owes Alice a Debt",
)
def given_debt(case: CaseBuilder, debtor: str, creditor: str) -> None:
    case.known_player(creditor)
    case.player(debtor).setdefault("debts", []).append({"creditor": creditor})


@steps.when(
    "{creditor:player} calls {debtor:player}'s Debt",
    meaning="The creditor calls a Debt the debtor owes them: a special action in their own main "
    "phase, announced onto the stack as \"<creditor>'s Debt\" (702.48b, 116.2g).",
    example="Alice calls Bob's Debt",
)
def when_call(case: CaseBuilder, creditor: str, debtor: str) -> None:
    case.act({"type": "call-debt", "player": case.known_player(creditor),
              "debtor": case.known_player(debtor)})


@steps.then(
    "{debtor:player} owes {creditor:player} a Debt",
    meaning="The debtor bears exactly one Debt owed to that creditor (702.48a).",
    example="Bob owes Alice a Debt",
)
def then_owes(case: CaseBuilder, debtor: str, creditor: str) -> None:
    case.expect(pointer("players", case.known_player(debtor), "debts"),
                where={"creditor": case.known_player(creditor)}, has={})


@steps.then(
    "{debtor:player} owes {creditor:player} no Debt",
    meaning="The debtor bears no Debt owed to that creditor: none was taken, or it was spent "
    "(702.48a, 702.48c).",
    example="Bob owes Alice no Debt",
)
def then_owes_none(case: CaseBuilder, debtor: str, creditor: str) -> None:
    case.expect(pointer("players", case.known_player(debtor)),
                nowhere={"creditor": case.known_player(creditor)})


@steps.then(
    "{creditor:player} is Invited across {debtor:player}'s thresholds",
    meaning="The debtor has Invited the creditor, and nobody else: a refused Debt opened the door "
    "(702.48d, 310.11).",
    example="Alice is Invited across Bob's thresholds",
)
def then_invited(case: CaseBuilder, creditor: str, debtor: str) -> None:
    case.expect(pointer("players", case.known_player(debtor), "invited"),
                equals=[case.known_player(creditor)])


@steps.then(
    "nobody is Invited across {debtor:player}'s thresholds",
    meaning="The player has Invited nobody: no refused Debt, no gift taken with its rider "
    "(310.11, 702.48d).",
    example="nobody is Invited across Bob's thresholds",
)
def then_nobody_invited(case: CaseBuilder, debtor: str) -> None:
    case.expect(pointer("players", case.known_player(debtor), "invited"), absent=True)
