import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { customElement } from '../shared/define.js';
import { PageKeys } from '../shared/page-keys.js';
import { cssProps } from '../shared/css-props.js';
import type { SnapshotFrom } from 'xstate';
import type { Seat } from '@viking-games/core/kit';
import {
  CARDS,
  JEWEL_COLOURS,
  JEWEL_POINTS,
  PIRATE_TILES,
  SHIPS,
  VIKING_SHIPS,
  auctionBidBlock,
  whyNotAuctionCard,
  whyNotBid,
  whyNotShip,
  cardsTotal,
  concernsOf,
  isAuctionCard,
  jewelPoints,
  playerView,
  wildeWikingerBoard,
  type JewelColour,
  type LogEntry,
  type Ship,
  type WildeWikingerMachine,
  type WildeWikingerMove,
  type WildeWikingerView,
} from '@viking-games/core/wilde-wikinger';
import { withSearchBot } from '../shared/search-bot.js';
import { SearchBotController } from '../shared/search-bot-controller.js';
import { focusPrimary, GameBoardElement, type BoardHooks, type TurnDetailOf } from '../shared/game-board-element.js';
import type { GameOverDetail, GameStartDetail, GameTurnDetail } from '../shared/game-events.js';
import { prefersReducedMotion, type ColourKey } from '../shared/theme.js';
import type { LogLine } from '../shared/vg-game-log.js';
import { EntryLines, StableProps } from '../shared/stable-props.js';
import '../shared/vg-pass-device.js';
import '../shared/vg-player-badge.js';
import { bagArt, gem, jewel, jewelCounts, jewelTally, longship, miniShip, pirateTileArt, shipFaceArt } from './wilde-wikinger.art.js';
import { boardStyles } from './wilde-wikinger-board.styles.js';
import { moveRovingFocus } from './wilde-wikinger.keys.js';
import { jewelSummary, signed, wildeWikingerMessages, type WildeWikingerMessages } from './wilde-wikinger.messages.js';
import { entrySeat, listNames, logSentence, promptSentence, turnSummary } from './wilde-wikinger.words.js';
import type { WildeWikingerCard } from './wilde-wikinger-card.js';
import type { PieceState } from './wilde-wikinger-ship.js';
import type { TrackShip } from './wilde-wikinger-track.js';
import './wilde-wikinger-card.js';
import './wilde-wikinger-dice.js';
import './wilde-wikinger-nessie.js';
import './wilde-wikinger-track.js';

/** Default names by seat (the rulebook's example table); a `names` attribute replaces them. */
/** How long the dice tumble, a ship sails and new cards are dealt (ms). */
const ANIMATION_MS = 700;

type WildeWikingerSnapshot = SnapshotFrom<WildeWikingerMachine>;

/** Detail of `game-start`. */
export type WildeWikingerStartDetail = GameStartDetail;
/** Detail of `turn` (`turns`: rolls made so far in the game). */
export type WildeWikingerTurnDetail = GameTurnDetail;
/** Detail of `game-over`: breakdown keys `white`, `green`, `purple`, `nessie`, `pirateTiles` (negative); they sum to the total. */
export type WildeWikingerGameOverDetail = GameOverDetail;

/** Who may look at the screen now. */
interface Viewer {
  /** The seat whose view is rendered (its hand only when `handVisible`). */
  readonly seat: number;
  readonly handVisible: boolean;
  /** A person who must take the device before their hand is shown. */
  readonly passTo?: number;
  /** The person at this screen who may act now. */
  readonly acting?: number;
}

