import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { TableOptions } from '@viking-games/core/kit';
import {
  AIM_CONE,
  HOLES,
  MIN_STRENGTH,
  VIKINGS,
  VIKING_COLOURS,
  bowlOf,
  choosingFirstMove,
  createVikingValleyInput,
  fallenBarrels,
  whyNotMove,
  phaseOf,
  standings,
  vikingValleyBoard,
  type BarrelHoles,
  type Bowl,
  type BowlFrame,
  type BowlResult,
  type DockPosition,
  type Happening,
  type VikingId,
  type VikingValleyContext,
  type VikingValleyMachine,
  type VikingValleyMove,
  type VikingValleySnapshot,
  type VikingValleyView,
} from '@viking-games/core/viking-valley/board';
import { botMoveInWorker } from '../shared/worker-jobs.js';
import { focusPrimary, type BoardGame, type BoardHooks, type TurnDetailOf } from '../shared/game-board-element.js';
import { PlaybackBoardElement } from '../shared/playback-board-element.js';
import type { GameOverDetail, GameStartDetail, GameTurnDetail } from '../shared/game-events.js';
import { cssProps } from '../shared/css-props.js';
import { revealScroll } from '../shared/reveal.js';
import type { LogLine } from '../shared/vg-game-log.js';
import { customElement } from '../shared/define.js';
import { booleanAttribute, parseBoolean } from '../shared/attributes.js';
import { prefersReducedMotion, type ColourKey } from '../shared/theme.js';
import '../shared/vg-player-badge.js';
import { ballArt, barrelArt, hoardArt, initial, vikingColour, valleyDefs } from './viking-valley.art.js';
import { vikingValleyMessages, type VikingValleyMessages } from './viking-valley.messages.js';
import {
  endSentence,
  tieSentence,
  entryViking,
  flagWords,
  holeWords,
  logSentence,
  payoutSentence,
  ownerOf,
  promptSentence,
  squareWords,
  vikingWords,
  type VikingValleyLogEntry,
} from './viking-valley.words.js';
import { ValleyPhysics } from './viking-valley.physics-client.js';
import { boardStyles } from './viking-valley-board.styles.js';
import type { HolePickDetail, SquareAim, VikingValleySquare } from './viking-valley-square.js';
import './viking-valley-dock.js';
import './viking-valley-ship.js';
import './viking-valley-square.js';

/** Keyboard and button steps of the aim: degrees, and strength. */
const ANGLE_STEP = 1;
const BIG_ANGLE_STEP = 5;
const STRENGTH_STEP = 0.05;
/** Pause between two payouts or moves shown on the dock (ms). */
const STEP_MS = 650;

/** Detail of `game-start` (plus `vikings`: the Viking each seat plays, comma-separated). */
export type VikingValleyStartDetail = GameStartDetail & { readonly vikings: string };
/** Detail of `turn` (plus `viking`: the Viking of the seat to act). */
export type VikingValleyTurnDetail = GameTurnDetail & { readonly viking: VikingId };
/** Detail of `game-over`: `total` = coins in the seat's ship, breakdown `coins` and `dockPosition`; `winners` empty when every player lost. */
export type VikingValleyGameOverDetail = GameOverDetail;

export type { VikingValleyLogEntry } from './viking-valley.words.js';

/** What the dock, ships and hoard show while a move plays (its payouts one by one), then the game itself. */
interface Shown {
  readonly dock: Readonly<Record<VikingId, DockPosition>>;
  readonly ships: Readonly<Record<VikingId, number>>;
  readonly hoard: number;
}

/** A move to play: the bowl's frames (if it bowled), then its moves and payouts step by step. */
interface Play {
  /** The frames came with the outcome, or (a move sent by other code) are being recomputed in the physics worker. */
  readonly frames: { readonly frames: readonly BowlFrame[] | Promise<readonly BowlFrame[]>; readonly before: BarrelHoles } | null;
  readonly steps: readonly Happening[];
}

