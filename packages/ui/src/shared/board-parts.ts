/** The controllers a board holds, made and wired together in one place: see {@link boardParts}. */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { peopleToAct, type BoardModule, type RngState, type ScoreSheet, type Seat } from '@viking-games/core/kit';
import type { BoardAttributes } from './board-attributes.js';
import type { BoardChromeMessages } from './board-chrome.js';
import { BoardChromeController } from './board-chrome-controller.js';
import { GameController, type BotChoice } from './game-controller.js';
import { readingPauseOf, turnPauseOf } from './bot-runner.js';
import { BoardContext } from './board-context.js';
import { PersistKeyWatch } from './persist-keys.js';
import { HandoverGuard } from './handover-guard.js';
import { RecentMoves } from './recent-moves.js';
import { showBoardStart } from './reveal.js';
import { LazyTutorial } from './lazy-tutorial.js';
import { TableSlices } from './table-slices.js';
import { BoardAlerts } from './board-alerts.js';
import { BoardEvents } from './board-events.js';
import { TakeBackLog } from './take-back-log.js';
import { FocusAfterMove } from './focus-after-move.js';
import { ScrollKeysGuard } from './scroll-keys.js';
import { NewGameFlow } from './new-game-flow.js';
import { BoardTable } from './board-table.js';
import { MoveFlow, type MoveChange } from './move-flow.js';
import type { GameTurnDetail } from './game-events.js';
import { sharedMessages, type Locale } from './i18n.js';
import type { VgAnnouncer } from './vg-announcer.js';
import type { OnlineHost } from './online-types.js';
import { OnlineController, type LoadOnline } from './online-controller.js';
import type { LogLine } from './vg-game-log.js';

/**
 * What a game says for itself, in one typed object: its element's `hooks` field (`GameBoardElement.hooks`), read by the
 * board's parts. The first six every game gives; each optional one has the default said beside it.
 */
