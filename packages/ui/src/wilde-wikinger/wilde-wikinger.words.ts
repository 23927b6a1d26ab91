/**
 * What `<wilde-wikinger-board>` says in sentences: a log entry and the prompt. Pure functions of the game's
 * data, a message table and the names: no element, no DOM, so each sentence can be tested on its own in
 * every language.
 */
import { CARDS, JEWEL_COLOURS, LANDING_STAGE, PIRATE_TILES, jewelPoints, type LogEntry, type WildeWikingerView } from '@viking-games/core/wilde-wikinger';
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
 * A turn in one line for "Just now", what it came to so far: where jewels went, which ship moved, an auction's or a
 * raid's result ("Michael: a white jewel onto the red ship; the red ship sails on."). The steps on the way (the roll,
 * each bid and pass, each face-down bid) are left to the log; a roll that has done nothing yet (a grey face's choice
 * under way) is said as it is. A ship whose landing came to a result is said once, with its result.
 * @param entries the log entries of one turn (the same `turn`), oldest first
 * @returns the sentence, and the seat whose turn it is (the roller)
 * @see ../../../core/src/wilde-wikinger/RULES.md "Treasure Die", "Ship Die", "Ship Reaches the Viking Village", "Pirate Ship Reaches the Viking Village"
 */
export function turnSummary(entries: readonly LogEntry[], t: WildeWikingerMessages, name: NameOf): { readonly text: string; readonly seat: number } {
  const S = t.summary;
  const roll = entries.find((entry) => entry.kind === 'roll');
  const seat = roll?.who ?? entries[0]?.who ?? 0;
  const draws = entries.flatMap((entry) => (entry.kind === 'draw' ? [entry.cards] : []));
  // Ships whose landing the turn settled: said with their result, not as "reaches the village" too.
  const settled = new Set(
    entries.flatMap((entry) =>
      entry.kind === 'auction' ? [entry.result.ship] : entry.kind === 'emptyArrival' ? [entry.ship] : entry.kind === 'raid' ? ['pirate'] : [],
    ),
  );
  const parts: string[] = [];
  let drew = false;
  for (const entry of entries)
    switch (entry.kind) {
      case 'jewel':
        parts.push(S.jewel(t.jewel[entry.jewel], t.ship[entry.ship]));
        break;
      case 'draw':
        // Everyone draws in one go: said once.
        if (!drew) parts.push(S.cards(draws.every((n) => n === draws[0]) ? draws[0] : null));
        drew = true;
        break;
      case 'move':
        if (entry.position < LANDING_STAGE) parts.push(S.sails(t.ship[entry.ship]));
        else if (!settled.has(entry.ship)) parts.push(S.lands(t.ship[entry.ship]));
        break;
      case 'nessie':
        parts.push(S.nessie(t.jewel[entry.jewel], t.shipDat[entry.ship]));
        break;
      case 'emptyArrival':
        parts.push(S.landsEmpty(t.ship[entry.ship]));
        break;
      case 'auction': {
        const { result } = entry;
        const jewels = JEWEL_COLOURS.flatMap((c) => {
          const n = result.jewels.filter((j) => j === c).length;
          return n ? [`${n} ${t.jewel[c]}`] : [];
        });
        parts.push(
          result.winner === null ? S.noBid(t.ship[result.ship]) : S.won(name(result.winner), t.ship[result.ship], result.total, t.jewelList(jewels.join(', '))),
        );
        break;
      }
      case 'raid': {
        const { result } = entry;
        const tiles = result.lowest.map((s) => (result.tiles[s] === null ? S.spared(name(s)) : S.tile(name(s), PIRATE_TILES[result.tiles[s]!])));
        parts.push(S.raid(result.totals.map((total, s) => `${name(s)} ${total}`).join(', '), tiles));
        break;
      }
      default:
        break;
    }
  if (parts.length === 0 && roll) parts.push(S.rolled(S.treasure[roll.treasure], S.ship[roll.ship]));
  return { text: S.line(name(seat), parts), seat };
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