function applyHappening(shown: Shown, h: Happening): Shown {
  switch (h.kind) {
    case 'moved':
      return { ...shown, dock: { ...shown.dock, [h.viking]: h.to } };
    case 'splash':
      return shown;
    case 'backToStart':
      return { ...shown, dock: { ...shown.dock, [h.viking]: null } };
    case 'paid':
      return { ...shown, hoard: shown.hoard - h.coins, ships: { ...shown.ships, [h.viking]: shown.ships[h.viking] + h.coins } };
    case 'stole':
      return { ...shown, ships: { ...shown.ships, [h.thief]: shown.ships[h.thief] + h.coins, [h.from]: shown.ships[h.from] - h.coins } };
    default:
      return shown;
  }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Valley of the Vikings as one element: bowl the ball down your ramp at the barrels on the village
 * square; each barrel that falls walks its Viking along the dock; a Viking pushed off the end falls into
 * the water, and every Viking still on the dock is paid by the flag it stands on (coins from the hoard, or
 * a steal from a rival's ship). When the hoard is empty, the richest ship wins; if that ship belongs to a
 * Viking no player chose, every player has lost. 2 to 4 players at one screen or against the computer.
 *
 * Every bowl is decided by a 2D rigid-body simulation of the ball and barrels (off the main thread, in a
 * worker) and animated from its recorded frames. Aim by dragging back from the ball like a sling, or from it
 * towards where it should roll (mouse or touch; a ball in a corner of a phone has room that way), by the keys on the square (Left/Right turn, Up/Down strength, Enter or Space bowls), or by the buttons
 * under it. A cancelled touch (`pointercancel`) never bowls.
 *
 * @summary Valley of the Vikings: bowl barrels, walk the dock, fill your ship. 2 to 4 Vikings, humans or bots.
 *
 * @fires {CustomEvent<VikingValleyStartDetail>} game-start - a game began: first start, "New game", or a new `players`, `seats`, `seed` or `vikings` mid-game. Detail `{ game, seed, players, seats, vikings }`
 * @fires {CustomEvent<VikingValleyTurnDetail>} turn - a seat's turn began, the opening turn included (right after `game-start`). Detail `{ game, seat, name, turns, viking }`
 * @fires {CustomEvent<VikingValleyGameOverDetail>} game-over - the hoard is empty and the last turn is done. Detail `{ game, scores: ScoreSheet (total = coins; breakdown coins, dockPosition), winners: string[] (empty when every player lost) }`
 *
 * @csspart frame - the whole board
 * @csspart header - title and tools
 * @csspart prompt - the line that says who acts and what they may do
 * @csspart square - the village square (top view) with the aiming area
 * @csspart controls - the controls of the current decision (aim, barrel to put back, Viking to move)
 * @csspart dock - the dock with its flags and Viking tokens
 * @csspart ships - the four ships and their coins
 * @csspart hoard - the hoard's count
 * @csspart log - the game log
 * @csspart end-screen - the final scoring dialog
 *
 * @attr players - Number of players, 2 to 4. Other values: a warning and 3.
 * @prop players - Number of players, 2 to 4. Other values: a warning and 3.
 * @attr names - Player names in seat order, comma-separated (default: the language's names, in English Astrid, Bjarne, Sigrid, Torvald).
 * @prop names - Player names in seat order, comma-separated (default: the language's names, in English Astrid, Bjarne, Sigrid, Torvald).
 * @prop {Actor<VikingValleyMachine> | undefined} actor - The running actor (advanced use: `board.actor.subscribe(...)`); a new one after the element is re-attached.
 * @prop {VikingValleySnapshot | undefined} snapshot - The latest snapshot of the game.
 *
 * @cssprop --vg-bg - page of the board (parchment)
 * @cssprop --vg-surface - panels
 * @cssprop --vg-ink - text colour
 * @cssprop --vg-accent - primary buttons
 * @cssprop --vg-focus - focus ring and the aiming guide
 * @cssprop --vv-grass - the square's grass (likewise --vv-grass-light)
 * @cssprop --vv-field - the board round the square (likewise --vv-field-light)
 * @cssprop --vv-water-top - the water by the dock (likewise --vv-water-bottom)
 * @cssprop --vg-player-blue - Finn's colour (likewise --vg-player-orange Tjarne, --vg-player-red Magnus, --vg-player-green Inga)
 * @cssprop --vg-font - body font stack (system fonts)
 * @cssprop --vg-font-display - title font stack
 */
@customElement('viking-valley-board')
export class VikingValleyBoard extends PlaybackBoardElement<VikingValleyMachine, VikingValleyMove, VikingValleyLogEntry> {
  protected static override innerEvents = ['aim-change', 'aim-release', 'aim-cancel', 'hole-pick'];
  static override styles = boardStyles;

  private physics = new ValleyPhysics();
  /** Frames of the bowl just sent, from the same simulation as its outcome. */
  private resolvedFrames?: { before: BarrelHoles; bowl: Bowl; frames: readonly BowlFrame[] };
  /** The page is shown and the board is on screen: bots wait otherwise, so no move goes unseen. */
  /** The aim before a drag began: a cancelled drag goes back to it. */
  private aimBeforeDrag?: SquareAim;

  @query('viking-valley-square') private squareEl?: VikingValleySquare;

  /** The aim of the person to act: degrees off the ramp axis, and strength. */
  @state() private angle = 0;
  @state() private strength = 0.6;
  /** The fallen barrel the person will put back next. */
  @state() private barrelChoice: VikingId | null = null;
  /**
   * A move playing (the bowl's frames, then its moves and payouts one by one) or a person's bowl being resolved
   * in the worker: the person and the bots wait meanwhile, and the end screen waits for the last move.
   */
  private readonly playback = this.playbackOf<Play>({
    start: (play, live) => (this.squareEl ? this.play(this.squareEl, play, live) : undefined),
    failed: (error) => this.reportError('animation', error),
    cleared: () => this.clearStage(),
    settled: () => this.afterPlay(),
  });
  /** The dock, ships and hoard while a move plays. */
  @state() private shown?: Shown;
  @state() private splash: VikingId | '' = '';
  @state() private movingViking: VikingId | '' = '';
  @state() private glow = -1;
  /** The aim in words, for the aim's live region (set when the aim changes by key or button). */
  @state() private aimSaid = '';
  /**
   * While a move plays: how many log entries are shown (the rest are told as their step is shown: the bowl
   * when its frames have played, each move and payout with its step on the dock); null: all of them.
   */
  @state() private logShown: number | null = null;

  /** Which Viking each seat plays, comma-separated ids in seat order (`finn`, `tjarne`, `magnus`, `inga`; default in that order). A bad list: a warning and the default. */
  @property({ reflect: true, useDefault: true }) vikings = '';
  /** Play bowls and payouts without animating (as under prefers-reduced-motion): for tests and fast replays. */
  @property({ reflect: true, converter: booleanAttribute }) instant: boolean | string = false;
  protected override readonly flags = ['instant'];

  constructor() {
    const game: BoardGame<VikingValleyMachine, VikingValleyMove> = { ...vikingValleyBoard };
    super(game, vikingValleyMessages);
    // The input takes the Vikings of this board's `vikings` attribute. Set by a call once `this` exists: the
    // manifest's analyzer takes an assignment in a constructor for a public field.
    Object.assign(game, { createInput: (options: TableOptions) => createVikingValleyInput({ ...options, vikings: this.chosenVikings(options.players) }) });
  }

  /** What this game says for itself, read by the board's parts (see BoardHooks). */
  protected override readonly hooks: BoardHooks<VikingValleySnapshot, VikingValleyMove, VikingValleyLogEntry> = {
    ...this.playbackHooks,
    tableAttributes: ['vikings'],
    /** A bowl's outcome has several lines (bowled, moves, splash, payouts): all are announced. */
    announcedEntries: 24,
    turnDetail: (snapshot): TurnDetailOf<VikingValleyTurnDetail> => {
      const seat = snapshot.context.current;
      return { seat, name: this.nameOf(seat), turns: snapshot.context.turns, viking: snapshot.context.vikings[seat] };
    },
    /** The log: one entry per happening, as the rules keep it. */
    logOf: (snapshot) => snapshot.context.log,
    describe: (entry, snapshot) => {
      const viking = entryViking(entry, snapshot.context);
      return { text: logSentence(entry, snapshot.context, this.t, this.name), colour: viking && VIKING_COLOURS[viking] };
    },
    /**
     * "Just now" tells a splash with every payout and steal it brought in one sentence, with the coins now in the ships
     * concerned (on a phone the ships are far below): the log has each in full.
     */
    recentLines: (entries, snapshot) => {
      const lines: LogLine[] = [];
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        if (entry.kind !== 'splash') {
          // Putting barrels back is a step on the way to the bowl (as a roll is to a placement): left out where room is short.
          const line = this.hooks.describe(entry, snapshot);
          lines.push(entry.kind === 'barrelPlaced' ? { ...line, minor: true } : line);
          continue;
        }
        const payouts: Extract<Happening, { kind: 'paid' | 'stole' }>[] = [];
        for (let next = entries[i + 1]; next?.kind === 'paid' || next?.kind === 'stole'; next = entries[++i + 1]) payouts.push(next);
        lines.push({ text: payoutSentence(entry, payouts, snapshot.context, this.t, this.name), colour: VIKING_COLOURS[entry.viking], main: true });
      }
      return lines;
    },
    keepsOwnTurn: true,
    promptText: (snapshot) =>
      // While the last move plays, the end waits for it too: the winner is told once the dock shows why.
      promptSentence(
        snapshot.context,
        phaseOf(snapshot),
        this.playback.busy,
        this.t,
        this.name,
        (seat) => this.displayName(seat, snapshot.context),
        this.botsHeld,
      ),
    /** A bot thinks in the worker, and a bowl it chose is resolved there too: one simulation, outcome and frames. */
    botMove: (choice) => {
      const view = vikingValleyBoard.playerView(choice.snapshot, choice.seat);
      return botMoveInWorker<VikingValleyView, VikingValleyMove, BowlResult | null>(this.physics, choice, view, ({ move, result }) =>
        move.type === 'player.bowl' && result ? this.resolvedMove(view.barrels, { ramp: view.ramp, angle: move.angle, strength: move.strength }, result) : move,
      );
    },
    /** A tutorial's scripted move is resolved in the physics worker, as a bot's (its frames kept for the animation). */
    scriptedMove: (move) => this.resolveMove(move),
    startDetail: (snapshot) => ({ vikings: snapshot.context.vikings.join(',') }),
    seedOf: (snapshot) => snapshot.context.seed,
    // Every new game is a new actor (started by the controller), never a move in the running one.
    isRestart: () => false,
    hasMoved: (snapshot) => snapshot.context.outcomes.bowls > 0 || snapshot.context.turns > 0,
    onMove: ({ snapshot, previous, entries }) => {
      const frames = this.resolvedFrames;
      this.resolvedFrames = undefined;
      if (!previous) return;
      const ctx = snapshot.context;
      const bowled = ctx.happenings.find((h): h is Extract<Happening, { kind: 'bowled' }> => h.kind === 'bowled');
      const steps = ctx.happenings.filter(
        (h) => h.kind === 'moved' || h.kind === 'splash' || h.kind === 'paid' || h.kind === 'stole' || h.kind === 'backToStart',
      );
      if (phaseOf(snapshot) !== 'placingBarrels' || !ctx.barrels[this.barrelChoice ?? 'finn']) this.barrelChoice = null;
      if (!bowled && steps.length === 0) return;
      let recorded: Play['frames'] = null;
      const last = ctx.lastBowl;
      if (bowled && last) {
        const same =
          frames &&
          frames.before === last.before &&
          frames.bowl.angle === last.bowl.angle &&
          frames.bowl.strength === last.bowl.strength &&
          frames.bowl.ramp === last.bowl.ramp;
        // The frames came with the outcome (one simulation, in the worker); recomputed there only for a move sent by other code.
        recorded = { frames: same ? frames.frames : this.framesOf(last.before, last.bowl), before: last.before };
      }
      this.playback.queue({ frames: recorded, steps });
      this.shown = { dock: previous.context.dock, ships: previous.context.ships, hoard: previous.context.hoard };
      if (!this.isInstant()) this.holdLog(snapshot, entries.length);
    },
    resetView: () => {
      this.playback.stop();
      this.logShown = null;
      this.barrelChoice = null;
      this.angle = 0;
      this.strength = 0.6;
      this.aimSaid = '';
    },
    /** After a move, focus goes to the control of the next decision: the first free hole while placing, the square while aiming. */
    moveFocus: (preventScroll) => {
      const snapshot = this.game.snapshot;
      if (snapshot && this.hooks.humanMayAct(snapshot) && phaseOf(snapshot) === 'placingBarrels' && this.squareEl) {
        void this.squareEl.updateComplete.then(() => {
          if (!this.squareEl?.focusHoles()) focusPrimary(this.renderRoot, preventScroll);
        });
        return;
      }
      focusPrimary(this.renderRoot, preventScroll);
    },
  };

  // Lifecycle

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.physics.dispose();
    this.resolvedFrames = undefined;
    this.logShown = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('vikings') && this.vikings) this.chosenVikings(parseInt(String(this.players), 10) || 3);
    super.willUpdate(changed);
  }

  // The game's part of the board

  protected override get t(): VikingValleyMessages {
    return vikingValleyMessages(this.language);
  }

  /** Plays without animating: the attribute, or the reader's prefers-reduced-motion. */
  private isInstant(): boolean {
    return parseBoolean(this.instant, 'instant') || prefersReducedMotion();
  }

  /**
   * Holds back the log entries of the move about to play: the log and the live region tell each one when it is
   * shown (see {@link revealLog}). The base has just queued the move's words for the live region; they are
   * replaced, before they are spoken, by "Watch the square".
   */
  private holdLog(snapshot: VikingValleySnapshot, fresh: number): void {
    this.logShown = Math.max(0, snapshot.context.log.length - fresh);
    queueMicrotask(() => {
      if (this.logShown !== null) this.announcer?.announce(this.t.promptWatch);
    });
  }

  /**
   * Shows the held log entries up to and including the one of `happening` (all of them when null), and says
   * them in the live region (with `after`, e.g. the prompt, at the end).
   */
  private revealLog(happening: Happening | null, after = ''): void {
    const snapshot = this.game.snapshot;
    if (this.logShown === null || !snapshot) {
      if (after) this.announcer?.announce(after);
      return;
    }
    const log = snapshot.context.log;
    // The same happening (a snapshot that came as JSON, online, holds it twice: in `happenings` and in `log`).
    const same = (entry: Happening) => entry === happening || JSON.stringify(entry) === JSON.stringify(happening);
    const upTo = happening === null ? log.length : log.findIndex((entry, i) => i >= this.logShown! && same(entry)) + 1;
    if (upTo <= 0) {
      if (after) this.announcer?.announce(after);
      return;
    }
    const told = log.slice(this.logShown, upTo).map((entry) => this.hooks.describe(entry, snapshot).text);
    this.logShown = happening === null ? null : upTo;
    const words = [...told, after].filter(Boolean).join(' ');
    if (words) this.announcer?.announce(words);
  }

  // Playing a move

  /** Plays a move on the square: the bowl's frames, then its moves and payouts one by one on the dock and the ships. */
  private async play(square: VikingValleySquare, play: Play, live: () => boolean): Promise<void> {
    const instant = this.isInstant();
    square.instant = instant;
    // A frame that throws ends the bowl's playback: the move goes on, and the error panel says so (with Continue).
    if (play.frames) {
      try {
        const frames = await play.frames.frames;
        if (!live()) return;
        await square.play(frames, play.frames.before);
      } catch (error) {
        if (live()) this.reportError('animation', error);
      }
      if (!live()) return;
      const bowled = this.game.snapshot?.context.happenings.find((h) => h.kind === 'bowled');
      if (bowled) this.revealLog(bowled);
    }
    if (instant) return;
    for (const h of play.steps) {
      if (!live()) return;
      this.revealLog(h);
      this.shown = this.shown && applyHappening(this.shown, h);
      this.splash = h.kind === 'splash' ? h.viking : h.kind === 'backToStart' ? '' : this.splash;
      this.movingViking = h.kind === 'moved' ? h.viking : '';
      this.glow = h.kind === 'paid' || h.kind === 'stole' ? h.space : -1;
      await this.playback.pause(h.kind === 'splash' ? STEP_MS * 1.6 : STEP_MS);
    }
  }

  /** The square shows the game as it is again (after a move has played, or when it was stopped). */
  private clearStage(): void {
    this.squareEl?.finish();
    this.shown = undefined;
    this.splash = '';
    this.movingViking = '';
    this.glow = -1;
  }

  /** After a move has played: the rest of its entries (the turn ended, the game is over), then the prompt for the person to act. */
  private afterPlay(): void {
    const snapshot = this.game.snapshot;
    if (!snapshot) return;
    const acts = this.hooks.humanMayAct(snapshot);
    this.revealLog(null, acts ? this.hooks.promptText(snapshot) : '');
    if (acts && phaseOf(snapshot) === 'moving') void this.updateComplete.then(() => this.revealMoveChoice());
    if (acts) {
      void this.updateComplete.then(() => {
        const active = this.shadowRoot?.activeElement as HTMLElement | null;
        if (!active || active.id === 'prompt' || active.classList.contains('stage')) this.hooks.moveFocus?.(true);
      });
    }
  }

  /**
   * The person chooses which Viking moves: the buttons and the dock they read the order on come into view together
   * where they fit (on a 360 x 740 phone the dock was below the screen).
   */
  private revealMoveChoice(): void {
    const bar = this.renderRoot.querySelector('.move-bar')?.getBoundingClientRect();
    const dock = this.renderRoot.querySelector('[part~="dock"]')?.getBoundingClientRect();
    if (!bar || !dock) return;
    const by = revealScroll(bar, dock, innerHeight);
    if (by) window.scrollBy({ top: by, behavior: 'instant' });
  }

  /** The frames of a bowl another piece of code sent resolved (without them): recomputed in the physics worker. */
  private framesOf(before: BarrelHoles, bowl: Bowl): Promise<readonly BowlFrame[]> {
    return this.physics.run({ kind: 'resolve', barrels: before, bowl }).then((answer) => (answer.kind === 'resolve' ? answer.result.frames : []));
  }

  /** The event for a bowl resolved ahead, its frames kept for the animation. */
  private resolvedMove(before: BarrelHoles, bowl: Bowl, result: BowlResult): VikingValleyMove {
    const { frames, ...outcome } = result;
    this.resolvedFrames = { before, bowl, frames };
    return { type: 'player.bowl', angle: bowl.angle, strength: bowl.strength, resolved: { before, bowl, result: outcome } };
  }

  // The Vikings each seat plays

  /**
   * The Viking each seat plays, from the `vikings` attribute: distinct ids, one per seat. Anything else: a
   * warning and the default (finn, tjarne, magnus, inga in seat order); undefined for the default.
   */
  private chosenVikings(players: number): VikingId[] | undefined {
    const text = String(this.vikings ?? '').trim();
    if (!text) return undefined;
    const ids = text.split(',').map((s) => s.trim().toLowerCase());
    const ok = ids.length === players && ids.every((id) => (VIKINGS as readonly string[]).includes(id)) && new Set(ids).size === ids.length;
    if (ok) return ids as VikingId[];
    if (this.warnedVikings !== `${text}|${players}`) {
      this.warnedVikings = `${text}|${players}`;
      console.warn(
        `<${this.localName}> vikings="${text}": expected ${players} different Vikings separated by commas, one per seat, from ${VIKINGS.join(', ')}; using ${VIKINGS.slice(0, players).join(',')}.`,
      );
    }
    return undefined;
  }

  private warnedVikings = '';

  // Aiming

  private get aiming(): boolean {
    return this.acting !== undefined && phaseOf(this.game.snapshot!) === 'bowling';
  }

  private setAim(angle: number, strength: number, say = true): void {
    this.angle = clamp(Math.round(angle), -AIM_CONE, AIM_CONE);
    this.strength = Math.round(clamp(strength, MIN_STRENGTH, 1) * 100) / 100;
    // The line under the strength bar follows the aim as it is dragged too (it showed the last shot's words).
    this.aimSaid = this.t.aimWords(this.angle, this.strength);
    if (!say) return;
    // Spoken by the board's one live region; the line under the square shows the same words.
    this.announcer?.announce(this.aimSaid);
  }

  private onStageKey(event: KeyboardEvent): void {
    if (!this.aiming) return;
    const step = event.shiftKey ? BIG_ANGLE_STEP : ANGLE_STEP;
    let handled = true;
    switch (event.key) {
      case 'ArrowLeft':
        this.setAim(this.angle + step, this.strength);
        break;
      case 'ArrowRight':
        this.setAim(this.angle - step, this.strength);
        break;
      case 'ArrowUp':
        this.setAim(this.angle, this.strength + STRENGTH_STEP);
        break;
      case 'ArrowDown':
        this.setAim(this.angle, this.strength - STRENGTH_STEP);
        break;
      case 'Enter':
      case ' ':
        this.bowl();
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  }

  private onAimChange(event: CustomEvent<SquareAim>): void {
    if (!this.aiming) return;
    this.aimBeforeDrag ??= { angle: this.angle, strength: this.strength };
    this.setAim(event.detail.angle, event.detail.strength, false);
  }

  private onAimRelease(event: CustomEvent<SquareAim>): void {
    if (!this.aiming) return;
    this.aimBeforeDrag = undefined;
    this.setAim(event.detail.angle, event.detail.strength);
    this.bowl();
  }

  private onAimCancel(): void {
    const before = this.aimBeforeDrag;
    this.aimBeforeDrag = undefined;
    if (before) this.setAim(before.angle, before.strength, false);
  }

  /** Bowls the aimed bowl: the worker resolves it (outcome and frames in one simulation), then the move goes to the machine with its outcome. */
  private bowl(): void {
    const snapshot = this.game.snapshot;
    if (!snapshot || !this.aiming) return;
    const ctx = snapshot.context;
    const bowl: Bowl = bowlOf(ctx, { angle: this.angle, strength: this.strength });
    const move: VikingValleyMove = { type: 'player.bowl', angle: bowl.angle, strength: bowl.strength };
    if (!snapshot.can(move)) return;
    const before = ctx.barrels;
    void this.playback.resolve(this.physics.run({ kind: 'resolve', barrels: before, bowl })).then(
      (answer) => {
        if (this.game.snapshot !== snapshot || answer.kind !== 'resolve') return;
        if (!this.send(this.resolvedMove(before, bowl, answer.result))) this.resolvedFrames = undefined;
      },
      (error: unknown) => {
        // The board's machine takes only resolved bowls: without the physics the bowl cannot be made.
        if (this.game.snapshot === snapshot) this.reportError('rule', error);
      },
    );
  }

  // Placing and moving

  private onHolePick(event: CustomEvent<HolePickDetail>): void {
    const snapshot = this.game.snapshot;
    if (!snapshot || this.acting === undefined || phaseOf(snapshot) !== 'placingBarrels') return;
    const viking = this.barrelToPlace(snapshot.context);
    if (viking) this.send({ type: 'player.placeBarrel', viking, hole: event.detail.hole });
  }

  private barrelToPlace(ctx: VikingValleyContext): VikingId | null {
    const fallen = fallenBarrels(ctx.barrels);
    return this.barrelChoice && fallen.includes(this.barrelChoice) ? this.barrelChoice : (fallen[0] ?? null);
  }

  private moveViking(viking: VikingId): void {
    this.send({ type: 'player.moveViking', viking });
  }

  // Public methods

  /**
   * A move made ready for this board's `actor`, whose machine has no physics and takes a bowl only with its
   * outcome (`resolved`): a bowl `{ type: 'player.bowl', angle, strength }` from the seat to act is resolved in
   * the physics worker (its frames kept, so the board animates it when the move arrives); any other move comes
   * back as it is. Send the answer at once: `board.actor.send(await board.resolveMove(move))`. (The board's own
   * people and bots need none of this; core's `vikingValleyMachine` resolves bowls itself.)
   */
  resolveMove(move: VikingValleyMove): Promise<VikingValleyMove> {
    const ctx = this.game.snapshot?.context;
    if (move.type !== 'player.bowl' || move.resolved || !ctx) return Promise.resolve(move);
    const bowl: Bowl = bowlOf(ctx, move);
    return this.physics.run({ kind: 'resolve', barrels: ctx.barrels, bowl }).then((answer) => {
      if (answer.kind !== 'resolve') throw new Error('physics worker: a resolve job answered as another');
      return this.resolvedMove(ctx.barrels, bowl, answer.result);
    });
  }

  // Words

  private displayName(seat: number, ctx: VikingValleyContext): string {
    const humans = ctx.players.filter((p) => p.seat.kind === 'human').length;
    return humans === 1 && ctx.players[seat].seat.kind === 'human' ? `${this.nameOf(seat)} (${this.t.you})` : this.nameOf(seat);
  }

  /** A player's name by seat, for the words. */
  private readonly name = (seat: number): string => this.nameOf(seat);

  // Rendering

  private renderSquare(snapshot: VikingValleySnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const acting = this.acting;
    const phase = phaseOf(snapshot);
    const aiming = acting !== undefined && phase === 'bowling';
    const placing = acting !== undefined && phase === 'placingBarrels';
    const toPlace = placing ? this.barrelToPlace(ctx) : null;
    const state = this.playback.playing ? 'animating' : aiming ? 'aiming' : placing ? 'placing' : snapshot.status === 'done' ? 'disabled' : 'idle';
    const ramps = ctx.ramps.map((ramp, seat) => ({ ramp, colour: vikingColour(ctx.vikings[seat]), mark: initial(ctx.vikings[seat]) }));
    const holeNames = HOLES.map((_, i) => (toPlace ? t.holeButton(holeWords(i, t), t.barrelOf(t.viking[toPlace])) : holeWords(i, t)));
    return html`<section part="square" class="square-panel" aria-label=${t.square}>
      <div class="stage ${aiming ? 'aiming' : ''}" tabindex=${aiming ? '0' : nothing} role=${aiming ? 'group' : nothing}
        aria-label=${aiming ? `${t.aimLabel}. ${t.aimWords(this.angle, this.strength)}` : nothing} aria-describedby=${aiming ? 'keys' : nothing}
        @keydown=${this.onStageKey} @aim-change=${this.onAimChange} @aim-release=${this.onAimRelease} @aim-cancel=${this.onAimCancel} @hole-pick=${this.onHolePick}>
        <viking-valley-square .barrels=${ctx.barrels} .ramps=${ramps} .ramp=${snapshot.status === 'done' ? null : ctx.ramps[ctx.current]}
          .aim=${aiming ? { angle: this.angle, strength: this.strength } : null} state=${state} placing=${toPlace ?? ''} .holeNames=${holeNames}
          label=${squareWords(ctx, t)} grab-label=${t.grab} ?instant=${parseBoolean(this.instant, 'instant')}></viking-valley-square>
      </div>
      ${this.renderControls(snapshot)}
    </section>`;
  }

  private renderControls(snapshot: VikingValleySnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const acting = this.acting;
    if (acting === undefined) return html`<div part="controls" class="controls idle" aria-hidden="true"></div>`;
    const phase = phaseOf(snapshot);
    if (phase === 'bowling') {
      return html`<div part="controls" class="controls aim-bar">
        <div class="strength" aria-hidden="true">
          <span>${t.strength}</span>
          <span class="meter"><span class="fill" ${cssProps({ '--s': this.strength })}></span></span>
          <span class="pct">${Math.round(this.strength * 100)}%</span>
        </div>
        <div class="buttons">
          <button class="btn icon" aria-label=${t.turnLeft} @click=${() => this.setAim(this.angle + BIG_ANGLE_STEP, this.strength)}><span aria-hidden="true">↺</span></button>
          <button class="btn icon" aria-label=${t.turnRight} @click=${() => this.setAim(this.angle - BIG_ANGLE_STEP, this.strength)}><span aria-hidden="true">↻</span></button>
          <button class="btn icon" aria-label=${t.softer} @click=${() => this.setAim(this.angle, this.strength - 0.1)}><span aria-hidden="true">−</span></button>
          <button class="btn icon" aria-label=${t.harder} @click=${() => this.setAim(this.angle, this.strength + 0.1)}><span aria-hidden="true">+</span></button>
          <button class="btn primary bowl" data-primary ?disabled=${this.playback.resolving} @click=${this.bowl}>${t.bowl}</button>
        </div>
        <p class="aim-words">${this.aimSaid || t.aimWords(this.angle, this.strength)}</p>
        <p id="keys" class="keys"><span class="key-list">${t.keysHint} · </span>${t.dragHint}</p>
      </div>`;
    }
    if (phase === 'placingBarrels') {
      const fallen = fallenBarrels(ctx.barrels);
      const chosen = this.barrelToPlace(ctx);
      return html`<div part="controls" class="controls place-bar">
        <p class="label" id="to-place">${t.barrelToPlace}</p>
        <div class="buttons" role="group" aria-labelledby="to-place">
          ${fallen.map(
            (
              v,
            ) => html`<button class="btn barrel-btn ${v === chosen ? 'chosen' : ''}" aria-pressed=${v === chosen ? 'true' : 'false'} @click=${() => (this.barrelChoice = v)}>
              <svg class="mini" viewBox="-1.6 -1.6 3.2 3.2" aria-hidden="true">${barrelArt(v)}</svg>${t.barrelOf(t.viking[v])}
            </button>`,
          )}
        </div>
        <p class="hint">${chosen ? t.placeHint(t.barrelOf(t.viking[chosen])) : ''}</p>
      </div>`;
    }
    if (phase === 'moving') {
      // The Vikings not offered (their barrel stood) say why: a reader looks for their own (issue 26).
      const stood = VIKINGS.filter((v) => whyNotMove(ctx, v) === 'stood').map((v) => t.viking[v]);
      return html`<div part="controls" class="controls move-bar">
        <p class="label" id="move-order">${choosingFirstMove(ctx) ? t.moveOrder : t.moveOrderNext}</p>
        <div class="buttons" role="group" aria-labelledby="move-order" aria-describedby=${stood.length ? 'why-not-move' : nothing}>
          ${ctx.pendingMoves.map(
            (v, i) => html`<button class="btn viking-btn" ?data-primary=${i === 0} @click=${() => this.moveViking(v)} ${cssProps({ '--c': vikingColour(v) })}>
              <span class="initial" aria-hidden="true">${initial(v)}</span>${t.moveButton(vikingWords(v, ctx, t, this.name))}
            </button>`,
          )}
        </div>
        ${stood.length ? html`<p class="hint why-not" id="why-not-move">${t.whyNotMove(t.list(stood), stood.length > 1)}</p>` : nothing}
      </div>`;
    }
    return html`<div part="controls" class="controls idle" aria-hidden="true"></div>`;
  }

  private renderDock(snapshot: VikingValleySnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const dock = this.shown?.dock ?? ctx.dock;
    const items = [
      ...ctx.flags.map((flag, i) => {
        const who = VIKINGS.find((v) => dock[v] === i);
        return t.space(i + 1, flagWords(flag, t), who ? vikingWords(who, ctx, t, this.name) : null);
      }),
      t.shore(t.list(VIKINGS.filter((v) => dock[v] === null).map((v) => t.viking[v]))),
    ];
    return html`<section part="dock" class="dock-panel" aria-label=${t.dock}>
      <h3>${t.dock}</h3>
      <viking-valley-dock .flags=${ctx.flags} .dock=${dock} splash=${this.splash} moving=${this.movingViking} glow=${this.glow} .items=${items} label=${t.dockList}></viking-valley-dock>
    </section>`;
  }

  private renderShips(snapshot: VikingValleySnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const ships = this.shown?.ships ?? ctx.ships;
    const hoard = this.shown?.hoard ?? ctx.hoard;
    const over = snapshot.status === 'done';
    return html`<section class="ships-panel" aria-label=${t.ships}>
      <div part="hoard" class="hoard" role="img" aria-label=${t.hoardLabel(hoard)}>
        <svg viewBox="-7 -5 14 9" aria-hidden="true"><defs>${valleyDefs('hd')}</defs>${hoardArt(11, 'hd')}</svg>
        <span class="hoard-name" aria-hidden="true">${t.hoard}</span><strong aria-hidden="true">${hoard}</strong>
      </div>
      <div part="ships" class="ships">
        ${VIKINGS.map((v) => {
          const owner = ownerOf(v, ctx, this.name);
          const seat = ctx.vikings.indexOf(v);
          return html`<viking-valley-ship viking=${v} .coins=${ships[v]} owner=${owner ?? ''} note=${seat >= 0 ? this.botNote(seat, ctx.players[seat].seat) : ''} viking-name=${t.viking[v]} unclaimed-label=${t.unclaimed} label=${t.shipLabel(t.viking[v], owner, ships[v])}
            ?active=${!over && seat === ctx.current} ?instant=${parseBoolean(this.instant, 'instant')}></viking-valley-ship>`;
        })}
      </div>
    </section>`;
  }

  private renderScores(snapshot: VikingValleySnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    // Best first: rank, then seat order among equals.
    const all = [...standings(ctx)].sort((a, b) => a.rank - b.rank);
    const headline = endSentence(ctx, t, this.name);
    const tie = tieSentence(ctx, t, this.name);
    return html`<p class="jarl ${ctx.allLose ? 'all-lose' : ''}">${headline}</p>
      ${tie ? html`<p class="tie-decided">${tie}</p>` : nothing}
      <div class="scroll">
        <table class="final">
          <colgroup><col class="rank" /><col /><col class="coins" /><col class="dock" /></colgroup>
          <thead>
            <tr><th scope="col">${t.rank}</th><th scope="col">${t.player}</th><th scope="col">${t.coins}</th><th scope="col">${t.dockPosition}</th></tr>
          </thead>
          <tbody>
            ${all.map((s) => {
              const seat = ctx.vikings.indexOf(s.viking);
              const win = seat >= 0 && ctx.winners.includes(seat);
              const colour = VIKING_COLOURS[s.viking] as ColourKey;
              const name = seat >= 0 ? `${this.nameOf(seat)} · ${t.viking[s.viking]}` : t.viking[s.viking];
              return html`<tr class="${win ? 'win' : ''} ${seat < 0 ? 'unclaimed' : ''}">
                <td>${win ? html`<span class="crown" aria-hidden="true">♛ </span><span class="visually-hidden">${t.winner}, </span>` : nothing}${s.rank}</td>
                <th scope="row"><vg-player-badge wrap name=${name} colour=${colour}></vg-player-badge>${seat < 0 ? html` <span class="note">${t.unclaimedNote}</span>` : nothing}</th>
                <td><strong>${s.coins}</strong></td>
                <td>${s.inWater ? t.dockInWater : t.dockAt(s.position === null ? 0 : s.position + 1)}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      <p class="hint">${t.tieNote}</p>`;
  }

  protected override renderGame(snapshot: VikingValleySnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const over = snapshot.status === 'done';
    const log = snapshot.context.log;
    const lines = (this.logShown === null ? log : log.slice(0, this.logShown)).map((entry) => this.hooks.describe(entry, snapshot));
    return this.renderFrame(snapshot, {
      logo: html`<svg class="logo" viewBox="-1.8 -2.6 9.6 6" aria-hidden="true"><defs>${valleyDefs('lg')}</defs><g transform="translate(1 1.2)">${barrelArt('tjarne', 0.7, 200)}</g><g transform="translate(4.2 -0.6)">${barrelArt('finn')}</g><g transform="translate(6.3 1.4)">${barrelArt('inga')}</g><g transform="translate(-0.2 -1) scale(0.45)">${ballArt('lg')}</g></svg>`,
      tagline: t.subtitle,
      promptColour: over ? undefined : (VIKING_COLOURS[ctx.vikings[ctx.current]] as ColourKey),
      body: html`<div class="layout">
        ${this.renderSquare(snapshot)} ${this.renderDock(snapshot)} ${this.renderShips(snapshot)} ${this.renderLog(lines)}
      </div>`,
      helpFooter: html`<p class="hint">${t.helpKeys}</p><p class="hint">${t.legend}</p>`,
      endScreen: () => this.renderScores(snapshot),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-valley-board': VikingValleyBoard;
  }
}
