/**
 * Wikingerschafe's moves applied to the context: each takes the context and a legal move and returns the
 * next context (a roll or a re-roll draws from the seeded generator in it). The machine's guards ask the
 * predicates in ./wikingerschafe.rules.ts first; called with an illegal move anyway, a move throws
 * {@link IllegalMoveError} and changes nothing.
 * @see ./RULES.md "Wikinger Turn", "Locations", "Special Rules: 6s", "Special Rules: Wollhalla retrieval"
 */
import { IllegalMoveError } from '../kit/errors.js';
import {
  BOARD_DIE_ID,
  CELEBRATION_COINS,
  CELEBRATION_MEAD,
  CELEBRATION_MIN_DICE,
  RETRIEVE_MEAD,
  SIX,
  SIXES_REROLL_MEAD,
  UNLOCK_COINS,
  UNLOCK_GLORY,
  UNLOCK_MEAD,
} from './wikingerschafe.components.js';
import { draft, draw, finish, freshTurn, placeOn, rollFace, toPlace, type Draft } from './wikingerschafe.draft.js';
import {
  canAssignSixes,
  canForfeitSixes,
  canPlace,
  canRerollSixes,
  canRetrieveDie,
  canRoll,
  canUnlockDie,
  countOn,
  isLegalReward,
  isRoundOver,
  type RewardEvent,
} from './wikingerschafe.rules.js';
import type { Face, LocationValue, LogEntry, RewardLogEntry, ShieldState, WikingerschafeContext } from './wikingerschafe.types.js';

function rule(ok: boolean, message: string): void {
  if (!ok) throw new IllegalMoveError(message);
}

/** Rolls the given supply dice of the Wikinger to act. @throws {IllegalMoveError} when the roll is illegal. */
export function roll(context: WikingerschafeContext, dice: readonly number[]): WikingerschafeContext {
  rule(canRoll(context, dice), `roll: dice ${JSON.stringify(dice)} cannot be rolled now`);
  const d = draft(context);
  const w = d.wikinger[d.current];
  const kept = w.dice.filter((die) => die.place === 'supply' && !dice.includes(die.id)).map((die) => die.face);
  const faces = [...dice].sort((a, b) => a - b).map((id) => (w.dice[id].face = draw(d, rollFace)));
  d.turn = { ...d.turn, rollsLeft: d.turn.rollsLeft - 1 };
  d.log.push({ kind: 'roll', round: d.round, who: d.current, faces, kept });
  return finish(d);
}

/**
 * Sets the reward to choose after dice arrive on `location`: each Location's reward once per turn; the Great
 * Celebration (4) is resolved at once ("You only receive this reward if, after placing, you have at least 2").
 */
function enterReward(d: Draft, location: LocationValue): void {
  if (d.turn.rewarded.includes(location)) {
    d.turn = { ...d.turn, rewardLocation: undefined };
    return;
  }
  if (location === 4) {
    const w = d.wikinger[d.current];
    const celebrates = countOn(w, 4) >= CELEBRATION_MIN_DICE;
    if (celebrates) {
      w.mead += CELEBRATION_MEAD;
      w.coins += CELEBRATION_COINS;
    }
    d.log.push({ kind: 'reward', round: d.round, who: d.current, location: 4, option: 'celebration', celebrated: celebrates });
    d.turn = { ...d.turn, rewarded: [...d.turn.rewarded, 4], rewardLocation: undefined };
    return;
  }
  d.turn = { ...d.turn, rewardLocation: location };
}

