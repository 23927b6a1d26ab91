import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ScoreSheet, Seat } from '@viking-games/core/kit';
import type { GameOverDetail, GameStartDetail, GameTurnDetail } from './game-events.js';

/** What {@link BoardEvents} reads of its board: the game's own words for a start, a turn and an end. */
export interface EventsBoard<TSnapshot> {
  /** The game's id (`wikingerschafe`), each event's `game`. */
  readonly game: string;
  /** The seats of the running game. */
  seats(): readonly Seat[];
  /** A key that changes exactly when a new turn begins; empty while no turn is on. */
  turnKey(snapshot: TSnapshot): string;
  /** The `turn` detail but its `game`. */
  turnDetail(snapshot: TSnapshot): Omit<GameTurnDetail, 'game'>;
  /** The seed `game-start` reports. */
  seedOf(snapshot: TSnapshot): number;
  /** The game's additions to the `game-start` detail. */
  startDetail(snapshot: TSnapshot): Readonly<Record<string, unknown>>;
  isOver(snapshot: TSnapshot): boolean;
  scores(snapshot: TSnapshot): ScoreSheet;
  /** The winners' names for `game-over`. */
  winnerNames(scores: ScoreSheet, snapshot: TSnapshot): string[];
  /** A move plays on the board as an animation: `game-over` and the end screen wait until it has been shown. */
  playing(): boolean;
}

/**
 * The board's documented events and its end screen, held by `GameBoardElement` as a field: `game-start` (then the
 * opening `turn`) when a game begins, `turn` each time the turn key changes, `game-over` once the final scoring is
 * done, all bubbling and composed. A game that ends while its last move still plays (a physics game's animation) holds
 * `game-over` and the end screen until the move has been shown ({@link shown}).
 */
export class BoardEvents<TSnapshot> implements ReactiveController {
  private lastTurnKey = '';
  /** The game ended while its last move plays: `game-over`, fired when the move has been shown (a new game drops it). */
  private overHeld?: GameOverDetail;
  /** The game ended while its last move plays: the end screen opens when the move has been shown. */
  private endHeld = false;
  private open = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly board: EventsBoard<TSnapshot>,
  ) {
    host.addController(this);
  }

  /** The end screen is open (it opens when the game ends; closing it leaves the final table in view). */
  get endOpen(): boolean {
    return this.open;
  }

  set endOpen(open: boolean) {
    if (open === this.open) return;
    this.open = open;
    this.host.requestUpdate();
  }

  /** A game is on the board (begun, restored or resumed): its turn as it stands; nothing held from the one before. */
  current(snapshot: TSnapshot): void {
    this.overHeld = undefined;
    this.lastTurnKey = this.board.turnKey(snapshot);
  }

  /** A game began: `game-start`, then its opening turn (a page that follows turns hears of it right after). */
  started(snapshot: TSnapshot): void {
    this.overHeld = undefined;
    const seats = this.board.seats();
    this.emit<GameStartDetail>('game-start', {
      game: this.board.game,
      seed: this.board.seedOf(snapshot),
      players: seats.length,
      seats: seats.map((seat) => (seat.kind === 'human' ? 'human' : `${seat.bot}:${seat.level}`)).join(','),
      ...this.board.startDetail(snapshot),
    });
    this.lastTurnKey = '';
    this.turned(snapshot);
  }

  /** A move was made: `turn` when a new turn began; `game-over` and the end screen when it ended the game. */
  moved(snapshot: TSnapshot, previous: TSnapshot | undefined): void {
    this.turned(snapshot);
    if (!this.board.isOver(snapshot) || !previous || this.board.isOver(previous)) return;
    const scores = this.board.scores(snapshot);
    const detail: GameOverDetail = { game: this.board.game, scores, winners: this.board.winnerNames(scores, snapshot) };
    // While the last move plays, the page hears of the end when the move has been shown.
    if (this.board.playing()) this.overHeld = detail;
    else this.emit<GameOverDetail>('game-over', detail);
    this.endOpen = true;
  }

  /** The move that played has been shown (or its play was stopped): a held `game-over` fires, a held end screen opens. */
  shown(): void {
    const over = this.overHeld;
    this.overHeld = undefined;
    if (over) this.emit<GameOverDetail>('game-over', over);
    if (this.endHeld) this.endOpen = true;
    this.endHeld = false;
  }

  hostUpdate(): void {
    // The game ended as its last move began to play: the end screen opens when the move has played.
    if (this.open && this.board.playing()) {
      this.open = false;
      this.endHeld = true;
    }
  }

  private turned(snapshot: TSnapshot): void {
    const key = this.board.turnKey(snapshot);
    if (key && key !== this.lastTurnKey) this.emit<GameTurnDetail>('turn', { game: this.board.game, ...this.board.turnDetail(snapshot) });
    this.lastTurnKey = key;
  }

  private emit<T>(name: 'game-start' | 'turn' | 'game-over', detail: T): void {
    this.host.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
  }
}
