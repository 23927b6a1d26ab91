/**
 * Every legal move of the Wikinger to act, listed for bots, the simulator and the game module's
 * `legalMoves`. Each listed move passes the predicates of ./wikingerschafe.rules.ts, which the machine's
 * guards ask; moves that lead to the same position (6s and shields are alike) are listed once.
 * @see ./RULES.md "Wikinger Turn", "Location 3", "Special Rules: 6s", "Special Rules: shields"
 */
import { LOCATION_VALUES, SIX } from './wikingerschafe.components.js';
import {
  canAssignSixes,
  canForfeitSixes,
  canRerollSixes,
  canRetrieveDie,
  canUnlockDie,
  currentWikinger,
  legalRewards,
  readyShields,
  supplyDice,
  type AssignSixesEvent,
  type PlaceEvent,
  type PublicState,
  type WikingerschafePhase,
} from './wikingerschafe.rules.js';
import type { WikingerschafeEvent } from './wikingerschafe.types.js';

/** Every legal move of the Wikinger to act in `phase` (what `legalMoves` returns for that seat). */
export function legalEvents(state: PublicState, phase: WikingerschafePhase): WikingerschafeEvent[] {
  const out: WikingerschafeEvent[] = [];
  const w = currentWikinger(state);
  switch (phase) {
    case 'rolling': {
      if (state.turn.rollsLeft > 0 && !state.turn.placed) {
        const ids = supplyDice(w).map((die) => die.id);
        for (let mask = 1; mask < 1 << ids.length; mask++) out.push({ type: 'player.roll', dice: ids.filter((_, i) => mask & (1 << i)) });
      }
      out.push(...placeMoves(state));
      if (canRerollSixes(state)) out.push({ type: 'player.rerollSixes' });
      if (canForfeitSixes(state)) out.push({ type: 'player.forfeitSixes' });
      if (canUnlockDie(state)) out.push({ type: 'player.unlockDie' });
      if (canRetrieveDie(state)) out.push({ type: 'player.retrieveDie' });
      break;
    }
    case 'rewarding':
      out.push(...legalRewards(state));
      break;
    case 'redistributing':
      out.push(...assignSixesMoves(state));
      break;
    case 'turnEnd':
      if (canUnlockDie(state)) out.push({ type: 'player.unlockDie' });
      if (canRetrieveDie(state)) out.push({ type: 'player.retrieveDie' });
      out.push({ type: 'player.endTurn' });
      break;
    case 'roundScoring':
    case 'influenceScoring':
      out.push({ type: 'game.continue' });
      break;
    case 'gameOver':
      break;
  }
  return out;
}

/** Every legal `player.place` of the Wikinger to act: value x 6s x shields. */
export function placeMoves(state: PublicState): PlaceEvent[] {
  if (state.turn.placed) return [];
  const w = currentWikinger(state);
  const supply = supplyDice(w);
  const sixes = supply.filter((d) => d.face === SIX).length;
  const ready = readyShields(w);
  const out: PlaceEvent[] = [];
  for (const value of LOCATION_VALUES) {
    const matching = supply.filter((d) => d.face === value).length;
    if (matching === 0) continue;
    for (let s = 0; s <= sixes; s++) {
      for (let sh = 0; sh <= Math.min(ready, matching + s); sh++) out.push({ type: 'player.place', value, sixes: s, shields: sh });
    }
  }
  return out;
}

/** Every way to pick `length` values from `values` regardless of order (non-decreasing sequences). */
function multisets<T>(values: readonly T[], length: number): T[][] {
  if (length === 0) return [[]];
  return values.flatMap((v, i) => multisets(values.slice(i), length - 1).map((rest) => [v, ...rest]));
}

/**
 * Every legal `player.assignSixes`, listed once per outcome: 6s are alike and so are shields, so each list is
 * in ascending order (the machine accepts any order).
 */
export function assignSixesMoves(state: PublicState): AssignSixesEvent[] {
  const targets = state.turn.sixesTargets ?? [];
  const out: AssignSixesEvent[] = [];
  for (const sixes of multisets(targets, state.turn.pendingSixes?.length ?? 0)) {
    for (const shields of multisets(targets, state.turn.pendingShields ?? 0)) {
      if (canAssignSixes(state, sixes, shields)) out.push({ type: 'player.assignSixes', sixes, shields });
    }
  }
  return out;
}
