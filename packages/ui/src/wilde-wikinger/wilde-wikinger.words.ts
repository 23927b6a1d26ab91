/**
 * What `<wilde-wikinger-board>` says in sentences: a log entry and the prompt. Pure functions of the game's
 * data, a message table and the names: no element, no DOM, so each sentence can be tested on its own in
 * every language.
 */
import { CARDS, PIRATE_TILES, jewelPoints, type LogEntry, type WildeWikingerView } from '@viking-games/core/wilde-wikinger';
import { jewelSummary, type WildeWikingerMessages } from './wilde-wikinger.messages.js';

/** A player's name by seat (0-based). */
export type NameOf = (seat: number) => string;

/** "Sonja, Michael and Luisa": the seats' names as one list. */
export function listNames(seats: readonly number[], t: WildeWikingerMessages, name: NameOf): string {
  const names = seats.map(name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${t.and} ${names[names.length - 1]}`;
}

/** The seat a log line is about, for its colour: the auction's winner for an auction, nobody for a raid or the end. */
export function entrySeat(entry: LogEntry): number | undefined {
  if (entry.kind === 'auction') return entry.result.winner ?? undefined;
  return entry.kind === 'raid' || entry.kind === 'gameOver' ? undefined : entry.who;
}

/**
 * One log entry as a sentence, e.g. "Michael bid 7 (Sword 4, Shield 3)." A raid lists every bid and each
 * lowest bidder's pirate tile; the end says where Nessie's jewels went.
 * @see ../../../core/src/wilde-wikinger/RULES.md "Treasure Die", "Ship Die", "Ship Reaches the Viking Village", "Pirate Ship Reaches the Viking Village", "The Jewels of the Lake Monster Nessie"
 */
export function logSentence(entry: LogEntry, t: WildeWikingerMessages, name: NameOf): string {
  const L = t.log;
  const who = name(entry.who);
  switch (entry.kind) {
    case 'roll':
      return L.roll(who, t.treasureFace[entry.treasure], t.shipFace[entry.ship]);
    case 'jewel':
      return L.jewel(t.jewel[entry.jewel], t.ship[entry.ship]);
    case 'draw':
      return `${entry.reshuffled ? `${L.reshuffle} ` : ''}${L.draw(who, entry.cards)}`;
    case 'move':
      return L.move(t.ship[entry.ship], t.square(entry.position));
    case 'nessie':
      return L.nessie(who, t.jewel[entry.jewel], t.shipDat[entry.ship]);
    case 'emptyArrival':
      return L.emptyArrival(t.ship[entry.ship]);
    case 'bid':
      return L.bid(who, entry.total, entry.cards.map((id) => `${t.cardKind[CARDS[id].kind]} ${CARDS[id].value}`).join(', '));
    case 'pass':
      return L.pass(who);
    case 'auction': {
      const { result } = entry;
      return result.winner === null
        ? L.noBid(t.shipDat[result.ship])
        : L.won(name(result.winner), t.ship[result.ship], jewelSummary(t, result.jewels), result.total);
    }
    case 'commit':
      return L.commit(who);
    case 'raid': {
      const { result } = entry;
      const bids = result.totals.map((total, seat) => `${name(seat)} ${total}`).join(', ');
      const tiles = result.lowest.map((seat) => {
        const tile = result.tiles[seat];
        return tile === null ? L.spared(name(seat)) : L.tile(name(seat), PIRATE_TILES[tile]);
      });
      return [L.raid(bids), ...tiles].join(' ');
    }
    case 'gameOver':
      return L.gameOver(
        entry.nessieWinners.length && entry.nessie.length
          ? t.nessieWent(listNames(entry.nessieWinners, t, name), jewelPoints(entry.nessie))
          : entry.nessie.length
            ? t.nessieNobody
            : '',
      );
  }
}

/**
 * The prompt: who acts and what they may do, whom to pass the device to, or who won.
 * @param view the public facts of the game (any seat's view)
 * @param viewer `passTo`: the person who must take the device first; `acting`: the person at this screen who may act
 * @param display a name as the prompt shows it (with "(you)" against bots)
 * @param isBot whether a seat is played by the computer
 * @param winners the winners' seats once the game is over (from its score sheet)
 * @see ../../../core/src/wilde-wikinger/RULES.md "How to Play"
 */
export function promptSentence(
  view: WildeWikingerView,
  viewer: { readonly passTo?: number; readonly acting?: number },
  t: WildeWikingerMessages,
  name: NameOf,
  display: NameOf,
  isBot: (seat: number) => boolean,
  winners: readonly number[],
): string {
  if (view.over) return t.promptOver(listNames(winners, t, name));
  if (viewer.passTo !== undefined) return t.promptPass(name(viewer.passTo));
  if (view.phase === 'raid') {
    if (viewer.acting !== undefined) return t.promptRaid(display(viewer.acting));
    return `${t.promptWaitRaid} ${t.waitingFor(listNames(view.toAct, t, name))}`;
  }
  const seat = view.toAct[0] ?? view.current;
  const who = display(seat);
  if (viewer.acting === undefined && isBot(seat)) return t.thinking(who);
  switch (view.phase) {
    case 'choosingChestShip':
      return t.promptChest(who);
    case 'choosingShip':
      return t.promptShip(who);
    case 'feedingNessie':
      return t.promptNessie(who);
    case 'auction':
      return t.promptBid(who, t.ship[view.auction!.ship]);
    default:
      return t.promptRoll(who);
  }
}
