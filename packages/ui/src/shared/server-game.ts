/**
 * The server's game as a board's GameController holds it instead of a local actor (a {@link RemoteActor}): each
 * `state` message of `@viking-games/core/online` rebuilt into a snapshot of the game's machine, in which only this
 * device's seat is a person (so the board shows that seat's hand only, never a pass-device screen, and lets only
 * that seat act) and the seats carry the room's names. Part of the online chunk (shared/online.ts); no network here.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Seat } from '@viking-games/core/kit';
import type { OnlineMove, OnlineState } from '@viking-games/core/online';
import type { RemoteActor } from './online-types.js';

type StateMessage = OnlineState;

/** What a person here looks like to the board: the kit's `human` seat (every other seat is a bot to the board). */
const HERE: Seat = { kind: 'human' };
const THERE: Seat = { kind: 'bot', bot: 'heuristic', level: 2 };

/**
 * The server's game as the board's GameController holds it (a {@link RemoteActor}): every `state` message
 * becomes a snapshot in which only this device's seat is a person.
 */
export class ServerGame<TMachine extends AnyStateMachine = AnyStateMachine> implements RemoteActor<TMachine> {
  private snapshot: SnapshotFrom<TMachine>;
  private readonly observers = new Set<{ next(snapshot: SnapshotFrom<TMachine>): void; error?(error: unknown): void }>();
  /** The revision of the latest state: each move is sent with it. */
  revision: number;
  /** The last move sent, until the next state (a stale one may go again, see {@link resend}). */
  private sent?: OnlineMove;
  /** The seats' names of the latest state: with its revision, what the board shows of it. */
  private names: string;
  /** The latest state's `recent` moves and seat: what {@link recent} says. */
  private latest: Pick<StateMessage, 'recent' | 'you'>;

  constructor(
    private readonly machine: TMachine,
    first: StateMessage,
    private readonly sendMove: (message: OnlineMove) => void,
  ) {
    this.revision = first.revision;
    this.names = namesOf(first);
    this.latest = first;
    this.snapshot = this.resolve(first);
  }

  /** Rebuilds the snapshot of `message` (seats: this device a person, the others bots to the board; names the room's). */
  private resolve(message: StateMessage): SnapshotFrom<TMachine> {
    const context = message.context as { players?: readonly Record<string, unknown>[] };
    const players = context.players?.map((player, seat) => ({
      ...player,
      // The server's bots keep their seat (so the board shows their level); a person on another device is THERE.
      seat: seat === message.you ? HERE : (player.seat as Seat | undefined)?.kind === 'bot' ? player.seat : THERE,
      name: message.seats[seat]?.name || player.name,
    }));
    return this.machine.resolveState({
      value: message.value as never,
      context: { ...context, ...(players ? { players } : {}) } as never,
    }) as SnapshotFrom<TMachine>;
  }

  /**
   * A new `state` from the server: the observers hear of it. A state older than the latest is ignored, and so is one
   * of the same revision whose names are the same (a seat came or went): to the board it would be a move, taken for
   * the answer to this seat's move while that is on its way ("just now" then lost track of who moved).
   */
  update(message: StateMessage): void {
    if (message.revision < this.revision) return;
    const names = namesOf(message);
    if (message.revision === this.revision && names === this.names) return;
    let next: SnapshotFrom<TMachine>;
    try {
      next = this.resolve(message);
    } catch (error) {
      for (const observer of this.observers) observer.error?.(error);
      return;
    }
    this.revision = message.revision;
    this.names = names;
    this.latest = message;
    this.snapshot = next;
    for (const observer of [...this.observers]) observer.next(next);
  }

  recent(): readonly { readonly log: number; readonly person?: number }[] {
    const { recent = [], you } = this.latest;
    return recent.map(({ log, seat }) => (seat !== null && seat === you ? { log, person: seat } : { log }));
  }

  getSnapshot(): SnapshotFrom<TMachine> {
    return this.snapshot;
  }

  getPersistedSnapshot(): unknown {
    return this.snapshot;
  }

  subscribe(observer: { next(snapshot: SnapshotFrom<TMachine>): void; error?(error: unknown): void }): { unsubscribe(): void } {
    this.observers.add(observer);
    return { unsubscribe: () => void this.observers.delete(observer) };
  }

  send(event: { type: string }): void {
    this.sent = { revision: this.revision, event };
    this.sendMove(this.sent);
  }

  /**
   * A move refused as stale (another seat's move came first, e.g. two face-down bids at once) goes again, once, on
   * the newer state when it is still one of `legal` there: the person made it and it is still theirs to make.
   * @returns true when it went again
   */
  resend(legal: readonly { type: string }[]): boolean {
    const sent = this.sent;
    if (!sent || sent.revision === this.revision) return false;
    const text = JSON.stringify(sent.event);
    if (!legal.some((move) => JSON.stringify(move) === text)) return false;
    this.sent = undefined;
    this.sendMove({ revision: this.revision, event: sent.event });
    return true;
  }

  start(): void {}

  stop(): void {}
}

/** The seats' names of a state, as one string to compare. */
const namesOf = (message: StateMessage): string => JSON.stringify(message.seats.map((seat) => seat.name));
