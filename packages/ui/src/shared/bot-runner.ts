/**
 * The bots of a board's game. When the seat to act is a bot, it moves after a pace a person can follow,
 * choosing among `legalMoves` with its own seeded generator (never `Math.random`); a table-wide step (`game.*`)
 * waits for a person when anyone at the table is human. When `toAct` lists several seats (simultaneous face-down
 * bids), each bot among them moves in turn without waiting for the people listed before it. A bot whose turn comes
 * while nobody watches (`botsMayMove` false) waits for {@link BotRunner.wake}. A bot may think elsewhere (a
 * worker: `botMove`); its answer counts only if the game has not moved meanwhile.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { rngFromState, seedRng, type BoardModule, type RandomGenerator, type RngState, type Seat } from '@viking-games/core/kit';
import { prefersReducedMotion } from './theme.js';

/** A bot's turn, as a worker is asked to choose it: the move and the bot's generator state after its draws come back. */
export interface BotChoice<TMachine extends AnyStateMachine, TMove> {
  /** 0-based seat of the bot. */
  readonly seat: number;
  /** The bot's name among the game's `bots`. */
  readonly bot: string;
  readonly level: 1 | 2 | 3;
  readonly snapshot: SnapshotFrom<TMachine>;
  /** The seat's legal moves (never empty). */
  readonly moves: readonly TMove[];
  /** The bot's generator state before it draws. */
  readonly rng: RngState;
}

/**
 * A bot's reading pause (ms) after a move that changed a person's situation (see `MoveFlow.concerned`): the page's
 * `reading-pause` when set (a whole number, 0 or more); else none when the page set the bots' pace (`bot-delay`), which
 * is then exact; else 2.6 s, 1.2 s with reduced motion (a newcomer had under 1.6 s to read a raid's result).
 */
export function readingPauseOf(set: number | undefined, paced: boolean): number | undefined {
  if (typeof set === 'number' && Number.isInteger(set) && set >= 0) return set;
  if (paced) return undefined;
  return prefersReducedMotion() ? 1200 : 2600;
}

/** What a reader takes in of the board before the words, after a turn ended (ms): the dice, the ship that sailed (700 ms). */
const GLANCE_MS = 800;
/** Characters of a turn's summary read per second: 30, a quick reader's pace over a short line whose pattern repeats each turn. */
const READ_CHARS_PER_S = 30;
/** The shortest and longest pause between two turns (ms): 0.7 to 1.3 s was too short to follow (issue 26). */
const TURN_PAUSE_MIN = 1500;
const TURN_PAUSE_MAX = 3500;

/**
 * A bot's pause before its move when the last move ended a turn the game sums up (`LogLine.summary`), so that a person
 * at this screen can follow what that turn came to before the next roll changes the board (issue 26: a computer's
 * result was replaced by the next computer's roll within 0.7 to 1.3 s): the page's `reading-pause` when set; else none
 * when the page set the bots' pace (`bot-delay`), which is then exact; else, scaled to what happened, a glance at the
 * board (0.8 s) and the summary read at 30 characters a second, from 1.5 to 3.5 s (a turn that loaded a jewel and
 * sailed a ship, about 65 characters: 3 s; an auction or a raid: 3.5 s). The summary stays in "Just now" after it.
 * Reading is not motion: reduced motion keeps it.
 * @param summary the ended turn's summary
 */
export function turnPauseOf(set: number | undefined, paced: boolean, summary: string): number | undefined {
  if (typeof set === 'number' && Number.isInteger(set) && set >= 0) return set;
  if (paced) return undefined;
  return Math.round(Math.min(TURN_PAUSE_MAX, Math.max(TURN_PAUSE_MIN, GLANCE_MS + (summary.length * 1000) / READ_CHARS_PER_S)));
}

export interface BotRunnerOptions<TMachine extends AnyStateMachine, TMove extends { type: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: BoardModule<TMachine, any, TMove, any>;
  /** The game as it stands; undefined while there is none. */
  snapshot(): SnapshotFrom<TMachine> | undefined;
  /** True while bots may play at all: a game of this board runs here (attached, not failed, no conflict, not online). */
  active(): boolean;
  /** Plays a bot's move (its exceptions are the bot's). */
  play(move: TMove): void;
  /** A bot's turn threw (here or in a worker); the game goes on. */
  onError(error: unknown): void;
  /** Milliseconds a bot waits before its move; undefined: 700 to 1200 ms, 250 ms with reduced motion. */
  botDelay?(): number | undefined;
  /** Bots wait while this is false (the page hidden, the board off-screen); call {@link BotRunner.wake} when it turns true. */
  botsMayMove?(): boolean;
  /** Chooses a bot's move elsewhere (a worker); undefined (the default, or returned): the bot's `choose`, here and now. */
  botMove?(choice: BotChoice<TMachine, TMove>): Promise<{ move: TMove; rng: RngState }> | undefined;
}

export class BotRunner<TMachine extends AnyStateMachine, TMove extends { type: string } = { type: string }> {
  readonly #options: BotRunnerOptions<TMachine, TMove>;
  #timer?: ReturnType<typeof setTimeout>;
  /** A bot's turn came while bots may not move: it waits for {@link wake}. */
  #waiting = false;
  /** The snapshot a bot is thinking about elsewhere (a worker), until its move arrives. */
  #thinking?: SnapshotFrom<TMachine>;
  readonly #rngs = new Map<number, RandomGenerator>();
  #seed = 0;