/**
 * Wilde Wikinger machen fette Beute as one element: roll the treasure and ship dice, load jewels onto
 * three Viking ships, sail them to the village, bid your equipment cards for their cargo, and survive the
 * raids of pirate Lars. Play against the computer or with friends at one screen: hands stay hidden behind a
 * "pass the device" screen, for auctions and the simultaneous face-down pirate bids alike.
 *
 * The element renders only `playerView(snapshot, seat)` of the seat whose hand may be shown, so another
 * seat's cards never reach the DOM.
 *
 * Keyboard: R rolls ("or press R" is shown where a mouse is, or once a key was pressed on the board). The cards of the hand, the choosable ships on the track and the choice buttons are
 * each one Tab stop: the arrow keys (and Home, End) move within the group, Space or Enter toggles a card
 * or makes the choice.
 *
 * @summary Wilde Wikinger: a playable board for 2 to 5 Vikings, humans or bots.
 *
 * @fires {CustomEvent<WildeWikingerStartDetail>} game-start - a game began: first start, "New game", or a new `players`, `seats` or `seed` (attribute or property) mid-game, which starts a new game. Detail `{ seed, players, seats }`
 * @fires {CustomEvent<WildeWikingerTurnDetail>} turn - a new turn began (a seat is to roll), the opening turn included (right after `game-start`). Detail `{ seat, name, turns }`
 * @fires {CustomEvent<WildeWikingerGameOverDetail>} game-over - the booty is counted. Detail `{ scores: ScoreSheet, winners: string[] }`
 *
 * @csspart frame - the whole board
 * @csspart header - title and tools
 * @csspart prompt - the line that says who acts and what they may do
 * @csspart board - the sea, the dice, Nessie and the bag
 * @csspart track - the four lanes to the village
 * @csspart dice - the treasure die and the ship die
 * @csspart nessie - Nessie and her jewels
 * @csspart bag - the jewel bag and the card piles
 * @csspart result - the last auction's or raid's result
 * @csspart action - the panel of the current choice (roll, ship, Nessie, auction, raid), under the track; while a person at this screen decides it stays in view at the bottom of the screen (position: sticky, within the board) as the lists that explain the choice are read, never over the track
 * @csspart pass - the "pass the device" screen
 * @csspart hand - the cards of the seat at the screen (inside the action panel while they are being bid)
 * @csspart players - the player panels
 * @csspart log - the game log
 * @csspart end-screen - the final scoring dialog
 *
 * @attr players - Number of players, 2 to 5. Default 3; other values: a warning and the default, 3. Changing it mid-game starts a new game (`game-start` fires).
 * @prop players - Number of players, 2 to 5. Default 3; other values: a warning and the default, 3. Changing it mid-game starts a new game (`game-start` fires).
 * @attr seats - Who plays each seat, comma-separated: `human` or a bot (`heuristic`, `random`, optionally `:1`-`:3`; `search`, the strongest, which thinks in the board's worker). Default: seat 1 human, the others heuristic bots. Changing it mid-game starts a new game (`game-start` fires).
 * @prop seats - Who plays each seat, comma-separated: `human` or a bot (`heuristic`, `random`, optionally `:1`-`:3`; `search`, the strongest, which thinks in the board's worker). Default: seat 1 human, the others heuristic bots. Changing it mid-game starts a new game (`game-start` fires).
 * @attr seed - Seed of the game, a plain decimal whole number from 0 to 4294967295 (others: a warning and a random seed): the same seed rolls the same dice and deals the same cards. Default: random. Changing it mid-game starts a new game (`game-start` fires).
 * @prop seed - Seed of the game, a plain decimal whole number from 0 to 4294967295 (others: a warning and a random seed): the same seed rolls the same dice and deals the same cards. Default: random. Changing it mid-game starts a new game (`game-start` fires).
 * @attr bot-delay - Milliseconds a bot waits before each move, a whole number, 0 or more (others: a warning and the default, 700 to 1200, shorter with reduced motion).
 * @prop botDelay - Milliseconds a bot waits before each move, a whole number, 0 or more (others: a warning and the default, 700 to 1200, shorter with reduced motion).
 * @attr names - Player names in seat order, comma-separated; an empty entry keeps that seat's default (default: the language's names, in English Sonja, Michael, Sebastian, Luisa, Ingrid).
 * @prop names - Player names in seat order, comma-separated; an empty entry keeps that seat's default (default: the language's names, in English Sonja, Michael, Sebastian, Luisa, Ingrid).
 * @prop {Actor<WildeWikingerMachine> | undefined} actor - The running actor (advanced use: `board.actor.subscribe(...)`); a new one after the element is re-attached.
 * @prop {WildeWikingerSnapshot | undefined} snapshot - The latest snapshot of the game (all of it, hidden cards included: for code, not for the screen).
 *
 * @cssprop --vg-bg - page of the board (parchment)
 * @cssprop --vg-surface - panels
 * @cssprop --vg-ink - text colour
 * @cssprop --vg-accent - highlights, primary buttons and choosable ships
 * @cssprop --vg-wood-dark - borders and the prompt bar
 * @cssprop --vg-focus - focus ring and chosen cards
 * @cssprop --ww-sea - the water of the track
 * @cssprop --ww-yellow - the yellow ship and cards (likewise --ww-red, --ww-blue, --ww-joker, --ww-pirate)
 * @cssprop --ww-jewel-white - white jewels (likewise --ww-jewel-green, --ww-jewel-purple)
 * @cssprop --ww-nessie - Nessie
 * @cssprop --vg-player-red - colour of the first player (likewise --vg-player-blue, -green, -yellow, -purple)
 * @cssprop --vg-font - body font stack (system fonts)
 * @cssprop --vg-font-display - title font stack
 */
@customElement('wilde-wikinger-board')
export class WildeWikingerBoard extends GameBoardElement<WildeWikingerMachine, WildeWikingerMove, LogEntry> {
  protected static override innerEvents = ['ship-select', 'card-toggle'];
  static override styles = boardStyles;
  /** Online play loads from this game's own file (see GameBoardElement.loadOnline). */
  protected static override loadOnline = () => import('../shared/online.js');

  private timers = new Set<ReturnType<typeof setTimeout>>();

  /** Cards (ids) the person at the screen has chosen for a bid. */
  @state() private chosen: readonly number[] = [];
  /** The seat a person confirmed at the pass-the-device screen (hot-seat only). */
  @state() private revealed?: number;
  /** Things moving right now: dice, a ship, Nessie, freshly dealt cards. */
  @state() private rolling = false;
  @state() private sailing?: Ship;
  @state() private feeding = false;
  @state() private dealt: readonly number[] = [];
  /** Roving Tab stops: the card (id) of the hand and the index of the choice button that take Tab. */
  @state() private handStop?: number;
  @state() private choiceStop = 0;
  /** A key was pressed on the board: a keyboard is at hand, so the key hints show (touch screens never see them otherwise). */
  @state() private keysSeen = false;
  /** The parts' arrays and objects, the same while they hold the same: an unchanged part is not drawn again after a move. */
  private readonly stable = new StableProps();
  /** The log's lines, each entry put into words once (for the language, names and colours of the table). */
  private readonly logLines = new EntryLines<LogEntry, LogLine>();
  /** R also works with focus nowhere (on the page's body) when this is the board last touched or hovered (see PageKeys). */
  private readonly pageKeys = new PageKeys(this, (event) => this.hooks.onKey?.(event));

  constructor() {
    // Its strongest bot thinks in the board's worker (botMove): the board's module names it, without its code.
    super(withSearchBot(wildeWikingerBoard), wildeWikingerMessages);
  }

