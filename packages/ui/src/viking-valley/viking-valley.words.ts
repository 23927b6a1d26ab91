/**
 * What `<viking-valley>` says in sentences: a happening in the log, the prompt, the end, a hole, a Viking,
 * a flag, the square. Pure functions of the game's data, a message table and the names: no element, no
 * DOM, so each sentence can be tested on its own in every language.
 */
import {
  HOLES,
  INNER_RING_RADIUS,
  START_HOLES,
  VIKINGS,
  fallenBarrels,
  richestUnclaimed,
  standings,
  type Flag,
  type Happening,
  type VikingId,
  type VikingValleyContext,
  type VikingValleyPhase,
} from '@viking-games/core/viking-valley/board';
import type { VikingValleyMessages } from './viking-valley.messages.js';

/** A player's name by seat (0-based). */
export type NameOf = (seat: number) => string;

/** One line of the log: something that happened, as the rules keep it in `context.log`. */
export type VikingValleyLogEntry = Happening;

/**
 * Where hole `hole` is on the square, e.g. "inner ring hole at 2 o'clock, a start hole": its ring (centre,
 * inner, outer), its clock direction (3 o'clock along the square's x axis), and whether a barrel starts there.
 * @param hole index into HOLES
 */
export function holeWords(hole: number, t: VikingValleyMessages): string {
  const p = HOLES[hole];
  const r = Math.hypot(p.x, p.y);
  const ring = r < 0.5 ? 'centre' : r < INNER_RING_RADIUS + 1 ? 'inner' : 'outer';
  const deg = (Math.atan2(p.y, p.x) * 180) / Math.PI;
  const hour = ((Math.round(3 - deg / 30) % 12) + 12) % 12 || 12;
  return t.hole(hole, ring, hour, (START_HOLES as readonly number[]).includes(hole));
}

/** The name of the player who plays `viking`, or null when nobody does (an unclaimed Viking). */
export function ownerOf(viking: VikingId, context: Pick<VikingValleyContext, 'vikings'>, name: NameOf): string | null {
  const seat = context.vikings.indexOf(viking);
  return seat >= 0 ? name(seat) : null;
}

/** A Viking with its player, e.g. "Inga (Astrid)", or the Viking alone when unclaimed. */
export function vikingWords(viking: VikingId, context: Pick<VikingValleyContext, 'vikings'>, t: VikingValleyMessages, name: NameOf): string {
  return t.vikingOf(t.viking[viking], ownerOf(viking, context, name));
}

/** A flag of the dock: its coins, or the Viking on its portrait. */
export function flagWords(flag: Flag, t: VikingValleyMessages): string {
  return flag.kind === 'coins' ? t.coinFlag(flag.coins) : t.portraitFlag(t.viking[flag.viking]);
}

/**
 * The end: who won, who share the win, or that every player lost to the richest unclaimed Viking.
 * @see ../../../core/src/viking-valley/RULES.md "End of the Game"
 */
export function endSentence(
  context: Pick<VikingValleyContext, 'allLose' | 'winners' | 'vikings' | 'ships' | 'dock'>,
  t: VikingValleyMessages,
  name: NameOf,
): string {
  if (context.allLose) return t.endAllLose(t.viking[richestUnclaimed(context) ?? 'finn']);
  const names = context.winners.map(name);
  return names.length > 1 ? t.endShared(t.list(names)) : t.endWins(names[0] ?? '');
}

/**
 * What decided the win when coins alone did not: the Viking(s) ranked first had as many coins as others, and stood
 * nearer the start of the dock; undefined when the most coins alone decided (or every player lost).
 * @see ../../../core/src/viking-valley/RULES.md "End of the Game"
 */
export function tieSentence(context: VikingValleyContext, t: VikingValleyMessages, name: NameOf): string | undefined {
  if (context.allLose) return undefined;
  const all = standings(context);
  const first = all.filter((s) => s.rank === 1);
  const beaten = all.filter((s) => s.rank > 1 && s.coins === first[0]?.coins);
  if (!beaten.length) return undefined;
  const names = (of: typeof all) => t.list(of.map((s) => vikingWords(s.viking, context, t, name)));
  // A Viking still in the water counts as beyond the dock's end (RULINGS "The Viking in the water"): said, or "nearer the start" reads as nonsense.
  const water = beaten.find((s) => s.inWater);
  return t.endTie(names(first), names(beaten), first[0].coins, first.length > 1, water ? t.viking[water.viking] : '');
}

/** The Viking a log line is about, for its colour; none for the end of the game. */
export function entryViking(h: VikingValleyLogEntry, context: Pick<VikingValleyContext, 'vikings'>): VikingId | undefined {
  if (h.kind === 'gameOver') return undefined;
  if (h.kind === 'barrelPlaced' || h.kind === 'bowled') return context.vikings[h.seat];
  if (h.kind === 'turnEnded') return context.vikings[h.next];
  return h.kind === 'stole' ? h.thief : h.viking;
}

/**
 * One happening as a sentence: a barrel put back, a bowl and what fell, a Viking moving, a splash, a payout,
 * a steal, a Viking back at the start, the next turn, the end.
 * @param context the game the entry belongs to (owners of the Vikings, the dock's flags, the end)
 * @see ../../../core/src/viking-valley/RULES.md "How to Play", "Moving the Vikings", "Into the Water", "Scoring and Gaining Coins", "Next Turn"
 */
