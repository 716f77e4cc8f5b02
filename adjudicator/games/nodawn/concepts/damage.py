"""120 Damage: what it does to each kind of recipient."""

from __future__ import annotations

from typing import Any

from adjudicator.games.nodawn.concepts.counters import add_counters


def deal_damage(state: dict[str, Any], target: dict[str, Any], amount: int, by: str | None = None) -> None:
    """Deal damage (120.3): to a Master it drains Vitae, untaxed (120.3a, 119.4c); on an Entity
    or a Haven it is marked as damage counters (120.3b, 120.3d); on a Companion it wears Vigor
    away (120.3c). Zero damage is no damage (120.6). Nothing dies here: that is 704.5's job (120.5).
    ``by``, the controller of the damage's source, is kept on an Entity as ``wounded_by``: the
    latest to wound it, whose damage a state check may find lethal (704.5j, 704.5k, 709.2)."""
    if amount <= 0:
        return
    if target["kind"] == "master":
        state["players"][target["player"]]["vitae"] -= amount
        return
    obj = target["object"]
    if target["type"] == "Companion":
        add_counters(obj, "vigor", -amount)  # 306.4: damage removes Vigor counters
        return
    obj["damage"] += amount
    if by is not None and target.get("type") == "Entity":
        obj["wounded_by"] = by
