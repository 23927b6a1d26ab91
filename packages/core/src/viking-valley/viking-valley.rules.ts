/**
 * Valley of the Vikings rules as pure functions over a plain JSON context: setup, legality, the three
 * moves (put a barrel back, bowl, move a Viking), the splash and its payouts, the end of the game,
 * standings and checks. The machine calls these; nothing here knows about XState.
 * @see ./RULES.md
 */
import { IllegalMoveError } from '../kit/errors.js';
import { randomInt, seedRng, shuffle, withRng } from '../kit/rng.js';
import {
  COINS_PER_SHIP_AT_START,
  DOCK_SPACES,
  FLAGS,
  HOARD_AT_START,
  HOLES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  RAMPS_BY_PLAYERS,
  START_HOLES,
  VIKINGS,
  type Flag,
  type VikingId,
} from './viking-valley.components.js';
import { aimGrid, isValidBowl, type BarrelHoles, type Bowl, type BowlResult } from './viking-valley.geometry.js';
import type {
  BowlEvent,
  DockPosition,
  Happening,
  MoveVikingEvent,
  PlaceBarrelEvent,
  ResolvedBowl,
  VikingValleyContext,
  VikingValleyInput,
  VikingValleyMove,
  VikingValleyOutcomes,
  VikingValleyPhase,
} from './viking-valley.types.js';

export { MIN_PLAYERS, MAX_PLAYERS } from './viking-valley.components.js';

/** The Vikings seat 0, 1, 2, 3 play when the table does not choose: finn, tjarne, magnus, inga. @see ./RULES.md "Setup" */
export const DEFAULT_VIKINGS: readonly VikingId[] = VIKINGS;

/** Thrown when a rule function gets a move the guards should have refused (the kit's one error class for every game). */
export { IllegalMoveError };

/** Angles of the physics' {@link aimGrid}, degrees off the ramp axis: every 5° from -AIM_CONE to AIM_CONE (11 angles). */
export const AIM_ANGLES: readonly number[] = [...new Set(aimGrid().map((aim) => aim.angle))];
/** Strengths of the physics' {@link aimGrid}: 0.2, 0.4, 0.6, 0.8, 1. */
export const AIM_STRENGTHS: readonly number[] = [...new Set(aimGrid().map((aim) => aim.strength))];

const ZERO_OUTCOMES: VikingValleyOutcomes = { bowls: 0, misses: 0, barrelsFallen: 0, moves: 0, waterFalls: 0, coinsFromHoard: 0, steals: 0, allLose: 0 };

/** A record with the same value for every Viking. */
function perViking<T>(value: T): Record<VikingId, T> {
  return { finn: value, tjarne: value, magnus: value, inga: value };
}

/**
 * Checks the Vikings a table chose: one per seat, each one of the four, no two alike.
 * @throws {RangeError} naming what is wrong.
 */
export function validateVikings(vikings: readonly unknown[], players: number): asserts vikings is readonly VikingId[] {
  if (vikings.length !== players) throw new RangeError(`Valley of the Vikings: ${vikings.length} Vikings chosen for ${players} players`);
  for (const v of vikings) {
    if (!(VIKINGS as readonly unknown[]).includes(v))
      throw new RangeError(`Valley of the Vikings: unknown Viking ${JSON.stringify(v)}, expected one of ${VIKINGS.join(', ')}`);
  }
  if (new Set(vikings).size !== vikings.length) throw new RangeError(`Valley of the Vikings: two seats chose the same Viking (${vikings.join(', ')})`);
}

/**
 * Setup: every Viking token in front of the first space, one coin in each of the 4 ships (claimed or not),
 * 20 in the hoard, the 8 flags shuffled onto the 8 dock spaces, the 4 barrels on the 4 starting holes in a
 * shuffled order, ramps by player count, and a start seat drawn by the seed. Draws, in this order: flags,
 * barrels, start seat.
 * @throws {RangeError} for a player count outside 2 to 4 or Vikings that are not one distinct Viking per seat.
 * @see ./RULES.md "Setup", "How to Play"; ./RULINGS.md "Start player"
 */