  /** What this game says for itself, read by the board's parts (see BoardHooks). */
  protected override readonly hooks: BoardHooks<WildeWikingerSnapshot, WildeWikingerMove, LogEntry> = {
    /** One roll can add several entries (roll, jewel, ship move): announce the four newest. */
    announcedEntries: 4,
    /** A person at this screen may act now (the pass-the-device screen is not yet acting). */
    humanMayAct: (snapshot) => this.viewer(snapshot).acting !== undefined,
    turnKey: (snapshot) => {
      const view = this.publicView(snapshot);
      return view.phase === 'rolling' ? `${view.turn}:${view.current}` : '';
    },
    turnDetail: (snapshot): TurnDetailOf<WildeWikingerTurnDetail> => {
      const view = this.publicView(snapshot);
      return { seat: view.current, name: this.nameOf(view.current), turns: view.turn };
    },
    logOf: (snapshot) => this.publicView(snapshot).log,
    describe: (entry, snapshot) => this.describeIn(entry, this.publicView(snapshot)),
    /**
     * "Just now" shows one line per turn (issue 26: a roll, every seat's draw, the bids and the auction's result are
     * one turn, not six lines of five colours): each line carries its turn and what the turn came to so far.
     */
    recentLines: (entries, snapshot) => {
      const view = this.publicView(snapshot);
      const summaries = new Map<number, LogLine['summary']>();
      const summaryOf = (turn: number) => {
        if (!summaries.has(turn)) {
          const { text, seat } = turnSummary(
            view.log.filter((entry) => entry.turn === turn),
            this.t,
            (s) => this.nameOf(s),
          );
          summaries.set(turn, { text, colour: this.colourOf(seat, view) });
        }
        return summaries.get(turn);
      };
      return entries.map((entry) => ({ ...this.describeIn(entry, view), turn: String(entry.turn), summary: summaryOf(entry.turn) }));
    },
    promptText: (snapshot) => {
      const view = this.publicView(snapshot);
      return promptSentence(
        view,
        this.viewer(snapshot),
        this.t,
        (s) => this.nameOf(s),
        (s) => this.displayName(s, snapshot),
        (s) => this.seatOf(s, snapshot)?.kind === 'bot',
        view.over ? wildeWikingerBoard.scores(snapshot).winners : [],
      );
    },
    /** The prompt is announced to the person acting and to the one the device goes to. */
    announcesPrompt: (snapshot) => {
      const viewer = this.viewer(snapshot);
      return viewer.acting !== undefined || viewer.passTo !== undefined;
    },
    onMove: ({ snapshot, previous, entries }) => {
      const before = previous ? this.publicView(previous) : undefined;
      const after = this.publicView(snapshot);
      // A chosen bid is kept while its seat still chooses (other seats committing in a raid do not clear it).
      const actingBefore = previous ? this.viewer(previous).acting : undefined;
      if (!before || before.phase !== after.phase || actingBefore !== this.viewer(snapshot).acting) {
        this.chosen = [];
        this.choiceStop = 0;
      }
      // Read from the log, so moves sent to the actor by other code animate too.
      if (entries.some((entry) => entry.kind === 'roll'))
        this.playAnimation(
          () => (this.rolling = true),
          () => (this.rolling = false),
        );
      const moved = before ? SHIPS.find((ship) => before.positions[ship] !== after.positions[ship]) : undefined;
      if (moved)
        this.playAnimation(
          () => (this.sailing = moved),
          () => (this.sailing = undefined),
        );
      if (before && after.nessie.length > before.nessie.length)
        this.playAnimation(
          () => (this.feeding = true),
          () => (this.feeding = false),
        );
      // Freshly drawn cards of the hand on screen are dealt in.
      const seat = this.viewer(snapshot).seat;
      if (previous && before?.phase !== 'raid' && before?.phase !== 'auction') {
        const old = new Set(playerView(previous, seat).hand);
        const fresh = playerView(snapshot, seat).hand.filter((id) => !old.has(id));
        if (fresh.length)
          this.playAnimation(
            () => (this.dealt = fresh),
            () => (this.dealt = []),
          );
      }
    },
    resetView: () => {
      this.chosen = [];
      this.handStop = undefined;
      this.choiceStop = 0;
      this.revealed = undefined;
      this.endOpen = false;
    },
    /** The search bot thinks in the worker; every other bot on this thread. */
    botMove: (choice) => this.searchBot.botMove(choice),
    onKey: (event) => {
      if (!this.keysSeen) this.keysSeen = true;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'r' || event.key === 'R') {
        const snapshot = this.game.snapshot;
        const seat = snapshot && this.viewer(snapshot).acting;
        if (seat !== undefined && snapshot!.can({ type: 'player.roll', seat })) {
          event.preventDefault();
          this.roll();
        }
      }
    },
    /**
     * The pass-the-device screen takes focus itself, once it has rendered. A bid with no card chosen yet (an
     * auction or a raid) starts at the hand's card that takes Tab, not at "Pass": Space there would give up
     * the ship unseen.
     */
    moveFocus: (preventScroll) => {
      const pass = this.renderRoot.querySelector('vg-pass-device');
      if (pass) {
        void pass.updateComplete.then(() => pass.shadowRoot?.querySelector<HTMLElement>('button')?.focus({ preventScroll }));
        return;
      }
      const stop =
        this.chosen.length === 0
          ? [...this.renderRoot.querySelectorAll<WildeWikingerCard>('.hand wilde-wikinger-card')].find(
              (card) => card.state === 'selectable' && card.buttonTabIndex === 0,
            )
          : undefined;
      if (stop) void stop.updateComplete.then(() => stop.focus({ preventScroll }));
      else focusPrimary(this.renderRoot, preventScroll);
    },
  };

  /** The search bot's worker, started on the search bot's first move and ended when the board leaves the page. */
  private readonly searchBot = new SearchBotController<WildeWikingerSnapshot, WildeWikingerView, WildeWikingerMove>(this, {
    playerView: (snapshot, seat) => wildeWikingerBoard.playerView(snapshot, seat),
    runHere: (job) => import('./wilde-wikinger.search-jobs.js').then((jobs) => jobs.runSearchJob(job)),
    start: () => new Worker(new URL('./wilde-wikinger.worker.js', import.meta.url), { type: 'module' }),
  });

  // Lifecycle

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.rolling = false;
    this.sailing = undefined;
    this.feeding = false;
    this.dealt = [];
  }

  // The game's part of the board

  /** Runs `start` now and `end` after the animation (at once under reduced motion). */
  private playAnimation(start: () => void, end: () => void): void {
    if (prefersReducedMotion()) return;
    start();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      end();
    }, ANIMATION_MS);
    this.timers.add(timer);
  }

  protected override get t(): WildeWikingerMessages {
    return wildeWikingerMessages(this.language);
  }

  // Who sees what

  private seatOf(seat: number, snapshot: WildeWikingerSnapshot): Seat | undefined {
    return snapshot.context.players[seat]?.seat;
  }

  private humans(snapshot: WildeWikingerSnapshot): number[] {
    return snapshot.context.players.flatMap((p, seat) => (p.seat.kind === 'human' ? [seat] : []));
  }

  /**
   * Whose view the screen shows. One person against bots: always theirs, hand included. Several people
   * (hot-seat): the person to act, once they confirmed at the pass-the-device screen; between people and
   * while bots act, no hand at all. Nobody human: the table without hands.
   */
  private viewer(snapshot: WildeWikingerSnapshot): Viewer {
    const humans = this.humans(snapshot);
    const toAct = wildeWikingerBoard.toAct(snapshot);
    const acting = toAct.find((seat) => this.seatOf(seat, snapshot)?.kind === 'human');
    if (humans.length === 0) return { seat: 0, handVisible: false };
    if (humans.length === 1) return { seat: humans[0], handVisible: true, acting };
    if (acting === undefined) return { seat: this.revealed ?? humans[0], handVisible: false };
    if (this.revealed !== acting) return { seat: acting, handVisible: false, passTo: acting };
    return { seat: acting, handVisible: true, acting };
  }

  /** A view for public facts only (any seat's view has them; the hand is never read from it). */
  private publicView(snapshot: WildeWikingerSnapshot): WildeWikingerView {
    return playerView(snapshot, this.viewer(snapshot).seat);
  }

  private colourOf(seat: number, view: WildeWikingerView): ColourKey {
    return (view.players[seat]?.colour ?? 'red') as ColourKey;
  }

  /** Name with "(you)" when exactly one person plays against bots. */
  private displayName(seat: number, snapshot: WildeWikingerSnapshot): string {
    const humans = this.humans(snapshot);
    return humans.length === 1 && humans[0] === seat ? `${this.nameOf(seat)} (${this.t.you})` : this.nameOf(seat);
  }

  private listNames(seats: readonly number[]): string {
    return listNames(seats, this.t, (seat) => this.nameOf(seat));
  }

  /** `entry` in words, as `view` shows it. */
  private describeIn(entry: LogEntry, view: WildeWikingerView): LogLine {
    const seat = entrySeat(entry);
    return {
      text: logSentence(entry, this.t, (s) => this.nameOf(s)),
      colour: seat === undefined ? undefined : this.colourOf(seat, view),
      concerns: concernsOf(entry, view.players.length),
    };
  }

  // Handlers

  /** Sends a move of the person at the screen when the machine would take it. */
  private act(move: WildeWikingerMove): void {
    const snapshot = this.game.snapshot;
    if (!snapshot || this.viewer(snapshot).acting !== move.seat || !snapshot.can(move)) return;
    this.send(move);
  }

  private roll(): void {
    const snapshot = this.game.snapshot;
    const seat = snapshot && this.viewer(snapshot).acting;
    if (seat !== undefined) this.act({ type: 'player.roll', seat });
  }

  private onShipSelect(event: CustomEvent<{ ship: Ship }>): void {
    const snapshot = this.game.snapshot;
    const seat = snapshot && this.viewer(snapshot).acting;
    if (seat !== undefined) this.act({ type: 'player.chooseShip', seat, ship: event.detail.ship });
  }

  private onCardToggle(event: CustomEvent<{ card: number }>): void {
    const id = event.detail.card;
    this.chosen = this.chosen.includes(id) ? this.chosen.filter((c) => c !== id) : [...this.chosen, id];
  }

  /** Arrow keys, Home and End move between the cards that may be chosen (the hand is one Tab stop). */
  private onHandKey(event: KeyboardEvent): void {
    const cards = [...this.renderRoot.querySelectorAll<WildeWikingerCard>('.hand wilde-wikinger-card')].filter(
      (card) => card.state === 'selectable' || card.state === 'selected',
    );
    const index = moveRovingFocus(event, cards);
    if (index !== undefined) this.handStop = cards[index].card;
  }

  private onHandFocus(event: FocusEvent): void {
    const card = event.composedPath().find((node): node is WildeWikingerCard => node instanceof HTMLElement && node.localName === 'wilde-wikinger-card');
    if (card) this.handStop = card.card;
  }

  /** Arrow keys, Home and End move between the choice buttons (ships, Nessie's jewels: one Tab stop). */
  private onChoiceKey(event: KeyboardEvent): void {
    const index = moveRovingFocus(event, [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.action .choices button')]);
    if (index !== undefined) this.choiceStop = index;
  }

  private onChoiceFocus(event: FocusEvent): void {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.action .choices button')];
    const index = buttons.findIndex((button) => event.composedPath().includes(button));
    if (index >= 0) this.choiceStop = index;
  }

  private onReady(): void {
    const snapshot = this.game.snapshot;
    if (!snapshot) return;
    this.revealed = this.viewer(snapshot).passTo;
    this.chosen = [];
    this.focusAfterMove = true;
    const prompt = this.hooks.promptText(snapshot);
    this.announcer?.announce(prompt);
  }

  // Rendering

  private jewelIcons(jewels: readonly JewelColour[], size = 18): TemplateResult {
    return html`<span class="gems" aria-hidden="true">${jewels.map((j) => gem(j, size))}</span>`;
  }

  /** Cards face up in a row, small (a bid, a raid's revealed bids). */
  private miniCards(ids: readonly number[]): TemplateResult {
    const t = this.t;
    return html`<span class="mini-cards">${ids.map((id) => html`<wilde-wikinger-card .card=${id} label=${t.card(CARDS[id].kind, CARDS[id].value)}></wilde-wikinger-card>`)}</span>`;
  }

  /** A seat's line in a list of bids: its badge, then what it did and the cards it showed. */
  private bidLine(seat: number, view: WildeWikingerView, active: boolean, content: unknown, className = ''): TemplateResult {
    return html`<li class=${className}>
      <vg-player-badge name=${this.nameOf(seat)} colour=${this.colourOf(seat, view)} ?active=${active}></vg-player-badge>
      ${content}
    </li>`;
  }

  private renderBoard(snapshot: WildeWikingerSnapshot, view: WildeWikingerView, viewer: Viewer): TemplateResult {
    const t = this.t;
    const me = viewer.acting;
    const choosing = me !== undefined && (view.phase === 'choosingChestShip' || view.phase === 'choosingShip');
    const ships: TrackShip[] = SHIPS.map((ship) => {
      const jewels = ship === 'pirate' ? [] : view.cargo[ship];
      const selectable = choosing && snapshot.can({ type: 'player.chooseShip', seat: me, ship });
      let state: PieceState = 'idle';
      if (selectable) state = 'selectable';
      else if (choosing) state = 'disabled';
      else if (this.sailing === ship) state = 'animating';
      else if (view.auction?.ship === ship || (ship === 'pirate' && view.phase === 'raid')) state = 'selected';
      const cargo = ship === 'pirate' ? '' : `, ${jewelSummary(t, jewels)}`;
      // A ship greyed while a person chooses says why in its name (the choice panel below says it too).
      const why = choosing && !selectable && whyNotShip(view.phase, ship) ? ` (${t.shipWhyNot})` : '';
      const label = `${selectable ? `${t.chooseShipButton(t.ship[ship])}: ` : ''}${t.Ship[ship]}, ${t.square(view.positions[ship])}${cargo}${why}`;
      return this.stable.keep(`ship-${ship}`, { ship, position: view.positions[ship], jewels, state, label });
    });
    return html`<section part="board" class="board" aria-label=${t.board}>
        <wilde-wikinger-track exportparts="track" .ships=${this.stable.keep('ships', ships)} locale=${this.language} @ship-select=${this.onShipSelect}></wilde-wikinger-track>
        <p class="legend">
          <span class="legend-text">${t.legend}</span>
          <span class="legend-icons" aria-hidden="true">${JEWEL_COLOURS.map((c) => html`<span class="legend-item">${gem(c, 18)}<span>= ${jewelPoints([c])}</span></span>`)} ${t.legendPoints}</span>
        </p>
      </section>`;
  }

  /** The dice, Nessie and the bag with the piles. */
  private renderTable(view: WildeWikingerView): TemplateResult {
    const t = this.t;
    const bagCount = JEWEL_COLOURS.reduce((sum, c) => sum + view.bag[c], 0);
    return html`<div class="table">
        <wilde-wikinger-dice part="dice" locale=${this.language} .treasure=${view.dice?.treasure} .ship=${view.dice?.ship} state=${this.rolling ? 'animating' : 'idle'}></wilde-wikinger-dice>
        <wilde-wikinger-nessie part="nessie" class="nessie" .jewels=${this.stable.keep('nessie', view.nessie)} label=${t.nessieLabel(jewelSummary(t, view.nessie))}
          state=${this.feeding ? 'animating' : view.phase === 'feedingNessie' ? 'selectable' : 'idle'}></wilde-wikinger-nessie>
        <div part="bag" class="bag">
          <div class="bag-art" role="img" aria-label=${t.bagLabel(bagCount)}>
            <svg viewBox="0 0 60 60" aria-hidden="true">${bagArt()}</svg><span class="count" aria-hidden="true">${bagCount}</span>
          </div>
          <ul class="piles">
            <li>${t.provision(view.provisionSize)}</li>
            <li>${t.discard(view.discard.length)}</li>
            <li>${t.tilesLeft(view.pirateTilesLeft)}</li>
          </ul>
        </div>
      </div>`;
  }

  /** The result of the auction or raid just done, until the next roll. */
  private renderResult(view: WildeWikingerView): TemplateResult | typeof nothing {
    const t = this.t;
    const a = view.lastAuction;
    const r = view.lastRaid;
    if ((view.phase !== 'rolling' && view.phase !== 'gameOver') || !(a || r)) return nothing;
    return html`<section part="result" class="result ${a ? '' : 'raid'}" aria-labelledby="result-h">
      <h3 id="result-h">${miniShip(a ? a.ship : 'pirate')}${a ? t.lastAuction(t.ship[a.ship]) : t.lastRaid}</h3>
      ${
        a
          ? html`<p>${a.winner === null ? t.log.noBid(t.shipDat[a.ship]) : html`${t.log.won(this.nameOf(a.winner), t.ship[a.ship], jewelSummary(t, a.jewels), a.total)} ${this.jewelIcons(a.jewels)}`}</p>`
          : html`<ul class="reveal">
            ${r!.bids.map((bid, seat) => {
              const tile = r!.tiles[seat];
              return this.bidLine(
                seat,
                view,
                false,
                html`${this.miniCards(bid)} <span>${t.raidTotal(r!.totals[seat])}</span>
                ${
                  r!.lowest.includes(seat)
                    ? html`<strong class="tile-note">${tile === null ? t.spared : html`<svg class="tile" viewBox="0 0 30 30" aria-hidden="true">${pirateTileArt(PIRATE_TILES[tile])}</svg>${t.drewTile(PIRATE_TILES[tile])}`}</strong>`
                    : nothing
                }`,
                r!.lowest.includes(seat) ? 'lowest' : '',
              );
            })}
          </ul>`
      }
    </section>`;
  }

  /** The ship choice buttons: each ship with its cargo on show ("2◆ 1▲", or "empty"), said in words too. */
  private shipChoice(ship: Ship, view: WildeWikingerView): TemplateResult {
    const t = this.t;
    // The cargo in words sits inside the name's span: "Yellow ship: 1 white", not "Yellow ship : 1 white" (a flex
    // button's children are read with a space between them).
    return html`${miniShip(ship)}<span class="ship-name">${t.Ship[ship]}${ship === 'pirate' ? nothing : html`<span class="visually-hidden">: ${jewelSummary(t, view.cargo[ship])}</span>`}</span
      >${ship === 'pirate' ? nothing : html`<span class="ship-cargo">${jewelTally(view.cargo[ship], 16, t.emptyShip)}</span>`}`;
  }

  /**
   * The panel of the current choice: what is decided and the controls to decide it (the cards to bid come
   * into it too). While a person at this screen decides it is `sticky`: it stays in view at the bottom of
   * the screen, inside the board, under the track it acts on and never over it (its box begins under the track);
   * the lists that explain the choice are in {@link renderDetails}.
   */
  private renderAction(snapshot: WildeWikingerSnapshot, view: WildeWikingerView, viewer: Viewer, hand: TemplateResult | typeof nothing): TemplateResult {
    const t = this.t;
    const me = viewer.acting;
    if (viewer.passTo !== undefined) {
      return html`<vg-pass-device part="pass" class="dock sticky" name=${this.nameOf(viewer.passTo)} colour=${this.colourOf(viewer.passTo, view)} locale=${this.language} @vg-ready=${this.onReady}></vg-pass-device>`;
    }
    const panel = (title: unknown, body: unknown, kind = '', titleClass = '') =>
      html`<section part="action" class="action dock ${kind} ${me !== undefined ? 'sticky' : ''}" aria-labelledby="act"><h3 id="act" class=${titleClass}>${title}</h3>${body}</section>`;
    // The choice buttons (ships, Nessie's jewels) are one Tab stop: the arrow keys move within them.
    let choice = 0;
    const choiceButton = (className: string, move: WildeWikingerMove | undefined, content: unknown, label?: string, ship?: Ship) => {
      const index = choice++;
      return html`<button class="btn ${className}" data-ship=${ship ?? nothing} tabindex=${index === this.choiceStop ? 0 : -1} ?data-primary=${index === this.choiceStop} ?disabled=${!move}
        aria-label=${label ?? nothing} @click=${() => move && this.act(move)}>${content}</button>`;
    };
    const choices = (className: string, content: unknown) =>
      html`<div class="choices ${className}" role="group" aria-labelledby="act" @keydown=${this.onChoiceKey} @focusin=${this.onChoiceFocus}>${content}</div>`;
    // The cards chosen for a bid (only from the hand on screen) and their total.
    const chosen = this.chosen.filter((id) => viewer.handVisible && view.hand.includes(id));
    const total = cardsTotal(chosen);
    const chosenLine = html`<p class="chosen" aria-live="polite">${t.selected(chosen.length, total)}</p>`;
    switch (view.phase) {
      case 'gameOver':
        return panel(
          t.endTitle,
          html`${this.renderScores(snapshot, view)}<div class="buttons"><button class="btn primary" data-primary @click=${this.askNewGame}>${t.newGame}</button></div>`,
        );
      case 'rolling':
        return panel(
          t.roll,
          html`<div class="buttons">
            <button class="btn primary big" aria-keyshortcuts="R" ?data-primary=${me !== undefined} ?disabled=${me === undefined} @click=${this.roll}>
              <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="3" width="18" height="18" rx="4" fill="#fffaf0" stroke="currentColor" stroke-width="1.5" /><path d="M8 8h0M16 16h0M12 12h0" stroke="#2b1d12" stroke-width="3.6" stroke-linecap="round" /></svg>${t.roll}
            </button>
            ${me !== undefined ? html`<span class="hint key-hint">${t.rollKey}</span>` : nothing}
          </div>`,
          '',
          'visually-hidden',
        );
      case 'choosingChestShip':
      case 'choosingShip': {
        const chest = view.phase === 'choosingChestShip';
        return panel(
          chest ? t.chooseChestShip : t.chooseShip,
          html`${chest && me !== undefined ? html`<p class="hint why-not">${t.shipWhyNot}</p>` : nothing}${choices(
            'ships',
            (chest ? VIKING_SHIPS : SHIPS).map((ship) =>
              choiceButton(
                'ship-btn',
                me === undefined ? undefined : { type: 'player.chooseShip', seat: me, ship },
                this.shipChoice(ship, view),
                undefined,
                ship,
              ),
            ),
          )}`,
        );
      }
      case 'feedingNessie':
        // One row per loaded ship, a button per jewel colour on it (the order of the arrow keys: row by row).
        return panel(
          t.feedNessie,
          choices(
            'nessie-choices',
            VIKING_SHIPS.filter((ship) => view.cargo[ship].length).map(
              (ship) => html`<div class="ship-row">
                <span class="row-ship" aria-hidden="true">${miniShip(ship)}<span class="word">${t.Ship[ship]}</span></span>
                ${jewelCounts(view.cargo[ship]).map(([j]) =>
                  choiceButton(
                    'jewel-btn',
                    me === undefined ? undefined : { type: 'player.feedNessie', seat: me, ship, jewel: j },
                    html`${this.jewelIcons([j], 24)}<span class="word">${t.jewel[j]}</span>`,
                    t.feedButton(t.jewel[j], t.shipDat[ship]),
                  ),
                )}
              </div>`,
            ),
          ),
        );
      case 'auction': {
        const auction = view.auction!;
        const bid = me !== undefined ? ({ type: 'player.bid', seat: me, cards: chosen } as const) : undefined;
        const canBid = !!bid && chosen.length > 0 && snapshot.can(bid);
        // A hand that cannot beat the highest bid at all says why beside the disabled Bid (RULINGS R20); a hand that
        // can, why the cards chosen do not yet (none chosen, or not enough: issue 26).
        const high = auction.high?.total ?? 0;
        const { block, best } = me !== undefined && viewer.handVisible ? auctionBidBlock(view.hand, auction.ship, high) : { block: null, best: 0 };
        const why = !canBid && me !== undefined && viewer.handVisible ? whyNotBid(view.hand, chosen, auction.ship, high) : null;
        const whyText = block
          ? t.bidBlocked(block, t.shipDat[auction.ship], best, high)
          : why === 'noneChosen' || why === 'notAbove'
            ? t.bidWhyNot(why, t.shipDat[auction.ship], total, high)
            : '';
        return panel(
          html`${miniShip(auction.ship)}${t.auctionShort(t.Ship[auction.ship])}<span class="visually-hidden">: ${jewelSummary(t, view.cargo[auction.ship])}</span>`,
          html`<p class="high">${jewelTally(view.cargo[auction.ship], 18)} ${auction.high ? t.highBid(this.nameOf(auction.high.seat), auction.high.total) : t.noBidYet}</p>
            ${hand}
            ${
              me !== undefined
                ? html`<div class="buttons">
                  <button class="btn primary" ?data-primary=${canBid} ?disabled=${!canBid} aria-describedby=${whyText ? 'why-no-bid' : nothing} @click=${() => bid && this.act(bid)}>${t.bid(total)}</button>
                  <button class="btn" ?data-primary=${!canBid} @click=${() => this.act({ type: 'player.pass', seat: me })}>${t.pass}</button>
                  ${block ? nothing : why ? html`<p class="chosen why-not" id="why-no-bid" aria-live="polite">${whyText}</p>` : chosenLine}
                </div>
                ${block ? html`<p class="hint why-not" id="why-no-bid">${whyText}</p>` : nothing}`
                : nothing
            }`,
        );
      }
      case 'raid': {
        const raid = view.raid!;
        const commit = me !== undefined ? ({ type: 'player.commitBid', seat: me, cards: chosen } as const) : undefined;
        const canCommit = !!commit && chosen.length > 0 && snapshot.can(commit);
        return panel(
          html`${miniShip('pirate')}${t.raidTitle}`,
          html`${viewer.handVisible && raid.ownBid ? html`<p class="own-bid">${t.yourRaidBid(cardsTotal(raid.ownBid))}</p>${this.miniCards(raid.ownBid)}` : nothing}
            ${hand}
            ${
              me !== undefined
                ? html`<div class="buttons">
                  <button class="btn primary" data-primary ?disabled=${!canCommit} @click=${() => commit && this.act(commit)}>${t.commit(chosen.length, total)}</button>
                  ${chosenLine}
                </div>`
                : nothing
            }`,
          'raid',
        );
      }
    }
  }

  /** What explains the choice under way: the bids of the auction, or who has put cards down in a raid. */
  private renderDetails(view: WildeWikingerView, viewer: Viewer): TemplateResult | typeof nothing {
    const t = this.t;
    if (viewer.passTo !== undefined || (view.phase !== 'auction' && view.phase !== 'raid')) return nothing;
    const auction = view.auction;
    if (auction) {
      const ship = auction.ship;
      return html`<section class="details" aria-label=${t.bidsSoFar}>
        <p class="cargo">${t.auctionCargo}: ${this.jewelIcons(view.cargo[ship], 20)} ${jewelSummary(t, view.cargo[ship])}</p>
        <ol class="bids" aria-label=${t.bidsSoFar}>
          ${auction.order.map((seat, i) => {
            const bid = auction.bids[seat];
            const next = i === auction.next;
            const status = bid === null ? (next ? '…' : t.waiting) : bid.length === 0 ? t.passed : t.bidOf(cardsTotal(bid));
            return this.bidLine(
              seat,
              view,
              next,
              html`<span class="status">${status}</span> ${bid?.length ? this.miniCards(bid) : nothing}`,
              next ? 'next' : '',
            );
          })}
        </ol>
        ${viewer.acting !== undefined ? html`<p class="hint">${t.bidHint(t.shipDat[ship])}</p>` : nothing}
      </section>`;
    }
    return html`<section class="details raid" aria-label=${t.bidsSoFar}>
      <p class="hint">${t.raidHint}</p>
      <ul class="bids">
        ${view.raid!.committed.map((done, seat) =>
          this.bidLine(
            seat,
            view,
            !done,
            html`<span class="status">${done ? html`<span aria-hidden="true">✔ </span>${t.committed}` : t.notCommitted}</span>
              ${done && !(viewer.handVisible && seat === viewer.seat) ? html`<span class="mini-cards"><wilde-wikinger-card face-down .card=${0} label=${t.faceDown}></wilde-wikinger-card></span>` : nothing}`,
          ),
        )}
      </ul>
    </section>`;
  }

  /**
   * The hand of the seat at the screen. `docked`: it is in the panel of a bid, the cards that may be bid
   * first and full size, the others small and greyed after them.
   */
  private renderHand(view: WildeWikingerView, viewer: Viewer, docked = false): TemplateResult | typeof nothing {
    const t = this.t;
    if (!viewer.handVisible) {
      if (this.humans(this.game.snapshot!).length < 2 || view.over) return nothing;
      return html`<section part="hand" class="hand hidden" aria-label=${t.hand}><p class="hint">${t.handHidden}</p></section>`;
    }
    const me = viewer.acting;
    const ship = view.auction?.ship;
    const bidding = me !== undefined && (view.phase === 'auction' || (view.phase === 'raid' && view.raid?.ownBid === null));
    const humans = this.humans(this.game.snapshot!).length;
    const isEligible = (id: number) => bidding && (view.phase === 'raid' || (ship !== undefined && isAuctionCard(CARDS[id], ship)));
    const cardWhy = bidding && view.phase === 'auction' && ship !== undefined ? t.cardWhyNot(t.shipDat[ship]) : '';
    const cards = docked ? [...view.hand.filter(isEligible), ...view.hand.filter((id) => !isEligible(id))] : view.hand;
    // One Tab stop for the hand: the card last focused, else the first that may be chosen.
    const choosable = cards.filter(isEligible);
    const stop = this.handStop !== undefined && choosable.includes(this.handStop) ? this.handStop : choosable[0];
    const title = humans > 1 ? t.handOf(this.nameOf(viewer.seat)) : t.hand;
    return html`<section part="hand" class="hand ${docked ? 'docked' : ''}" aria-labelledby="hand-h" @card-toggle=${this.onCardToggle}>
      <h3 id="hand-h" class=${docked ? 'visually-hidden' : ''}>${title} <span class="total">${t.handTotal(cardsTotal(cards))}</span></h3>
      ${
        cards.length === 0
          ? html`<p class="hint">${t.noCards}</p>`
          : html`<div class="cards" role="group" aria-label=${title} @keydown=${this.onHandKey} @focusin=${this.onHandFocus}>
            ${cards.map((id) => {
              const card = CARDS[id];
              const eligible = isEligible(id);
              const state: PieceState = eligible
                ? this.chosen.includes(id)
                  ? 'selected'
                  : 'selectable'
                : bidding
                  ? 'disabled'
                  : this.dealt.includes(id)
                    ? 'animating'
                    : 'idle';
              // A card greyed in an auction says why on itself (its description); the bids' hint below says it to the eye.
              const why = state === 'disabled' && ship !== undefined && whyNotAuctionCard(id, ship) ? cardWhy : '';
              return html`<wilde-wikinger-card class=${docked && !eligible ? 'minor' : ''} .card=${id} state=${state} label=${t.card(card.kind, card.value)} why=${why}
                .buttonTabIndex=${id === stop ? 0 : -1}></wilde-wikinger-card>`;
            })}
          </div>`
      }
    </section>`;
  }

  private renderPlayers(snapshot: WildeWikingerSnapshot, view: WildeWikingerView): TemplateResult {
    const t = this.t;
    // The rules' score sheet, the same the end screen shows (Nessie's jewels count once the game is over).
    const totals = wildeWikingerBoard.scores(snapshot).lines.map((line) => line.total);
    return html`<section part="players" class="players" aria-label=${t.players}>
      <ul>
        ${view.players.map((p, seat) => {
          const jewels: JewelColour[] = JEWEL_COLOURS.flatMap((c) => Array.from({ length: view.jewels[seat][c] }, () => c));
          const tiles = view.tiles[seat].map((id) => PIRATE_TILES[id]);
          const summary = t.playerSummary(
            t.cardsInHand(view.handSizes[seat]),
            jewelSummary(t, jewels),
            tiles.length ? `${t.pirateTiles} ${t.tilesSpoken(tiles)}` : t.noTiles,
            t.scoreSoFar(totals[seat]),
          );
          return html`<li class="player ${view.toAct.includes(seat) ? 'active' : ''}" ${cssProps({ '--c': `var(--vg-player-${p.colour})` })}>
            <div class="who">
              <vg-player-badge wrap name=${this.displayName(seat, snapshot)} colour=${this.colourOf(seat, view)} ?active=${view.toAct.includes(seat)}></vg-player-badge>
              <span class="points" aria-hidden="true">${signed(totals[seat])}</span>
              ${this.botNote(seat, p.seat) ? html`<span class="bot">(${this.botNote(seat, p.seat)})</span>` : nothing}
            </div>
            <p class="visually-hidden">${summary}</p>
            <div class="loot" aria-hidden="true">
              <span class="card-count"><svg viewBox="0 0 60 84" width="14" height="19"><rect x="3" y="3" width="54" height="78" rx="7" fill="#6b3f1d" stroke="#2b1d12" stroke-width="4" /></svg>${view.handSizes[seat]}</span>
              ${this.jewelIcons(jewels, 16)}
              ${tiles.map((v) => html`<svg class="tile" viewBox="0 0 30 30" width="18" height="18">${pirateTileArt(v)}</svg>`)}
            </div>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  /**
   * A score table heading: its icon, and its name (hidden but read out in a narrow column). `short` (the
   * points of a jewel, "3 pts") shows under the icon where the name is hidden, so a phone still sees the values.
   */
  private columnHead(icon: TemplateResult, name: string, short?: string): TemplateResult {
    return html`<span class="col-head">${icon}<span class="name">${name}</span>${short ? html`<span class="short" aria-hidden="true">${short}</span>` : nothing}</span>`;
  }

  private renderScores(snapshot: WildeWikingerSnapshot, view: WildeWikingerView): TemplateResult {
    const t = this.t;
    const sheet = wildeWikingerBoard.scores(snapshot);
    const lines = [...sheet.lines].sort((a, b) => a.rank - b.rank);
    const winners = this.listNames(sheet.winners);
    const nessiePoints = jewelPoints(view.nessie);
    const got = view.nessieWinners ?? [];
    return html`<p class="jarl">${t.wins(winners)}</p>
      ${this.renderScoreSheet(
        {
          rank: t.rank,
          player: t.player,
          categories: [
            ...JEWEL_COLOURS.map((c) =>
              this.columnHead(html`<svg viewBox="0 0 20 20" aria-hidden="true">${jewel(c, 10, 10.5, 8, false)}</svg>`, t[c], t.pointsEach(JEWEL_POINTS[c])),
            ),
            this.columnHead(html`<svg viewBox="0 0 40 40" aria-hidden="true">${shipFaceArt('nessie')}</svg>`, t.nessieCol),
            this.columnHead(html`<svg viewBox="0 0 30 30" aria-hidden="true">${pirateTileArt()}</svg>`, t.tilesCol),
          ],
          total: t.total,
        },
        lines.map((l) => ({
          rank: l.rank,
          name: this.nameOf(l.seat),
          colour: this.colourOf(l.seat, view),
          cells: [l.breakdown.white, l.breakdown.green, l.breakdown.purple, l.breakdown.nessie, signed(l.breakdown.pirateTiles)],
          total: signed(l.total),
        })),
      )}
      <p class="hint">${got.length && view.nessie.length ? t.nessieWent(this.listNames(got), nessiePoints) : view.nessie.length ? t.nessieNobody : ''}</p>
      ${view.handTotals ? html`<p class="hint hand-totals">${t.handTotalsEnd(view.handTotals.map((n, seat) => `${this.nameOf(seat)} ${n}`).join(', '))}</p>` : nothing}
      <p class="hint end-ties">${t.endTies}</p>`;
  }

  protected override renderGame(snapshot: WildeWikingerSnapshot): TemplateResult {
    const t = this.t;
    const viewer = this.viewer(snapshot);
    // Everything below is drawn from this one seat's view: no other seat's cards can reach the DOM.
    const view = playerView(snapshot, viewer.seat);
    const promptSeat = view.toAct[0];
    const promptColour = promptSeat !== undefined ? this.colourOf(viewer.passTo ?? viewer.acting ?? promptSeat, view) : undefined;
    const table = `${this.language} ${view.players.map((_, seat) => `${this.nameOf(seat)}:${this.colourOf(seat, view)}`).join()}`;
    const log = this.logLines.lines(view.log, table, (entry) => this.describeIn(entry, view));
    // A person at this screen is choosing cards: their hand comes into the panel of the choice.
    const bidding = viewer.handVisible && viewer.acting !== undefined && (view.phase === 'auction' || (view.phase === 'raid' && view.raid?.ownBid === null));
    return this.renderFrame(snapshot, {
      logo: html`<svg class="logo" viewBox="0 0 120 72" aria-hidden="true">${longship('red')}${jewel('white', 44, 33, 6)}${jewel('green', 72, 33, 6)}${jewel('purple', 58, 38, 6)}</svg>`,
      tagline: t.subtitle,
      promptColour,
      // Two columns on wide screens, each stacking on its own; one column in reading order on narrow ones.
      // The panel of the current choice follows the track, holding the cards to bid while a bid is made; its box
      // (.decision, with what explains the choice) begins under the track, so the panel never stays in view over it.
      body: html`<div class="layout ${this.keysSeen ? 'keys' : ''}">
        <div class="main">
          ${this.renderBoard(snapshot, view, viewer)}
          <div class="play">
            <div class="decision">
              ${this.renderAction(snapshot, view, viewer, bidding ? this.renderHand(view, viewer, true) : nothing)} ${this.renderResult(view)} ${this.renderDetails(view, viewer)}
            </div>
            ${viewer.passTo === undefined && !bidding ? this.renderHand(view, viewer) : nothing}
          </div>
        </div>
        <div class="side">${this.renderTable(view)} ${this.renderPlayers(snapshot, view)} ${this.renderLog(log)}</div>
      </div>`,
      helpFooter: html`<p class="hint">${t.legend}</p>`,
      endScreen: () => this.renderScores(snapshot, view),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wilde-wikinger-board': WildeWikingerBoard;
  }
}