  constructor(options: BotRunnerOptions<TMachine, TMove>) {
    this.#options = options;
  }

  /** True when a bot will move next (the element disables its controls). */
  get toAct(): boolean {
    const snapshot = this.#options.snapshot();
    const seat = snapshot ? this.#options.game.toAct(snapshot)[0] : undefined;
    return seat !== undefined && this.#seatsOf(snapshot!)[seat]?.kind === 'bot' && !this.#waitingForHuman(snapshot!, seat);
  }

  /** A new game (or one restarted from a snapshot): each bot seat's generator starts afresh from the table's seed. */
  reset(seed: number): void {
    this.#seed = (seed ^ 0x5eed5eed) >>> 0;
    this.#rngs.clear();
  }

  /** The game stands still (a new one starts, it failed, a conflict, the host left): no bot moves until {@link schedule}. */
  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#waiting = false;
    this.#thinking = undefined;
  }

  /** The next bot to act, if any, moves after its pause. Call after every change of the game. */
  schedule(): void {
    this.stop();
    const snapshot = this.#options.snapshot();
    if (!snapshot || !this.#options.active()) return;
    const { game } = this.#options;
    if (game.isOver(snapshot)) return;
    const seats = this.#seatsOf(snapshot);
    // Several seats may act at once (simultaneous bids): the first bot among them moves, without waiting
    // for people listed before it; the others follow one by one, each after its own pause.
    const seat = game.toAct(snapshot).find((s: number) => seats[s]?.kind === 'bot' && !this.#waitingForHuman(snapshot, s));
    const seatInfo = seat === undefined ? undefined : seats[seat];
    if (seat === undefined || seatInfo?.kind !== 'bot') return;
    const delay = this.#options.botDelay?.() ?? (prefersReducedMotion() ? 250 : 700 + Math.floor(Math.random() * 500));
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        if (this.#options.snapshot() !== snapshot || !this.#options.active()) return;
        // Nobody is watching: the bot waits, and moves (after its pause) when the board is seen again.
        if (this.#options.botsMayMove && !this.#options.botsMayMove()) {
          this.#waiting = true;
          return;
        }
        try {
          this.#turn(snapshot, seat, seatInfo);
        } catch (error) {
          this.#options.onError(error);
        }
      },
      Math.max(0, delay),
    );
  }

  /** Bots may move again (the board is seen again): a bot that waited moves after its usual pause. */
  wake(): void {
    if (!this.#waiting) return;
    this.#waiting = false;
    this.schedule();
  }

  #seatsOf(snapshot: SnapshotFrom<TMachine>): readonly Seat[] {
    return this.#options.game.seats(snapshot);
  }

  #waitingForHuman(snapshot: SnapshotFrom<TMachine>, seat: number): boolean {
    const steps = this.#options.game.tableSteps ?? [];
    // A game with no table steps never waits so, and its legal moves are not asked for: online, a bot seat's moves in
    // this screen's view are not all known (Wilde Wikinger's masked hands).
    if (!steps.length) return false;
    const moves = this.#options.game.legalMoves(snapshot, seat);
    return moves.length > 0 && moves.every((move) => steps.includes(move.type)) && this.#seatsOf(snapshot).some((s) => s.kind === 'human');
  }

  /** A bot's turn: its move chosen here or elsewhere (a worker), then played. Throws what the bot throws. */
  #turn(snapshot: SnapshotFrom<TMachine>, seat: number, seatInfo: Extract<Seat, { kind: 'bot' }>): void {
    const { game } = this.#options;
    const moves = game.legalMoves(snapshot, seat);
    if (moves.length === 0) return;
    const rng = this.#rng(seat);
    const elsewhere = this.#options.botMove?.({ seat, bot: seatInfo.bot, level: seatInfo.level, snapshot, moves, rng: rng.getState() });
    if (elsewhere) {
      this.#thinking = snapshot;
      void elsewhere.then(
        ({ move, rng: after }) => {
          if (this.#thinking !== snapshot) return;
          this.#thinking = undefined;
          if (this.#options.snapshot() !== snapshot || !this.#options.active()) return;
          this.#rngs.set(seat, rngFromState(after));
          try {
            this.#options.play(move);
          } catch (error) {
            this.#options.onError(error);
          }
        },
        (error: unknown) => {
          // A bot that failed elsewhere (the worker threw) is reported, unless the game moved on meanwhile.
          if (this.#thinking !== snapshot) return;
          this.#thinking = undefined;
          if (this.#options.snapshot() === snapshot && this.#options.active()) this.#options.onError(error);
        },
      );
      return;
    }
    const bot = game.bots[seatInfo.bot] ?? game.bots.heuristic ?? game.bots.random;
    // A bot named without its code thinks in the board's worker only: a turn that reaches here is the board's mistake.
    if (!bot.choose) throw new Error(`the ${bot.name} bot thinks in the board's worker (its botMove), not on the board`);
    const move = bot.choose({ seat, view: game.playerView(snapshot, seat), moves, level: seatInfo.level, rng });
    this.#options.play(move);
  }

  /** Each bot seat has its own seeded generator (from the game's seed). */
  #rng(seat: number): RandomGenerator {
    let rng = this.#rngs.get(seat);
    if (!rng) {
      rng = rngFromState(seedRng((this.#seed + Math.imul(seat + 1, 0x9e3779b9)) >>> 0));
      this.#rngs.set(seat, rng);
    }
    return rng;
  }
}