/** Places every supply die showing `value`, plus `sixes` 6s and `shields` shields. @throws {IllegalMoveError} when illegal. */
export function place(context: WikingerschafeContext, value: LocationValue, sixes: number, shields: number): WikingerschafeContext {
  rule(canPlace(context, value, sixes, shields), `place: cannot place value ${value} with ${sixes} sixes and ${shields} shields`);
  const d = draft(context);
  const w = d.wikinger[d.current];
  const supply = w.dice.filter((die) => die.place === 'supply');
  const chosen = [...supply.filter((die) => die.face === value), ...supply.filter((die) => die.face === SIX).slice(0, sixes)];
  chosen.forEach((die, i) => {
    placeOn(die, value);
    if (i < shields) {
      die.shielded = true;
      w.shields[w.shields.indexOf('ready')] = 'placed';
    }
  });
  d.log.push({ kind: 'place', round: d.round, who: d.current, location: value, dice: chosen.length - sixes, sixes, shields });
  d.turn = { ...d.turn, placed: true, placedDice: chosen.map((die) => die.id) };
  enterReward(d, value);
  return finish(d);
}

/**
 * Only 6s left, no roll left: pay 1 Mead and re-roll them; 6s rolled again go to Wollhalla (limit ignored) and
 * stay there until the round ends. @see ./RULES.md "Special Rules: 6s"
 */
export function rerollSixes(context: WikingerschafeContext): WikingerschafeContext {
  rule(canRerollSixes(context), 'rerollSixes: needs only 6s in the supply, no roll left, 1 Mead, and not used this turn');
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.mead -= SIXES_REROLL_MEAD;
  const faces: Face[] = [];
  const sent: Face[] = [];
  for (const die of w.dice) {
    if (die.place !== 'supply') continue;
    die.face = draw(d, rollFace);
    faces.push(die.face);
    if (die.face === SIX) {
      toPlace(die, 'wollhalla');
      die.banished = true;
      sent.push(SIX);
    }
  }
  d.log.push({ kind: 'rerollSixes', round: d.round, who: d.current, faces });
  if (sent.length) d.log.push({ kind: 'sixesToWollhalla', round: d.round, who: d.current, faces: sent });
  d.turn = { ...d.turn, sixesRerollUsed: true };
  return finish(d);
}

/**
 * Only 6s left and no roll left: the 6s go to Wollhalla until the round ends, and the turn ends without a
 * placement (RULINGS.md 8, 17).
 */
export function forfeitSixes(context: WikingerschafeContext): WikingerschafeContext {
  rule(canForfeitSixes(context), 'forfeitSixes: needs only 6s in the supply and no roll left');
  const d = draft(context);
  const w = d.wikinger[d.current];
  const sent: Face[] = [];
  for (const die of w.dice) {
    if (die.place === 'supply') {
      toPlace(die, 'wollhalla');
      die.banished = true;
      sent.push(SIX);
    }
  }
  d.log.push({ kind: 'sixesToWollhalla', round: d.round, who: d.current, faces: sent });
  return finish(d);
}

/** Unlock the additional die: pay 1 Mead and 6 Coins, gain 3 glory, roll it into the supply. */
export function unlockDie(context: WikingerschafeContext): WikingerschafeContext {
  rule(canUnlockDie(context), 'unlockDie: needs 1 Mead, 6 Coins, the die still on the board, and no extra action this turn');
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.mead -= UNLOCK_MEAD;
  w.coins -= UNLOCK_COINS;
  w.glory += UNLOCK_GLORY;
  const die = w.dice[BOARD_DIE_ID];
  toPlace(die, 'supply');
  die.face = draw(d, rollFace);
  d.log.push({ kind: 'unlockDie', round: d.round, who: d.current, faces: [die.face] });
  d.turn = { ...d.turn, extraUsed: true };
  return finish(d);
}

/** Retrieve a die from Wollhalla (the lowest id of those 6s did not send there): pay 2 Mead, roll it into the supply. */
export function retrieveDie(context: WikingerschafeContext): WikingerschafeContext {
  rule(canRetrieveDie(context), 'retrieveDie: needs 2 Mead, a die in Wollhalla, a die in the supply, and no extra action this turn');
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.mead -= RETRIEVE_MEAD;
  const die = w.dice.find((x) => x.place === 'wollhalla' && !x.banished)!;
  toPlace(die, 'supply');
  die.face = draw(d, rollFace);
  d.log.push({ kind: 'retrieveDie', round: d.round, who: d.current, faces: [die.face] });
  d.turn = { ...d.turn, extraUsed: true };
  return finish(d);
}

