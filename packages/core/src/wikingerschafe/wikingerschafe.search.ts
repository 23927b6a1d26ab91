/**
 * Wikingerschafe's strongest bot, `search`: flat Monte Carlo with UCB1 at the root (../kit/search.ts) over a
 * shortlist of the legal moves, each tried in playouts to the end of the round on a light simulator (the rules
 * functions called directly, the machine's transitions restated in {@link step}), the other moves played by the
 * level-2 heuristic, the position then valued by level 3's projected glory margin. The dice of a playout come from
 * a generator the bot seeds itself (the view never shows the game's), so the future rolls are sampled, not read.
 * @see ./RULES.md "Game Flow", "Wikinger Turn"
 */
import type { Bot } from '../kit/game-module.js';
import { seedRng, type RandomGenerator } from '../kit/rng.js';
import { marginValue, searchMove, type SearchModel, type SearchResult } from '../kit/search.js';
import { chooseHeuristic, heuristicValues, projectedMargin, rollCandidates } from './wikingerschafe.bots.js';
import { legalEvents, placeMoves } from './wikingerschafe.legal-moves.js';
import { applyReward, assignSixes, endTurn, forfeitSixes, place, rerollSixes, retrieveDie, roll, unlockDie } from './wikingerschafe.moves.js';
import {
  canRetrieveDie,
  canUnlockDie,
  isInfluenceRound,
  isLastRound,
  isRoundOver,
  startRound,
  supplyDice,
  type WikingerschafePhase,
} from './wikingerschafe.rules.js';
import { scoreFinal, scoreInfluence, scoreRound, standings } from './wikingerschafe.scoring.js';
import { SIX } from './wikingerschafe.components.js';
import type { WikingerschafeContext, WikingerschafeMove } from './wikingerschafe.types.js';
import type { WikingerschafeView } from './wikingerschafe.view.js';

/** A position of the light simulator: the machine's context and the state it rests in. */
export interface SimState {
  readonly context: WikingerschafeContext;
  readonly phase: WikingerschafePhase;
}

/**
 * The position after `move`, as the machine (./wikingerschafe.machine.ts) would reach it: the same actions in the
 * same order, then its eventless transitions (an empty supply ends the rolling, nothing pending ends the
 * redistribution). `move` must be legal (the search only plays listed moves).
 */
export function step(state: SimState, move: WikingerschafeMove): SimState {
  let { context, phase } = state;
  switch (move.type) {
    case 'player.roll':
      context = roll(context, move.dice);
      break;
    case 'player.place':
      context = place(context, move.value, move.sixes, move.shields);
      phase = move.value === 4 ? 'turnEnd' : 'rewarding';
      break;
    case 'player.rerollSixes':
      context = rerollSixes(context);
      break;
    case 'player.forfeitSixes':
      context = forfeitSixes(context);
      phase = 'turnEnd';
      break;
    case 'player.unlockDie':
      context = unlockDie(context);
      break;
    case 'player.retrieveDie':
      context = retrieveDie(context);
      break;
    case 'player.reward':
      context = applyReward(context, move);
      phase = move.option === 'relocate' && move.location !== 4 ? 'rewarding' : move.option === 'redistribution' ? 'redistributing' : 'turnEnd';
      break;
    case 'player.assignSixes':
      context = assignSixes(context, move.sixes, move.shields);
      phase = 'turnEnd';
      break;
    case 'player.endTurn':
      if (isRoundOver(context)) {
        context = scoreRound(endTurn(context));
        phase = 'roundScoring';
      } else {
        context = endTurn(context);
        phase = 'rolling';
      }
      break;
    case 'game.continue':
      if (phase === 'roundScoring' && isInfluenceRound(context)) {
        context = scoreInfluence(context);
        phase = 'influenceScoring';
      } else if (phase === 'influenceScoring' && isLastRound(context)) {
        context = scoreFinal(context);
        phase = 'gameOver';
      } else {
        context = startRound(context);
        phase = 'rolling';
      }
      break;
    case 'game.restart':
      throw new Error('wikingerschafe search: a restart is no move of a seat');
  }
  if (phase === 'rolling' && supplyDice(context.wikinger[context.current]).length === 0) phase = 'turnEnd';
  if (phase === 'redistributing' && !context.turn.pendingSixes?.length && !context.turn.pendingShields) phase = 'turnEnd';
  return { context, phase };
}

