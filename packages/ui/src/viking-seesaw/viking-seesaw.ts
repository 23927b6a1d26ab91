import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { booleanAttribute, parseBoolean } from '../shared/attributes.js';
import { cssProps } from '../shared/css-props.js';
import type { SnapshotFrom } from 'xstate';
import {
  PIECES,
  PIECE_KINDS,
  PLACEMENT_GRID,
  SHIP,
  aimNeedsPhysics,
  aimVerdict,
  balanceHint,
  dropPose,
  endedMidRetry,
  everySpotLifts,
  placementRisk,
  lowSide,
  placementRange,
  raisedSide,
  vikingSeesawBoard,
  whyNotPick,
  TRIES_PER_TURN,
  type LastPlacement,
  type PieceKind,
  type PlaceEvent,
  type Placement,
  type PlacementResult,
  type AimVerdict,
  type PlacementRisk,
  type Recording,
  type ShipState,
  type VikingSeesawMachine,
  type VikingSeesawMove,
  type VikingSeesawView,
} from '@viking-games/core/viking-seesaw/board';
import { botMoveInWorker } from '../shared/worker-jobs.js';
import { revealScroll } from '../shared/reveal.js';
import { focusPrimary, type BoardHooks, type TurnDetailOf } from '../shared/game-board-element.js';
import { PlaybackBoardElement } from '../shared/playback-board-element.js';
import type { GameOverDetail, GameStartDetail, GameTurnDetail } from '../shared/game-events.js';
import { prefersReducedMotion, type ColourKey } from '../shared/theme.js';
import type { LogLine } from '../shared/vg-game-log.js';
import '../shared/vg-player-badge.js';
import { artDefs, cabinChestsArt, hullArt, pieceArt } from './viking-seesaw.art.js';
import { vikingSeesawMessages, type VikingSeesawMessages } from './viking-seesaw.messages.js';
import { logSentence, promptSentence, whereWords, whySentence, type VikingSeesawLogEntry } from './viking-seesaw.words.js';
import { boardStyles } from './viking-seesaw.styles.js';
import type { PiecePickDetail } from './viking-seesaw-piece.js';
import type { ShipAim, VikingSeesawShip } from './viking-seesaw-ship.js';
import { SeesawPhysics } from './viking-seesaw.physics-client.js';
import './viking-seesaw-piece.js';
import './viking-seesaw-ship.js';
import './viking-seesaw-tray.js';

/** The same move (piece, position, rotation)? */
function samePlacement(a: Placement, b: Placement): boolean {
  return a.piece === b.piece && a.x === b.x && a.rotation === b.rotation;
}

/** How high above the deck (cm) a release still counts as over it (a piece is held above the deck, not in the sky). */
const DECK_REACH = 6;
/**
 * The stretch of the raised half (cm from the mast) where a finger aims: the whole raised half, from the mast past the
 * prow, so a drag that overshoots the dashed outline (3.5 to 9.5) inwards over the cabin or outwards past the rim still
 * aims (issue 29: overshooting towards the mast sent the piece back). Anywhere in it the held piece goes to the nearest
 * spot of its legal range, the one its ghost shows.
 */
const DECK_ZONE = { min: 0, max: SHIP.halfLength + 2 } as const;
/** Screens this short (px) or shorter are a phone turned sideways: the first turn is brought into view (see `showOpening`). */
const SHORT_SCREEN = 500;
/** Ship stages narrower than this (px) zoom the ship to the raised half while aiming (a phone, upright or turned). */
const ZOOM_BELOW_PX = 560;
/** A pointer that moves this far (px) between press and release drags; less is a tap. */
const TAP_SLOP = 8;
/** Room (px) the loupe needs above a finger; a finger nearer the stage's top gets the loupe beside it. */
const LOUPE_ROOM = 136;
/** Room (px) left under what is scrolled up into view, so it is not at the screen's very edge. */
const EDGE_ROOM = 12;
/** How far (px) around a button a finger that pressed beside it may still touch it. */
const FINGER = 12;
/** Keyboard steps along the deck (cm): arrows, and arrows with Shift. */
const STEP = PLACEMENT_GRID.step;
const FINE_STEP = 0.1;

type VikingSeesawSnapshot = SnapshotFrom<VikingSeesawMachine>;

/** Detail of `game-start`. */
export type VikingSeesawStartDetail = GameStartDetail;
/** Detail of `turn` (`turns`: turns completed so far; a retry after a fall is the same turn). */
export type VikingSeesawTurnDetail = GameTurnDetail;
/** Detail of `game-over`: `total` = pieces left (fewer is better), breakdown by kind plus `piecesLeft` and `weighedOff` (1 when the ship weighed that load). */
export type VikingSeesawGameOverDetail = GameOverDetail;

export type { VikingSeesawLogEntry } from './viking-seesaw.words.js';

/**
 * Viking See-Saw as one element: Reiner Knizia's dexterity game of loading a see-saw longship, for 2 to
 * 4 players at one screen or against the computer. Every outcome is decided by a real 2D rigid-body
 * simulation (planck, the Box2D port) and animated from its recorded frames; the weights stay hidden, as
 * in the box: pick a piece, judge it by its material, and set it down where the ship will hold.
 *
 * Aiming: pick a piece in your storage (a tap, a click or a press that drags it out), then drag it along the
 * raised deck or tap where it should go: a ghost shows where it will be let go, anywhere over the raised half (the
 * deck's dashed outline, the cabin up to the mast, past the rim) at the nearest spot the piece may take; the aim
 * says how the ship feels there (steady: it should hold; trembling: it may tip, fall off, knock cargo off or slide into
 * the cabin; lifting its low end: it will tip), the ship trembling where it may tip: one answer per spot, the same
 * whenever the piece is aimed there again, and "checking" until the physics has felt a new spot. The aiming bar
 * opens under the tray the piece came from, so nothing above it moves.
 * The view widens to keep a tall pile, the held piece and a falling piece in the frame. After each placement the
 * result says why, in the placer's colour. No pointer gesture sets a
 * piece down: only "Set it down" (pressed on its own, never by the click that ends a pick) or Enter does, so a
 * nudge of the finger never places. On the ship the keys work too: the arrows move the piece the way they point
 * (the slider's value is the piece's place across the screen, in cm right of the mast: negative on the left
 * deck; its text says the distance from the mast), Home and End go to the leftmost and rightmost spot, R turns,
 * Enter sets it down, Escape puts it back. A cancelled touch (`pointercancel`) puts the piece back.
 *
 * @summary Viking See-Saw: a playable, physical see-saw ship for 2 to 4 Vikings, humans or bots.
 *
 * @fires {CustomEvent<VikingSeesawStartDetail>} game-start - a game began: first start, "New game", or a new `players`, `seats` or `seed` (attribute or property) mid-game, which starts a new game. Detail `{ game, seed, players, seats }`
 * @fires {CustomEvent<VikingSeesawTurnDetail>} turn - a seat's turn began, the opening turn included (right after `game-start`). Detail `{ game, seat, name, turns }`
 * @fires {CustomEvent<VikingSeesawGameOverDetail>} game-over - the game ended. Detail `{ game, scores: ScoreSheet (total = pieces left, by kind), winners: string[] }`
 *
 * @csspart frame - the whole board
 * @csspart header - title and tools
 * @csspart prompt - the line that says who acts and what they may do
 * @csspart ship - the ship stage (the side view and the aiming controls)
 * @csspart aim - the aiming buttons under the ship
 * @csspart result - the last placement's result in words
 * @csspart trays - the players' storage trays
 * @csspart log - the game log
 * @csspart end-screen - the final scoring dialog
 *
 * @attr players - Number of players, 2 to 4. Other values: a warning and 3.
 * @prop players - Number of players, 2 to 4. Other values: a warning and 3.
 * @attr names - Player names in seat order, comma-separated; an empty entry keeps that seat's default (default: the language's names, in English Astrid, Bjarne, Sigrid, Torvald).
 * @prop names - Player names in seat order, comma-separated; an empty entry keeps that seat's default (default: the language's names, in English Astrid, Bjarne, Sigrid, Torvald).
 * @attr bot-delay - Milliseconds a bot waits after the ship has settled before its move (default: a pace a person can follow, shorter with reduced motion).
 * @prop botDelay - Milliseconds a bot waits after the ship has settled before its move (default: a pace a person can follow, shorter with reduced motion).
 * @prop {Actor<VikingSeesawMachine> | undefined} actor - The running actor (advanced use: `board.actor.subscribe(...)`); a new one after the element is re-attached.
 * @prop {VikingSeesawSnapshot | undefined} snapshot - The latest snapshot of the game (no weights are in it).
 *
 * @cssprop --vg-bg - page of the board (parchment)
 * @cssprop --vg-surface - panels
 * @cssprop --vg-ink - text colour
 * @cssprop --vg-accent - the raised deck's glow and primary buttons
 * @cssprop --vg-focus - focus ring, the ghost and the picked piece
 * @cssprop --vs-sky - the sky behind the ship (any background)
 * @cssprop --vs-sea-top - the sea (likewise --vs-sea-bottom)
 * @cssprop --vs-hull-top - the hull's wood (likewise --vs-hull-bottom)
 * @cssprop --vs-flag - the flag
 * @cssprop --vg-player-red - colour of the first player (likewise --vg-player-blue, -green, -yellow)
 * @cssprop --vg-font - body font stack (system fonts)
 * @cssprop --vg-font-display - title font stack
 */
