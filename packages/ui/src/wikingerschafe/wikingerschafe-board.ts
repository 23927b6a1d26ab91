import { html, nothing, type ReactiveElement, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { cache } from 'lit/directives/cache.js';
import { customElement } from '../shared/define.js';
import { PageKeys } from '../shared/page-keys.js';
import type { Seat } from '@viking-games/core/kit';
import {
  assignSixesMoves,
  concernsOf,
  legalPlacements,
  pendingReinforcements,
  phaseOf,
  whyNotRetrieve,
  whyNotUnlock,
  wikingerschafeBoard,
  type ExtraBlock,
  type Face,
  type LocationValue,
  type LogEntry,
  type WikingerschafeMachine,
  type WikingerschafeMove,
  type WikingerschafeSnapshot,
  type WikingerschafeView,
} from '@viking-games/core/wikingerschafe';
import { booleanAttribute, parseBoolean } from '../shared/attributes.js';
import { withSearchBot } from '../shared/search-bot.js';
import { SearchBotController } from '../shared/search-bot-controller.js';
import { focusPrimary, GameBoardElement, type BoardHooks, type TurnDetailOf } from '../shared/game-board-element.js';
import type { GameOverDetail, GameStartDetail, GameTurnDetail } from '../shared/game-events.js';
import { prefersReducedMotion, type ColourKey } from '../shared/theme.js';
import '../shared/vg-die.js';
import '../shared/vg-player-badge.js';
import { icon, vikingSheep, wikingerColour, type IconName } from './wikingerschafe.art.js';
import { boardStyles } from './wikingerschafe-board.styles.js';
import { wikingerschafeMessages, type WikingerschafeMessages } from './wikingerschafe.messages.js';
import { logSentence, promptSentence, tagline, whyNotSentence } from './wikingerschafe.words.js';
import type { InfluenceMarker, LocationStack } from './wikingerschafe-location.js';
import type { RoundBoardColour } from './wikingerschafe-round-board.js';
import './wikingerschafe-location.js';
import './wikingerschafe-player-panel.js';
import './wikingerschafe-round-board.js';
// A value import (used in moveFocus): a bundler that trusts package.json's sideEffects would drop a bare import
// of this source module, and with it the definition of its element (Storybook did).
import { WikingerschafeRewardPicker, type RewardChooseDetail, type RewardStepDetail } from './wikingerschafe-reward-picker.js';
import { focusWithPrompt, revealScroll } from '../shared/reveal.js';
import { EntryLines, StableProps } from '../shared/stable-props.js';
import type { LogLine } from '../shared/vg-game-log.js';

/**
 * The scoring element (`<wikingerschafe-scoring>`: round, influence and final scoring) is imported when needed,
 * not with the board, so the script-tag file leaves it out (`chunks/wikingerschafe.wikingerschafe-scoring-*.js`)
 * and a page reaches an interactive board without it: from the first move (no scoring comes before the end of a
 * round), or as soon as a scoring is in view (a restored game). The game can do without it while it loads, or
 * when its file is missing: a round's scoring panel holds its own "Continue". The reward picker is not lazy:
 * without it a person could not go on after a placement.
 * One import for every board of the page; a failed one is tried again by the next board that asks.
 */
// eslint-disable-next-line no-restricted-syntax -- one lazy import for the page (the same module for every board), dropped when it fails
let scoringModule: Promise<unknown> | undefined;
function importScoring(): Promise<unknown> {
  scoringModule ??= import('./wikingerschafe-scoring.js').catch((error: unknown) => {
    scoringModule = undefined;
    throw error;
  });
  return scoringModule;
}

const LOCATIONS: readonly LocationValue[] = [1, 2, 3, 4, 5];

/** Detail of `game-start`: the shared one plus the variant. */
export interface WikingerschafeStartDetail extends GameStartDetail {
  readonly friendly: boolean;
}
/** Detail of `turn`: the shared one plus the round (1 to 4). */
export interface WikingerschafeTurnDetail extends GameTurnDetail {
  readonly round: number;
}
/** Detail of `game-over`: scores broken down into `glory`, `shields`, `mead`, `coins`; Björn's line has seat -1. */
export type WikingerschafeGameOverDetail = GameOverDetail;

/**
 * Wikingerschafe, the dice game of Viking sheep, as one element: roll, place your dice on the five
 * Locations, take their rewards and win the herd's influence over four rounds. Play alone against the
 * computer or with friends at one screen (hot-seat); Björn Blökson joins a 2-player game.
 *
 * @summary Wikingerschafe: a playable board for 2 to 4 Wikinger, humans or bots.
 *
 * @fires {CustomEvent<WikingerschafeStartDetail>} game-start - a game began: first start, "New game", or a new `players`, `seats`, `seed` or `friendly` (attribute or property) mid-game, which starts a new game. Detail `{ seed, players, seats, friendly }`
 * @fires {CustomEvent<WikingerschafeTurnDetail>} turn - a Wikinger's turn began, the opening turn included (right after `game-start`). Detail `{ seat, name, round, turns }`
 * @fires {CustomEvent<WikingerschafeGameOverDetail>} game-over - the final scoring is done. Detail `{ scores: ScoreSheet, winners: string[] }`
 *
 * @csspart frame - the whole board
 * @csspart header - title and tools
 * @csspart prompt - the line that says who acts and what they may do
 * @csspart action - the panel of the current choice (dice tray, reward, scoring)
 * @csspart tray - the dice tray of the Wikinger to act
 * @csspart locations - the five Locations
 * @csspart round-board - the round board
 * @csspart players - the player panels
 * @csspart log - the game log
 * @csspart end-screen - the final scoring dialog
 *
 * @attr players - Number of players, 2 to 4 (2: Björn Blökson joins). Default 3; other values: a warning and the default, 3.
 * @prop players - Number of players, 2 to 4 (2: Björn Blökson joins). Default 3; other values: a warning and the default, 3.
 * @attr seed - Seed of the game (0 to 4294967295): the same seed deals the same dice. Default: random.
 * @prop seed - Seed of the game (0 to 4294967295): the same seed deals the same dice. Default: random.
 * @attr names - Player names in seat order, comma-separated; an empty entry keeps that seat's default (default: the language's names, in English Freya, Leif, Sigrun, Ragnar).
 * @prop names - Player names in seat order, comma-separated; an empty entry keeps that seat's default (default: the language's names, in English Freya, Leif, Sigrun, Ragnar).
 * @attr persist - Storage key: the game is saved in localStorage and resumed after a reload. Give each element on a site its own key: a save is resumed as it was (its players and seats win over the attributes, with a console warning when the player count differs), so two elements sharing a key share one game.
 * @prop persist - Storage key: the game is saved in localStorage and resumed after a reload. Give each element on a site its own key: a save is resumed as it was (its players and seats win over the attributes, with a console warning when the player count differs), so two elements sharing a key share one game.
 * @prop {Actor<WikingerschafeMachine> | undefined} actor - The running actor (advanced use: `board.actor.subscribe(...)`); a new one after the element is re-attached.
 * @prop {WikingerschafeSnapshot | undefined} snapshot - The latest snapshot of the game.
 *
 * @cssprop --vg-bg - page of the board (parchment)
 * @cssprop --vg-surface - cards and panels
 * @cssprop --vg-ink - text colour
 * @cssprop --vg-accent - highlights, primary buttons and legal Locations
 * @cssprop --vg-wood - wooden frames
 * @cssprop --vg-wood-dark - borders and the prompt bar
 * @cssprop --vg-focus - focus ring
 * @cssprop --vg-grass - the Locations' meadow
 * @cssprop --vg-player-red - colour of the first Wikinger (likewise --vg-player-blue, -green, -yellow, and -bjorn for Björn)
 * @cssprop --vg-font - body font stack (system fonts)
 * @cssprop --vg-font-display - title font stack
 * @cssprop --vg-radius - corner radius
 */
@customElement('wikingerschafe-board')
export class WikingerschafeBoard extends GameBoardElement<WikingerschafeMachine, WikingerschafeMove, LogEntry> {
  protected static override innerEvents = ['location-select', 'reward-choose', 'scoring-continue'];
  static override styles = boardStyles;
  /** Online play loads from this game's own file (see GameBoardElement.loadOnline). */
  protected static override loadOnline = () => import('../shared/online.js');

  /** Dice chosen for the next re-roll (ids). */
  @state() private chosen = new Set<number>();
  /** Index of the tray die that has the roving tab stop. */
  @state() private trayFocus = 0;
  /** The placement being prepared: Location value, 6s and shields to add. */
  @state() private placing?: { value: LocationValue; sixes: number; shields: number };
  /** The reward's second step a person opened in the picker, and the position it was opened in (the prompt says what it asks). */
  @state() private rewardStep?: { step: NonNullable<RewardStepDetail['step']>; snapshot: WikingerschafeSnapshot };
  /** After a Redistribution: the value chosen for each waiting 6 and each waiting shield (`player.assignSixes`). */
  @state() private assigning?: { sixes: LocationValue[]; shields: LocationValue[] };
  /** Dice (ids) tumbling after a roll. */
  @state() private rolling = new Set<number>();
  /** A key was pressed on the board: the key hint shows on a touch screen too (it has a keyboard after all). */
  @state() private keysSeen = false;
  /** R also works with focus nowhere (on the page's body) when this is the board last touched or hovered (see PageKeys). */
  private readonly pageKeys = new PageKeys(this, (event) => this.hooks.onKey?.(event));

  private rollTimer?: ReturnType<typeof setTimeout>;
  /** The parts' arrays, the same objects while they hold the same: an unchanged part is not drawn again after a move. */
  private readonly stable = new StableProps();
  /** The log's lines, each entry put into words once (for the language, names and colours of the table). */
  private readonly logLines = new EntryLines<LogEntry, LogLine>();
  /** This board's request for the scoring element (see {@link importScoring}), made once. */
  private scoring?: Promise<boolean>;

  /** Friendly Game variant: ties at round scoring share influence instead of being removed. */
  @property({ reflect: true, converter: booleanAttribute }) friendly: boolean | string = false;
  protected override readonly flags = ['friendly'];

  constructor() {
    // Its strongest bot thinks in the board's worker (botMove): the board's module names it, without its code.
    super(withSearchBot(wikingerschafeBoard), wikingerschafeMessages);
  }

  /** What this game says for itself, read by the board's parts (see BoardHooks). */
  protected override readonly hooks: BoardHooks<WikingerschafeSnapshot, WikingerschafeMove, LogEntry> = {
    /** A person at this screen may act now (their turn, or a table-wide step while someone human sits here). */
    humanMayAct: (snapshot) => {
      if (wikingerschafeBoard.isOver(snapshot)) return false;
      const [seat] = wikingerschafeBoard.toAct(snapshot);
      if (seat === undefined) return false;
      // Online, each device reads the scoring and continues on its own: once this one has, it waits for the others.
      // A spectator's screen (online, no seat) watches the scoring: its Continue is nobody's.
      if (snapshot.hasTag('scoring')) return snapshot.context.players.some((p) => p.seat.kind === 'human') && !this.tableStepWaiting() && !this.watching();
      return this.seatOf(seat, snapshot)?.kind === 'human';
    },
    turnKey: (snapshot) => (snapshot.hasTag('turn') ? `${snapshot.context.round}:${snapshot.context.turns}:${snapshot.context.current}` : ''),
    turnDetail: (snapshot): TurnDetailOf<WikingerschafeTurnDetail> => {
      const seat = snapshot.context.current;
      return { seat, name: this.nameOf(seat, snapshot), round: snapshot.context.round, turns: snapshot.context.turns };
    },
    logOf: (snapshot) => snapshot.context.log,
    describe: (entry, snapshot) => ({
      text: logSentence(entry, snapshot.context, this.t, (i) => this.nameOf(i, snapshot)),
      colour: 'who' in entry ? this.colourOf(entry.who, snapshot) : undefined,
      // A roll and a turn's end lead to what the turn did (the placement, the reward): "Just now" shows those first.
      minor: entry.kind === 'roll' || entry.kind === 'endTurn',
      concerns: concernsOf(entry, snapshot.context.players.length),
    }),
    promptText: (snapshot) =>
      promptSentence(
        snapshot,
        this.t,
        (i) => this.nameOf(i, snapshot),
        (i) => this.displayName(i, snapshot),
        !!this.game.botToAct,
        this.placing?.value,
        this.rewardStep?.snapshot === snapshot ? this.rewardStep.step : undefined,
      ),
    variants: () => ({ friendly: parseBoolean(this.friendly, 'friendly') }),
    tableAttributes: ['friendly'],
    onMove: ({ snapshot, previous, move, restarted }) => {
      // A move made (a bot's too): the board is in use, so the scoring loads now, long before a round ends.
      if (move) void this.loadScoring();
      if (phaseOf(snapshot) !== 'redistributing') this.assigning = undefined;
      if (move?.type === 'player.roll' && !prefersReducedMotion()) {
        this.rolling = new Set(move.dice);
        clearTimeout(this.rollTimer);
        this.rollTimer = setTimeout(() => (this.rolling = new Set()), 650);
      }
      if (move?.type === 'player.roll' || move?.type === 'player.place' || snapshot.context.current !== previous?.context.current || restarted) {
        this.chosen = new Set();
        this.placing = undefined;
      }
      // A scoring that a bot's (or other code's) last move of a round began waits for a person's Continue, which may lie below the
      // screen (issue 26, at 763 px on a phone): a reader watching the board gets it in view with the prompt, as
      // after their own move (focus moves there only from the board or from nowhere, never from the page's own).
      const scoring = (s: WikingerschafeSnapshot) => s.hasTag('roundScoring') || s.hasTag('influenceScoring');
      if (previous && scoring(snapshot) && !scoring(previous) && this.hooks.humanMayAct(snapshot) && this.watched()) this.focusAfterMove = true;
    },
    resetView: () => {
      this.chosen = new Set();
      this.placing = undefined;
      this.assigning = undefined;
    },
    /** The search bot thinks in the worker; every other bot on this thread. */
    botMove: (choice) => this.searchBot.botMove(choice),
    /** A restart by the machine draws a new seed: a changed seed is a new game too (as is a shorter log, or `game.restart`). */
    isRestart: (snapshot, previous, move) =>
      move?.type === 'game.restart' ||
      (!!previous && (snapshot.context.log.length < previous.context.log.length || snapshot.context.seed !== previous.context.seed)),
    seedOf: (snapshot) => snapshot.context.seed,
    startDetail: (snapshot): Omit<WikingerschafeStartDetail, keyof GameStartDetail> => ({ friendly: snapshot.context.friendly }),
    /** The names on the score sheet (Björn Blökson's among them). */
    winnerNames: (scores) => scores.lines.filter((l) => l.rank === 1).map((l) => l.name),
    /** Björn Blökson's placements are not a move of anyone at the table: "New game" asks only once a Wikinger moved. */
    hasMoved: (snapshot) => snapshot.context.log.some((e) => e.kind !== 'bjorn'),
    onKey: (event) => {
      if (!this.keysSeen) this.keysSeen = true;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.key === 'r' || event.key === 'R') && this.roll()) event.preventDefault();
    },
    /**
     * After a move, focus goes to the first choice of the reward picker or the scoring's "Continue" (inside
     * their shadow roots, once they have rendered the new position: the panels the board draws with
     * `exportparts`), else to the first enabled control; on screen with the prompt ({@link focusWithPrompt}).
     */
    moveFocus: (preventScroll) => {
      const panel = this.renderRoot.querySelector('[exportparts]');
      const ready =
        panel instanceof WikingerschafeRewardPicker ? Promise.resolve(true) : panel?.localName === 'wikingerschafe-scoring' ? this.loadScoring() : undefined;
      if (!panel || !ready) {
        // Roll, Place, End turn: with the prompt on screen too (the base's focus scrolls to the control alone).
        const primary = this.renderRoot.querySelector<HTMLElement>('[data-primary]:not([disabled])');
        return primary ? focusWithPrompt(this.renderRoot, primary, preventScroll) : focusPrimary(this.renderRoot, preventScroll);
      }
      void ready.then(async (loaded) => {
        await (panel as ReactiveElement).updateComplete;
        const target = loaded && panel.shadowRoot?.querySelector<HTMLElement>('[data-primary]:not([disabled])');
        // Online, once this device continued (or on a spectator's screen): whom the game waits for, where Continue was.
        const waiting = loaded && panel.shadowRoot?.querySelector<HTMLElement>('[data-waiting]');
        // A scoring waits for Continue, which a bot's last move of the round may put below the screen: it and the
        // prompt come into view for a reader in the board (focus there), as after their own move.
        if (target) focusWithPrompt(this.renderRoot, target, preventScroll && panel.localName !== 'wikingerschafe-scoring');
        else if (waiting) waiting.focus({ preventScroll });
        else focusPrimary(this.renderRoot, preventScroll);
      });
    },
  };

  /** The search bot's worker, started on the search bot's first move and ended when the board leaves the page. */
  private readonly searchBot = new SearchBotController<WikingerschafeSnapshot, WikingerschafeView, WikingerschafeMove>(this, {
    playerView: (snapshot, seat) => wikingerschafeBoard.playerView(snapshot, seat),
    runHere: (job) => import('./wikingerschafe.search-jobs.js').then((jobs) => jobs.runSearchJob(job)),
    start: () => new Worker(new URL('./wikingerschafe.worker.js', import.meta.url), { type: 'module' }),
  });

  // Lifecycle

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.rollTimer);
    this.rolling = new Set();
  }

  // The game's part of the board

  /** The board is on screen and focus is in it or nowhere (a reader is following the game here). */
  private watched(): boolean {
    const active = document.activeElement;
    const box = this.getBoundingClientRect();
    return (!active || active === document.body || active === this) && box.bottom > 0 && box.top < window.innerHeight;
  }

  // Helpers

  protected override get t(): WikingerschafeMessages {
    return wikingerschafeMessages(this.language);
  }

  private can(move: WikingerschafeMove): boolean {
    const snapshot = this.game.snapshot;
    return !!snapshot && this.hooks.humanMayAct(snapshot) && snapshot.can(move);
  }

  private seatOf(index: number, snapshot: WikingerschafeSnapshot): Seat | undefined {
    return snapshot.context.players[index]?.seat;
  }

  /** The colour of Wikinger `index`: its player's, or Björn's after the players. */
  private colourOf(index: number, snapshot: WikingerschafeSnapshot): ColourKey {
    return wikingerColour(snapshot.context.players, index);
  }

  /** Every Wikinger's name by index, Björn Blökson's after the players (for the child elements). */
  private wikingerNames(snapshot: WikingerschafeSnapshot): string[] {
    return this.stable.keep(
      'names',
      snapshot.context.wikinger.map((_, i) => this.nameOf(i, snapshot)),
    );
  }

  /** Björn Blökson sits after the players. */
  protected override nameOf(index: number, snapshot?: WikingerschafeSnapshot): string {
    if (snapshot && index >= snapshot.context.players.length) return this.t.bjorn;
    return super.nameOf(index);
  }

  /** Exactly one person plays, against bots: the board speaks to them ("Your dice", "Freya (you)"). */
  private alone(snapshot: WikingerschafeSnapshot): boolean {
    return snapshot.context.players.filter((p) => p.seat.kind === 'human').length === 1;
  }

  /** "Your dice" when one person plays against bots; at a hot-seat table "Dice of Freya", whoever may act. */
  private trayTitle(snapshot: WikingerschafeSnapshot): string {
    return this.hooks.humanMayAct(snapshot) && this.alone(snapshot) ? this.t.yourDice : this.t.diceOf(this.nameOf(snapshot.context.current, snapshot));
  }

  /** Name with "(you)" when exactly one person plays against bots. */
  private displayName(index: number, snapshot: WikingerschafeSnapshot): string {
    const name = this.nameOf(index, snapshot);
    return this.alone(snapshot) && this.seatOf(index, snapshot)?.kind === 'human' ? `${name} (${this.t.youAre})` : name;
  }

  // Handlers

  private toggleDie(id: number, index: number): void {
    const next = new Set(this.chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.chosen = next;
    this.trayFocus = index;
  }

  /** Rolls the chosen dice when the rules allow it; returns whether it did. */
  private roll(): boolean {
    const dice = [...this.chosen].sort((a, b) => a - b);
    const ok = this.can({ type: 'player.roll', dice });
    if (ok) this.send({ type: 'player.roll', dice });
    return ok;
  }

  private chooseAll(all: boolean, ids: readonly number[]): void {
    this.chosen = new Set(all ? ids : []);
  }

  private onTrayKey(event: KeyboardEvent, count: number): void {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next = this.trayFocus;
    if (event.key in moves) next = (this.trayFocus + moves[event.key] + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else return;
    event.preventDefault();
    this.trayFocus = next;
    void this.updateComplete.then(() => this.renderRoot.querySelectorAll<HTMLElement>('.tray .die-btn')[next]?.focus());
  }

  /**
   * Imports the scoring element once for this board (see {@link importScoring}); resolves to false when it could
   * not load: then the error panel says so, `console.error` has the cause, and the board stays in view (a round's
   * scoring panel holds its own "Continue", shown while the scoring element is not defined).
   */
  private loadScoring(): Promise<boolean> {
    this.scoring ??= importScoring().then(
      () => true,
      (error: unknown) => {
        this.reportError('view', new Error('<wikingerschafe-board>: <wikingerschafe-scoring> (wikingerschafe-scoring.js) could not load', { cause: error }));
        return false;
      },
    );
    return this.scoring;
  }

  private onLocationSelect(event: CustomEvent<{ value: LocationValue }>): void {
    this.choosePlacing(event.detail.value);
  }

  /**
   * A Location chosen to place on (its card, or its button in the panel): the panel shows Place and Cancel,
   * and focus goes to Place. When the panel or the prompt is out of sight (a phone, the card far below the
   * panel), the page scrolls both into view ({@link revealScroll}) so that Place does not land where the finger
   * that chose the card is (issue 26: the page scrolled Place under the finger, and then the prompt above the
   * screen). The second click of a double tap on the panel does nothing.
   */
  private choosePlacing(value: LocationValue): void {
    const snapshot = this.game.snapshot;
    if (!snapshot) return;
    const option = legalPlacements(snapshot.context).find((p) => p.value === value);
    if (!option || !this.hooks.humanMayAct(snapshot) || !snapshot.hasTag('rolling')) return;
    // Where the finger is: the middle of the chosen card's own button (or of the card).
    const card = this.renderRoot.querySelector<HTMLElement>(`wikingerschafe-location[value="${value}"]`);
    const touched = (card?.shadowRoot?.querySelector('button.place') ?? card)?.getBoundingClientRect();
    const finger = touched ? touched.top + touched.height / 2 : undefined;
    this.placing = { value: option.value, sixes: 0, shields: 0 };
    void this.updateComplete.then(() => {
      const group = this.renderRoot.querySelector<HTMLElement>('.place-group');
      const place = group?.querySelector<HTMLElement>('[data-primary]:not([disabled])');
      if (!group || !place) return;
      // The prompt and the whole group (its Location, the 6s and shields to add, Place) on screen where they fit.
      const panel = group.getBoundingClientRect();
      const button = place.getBoundingClientRect();
      const prompt = this.renderRoot.querySelector('#prompt')?.getBoundingClientRect();
      const by = revealScroll(prompt, panel, window.innerHeight, finger === undefined ? undefined : { finger, button });
      if (by) window.scrollBy({ top: by, behavior: 'instant' });
      place.focus({ preventScroll: true });
    });
  }

  /** The second click of a double click (or double tap) on the controls of a placement does nothing: the first chose the Location there. */
  private readonly ignoreRepeat = { capture: true, handleEvent: (event: MouseEvent) => event.detail > 1 && event.stopPropagation() };

  private place(): void {
    if (!this.placing) return;
    const move: WikingerschafeMove = { type: 'player.place', ...this.placing };
    if (this.can(move)) this.send(move);
  }

  private onRewardStep(event: CustomEvent<RewardStepDetail>): void {
    const { snapshot } = this;
    const step = event.detail?.step;
    this.rewardStep = step && snapshot ? { step, snapshot } : undefined;
  }

  private onRewardChoose(event: CustomEvent<RewardChooseDetail>): void {
    const move = event.detail?.move;
    if (move && this.can(move)) this.send(move);
  }

  private readonly continue = (): void => {
    this.send({ type: 'game.continue' });
  };

  private simple(move: WikingerschafeMove): void {
    if (this.can(move)) this.send(move);
  }

  // Rendering

  private renderTray(snapshot: WikingerschafeSnapshot, interactive: boolean): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const colour = this.colourOf(ctx.current, snapshot);
    const supply = ctx.wikinger[ctx.current].dice.filter((d) => d.place === 'supply');
    const canRoll = interactive && ctx.turn.rollsLeft > 0 && !ctx.turn.placed && snapshot.hasTag('rolling');
    const focus = Math.min(this.trayFocus, Math.max(0, supply.length - 1));
    return html`<div part="tray" class="tray" role="group" aria-label=${this.trayTitle(snapshot)}
      @keydown=${(e: KeyboardEvent) => this.onTrayKey(e, supply.length)}>
      ${supply.map((die, i) => {
        const selected = this.chosen.has(die.id);
        return html`<button class="die-btn" aria-pressed=${canRoll ? String(selected) : nothing} ?disabled=${!canRoll} tabindex=${i === focus ? 0 : -1}
          aria-label=${t.dieLabel(die.face, selected)} data-die=${die.id} @click=${() => this.toggleDie(die.id, i)}>
          <vg-die face=${die.face} colour=${colour} decorative state=${this.rolling.has(die.id) ? 'rolling' : selected ? 'selected' : canRoll ? 'selectable' : 'idle'}></vg-die>
        </button>`;
      })}
    </div>`;
  }

  /** The 6s a Redistribution rolled, waiting for `player.assignSixes` (they are not in the supply). */
  private renderPendingSixes(snapshot: WikingerschafeSnapshot): TemplateResult {
    const ctx = snapshot.context;
    const pending = ctx.turn.pendingSixes ?? [];
    const colour = this.colourOf(ctx.current, snapshot);
    return html`<div class="tray pending" role="img" aria-label=${this.t.pendingSixes(pending.length)}>
      ${pending.map((id) => html`<span class="die-btn" data-die=${id}><vg-die face="6" colour=${colour} decorative></vg-die></span>`)}
    </div>`;
  }

  private renderAction(snapshot: WikingerschafeSnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const phase = phaseOf(snapshot);
    const interactive = this.hooks.humanMayAct(snapshot);
    const current = ctx.current;
    if (phase === 'roundScoring' || phase === 'influenceScoring') {
      void this.loadScoring();
      // The button inside is seen only while the element is not defined (loading, or failed to load): its shadow root has no slot.
      const waiting = this.tableStepWaiting();
      return html`<wikingerschafe-scoring exportparts="action" .names=${this.wikingerNames(snapshot)} .waiting=${waiting} @scoring-continue=${this.continue}>
        ${
          waiting
            ? html`<p class="hint" role="status" data-waiting>${waiting}</p>`
            : html`<button class="btn primary" data-primary ?disabled=${!interactive} @click=${this.continue}>${t.continue}</button>`
        }
      </wikingerschafe-scoring>`;
    }
    if (phase === 'gameOver') {
      return this.renderPanel(
        t.endTitle,
        html`${this.renderScoreTable(snapshot)}
          <div class="end-actions">
            <button class="btn primary" data-primary @click=${this.askNewGame}>${t.newGame}</button>
          </div>`,
      );
    }
    const supplyIds = ctx.wikinger[current].dice.filter((d) => d.place === 'supply').map((d) => d.id);
    // The moves a turn may take beside its dice (RULES.md "Wikinger Turn"): re-roll or give up a supply of only
    // 6s (offered only then), unlock or retrieve a die (always shown, enabled when the rules allow it).
    const extra = (
      type: 'player.rerollSixes' | 'player.forfeitSixes' | 'player.unlockDie' | 'player.retrieveDie',
      art: IconName,
      label: string,
      cost?: string,
      name?: string,
      whyNot?: (state: WikingerschafeSnapshot['context']) => ExtraBlock | undefined,
    ) => {
      const legal = snapshot.can({ type });
      // Greyed out on the person's turn: why, in a line under it (a title alone shows on no phone).
      const block = interactive && !legal ? whyNot?.(ctx) : undefined;
      const why = block && whyNotSentence(block, t);
      const button = html`<button class="btn small" aria-label=${name ?? nothing} aria-describedby=${why ? `why-${type}` : nothing} ?disabled=${!interactive || !legal} @click=${() => this.simple({ type })}
        >${icon(art)}${label}${cost ? html` <span class="cost">(${cost})</span>` : nothing}</button
      >`;
      if (!cost && !legal) return nothing;
      return why ? html`<span class="extra"> ${button}<span class="extra-why" id=${`why-${type}`}>${why}</span></span>` : button;
    };
    const extraButtons = html`${extra('player.rerollSixes', 'mead', t.rerollSixes)}${extra('player.forfeitSixes', 'wollhalla', t.forfeitSixes)}
      ${extra('player.unlockDie', 'lock', t.unlockShort, t.unlockCost, t.unlockDie, whyNotUnlock)}${extra('player.retrieveDie', 'wollhalla', t.retrieveShort, t.retrieveCost, t.retrieveDie, whyNotRetrieve)}`;

    if (phase === 'rolling') {
      const dice = [...this.chosen].sort((a, b) => a - b);
      const rollOk = interactive && dice.length > 0 && snapshot.can({ type: 'player.roll', dice });
      const placing = this.placing;
      const option = placing ? legalPlacements(ctx).find((p) => p.value === placing.value) : undefined;
      const placings = interactive && !placing ? legalPlacements(ctx) : [];
      return html`<section part="action" class="action ${placing && option && interactive ? 'placing' : ''}" aria-labelledby="act">
        <div class="action-head">
          <h3 id="act">${this.trayTitle(snapshot)}</h3>
          ${interactive && ctx.turn.rollsLeft > 0 ? html`<p class="hint key-hint">${t.keyboardHint}</p>` : nothing}
        </div>
        ${this.renderTray(snapshot, interactive)}
        ${
          placings.length
            ? // In a narrow column the Locations lie far below: the Locations to place on are offered here too, in the first view (CSS hides them where the Locations are in sight).
              html`<div class="place-row" role="group" aria-label=${t.placeChoices}>
              ${placings.map(
                (p) => html`<button class="btn place-choice" data-place=${p.value} @click=${() => this.choosePlacing(p.value)}>
                  <vg-die face=${p.value} colour="bone" decorative></vg-die><span class="place-words"><span>${t.location(p.value)}</span><small>${t.locationNames[p.value - 1]}</small></span>
                </button>`,
              )}
            </div>`
            : nothing
        }
        ${
          placing && option && interactive
            ? html`<div class="place-group" role="group" aria-labelledby="placing" @click=${this.ignoreRepeat}>
              <h3 id="placing">${t.placeTitle(placing.value, option.dice.length)}</h3>
              <p class="hint place-reward">${t.locationRewards[placing.value - 1]}</p>
              ${
                option.sixes.length
                  ? this.renderStepper(
                      t.addSixes(option.sixes.length),
                      t.sixesWord,
                      placing.sixes,
                      option.sixes.length,
                      (n) => (this.placing = { ...placing, sixes: n, shields: Math.min(placing.shields, Math.min(option.maxShields, option.dice.length + n)) }),
                    )
                  : nothing
              }
              ${
                option.maxShields > 0
                  ? this.renderStepper(
                      t.addShields(Math.min(option.maxShields, option.dice.length + placing.sixes)),
                      t.shieldsWord,
                      placing.shields,
                      Math.min(option.maxShields, option.dice.length + placing.sixes),
                      (n) => (this.placing = { ...placing, shields: n }),
                    )
                  : nothing
              }
              <div class="buttons">
                <button class="btn primary" data-primary ?disabled=${!snapshot.can({ type: 'player.place', ...placing })} @click=${this.place}>${t.place}</button>
                <button class="btn" @click=${() => ((this.placing = undefined), (this.focusAfterMove = true))}>${t.cancel}</button>
              </div>
            </div>`
            : html`<div class="buttons">
              <button class="btn primary" ?data-primary=${rollOk || (interactive && ctx.turn.rollsLeft > 0)} ?disabled=${!rollOk} @click=${this.roll}>${icon('die')}${ctx.turn.rollsLeft > 0 ? t.roll(ctx.turn.rollsLeft) : t.noRollsLeft}</button>
              ${
                ctx.turn.rollsLeft > 0 && interactive
                  ? html`<button class="btn" @click=${() => this.chooseAll(this.chosen.size < supplyIds.length, supplyIds)}>${this.chosen.size < supplyIds.length ? t.rollAll : t.rollNone}</button>`
                  : nothing
              }
              ${extraButtons}
            </div>`
        }
      </section>`;
    }
    if (phase === 'rewarding') {
      return html`<wikingerschafe-reward-picker exportparts="action" .names=${this.wikingerNames(snapshot)} @reward-choose=${this.onRewardChoose}
        @reward-step=${this.onRewardStep}></wikingerschafe-reward-picker>`;
    }
    if (phase === 'redistributing') return this.renderAssign(snapshot, interactive);
    // turnEnd
    return this.renderPanel(
      this.trayTitle(snapshot),
      html`${supplyIds.length ? this.renderTray(snapshot, false) : nothing}
        <div class="buttons">
          <button class="btn primary" data-primary ?disabled=${!interactive} @click=${() => this.simple({ type: 'player.endTurn' })}>${t.endTurn}</button>
          ${extraButtons}
        </div>`,
    );
  }

  /**
   * After a Redistribution: each re-rolled 6 and each shield that was on the re-rolled dice goes with any newly
   * rolled die, so each gets its own row of values; the first legal choice is preselected.
   */
  private renderAssign(snapshot: WikingerschafeSnapshot, interactive: boolean): TemplateResult {
    const t = this.t;
    const { sixes, shields, targets } = pendingReinforcements(snapshot.context);
    const first = assignSixesMoves(snapshot.context)[0];
    const chosen = this.assigning ?? { sixes: [...(first?.sixes ?? [])], shields: [...(first?.shields ?? [])] };
    const event: WikingerschafeMove = { type: 'player.assignSixes', sixes: chosen.sixes, shields: chosen.shields };
    const legal = snapshot.can(event);
    const row = (label: string, kind: 'sixes' | 'shields', i: number) => html`<div class="target-row" role="group" aria-label=${label}>
      <span>${kind === 'sixes' ? icon('die') : icon('shield')}${label}</span>
      <div class="faces">
        ${targets.map(
          (
            value,
          ) => html`<button class="btn" aria-pressed=${String(chosen[kind][i] === value)} ?disabled=${!interactive} data-assign=${kind} data-value=${value}
          @click=${() => (this.assigning = { ...chosen, [kind]: chosen[kind].map((v, k) => (k === i ? value : v)) })}>${t.location(value)}</button>`,
        )}
      </div>
    </div>`;
    return this.renderPanel(
      t.assignSixesTitle,
      html`${this.renderPendingSixes(snapshot)}
        <div class="targets">
          ${sixes.map((_, i) => row(t.assignSix(i + 1, sixes.length), 'sixes', i))}
          ${Array.from({ length: shields }, (_, i) => row(t.assignShield(i + 1, shields), 'shields', i))}
        </div>
        ${legal ? nothing : html`<p class="hint">${t.oneShieldPerDie}</p>`}
        <div class="buttons">
          <button class="btn primary" data-primary ?disabled=${!interactive || !legal} @click=${() => this.simple(event)}>${t.assignConfirm}</button>
        </div>`,
    );
  }

  /** The panel of the current choice (part `action`), titled. */
  private renderPanel(title: string, body: TemplateResult): TemplateResult {
    return html`<section part="action" class="action" aria-labelledby="act"><h3 id="act">${title}</h3>${body}</section>`;
  }

  private renderStepper(label: string, what: string, value: number, max: number, set: (n: number) => void): TemplateResult {
    const t = this.t;
    return html`<div class="stepper" role="group" aria-label=${label}>
      <span>${label}:</span>
      <span class="stepper-controls">
        <button class="btn" aria-label=${t.fewer(what)} ?disabled=${value <= 0} @click=${() => set(value - 1)}>−</button>
        <output aria-live="polite">${value}</output>
        <button class="btn" aria-label=${t.more(what)} ?disabled=${value >= max} @click=${() => set(value + 1)}>+</button>
      </span>
    </div>`;
  }

  /** The final scoring (in the game-over panel and the end screen). */
  private renderScoreTable(snapshot: WikingerschafeSnapshot): TemplateResult {
    void this.loadScoring();
    return html`<wikingerschafe-scoring final .names=${this.wikingerNames(snapshot)}></wikingerschafe-scoring>`;
  }

  private renderLocations(snapshot: WikingerschafeSnapshot): TemplateResult {
    const ctx = snapshot.context;
    const interactive = this.hooks.humanMayAct(snapshot) && snapshot.hasTag('rolling');
    const legal = interactive ? new Set(legalPlacements(ctx).map((p) => p.value)) : new Set<number>();
    return html`<div part="locations" class="locations" role="group" aria-label=${this.t.locations} @location-select=${this.onLocationSelect}>
      ${LOCATIONS.map((value) => {
        const stacks: LocationStack[] = ctx.wikinger.map((w, who) => ({
          who,
          name: this.nameOf(who, snapshot),
          colour: this.colourOf(who, snapshot),
          dice: w.dice.filter((d) => d.place === 'location' && d.location === value).map((d) => ({ id: d.id, shielded: !!d.shielded })),
        }));
        const influence: InfluenceMarker[] = ctx.wikinger.map((w, who) => ({
          who,
          name: this.nameOf(who, snapshot),
          colour: this.colourOf(who, snapshot),
          value: w.influence[value - 1],
        }));
        return html`<wikingerschafe-location .value=${value} .stacks=${this.stable.keep(`stacks${value}`, stacks)}
          .influence=${this.stable.keep(`influence${value}`, influence)} ?legal=${legal.has(value)}
          ?selected=${this.placing?.value === value} ?dimmed=${legal.size > 0 && !legal.has(value)}></wikingerschafe-location>`;
      })}
    </div>`;
  }

  private renderSide(snapshot: WikingerschafeSnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    const colours: RoundBoardColour[] = ctx.wikinger.map((w, who) => ({
      who,
      name: this.nameOf(who, snapshot),
      colour: this.colourOf(who, snapshot),
      lockedShields: w.neutral ? 0 : w.shields.filter((s) => s === 'board').length,
      lockedDie: w.dice.some((d) => d.place === 'board'),
      wollhalla: w.dice.filter((d) => d.place === 'wollhalla').map((d) => d.face as Face),
    }));
    const [acting] = wikingerschafeBoard.toAct(snapshot);
    return html`<div class="side">
      <wikingerschafe-round-board part="round-board" .round=${ctx.round} .starter=${this.nameOf(ctx.startSeat, snapshot)} .colours=${this.stable.keep('colours', colours)}></wikingerschafe-round-board>
      <div part="players" class="players" role="group" aria-label=${t.players}>
        ${ctx.wikinger.map((w, who) => {
          const seat = this.seatOf(who, snapshot);
          const note = seat ? this.botNote(who, seat) : '';
          return html`<wikingerschafe-player-panel .name=${this.displayName(who, snapshot)} .colour=${this.colourOf(who, snapshot)}
            .kind=${w.neutral ? 'neutral' : note ? 'bot' : 'human'} ?active=${snapshot.hasTag('turn') && acting === who}
            .botLabel=${note}
            .mead=${w.mead} .coins=${w.coins} .glory=${w.glory} .shields=${this.stable.keep(`shields${who}`, [...w.shields])}
            .supply=${this.stable.keep(
              `supply${who}`,
              w.dice.filter((d) => d.place === 'supply').map((d) => d.face),
            )}></wikingerschafe-player-panel>`;
        })}
      </div>
    </div>`;
  }

  protected override renderGame(snapshot: WikingerschafeSnapshot): TemplateResult {
    const t = this.t;
    const ctx = snapshot.context;
    return this.renderFrame(snapshot, {
      logo: vikingSheep(),
      tagline: tagline(ctx, t),
      promptColour: snapshot.hasTag('turn') ? this.colourOf(ctx.current, snapshot) : undefined,
      body: html`<div class="layout ${this.keysSeen ? 'keys' : ''}">
          <div class="main">${
            // A turn goes from panel to panel (dice, reward, end of turn) and back, a bot's as a person's: each keeps its
            // drawing while another shows, and comes back with its dice and buttons updated, not drawn anew (issue 27, moves).
            cache(this.renderAction(snapshot))
          } ${this.renderLocations(snapshot)}</div>
          ${this.renderSide(snapshot)}
          <div class="log-area">${this.renderLog(
            this.logLines.lines(
              ctx.log,
              `${this.language} ${ctx.wikinger.map((_, who) => `${this.nameOf(who, snapshot)}:${this.colourOf(who, snapshot)}`).join()}`,
              (entry) => this.hooks.describe(entry, snapshot),
            ),
            t.logToggle,
          )}</div>
        </div>`,
      endScreen: () => this.renderScoreTable(snapshot),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wikingerschafe-board': WikingerschafeBoard;
  }
}
