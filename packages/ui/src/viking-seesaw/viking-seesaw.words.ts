/**
 * What `<viking-seesaw>` says in sentences: a placement in the log, the prompt, where a piece is aimed.
 * Pure functions of the game's data, a message table and the names: no element, no DOM, so each sentence
 * can be tested on its own in every language.
 */
import { PLACEMENT_GRID, type EndReason, type LastPlacement, type PieceKind, type VikingSeesawContext } from '@viking-games/core/viking-seesaw/board';
import type { VikingSeesawMessages } from './viking-seesaw.messages.js';

/** A player's name by seat (0-based). */
export type NameOf = (seat: number) => string;

/** One line of the game log: a placement and what followed it (the rules keep only the last one, the board the rest). */
export interface VikingSeesawLogEntry {
  /** 1-based number of the placement in the game. */
  readonly n: number;
  /** The placement; missing for one made before the page was opened. */
  readonly last?: LastPlacement;
  /** Seat to act after it. */
  readonly next?: number;
  readonly endReason?: EndReason | null;
  readonly winners?: readonly number[];
  readonly weighedOff?: readonly number[];
  /** The game ended on the last chest while the placed piece had fallen off and would have been tried again. */
  readonly cutShort?: boolean;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One placement as sentences: where the piece went, whether the ship held or tipped, what fell into the
 * storage or slid into the cabin, the chests taken, a retry, and the end of the game if it came.
 * @see ../../../core/src/viking-seesaw/RULES.md "How to Play", "Ship's Tilt Changes", "Spilling the Ship's Cargo", "Cargo Moves Into Cabin", "End of Game"
 */
export function logSentence(entry: VikingSeesawLogEntry, t: VikingSeesawMessages, name: NameOf): string {
  const last = entry.last;
  if (!last) return t.earlier(1);
  const who = name(last.seat);
  const pieces = (kinds: readonly PieceKind[]) => capital(t.list(pieceWords(kinds, t)));
  const parts = [t.placed(who, t.theAcc[last.placement.piece], t.where(last.placement.x))];
  if (last.held) parts.push(t.held);
  if (last.tilted) parts.push(t.tilted(who));
  if (last.spilled.length) parts.push(t.spilled(pieces(last.spilled), who, last.spilled.length > 1));
  if (last.intoCabin.length) parts.push(t.intoCabin(pieces(last.intoCabin), last.intoCabin.length > 1));
  const extra = last.penalties - (last.tilted ? 1 : 0);
  if (extra > 0) parts.push(t.penalty(who, extra));
  if (last.retry) parts.push(t.retry(who, t.theAcc[last.placement.piece]));
  if (entry.endReason === 'emptyStorage') parts.push(t.endEmpty(who));
  else if (entry.endReason === 'lastChest') {
    parts.push(t.endLastChest);
    if (entry.cutShort) parts.push(t.endMidRetry(who, capital(t.the[last.placement.piece])));
    if (entry.weighedOff?.length) parts.push(t.weighed(t.list(entry.weighedOff.map(name))));
    const winners = (entry.winners ?? []).map(name);
    parts.push(winners.length > 1 ? t.winShared(t.list(winners)) : t.wins(winners[0] ?? ''));
  }
  return parts.join(' ');
}

/**
 * Pieces by kind, each kind once: "the gem" for one, "2 gems" for more (never "the gem and the gem"), in the
 * order their kinds first appear.
 */
export function pieceWords(kinds: readonly PieceKind[], t: VikingSeesawMessages): string[] {
  const counts = new Map<PieceKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => (n === 1 ? t.the[kind] : t.theMany(kind, n)));
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
