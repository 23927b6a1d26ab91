/**
 * What `<viking-seesaw>` says in sentences: a placement in the log, the prompt, where a piece is aimed.
 * Pure functions of the game's data, a message table and the names: no element, no DOM, so each sentence
 * can be tested on its own in every language.
 */
import {
  PLACEMENT_GRID,
  weightClass,
  lowSide,
  raisedSide,
  type LastPlacement,
  type LoggedPiece,
  type PieceKind,
  type VikingSeesawContext,
  type VikingSeesawLogEntry,
} from '@viking-games/core/viking-seesaw/board';
import type { VikingSeesawMessages } from './viking-seesaw.messages.js';

/** A player's name by seat (0-based). */
export type NameOf = (seat: number) => string;

/** One line of the game log: a placement and what followed it, as the rules keep it in `context.log`. */
export type { VikingSeesawLogEntry };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One placement as sentences: where the piece went, whether the ship held or tipped, what fell into the
 * storage or slid into the cabin (each piece named so that a reader can tell which: the one just set down, or
 * cargo by where it stood), the chests taken, a retry, and the end of the game if it came.
 * @see ../../../core/src/viking-seesaw/RULES.md "How to Play", "Ship's Tilt Changes", "Spilling the Ship's Cargo", "Cargo Moves Into Cabin", "End of Game"
 */
export function logSentence(entry: VikingSeesawLogEntry, t: VikingSeesawMessages, name: NameOf): string {
  const who = name(entry.seat);
  const piece = entry.placement.piece;
  const pieces = (named: readonly LoggedPiece[]) => capital(t.list(named.map((p) => pieceWords(p, t))));
  const parts = [t.placed(who, t.theAcc[piece], t.where(entry.placement.x))];
  // Held first, then tipped while cargo still moving was steadied and put back: told in that order, never "held" and
  // "tipped over" as if both were the end (issue 29).
  if (entry.held && entry.tilted) parts.push(t.tiltedLater(who));
  else if (entry.held) parts.push(t.held);
  else if (entry.tilted) parts.push(t.tilted(who));
  if (entry.spilled.length) parts.push(t.spilled(pieces(entry.spilled), who, entry.spilled.length > 1));
  if (entry.intoCabin.length) parts.push(t.intoCabin(pieces(entry.intoCabin), entry.intoCabin.length > 1));
  const extra = entry.penalties - (entry.tilted ? 1 : 0);
  if (extra > 0) parts.push(t.penalty(who, extra));
  const end = entry.end;
  if (entry.retry) parts.push(t.retry(who, t.theAcc[piece]));
  // The piece left the ship for the third time this turn: the turn passes (RULINGS "Try again").
  else if (!end && entry.spilled.some((p) => p.at === null)) parts.push(t.triesUsed(who, t.the[piece]));
  if (end?.reason === 'emptyStorage') parts.push(t.endEmpty(who));
  else if (end?.reason === 'lastChest') {
    parts.push(t.endLastChest);
    if (end.cutShort) parts.push(t.endMidRetry(who, capital(t.the[piece])));
    if (end.weighedOff.length) parts.push(t.weighed(t.list(end.weighedOff.map(name))));
    const winners = end.winners.map(name);
    parts.push(winners.length > 1 ? t.winShared(t.list(winners)) : t.wins(winners[0] ?? ''));
  }
  return parts.join(' ');
}

/**
 * A piece of the log as a subject, so that two of a kind are never confused ("the gem and the gem"): the one
 * just set down, or cargo with where it stood before the placement ("the gem (4.2 cm left of the mast)").
 */
export function pieceWords(piece: LoggedPiece, t: VikingSeesawMessages): string {
  return piece.at === null ? t.theSetDown(t.the[piece.kind]) : t.cargoAt(t.the[piece.kind], piece.at);
}

/**
 * The prompt: who acts and what they may do, whose placement plays ("Sigrid sets the gem down: watch the ship"),
 * or who won.
 * @param over the game is over; `watching`: a placement is resolving or playing
 * @param placer whose placement plays, and its piece, while `watching`
 * @param picked the piece the person holds, if any
 * @param display a name as the prompt shows it (with "(you)" against bots)
 */
export function promptSentence(
  context: Pick<VikingSeesawContext, 'winners' | 'current' | 'players' | 'retry'>,
  t: VikingSeesawMessages,
  name: NameOf,
  display: NameOf,
  {
    over,
    watching,
    placer,
    picked,
  }: {
    readonly over: boolean;
    readonly watching: boolean;
    readonly placer?: { readonly seat: number; readonly piece: PieceKind };
    readonly picked: PieceKind | null;
  },
): string {
  // The end is said once the last placement has been shown, as every placement's outcome is.
  if (watching) return placer ? t.promptWatching(name(placer.seat), t.theAcc[placer.piece]) : t.promptWatch;
  if (over) return t.promptOver(t.list(context.winners.map(name)));
  const seat = context.current;
  const who = display(seat);
  if (context.players[seat].seat.kind === 'bot') return t.promptBot(who);
  if (context.retry) return t.promptRetry(who, t.theDat[context.retry]);
  return t.prompt(who, picked ? t.theAcc[picked] : undefined);
}

/** Where on the deck `x` is (cm from the mast), with "by the cabin" or "by the rim" at the ends of the grid. */
export function whereWords(x: number, t: VikingSeesawMessages): string {
  if (x <= PLACEMENT_GRID.min + 0.5) return `${t.where(x)}, ${t.nearCabin}`;
  if (x >= PLACEMENT_GRID.max - 0.5) return `${t.where(x)}, ${t.nearRim}`;
  return t.where(x);
}

/**
 * Why the last placement went as it did, for the person who watched it: the piece and how heavy it is, how far out
 * on which deck it was set, and which way the ship went (the end that stayed down, or the side it tipped to). The
 * element shows it once the ship has settled, never before.
 * @see ../../../core/src/viking-seesaw/RULINGS.md "Aiming (for the element)"
 */
export function whySentence(last: LastPlacement, t: VikingSeesawMessages): string {
  const kind = last.placement.piece;
  const placedOn = raisedSide(last.before.angle);
  const side = placedOn === 1 ? t.right : t.left;
  const piece = capital(t.the[kind]);
  const weight = t.weightClass[weightClass(kind)];
  const cm = t.cmOut(last.placement.x);
  if (last.tilted) return t.whyTipped(piece, weight, cm, side);
  const low = lowSide(last.before.angle) === 1 ? t.right : t.left;
  return t.whyHeld(piece, weight, cm, side, low);
}