export function createContext(input: VikingValleyInput): VikingValleyContext {
  const n = input.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) throw new RangeError(`Valley of the Vikings: 2 to 4 players, got ${n}`);
  const vikings = input.vikings ?? DEFAULT_VIKINGS.slice(0, n);
  validateVikings(vikings, n);
  const [{ flags, barrelOrder, startSeat }, rng] = withRng(seedRng(input.seed), (g) => ({
    flags: shuffle(g, FLAGS),
    barrelOrder: shuffle(g, VIKINGS),
    startSeat: randomInt(g, 0, n - 1),
  }));
  const barrels = perViking<number | null>(null);
  barrelOrder.forEach((viking, i) => (barrels[viking] = START_HOLES[i]));
  return {
    players: input.players,
    seed: input.seed,
    rng,
    vikings: [...vikings],
    ramps: [...RAMPS_BY_PLAYERS[n]],
    flags,
    dock: perViking<DockPosition>(null),
    ships: perViking(COINS_PER_SHIP_AT_START),
    hoard: HOARD_AT_START,
    barrels,
    current: startSeat,
    startSeat,
    pendingMoves: [],
    bowlsThisTurn: 0,
    turns: 0,
    lastBowl: null,
    happenings: [],
    log: [],
    outcomes: { ...ZERO_OUTCOMES },
    winners: [],
    allLose: false,
  };
}

/** Is the game over? The hoard is empty: the payouts that empty it end the game. @see ./RULES.md "End of the Game" */
export function isGameOver(context: Pick<VikingValleyContext, 'hoard'>): boolean {
  return context.hoard === 0;
}

/**
 * The step of the turn a table is at, from its facts: `over` once the hoard is empty (the game ends with the
 * payouts that empty it); `moving` while Vikings knocked over this turn wait to move; `placingBarrels` while
 * barrels lie fallen; else `bowling`. The machine's state is this phase (a test checks they agree); the rules
 * read it here so that they stand without the machine.
 */
export function tablePhase(context: Pick<VikingValleyContext, 'hoard' | 'pendingMoves' | 'barrels'>): VikingValleyPhase {
  if (isGameOver(context)) return 'over';
  if (context.pendingMoves.length > 0) return 'moving';
  return fallenBarrels(context.barrels).length > 0 ? 'placingBarrels' : 'bowling';
}

/** Barrels lying fallen (in VIKINGS order): the player to act puts each back before bowling. */
export function fallenBarrels(barrels: BarrelHoles): VikingId[] {
  return VIKINGS.filter((v) => barrels[v] === null);
}

/** Holes (indices into HOLES) with no standing barrel in them. */
export function freeHoles(barrels: BarrelHoles): number[] {
  const taken = new Set(VIKINGS.map((v) => barrels[v]));
  return HOLES.map((_, i) => i).filter((i) => !taken.has(i));
}

/**
 * Why `viking` may not be moved now, while Vikings are moved after a bowl (issue 26): `stood`, its barrel still
 * stands (only the Vikings whose barrel fell move); `moved`, it has moved this turn already; null when it is to move,
 * or no Vikings are being moved.
 * @see ./RULES.md "Moving the Vikings"
 */
export function whyNotMove(context: Pick<VikingValleyContext, 'pendingMoves' | 'barrels' | 'hoard'>, viking: VikingId): 'stood' | 'moved' | null {
  if (tablePhase(context) !== 'moving' || context.pendingMoves.includes(viking)) return null;
  return context.barrels[viking] === null ? 'moved' : 'stood';
}

/** The Viking on dock space `space`, if any. */
export function vikingOn(dock: Readonly<Record<VikingId, DockPosition>>, space: number): VikingId | undefined {
  return VIKINGS.find((v) => dock[v] === space);
}

/** The seat that plays `viking`, or -1 when no player chose it. */
export function seatOf(context: Pick<VikingValleyContext, 'vikings'>, viking: VikingId): number {
  return context.vikings.indexOf(viking);
}

/** Is putting this barrel on this hole legal now? A fallen barrel, a free hole, while barrels are put back. @see ./RULES.md "Next Turn" */
export function isLegalBarrelPlacement(context: VikingValleyContext, event: { viking?: unknown; hole?: unknown }): boolean {
  if (tablePhase(context) !== 'placingBarrels') return false;
  const { viking, hole } = event;
  if (typeof viking !== 'string' || !(VIKINGS as readonly string[]).includes(viking)) return false;
  if (context.barrels[viking as VikingId] !== null) return false;
  return typeof hole === 'number' && Number.isInteger(hole) && freeHoles(context.barrels).includes(hole);
}

/** The game's log with the last move's happenings appended (the machine runs it after every move). */
export function logHappenings(context: VikingValleyContext): VikingValleyContext {
  return { ...context, log: [...context.log, ...context.happenings] };
}