export interface BoardHooks<TSnapshot, TMove, TEntry> {
  /** A person at this screen may act now (the child elements' `interactive`). */
  humanMayAct(snapshot: TSnapshot): boolean;
  /** A key that changes exactly when a new turn begins (`turn` fires then); empty while no turn is on. */
  turnKey(snapshot: TSnapshot): string;
  /** The detail of `turn` for the turn that began in `snapshot` (the base adds `game`). */
  turnDetail(snapshot: TSnapshot): Omit<GameTurnDetail, 'game'>;
  /** The game's log, oldest entry first, as far as the screen may show it. */
  logOf(snapshot: TSnapshot): readonly TEntry[];
  /** One log entry in the reader's words, with the colour of the player it is about. */
  describe(entry: TEntry, snapshot: TSnapshot): LogLine;
  /**
   * The sentences "Just now" shows of a move's new entries (`snapshot`: after the move); by default their log lines
   * (`describe`). A game may sum several up in one (Valley: a splash and its payouts), or give each line its turn and
   * what that turn came to so far (`LogLine.turn`, `LogLine.summary`; Wilde Wikinger): then "Just now" is one line per
   * turn, and the bot to begin a turn after another ended waits until a person here could read it (`turnPauseOf`).
   */
  recentLines?(entries: readonly TEntry[], snapshot: TSnapshot): LogLine[];
  /**
   * A person's own latest turn stays in "Just now" after the others' turns that follow, first and cut to what it did
   * last where room is short (Valley: what their bowl knocked over and their moves paid came of the physics, not of their
   * choice, and a reader who looks away while the computer plays lost it); false by default: their own move shows only
   * until another turn follows (they chose it).
   */
  readonly keepsOwnTurn?: boolean;
  /** The prompt: who acts and what they may do, or who won. */
  promptText(snapshot: TSnapshot): string;
  /** Table variants from the game's own attributes (e.g. `{ friendly: true }`); none by default. */
  variants?(): Readonly<Record<string, boolean>> | undefined;
  /** The game's own attributes whose change asks for a new table, besides `players`, `seats` and `seed` (e.g. its variants'). */
  readonly tableAttributes?: readonly string[];
  /**
   * Called after each accepted move, before the base words the new log entries and fires its events: clear choices
   * the move made stale, start animations.
   */
  onMove?(change: MoveChange<TSnapshot, TMove, TEntry>): void;
  /**
   * A bot's pause before its move, in milliseconds, when the page set no `bot-delay`: undefined for the shared pace,
   * 700 to 1200 ms (250 ms with reduced motion). A game whose result shows only after an animation may wait longer
   * after a person's move, so that the person reads their result before the bot's move replaces it.
   */
  defaultBotDelay?(): number | undefined;
  /** Forgets what the reader was in the middle of (choices, steps): a game started, was resumed or restarted. */
  resetView?(): void;
  /** A game may choose a bot's move elsewhere (a worker); undefined (the default): the bot's `choose` on this thread. */
  botMove?(choice: Omit<BotChoice<AnyStateMachine, TMove>, 'snapshot'> & { readonly snapshot: TSnapshot }): Promise<{ move: TMove; rng: RngState }> | undefined;
  /**
   * A tutorial's scripted bot move made ready to send: as it is by default, but for a game whose board machine takes a
   * move only with its outcome (See-Saw, Valley: resolved in the physics worker first).
   */
  scriptedMove?(move: TMove): Promise<TMove>;
  /** Bots wait while this is false; the game wakes them when it turns true (`PlaybackBoardElement`: while a move plays). Always by default. */
  botsMayMove?(): boolean;
  /**
   * True while a move plays on the board as an animation (a physics game, see `PlaybackBoardElement`): `game-over`
   * and the end screen wait for it, until the element's `moveShown`. Never by default.
   */
  playingMove?(): boolean;
  /**
   * True when `snapshot` is a new game in the same actor. By default: a `game.restart` move, or a log that got shorter
   * (a restart sent to the actor by other code); a game whose context keeps its seed adds a seed change.
   */
  isRestart?(snapshot: TSnapshot, previous: TSnapshot | undefined, move: TMove | undefined): boolean;
  /** The seed `game-start` reports: by default the table's; a game whose context keeps its seed reports that one. */
  seedOf?(snapshot: TSnapshot): number;
  /** The game's additions to the `game-start` detail (e.g. its variants); none by default. */
  startDetail?(snapshot: TSnapshot): Readonly<Record<string, unknown>>;
  /** The winners' names for `game-over`: by default the names of the score sheet's winners' seats. */
  winnerNames?(scores: ScoreSheet, snapshot: TSnapshot): string[];
  /** True when a move's announcement ends with the prompt: by default when a person may act. */
  announcesPrompt?(snapshot: TSnapshot): boolean;
  /** True once someone has made a move in this game: by default when the log is not empty. */
  hasMoved?(snapshot: TSnapshot): boolean;
  /** Puts focus on the next sensible control after a move: by default {@link focusPrimary}. */
  moveFocus?(preventScroll: boolean): void;
  /** Keys for the whole board (e.g. R to roll); none by default. */
  onKey?(event: KeyboardEvent): void;
  /** How many of the newest log entries a move announces (more when one move makes several entries): 3 by default. */
  readonly announcedEntries?: number;
}

/**
 * What the parts read of the game's element: its hooks (read when a part needs them: the game's field is set by then),
 * its words and language, and its live region.
 */
export interface BoardSide<TSnapshot, TMove, TEntry> {
  hooks(): BoardHooks<TSnapshot, TMove, TEntry>;
  t(): BoardChromeMessages;
  language(): Locale;
  announcer(): VgAnnouncer | undefined;
  /** Brings the game's late English words (its rules in short, its guided game's sentences: `Messages.loadLate`). */
  lateWords(): Promise<void>;
}

/** Puts focus on the next sensible control of a board: the first enabled `[data-primary]`, else the prompt (a game's `moveFocus` falls back to it). */
export function focusPrimary(root: ParentNode, preventScroll: boolean): void {
  const target = root.querySelector<HTMLElement>('[data-primary]:not([disabled])') ?? root.querySelector<HTMLElement>('#prompt');
  target?.focus({ preventScroll });
}

/**
 * Makes the controllers of a board held by `host` and wires them together (each hears the others directly, or the
 * game loop's events), in the order they must be added to the host: the game loop's parts before the parts that
 * follow it. What each does is in its own file, with its own test: {@link GameController} (the actor, the save and a
 * second tab, the bots, take-back, the game loop's errors), {@link BoardTable} (the table from the attributes),
 * {@link NewGameFlow} ("New game" and its dialog, a new table from changed attributes), {@link MoveFlow} (what follows
 * each start and move: Just now, hand-over, the live region), {@link BoardEvents} (`game-start`, `turn`, `game-over`
 * and the end screen), {@link BoardAlerts} (the error panel and the notices), {@link BoardChromeController} (the chrome
 * around the table), {@link BoardContext} (`gameContext`), {@link FocusAfterMove}, {@link TakeBackLog},
 * {@link TableSlices} (the first view in slices), {@link OnlineController} (`server`), {@link LazyTutorial} ("Learn to
 * play"), {@link RecentMoves}, {@link HandoverGuard}, {@link ScrollKeysGuard} and {@link PersistKeyWatch}.
 * @param loadOnline how the board loads its online part (see `GameBoardElement.loadOnline`)
 */
