/**
 * Seats: who sits at each place at the table. A seat is a person at this screen or a bot with a level.
 * Seat indices are 0-based and follow turn order ("to the left").
 */

/** How strong a bot plays: 1 (casual) to 3 (best). */
export type BotLevel = 1 | 2 | 3;

/** A seat played by a person at this screen (hot-seat when there are several). */
export interface HumanSeat {
  readonly kind: 'human';
}

/** A seat played by a bot: `bot` names one of the game's bots (`random`, `heuristic`). */
export interface BotSeat {
  readonly kind: 'bot';
  readonly bot: string;
  readonly level: BotLevel;
}

export type Seat = HumanSeat | BotSeat;

/** A player at the table: name, colour key and seat. */
export interface Player {
  readonly name: string;
  /** A key of {@link PLAYER_COLOURS}; the element maps it to a CSS custom property. */
  readonly colour: PlayerColour;
  readonly seat: Seat;
}

/** Player colours in seat order. Every colour also has an icon in the UI, so colour never carries meaning alone. */
export const PLAYER_COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];

export const HUMAN: HumanSeat = { kind: 'human' };

/** Thrown by {@link parseSeats} for a token it does not know. */
export class SeatParseError extends Error {
  override name = 'SeatParseError';
}

/**
 * Parses a seats list as used by the `seats` attribute and the simulator's `--bots`:
 * comma-separated tokens, one per seat: `human`, or a bot name with an optional level `heuristic:2`.
 * @param text e.g. `"human,heuristic,random:1"`
 * @param bots the bot names the game has
 * @throws {SeatParseError} naming the first token that is neither `human` nor a known bot with level 1–3.
 */
export function parseSeats(text: string, bots: readonly string[]): Seat[] {
  return text
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0)
    .map((token) => {
      if (token === 'human') return HUMAN;
      const [bot, levelText] = token.split(':');
      const level = levelText === undefined ? 2 : Number(levelText);
      if (!bots.includes(bot)) {
        throw new SeatParseError(`unknown seat "${token}": expected "human" or one of ${bots.join(', ')}`);
      }
      if (level !== 1 && level !== 2 && level !== 3) {
        throw new SeatParseError(`bad bot level in "${token}": expected 1, 2 or 3`);
      }
      return { kind: 'bot', bot, level } satisfies BotSeat;
    });
}

/** The seats list back as text, e.g. `human,heuristic:2`. */
export function formatSeats(seats: readonly Seat[]): string {
  return seats.map((seat) => (seat.kind === 'human' ? 'human' : `${seat.bot}:${seat.level}`)).join(',');
}

/** Default seats for a table of `players`: seat 0 a person, the rest heuristic bots. */
export function defaultSeats(players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (i === 0 ? HUMAN : { kind: 'bot', bot: 'heuristic', level: 2 }));
}

/**
 * Builds the players of a table: names default to "Player N" for people and "Bot N" for bots (N 1-based).
 * That English default is a neutral fallback for headless use (the simulator, Node); the elements always
 * pass names, their own default names coming from their message tables in the reader's language.
 * @param names optional names in seat order; missing or blank entries use the default.
 */
export function makePlayers(seats: readonly Seat[], names: readonly string[] = []): Player[] {
  return seats.map((seat, i) => ({
    name: names[i]?.trim() || (seat.kind === 'human' ? `Player ${i + 1}` : `Bot ${i + 1}`),
    colour: PLAYER_COLOURS[i % PLAYER_COLOURS.length],
    seat,
  }));
}

/** Indices of the seats played by people. */
export function humanSeats(seats: readonly Seat[]): number[] {
  return seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
}

/**
 * `GameModule.seats` of a game whose context lists its players, each with its seat (every game of the registry):
 * who plays each seat, in seat order.
 */
export function seatsOfPlayers(snapshot: { readonly context: { readonly players: readonly Pick<Player, 'seat'>[] } }): readonly Seat[] {
  return snapshot.context.players.map((player) => player.seat);
}