/**
 * Puts one fallen barrel on a free hole. When none lies fallen any more, the player bowls.
 * @throws {IllegalMoveError} when the placement is not legal.
 * @see ./RULES.md "Next Turn"
 */
export function placeBarrel(context: VikingValleyContext, event: PlaceBarrelEvent): VikingValleyContext {
  if (!isLegalBarrelPlacement(context, event)) throw new IllegalMoveError(`illegal barrel placement ${JSON.stringify(event)} for seat ${context.current}`);
  const barrels = { ...context.barrels, [event.viking]: event.hole };
  const happenings: Happening[] = [{ kind: 'barrelPlaced', seat: context.current, viking: event.viking, hole: event.hole }];
  return { ...context, barrels, happenings };
}

/** The bowl of an event: from the seat's own ramp. */
export function bowlOf(context: Pick<VikingValleyContext, 'ramps' | 'current'>, event: { angle: number; strength: number }): Bowl {
  return { ramp: context.ramps[context.current], angle: event.angle, strength: event.strength };
}

/**
 * Was `resolved` computed for these very barrels and this bowl, and is its result well-formed (the fallen
 * barrels stood before, lie fallen after, and every other barrel keeps its hole)? A stale or made-up one is refused.
 */
export function isResolutionOf(resolved: ResolvedBowl, barrels: BarrelHoles, bowl: Bowl): boolean {
  if (!resolved || typeof resolved !== 'object' || !resolved.before || !resolved.bowl || !resolved.result) return false;
  const { before, result } = resolved;
  if (resolved.bowl.ramp !== bowl.ramp || resolved.bowl.angle !== bowl.angle || resolved.bowl.strength !== bowl.strength) return false;
  if (!VIKINGS.every((v) => before[v] === barrels[v])) return false;
  const fallen: readonly VikingId[] = result.fallen;
  if (!Array.isArray(fallen as unknown) || new Set(fallen).size !== fallen.length) return false;
  if (!fallen.every((v) => (VIKINGS as readonly string[]).includes(v) && barrels[v] !== null)) return false;
  const after = result.barrels;
  return !!after && VIKINGS.every((v) => after[v] === (fallen.includes(v) ? null : barrels[v]));
}

/**
 * Is the bowl legal now? Any angle within the cone (|angle| ≤ AIM_CONE degrees) and any strength from
 * MIN_STRENGTH to 1, from the seat's ramp, while bowling; a `resolved` outcome must belong to this bowl.
 * @see ./RULES.md "How to Play"
 */
export function isLegalBowl(context: VikingValleyContext, event: { angle?: unknown; strength?: unknown; resolved?: unknown }): boolean {
  if (tablePhase(context) !== 'bowling') return false;
  const { angle, strength } = event;
  if (typeof angle !== 'number' || typeof strength !== 'number') return false;
  const bowl = bowlOf(context, { angle, strength });
  if (!isValidBowl(bowl)) return false;
  return event.resolved === undefined || isResolutionOf(event.resolved as ResolvedBowl, context.barrels, bowl);
}

/**
 * What decides a bowl that comes without its outcome: `resolveBowl` of viking-valley.physics.ts (the planck
 * simulation) in the headless machine, none on a board, whose element resolves every bowl in its physics
 * worker first. Given the barrels before the bowl and the bowl; returns which barrels fell and the layout after.
 */
export type BowlResolver = (barrels: BarrelHoles, bowl: Bowl, options: { readonly recordFrames: false }) => Omit<BowlResult, 'frames'>;

/**
 * One bowl of the current player. The event's `resolved` outcome when it belongs to this very bowl, else
 * the physics decides which barrels fall (`resolve`, e.g. `resolveBowl`). Then {@link applyFallen}.
 * @throws {IllegalMoveError} when the bowl is not legal, or it comes without `resolved` and there is no
 *   `resolve` (the board's machine, `vikingValleyBoardMachine`).
 * @see ./RULES.md "How to Play"
 */
export function applyBowl(context: VikingValleyContext, event: BowlEvent, resolve?: BowlResolver): VikingValleyContext {
  if (!isLegalBowl(context, event)) throw new IllegalMoveError(`illegal bowl ${JSON.stringify({ ...event, resolved: undefined })} for seat ${context.current}`);
  const bowl = bowlOf(context, event);
  if (!event.resolved && !resolve) {
    throw new IllegalMoveError(
      `a bowl without its outcome ${JSON.stringify(event)}: this machine has no physics (a board's); send it with \`resolved\` (core's resolveBowl), or drive vikingValleyMachine`,
    );
  }
  const result = event.resolved?.result ?? resolve!(context.barrels, bowl, { recordFrames: false });
  return applyFallen(context, result.fallen, bowl);
}