@customElement('viking-seesaw')
export class VikingSeesaw extends PlaybackBoardElement<VikingSeesawMachine, VikingSeesawMove, VikingSeesawLogEntry> {
  protected static override innerEvents = ['piece-pick'];
  static override styles = boardStyles;

  private timers = new Set<ReturnType<typeof setTimeout>>();
  private aimCache?: { key: string; aim: ShipAim | null };
  /** The aim the hint would not call lifting, still to be felt by the physics (set while rendering, asked once rendered). */
  private toFeel?: { ship: ShipState; spot: string; placement: Placement };
  private feelTimer?: ReturnType<typeof setTimeout>;
  /**
   * The physics' word on each spot felt on a ship (RULINGS "Aiming hint"; key: piece, x, rotation): it holds, or what
   * goes wrong first. Kept for the ship as it stands (a new ship after each placement), so a spot aimed at again gets
   * the answer it got before, and answers that arrive after the aim moved on are kept for when it comes back.
   */
  private felt = new WeakMap<ShipState, Map<string, PlacementRisk>>();
  /** The spots of a ship whose physics check is under way (never asked twice). */
  private asked = new WeakMap<ShipState, Set<string>>();
  /** Whether every spot of every piece the person may set down lifts the low end (key: the placement count and the pieces). */
  private allLiftCache?: { key: string; all: boolean };
  /** The game before the placement that is playing: trays, counts and the ship's label show it until the ship has settled. */
  private beforePlay?: VikingSeesawSnapshot;
  /**
   * A placement playing on the ship, or a person's placement being resolved in the worker: the person and the
   * bots wait meanwhile, and the end screen waits for the ship to settle.
   */
  private readonly playback = this.playbackOf<{ last: LastPlacement; recording: Recording | Promise<Recording> }>({
    start: ({ last, recording }, live) => {
      const ship = this.shipEl;
      // The frames of a placement sent by other code are still being recomputed in the physics worker: the play waits for them.
      return ship ? Promise.resolve(recording).then((frames) => (live() ? ship.play(frames, last.before) : undefined)) : undefined;
    },
    failed: (error) => this.reportError('animation', error),
    cleared: () => (this.beforePlay = undefined),
    settled: ({ last }) => this.afterPlay(last),
  });
  /** Placements and bot look-ahead, off the main thread (a worker; here where there is none). */
  private physics = new SeesawPhysics();
  /** Frames of the placement just sent, from the same simulation as its outcome. */
  private resolvedFrames?: { before: ShipState; placement: Placement; recording: Recording };
  /** The page is shown and the board is on screen: bots wait otherwise, so no move goes unseen. */
  /** The zoom to the raised half follows the board's width (a phone turned, a window widened). */
  private resize?: ResizeObserver;

  @query('viking-seesaw-ship') private shipEl?: VikingSeesawShip;
  @query('.stage') private stageEl?: HTMLElement;

  /** The piece the person to act has picked up, if any. */
  @state() private picked: PieceKind | null = null;
  /** Where the picked piece is aimed: cm from the pivot along the raised deck (4 to 9). */
  @state() private aimX = 6.5;
  /** Index into the picked piece's rotations. */
  @state() private turn = 0;
  /** The pointer dragging the piece, if any. */
  @state() private dragging: number | null = null;
  /** The pointer gesture under way: where it began, whether it moved past a tap, and whether it began on a tray piece. */
  private gesture?: { x: number; y: number; moved: boolean; fromTray?: boolean };
  /**
   * A finger (or mouse button) that picked a piece from the tray is still down: nothing that moves the layout
   * (the aiming bar, a longer prompt) appears until it is lifted, so nothing new lands under it.
   */
  @state() private picking = false;
  /** The aiming bar's button pressed (pointer down) last: a click counts only on the button it was pressed on. */
  private pressed?: EventTarget;
  /** Stops listening for the end of a pick's press (see {@link watchPickEnd}). */
  private unwatchPickEnd?: () => void;
  /** Where (client px) the finger or pointer that picked the piece pressed: the aiming bar is never scrolled under it. */
  private pickedAt?: { x: number; y: number };
  /** A person at this screen has set a piece down in this game: only then does their turn scroll their storage into view. */
  private placedHere = false;
  /**
   * On a short screen, what of a game's start has been brought into view ({@link showOpening}): nothing yet, the
   * computer's opening move (watched), or the first turn of a person at this screen (done).
   */
  private opening: 'start' | 'watched' | 'done' = 'start';
  /** A placement of a person being resolved: whose, and which piece (the prompt names them). */
  private placing?: { seat: number; piece: PieceKind };
  /** Aiming on a narrow board: the ship view zooms to the raised half. */
  @state() private zoomed = false;
  /**
   * The aiming bar goes under the ship, not under the tray tapped: a phone turned sideways (the styles' short
   * landscape layout, `--vs-aim-beside`), where the tray and the bar under it are taller than the screen (issue 29,
   * fifth pass: at 740 x 360 the hint stayed under the screen's edge, the scroll held back by the finger that tapped).
   * Decided at each pick: a phone turned while a piece is held keeps the bar where it is (set from a ResizeObserver,
   * the bar moving resized the board inside the observer's own loop).
   */
  @state() private aimBeside = false;
  /** Where a finger drags the picked piece (px in the stage): a loupe shows the piece above it, where the finger does not hide it. */
  @state() private touchAim: { x: number; y: number } | null = null;
  /** Pieces that just arrived in a storage (fallen cargo, penalty chests). */
  @state() private arrived: { seat: number; kinds: readonly PieceKind[] } | null = null;

  /** Place without animating the ship (as under prefers-reduced-motion): for tests and fast replays. */
  @property({ reflect: true, converter: booleanAttribute }) instant: boolean | string = false;
  protected override readonly flags = ['instant'];

  constructor() {
    // Its bots think in the physics worker (botMove): the board's module names them, without their code.
    super(vikingSeesawBoard, vikingSeesawMessages);
  }

