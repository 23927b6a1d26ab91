/**
 * Valley of the Vikings' consistency checks (the game module's `invariants`): they hold in every position the
 * rules can reach. A module of their own, importing no rules and no physics, so a board loads them only when
 * it needs them (`loadInvariants`: restoring a save, recovering from an error).
 */
import type { SnapshotFrom } from 'xstate';
import { COINS_TOTAL, DOCK_SPACES, HOLES, MAX_PLAYERS, MIN_PLAYERS, RAMPS_BY_PLAYERS, VIKINGS, type VikingId } from './viking-valley.components.js';
import type { VikingValleyMachine } from './viking-valley.machine.js';
import type { BarrelHoles } from './viking-valley.geometry.js';
import type { VikingValleyContext } from './viking-valley.types.js';

/** Barrels lying fallen, in VIKINGS order (the rules' `fallenBarrels`, here so this module needs no rules). */
const fallenOf = (barrels: BarrelHoles): VikingId[] => VIKINGS.filter((v) => barrels[v] === null);

/**
 * Conservation and consistency, one message per violation: 24 coins in ships and hoard, none negative;
 * four barrels each on a distinct hole or fallen; four Vikings each in front of the dock or on a distinct
 * space; the pending moves knocked over (the state's agreement with them: {@link phaseProblems}); the seat to act valid.
 */
export function checkInvariants(context: VikingValleyContext): string[] {
  const problems: string[] = [];
  const coins = VIKINGS.reduce((sum, v) => sum + context.ships[v], context.hoard);
  if (coins !== COINS_TOTAL) problems.push(`${coins} coins in ships and hoard, ${COINS_TOTAL} in the game`);
  for (const v of VIKINGS) if (!Number.isInteger(context.ships[v]) || context.ships[v] < 0) problems.push(`${v}'s ship holds ${context.ships[v]} coins`);
  if (!Number.isInteger(context.hoard) || context.hoard < 0) problems.push(`the hoard holds ${context.hoard} coins`);
  const holes = VIKINGS.map((v) => context.barrels[v]).filter((h): h is number => h !== null);
  for (const h of holes) if (!Number.isInteger(h) || h < 0 || h >= HOLES.length) problems.push(`a barrel on hole ${h}, which does not exist`);
  if (new Set(holes).size !== holes.length) problems.push(`two barrels share a hole: ${JSON.stringify(context.barrels)}`);
  const spaces = VIKINGS.map((v) => context.dock[v]).filter((s): s is number => s !== null);
  for (const s of spaces) if (!Number.isInteger(s) || s < 0 || s >= DOCK_SPACES) problems.push(`a Viking on dock space ${s}, which does not exist`);
  if (new Set(spaces).size !== spaces.length) problems.push(`two Vikings share a dock space: ${JSON.stringify(context.dock)}`);
  if (context.flags.length !== DOCK_SPACES) problems.push(`${context.flags.length} flags on the dock`);
  if (context.pendingMoves.length === 1) problems.push('choosing the order of 1 move');
  if (context.pendingMoves.some((v) => context.barrels[v] !== null)) problems.push('a Viking to move whose barrel stands');
  if (context.current < 0 || context.current >= context.players.length) problems.push(`seat to act ${context.current} out of range`);
  // The table itself: one Viking and one ramp per seat, no Viking twice (a tampered save must not load).
  const seats = context.players.length;
  if (seats < MIN_PLAYERS || seats > MAX_PLAYERS) problems.push(`${seats} players at the table`);
  if (context.vikings.length !== seats || context.vikings.some((v) => !(VIKINGS as readonly string[]).includes(v)))
    problems.push(`Vikings ${JSON.stringify(context.vikings)} for ${seats} seats`);
  if (new Set(context.vikings).size !== context.vikings.length) problems.push(`a Viking played by two seats: ${JSON.stringify(context.vikings)}`);
  if (JSON.stringify(context.ramps) !== JSON.stringify(RAMPS_BY_PLAYERS[seats] ?? null))
    problems.push(`ramps ${JSON.stringify(context.ramps)} for ${seats} seats`);
  return problems;
}

/**
 * Does the machine's state (the phase) agree with the table's facts? `gameOver` exactly when the hoard is
 * empty; `moving` with Vikings to move; `placingBarrels` with barrels fallen and none to move; `bowling`
 * with every barrel standing. (The rules' `tablePhase` derives the same; not imported, see above.)
 */
export function phaseProblems(state: string, context: VikingValleyContext): string[] {
  const problems: string[] = [];
  const fallen = fallenOf(context.barrels);
  if ((state === 'gameOver') !== (context.hoard === 0)) problems.push(`in ${state} with ${context.hoard} coins in the hoard`);
  switch (state) {
    case 'placingBarrels':
      if (fallen.length === 0) problems.push('putting barrels back, but none lies fallen');
      break;
    case 'bowling':
      if (fallen.length > 0) problems.push(`bowling while ${fallen.join(', ')} lie fallen`);
      break;
    case 'moving':
      if (context.pendingMoves.length < 2) problems.push(`choosing the order of ${context.pendingMoves.length} moves`);
      break;
    case 'gameOver':
      break;
    default:
      problems.push(`an unknown state ${JSON.stringify(state)}`);
  }
  if (state !== 'moving' && context.pendingMoves.length > 0) problems.push(`moves pending in ${state}`);
  return problems;
}

/**
 * Does the game's log agree with the table? It holds every bowl made and ends with the last move's happenings. The
 * machine keeps the log (each move's action appends its happenings), so this checks a machine's snapshot, not a
 * context made by the rule functions alone.
 */
export function logProblems(context: VikingValleyContext): string[] {
  const problems: string[] = [];
  const bowls = context.log.filter((h) => h.kind === 'bowled').length;
  if (bowls !== context.outcomes.bowls) problems.push(`the log tells ${bowls} bowls, ${context.outcomes.bowls} were made`);
  const lastMove = context.log.slice(context.log.length - context.happenings.length);
  if (JSON.stringify(lastMove) !== JSON.stringify(context.happenings)) problems.push('the log does not end with the last move’s happenings');
  return problems;
}

/** Invariants of a snapshot: the context's checks ({@link checkInvariants}), the state agreeing with them ({@link phaseProblems}) and the log ({@link logProblems}). */
export function invariants(snapshot: SnapshotFrom<VikingValleyMachine>): string[] {
  return [
    ...checkInvariants(snapshot.context),
    ...logProblems(snapshot.context),
    ...phaseProblems(typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value), snapshot.context),
  ];
}