/**
 * The outcome of a bowl, without physics: the barrels in `fallen` fall (they must stand). None fell: the
 * same player bowls again, as often as it takes. One fell: its Viking moves at once. Several: the player
 * picks the order ({@link moveViking}).
 * @param bowl the bowl that did it (kept in `lastBowl`); default: the middle of the cone at full strength
 * @throws {IllegalMoveError} when a barrel in `fallen` does not stand, or it is not time to bowl.
 * @see ./RULES.md "How to Play", "Moving the Vikings"; ./RULINGS.md "One barrel, no choice"
 */
export function applyFallen(
  context: VikingValleyContext,
  fallen: readonly VikingId[],
  bowl: Bowl = bowlOf(context, { angle: 0, strength: 1 }),
): VikingValleyContext {
  if (tablePhase(context) !== 'bowling') throw new IllegalMoveError(`a bowl in phase ${tablePhase(context)}`);
  if (new Set(fallen).size !== fallen.length || fallen.some((v) => !(VIKINGS as readonly string[]).includes(v) || context.barrels[v] === null)) {
    throw new IllegalMoveError(`barrels ${JSON.stringify(fallen)} cannot fall from ${JSON.stringify(context.barrels)}`);
  }
  const barrels = { ...context.barrels };
  for (const v of fallen) barrels[v] = null;
  const seat = context.current;
  const outcomes: VikingValleyOutcomes = {
    ...context.outcomes,
    bowls: context.outcomes.bowls + 1,
    misses: context.outcomes.misses + (fallen.length === 0 ? 1 : 0),
    barrelsFallen: context.outcomes.barrelsFallen + fallen.length,
  };
  const next: VikingValleyContext = {
    ...context,
    barrels,
    outcomes,
    bowlsThisTurn: context.bowlsThisTurn + 1,
    lastBowl: { seat, before: context.barrels, bowl, result: { fallen: [...fallen], barrels } },
    happenings: [{ kind: 'bowled', seat, bowl, fallen: [...fallen] }],
  };
  if (fallen.length === 0) return next;
  return autoMove({ ...next, pendingMoves: [...fallen] });
}

/** With exactly one Viking left to move, there is nothing to choose: it moves. */
function autoMove(context: VikingValleyContext): VikingValleyContext {
  return context.pendingMoves.length === 1 ? stepViking(context, context.pendingMoves[0]) : context;
}

/** Is moving this Viking now legal? One of this turn's knocked-over barrels not yet moved. @see ./RULES.md "Moving the Vikings" */
export function isLegalVikingMove(context: VikingValleyContext, event: { viking?: unknown }): boolean {
  return tablePhase(context) === 'moving' && typeof event.viking === 'string' && context.pendingMoves.includes(event.viking as VikingId);
}

/**
 * Where a Viking moves: the first free space to its right (skipping occupied ones), with the Vikings it
 * skipped; null when no space to its right is free (it falls into the water).
 * @see ./RULES.md "Moving the Vikings"
 */
export function nextSpace(dock: Readonly<Record<VikingId, DockPosition>>, viking: VikingId): { to: number; skipped: VikingId[] } | null {
  const from = dock[viking];
  const skipped: VikingId[] = [];
  for (let space = from === null ? 0 : from + 1; space < DOCK_SPACES; space++) {
    const there = vikingOn(dock, space);
    if (there === undefined) return { to: space, skipped };
    skipped.push(there);
  }
  return null;
}

/**
 * The player moves one of this turn's Vikings (the order is theirs). If only one is left afterwards, it
 * moves at once.
 * @throws {IllegalMoveError} when the move is not legal.
 * @see ./RULES.md "Moving the Vikings", "Into the Water"
 */
export function moveViking(context: VikingValleyContext, event: MoveVikingEvent): VikingValleyContext {
  if (!isLegalVikingMove(context, event)) throw new IllegalMoveError(`illegal move of ${JSON.stringify(event.viking)} for seat ${context.current}`);
  return stepViking({ ...context, happenings: [] }, event.viking);
}

