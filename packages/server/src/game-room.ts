/**
 * One Colyseus room type per game, generic over its `GameModule`: the game's machine is the single source of
 * truth. A move arrives as a message, is checked (revision, seat, then the machine) and applied, or refused to
 * that client only; every client then gets the state redacted for its seat (`GameModule.redact`). Bot seats, and
 * people's seats taken over while they are away, are played here by the game's bots; the physics games resolve
 * placements and bowls with the headless machine (the outcome is in the context, as in a local game).
 * The protocol is `@viking-games/core/online`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { getMessageBytes, Protocol, Room, ServerError, type Client } from '@colyseus/core';
import * as v from 'valibot';
import { createActor, type Actor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { HUMAN, rngFromState, seedRng, type GameModule, type RandomGenerator, type Seat } from '@viking-games/core/kit';
import {
  addStoodIn,
  botOfSeatKind,
  MOVE_MESSAGE,
  ONLINE_PROTOCOL,
  onlineCreateOptionsSchema,
  onlineJoinOptionsSchema,
  parseOnlineMove,
  REFUSED_MESSAGE,
  REMATCH_MESSAGE,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  STATE_MESSAGE,
  SYNC_MESSAGE,
  type OnlineRecentMove,
  type OnlineRefusal,
  type OnlineRefused,
  type OnlineSeat,
  type OnlineSeatKind,
  type OnlineState,
  type OnlineStoodIn,
} from '@viking-games/core/online';
import type { MoveEntry, RoomRecord, RoomStore, StoredSeat } from './store.js';
import { THINKING_BOTS, type ThinkJob } from './bot-thinker.js';

/** What every room of a server shares: the store, and the key that lets only the server itself resume a room. */
export interface RoomContext {
  readonly store: RoomStore;
  /** Secret of this process: the create option `restore` is honoured only with it (a client cannot hijack a room). */
  readonly restoreKey: string;
  /** True while the server shuts down: rooms then keep their stored snapshots, to resume after the restart. */
  readonly shuttingDown: () => boolean;
  /** Reports a failure that is not a client's (a store that cannot write). */
  readonly log: (message: string) => void;
  /** A closing room's last writes: the server waits for them before it closes the store. */
  readonly lastWrites: Set<Promise<void>>;
  /** Where the bots that think long (`search`) choose, off the rooms' thread; absent: they choose here. */
  readonly think?: (job: ThinkJob) => Promise<{ move: { type: string }; rng: readonly number[] }>;
}

/** How long a dropped client may reconnect to its seat with Colyseus's reconnection token, in seconds. */
const RECONNECT_SECONDS = 15 * 60;
/** Default pause before a bot's move. */
const BOT_DELAY_MS = 500;
/** A room stores its whole record after this many moves (each move is stored as a short appended entry). */
const MOVES_PER_RECORD = 50;
/** Event fields a client may not set: a physics outcome is the server's to compute. */
const SERVER_ONLY_FIELDS = ['resolved'];
/** How many of the latest moves a room keeps for `OnlineState.recent` (a reloaded board's "Just now"). */
const RECENT_MOVES = 40;

interface SeatState extends StoredSeat {
  token: string | null;
  name: string;
}

/** Options the server itself passes to resume a stored room. */
interface RestoreOptions {
  readonly restore: RoomRecord;
  readonly restoreKey: string;
}

type AnyGame = GameModule<AnyStateMachine>;
type Snapshot = SnapshotFrom<AnyStateMachine>;

/** The seat a client holds (null: a spectator). */
interface ClientAuth {
  readonly seat: number | null;
}

/**
 * The room class of one game. A class per game (Colyseus defines a room type by class) made by a function, so
 * each knows its game and the server's context without any module-level state.
 */