export function boardParts<TMachine extends AnyStateMachine, TMove extends { type: string }, TEntry>(
  host: BoardAttributes,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: BoardModule<TMachine, any, TMove, any>,
  board: BoardSide<SnapshotFrom<TMachine>, TMove, TEntry>,
  loadOnline: LoadOnline | undefined,
) {
  type S = SnapshotFrom<TMachine>;
  const hooks = board.hooks;
  /** Whether a move plays as an animation (see {@link BoardHooks.playingMove}). */
  const playing = (): boolean => hooks().playingMove?.() ?? false;
  const announce = (text: string): void => board.announcer()?.announce(text);
  /** A sentence for the live region from a take-back or a tutorial step: an announcer that throws shows the error panel. */
  const guardedAnnounce = (text: string): void => alerts.guard('announcer', () => announce(text));
  const language = board.language;
  const focusKeeper = new FocusAfterMove(host, (preventScroll) => {
    const own = hooks();
    if (own.moveFocus) own.moveFocus(preventScroll);
    else focusPrimary(host.renderRoot, preventScroll);
  });
  const slices = new TableSlices(host);
  const recent = new RecentMoves(host, () => hooks().keepsOwnTurn ?? false);
  const handover = new HandoverGuard(host);
  // Keys pressed inside the board never scroll the host page.
  new ScrollKeysGuard(host);
  const table = new BoardTable(host, {
    game,
    lesson: () => coach.table(),
    tutorial: () => coach.active,
    nameOf: (seat) => nameOf(seat),
    // The messages' default names (e.g. the rulebook's example names).
    defaultName: (seat) => board.t().defaultNames[seat] ?? board.t().seatName(seat + 1),
    variants: () => hooks().variants?.(),
  });
  const online = new OnlineController(host, loadOnline, {
    module: game as unknown as OnlineHost['module'],
    element: host,
    server: () => String(host.server ?? '').trim(),
    language,
    table: () => table.options(),
    localName: (seat) => table.named(seat),
    play: (remote, resumed) => {
      events.endOpen = false;
      newGames.cancel();
      if (remote) {
        loop.playRemote(remote as never, resumed ? 'resumed' : 'new');
        // A game under way: what happened since this seat's person last moved is "just now", as the server kept it.
        const snapshot = loop.snapshot;
        if (resumed && snapshot && remote.recent) moves.recall(snapshot, remote.recent());
      } else loop.stopRemote();
    },
    notice: (text) => alerts.notice(text),
  });
  /** The last move changed the situation of a person here (see {@link MoveFlow.concerned}). */
  const concerned = (): boolean => moves.concerned;
  const loop = new GameController<TMachine, TMove>(host, {
    game,
    table: () => table.options(),
    position: () => coach.position(),
    persistKey: () => table.persistKey(),
    botDelay: (): number | undefined => {
      const set = typeof host.botDelay === 'number' && host.botDelay >= 0 ? host.botDelay : undefined;
      const pace = set ?? hooks().defaultBotDelay?.();
      // After a move that changed the situation of a person here, the bot waits until they could read it (issue 26:
      // a raid's result and their own roll were gone within a second when a bot moved next).
      const reading = concerned() ? readingPauseOf(host.readingPause, set !== undefined) : undefined;
      // After a turn the game sums up, the bot to begin the next waits until a person here could follow it, scaled to
      // what happened (issue 26: a computer's result was replaced by the next computer's roll within 0.7 to 1.3 s).
      const ended = moves.ended;
      const following =
        ended !== undefined && loop.seats.some((seat) => seat.kind === 'human') ? turnPauseOf(host.readingPause, set !== undefined, ended) : undefined;
      const pause = reading === undefined && following === undefined ? undefined : Math.max(reading ?? 0, following ?? 0);
      return pause === undefined ? pace : Math.max(pause, pace ?? 0);
    },
    botMove: (choice) =>
      coach.botMove(choice)?.then(({ move, rng }) => (hooks().scriptedMove?.(move) ?? Promise.resolve(move)).then((ready) => ({ move: ready, rng }))) ??
      hooks().botMove?.(choice),
    botsMayMove: () => coach.botsMayMove() && (hooks().botsMayMove?.() ?? true),
  });
  const events = new BoardEvents<S>(host, {
    game: game.id,
    seats: () => loop.seats,
    turnKey: (snapshot) => hooks().turnKey(snapshot),
    turnDetail: (snapshot) => hooks().turnDetail(snapshot),
    seedOf: (snapshot) => hooks().seedOf?.(snapshot) ?? table.seed,
    startDetail: (snapshot) => hooks().startDetail?.(snapshot) ?? {},
    isOver: (snapshot) => game.isOver(snapshot),
    scores: (snapshot) => game.scores(snapshot),
    winnerNames: (scores, snapshot) => hooks().winnerNames?.(scores, snapshot) ?? scores.winners.map(nameOf),
    playing,
  });
  const takeBacks = new TakeBackLog<S, TEntry>(host, {
    snapshot: () => loop.snapshot,
    available: () => loop.canTakeBack,
    paused: () => coach.active,
    takeBack: () => loop.takeBack(),
    isOver: (snapshot) => game.isOver(snapshot),
    logOf: (snapshot) => hooks().logOf(snapshot),
    describe: (entry, snapshot) => hooks().describe(entry, snapshot),
    nameOf: (seat) => nameOf(seat),
    promptText: (snapshot) => hooks().promptText(snapshot),
    announce: guardedAnnounce,
    locale: language,
    moved: () => (focusKeeper.pending = true),
    told: (line, seat) => recent.record([line], seat, false),
  });
  const alerts = new BoardAlerts(host, {
    failed: () => loop.failed,
    running: () => !!loop.actor,
    recover: () => loop.recover(),
    locale: language,
    persist: () => host.persist,
  });
  // The parts hear the game loop's events: the notices and the error panel here, each start and move below.
  loop.on('notice', (notice) => alerts.storage(notice));
  loop.on('failure', (failure) => alerts.failed(failure));
  const context = new BoardContext(host, {
    snapshot: () => loop.snapshot,
    actor: () => loop.actor,
    locale: language,
    interactive: (snapshot) => hooks().humanMayAct(snapshot as S),
    send: (move) => send(move as TMove),
  });
  const newGames = new NewGameFlow(host, {
    inProgress: () => {
      const snapshot = loop.snapshot;
      return !!snapshot && !game.isOver(snapshot) && (hooks().hasMoved?.(snapshot) ?? hooks().logOf(snapshot).length > 0);
    },
    failed: () => loop.failed,
    tutorial: () => coach.active,
    stopTutorial: () => coach.stop(),
    leaveOnline: () => online.active && online.leave(),
    closeEnd: () => (events.endOpen = false),
    start: () => loop.newGame(),
    personMoved: () => moves.personMoved,
    showStart: () => void host.updateComplete.then(() => requestAnimationFrame(() => showBoardStart(host, host.renderRoot))),
  });
  // Two boards of one page on one key would overwrite each other's saves: a console warning names the key.
  new PersistKeyWatch(host, () => table.persistKey());
  const coach: LazyTutorial<TMove> = new LazyTutorial<TMove>(host, {
    game: game.id,
    // The guided game's script, with its sentences (English's are a chunk of their own, see defineMessages).
    load: game.loadTutorial && (() => Promise.all([game.loadTutorial!(), board.lateWords()]).then(([tutorial]) => tutorial)),
    newGame: () => newGames.start(),
    persisted: () => loop.actor?.getPersistedSnapshot(),
    resume: (persisted) => {
      events.endOpen = false;
      if (!loop.load(persisted)) newGames.start();
    },
    wakeBots: () => loop.wakeBots(),
    context: () => (loop.snapshot as { context?: unknown } | undefined)?.context,
    playing,
    say: (key, values) => {
      // A sentence worded from the step's values (none before the tutorial's game has begun: nothing to say yet).
      const sentence = board.t().tutorial?.[key] ?? key;
      return typeof sentence === 'string' ? sentence : values ? sentence(values as never) : '';
    },
    prompt: () => (loop.snapshot ? hooks().promptText(loop.snapshot) : ''),
    locale: language,
    announce: guardedAnnounce,
    root: () => host.renderRoot,
    changed: (active) => (host.tutorial = active),
  });
  const moves = new MoveFlow(
    { alerts, takeBacks, recent, handover, events, context, coach, table },
    {
      personToAct: (snapshot: S) => peopleToAct(game, snapshot)[0],
      players: () => loop.seats.length,
      isPerson: (seat) => loop.seats[seat]?.kind === 'human',
      logOf: (snapshot) => hooks().logOf(snapshot),
      describe: (entry, snapshot) => hooks().describe(entry, snapshot),
      recentLines: (entries, snapshot) => hooks().recentLines?.(entries, snapshot) ?? entries.map((entry) => hooks().describe(entry, snapshot)),
      marked: (lines, from, count) => online.marked(lines, from, count),
      isRestart: (snapshot, previous, move) =>
        hooks().isRestart?.(snapshot, previous, move) ??
        (move?.type === 'game.restart' || (!!previous && hooks().logOf(snapshot).length < hooks().logOf(previous).length)),
      turnBegan: (snapshot, previous) => {
        const key = hooks().turnKey(snapshot);
        return key !== '' && key !== hooks().turnKey(previous);
      },
      onMove: (change) => hooks().onMove?.(change),
      resetView: () => hooks().resetView?.(),
      prompt: (snapshot) => ((hooks().announcesPrompt?.(snapshot) ?? hooks().humanMayAct(snapshot)) ? hooks().promptText(snapshot) : ''),
      playing,
      announced: () => hooks().announcedEntries ?? 3,
      focus: () => (focusKeeper.pending = true),
      announce,
    },
  );
  loop.on('start', ({ kind, snapshot }) => moves.started(kind, snapshot));
  loop.on('change', ({ snapshot, previous, move, by }) => moves.changed(snapshot, previous, move, by));
  /** The "New game" buttons: online, the room's part asks (a rematch, or leave the room); else {@link NewGameFlow.ask}. */
  const askNewGame = (): void => (online.active ? online.newGame() : newGames.ask());
  /** A person's move; in the tutorial only the step's move goes through (any other says where to look). */
  const send = (move: TMove): boolean => coach.allows(move) && loop.send(move);
  /** The name of `seat`: online, the room's (which the server game's snapshot carries too); else the table's. */
  const nameOf = (seat: number): string =>
    (online.nameOf(seat) ??
      (loop.online ? (loop.snapshot as { context?: { players?: { name?: string }[] } } | undefined)?.context?.players?.[seat]?.name : undefined)) ||
    table.named(seat);
  /** A bot seat's note after its name ("computer · level 2"); none for a person, here or (online) on another device. */
  const botNote = (seat: number, info: Seat): string =>
    info.kind !== 'bot' || online.personThere(seat) ? '' : sharedMessages(language()).botSeat(info.bot, info.level);
  /** A move that played has been shown: a held `game-over` fires, a held end screen opens, the bots are woken. */
  const shown = (): void => {
    events.shown();
    recent.shown();
    // A tutorial step held while its move played ends first: the next may be a bot's.
    coach.shown();
    loop.wakeBots();
  };
  /** A snapshot set by the page: see `GameBoardElement.snapshot`. It ends a tutorial that runs (its script belongs to its own game). */
  const load = (value: unknown): void => {
    if (value === undefined || value === null || value === loop.snapshot) return;
    coach.stop();
    const refused = (why: string) =>
      console.warn(`<${host.localName}>: the snapshot set does not describe a game of ${game.title}${why ? ` (${why})` : ''}; the game goes on unchanged.`);
    if (!loop.load(value, refused)) refused('');
  };
  const chrome = new BoardChromeController<S>(
    host,
    { takeBacks, recent, alerts, newGames, events, coach, online, game: loop, slices, moves },
    {
      locale: language,
      t: board.t,
      lateWords: board.lateWords,
      isOver: (snapshot) => game.isOver(snapshot),
      humanMayAct: (snapshot) => hooks().humanMayAct(snapshot),
      playing,
      promptText: (snapshot) => hooks().promptText(snapshot),
      personToAct: (snapshot) => peopleToAct(game, snapshot)[0],
      onKey: (event) => hooks().onKey?.(event),
      askNewGame,
      takeBack: () => void takeBacks.takeBack(),
      startTutorial: () => void coach.start(),
    },
  );
  // The parts the element reads (Just now and the scroll-keys guard work on their own), and what it does with several at once.
  return {
    focusKeeper,
    slices,
    online,
    loop,
    events,
    takeBacks,
    alerts,
    context,
    newGames,
    coach,
    chrome,
    askNewGame,
    send,
    nameOf,
    botNote,
    shown,
    load,
  };
}

/** A board's parts, as {@link boardParts} makes them. */
export type BoardParts<TMachine extends AnyStateMachine, TMove extends { type: string }, TEntry> = ReturnType<typeof boardParts<TMachine, TMove, TEntry>>;