/** The seat to act: the Wikinger whose turn it is, the start seat on a scoring screen, nobody at the end. */
function toAct({ context, phase }: SimState): number | undefined {
  if (phase === 'gameOver') return undefined;
  return phase === 'roundScoring' || phase === 'influenceScoring' ? context.startSeat : context.current;
}

function viewOf({ context, phase }: SimState, seat: number): WikingerschafeView {
  return { ...context, seat, phase };
}

/**
 * The moves the playouts choose among: the legal moves, less those the heuristic would never pick (rolls other than
 * the ones it weighs, {@link rollCandidates}; a Destiny face no other supply die shows, other than 6), which cost most
 * of a playout's time to list and judge.
 */
function playoutMoves({ context, phase }: SimState): WikingerschafeMove[] {
  if (phase === 'rolling' && context.turn.rollsLeft > 0 && !context.turn.placed) {
    // As legalEvents lists them, with the weighed rolls instead of every subset of the supply.
    const moves: WikingerschafeMove[] = rollCandidates(supplyDice(context.wikinger[context.current])).map((dice) => ({ type: 'player.roll', dice }));
    moves.push(...placeMoves(context));
    if (canUnlockDie(context)) moves.push({ type: 'player.unlockDie' });
    if (canRetrieveDie(context)) moves.push({ type: 'player.retrieveDie' });
    return moves;
  }
  const moves = legalEvents(context, phase);
  if (phase !== 'rewarding' || context.turn.rewardLocation !== 1) return moves;
  const supply = supplyDice(context.wikinger[context.current]);
  return moves.filter(
    (move) => move.type !== 'player.reward' || move.option !== 'destiny' || move.face === SIX || supply.some((d) => d.id !== move.die && d.face === move.face),
  );
}

/** Glory margin per unit of logistic scale: a lead of this many glory is about a 73% chance. */
const MARGIN_SCALE = 4;

/** How hard the search thinks: the defaults are the `search` bot's. */
export interface SearchSettings {
  /** Playouts per decision. */
  readonly playouts: number;
  /**
   * At most this many simulated moves per decision (after one playout of every candidate): a decision whose
   * playouts run long stops early instead of taking longer, so the slowest decision stays within the budget.
   */
  readonly moves: number;
  /** Turns a playout looks ahead (the rest of the current one counts as the first), unless the round ends first. */
  readonly horizon: number;
  /** Re-roll outcomes the playouts' policy (level 3's judgement) samples per candidate; level 3 itself samples 12. */
  readonly policySamples: number;
}

/** The `search` bot's settings: they fit 300 ms at 4x CPU (README "Computer players"; `npm run bench:bots`). */
export const SEARCH_SETTINGS: SearchSettings = { playouts: 48, horizon: 3, policySamples: 1, moves: 600 };

/**
 * The simulator for the search: playouts `horizon` turns on, or to the start of the next round (after its
 * scoring), or to the end of the game, valued by level 3's projected margin (at the end: won 1, shared
 * 1/winners, lost 0).
 */
