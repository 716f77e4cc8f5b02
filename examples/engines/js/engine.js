#!/usr/bin/env node
// A small Rites engine in plain Node.js (no dependencies), speaking protocol 2 of
// docs/protocol.md on stdin/stdout. It implements a few rules of the keyword reference honestly
// (Soul, Wound with Aegis and Unblockable, Heal, Poison and its initiation damage, Cure,
// threshold lines, cards that need allegiance, the allegiance action, the cleanup) and declines
// every other case up front, from the plan and the board that `start` sends: it answers
// `unsupported` rather than guess. Run it with
//
//   adjudicator run --engine "node examples/engines/js/engine.js" --game rites
//
// See examples/engines/js/README.md and the walk-through in docs/protocol.md.
"use strict";

const readline = require("readline");

const ACTIONS = new Set(["play", "end_turn", "allegiance"]); // what `act` may ask
const LINES = new Set(["wound", "unblockable", "heal", "poison", "cure", "soul", "needs", "then"]);
const MAX_HEALTH = 40; // heal.1
const ALLEGIANCE_MAX = 6; // allegiance.1

class Refused extends Error {} // the rules forbid the action now: the state stays as it was
class Unimplemented extends Error {} // a rule this engine lacks, met mid-case: an `error` reply

// -- declining up front ---------------------------------------------------------------------------
// Why this engine cannot play a case, or null: from the plan (the actions it acts with, the
// decisions it pins or checks) and from the board (anything whose rules are not implemented here).
function declineReason(msg) {
  if (msg.game !== "rites") return `this engine plays rites, not ${msg.game}`;
  const plan = msg.plan || { actions: [], decisions: [], checks: [] };
  const actions = plan.actions.filter((a) => !ACTIONS.has(a));
  if (actions.length) return `actions not implemented: ${actions.join(", ")}`;
  if (plan.decisions.length) return `this engine takes no decisions (the case pins or checks ${plan.decisions.join(", ")})`;
  if (plan.checks.length) return `this engine reports no decision to check (${plan.checks.join(", ")})`;
  return boardReason(msg.state, msg.cards);
}

function boardReason(state, cards) {
  if (state.turn.effects.length) return "lasting trap effects are not implemented";
  for (const [name, player] of Object.entries(state.players)) {
    if (player.zones.rites.length) return `${name} holds a Rite: the Rites are not implemented`;
    for (const obj of player.zones.hand) {
      const reason = cardReason(cards[obj.card]);
      if (reason) return `${obj.card} in ${name}'s hand: ${reason}`;
    }
    for (const obj of player.zones.battlefield) {
      if ((cards[obj.card].keywords || []).includes("Guard")) return `${obj.card} has Guard: not implemented`;
    }
  }
  return null;
}

function cardReason(card) {
  if (card.type !== "spell" && card.type !== "soul") return `playing a ${card.type} is not implemented`;
  if (card.or_exile || card.exile_after) return "exiling as it is played is not implemented";
  const bad = allKeys(card.effects || []).filter((k) => !LINES.has(k));
  return bad.length ? `lines not implemented: ${[...new Set(bad)].join(", ")}` : null;
}

function allKeys(lines) {
  return lines.flatMap((line) => Object.keys(line).concat(line.then ? allKeys(line.then) : []));
}

// -- the rules ------------------------------------------------------------------------------------
function opponent(state, player) {
  return state.turn_order.find((p) => p !== player);
}

function lose(state, loser) {
  // wound.5, poison.4: a commander at 0 loses at once; the opponent wins.
  const winner = opponent(state, loser);
  state.players[loser].status = "lost";
  state.players[winner].status = "won";
  state.result = { winners: [winner], losers: [loser], draw: false };
  state.turn.phase = "over";
}

function damage(state, player, amount) {
  // Health never goes below 0 (wound.5, poison.4).
  if (amount <= 0 || state.result) return;
  const p = state.players[player];
  p.health = Math.max(0, p.health - amount);
  if (p.health === 0) lose(state, player);
}

function wound(state, cards, source, line) {
  // wound.1: always the opposing commander; aegis.2: only the strongest Aegis in play counts;
  // unblockable.1: nothing reduces an Unblockable Wound; wound.4: reduced to 0, it deals nothing.
  const target = opponent(state, source);
  let amount = line.wound;
  if (!line.unblockable) {
    const aegis = state.players[target].zones.battlefield.map((o) => cards[o.card].aegis || 0);
    amount -= Math.max(0, ...aegis);
  }
  damage(state, target, amount);
}

function resolveLines(state, cards, player, lines) {
  // A card's lines, in order; nothing more once the game is over (wound.5).
  for (const line of lines) {
    if (state.result) return;
    const me = state.players[player];
    if ("wound" in line) wound(state, cards, player, line);
    else if ("heal" in line) me.health = Math.min(MAX_HEALTH, me.health + line.heal); // heal.1
    else if ("poison" in line) state.players[opponent(state, player)].poison += line.poison; // poison.1
    else if ("cure" in line) me.poison = 0; // cure.1: only one's own counters
    else if ("soul" in line) me.essence += line.soul; // soul.1
    else if ("needs" in line) {
      // allegiance.4: a threshold line, e.g. "6 Blue: ...", counts the allegiance now held.
      const met = Object.entries(line.needs).every(([f, n]) => me.allegiance[f] >= n);
      if (met) resolveLines(state, cards, player, line.then);
    } else throw new Unimplemented(`line ${JSON.stringify(line)} is not implemented`);
  }
}

