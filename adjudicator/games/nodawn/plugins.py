"""The No Dawn rule modules — the one list the engine assembly imports. A new keyword ability,
keyword action or state check is one new module plus its place here.

Importing a rule module registers what it adds with the core (its actions, instructions,
watchers, state checks, layer effects, restrictions...). ``RULES`` orders them: functions
filed at the same hook are called in this order (core/registry.py), which matters only where
the rules leave an order to the engine — watchers of one event run in this order (so printed
triggers wait for the stack before keyword triggers of the same event), and where several
restrictions bar an action the first listed gives the reason. Packages follow the rulebook's
sections, and modules within them its order.
"""

from __future__ import annotations

from types import ModuleType

from adjudicator.games.nodawn.additional import (
    coins_and_dice,
    conclave_seat,
    contracts,
    copying,
    ending_turns,
    face_down,
    feast_calendar,
    formula,
    great_works,
    modes,
    modified,
    piles,
    second_death,
)
from adjudicator.games.nodawn.card_types import powers, rooms, thresholds, traps
from adjudicator.games.nodawn.combat import attackers, blockers, record
from adjudicator.games.nodawn.combat import damage as combat_damage
from adjudicator.games.nodawn.concepts import (
    apnap,
    counters,
    domains,
    drawing,
    edicts,
    fields,
    golden_rules,
    lineages,
    numbers,
    starting,
    suspicion,
    tokens,
    vitae,
)
from adjudicator.games.nodawn.concepts import damage as concept_damage
from adjudicator.games.nodawn.core.registry import order_modules
from adjudicator.games.nodawn.game_modes import limited
from adjudicator.games.nodawn.keyword_abilities import (
    ambush,
    backlash,
    bind,
    bleed,
    bloodlust,
    bulwark,
    celerity,
    champion,
    command,
    conscript,
    contagion,
    deathless,
    debt,
    decay,
    despoil,
    devour,
    dominance,
    dread,
    elusive,
    entwine,
    evidence,
    exhume,
    feed,
    flying,
    frenzy,
    immure,
    mandate,
    masquerade,
    muster,
    overrun,
    pack,
    pit_marked,
    reach,
    recall,
    reckoning,
    revenant,
    sanctity,
    scatter,
    scholarship,
    shroud,
    siege,
    sleeper,
    toll,
    transmute,
    tribute,
    venom,
    vigilance,
    wield,
)
from adjudicator.games.nodawn.keyword_actions import (
    banish,
    challenge,
    co_opt,
    counter,
    destroy,
    discard,
    double,
    erode,
    exchange,
    foresee,
    sacrifice,
    search,
    shuffle,
)
from adjudicator.games.nodawn.spells import (
    ability_changing,
    activating,
    additional_costs,
    cast_gains,
    casting,
    companion_abilities,
    continuous,
    control_changing,
    copiable_values,
    cost_changes,
    delayed,
    division,
    game_triggers,
    linked_abilities,
    one_shot,
    prevention,
    replacement,
    resolving,
    statics,
    text_changing,
    triggered,
    type_changing,
    until_banishment,
)
from adjudicator.games.nodawn.state_checks import (
    complete_rite,
    counter_pairs,
    deck_out,
    eminent,
    fallen_companion,
    fallen_haven,
    lethal_damage,
    liquidation,
    loose_weapon,
    no_vitae,
    sunlight,
    token_ceases,
    unbound_ritual,
    unguarded_trap,
    venom_damage,
    wrath_cascade,
    zero_vigor,
)
from adjudicator.games.nodawn.turn import added_phases, cleanup, draw, drop, extra_turns, replenish, skips
from adjudicator.games.nodawn.world_cycle import day_rest, nightfall, shift, sunrise
from adjudicator.games.nodawn.zones import battlefield, domain, hand, master_dock, pit, procession, shelter

RULES: tuple[ModuleType, ...] = (
    # section 1, game concepts
    golden_rules, domains, starting, lineages, vitae, numbers, fields, tokens, edicts, counters,
    concept_damage, drawing, suspicion, apnap,
    # section 3, card types
    powers, traps, rooms, thresholds,
    # section 4, zones
    domain, hand, battlefield, master_dock, shelter, pit,
    # section 5, turn structure, and combat (506-511)
    extra_turns, added_phases, skips, replenish, draw, drop, record, attackers, blockers,
    combat_damage, cleanup,
    # section 6, spells, abilities and effects
    casting, additional_costs, division, cost_changes, cast_gains, activating,
    triggered, game_triggers, delayed, statics,
    companion_abilities, resolving, one_shot, until_banishment, linked_abilities, continuous,
    copiable_values, control_changing, text_changing, type_changing, ability_changing, replacement,
    prevention,
    # 701 keyword actions
    counter, banish, destroy, discard, sacrifice, foresee, challenge, search, shuffle, erode, exchange,
    double,
    co_opt,
    # 702 keyword abilities
    celerity, frenzy, vigilance, feed, venom, overrun, dread, bloodlust, flying, reach, deathless,
    elusive, toll, sanctity, ambush, bulwark, wield, bind, recall, bleed, exhume, despoil,
    pit_marked, tribute, muster, scholarship, champion, siege, transmute, masquerade, evidence,
    shroud, mandate, entwine, backlash, command, conscript, sleeper, contagion, decay, devour,
    dominance, pack, scatter, revenant, immure, debt, reckoning,
    # 704 state-based actions
    no_vitae, deck_out, liquidation, wrath_cascade, sunlight, token_ceases, zero_vigor, lethal_damage,
    venom_damage, fallen_companion, fallen_haven, unguarded_trap, eminent, unbound_ritual,
    loose_weapon, complete_rite, counter_pairs,
    # 731 the world cycle
    shift, sunrise, day_rest, nightfall,
    # 408.5 the Procession, after the Day rest: a Master arriving as a Day round begins has
    # not rested in its new refuge that round (408.5d)
    procession,
    # 705-733 the additional rules (after the world cycle: the upkeep's Lore comes after the return)
    modes, modified, piles, coins_and_dice, copying, face_down, second_death, formula, contracts,
    great_works, ending_turns, conclave_seat, feast_calendar,
    # section 9, game modes
    limited,
)
order_modules([module.__name__ for module in RULES])