export function logSentence(h: VikingValleyLogEntry, context: VikingValleyContext, t: VikingValleyMessages, name: NameOf): string {
  const v = (viking: VikingId) => vikingWords(viking, context, t, name);
  switch (h.kind) {
    case 'barrelPlaced':
      return t.placed(name(h.seat), t.barrelOf(t.viking[h.viking]), holeWords(h.hole, t));
    case 'bowled': {
      const aim = t.aimWords(h.bowl.angle, h.bowl.strength);
      return h.fallen.length ? t.bowled(name(h.seat), aim, t.list(h.fallen.map((f) => t.barrelOf(t.viking[f])))) : t.missed(name(h.seat), aim);
    }
    case 'moved':
      return t.moved(v(h.viking), h.to + 1, t.list(h.skipped.map((s) => t.viking[s])));
    case 'splash':
      return t.splash(v(h.viking), t.list(h.lostMoves.map((s) => t.viking[s])));
    case 'paid':
      return t.paid(v(h.viking), h.coins, h.flagCoins, h.space + 1);
    case 'stole': {
      const flag = context.flags[h.space];
      return t.stole(v(h.thief), v(h.from), h.coins, flag?.kind === 'portrait' && flag.viking === h.thief, h.space + 1);
    }
    case 'backToStart':
      return t.backToStart(v(h.viking));
    case 'turnEnded':
      return t.turnEnded(name(h.next));
    case 'gameOver':
      return endSentence(context, t, name);
  }
}

/**
 * A splash and the payouts it brought, in one short sentence for "Just now" (the log tells each in full): each
 * payout and steal, then the coins now in the ships they concern, e.g. "Splash! Tjarne (Bjarne) falls into the
 * water. Paid: Magnus +4 from the hoard, Finn took 1 from Inga. Ships now: Magnus 7, Finn 5, Inga 2."
 * @param payouts the `paid` and `stole` happenings that followed the splash
 * @param context the game after the move (its ships)
 */
export function payoutSentence(
  splash: Extract<Happening, { kind: 'splash' }>,
  payouts: readonly Extract<Happening, { kind: 'paid' | 'stole' }>[],
  context: VikingValleyContext,
  t: VikingValleyMessages,
  name: NameOf,
): string {
  const n = (v: VikingId) => t.viking[v];
  const concerned: VikingId[] = [];
  const parts = payouts.map((h) => {
    for (const v of h.kind === 'paid' ? [h.viking] : [h.thief, h.from]) if (!concerned.includes(v)) concerned.push(v);
    return h.kind === 'paid' ? t.paidShort(n(h.viking), h.coins) : t.stoleShort(n(h.thief), n(h.from), h.coins);
  });
  return t.payouts(vikingWords(splash.viking, context, t, name), parts.join(', '), concerned.map((v) => t.shipShort(n(v), context.ships[v])).join(', '));
}

/**
 * The prompt: who acts and what they may do, "watch the square" while a move plays, or how the game ended.
 * @param phase the machine's phase (`phaseOf` the snapshot)
 * @param display a name as the prompt shows it (with "(you)" against bots)
 * @param playing a move is resolving or playing: the end too waits until the dock has shown why
 * @param held the bots are held (a tutorial's explanation is read): a bot to bowl waits, not "taking aim"
 */
export function promptSentence(
  context: VikingValleyContext,
  phase: VikingValleyPhase,
  playing: boolean,
  t: VikingValleyMessages,
  name: NameOf,
  display: NameOf,
  held = false,
): string {
  if (playing) return t.promptWatch;
  if (phase === 'over')
    return context.allLose ? t.promptAllLose(t.viking[richestUnclaimed(context) ?? 'finn']) : t.promptOver(t.list(context.winners.map(name)));
  const seat = context.current;
  const who = display(seat);
  if (context.players[seat].seat.kind === 'bot')
    return phase === 'moving' ? t.promptBotMoves(who) : phase === 'placingBarrels' ? t.promptBotPlaces(who) : held ? t.promptBotNext(who) : t.promptBot(who);
  if (phase === 'placingBarrels') return t.promptPlace(who, fallenBarrels(context.barrels).length);
  if (phase === 'moving') return t.promptMove(who);
  if (context.bowlsThisTurn > 0) return t.promptBowlAgain(who);
  return t.promptBowl(who, t.viking[context.vikings[seat]]);
}

/** The square read out: where each standing barrel stands, and which lie fallen. */
export function squareWords(context: Pick<VikingValleyContext, 'barrels'>, t: VikingValleyMessages): string {
  const standing = VIKINGS.filter((v) => context.barrels[v] !== null).map((v) => t.standsIn(t.barrelOf(t.viking[v]), holeWords(context.barrels[v]!, t)));
  const lying = fallenBarrels(context.barrels).map((v) => t.barrelOf(t.viking[v]));
  return t.squareLabel(standing.length ? `${standing.join('; ')}.` : '', lying.length ? t.lies(t.list(lying)) : '');
}