function mustAct(state, player) {
  if (state.result) throw new Refused("the game is over");
  if (player !== state.turn.active) throw new Refused(`it is ${state.turn.active}'s turn, not ${player}'s`);
}

function play(state, cards, action) {
  const { player, card } = action;
  mustAct(state, player);
  const hand = state.players[player].zones.hand;
  const index = hand.findIndex((o) => o.card === card);
  if (index < 0) throw new Refused(`${player} holds no ${card}`);
  const definition = cards[card];
  for (const [faction, points] of Object.entries(definition.requires || {})) {
    if (state.players[player].allegiance[faction] < points) {
      throw new Refused(`${card} needs ${points} ${faction} allegiance`);
    }
  }
  const [obj] = hand.splice(index, 1);
  if (definition.type === "soul") state.players[player].zones.souls.push(obj); // soul.3
  resolveLines(state, cards, player, definition.effects || []);
  if (definition.type === "spell") state.players[player].zones.discard.unshift(obj); // top first
}

function allegiance(state, action) {
  // allegiance.2: the turn's allegiance action turns essence into points, 1 for 1; essence never
  // goes below 0 (soul.2); a faction never goes beyond 6 (allegiance.1).
  const { player, faction, points } = action;
  mustAct(state, player);
  const me = state.players[player];
  if (!Number.isInteger(points) || points < 1) throw new Refused("an allegiance action buys at least 1 point");
  if (me.essence < points) throw new Refused(`${player} has ${me.essence} essence, not ${points}`);
  me.essence -= points;
  me.allegiance[faction] = Math.min(ALLEGIANCE_MAX, me.allegiance[faction] + points);
  if (me.allegiance[faction] === ALLEGIANCE_MAX) {
    throw new Unimplemented("taking a Rite at 6 allegiance (allegiance.3) is not implemented");
  }
}

function endTurn(state, action) {
  // Cleanup: unspent essence is lost (soul.2), played Souls go to the discard pile (soul.3), the
  // player's creatures are readied (guard.5); then the opponent's initiation phase: damage equal
  // to their poison counters, then one counter less (poison.2), and their strategy phase.
  const { player } = action;
  mustAct(state, player);
  const me = state.players[player];
  me.essence = 0;
  for (const obj of me.zones.souls.splice(0)) me.zones.discard.unshift(obj);
  for (const side of state.turn_order) {
    for (const obj of state.players[side].zones.battlefield) {
      if (side === player) obj.exhausted = false;
      obj.summoned = false;
      obj.activated = false;
    }
  }
  const next = opponent(state, player);
  state.turn.active = next;
  const poisoned = state.players[next];
  if (poisoned.poison > 0) {
    damage(state, next, poisoned.poison);
    poisoned.poison -= 1;
  }
}

const PERFORM = { play: (s, c, a) => play(s, c, a), allegiance: (s, c, a) => allegiance(s, a),
                  end_turn: (s, c, a) => endTurn(s, a) };

// -- the protocol ---------------------------------------------------------------------------------
const game = { state: null, cards: {} };

function handle(msg) {
  switch (msg.cmd) {
    case "hello":
      return { protocol: 2, engine: { name: "rites-js-example", version: "0.1.0", games: ["rites"],
                                      language: "javascript", features: [] } };
    case "start": {
      const reason = declineReason(msg);
      if (reason) return { unsupported: reason };
      game.state = msg.state;
      game.cards = msg.cards;
      return { ok: true };
    }
    case "act": {
      const perform = PERFORM[msg.action.type];
      if (!perform) return { error: `unknown action type ${JSON.stringify(msg.action.type)}` };
      const work = JSON.parse(JSON.stringify(game.state)); // kept only when the action is done
      try {
        perform(work, game.cards, msg.action);
      } catch (exc) {
        if (exc instanceof Refused) return { outcome: "refused", reason: exc.message, decisions: [] };
        if (exc instanceof Unimplemented) return { error: exc.message };
        throw exc;
      }
      game.state = work;
      return { outcome: "done", used: [], decisions: [] }; // it takes no decision
    }
    case "observe":
      return { state: game.state };
    case "stop":
      return { ok: true };
    default:
      return { error: `unknown command ${JSON.stringify(msg.cmd)}` };
  }
}

const input = readline.createInterface({ input: process.stdin });
input.on("line", (line) => {
  if (!line.trim()) return;
  let msg;
  try {
    msg = JSON.parse(line);
  } catch (exc) {
    process.stdout.write(JSON.stringify({ seq: null, error: `invalid JSON: ${exc.message}` }) + "\n");
    return;
  }
  let reply;
  try {
    reply = handle(msg);
  } catch (exc) {
    process.stderr.write(`${exc.stack}\n`); // logs go to stderr; stdout carries replies only
    reply = { error: `engine bug: ${exc.message}` };
  }
  process.stdout.write(JSON.stringify({ seq: msg.seq, ...reply }) + "\n");
  if (msg.cmd === "stop") input.close();
});