export const searchModel = ({ horizon, policySamples }: SearchSettings): SearchModel<SimState, WikingerschafeMove> => ({
  toAct,
  moves: playoutMoves,
  apply: (state, _seat, move) => step(state, move),
  policy: (state, seat, moves, rng) => chooseHeuristic(viewOf(state, seat), moves, rng, 3, policySamples),
  cutoff: (state, root) =>
    (state.context.round > root.context.round && state.phase === 'rolling') ||
    (state.context.round === root.context.round && state.context.turns >= root.context.turns + horizon),
  value(state, seat) {
    if (state.phase === 'gameOver') {
      const lines = standings(state.context, true);
      const me = lines.find((line) => state.context.wikinger[line.index].seat === seat)!;
      if (me.rank !== 1) return 0;
      return 1 / lines.filter((line) => line.rank === 1).length;
    }
    const index = state.context.wikinger.findIndex((w) => w.seat === seat);
    return marginValue(projectedMargin(viewOf(state, seat), index), MARGIN_SCALE);
  },
});

/** UCB1's exploration constant for values 0 to 1. */
const EXPLORATION = 0.35;
/** Placements and rewards kept for the search, best first by level 3's judgement. */
const SHORTLIST = 8;

function same(a: WikingerschafeMove, b: WikingerschafeMove): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The moves worth searching: level 3's choice, the extra actions, the rolls level 3 weighs, and the best
 * placements and rewards by its judgement ({@link SHORTLIST} of them); every move when there are few.
 */
export function shortlist(view: WikingerschafeView, moves: readonly WikingerschafeMove[], rng: RandomGenerator): WikingerschafeMove[] {
  if (moves.length <= SHORTLIST) return [...moves];
  const out: WikingerschafeMove[] = [];
  const add = (move: WikingerschafeMove | undefined) => {
    if (move && !out.some((m) => same(m, move))) out.push(move);
  };
  add(chooseHeuristic(view, moves, rng, 3));
  for (const move of moves) if (move.type !== 'player.roll' && move.type !== 'player.place' && move.type !== 'player.reward') add(move);
  if (moves.some((move) => move.type === 'player.roll')) {
    const supply = supplyDice(view.wikinger[view.seat]);
    for (const dice of rollCandidates(supply)) add(moves.find((move) => move.type === 'player.roll' && same(move, { type: 'player.roll', dice })));
  }
  const values = heuristicValues(view, moves);
  const ranked = moves.map((move, i) => ({ move, value: values[i] })).filter((entry) => Number.isFinite(entry.value));
  ranked.sort((a, b) => b.value - a.value);
  for (const { move } of ranked.slice(0, SHORTLIST)) add(move);
  return out;
}

/**
 * The position a playout starts from, from a seed: the view's table with a generator of its own for the dice (the
 * game's is not in the view) and an empty log (the rules never read it back).
 */
export function sampleOf(view: WikingerschafeView): (seed: number) => SimState {
  const { seat: _seat, phase, ...state } = view;
  return (seed) => ({ context: { ...state, rng: seedRng(seed), log: [] }, phase });
}

/**
 * Chooses `view.seat`'s move by search. Deterministic given the view, the moves and the generator; it reads nothing
 * but the view (the future dice are sampled from seeds drawn from `rng`).
 */
export function chooseBySearch(
  view: WikingerschafeView,
  moves: readonly WikingerschafeMove[],
  rng: RandomGenerator,
  settings: Partial<SearchSettings> = {},
): SearchResult<WikingerschafeMove> {
  const chosen = { ...SEARCH_SETTINGS, ...settings };
  const candidates = shortlist(view, moves, rng);
  return searchMove(
    searchModel(chosen),
    view.seat,
    candidates,
    sampleOf(view),
    { playouts: chosen.playouts, moves: chosen.moves, exploration: EXPLORATION },
    rng,
  );
}

/**
 * The strongest level: Monte Carlo search over level 3's shortlist with playouts to the end of the round
 * ({@link chooseBySearch}). Its seat's level is not read: it has one strength.
 */
export const searchBot: Bot<WikingerschafeView, WikingerschafeMove> = {
  name: 'search',
  choose: ({ view, moves, rng }) => (moves.length === 1 ? moves[0] : chooseBySearch(view, moves, rng).move),
};