  /** What this game says for itself, read by the board's parts (see BoardHooks). */
  protected override readonly hooks: BoardHooks<VikingSeesawSnapshot, VikingSeesawMove, VikingSeesawLogEntry> = {
    ...this.playbackHooks,
    /** A placement's result has several parts (placed, held or tipped, spilled, cabin, penalties, end). */
    announcedEntries: 2,
    turnDetail: (snapshot): TurnDetailOf<VikingSeesawTurnDetail> => {
      const seat = snapshot.context.current;
      return { seat, name: this.nameOf(seat), turns: snapshot.context.turns };
    },
    /** The log: one entry per placement attempt, as the rules keep it. */
    logOf: (snapshot) => snapshot.context.log,
    describe: (entry, snapshot) => ({ text: logSentence(entry, this.t, (s) => this.nameOf(s)), colour: snapshot.context.players[entry.seat]?.colour }),
    promptText: (snapshot) =>
      promptSentence(
        snapshot.context,
        this.t,
        (s) => this.nameOf(s),
        (s) => this.displayName(s, snapshot),
        {
          over: snapshot.status === 'done',
          watching: this.playback.busy,
          placer: this.placer(snapshot),
          // While the finger that picked is still down the prompt keeps its words (nothing moves under it).
          picked: this.picking ? null : this.picked,
        },
      ),
    /** A bot thinks in the worker and its placement is resolved there too: one simulation, outcome and frames. */
    botMove: (choice) => {
      const view = vikingSeesawBoard.playerView(choice.snapshot, choice.seat);
      return botMoveInWorker<VikingSeesawView, PlaceEvent, PlacementResult>(this.physics, choice, view, ({ move, result }) =>
        this.resolvedMove(view.ship, move, result),
      );
    },
    /** A tutorial's scripted move is resolved in the physics worker, as a bot's (its frames kept for the animation). */
    scriptedMove: (move) => this.resolveMove(move),
    onMove: ({ snapshot, previous, restarted }) => {
      const mine = this.placing !== undefined;
      if (mine) this.placedHere = true;
      this.picked = null;
      this.dragging = null;
      this.touchAim = null;
      this.picking = false;
      this.placing = undefined;
      const frames = this.resolvedFrames;
      this.resolvedFrames = undefined;
      const placed = !restarted && previous && snapshot.context.outcomes.placements > previous.context.outcomes.placements;
      const last = snapshot.context.lastPlacement;
      if (!placed || !last) return;
      if (mine) this.showPlacement();
      if (parseBoolean(this.instant, 'instant') || prefersReducedMotion()) {
        this.showArrivals(last);
        if (this.hooks.humanMayAct(snapshot)) this.showTurn();
        return;
      }
      // The frames came with the outcome (one simulation, in the worker); recomputed there only for a move sent by other code.
      const recording = frames && frames.before === last.before && samePlacement(frames.placement, last.placement) ? frames.recording : this.recordingOf(last);
      this.playback.queue({ last, recording });
      this.beforePlay = previous;
    },
    resetView: () => {
      this.placedHere = false;
      this.opening = 'start';
      this.picked = null;
      this.dragging = null;
      this.picking = false;
      this.placing = undefined;
      this.unwatchPickEnd?.();
      this.playback.stop();
      this.beforePlay = undefined;
      this.arrived = null;
      this.aimCache = undefined;
    },
    /** After a move, focus goes to the first piece the person to act may pick (inside the tray's shadow root), else to the first enabled control. */
    moveFocus: (preventScroll) => {
      const tray = this.renderRoot.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>('viking-seesaw-tray[data-primary]');
      if (!tray) {
        focusPrimary(this.renderRoot, preventScroll);
        return;
      }
      void tray.updateComplete.then(async () => {
        const piece = tray.shadowRoot?.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>('viking-seesaw-piece[state="selectable"]');
        await piece?.updateComplete;
        const button = piece?.shadowRoot?.querySelector('button');
        if (button) button.focus({ preventScroll });
        else focusPrimary(this.renderRoot, preventScroll);
      });
    },
  };

  // Lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'function') {
      this.resize = new ResizeObserver(() => {
        const zoomed = !!this.picked && this.narrowStage();
        if (zoomed !== this.zoomed) this.zoomed = zoomed;
      });
      this.resize.observe(this);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
    this.resize = undefined;
    this.unwatchPickEnd?.();
    clearTimeout(this.feelTimer);
    this.physics.dispose();
    this.resolvedFrames = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.dragging = null;
    this.arrived = null;
  }

  // The game's part of the board

  /** The words, the end screen's title naming how the game ended (a storage emptied, or the last chest gone). */
  protected override get t(): VikingSeesawMessages {
    const t = vikingSeesawMessages(this.language);
    return this.game.snapshot?.context.endReason === 'lastChest' ? { ...t, endTitle: t.endTitleLastChest } : t;
  }

  /** Whose placement is being resolved or plays, and its piece (none when nothing plays). */
  private placer(snapshot: VikingSeesawSnapshot): { seat: number; piece: PieceKind } | undefined {
    if (!this.playback.busy) return undefined;
    const last = snapshot.context.lastPlacement;
    if (this.playback.playing && last) return { seat: last.seat, piece: last.placement.piece };
    return this.placing;
  }

  // Playing a placement

  /** The ship has settled after a placement: what arrived in a storage, who acts next, and focus back on the controls if it was on the board. */
  private afterPlay(last: LastPlacement): void {
    this.showArrivals(last);
    const snapshot = this.game.snapshot;
    if (!snapshot) return;
    if (this.hooks.humanMayAct(snapshot)) {
      this.announcer?.announce(this.hooks.promptText(snapshot));
      this.showTurn();
    }
    void this.updateComplete.then(() => {
      const active = this.shadowRoot?.activeElement as HTMLElement | null;
      if (active && (active.id === 'prompt' || active.classList.contains('stage'))) this.hooks.moveFocus?.(true);
    });
  }

  /** The frames of a placement another piece of code sent resolved (without them): recomputed in the physics worker. */
  private recordingOf(last: LastPlacement): Promise<Recording> {
    return this.resolve(last.before, last.placement).then((result) => result.recording);
  }

  /** One placement on `ship`, simulated in the physics worker (or its main-thread fallback). */
  private resolve(ship: ShipState, placement: Placement): Promise<PlacementResult> {
    return this.physics.run({ kind: 'resolve', ship, placement }).then((answer) => {
      if (answer.kind !== 'resolve') throw new Error('physics worker: a resolve job answered as another');
      return answer.result;
    });
  }

  /** The event for a placement resolved ahead, its frames kept for the animation. */
  private resolvedMove(ship: ShipState, move: PlaceEvent, result: PlacementResult): PlaceEvent {
    const { recording, ...outcome } = result;
    const placement: Placement = { piece: move.piece, x: move.x, rotation: move.rotation };
    this.resolvedFrames = { before: ship, placement, recording };
    return { type: 'player.place', ...placement, resolved: { before: ship, placement, result: outcome } };
  }

  private showArrivals(last: LastPlacement): void {
    const kinds: PieceKind[] = [...last.spilled, ...(last.penalties > 0 ? (['chest'] as const) : [])];
    if (kinds.length === 0 || parseBoolean(this.instant, 'instant') || prefersReducedMotion()) return;
    this.arrived = { seat: last.seat, kinds };
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.arrived = null;
    }, 1400);
    this.timers.add(timer);
  }

  // Aiming

  private rotationOf(kind: PieceKind): number {
    const rotations = PIECES[kind].rotations;
    return rotations[this.turn % rotations.length];
  }

  /** Where the picked piece is aimed: the aim clamped to the piece's legal range (clear of the ridge and the rim, as the rules say). */
  private aimedX(kind: PieceKind): number {
    const { min, max } = placementRange(kind, this.rotationOf(kind));
    return Math.min(max, Math.max(min, this.aimX));
  }

  /**
   * The held piece's placement where it is aimed and the hint's verdict there (core's `aimVerdict`: undefined while the
   * physics is still asked); sets {@link toFeel} when it must be. Null when nothing is held.
   */
  private hint(snapshot: VikingSeesawSnapshot, kind: PieceKind): { placement: Placement; verdict: AimVerdict | undefined } {
    const ship = snapshot.context.ship;
    const placement: Placement = { piece: kind, x: this.aimedX(kind), rotation: this.rotationOf(kind) };
    const spot = this.spotKey(placement);
    const felt = this.felt.get(ship)?.get(spot);
    const verdict = aimVerdict(ship, placement, felt, () => this.allLift(snapshot));
    this.toFeel = felt === undefined && aimNeedsPhysics(ship, placement) ? { ship, spot, placement } : undefined;
    return { placement, verdict };
  }

  /** The hint's sentence for a verdict (the same on the aiming bar and in the slider's words). */
  private verdictWords(verdict: AimVerdict): string {
    const t = this.t;
    switch (verdict) {
      case 'steady':
      case 'trembles':
      case 'lifts':
        return t[verdict];
      case 'everySpotLifts':
        return t.allLift;
      case 'rollsOff':
        return t.rollsOff;
      default:
        return t.risk[verdict];
    }
  }

  /**
   * The ghost and the ship's wobble where the held piece is aimed: the wobble follows the hint's verdict (still while it
   * is steady or being checked, full where the piece lifts the low end, in between where something may go wrong).
   */
  private aim(): ShipAim | null {
    const snapshot = this.game.snapshot;
    const kind = this.picked;
    if (!snapshot || !kind || this.acting === undefined) return null;
    const ship = snapshot.context.ship;
    const { placement, verdict } = this.hint(snapshot, kind);
    const key = `${snapshot.context.outcomes.placements}|${this.spotKey(placement)}|${verdict ?? ''}`;
    if (this.aimCache?.key !== key) {
      const wobble =
        verdict === undefined || verdict === 'steady'
          ? 0
          : verdict === 'lifts' || verdict === 'everySpotLifts'
            ? 1
            : Math.max(0.45, balanceHint(ship, placement));
      this.aimCache = { key, aim: { kind, pose: dropPose(ship, placement), wobble } };
    }
    return this.aimCache.aim;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The first turn of a person here, and before it the computer's opening move they watch.
    const snapshot = this.game.snapshot;
    // (Once the table is drawn: the first view draws the chrome before it.)
    if (
      this.opening !== 'done' &&
      snapshot &&
      snapshot.status !== 'done' &&
      !this.playback.busy &&
      this.stageEl &&
      this.renderRoot.querySelector('viking-seesaw-tray')
    ) {
      const seen = this.hooks.humanMayAct(snapshot)
        ? 'done'
        : this.opening === 'start' && this.renderRoot.querySelector('viking-seesaw-tray[data-you]')
          ? 'watched'
          : undefined;
      if (seen) {
        this.opening = seen;
        // Once the table's parts are drawn too (the first table's ship and storages come in slices after it).
        void this.updateComplete.then(() => requestAnimationFrame(() => this.showOpening()));
      }
    }
    this.feelAim();
    this.markClipped();
    this.fitLoupe();
  }

  /**
   * Keeps the loupe whole inside the ship's frame: shifted sideways by as much as it would run past an edge
   * (issue 29, third pass: put beside a finger near the frame's middle, it ran past the left edge and showed
   * "cm from the mast" without the number). Measured after each render: only the layout knows its width.
   */
  private fitLoupe(): void {
    const loupe = this.renderRoot.querySelector<HTMLElement>('.loupe');
    const stage = this.stageEl;
    if (!loupe || !stage) return;
    loupe.style.setProperty('--loupe-dx', '0px');
    const box = loupe.getBoundingClientRect();
    const left = stage.getBoundingClientRect().left + stage.clientLeft;
    const right = left + stage.clientWidth;
    const dx = box.left < left ? left - box.left : Math.min(0, right - box.right);
    if (dx !== 0) loupe.style.setProperty('--loupe-dx', `${dx}px`);
  }

  /**
   * Marks the result as cut short where its room (an upright phone) hides part of what happened: it then shows
   * "More in the log". Measured after each render, as only the layout knows how many lines the words take.
   */
  private markClipped(): void {
    const result = this.renderRoot.querySelector<HTMLElement>('.result');
    const said = result?.querySelector<HTMLElement>('.said > p:first-child');
    const why = result?.querySelector<HTMLElement>('.why');
    if (!result || !said) return;
    const cut = (p?: HTMLElement | null) => !!p && p.scrollHeight > p.clientHeight + 1;
    // Measured unclipped (three lines when clipped), so the mark does not hold itself in place.
    result.classList.remove('clipped');
    result.classList.toggle('clipped', cut(said) || cut(why));
  }

  /** "More in the log": the log, open, its last line in view (what the result cut short, told whole). */
  private showLog(): void {
    const log = this.renderRoot.querySelector<HTMLDetailsElement>('details.log');
    if (!log) return;
    log.open = true;
    (log.querySelector('li:last-child, p:last-child') ?? log).scrollIntoView({ block: 'nearest' });
  }

  /**
   * Once the aim rests on a spot the hint cannot judge without the physics (at once after a tap, a key or a release; a
   * drag after a pause), asks the physics in the worker what the placement does, as it would be set down (RULINGS
   * "Aiming hint"). Each spot is asked once per ship and its answer kept ({@link felt}): the hint shows it whenever the
   * aim is there again. Input is never held up.
   */
  private feelAim(): void {
    const ask = this.toFeel;
    clearTimeout(this.feelTimer);
    if (!ask) return;
    const asked = this.asked.get(ask.ship) ?? new Set<string>();
    this.asked.set(ask.ship, asked);
    if (asked.has(ask.spot)) return;
    this.feelTimer = setTimeout(
      () => {
        asked.add(ask.spot);
        // A placement the physics refuses is no steady spot either (and is not asked again); a check cut short by the
        // element leaving the page (its worker ended) is asked again when it comes back.
        void this.resolve(ask.ship, ask.placement)
          .then(
            (r) => placementRisk(r),
            () => (this.isConnected ? ('tips' as const) : undefined),
          )
          .then((risk) => {
            if (risk === undefined) return void asked.delete(ask.spot);
            const felt = this.felt.get(ask.ship) ?? new Map<string, PlacementRisk>();
            this.felt.set(ask.ship, felt.set(ask.spot, risk));
            if (this.game.snapshot?.context.ship === ask.ship) this.requestUpdate();
          });
      },
      this.dragging === null ? 0 : 250,
    );
  }

  /** The spot's key among a ship's {@link felt} answers. */
  private spotKey(placement: Placement): string {
    return `${placement.piece}|${placement.x}|${placement.rotation}`;
  }

  /** Every spot of every piece the person to act may set down lifts the low end (cached per placement). */
  private allLift(snapshot: VikingSeesawSnapshot): boolean {
    const kinds = [...new Set(vikingSeesawBoard.legalMoves(snapshot).map((m) => m.piece))];
    const key = `${snapshot.context.outcomes.placements}|${snapshot.context.current}|${kinds.join()}`;
    if (this.allLiftCache?.key !== key) this.allLiftCache = { key, all: everySpotLifts(snapshot.context.ship, kinds) };
    return this.allLiftCache.all;
  }

  private onPick(event: CustomEvent<PiecePickDetail>): void {
    const snapshot = this.game.snapshot;
    if (!snapshot || this.acting === undefined) return;
    const { kind, pointer } = event.detail;
    if (!vikingSeesawBoard.legalMoves(snapshot).some((m) => m.piece === kind)) return;
    if (this.picked !== kind) this.turn = 0;
    this.picked = kind;
    this.pressed = undefined;
    this.gesture = pointer ? { x: pointer.x, y: pointer.y, moved: false, fromTray: true } : undefined;
    this.pickedAt = pointer ? { x: pointer.x, y: pointer.y } : undefined;
    this.picking = !!pointer;
    // On a narrow board (a phone), the deck is small: aim on the raised half, twice as large.
    this.zoomed = this.narrowStage();
    this.aimBeside = this.sidewaysLayout();
    if (pointer) {
      // Pressed on the tray: the drag goes on over the ship; letting go there aims the piece.
      this.dragging = pointer.id;
      this.watchPickEnd(pointer.id);
      try {
        // Touch pointers are captured by the element they pressed: the ship must get the moves.
        this.stageEl?.setPointerCapture(pointer.id);
      } catch {
        // A pointer that is no longer down (or a synthetic one) cannot be captured: moves over the ship still reach it.
      }
    }
    void this.updateComplete.then(() => this.stageEl?.focus({ preventScroll: true }));
    if (!pointer) this.showShip();
  }

  /**
   * Brings the ship into view once a pick has ended, when less than half of it is on screen (a tray below the fold
   * on a phone left it above): the piece is aimed where the reader can see it, never set down unseen. It waits for
   * the click that ends the tap (a task later), so nothing moves under a finger that is still on the screen. The
   * prompt above the ship comes with it (issue 29: scrolled to the ship alone, the prompt went out of view).
   */
  private showShip(): void {
    setTimeout(() => {
      const stage = this.stageEl;
      if (!stage || !this.picked || this.dragging !== null) return;
      const box = stage.getBoundingClientRect();
      const seen = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      if (seen < box.height / 2) {
        const prompt = this.renderRoot.querySelector<HTMLElement>('#prompt');
        const top = prompt ? prompt.getBoundingClientRect().top : box.top;
        // Below the screen: up only as far as its bottom edge, its top (and the prompt's) kept on the screen (issue 29,
        // second pass: the prompt put at the screen's top scrolled more than needed). Above it: the prompt at the screen's
        // top when the ship fits under it, else the ship alone.
        if (box.top > 0) window.scrollBy({ top: Math.min(box.bottom + EDGE_ROOM - innerHeight, Math.max(0, top), box.top), behavior: 'instant' });
        else if (prompt && box.bottom - top <= innerHeight) prompt.scrollIntoView({ block: 'start' });
        else stage.scrollIntoView({ block: 'nearest' });
      }
      void this.updateComplete.then(() => this.showAimHint());
    }, 0);
  }

  /**
   * Brings the aiming hint (how the ship feels, and where the piece will slide in) and "Set it down" above it up
   * from below the fold, a little clear of the screen's edge, the ship's top kept on the screen (issue 29: on a phone
   * they started below the fold, or at its very edge, so a piece was set down with its hint unseen). The scroll never
   * brings one of the bar's buttons to where the finger that picked the piece pressed: a second tap there (a double
   * tap) would press it (issue 29: after a tap on the Viking, "◀" came to lie right under the finger).
   */
  private showAimHint(): void {
    const stage = this.stageEl;
    const bar = this.renderRoot.querySelector<HTMLElement>('.aim-bar');
    if (!stage || !bar || !this.picked || this.dragging !== null) return;
    const shown = [...bar.querySelectorAll<HTMLElement>('.tremble, [data-primary]')].map((e) => e.getBoundingClientRect().bottom);
    // The raised deck (and a piece's height over it) kept on the screen, not the ship's whole frame: turned sideways
    // the frame's sky is taller than the room the hint needs (issue 29, second pass: the hint stayed 13 px under the edge).
    // The held piece too: on a tall pile its top is far over the deck (issue 29, third pass: it went 15-35 px above the
    // screen). Where not all fits, the held piece and "Set it down" win over the hint's last line.
    const deck = [3.5, 9.5].map((x) => this.shipEl?.clientPointOf(x, 2)?.y ?? stage.getBoundingClientRect().top);
    const held = this.shipEl?.heldTop() ?? Infinity;
    const top = Math.min(...deck, held, stage.getBoundingClientRect().bottom) - EDGE_ROOM;
    const room = Math.max(0, top);
    // Above the screen (the tray tapped scrolled to the screen's top): down to the held piece, "Set it down" kept on it.
    const setDown = bar.querySelector('[data-primary]')?.getBoundingClientRect().bottom ?? 0;
    const want =
      top < 0 ? Math.min(0, Math.max(top, setDown + EDGE_ROOM - innerHeight)) : Math.max(0, Math.min(Math.max(...shown) + EDGE_ROOM - innerHeight, room));
    if (want === 0) return;
    const finger = this.pickedAt;
    const buttons = [...bar.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    const under = (by: number) =>
      finger &&
      buttons.find((b) => finger.x >= b.left - FINGER && finger.x <= b.right + FINGER && finger.y >= b.top - by - FINGER && finger.y <= b.bottom - by + FINGER);
    let by = want;
    const hit = under(by);
    if (hit && by < 0) by = 0;
    else if (hit && finger) {
      // Past the finger (the button above it) if the ship's top stays on the screen, else short of it (below it).
      const past = hit.bottom + FINGER + 1 - finger.y;
      const short = hit.top - FINGER - 1 - finger.y;
      by = past <= room && !under(past) ? past : Math.max(0, short);
    }
    if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
  }

  /**
   * When it becomes a person's turn on this screen after a placement has settled, brings their storage (the tray
   * they pick from) into view under the ship, the ship's top kept on the screen (issue 29: after the computer's
   * move, a phone showed the storage largely below the fold, and a tap on a piece at its bottom edge missed). Only
   * when the ship is on the screen (the reader watches the board) and nothing is held; no finger is down then.
   */
  private showTurn(): void {
    void this.updateComplete.then(() => {
      const stage = this.stageEl;
      const tray = this.renderRoot.querySelector<HTMLElement>('viking-seesaw-tray.mine');
      // Never on a page that just opened (a computer moving first): the page is not scrolled before the reader plays.
      if (!stage || !tray || !this.placedHere || this.picked || this.dragging !== null) return;
      const ship = stage.getBoundingClientRect();
      if (ship.bottom <= 0 || ship.top >= innerHeight) return;
      const box = tray.getBoundingClientRect();
      const need = box.bottom + EDGE_ROOM - innerHeight;
      const keepShip = Math.max(0, ship.top);
      // The ship's top kept on the screen where that is enough; else the storage wins, up to its top at the screen's
      // top (issue 29, second pass: kept under the ship's top, the storage stayed under the edge and a tap picked nothing).
      const by = need <= keepShip ? need : Math.min(need, Math.max(keepShip, box.top - EDGE_ROOM));
      if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
    });
  }

  /**
   * On a short screen (a phone turned sideways: 360 px or so), the start of a game that a person at this screen plays
   * (their first turn, or the computer's before it, so its move is seen) brings the ship and their storage into view,
   * the prompt with them where it fits (issue 29, fourth pass: at 740 x 360 the docs page's header and the board's own
   * filled the first view, and the game began below it). Only when the
   * board has begun on the screen (a board further down the page waits for the reader), never in the guided game (its
   * bubble places the view), and once per game: the reader's own scrolling is theirs after that. A taller screen shows
   * the prompt and the ship in its first view, and its page is not scrolled before the reader plays.
   */
  private showOpening(): void {
    if (innerHeight > SHORT_SCREEN || this.hasAttribute('tutorial')) return;
    const stage = this.stageEl;
    const tray =
      this.renderRoot.querySelector<HTMLElement>('viking-seesaw-tray.mine') ?? this.renderRoot.querySelector<HTMLElement>('viking-seesaw-tray[data-you]');
    const board = this.getBoundingClientRect();
    if (!stage || !tray || board.top >= innerHeight || board.bottom <= 0) return;
    const ship = stage.getBoundingClientRect();
    const storage = tray.getBoundingClientRect();
    const control = { top: Math.min(ship.top, storage.top), bottom: Math.max(ship.bottom, storage.bottom) };
    const by = revealScroll(this.renderRoot.querySelector('#prompt')?.getBoundingClientRect(), control, innerHeight);
    if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
  }

  /**
   * Brings the ship and the result under it into view once a placement set down here starts (issue 29: on a phone
   * the aiming bar under the trays collapsed, the page got shorter and the ship was above the screen while the
   * placement played, so a game-ending tip went unseen). After "Set it down" the finger has already lifted (its
   * click pressed the button), so nothing moves under it; the view waits for the bar to be gone. The prompt comes
   * along when the ship and the result fit under it, else the ship is put at the screen's top.
   */
  private showPlacement(): void {
    void this.updateComplete.then(() => {
      const panel = this.renderRoot.querySelector<HTMLElement>('.ship-panel');
      if (!panel) return;
      const box = panel.getBoundingClientRect();
      const result = this.renderRoot.querySelector<HTMLElement>('.result')?.getBoundingClientRect();
      const bottom = Math.max(box.bottom, result && result.height > 0 ? result.bottom : 0);
      if (box.top >= 0 && bottom <= innerHeight) return;
      const prompt = this.renderRoot.querySelector<HTMLElement>('#prompt');
      if (prompt && bottom - prompt.getBoundingClientRect().top <= innerHeight) prompt.scrollIntoView({ block: 'start' });
      else panel.scrollIntoView({ block: 'start' });
    });
  }

  /**
   * Ends a pick whose release the ship did not hear (the pointer could not be captured and was let go elsewhere):
   * the piece stays held, and the aiming bar appears. Heard on the window after the ship's own handler.
   */
  private watchPickEnd(id: number): void {
    this.unwatchPickEnd?.();
    const end = (event: PointerEvent) => {
      if (event.pointerId !== id) return;
      this.unwatchPickEnd?.();
      this.showShip();
      if (this.dragging !== id) return;
      this.dragging = null;
      this.touchAim = null;
      this.gesture = undefined;
      this.picking = false;
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    this.unwatchPickEnd = () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      this.unwatchPickEnd = undefined;
    };
  }

  /** The board is laid out for a phone turned sideways (the styles say so with `--vs-aim-beside` on the layout). */
  private sidewaysLayout(): boolean {
    const layout = this.renderRoot.querySelector<HTMLElement>('.layout');
    return !!layout && getComputedStyle(layout).getPropertyValue('--vs-aim-beside').trim() === '1';
  }

  /** The ship's stage is narrow (a phone; a phone turned sideways shows the ship beside the trays). */
  private narrowStage(): boolean {
    return (this.stageEl ?? this).getBoundingClientRect().width < ZOOM_BELOW_PX;
  }

  private overStage(event: PointerEvent): boolean {
    const rect = this.stageEl?.getBoundingClientRect();
    return !!rect && event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
  }

  /** Follows the pointer with the ghost while it is over the raised deck's legal range (elsewhere the aim stays). */
  private aimAt(event: PointerEvent): void {
    const x = this.deckXUnder(event);
    if (x !== null) this.aimX = x;
    this.trackTouch(event);
  }

  /** Follows a finger over the stage for the loupe (touch only: a mouse pointer does not hide the piece). */
  private trackTouch(event: PointerEvent): void {
    const rect = this.stageEl?.getBoundingClientRect();
    this.touchAim = event.pointerType === 'touch' && rect ? { x: event.clientX - rect.left, y: event.clientY - rect.top } : null;
  }

  /**
   * Where a pointer aims the picked piece: over the raised half (the deck's outline, the cabin inside it up to the
   * mast, and past the rim), no higher above the deck than a hand holds a piece, the nearest spot of the piece's legal
   * range (the spot its ghost shows). Null anywhere else (the sky, the low end, the sea).
   */
  private deckXUnder(event: PointerEvent): number | null {
    const kind = this.picked;
    const point = kind ? this.shipEl?.deckPointAt(event.clientX, event.clientY) : null;
    if (!kind || !point) return null;
    if (point.along < DECK_ZONE.min || point.along > DECK_ZONE.max || point.above < -1 || point.above > DECK_REACH) return null;
    const { min, max } = placementRange(kind, this.rotationOf(kind));
    return Math.min(max, Math.max(min, Math.round(point.along * 10) / 10));
  }

  private onStageDown(event: PointerEvent): void {
    if (!this.picked || this.acting === undefined || event.button !== 0) return;
    event.preventDefault();
    this.dragging = event.pointerId;
    this.pressed = undefined;
    this.gesture = { x: event.clientX, y: event.clientY, moved: false };
    try {
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or finished pointers cannot be captured; the drag still follows this element's events.
    }
    this.aimAt(event);
  }

  private onStageMove(event: PointerEvent): void {
    if (this.dragging !== event.pointerId) return;
    const g = this.gesture;
    if (g && !g.moved && Math.hypot(event.clientX - g.x, event.clientY - g.y) > TAP_SLOP) g.moved = true;
    if (this.overStage(event)) this.aimAt(event);
  }

  /**
   * Letting go only aims: over the raised deck's outline (a drag or a tap) the piece is held at the nearest spot
   * of its legal range, where its ghost showed it; it is set down only by "Set it down" or Enter. A tap on a tray
   * piece picks it and nothing more. A tap anywhere else (the sky, the sea, the low end) changes nothing: a near miss
   * never costs the piece held (a newcomer lost theirs to taps just off the deck). A drag that ends there takes the
   * piece off the ship: it goes back to the storage, as "Put back" and Escape do.
   */
  private onStageUp(event: PointerEvent): void {
    if (this.dragging !== event.pointerId) return;
    const drag = this.gesture?.moved ?? false;
    this.dragging = null;
    this.touchAim = null;
    this.gesture = undefined;
    this.picking = false;
    const x = this.deckXUnder(event);
    if (x !== null) this.aimX = x;
    // A click or tap on a tray piece picks it (aim next); a drag released off the deck puts it back.
    else if (drag) this.putBack();
  }

  /** A cancelled touch (the browser took the gesture, a call came in) puts the piece back: never a placement. */
  private onStageCancel(event: PointerEvent): void {
    if (this.dragging !== event.pointerId) return;
    this.dragging = null;
    this.touchAim = null;
    this.picking = false;
    this.putBack();
  }

  /**
   * A press on one of the aiming bar's buttons: its click counts (see {@link pressedHere}). A mouse press too, for a
   * click simulated by assistive technology with mouse events only (a tap's own mouse events never come: the tray
   * piece and the ship cancel them on pointer down).
   */
  private onBarDown(event: Event): void {
    this.pressed = event.currentTarget ?? undefined;
  }

  /**
   * A click on an aiming bar button counts when it was pressed there, or came from the keyboard (detail 0): the
   * click that ends a pick on the tray lands where the bar has just appeared, and must press nothing.
   */
  private pressedHere(event: MouseEvent): boolean {
    const here = event.detail === 0 || this.pressed === event.currentTarget;
    this.pressed = undefined;
    return here;
  }

  /**
   * Keys on the ship (a slider whose value is the piece's place across the screen, cm right of the mast): Right
   * and Up move the piece right (the value goes up), Left and Down move it left, on either deck; Home and End go
   * to the leftmost and rightmost spot of its range (on the left deck: the rim and the mast).
   */
  private onStageKey(event: KeyboardEvent): void {
    if (!this.picked || this.acting === undefined) return;
    const step = event.shiftKey ? FINE_STEP : STEP;
    let handled = true;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        this.nudgeScreen(1, step);
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        this.nudgeScreen(-1, step);
        break;
      case 'Home':
        this.aimX = this.side() === 1 ? PLACEMENT_GRID.min : PLACEMENT_GRID.max;
        break;
      case 'End':
        this.aimX = this.side() === 1 ? PLACEMENT_GRID.max : PLACEMENT_GRID.min;
        break;
      case 'r':
      case 'R':
        this.rotate();
        break;
      case 'Enter':
      case ' ':
        this.place();
        break;
      case 'Escape':
        this.putBack();
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  }

  /** Moves the aim along the deck by `cm` (positive: towards the rim). */
  private nudge(cm: number): void {
    const from = this.picked ? this.aimedX(this.picked) : this.aimX;
    this.aimX = Math.round(Math.min(PLACEMENT_GRID.max, Math.max(PLACEMENT_GRID.min, from + cm)) * 10) / 10;
  }

  /** The raised deck's side: 1 right of the mast, -1 left. */
  private side(): number {
    const snapshot = this.game.snapshot;
    return snapshot ? raisedSide(snapshot.context.ship.angle) : 1;
  }

  /** Moves the aim `step` cm to the right (`dir` +1) or left (-1) on screen. */
  private nudgeScreen(dir: number, step: number = STEP): void {
    this.nudge(dir * this.side() * step);
  }

  private rotate(): void {
    if (this.picked && PIECES[this.picked].rotations.length > 1) this.turn += 1;
  }

  private putBack(): void {
    this.picked = null;
    this.dragging = null;
    this.gesture = undefined;
    this.picking = false;
  }

  /**
   * Sets the picked piece down where it is aimed: the worker resolves the placement (outcome and frames
   * in one simulation), then the move goes to the machine with its outcome.
   */
  private place(): void {
    const kind = this.picked;
    const snapshot = this.game.snapshot;
    if (!kind || !snapshot || this.acting === undefined) return;
    const placement: Placement = { piece: kind, x: this.aimedX(kind), rotation: this.rotationOf(kind) };
    const move: PlaceEvent = { type: 'player.place', ...placement };
    if (!snapshot.can(move)) return;
    const ship = snapshot.context.ship;
    this.dragging = null;
    this.touchAim = null;
    this.placing = { seat: snapshot.context.current, piece: kind };
    void this.playback.resolve(this.resolve(ship, placement)).then(
      (result) => {
        if (this.game.snapshot !== snapshot) return;
        if (!this.send(this.resolvedMove(ship, move, result))) {
          this.resolvedFrames = undefined;
          this.placing = undefined;
        }
      },
      (error: unknown) => {
        this.placing = undefined;
        // The board's machine takes only resolved placements: without the physics the placement cannot be made.
        if (this.game.snapshot === snapshot) this.reportError('rule', error);
      },
    );
  }

  // Public methods

  /**
   * A move made ready for this board's `actor`, whose machine has no physics and takes a placement only with its
   * outcome (`resolved`): a placement `{ type: 'player.place', piece, x, rotation }` is resolved in the physics
   * worker on the ship as it stands (its frames kept, so the board animates it when the move arrives); a move
   * that already has its outcome comes back as it is. Send the answer at once:
   * `board.actor.send(await board.resolveMove(move))`. (The board's own people and bots need none of this; core's
   * `vikingSeesawMachine` resolves placements itself.)
   */
  resolveMove(move: VikingSeesawMove): Promise<VikingSeesawMove> {
    const ship = this.game.snapshot?.context.ship;
    if (move.type !== 'player.place' || move.resolved || !ship) return Promise.resolve(move);
    const placement: Placement = { piece: move.piece, x: move.x, rotation: move.rotation };
    return this.resolve(ship, placement).then((result) => this.resolvedMove(ship, move, result));
  }

  // Words

  private colourOf(seat: number): ColourKey {
    return (this.game.snapshot?.context.players[seat]?.colour ?? 'red') as ColourKey;
  }

  /** The seat is the one person playing against bots (named "(you)"). */
  private isYou(seat: number, snapshot: VikingSeesawSnapshot): boolean {
    const players = snapshot.context.players;
    return players[seat]?.seat.kind === 'human' && players.filter((p) => p.seat.kind === 'human').length === 1;
  }

  /** The name with "(you)" for the one person playing against bots. */
  private displayName(seat: number, snapshot: VikingSeesawSnapshot): string {
    return this.isYou(seat, snapshot) ? `${this.nameOf(seat)} (${this.t.you})` : this.nameOf(seat);
  }

  /** What trays, counts and the ship's label show: the game before the placement while it plays (no outcome before the ship shows it), else `snapshot`. */
  private shown(snapshot: VikingSeesawSnapshot): VikingSeesawSnapshot {
    return this.playback.playing && this.beforePlay ? this.beforePlay : snapshot;
  }

  private shipLabel(snapshot: VikingSeesawSnapshot): string {
    const t = this.t;
    const ship = this.shown(snapshot).context.ship;
    return t.shipLabel(lowSide(ship.angle) === -1 ? t.left : t.right, ship.cargo.length, ship.cabin[0] + ship.cabin[1]);
  }

  // Rendering

  /**
   * The ship's panel, and the aiming bar apart from it: the bar goes under the tray the piece was picked from
   * ({@link renderTrays}), so that nothing above that tray grows when a piece is picked (issue 29: on a phone the bar
   * appeared between the ship and the trays and moved the tray some 230 px down, under a second quick tap). On a phone
   * turned sideways ({@link aimBeside}) it goes under the ship instead: the ship's column, beside the trays, moves
   * nothing under the finger either, and there the ship, the hint and "Set it down" fit 360 px of height.
   */
  private renderStage(snapshot: VikingSeesawSnapshot): { ship: TemplateResult; bar: TemplateResult | typeof nothing } {
    const t = this.t;
    const acting = this.acting;
    const kind = acting !== undefined ? this.picked : null;
    this.toFeel = undefined;
    const aim = kind ? this.aim() : null;
    const shipState = this.playback.playing
      ? 'animating'
      : kind
        ? 'selected'
        : acting !== undefined
          ? 'selectable'
          : snapshot.status === 'done'
            ? 'disabled'
            : 'idle';
    const ship = html`<viking-seesaw-ship .ship=${snapshot.context.ship} .aim=${aim} state=${shipState} ?zoom=${this.zoomed} label=${this.shipLabel(snapshot)}></viking-seesaw-ship>`;
    const rotation = kind ? this.rotationOf(kind) : 0;
    const range = kind ? placementRange(kind, rotation) : null;
    const aimedX = kind ? this.aimedX(kind) : 0;
    // The slider's value is the piece's place across the screen (cm right of the mast): the arrows move the piece and the value alike.
    const side = this.side();
    const value = (x: number) => Math.round(side * x * 10) / 10;
    // One verdict per spot (core's aimVerdict), known or still being checked: every word and mark of the aim comes from it.
    const verdict = kind ? this.hint(snapshot, kind)?.verdict : undefined;
    const line = verdict ? this.verdictWords(verdict) : t.checking;
    const valueText = kind ? `${t.piece[kind]} ${whereWords(aimedX, t)}${t.turnedBy(rotation)}. ${line}` : '';
    const trouble = verdict !== undefined && verdict !== 'steady';
    const stage = html`<div class="stage ${kind ? 'aiming' : ''} ${this.dragging !== null ? 'dragging' : ''}" tabindex=${kind ? '0' : nothing} role=${kind ? 'slider' : nothing}
      aria-label=${kind ? t.aimLabel(t.theAcc[kind]) : nothing} aria-valuemin=${range ? Math.min(value(range.min), value(range.max)) : nothing}
      aria-valuemax=${range ? Math.max(value(range.min), value(range.max)) : nothing} aria-valuenow=${kind ? value(aimedX) : nothing}
      aria-valuetext=${kind ? valueText : nothing} aria-describedby=${kind ? 'keys' : nothing}
      @keydown=${this.onStageKey} @pointerdown=${this.onStageDown} @pointermove=${this.onStageMove} @pointerup=${this.onStageUp} @pointercancel=${this.onStageCancel}>${ship}${kind && this.touchAim && this.dragging !== null ? this.renderLoupe(kind, rotation, aimedX) : nothing}</div>`;
    // The aiming bar waits until the finger that picked the piece has left the screen: nothing appears under it.
    const shown = kind && !this.picking;
    const bar = shown
      ? html`<div part="aim" class="aim-bar">
            <p class="readout" aria-hidden="true"><strong>${t.piece[kind]}</strong> ${t.where(aimedX)}</p>
            <div class="moves">
              <button class="btn icon" aria-label=${t.moveLeft} @pointerdown=${this.onBarDown} @mousedown=${this.onBarDown} @click=${(e: MouseEvent) => this.pressedHere(e) && this.nudgeScreen(-1)}><span aria-hidden="true">◀</span></button>
              <button class="btn icon" aria-label=${t.moveRight} @pointerdown=${this.onBarDown} @mousedown=${this.onBarDown} @click=${(e: MouseEvent) => this.pressedHere(e) && this.nudgeScreen(1)}><span aria-hidden="true">▶</span></button>
              ${PIECES[kind].rotations.length > 1 ? html`<button class="btn" @pointerdown=${this.onBarDown} @mousedown=${this.onBarDown} @click=${(e: MouseEvent) => this.pressedHere(e) && this.rotate()}><span aria-hidden="true">⟳</span> ${t.rotate}</button>` : nothing}
            </div>
            <div class="decide">
              <button class="btn" @pointerdown=${this.onBarDown} @mousedown=${this.onBarDown} @click=${(e: MouseEvent) => this.pressedHere(e) && this.putBack()}>${t.cancel}</button>
              <button class="btn primary" data-primary @pointerdown=${this.onBarDown} @mousedown=${this.onBarDown} @click=${(e: MouseEvent) => this.pressedHere(e) && this.place()}>${t.setDown}</button>
            </div>
            <p class="tremble ${verdict === undefined ? 'feeling' : verdict === 'steady' ? 'steady' : `on ${verdict}`}" aria-hidden="true">${
              verdict === 'steady'
                ? html`<span class="sign" aria-hidden="true">✔</span> ${line}`
                : trouble
                  ? html`<svg class="wave" viewBox="0 0 24 12" aria-hidden="true"><path d="M1 6 q2.75 -5 5.5 0 t5.5 0 t5.5 0 t5.5 0" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" /></svg> ${line}`
                  : line
            }</p>
            <p class="hint drag" aria-hidden="true">${t.dragHint}</p>
            <p id="keys" class="keys">${t.keysHint}</p>
          </div>`
      : nothing; /* no empty band before a pick: the prompt above the ship already says to pick a piece */
    return {
      ship: html`<section part="ship" class="ship-panel" aria-label=${t.ship}>${stage}${this.aimBeside ? bar : nothing}</section>`,
      bar: this.aimBeside ? nothing : bar,
    };
  }

  /**
   * The loupe: the held piece and its distance, above the finger that drags it; beside the finger (away from the
   * nearer edge) when the finger is too near the stage's top for it to fit above, so it is never cut off.
   */
  private renderLoupe(kind: PieceKind, rotation: number, aimedX: number): TemplateResult {
    const at = this.touchAim!;
    const width = this.stageEl?.clientWidth ?? 0;
    const place = at.y >= LOUPE_ROOM ? 'above' : at.x > width / 2 ? 'left' : 'right';
    const top = place === 'above' ? at.y : Math.max(LOUPE_ROOM / 2, at.y);
    return html`<div class="loupe ${place}" aria-hidden="true" ${cssProps({ left: `${at.x}px`, top: `${top}px` })}><svg viewBox="-0.95 -0.95 1.9 1.9"><defs>${artDefs('t', kind)}</defs><g transform="rotate(${-rotation})">${pieceArt(kind, 't')}</g></svg><span>${this.t.where(aimedX)}</span></div>`;
  }

  /**
   * The last placement's result. While a placement plays, it already replaces the one before (the piece is on its
   * way down): who set what where, and what came of it once the ship has settled (no outcome before the ship shows it).
   */
  private renderResult(current: VikingSeesawSnapshot): TemplateResult {
    const last = current.context.lastPlacement;
    if (!last) return html`<div part="result" class="result empty" aria-hidden="true"></div>`;
    const mini = html`<svg class="mini" viewBox="-0.95 -0.95 1.9 1.9" aria-hidden="true"><defs>${artDefs('r', last.placement.piece)}</defs>${pieceArt(last.placement.piece, 'r')}</svg>`;
    if (this.playback.playing) {
      const t = this.t;
      return html`<div part="result" class="result playing" ${cssProps({ '--c': `var(--vg-player-${this.colourOf(last.seat)})` })}>
        <span class="icon" aria-hidden="true">…</span>${mini}
        <p>${t.placed(this.nameOf(last.seat), t.theAcc[last.placement.piece], t.where(last.placement.x))}</p>
      </div>`;
    }
    const entry = current.context.log.at(-1);
    // A ship that held at first and then tipped (while cargo was steadied) tipped: no tick for it.
    const icon = last.tilted ? '⤵' : last.held ? '✔' : last.spilled.length ? '⬇' : '↩';
    const kind = last.tilted ? 'tilted' : last.held ? 'held' : 'spilled';
    // In the placer's colour, with why it went so (issue 29: "it feels like a lottery"): how heavy, how far out, which way.
    return html`<div part="result" class="result ${kind}" ${cssProps({ '--c': `var(--vg-player-${this.colourOf(last.seat)})` })}>
      <span class="icon" aria-hidden="true">${icon}</span>${mini}
      <div class="said">
        <p>${entry ? this.hooks.describe(entry, current).text : ''}</p>
        <p class="why">${whySentence(last, this.t)}</p>
        <button class="more" @click=${this.showLog}>${this.t.more}</button>
      </div>
    </div>`;
  }

  /** The trays, the aiming bar (`bar`, while a piece is held) right under the tray of the person acting. */
  private renderTrays(current: VikingSeesawSnapshot, bar: TemplateResult | typeof nothing): TemplateResult {
    const t = this.t;
    const snapshot = this.shown(current);
    const ctx = snapshot.context;
    const acting = this.acting;
    const over = snapshot.status === 'done';
    return html`<section part="trays" class="trays" aria-label=${t.players} @piece-pick=${this.onPick}>
      ${ctx.players.map((p, seat) => {
        const mine = acting === seat;
        const note = this.botNote(seat, p.seat);
        // During a retry the other pieces are greyed: why, on them and under them (issue 26).
        const block = mine && ctx.retry ? PIECE_KINDS.map((kind) => whyNotPick(ctx, kind)).find((b) => b !== null) : null;
        const why = block ? t.whyNotPick(t.piece[block.piece], block.attempt, TRIES_PER_TURN) : '';
        // data-you: the storage of the one person playing at this screen (the tutorial's reader), as "(you)" names it.
        return html`<viking-seesaw-tray why=${why} class=${mine ? 'mine' : ''} ?data-you=${this.isYou(seat, snapshot)} .storage=${ctx.storage[seat]} name=${this.displayName(seat, snapshot)} colour=${p.colour}
          note=${note && `(${note})`} ?active=${!over && ctx.current === seat} ?interactive=${mine} ?compact=${!mine}
          ?data-primary=${mine && !this.picked} .selected=${mine ? this.picked : null} .only=${mine ? ctx.retry : null}
          .arrived=${this.arrived?.seat === seat ? this.arrived.kinds : []} locale=${this.language}></viking-seesaw-tray>${mine ? bar : nothing}`;
      })}
    </section>`;
  }

  /**
   * The end screen: who won, then a table whole at 320 px (rank, name, and the pieces left: their number, and under
   * it the pieces with their counts, wrapping). "Lighter load on the ship" marks a winner only where the weighing
   * decided something (not for loads that weighed the same). A game that ended on the last chest while the
   * placer's piece had fallen off says that it was not tried again.
   */
  private renderScores(snapshot: VikingSeesawSnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const sheet = vikingSeesawBoard.scores(snapshot);
    const lines = [...sheet.lines].sort((a, b) => a.rank - b.rank);
    const winners = sheet.winners.map((s) => this.nameOf(s));
    const weighingDecided = ctx.weighedOff.some((seat) => !sheet.winners.includes(seat));
    const last = ctx.lastPlacement;
    const cutShort =
      last && endedMidRetry(ctx)
        ? t.endMidRetry(
            this.nameOf(last.seat),
            t.the[last.placement.piece].replace(/^./, (c) => c.toUpperCase()),
          )
        : '';
    return html`<p class="jarl">${winners.length > 1 ? t.winShared(t.list(winners)) : t.wins(winners[0] ?? '')}</p>
      ${cutShort ? html`<p class="cut-short">${cutShort}</p>` : nothing}
      <div class="scroll">
        <table class="final">
          <thead>
            <tr>
              <th scope="col">${t.rank}</th>
              <th scope="col">${t.player}</th>
              <th scope="col">${t.left_}</th>
            </tr>
          </thead>
          <tbody>
            ${lines.map(
              (l) => html`<tr class=${l.rank === 1 ? 'win' : ''}>
                <td>${l.rank === 1 ? html`<span class="crown" aria-hidden="true">♛ </span><span class="visually-hidden">${t.winner}, </span>` : nothing}${l.rank}</td>
                <th scope="row"><vg-player-badge colour=${this.colourOf(l.seat)}><span class="who">${this.nameOf(l.seat)}</span></vg-player-badge>${weighingDecided && l.breakdown.weighedOff && sheet.winners.includes(l.seat) ? html`<span class="weighed">(${t.byWeight})</span>` : nothing}</th>
                <td>
                  <strong class="total">${l.total}</strong>
                  <ul class="kinds" role="list" aria-label=${t.inStorage}>
                    ${PIECE_KINDS.filter((k) => l.breakdown[k] > 0).map(
                      (k) =>
                        html`<li><svg class="mini" viewBox="-0.95 -0.95 1.9 1.9" aria-hidden="true"><defs>${artDefs(`s-${l.seat}-${k}`, k)}</defs>${pieceArt(k, `s-${l.seat}-${k}`)}</svg><span class="visually-hidden">${t.piece[k]}: </span>${l.breakdown[k]}</li>`,
                    )}
                  </ul>
                </td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p class="hint">${t.scoresNote}</p>`;
  }

  private renderLogLines(snapshot: VikingSeesawSnapshot): LogLine[] {
    const entries = snapshot.context.log;
    // While a placement plays, its outcome is not in the log yet: watch the ship first.
    const shown = this.playback.playing ? entries.slice(0, -1) : entries;
    return shown.map((e) => this.hooks.describe(e, snapshot));
  }

  protected override renderGame(snapshot: VikingSeesawSnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const placer = this.placer(snapshot);
    const stage = this.renderStage(snapshot);
    return this.renderFrame(snapshot, {
      logo: html`<svg class="logo" viewBox="-12.6 -5.4 25.2 8.4" aria-hidden="true"><defs>${artDefs('l')}</defs><g transform="rotate(-7)">${hullArt('l')}${cabinChestsArt([3, 3], 'l')}<g transform="translate(7 -1.3) rotate(-10)">${pieceArt('gold', 'l')}</g></g></svg>`,
      tagline: t.subtitle,
      // While a placement plays, the colour of whose placement it is; then of the player to act.
      promptColour: placer ? this.colourOf(placer.seat) : snapshot.status === 'done' ? undefined : (ctx.players[ctx.current].colour as ColourKey),
      body: html`<div class="layout">
        ${stage.ship} ${this.renderResult(snapshot)} ${this.renderTrays(snapshot, stage.bar)} ${this.renderLog(this.renderLogLines(snapshot))}
      </div>`,
      helpFooter: html`<p class="hint">${t.helpKeys}</p>`,
      endScreen: () => this.renderScores(snapshot),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'viking-seesaw': VikingSeesaw;
  }
}