/**
 * Applies a legal `player.reward` for `turn.rewardLocation`.
 * After `relocate` the reward of the new Location is pending (or resolved at once for Location 4);
 * after a `redistribution` that left a choice for its 6s or shields, `turn.pendingSixes`/`pendingShields` wait for `player.assignSixes`.
 * @throws {IllegalMoveError} when the reward is not legal now.
 */
export function applyReward(context: WikingerschafeContext, event: RewardEvent): WikingerschafeContext {
  rule(isLegalReward(context, event), `reward: ${JSON.stringify(event)} is not legal now`);
  const d = draft(context);
  const location = d.turn.rewardLocation!;
  const w = d.wikinger[d.current];
  d.turn = { ...d.turn, rewarded: [...d.turn.rewarded, location], rewardLocation: undefined };
  type Reward = RewardLogEntry extends infer E ? (E extends RewardLogEntry ? Omit<E, 'kind' | 'round' | 'who' | 'location'> : never) : never;
  const entry = { kind: 'reward', round: d.round, who: d.current, location } as const;
  const log = (reward: Reward) => d.log.push({ ...entry, ...reward } as RewardLogEntry);
  switch (event.option) {
    case 'loot':
      w.coins += 1;
      log({ option: 'loot' });
      break;
    case 'destiny':
      w.dice[event.die!].face = event.face!;
      log({ option: 'destiny', die: event.die!, face: event.face! });
      break;
    case 'mead':
      w.mead += 1;
      log({ option: 'mead' });
      break;
    case 'shield':
      w.shields[w.shields.indexOf('board')] = 'fresh';
      log({ option: 'shield' });
      break;
    case 'redistribution':
      redistribute(d, event.location!);
      break;
    case 'relocate': {
      const die = w.dice[event.die!];
      placeOn(die, event.location!);
      log({ option: 'relocate', die: event.die!, to: event.location! });
      enterReward(d, event.location!);
      break;
    }
    case 'attack': {
      const target = d.wikinger[event.target!];
      delete target.dice[event.die!].shielded;
      target.shields[target.shields.indexOf('placed')] = 'destroyed';
      log({ option: 'attack', target: event.target!, from: target.dice[event.die!].location!, die: event.die! });
      break;
    }
    case 'wollhalla': {
      const die = d.wikinger[event.target!].dice[event.die!];
      const from = die.location;
      toPlace(die, 'wollhalla');
      log({ option: 'wollhalla', target: event.target!, from: from!, die: event.die! });
      break;
    }
    case 'celebration':
      log({ option: 'celebration', celebrated: true });
      break;
    case 'none':
      log({ option: 'none' });
      break;
  }
  return finish(d);
}

/**
 * Redistribution (Location 3, option A): re-roll all own dice on `from`; each die other than 6 goes to its
 * value's Location. The re-rolled 6s and the shields that were on these dice may go with any newly rolled die:
 * when that leaves a choice (two or more new values) they wait for `player.assignSixes`, otherwise they join the
 * one new value at once. When every die shows 6 they all go back to the supply and their shields are ready again.
 * No reward for any of it (RULINGS.md 10). @see ./RULES.md "Location 3"
 */
function redistribute(d: Draft, from: LocationValue): void {
  const w = d.wikinger[d.current];
  const dice = w.dice.filter((die) => die.place === 'location' && die.location === from);
  const faces = dice.map(() => draw(d, rollFace));
  const others = [...new Set(faces.filter((f) => f !== SIX))].sort((a, b) => a - b) as LocationValue[];
  const shields = dice.filter((die) => die.shielded).length;
  const sixes: number[] = [];
  dice.forEach((die, i) => {
    if (others.length === 0) {
      if (die.shielded) w.shields[w.shields.indexOf('placed')] = 'ready';
      toPlace(die, 'supply');
      die.face = SIX;
      return;
    }
    delete die.shielded;
    if (faces[i] !== SIX) placeOn(die, faces[i] as LocationValue);
    else {
      die.face = SIX;
      sixes.push(die.id);
    }
  });
  d.log.push({ kind: 'reward', round: d.round, who: d.current, location: 3, option: 'redistribution', step: 'roll', from, faces: [...faces] as Face[] });
  if (others.length === 0 || sixes.length + shields === 0) return;
  d.turn = { ...d.turn, pendingSixes: sixes, pendingShields: shields, sixesTargets: others, rerolled: dice.map((die) => die.id) };
  // One new value: every 6 and shield goes there, nothing to ask.
  if (others.length === 1)
    reinforce(
      d,
      sixes.map(() => others[0]),
      Array.from({ length: shields }, () => others[0]),
      false,
    );
}