export function gameRoomClass(game: AnyGame, context: RoomContext): new () => Room {
  const { redact } = game;
  if (!redact) throw new Error(`${game.id}: the game has no redact(), so it cannot be played online`);

  return class GameRoom extends Room {
    override maxClients = 64;
    private actor!: Actor<AnyStateMachine>;
    private snapshot!: Snapshot;
    private revision = 0;
    private seatsState: SeatState[] = [];
    private botTakeOverAfterMs: number | null = null;
    private botDelayMs = BOT_DELAY_MS;
    private botRng!: RandomGenerator;
    private readonly sessions = new Map<string, number | null>();
    private readonly connected = new Set<number>();
    private readonly standIns = new Set<number>();
    private readonly takeOvers = new Map<number, ReturnType<typeof setTimeout>>();
    private botTimer: ReturnType<typeof setTimeout> | undefined;
    /** A bot is choosing in the worker (see `RoomContext.think`): no other bot move starts meanwhile. */
    private thinking = false;
    private saving: Promise<void> = Promise.resolve();
    /** Moves stored as entries since the last whole record. */
    private appended = 0;
    /** The revision last broadcast after a move. */
    private announced = -1;
    private disposed = false;
    private renew: ReturnType<typeof setInterval> | undefined;
    /** Games started in this room (1, then one more per rematch). */
    private games = 1;
    /** After the game is over: the seats whose person asked for a rematch. */
    private readonly rematch = new Set<number>();
    /** The latest table step of this game and the seat that took it (see `OnlineState.tableStep`). */
    private tableStep: OnlineState['tableStep'];
    /**
     * The seats whose person has taken the pending table step (read the scoring and pressed Continue on their
     * device): the step is made once every person at the table has (see {@link stepWhenAllRead}).
     */
    private readonly stepTaken = new Set<number>();
    /** The latest moves (see `OnlineState.recent`), oldest first. */
    private recent: OnlineRecentMove[] = [];
    /** The log's lines the computer made for people away (see `OnlineState.stoodIn`). */
    private stoodIn: OnlineStoodIn[] = [];

    override async onCreate(options: unknown): Promise<void> {
      const restore = (options as Partial<RestoreOptions>).restore;
      if (restore && (options as Partial<RestoreOptions>).restoreKey === context.restoreKey) this.resume(restore);
      else await this.start(options);
      await this.setPrivate(true);
      await this.list();
      this.onMessage(MOVE_MESSAGE, (client, message) => this.onMove(client, message));
      this.onMessage(SYNC_MESSAGE, (client) => this.sendState(client));
      this.onMessage(REMATCH_MESSAGE, (client) => this.onRematch(client));
      this.onMessage('*', () => {});
      // Now and then the whole record (the next start then has fewer moves to replay), else the claim is kept.
      this.renew = setInterval(() => void (this.appended > 0 ? this.save() : this.keepClaim()), 20_000);
      void this.save();
      this.scheduleBot();
    }

    /** A new room from a client's create options. @throws {ServerError} 400 for options the game cannot take */
    private async start(raw: unknown): Promise<void> {
      const parsed = v.safeParse(onlineCreateOptionsSchema, raw);
      if (!parsed.success) throw new ServerError(400, `bad create options: ${v.summarize(parsed.issues)}`);
      const options = parsed.output;
      if (options.players < game.minPlayers || options.players > game.maxPlayers || options.seats.length !== options.players) {
        throw new ServerError(400, `${game.id} takes ${game.minPlayers} to ${game.maxPlayers} players, one seat each`);
      }
      if (!options.seats.includes('person')) throw new ServerError(400, 'at least one seat must be a person');
      const seed = options.seed ?? randomInt(0, 0xffffffff);
      try {
        this.newGame(options.seats, options.names, seed);
      } catch (error) {
        throw new ServerError(400, (error as Error).message);
      }
      const players = (this.snapshot.context as { players: readonly { name: string }[] }).players;
      this.seatsState = options.seats.map((kind, seat) => ({ kind, name: players[seat]?.name ?? `Seat ${seat + 1}`, token: null }));
      this.botTakeOverAfterMs = options.botTakeOverAfterMs ?? null;
      this.botDelayMs = options.botDelayMs ?? BOT_DELAY_MS;
      this.roomId = await this.newCode();
      // With stand-ins, a friend's seat nobody has taken yet is played by the bot too until someone takes it (the
      // creator takes the first at once).
      const creator = options.seats.indexOf('person');
      for (const [seat, kind] of options.seats.entries()) if (kind === 'person' && seat !== creator) this.leftSeat(seat);
    }

    /** A game of `kinds` (one per seat) and `names` from `seed`: the room's actor and its bots' generator. @throws when the game refuses the table */
    private newGame(kinds: readonly string[], names: readonly string[] | undefined, seed: number): void {
      const seats: Seat[] = kinds.map((kind) => {
        const bot = botOfSeatKind(kind as OnlineSeatKind);
        return bot ? { kind: 'bot', bot: game.bots[bot.bot] ? bot.bot : 'heuristic', level: bot.level } : HUMAN;
      });
      const input = game.createInput({ players: kinds.length, seats, seed, names });
      const actor = this.startActor({ input });
      this.actor?.stop();
      this.actor = actor;
      this.snapshot = actor.getSnapshot();
      this.botRng = rngFromState(seedRng(seed ^ 0x5eed));
    }

    /**
     * A seated person asks for a rematch once the game is over: when every person connected has asked, the room
     * starts the next game with the same seats (same names and tokens, so the same link and devices), a new seed.
     */
    private onRematch(client: Client): void {
      const seat = this.sessions.get(client.sessionId);
      if (seat === null || seat === undefined || !game.isOver(this.snapshot) || this.rematch.has(seat)) return;
      this.rematch.add(seat);
      if (!this.startRematchWhenAgreed()) this.broadcastState();
    }

    /** Starts the rematch when every connected person has asked for it. @returns true when it started */
    private startRematchWhenAgreed(): boolean {
      if (this.rematch.size === 0 || !game.isOver(this.snapshot) || this.disposed) return false;
      const people = [...this.connected].filter((seat) => this.seatsState[seat]?.kind === 'person');
      if (!people.every((seat) => this.rematch.has(seat))) return false;
      try {
        this.newGame(
          this.seatsState.map((info) => info.kind),
          this.seatsState.map((info) => info.name),
          randomInt(0, 0xffffffff),
        );
      } catch (error) {
        this.fail(error);
        return false;
      }
      this.games += 1;
      this.rematch.clear();
      this.recent = [];
      this.stoodIn = [];
      this.tableStep = undefined;
      this.revision += 1;
      const revision = this.revision;
      // Told once stored whole (the old game's moves must not replay on the new one after a restart).
      void this.save().then(() => {
        if (this.disposed || this.revision !== revision) return;
        this.announced = revision;
        this.broadcastState();
        this.scheduleBot();
      });
      return true;
    }

    /** A stored room, resumed after a restart: same code, seats, tokens and position. */
    private resume(record: RoomRecord): void {
      this.roomId = record.code;
      this.actor = this.startActor({ snapshot: record.snapshot });
      this.snapshot = this.actor.getSnapshot();
      this.revision = record.revision;
      this.seatsState = record.seats.map((seat) => ({ ...seat }));
      this.botTakeOverAfterMs = record.botTakeOverAfterMs;
      this.botDelayMs = record.botDelayMs;
      this.botRng = rngFromState(record.botRng);
      this.games = record.games ?? 1;
      this.recent = [...(record.recent ?? [])];
      this.stoodIn = [...(record.stoodIn ?? [])];
      this.replay(record);
      // Nobody is connected yet: the room waits for its people instead of closing when empty.
      this.autoDispose = false;
      // People who were away get their stand-ins back at once when the room said so.
      for (const [seat, info] of this.seatsState.entries()) {
        if (info.kind === 'person' && info.token !== null) this.leftSeat(seat);
      }
    }

    /** Plays the moves stored after the record again, in order (up to one the machine does not take: reported). */
    private replay(record: RoomRecord): void {
      for (const move of record.moves ?? []) {
        if (move.revision <= this.revision) continue;
        const before = this.snapshot;
        if (move.revision !== this.revision + 1 || !this.step(move.event)) {
          this.fail(new Error(`${game.id} ${record.code}: stored move ${move.revision} does not replay; resumed at revision ${this.revision}`));
          return;
        }
        this.revision = move.revision;
        this.botRng = rngFromState(move.botRng);
        const log = move.log ?? logLength(before);
        this.recent = [...this.recent.slice(1 - RECENT_MOVES), { log, seat: move.seat ?? null }];
        if (move.standIn !== undefined) this.stoodIn = addStoodIn(this.stoodIn, move.standIn, log, logLength(this.snapshot));
      }
    }

    private startActor(options: { input: unknown } | { snapshot: unknown }): Actor<AnyStateMachine> {
      const actor = createActor(game.machine, options as never);
      // A guard or action that throws (a malformed event) turns the actor to an error state: reported here, not thrown.
      actor.subscribe({ error: () => {} });
      return actor.start();
    }

    private async newCode(): Promise<string> {
      for (;;) {
        const code = Array.from({ length: ROOM_CODE_LENGTH }, () => ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)]).join('');
        if (await context.store.claim(code, false)) return code;
      }
    }

    /** Takes a seat for a joining client, or refuses it. @throws {ServerError} 4xx when it may not join as asked */
    override onAuth(_client: Client, raw: unknown): ClientAuth {
      const parsed = v.safeParse(onlineJoinOptionsSchema, raw ?? {});
      if (!parsed.success) throw new ServerError(400, `bad join options: ${v.summarize(parsed.issues)}`);
      const options = parsed.output;
      if (options.protocol !== undefined && options.protocol !== ONLINE_PROTOCOL) throw new ServerError(426, `this server speaks protocol ${ONLINE_PROTOCOL}`);
      if (options.token !== undefined) {
        const seat = this.seatsState.findIndex((info) => info.token === options.token);
        if (seat < 0) throw new ServerError(403, 'no seat of this room has that token');
        if (options.away && [...this.sessions.values()].includes(seat)) throw new ServerError(409, 'that seat is played now (another tab)');
        return { seat };
      }
      if (options.spectate) return { seat: null };
      const seat = this.seatsState.findIndex((info) => info.kind === 'person' && info.token === null);
      if (seat < 0) throw new ServerError(409, 'every seat is taken: join as a spectator');
      // Taken now (onAuth runs one join at a time), so two people joining together get two seats.
      this.seatsState[seat].token = randomBytes(16).toString('base64url');
      if (options.name) this.seatsState[seat].name = options.name;
      void this.list();
      return { seat };
    }

    override onJoin(client: Client, _options: unknown, auth: ClientAuth): void {
      this.autoDispose = true;
      this.sessions.set(client.sessionId, auth.seat);
      if (auth.seat !== null) this.cameBack(auth.seat);
      else this.sendState(client);
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      const seat = this.sessions.get(client.sessionId);
      this.sessions.delete(client.sessionId);
      if (seat === null || seat === undefined) return;
      const nobodyThere = ![...this.sessions.values()].includes(seat);
      // Left for good (Leave, or a new game on that device): the seat is free again, so the share link (a friend,
      // or the same person) takes it and the others are not left waiting for someone who is not coming back (nor,
      // after the game, for their word on a rematch).
      // A server shutting down closes every client as consented too: those seats stay theirs, to take back after the restart.
      if (consented && nobodyThere && !context.shuttingDown()) {
        this.seatsState[seat].token = null;
        this.rematch.delete(seat);
        void this.save();
        void this.list();
      }
      if (nobodyThere) this.leftSeat(seat);
      // The others may all have asked for the rematch already.
      if (nobodyThere && !context.shuttingDown()) this.startRematchWhenAgreed();
      if (consented) return;
      try {
        await this.allowReconnection(client, RECONNECT_SECONDS);
        this.sessions.set(client.sessionId, seat);
        this.cameBack(seat);
      } catch {
        // The seat stays theirs: they come back with its token (join option `token`).
      }
    }

    override onDispose(): void {
      this.disposed = true;
      clearTimeout(this.botTimer);
      clearInterval(this.renew);
      for (const timer of this.takeOvers.values()) clearTimeout(timer);
      // A room closed by a shutdown stays stored (it resumes on the next start); any other is done with.
      const code = this.roomId;
      if (context.shuttingDown()) {
        // The whole record (taken before the actor stops), so the next start has no moves to replay.
        if (this.appended > 0 && this.actor) void this.save();
        this.saving = this.saving.then(() => context.store.release(code));
      } else this.saving = this.saving.then(() => context.store.remove(code));
      this.actor?.stop();
      this.saving = this.saving.catch((error) => this.fail(error));
      const last = this.saving;
      context.lastWrites.add(last);
      void last.finally(() => context.lastWrites.delete(last));
    }

    /**
     * The room's seats in its matchmaker listing (`OnlineRoomInfo`, read by `GET /rooms/<game>/<code>` before anyone
     * joins): how many there are and how many a person could still take.
     */
    private list(): Promise<void> {
      const open = this.seatsState.filter((info) => info.kind === 'person' && info.token === null).length;
      return this.setMetadata({ players: this.seatsState.length, open }).catch((error: unknown) => this.fail(error));
    }

    /** A person is at their seat again: the stand-in bot hands it back. */
    private cameBack(seat: number): void {
      clearTimeout(this.takeOvers.get(seat));
      this.takeOvers.delete(seat);
      this.connected.add(seat);
      this.standIns.delete(seat);
      void this.save();
      this.broadcastState();
      this.scheduleBot();
    }

    /** Nobody holds `seat` now: after `botTakeOverAfterMs` the heuristic bot plays it until they come back. */
    private leftSeat(seat: number): void {
      this.connected.delete(seat);
      this.broadcastState();
      // The others may all have read the scoring already: the game goes on without waiting for someone gone.
      if (!context.shuttingDown()) this.stepWhenAllRead();
      if (this.botTakeOverAfterMs === null || this.takeOvers.has(seat)) return;
      this.takeOvers.set(
        seat,
        setTimeout(() => {
          this.takeOvers.delete(seat);
          if (this.connected.has(seat)) return;
          this.standIns.add(seat);
          this.broadcastState();
          this.stepWhenAllRead();
          this.scheduleBot();
        }, this.botTakeOverAfterMs),
      );
    }

    private onMove(client: Client, message: unknown): void {
      const seat = this.sessions.get(client.sessionId) ?? null;
      const move = parseOnlineMove(message);
      if (!move) return this.refuse(client, 'malformed');
      if (game.isOver(this.snapshot)) return this.refuse(client, 'over');
      if (move.revision !== this.revision) return this.refuse(client, 'stale');
      const event = move.event as Record<string, unknown>;
      // A table step (Wikingerschafe's "continue" after a scoring) is every seated person's: each reads the scoring on
      // their own device and continues there; the game goes on once all the people at the table have.
      if (seat !== null && !this.standIns.has(seat) && (game.tableSteps ?? []).includes(move.event.type)) {
        const acting = game.toAct(this.snapshot)[0];
        const legal = acting !== undefined && game.legalMoves(this.snapshot, acting).some((step) => step.type === move.event.type);
        if (!legal) return this.refuse(client, 'illegal');
        if (this.stepTaken.has(seat)) return;
        this.stepTaken.add(seat);
        if (!this.stepWhenAllRead(stripServerFields(event), seat)) this.broadcastState();
        return;
      }
      if (seat === null || this.standIns.has(seat) || !game.toAct(this.snapshot).includes(seat) || ('seat' in event && event.seat !== seat)) {
        return this.refuse(client, 'notYourTurn');
      }
      // With several seats to act (simultaneous bids), an event without a seat field is the first one's.
      if (!('seat' in event) && game.toAct(this.snapshot)[0] !== seat) return this.refuse(client, 'notYourTurn');
      if (!this.apply(stripServerFields(event), seat)) return this.refuse(client, 'illegal');
    }

    /**
     * Makes the pending table step `event` once every person at the table (connected, not stood in for) has taken it
     * on their device; `seat` the last to. @returns true when it was made (or failed: reported, the step left pending)
     */
    private stepWhenAllRead(event: { type: string } | undefined = this.pendingStep(), seat: number | undefined = undefined): boolean {
      if (!event || this.stepTaken.size === 0 || this.disposed) return false;
      const people = [...this.connected].filter((s) => this.seatsState[s]?.kind === 'person' && !this.standIns.has(s));
      if (!people.every((s) => this.stepTaken.has(s))) return false;
      const last = seat ?? [...this.stepTaken].at(-1)!;
      if (!this.apply(event)) {
        this.fail(new Error(`${game.id} ${this.roomId}: the table step ${event.type} was refused by the machine`));
        return false;
      }
      this.tableStep = { revision: this.revision, seat: last, type: event.type };
      return true;
    }

    /** The table step the game waits for now (the seat to act has only table steps), if any. */
    private pendingStep(): { type: string } | undefined {
      const steps = game.tableSteps ?? [];
      const acting = game.toAct(this.snapshot)[0];
      if (steps.length === 0 || acting === undefined) return undefined;
      const moves = game.legalMoves(this.snapshot, acting);
      return moves.length > 0 && moves.every((move) => steps.includes(move.type)) ? moves[0] : undefined;
    }

    private refuse(client: Client, reason: OnlineRefusal): void {
      client.send(REFUSED_MESSAGE, { revision: this.revision, reason } satisfies OnlineRefused);
    }

    /**
     * Sends `event` to the machine and stores the move; false (and nothing changed) when it refuses or fails on it.
     * @param by the seat whose person made it; absent: a bot's move, or the table's
     * @param standIn the seat of a person away whom the computer played it for
     */
    private apply(event: { type: string }, by: number | null = null, standIn?: number): boolean {
      const log = logLength(this.snapshot);
      if (!this.step(event)) return false;
      this.recent = [...this.recent.slice(1 - RECENT_MOVES), { log, seat: by }];
      if (standIn !== undefined) this.stoodIn = addStoodIn(this.stoodIn, standIn, log, logLength(this.snapshot));
      this.revision += 1;
      this.stepTaken.clear();
      this.commit(event, standIn);
      return true;
    }

    /** Sends `event` to the machine; false (and nothing changed) when it refuses or fails on it. */
    private step(event: { type: string }): boolean {
      const before = this.snapshot;
      try {
        this.actor.send(event as EventFromLogic<AnyStateMachine>);
      } catch {
        // Refused below.
      }
      const after = this.actor.getSnapshot();
      if (after.status === 'error') {
        this.actor.stop();
        this.actor = this.startActor({ snapshot: game.machine.getPersistedSnapshot(before) });
        this.snapshot = this.actor.getSnapshot();
        return false;
      }
      if (after === before) return false;
      this.snapshot = after;
      return true;
    }

    /** Plays the next bot move after the room's pause: a bot seat's, or a stand-in's for a person away. */
    private scheduleBot(): void {
      if (this.botTimer !== undefined || this.thinking || game.isOver(this.snapshot)) return;
      const seat = game.toAct(this.snapshot).find((s) => this.playedByBot(s) && !this.waitingForPerson(s));
      if (seat === undefined) return;
      const at = this.snapshot;
      this.botTimer = setTimeout(() => {
        this.botTimer = undefined;
        if (this.snapshot === at && this.playedByBot(seat)) this.botMove(seat);
        this.scheduleBot();
      }, this.botDelayMs);
    }

    private playedByBot(seat: number): boolean {
      return this.seatsState[seat]?.kind !== 'person' || this.standIns.has(seat);
    }

    /** A table step (Wikingerschafe's "continue" after a scoring) is left to a person at the table, as on a board. */
    private waitingForPerson(seat: number): boolean {
      const steps = game.tableSteps ?? [];
      if (steps.length === 0) return false;
      const moves = game.legalMoves(this.snapshot, seat);
      return moves.length > 0 && moves.every((move) => steps.includes(move.type)) && this.connected.size > this.standIns.size;
    }

    private botMove(seat: number): void {
      const moves = game.legalMoves(this.snapshot, seat);
      if (moves.length === 0) return;
      const bot = botOfSeatKind(this.seatsState[seat].kind as OnlineSeatKind) ?? { bot: 'heuristic', level: 2 as const };
      const name = game.bots[bot.bot] ? bot.bot : 'heuristic';
      if (context.think && THINKING_BOTS.includes(name) && !this.standIns.has(seat)) return this.think(seat, name, bot.level, moves);
      const chooser = game.bots[name];
      let move: { type: string };
      try {
        move = chooser.choose({ seat, view: game.playerView(this.snapshot, seat), moves, level: bot.level, rng: this.botRng });
      } catch (error) {
        this.fail(error);
        move = moves[0];
      }
      // A stand-in's move is marked as the computer's for the person away (their board and the others' say so).
      const standIn = this.standIns.has(seat) ? seat : undefined;
      if (!this.apply(move, null, standIn) && !this.apply(moves[0], null, standIn))
        this.fail(new Error(`${game.id} ${this.roomId}: seat ${seat} has no move the machine takes`));
    }

    /**
     * A bot that thinks long chooses in the worker, while this room (and every other) goes on hearing its people; its
     * move is played if the game is still where it was asked (else the next bot move asks again). A worker that fails
     * leaves the move to the heuristic bot.
     */
    private think(seat: number, bot: string, level: 1 | 2 | 3, moves: readonly { type: string }[]): void {
      const at = this.snapshot;
      const current = () => !this.disposed && this.snapshot === at && this.playedByBot(seat);
      this.thinking = true;
      const job: ThinkJob = { game: game.id, bot, seat, view: game.playerView(at, seat), moves, level, rng: this.botRng.getState() };
      void context.think!(job)
        .then(
          ({ move, rng }) => {
            if (!current()) return;
            this.botRng = rngFromState(rng);
            if (!this.apply(move) && !this.apply(moves[0])) this.fail(new Error(`${game.id} ${this.roomId}: seat ${seat} has no move the machine takes`));
          },
          (error: unknown) => {
            this.fail(error);
            if (!current()) return;
            const move = game.bots.heuristic.choose({ seat, view: game.playerView(at, seat), moves, level, rng: this.botRng });
            if (!this.apply(move) && !this.apply(moves[0])) this.fail(new Error(`${game.id} ${this.roomId}: seat ${seat} has no move the machine takes`));
          },
        )
        .finally(() => {
          this.thinking = false;
          if (!this.disposed) this.scheduleBot();
        });
    }

    private seatsView(): OnlineSeat[] {
      return this.seatsState.map((info, seat) => ({
        name: info.name,
        kind: info.kind === 'person' ? 'person' : 'bot',
        connected: info.kind !== 'person' || this.connected.has(seat),
        botStandIn: this.standIns.has(seat),
        open: info.kind === 'person' && info.token === null,
      }));
    }

    /** The state as `seat` may see it (null: a spectator). */
    private stateFor(seat: number | null, seats: readonly OnlineSeat[]): OnlineState {
      return {
        game: game.id,
        code: this.roomId,
        revision: this.revision,
        value: this.snapshot.value,
        context: redact!(this.snapshot, seat),
        you: seat,
        token: seat === null ? null : this.seatsState[seat].token,
        seats,
        games: this.games,
        rematch: game.isOver(this.snapshot) ? [...this.rematch].sort((a, b) => a - b) : [],
        ...(this.tableStep ? { tableStep: this.tableStep } : {}),
        ...(this.stepTaken.size ? { stepTaken: [...this.stepTaken].sort((a, b) => a - b) } : {}),
        recent: this.recent,
        ...(this.stoodIn.length ? { stoodIn: this.stoodIn } : {}),
      };
    }

    private sendState(client: Client): void {
      client.send(STATE_MESSAGE, this.stateFor(this.sessions.get(client.sessionId) ?? null, this.seatsView()));
    }

    /**
     * Everyone gets the state; clients of the same seat (and all spectators) share one redaction and one encoding:
     * the very bytes `client.send` would make.
     */
    private broadcastState(): void {
      if (!this.snapshot) return;
      const seats = this.seatsView();
      const bySeat = new Map<number | null, Buffer>();
      for (const client of this.clients) {
        const seat = this.sessions.get(client.sessionId) ?? null;
        let bytes = bySeat.get(seat);
        if (!bytes) bySeat.set(seat, (bytes = getMessageBytes.raw(Protocol.ROOM_DATA, STATE_MESSAGE, this.stateFor(seat, seats))));
        client.enqueueRaw(bytes);
      }
    }

    private record(): RoomRecord {
      return {
        format: 1,
        game: game.id,
        code: this.roomId,
        snapshotVersion: game.snapshotVersion,
        revision: this.revision,
        snapshot: this.actor.getPersistedSnapshot(),
        seats: this.seatsState.map(({ kind, name, token }) => ({ kind, name, token })),
        botTakeOverAfterMs: this.botTakeOverAfterMs,
        botDelayMs: this.botDelayMs,
        botRng: this.botRng.getState(),
        games: this.games,
        recent: this.recent,
        stoodIn: this.stoodIn,
      };
    }

    /** Writes the room's record after the previous write (in order, so the newest one wins). @returns when written (or failed) */
    private save(): Promise<void> {
      const record = this.record();
      this.appended = 0;
      this.saving = this.saving.then(() => context.store.save(record)).catch((error) => this.fail(error));
      return this.saving;
    }

    /** Keeps the room's claim in the store (after the previous write). */
    private keepClaim(): void {
      const code = this.roomId;
      this.saving = this.saving.then(() => context.store.renew(code)).catch((error) => this.fail(error));
    }

    /** Stores the move just made: an appended entry, or the whole record every {@link MOVES_PER_RECORD} moves. */
    private store(event: { type: string }, standIn?: number): Promise<void> {
      if (this.appended >= MOVES_PER_RECORD - 1) return this.save();
      this.appended += 1;
      const code = this.roomId;
      const { log, seat } = this.recent.at(-1) ?? { log: 0, seat: null };
      const entry: MoveEntry = { revision: this.revision, event, botRng: this.botRng.getState(), log, seat, ...(standIn === undefined ? {} : { standIn }) };
      this.saving = this.saving.then(() => context.store.append(code, entry)).catch((error) => this.fail(error));
      return this.saving;
    }

    /**
     * A move was applied: the clients hear of it (and a bot may answer it) once its record is stored, so a crash
     * never loses a move anyone saw. Moves made meanwhile are announced together (the newest state).
     */
    private commit(event: { type: string }, standIn?: number): void {
      const revision = this.revision;
      void this.store(event, standIn).then(() => {
        // A later move is being written: its own commit announces both (the clients never see an unwritten move).
        if (revision !== this.revision || this.announced === revision || this.disposed) return;
        this.announced = this.revision;
        this.broadcastState();
        this.scheduleBot();
      });
    }

    private fail(error: unknown): void {
      context.log(`${game.id} ${this.roomId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/**
 * How many entries the game's log holds (every game of the registry keeps it as `context.log`; 0 for one without):
 * where a move's lines begin, for `OnlineState.recent`.
 */
function logLength(snapshot: Snapshot): number {
  const log = (snapshot.context as { log?: unknown } | undefined)?.log;
  return Array.isArray(log) ? log.length : 0;
}

/** The event without the fields only the server may fill (a physics outcome). */
function stripServerFields(event: Record<string, unknown>): { type: string } {
  const copy = { ...event };
  for (const field of SERVER_ONLY_FIELDS) delete copy[field];
  return copy as { type: string };
}