/** One step of one pending Viking: to the next free space, or into the water (then payouts and the turn ends). */
function stepViking(context: VikingValleyContext, viking: VikingId): VikingValleyContext {
  const pendingMoves = context.pendingMoves.filter((v) => v !== viking);
  const from = context.dock[viking];
  const target = nextSpace(context.dock, viking);
  const outcomes = { ...context.outcomes, moves: context.outcomes.moves + 1 };
  if (target) {
    const moved: VikingValleyContext = {
      ...context,
      dock: { ...context.dock, [viking]: target.to },
      pendingMoves,
      outcomes,
      happenings: [...context.happenings, { kind: 'moved', viking, from, to: target.to, skipped: target.skipped }],
    };
    return pendingMoves.length === 0 ? endTurn(moved) : autoMove(moved);
  }
  const splashed: VikingValleyContext = {
    ...context,
    dock: { ...context.dock, [viking]: null },
    pendingMoves: [],
    outcomes: { ...outcomes, waterFalls: outcomes.waterFalls + 1 },
    happenings: [...context.happenings, { kind: 'splash', viking, from, lostMoves: pendingMoves }],
  };
  const paid = payout(splashed);
  // It climbs out at the start of the next turn; when the payouts emptied the hoard there is none: the game
  // ends with it still in the water, beyond the end of the dock (RULINGS "The Viking in the water").
  if (paid.hoard === 0) return endTurn(paid);
  return endTurn({ ...paid, happenings: [...paid.happenings, { kind: 'backToStart', viking }] });
}

/**
 * The payouts after a splash: every Viking on the dock, from the rightmost back to the first space, takes
 * what its flag gives: a coin flag pays its coins from the hoard (what is left of them); the Viking's own
 * portrait takes one coin from every other ship that has one (claimed or not); another Viking's portrait
 * takes one coin from that Viking's ship, if it has one. Vikings in front of the first space (the one in
 * the water among them) get nothing.
 * @see ./RULES.md "Scoring and Gaining Coins"; ./RULINGS.md "Stealing from every other ship"
 */
export function payout(context: VikingValleyContext): VikingValleyContext {
  const ships = { ...context.ships };
  let hoard = context.hoard;
  let fromHoard = 0;
  let steals = 0;
  const happenings: Happening[] = [...context.happenings];
  const steal = (thief: VikingId, space: number, from: VikingId) => {
    const coins = ships[from] > 0 ? 1 : 0;
    ships[from] -= coins;
    ships[thief] += coins;
    steals += coins;
    happenings.push({ kind: 'stole', thief, space, from, coins });
  };
  for (let space = DOCK_SPACES - 1; space >= 0; space--) {
    const viking = vikingOn(context.dock, space);
    if (viking === undefined) continue;
    const flag: Flag = context.flags[space];
    if (flag.kind === 'coins') {
      const coins = Math.min(flag.coins, hoard);
      hoard -= coins;
      ships[viking] += coins;
      fromHoard += coins;
      happenings.push({ kind: 'paid', viking, space, flagCoins: flag.coins, coins });
    } else if (flag.viking === viking) {
      for (const other of VIKINGS) if (other !== viking) steal(viking, space, other);
    } else {
      steal(viking, space, flag.viking);
    }
  }
  const outcomes = { ...context.outcomes, coinsFromHoard: context.outcomes.coinsFromHoard + fromHoard, steals: context.outcomes.steals + steals };
  return { ...context, ships, hoard, outcomes, happenings };
}

/**
 * The turn is over (every knocked-over Viking moved, or one fell into the water). An empty hoard ends the
 * game now (after this turn's payouts); otherwise the next seat clockwise puts the fallen barrels back.
 * @see ./RULES.md "Next Turn", "End of the Game"
 */
export function endTurn(context: VikingValleyContext): VikingValleyContext {
  const seat = context.current;
  const done: VikingValleyContext = { ...context, pendingMoves: [], bowlsThisTurn: 0, turns: context.turns + 1 };
  if (isGameOver(done)) {
    const { winners, allLose } = decideWinners(done);
    return {
      ...done,
      winners,
      allLose,
      outcomes: { ...done.outcomes, allLose: allLose ? 1 : 0 },
      happenings: [...done.happenings, { kind: 'gameOver', winners, allLose }],
    };
  }
  const next = (seat + 1) % context.players.length;
  return {
    ...done,
    current: next,
    happenings: [...done.happenings, { kind: 'turnEnded', seat, next }],
  };
}

/** How far from the start of the dock a position is: -1 in front of the first space, else the space 0 to 7. */
export function dockDistance(position: DockPosition): number {
  return position === null ? -1 : position;
}

