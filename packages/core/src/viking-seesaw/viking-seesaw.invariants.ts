/**
 * Viking See-Saw's consistency checks (the game module's `invariants`): they hold in every position the rules
 * can reach. A module of their own because the ship's check steps the physics (every stored ship is at rest),
 * so a board loads them, and the physics engine with them, only when it needs them (`loadInvariants`:
 * restoring a save, recovering from an error).
 * @see ./RULINGS.md "At rest between turns"
 */
import type { SnapshotFrom } from 'xstate';
import { CABIN_CHESTS_PER_SIDE, PIECE_KINDS, SHIP } from './viking-seesaw.components.js';
import { TILT_LIMIT, type ShipState } from './viking-seesaw.geometry.js';
import type { VikingSeesawMachine } from './viking-seesaw.machine.js';
import { restTest } from './viking-seesaw.physics.js';
import { countPieces, pieceTotals, storageCount, type VikingSeesawContext } from './viking-seesaw.rules.js';

/**
 * Conservation and consistency: pieces conserved (storage + ship + cabin chests), no negative storage,
 * cargo ids unique, cabin chests 0 to 3 a side, the seat to act valid, one log entry per placement. One message per violation.
 */
export function checkInvariants(context: VikingSeesawContext): string[] {
  const problems = checkShip(context.ship);
  if (problems.length > 0) return problems;
  const totals = pieceTotals(context.players.length);
  const counted = countPieces(context);
  for (const kind of PIECE_KINDS) {
    if (counted[kind] !== totals[kind]) problems.push(`${kind}: ${counted[kind]} counted, ${totals[kind]} in the game`);
  }
  context.storage.forEach((s, seat) => {
    for (const kind of PIECE_KINDS) if (s[kind] < 0) problems.push(`seat ${seat} holds ${s[kind]} ${kind}`);
  });
  const ids = new Set(context.ship.cargo.map((p) => p.id));
  if (ids.size !== context.ship.cargo.length) problems.push('two pieces on the ship share an id');
  for (const side of context.ship.cabin) if (side < 0 || side > CABIN_CHESTS_PER_SIDE) problems.push(`cabin side holds ${side} chests`);
  if (context.current < 0 || context.current >= context.players.length) problems.push(`seat to act ${context.current} out of range`);
  if (context.log.length !== context.outcomes.placements)
    problems.push(`the log holds ${context.log.length} placements, ${context.outcomes.placements} were made`);
  if (context.endReason === 'emptyStorage' && context.winners.some((w) => storageCount(context.storage[w]) !== 0))
    problems.push('a winner by empty storage still holds cargo');
  if (context.endReason === 'lastChest' && context.ship.cabin[0] + context.ship.cabin[1] !== 0)
    problems.push('game ended by the last chest but the cabin still holds chests');
  return problems;
}

/**
 * The stored ship: well-formed (every piece of a known kind with a finite position, on the ship, out of
 * the cabin), against a tilt limit (never level: the ship is binary), and physically at rest
 * ({@link restTest}: rebuilt and stepped with no input for 10 simulated seconds, nothing moves more than
 * 0.1 cm and the tilt stays). A save that fails is refused. @see RULINGS.md "At rest between turns"
 */
export function checkShip(ship: ShipState): string[] {
  const problems: string[] = [];
  if (!ship || typeof ship !== 'object' || !Array.isArray(ship.cargo) || !Array.isArray(ship.cabin)) return ['the ship is missing or malformed'];
  if (typeof ship.angle !== 'number' || !Number.isFinite(ship.angle) || Math.abs(ship.angle) < TILT_LIMIT - 0.02 || Math.abs(ship.angle) > TILT_LIMIT + 0.08) {
    problems.push(`the ship is not against a tilt limit (angle ${ship.angle})`);
  }
  for (const p of ship.cargo) {
    if (!p || !(PIECE_KINDS as readonly string[]).includes(p.kind) || ![p.id, p.x, p.y, p.a].every((v) => typeof v === 'number' && Number.isFinite(v))) {
      problems.push(`a piece has no position or kind: ${JSON.stringify(p)}`);
    } else if (Math.abs(p.x) < SHIP.cabinHalf || Math.abs(p.x) > SHIP.halfLength + 1) problems.push(`piece ${p.id} (${p.kind}) is not on a deck (x ${p.x})`);
  }
  if (problems.length > 0) return problems;
  const test = restTest(ship);
  if (!test.atRest)
    problems.push(`the ship is not at rest: a piece moves ${test.maxMove.toFixed(2)} cm${test.tiltChanged ? ' and the tilt changes' : ''} with no input`);
  return problems;
}

/** Invariants of a snapshot: the context's checks ({@link checkInvariants}). */
export function invariants(snapshot: SnapshotFrom<VikingSeesawMachine>): string[] {
  return checkInvariants(snapshot.context);
}