/** Puts the pending 6s and shields of a Redistribution on their values and clears them from the turn. */
function reinforce(d: Draft, sixes: readonly LocationValue[], shields: readonly LocationValue[], logged: boolean): void {
  const w = d.wikinger[d.current];
  const pending = d.turn.pendingSixes ?? [];
  pending.forEach((id, i) => placeOn(w.dice[id], sixes[i]));
  for (const value of shields) {
    const die = (d.turn.rerolled ?? []).map((id) => w.dice[id]).find((x) => x.place === 'location' && x.location === value && !x.shielded)!;
    die.shielded = true;
  }
  const { pendingSixes: _p, pendingShields: _s, sixesTargets: _t, rerolled: _r, ...turn } = d.turn;
  d.turn = turn;
  if (logged) {
    d.log.push({
      kind: 'reward',
      round: d.round,
      who: d.current,
      location: 3,
      option: 'redistribution',
      step: 'assign',
      sixes: [...sixes],
      shields: [...shields],
    });
  }
}

/**
 * The re-rolled 6s and the shields of a Redistribution go with the newly rolled dice: `sixes[i]` is the value the
 * 6 `turn.pendingSixes[i]` joins, each entry of `shields` the value of a newly rolled die a shield goes on.
 * @throws {IllegalMoveError} when the values are not {@link canAssignSixes}.
 * @see ./RULES.md "Location 3"
 */
export function assignSixes(context: WikingerschafeContext, sixes: readonly LocationValue[], shields: readonly LocationValue[]): WikingerschafeContext {
  rule(
    canAssignSixes(context, sixes, shields),
    `assignSixes: 6s to ${JSON.stringify(sixes)} and shields to ${JSON.stringify(shields)} is not a choice of the values just rolled`,
  );
  const d = draft(context);
  reinforce(d, sixes, shields, true);
  return finish(d);
}

/** True when `who` was already logged as skipped this round (one entry per Wikinger and round keeps the log readable). */
function skippedThisRound(log: readonly LogEntry[], round: number, who: number): boolean {
  for (let i = log.length - 1; i >= 0 && log[i].round === round; i--) {
    const entry = log[i];
    if (entry.kind === 'skipped' && entry.who === who) return true;
  }
  return false;
}

/**
 * Ends the turn: shields unlocked this turn become ready, the next Wikinger to the left with dice in the
 * supply is up; those without are skipped ("A Wikinger who has already placed all of their dice is skipped"),
 * logged once per round.
 * When the round is over the current seat stays.
 */
export function endTurn(context: WikingerschafeContext): WikingerschafeContext {
  const d = draft(context);
  const w = d.wikinger[d.current];
  w.shields = w.shields.map((s) => (s === 'fresh' ? 'ready' : s)) as [ShieldState, ShieldState];
  d.log.push({ kind: 'endTurn', round: d.round, who: d.current });
  d.turns += 1;
  d.turn = freshTurn();
  if (!isRoundOver(finish(d))) {
    const n = d.players.length;
    for (let step = 1; step <= n; step++) {
      const seat = (d.current + step) % n;
      if (d.wikinger[seat].dice.some((die) => die.place === 'supply')) {
        d.current = seat;
        break;
      }
      if (!skippedThisRound(d.log, d.round, seat)) d.log.push({ kind: 'skipped', round: d.round, who: seat });
    }
  }
  return finish(d);
}