/** What the end of the game is decided on: the ships, the dock, who plays which Viking, and the last move's happenings. */
export type StandingsContext = Pick<VikingValleyContext, 'vikings' | 'ships' | 'dock'> & Partial<Pick<VikingValleyContext, 'hoard' | 'happenings'>>;

/**
 * The Viking still in the water when the game is over: the one whose fall ended the game (the payouts after
 * it emptied the hoard, so no next turn comes for it to climb out). Null before the end, or when none.
 * @see ./RULINGS.md "The Viking in the water"
 */
export function vikingInWater(context: StandingsContext): VikingId | null {
  if (context.hoard === undefined || !isGameOver({ hoard: context.hoard })) return null;
  const fell = context.happenings?.findLast((h) => h.kind === 'splash');
  return fell && fell.kind === 'splash' ? fell.viking : null;
}

/** One Viking's standing: coins, dock position, the seat that plays it (-1: unclaimed) and its rank among all four. */
export interface VikingStanding {
  readonly viking: VikingId;
  readonly seat: number;
  readonly coins: number;
  readonly position: DockPosition;
  /** In the water at the end of the game (see {@link vikingInWater}): beyond the end of the dock, the farthest from its start. */
  readonly inWater: boolean;
  /** 1-based, among all four Vikings: most coins first, a tie going to the one closest to the start; equal on both share a rank. */
  readonly rank: number;
}

/**
 * Standings of all four Vikings: most coins first; equal coins go to the Viking closest to the start of
 * the dock; Vikings in front of the first space are all equally close (they share).
 * @see ./RULES.md "End of the Game"; ./RULINGS.md "Tie-break in front of the dock"
 */
export function standings(context: StandingsContext): VikingStanding[] {
  const water = vikingInWater(context);
  const distance = (v: VikingId) => (v === water ? Infinity : dockDistance(context.dock[v]));
  const better = (a: VikingId, b: VikingId) => context.ships[a] > context.ships[b] || (context.ships[a] === context.ships[b] && distance(a) < distance(b));
  return VIKINGS.map((viking) => ({
    viking,
    seat: seatOf(context, viking),
    coins: context.ships[viking],
    position: context.dock[viking],
    inWater: viking === water,
    rank: 1 + VIKINGS.filter((other) => better(other, viking)).length,
  }));
}

/**
 * Who wins: the Vikings ranked first after the tie-break. If any of them belongs to no player, every
 * player loses; otherwise the seats of those Vikings win (several share on a tie left after the tie-break).
 * @see ./RULES.md "End of the Game"; ./RULINGS.md "An unclaimed Viking level with the best"
 */
export function decideWinners(context: StandingsContext): { winners: number[]; allLose: boolean } {
  const first = standings(context).filter((s) => s.rank === 1);
  if (first.some((s) => s.seat < 0)) return { winners: [], allLose: true };
  return { winners: first.map((s) => s.seat).sort((a, b) => a - b), allLose: false };
}

/**
 * The unclaimed Viking that makes every player lose: the first, in {@link VIKINGS} order, of the Vikings
 * ranked first (after the tie-break) that belongs to no player; null when a player's Viking is alone at
 * the top (someone wins). The end screen names it ("Inga's ship is the richest").
 * @see ./RULES.md "End of the Game"; ./RULINGS.md "An unclaimed Viking level with the best"
 */
export function richestUnclaimed(context: StandingsContext): VikingId | null {
  return standings(context).find((s) => s.rank === 1 && s.seat < 0)?.viking ?? null;
}

/**
 * Every legal move of the player to act; bowls on the physics' {@link aimGrid} (55 aims). The bowl event
 * also accepts any angle within the cone and any strength from MIN_STRENGTH to 1.
 */
export function legalMovesOf(context: VikingValleyContext): VikingValleyMove[] {
  switch (tablePhase(context)) {
    case 'placingBarrels': {
      const holes = freeHoles(context.barrels);
      return fallenBarrels(context.barrels).flatMap((viking) => holes.map((hole) => ({ type: 'player.placeBarrel' as const, viking, hole })));
    }
    case 'bowling':
      return aimGrid().map(({ angle, strength }) => ({ type: 'player.bowl' as const, angle, strength }));
    case 'moving':
      return context.pendingMoves.map((viking) => ({ type: 'player.moveViking' as const, viking }));
    default:
      return [];
  }
}
