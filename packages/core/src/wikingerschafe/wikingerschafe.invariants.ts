/**
 * Consistency checks on a Wikingerschafe position, run by the simulator and the tests after every move
 * (the game module's `invariants`): they hold in every position the rules can reach.
 * @see ./RULES.md "Components", "Setup", "Special Rules: 6s", "Special Rules: shields"
 */
import {
  BJORN_DICE,
  BOARD_DIE_ID,
  DICE_PER_COLOUR,
  INFLUENCE_MAX,
  INFLUENCE_MILESTONES,
  ROLLS_PER_TURN,
  ROUNDS,
  START_DICE_FOUR_PLAYERS,
  WOLLHALLA_MAX,
} from './wikingerschafe.components.js';
import { currentWikinger, isRoundOver, supplyDice, wollhallaDice, type PublicState, type WikingerschafePhase } from './wikingerschafe.rules.js';
import { gloryFromLog } from './wikingerschafe.scoring.js';
import type { ShieldState } from './wikingerschafe.types.js';

const SHIELD_STATES: readonly ShieldState[] = ['board', 'fresh', 'ready', 'placed', 'destroyed'];

/**
 * Consistency checks: 7 dice per Wikinger with consistent places, shields, counters, influence 0..12 with
 * matching milestones, Wollhalla limit, Björn's state, glory equal to its recomputation from the log.
 * @returns one message per violation
 */
export function checkInvariants(state: PublicState, phase: WikingerschafePhase): string[] {
  const errors: string[] = [];
  const n = state.players.length;
  if (state.wikinger.length !== n + (n === 2 ? 1 : 0)) errors.push(`expected ${n + (n === 2 ? 1 : 0)} Wikinger, got ${state.wikinger.length}`);
  const expectedGlory = gloryFromLog(state);
  const sixesSent = state.wikinger.map(() => 0);
  for (const entry of state.log) if (entry.kind === 'sixesToWollhalla' && entry.round === state.round) sixesSent[entry.who] += entry.faces?.length ?? 0;
  const pending = new Set(state.turn.pendingSixes ?? []);
  state.wikinger.forEach((w, index) => {
    const who = `Wikinger ${index}`;
    if (w.neutral !== (index === n)) errors.push(`${who}: neutral flag wrong`);
    if (w.seat !== (w.neutral ? -1 : index)) errors.push(`${who}: seat ${w.seat}`);
    if (w.dice.length !== DICE_PER_COLOUR) errors.push(`${who}: ${w.dice.length} dice`);
    w.dice.forEach((die, id) => {
      if (die.id !== id) errors.push(`${who}: die ${id} has id ${die.id}`);
      if (!Number.isInteger(die.face) || die.face < 1 || die.face > 6) errors.push(`${who}: die ${id} face ${die.face}`);
      if (die.place === 'location') {
        const isPending = !w.neutral && index === state.current && pending.has(id);
        if (die.location === undefined || (!isPending && die.face !== die.location))
          errors.push(`${who}: placed die ${id} face ${die.face} on ${die.location}`);
      } else if (die.location !== undefined || die.shielded) errors.push(`${who}: die ${id} in ${die.place} has a location or shield`);
      if (die.banished && die.place !== 'wollhalla') errors.push(`${who}: die ${id} in ${die.place} marked as sent by 6s`);
      const boxExpected = w.neutral ? id >= BJORN_DICE : id < BOARD_DIE_ID && n === 4 && id >= START_DICE_FOUR_PLAYERS;
      if ((die.place === 'box') !== boxExpected) errors.push(`${who}: die ${id} box state wrong (${die.place})`);
      if (die.place === 'board' && (w.neutral || id !== BOARD_DIE_ID)) errors.push(`${who}: die ${id} on the board`);
    });
    if (w.shields.length !== 2 || !w.shields.every((s) => SHIELD_STATES.includes(s))) errors.push(`${who}: shields ${JSON.stringify(w.shields)}`);
    const shielded = w.dice.filter((die) => die.shielded).length;
    const placedShields = w.shields.filter((s) => s === 'placed').length;
    const waiting = index === state.current ? (state.turn.pendingShields ?? 0) : 0;
    if (shielded + waiting !== placedShields) errors.push(`${who}: ${shielded} shielded dice and ${waiting} waiting but ${placedShields} placed shields`);
    const banished = w.dice.filter((die) => die.banished).length;
    if (banished !== sixesSent[index]) errors.push(`${who}: ${banished} dice kept in Wollhalla by 6s but ${sixesSent[index]} sent this round`);
    if (
      w.shields.includes('fresh') &&
      (index !== state.current || !(phase === 'rolling' || phase === 'rewarding' || phase === 'redistributing' || phase === 'turnEnd'))
    ) {
      errors.push(`${who}: a fresh shield outside its own turn`);
    }
    if (w.neutral && (w.shields[0] !== 'board' || w.shields[1] !== 'board' || w.mead !== 0 || w.coins !== 0))
      errors.push(`${who}: Björn holds shields, Mead or Coins`);
    if (w.neutral && supplyDice(w).length > 0) errors.push(`${who}: Björn has dice in his supply`);
    for (const key of ['mead', 'coins', 'glory'] as const) if (!Number.isInteger(w[key]) || w[key] < 0) errors.push(`${who}: ${key} ${w[key]}`);
    w.influence.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 0 || v > INFLUENCE_MAX) errors.push(`${who}: influence ${v} on ${i + 1}`);
      const expected = INFLUENCE_MILESTONES.filter((m) => v >= m);
      if ([...w.milestones[i]].sort((a, b) => a - b).join() !== expected.join())
        errors.push(`${who}: milestones ${w.milestones[i]} on ${i + 1} with influence ${v}`);
    });
    if (wollhallaDice(w).length > WOLLHALLA_MAX + sixesSent[index]) errors.push(`${who}: ${wollhallaDice(w).length} dice in Wollhalla`);
    if (w.glory !== expectedGlory[index]) errors.push(`${who}: glory ${w.glory} but the log gives ${expectedGlory[index]}`);
  });
  if (state.turn.rollsLeft < 0 || state.turn.rollsLeft > ROLLS_PER_TURN) errors.push(`rollsLeft ${state.turn.rollsLeft}`);
  if (state.round < 1 || state.round > ROUNDS) errors.push(`round ${state.round}`);
  if (state.current < 0 || state.current >= n || state.startSeat < 0 || state.startSeat >= n)
    errors.push(`current ${state.current} / start ${state.startSeat}`);
  if (phase === 'rolling' && supplyDice(currentWikinger(state)).length === 0) errors.push('rolling with an empty supply');
  if ((phase === 'roundScoring' || phase === 'influenceScoring') && !isRoundOver(state)) errors.push('scoring before every supply is empty');
  if (phase === 'rewarding' && state.turn.rewardLocation === undefined) errors.push('rewarding without a Location');
  if (phase === 'redistributing' && !((state.turn.pendingSixes?.length || state.turn.pendingShields) && (state.turn.sixesTargets?.length ?? 0) > 1)) {
    errors.push('redistributing without 6s or shields to assign, or without a choice');
  }
  if (phase !== 'redistributing' && (state.turn.pendingSixes || state.turn.pendingShields || state.turn.sixesTargets || state.turn.rerolled))
    errors.push(`${phase} with a Redistribution still pending`);
  return errors;
}
