/**
 * Test fixtures: positions built from a seeded setup, then arranged with edits that keep every piece
 * conserved (cards move between piles, jewels between the bag and the ships), so `checkInvariants` holds.
 * Used by the co-located tests only.
 */
import { makePlayers, parseSeats } from '../kit/seats.js';
import { rngFromState, rollDie, seedRng, shuffle, withRng, type RandomGenerator } from '../kit/rng.js';
import {
  CARDS,
  JEWEL_COLOURS,
  SHIP_DIE,
  TREASURE_DIE,
  type CardKind,
  type JewelColour,
  type Ship,
  type ShipFace,
  type TreasureFace,
  type VikingShip,
} from './wilde-wikinger.components.js';
import { transition, type SnapshotFrom } from 'xstate';
import { wildeWikingerMachine, type WildeWikingerMachine } from './wilde-wikinger.machine.js';
import { setupGame } from './wilde-wikinger.rules.js';
import type { Phase, WildeWikingerContext, WildeWikingerEvent, WildeWikingerInput } from './wilde-wikinger.types.js';

/** Input for `n` seats, all random bots (the rules do not care who plays). */
export function tableInput(n: number, seed = 1): WildeWikingerInput {
  return { players: makePlayers(parseSeats(Array.from({ length: n }, () => 'random').join(','), ['random'])), seed };
}

export function newGame(n: number, seed = 1): WildeWikingerContext {
  return setupGame(tableInput(n, seed));
}

/** The same context with a generator state whose next roll shows `treasure` and `ship`. */
export function rigDice(context: WildeWikingerContext, treasure: TreasureFace, ship: ShipFace): WildeWikingerContext {
  for (let seed = 0; seed < 10_000; seed++) {
    // Warm up: the first draws after seeding with a small integer are correlated (same parity).
    const [, state] = withRng(seedRng(seed), (rng) => Array.from({ length: 8 }, () => rollDie(rng)));
    const [faces] = withRng(state, (rng) => [rollDie(rng), rollDie(rng)]);
    if (TREASURE_DIE[faces[0] - 1] === treasure && SHIP_DIE[faces[1] - 1] === ship) return { ...context, rng: [...state] };
  }
  throw new Error(`rigDice: no seed rolls ${treasure}/${ship}`);
}

/** `count` card ids of `kind` and `value`, skipping `exclude`. */
export function cards(kind: CardKind, value: 1 | 2 | 3, count = 1, exclude: readonly number[] = []): number[] {
  const ids = CARDS.filter((card) => card.kind === kind && card.value === value && !exclude.includes(card.id)).map((card) => card.id);
  if (ids.length < count) throw new Error(`cards: only ${ids.length} ${kind} ${value}s left`);
  return ids.slice(0, count);
}

/** Makes `hands[seat]` exactly `ids`: the cards come from wherever they are, the old hand goes under the provision pile. */
export function giveHand(context: WildeWikingerContext, seat: number, ids: readonly number[]): WildeWikingerContext {
  const without = (pile: readonly number[]) => pile.filter((id) => !ids.includes(id));
  const returned = context.hands[seat].filter((id) => !ids.includes(id));
  return {
    ...context,
    hands: context.hands.map((hand, s) => (s === seat ? [...ids].sort((a, b) => a - b) : without(hand))),
    provision: [...returned, ...without(context.provision)],
    discard: without(context.discard),
  };
}

/** Moves the provision pile (and, with `alsoDiscard`, the discard pile) into `seat`'s hand, leaving those piles empty. */
export function drainProvision(context: WildeWikingerContext, seat: number, alsoDiscard = false): WildeWikingerContext {
  const taken = [...context.provision, ...(alsoDiscard ? context.discard : [])];
  return {
    ...context,
    hands: context.hands.map((hand, s) => (s === seat ? [...hand, ...taken].sort((a, b) => a - b) : hand)),
    provision: [],
    discard: alsoDiscard ? [] : context.discard,
  };
}

/** Sets a Viking ship's load; the jewels come from (and the old load goes back to) the bag. */
export function loadShip(context: WildeWikingerContext, ship: VikingShip, jewels: readonly JewelColour[]): WildeWikingerContext {
  const bag = { ...context.bag };
  for (const jewel of context.cargo[ship]) bag[jewel] += 1;
  for (const jewel of jewels) bag[jewel] -= 1;
  return { ...context, bag, cargo: { ...context.cargo, [ship]: [...jewels] } };
}

/** Empties the bag onto the yellow ship (where it cannot score), as if the game had run its course. */
export function emptyBag(context: WildeWikingerContext): WildeWikingerContext {
  const rest = JEWEL_COLOURS.flatMap((colour) => Array.from({ length: context.bag[colour] }, () => colour));
  return loadShip(context, 'yellow', [...context.cargo.yellow, ...rest]);
}

export function placeShip(context: WildeWikingerContext, ship: Ship, position: number): WildeWikingerContext {
  return { ...context, positions: { ...context.positions, [ship]: position } };
}

/** A position of the machine: a snapshot resting in one of its phases. */
export type Position = SnapshotFrom<WildeWikingerMachine>;

/** The machine resting in `phase` with `context` (a position built for a test, as a restored game would be). */
export function at(context: WildeWikingerContext, phase: Phase = 'rolling'): Position {
  return wildeWikingerMachine.resolveState({ value: phase, context });
}

/** The position after `event`: the very same snapshot when the machine refuses it. */
export function step(position: Position, event: WildeWikingerEvent): Position {
  return transition(wildeWikingerMachine, position, event)[0];
}

/**
 * The same table with everything `seat` may not see dealt anew: the other seats' hands and face-down
 * bids and the provision pile are reshuffled among themselves (sizes kept), the pirate tile pile is
 * reordered, and the generator state is replaced. `seat` -1: a spectator, who sees no hand.
 */
export function redeal(context: WildeWikingerContext, seat: number, rng: RandomGenerator): WildeWikingerContext {
  const raid = context.raid;
  const hiddenBids = (s: number) => (raid && s !== seat ? (raid.bids[s] ?? []) : []);
  const pool = shuffle(rng, [...context.provision, ...context.hands.flatMap((hand, s) => (s === seat ? [] : [...hand, ...hiddenBids(s)]))]);
  const take = (count: number) => pool.splice(0, count).sort((a, b) => a - b);
  const hands = context.hands.map((hand, s) => (s === seat ? hand : take(hand.length)));
  const bids = raid?.bids.map((bid, s) => (s === seat || bid === null ? bid : take(bid.length)));
  return {
    ...context,
    hands,
    raid: raid ? { bids: bids! } : null,
    provision: pool,
    pirateTiles: shuffle(rng, context.pirateTiles),
    rng: [...rngFromState(seedRng(99)).getState()],
  };
}
