import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { phaseOf, wikingerschafe } from '@viking-games/core/wikingerschafe';
import './index.js';
import { buttonByText, root, settle, until, warnings } from '../shared/test-helpers.js';
import type { VgDialog } from '../shared/vg-dialog.js';
import type { WikingerschafeBoard } from './wikingerschafe-board.js';
import type { WikingerschafeLocation } from './wikingerschafe-location.js';
import { wikingerschafeMessages } from './wikingerschafe.messages.js';
import { endTurn, LOCATION_5, place, reward, roll, type Move } from './wikingerschafe.fixtures.js';

const legalLocations = (el: WikingerschafeBoard) => [...root(el).querySelectorAll<WikingerschafeLocation>('wikingerschafe-location[legal]')];

/** An all-human table at `seed`, brought to a position by real moves sent to its actor. */
async function positionAt(players: number, seed: number, moves: readonly Move[]): Promise<WikingerschafeBoard> {
  const seats = Array.from({ length: players }, () => 'human').join(',');
  const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players=${players} seats=${seats} seed=${seed}></wikingerschafe-board>`);
  await settle(el);
  for (const move of moves) {
    const before = el.snapshot;
    el.actor!.send(move as never);
    expect(el.snapshot, `accepted: ${JSON.stringify(move)}`).to.not.equal(before);
  }
  await settle(el);
  return el;
}
/** The reward picker of the board (the rewarding phase). */
const picker = (el: WikingerschafeBoard) => root(el).querySelector('wikingerschafe-reward-picker')!;
/** The shadow root that holds the panel of the current choice (part `action`): the reward picker's, the round scoring's, or the board's own. */
const panelRoot = (el: WikingerschafeBoard): ShadowRoot =>
  root(el).querySelector('wikingerschafe-reward-picker, wikingerschafe-scoring:not([final])')?.shadowRoot ?? root(el);
/** The final scoring's shadow root inside the end screen. */
const finalTable = (dialog: Element): ShadowRoot => dialog.querySelector('wikingerschafe-scoring[final]')!.shadowRoot!;
const rewardButtons = (el: WikingerschafeBoard) => [...panelRoot(el).querySelectorAll<HTMLButtonElement>('.action .choices button')];

/** Plays real moves (the first legal one that is not a roll, so every turn places at once) until the game reaches `phase`. */
function playUntil(el: WikingerschafeBoard, phase: string): void {
  for (let i = 0; i < 3000 && phaseOf(el.snapshot!) !== phase; i++) {
    const moves = wikingerschafe.legalMoves(el.snapshot!) as Move[];
    el.actor!.send((moves.find((m) => m.type !== 'player.roll') ?? moves[0]) as never);
  }
  expect(phaseOf(el.snapshot!)).to.equal(phase);
}

/** Lays the board out at `width` px (a phone column, a desktop page) and waits for the layout. */
async function atWidth(el: WikingerschafeBoard, width: number): Promise<void> {
  el.style.width = `${width}px`;
  await settle(el);
  await new Promise((r) => requestAnimationFrame(r));
}

/** Every element under `root` (through open shadow roots), `root`'s own included. */
function deepElements(root: Element | ShadowRoot): Element[] {
  const out: Element[] = [];
  for (const e of root.querySelectorAll('*')) {
    out.push(e);
    if (e.shadowRoot) out.push(...deepElements(e.shadowRoot));
  }
  return out;
}

/** What sticks out of `box` sideways, or is cut inside itself (text wider than its box), as readable lines. */
function overflowIn(box: Element): string[] {
  const { left, right } = box.getBoundingClientRect();
  return deepElements(box).flatMap((e) => {
    const r = e.getBoundingClientRect();
    // Text for screen readers only (and the live region) is clipped to 1 px on purpose.
    if (r.width <= 1 || r.height <= 1 || e.closest('.visually-hidden')) return [];
    const what = `<${e.localName} class="${e.getAttribute('class') ?? ''}"> "${(e.textContent ?? '').trim().slice(0, 30)}"`;
    const out = [];
    if (r.left < left - 1 || r.right > right + 1)
      out.push(`${what} at ${Math.round(r.left)}..${Math.round(r.right)} outside ${Math.round(left)}..${Math.round(right)}`);
    if (e instanceof HTMLElement && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
      out.push(`${what} cut: ${e.scrollWidth} > ${e.clientWidth}`);
    return out;
  });
}

/** Buttons, summaries and tray dice of the board (in every shadow root) that are shown and smaller than 44 x 44 px. */
function smallTargets(el: WikingerschafeBoard): string[] {
  return deepElements(root(el)).flatMap((e) => {
    if (!e.matches('button, summary, [role="button"]')) return [];
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return [];
    return r.width < 44 || r.height < 44
      ? [
          `<${e.localName} class="${e.getAttribute('class') ?? ''}"> "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)} x ${Math.round(r.height)}`,
        ]
      : [];
  });
}

describe('<wikingerschafe-board>', () => {
  beforeEach(() => localStorage.clear());

  describe('Rendering', () => {
    it('shows the five Locations, the round board, a panel per Wikinger and a prompt, and is accessible', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board seed="3" seats="human,human,human"></wikingerschafe-board>`);
      await settle(el);
      expect(root(el).querySelectorAll('wikingerschafe-location')).to.have.length(5);
      expect(root(el).querySelector('wikingerschafe-round-board')).to.not.equal(null);
      expect(root(el).querySelectorAll('wikingerschafe-player-panel')).to.have.length(3);
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/choose dice to re-roll/);
      expect(legalLocations(el).length).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
    });

    it('adds Björn Blökson in a 2-player game and speaks German', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="5" locale="de"></wikingerschafe-board>`);
      // The German table is a module of its own: English until it has arrived, then German.
      await until(() => root(el).querySelector('.frame')?.getAttribute('lang') === 'de');
      await settle(el);
      const panels = [...root(el).querySelectorAll('wikingerschafe-player-panel')];
      expect(panels.map((p) => p.name)).to.include('Björn Blökson');
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/wähle Würfel/);
      const bjornDice = el.snapshot!.context.wikinger[2].dice.filter((d) => d.place === 'location');
      expect(bjornDice).to.have.length(6);
    });

    it('draws again after a move only the parts the move changed (issue 27, moves)', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board seed="3" seats="human,human,human"></wikingerschafe-board>`);
      await settle(el);
      const parts = [...root(el).querySelectorAll<LitElement>('wikingerschafe-location, wikingerschafe-round-board, wikingerschafe-player-panel')];
      const drawn = new Map<Element, number>();
      for (const part of parts) {
        const update = (part as unknown as { update(changed: unknown): void }).update;
        Object.assign(part, { update: (changed: unknown) => (drawn.set(part, (drawn.get(part) ?? 0) + 1), update.call(part, changed)) });
      }
      const current = el.snapshot!.context.current;
      const locations = [...root(el).querySelectorAll<WikingerschafeLocation>('wikingerschafe-location')];
      const marks = () => locations.map((l) => `${l.legal} ${l.dimmed}`);
      const before = marks();
      const move = wikingerschafe.legalMoves(el.snapshot!).find((m) => m.type === 'player.roll')!;
      el.actor!.send(move as never);
      await settle(el);
      // A roll changes the dice in the roller's supply (their panel) and where they may be placed (the Locations whose
      // mark changed); no die on a Location, nothing on the round board.
      const panels = [...root(el).querySelectorAll('wikingerschafe-player-panel')];
      const after = marks();
      const changed = locations.filter((_, i) => before[i] !== after[i]);
      expect(changed.length, 'a Location is not marked again').to.be.lessThan(5);
      expect(new Set(drawn.keys())).to.deep.equal(new Set([...changed, panels[current]]));
    });
  });

  describe('Layout', () => {
    it('never clips or breaks a Location header from 320 to 1200 px, and the influence numbers stay readable', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="4" seats="human,human,human,human" seed="3"></wikingerschafe-board>`);
      for (const width of [320, 400, 560, 870, 1000, 1200]) {
        el.style.width = `${width}px`;
        await settle(el);
        await new Promise((r) => requestAnimationFrame(r));
        for (const location of root(el).querySelectorAll<WikingerschafeLocation>('wikingerschafe-location')) {
          const head = location.shadowRoot!.querySelector<HTMLElement>('.head')!;
          const titles = location.shadowRoot!.querySelector<HTMLElement>('.titles')!;
          const title = titles.querySelector('strong')!;
          const where = `Location ${location.value} at ${width} px`;
          const range = document.createRange();
          range.selectNodeContents(title);
          expect(range.getClientRects().length, `${where}: "Location N" on one line`).to.equal(1);
          expect(title.scrollWidth, `${where}: title not clipped`).to.be.at.most(title.clientWidth + 1);
          expect(titles.scrollWidth, `${where}: reward names not clipped`).to.be.at.most(titles.clientWidth + 1);
          expect(titles.getBoundingClientRect().right, `${where}: inside the header`).to.be.at.most(head.getBoundingClientRect().right + 1);
          for (const digit of location.shadowRoot!.querySelectorAll<SVGTextElement>('.track text')) {
            // The font size the reader sees: the drawing's size times its scale on screen (issue 10, item 6: 12 px).
            const px = Number(digit.getAttribute('font-size')) * digit.getScreenCTM()!.a;
            expect(px, `${where}: influence number ${digit.textContent} readable`).to.be.at.least(12);
          }
        }
      }
    });
  });

  describe('Phone layout (issue 10, items 2, 3 and 6)', () => {
    it('fits round and influence scoring into 320 and 360 px boards with 2, 3 and 4 Wikinger: nothing sideways, nothing cut', async function () {
      this.timeout(60000);
      for (const players of [2, 3, 4]) {
        const el = await positionAt(players, 40 + players, []);
        for (const phase of ['roundScoring', 'influenceScoring']) {
          playUntil(el, phase);
          for (const width of [320, 360]) {
            await atWidth(el, width);
            const panel = panelRoot(el).querySelector('.action')!;
            expect(panel.querySelectorAll('.score-card'), `${phase}: a card per Wikinger`).to.have.length(el.snapshot!.context.wikinger.length);
            expect(overflowIn(panel), `${players} players, ${phase} at ${width} px`).to.deep.equal([]);
            expect(overflowIn(root(el).querySelector('.frame')!), `${players} players, ${phase} at ${width} px: the board`).to.deep.equal([]);
          }
          await atWidth(el, 1200);
          const cards = [...panelRoot(el).querySelectorAll('.score-card')].map((c) => c.getBoundingClientRect().top);
          expect(new Set(cards).size, `${players} players at 1200 px: the cards stand side by side`).to.equal(1);
          el.style.width = '';
        }
      }
    });

    it('fits the final scoring into a 320 px board, the total beside every name, glory broken down where it came from', async function () {
      this.timeout(60000);
      for (const players of [2, 4]) {
        const el = await positionAt(players, 50 + players, []);
        playUntil(el, 'gameOver');
        await until(() => root(el).querySelector('vg-dialog[part="end-screen"]')?.hasAttribute('open') ?? false);
        const dialog = root(el).querySelector<VgDialog>('vg-dialog[part="end-screen"]')!;
        const box = dialog.shadowRoot!.querySelector<HTMLElement>('[part="dialog"]')!;
        for (const width of [320, 360, 1200]) {
          await atWidth(el, width);
          await dialog.updateComplete;
          expect(overflowIn(box), `${players} players at ${width} px`).to.deep.equal([]);
          for (const card of finalTable(dialog).querySelectorAll('.final-card')) {
            const total = card.querySelector('.final-total')!.getBoundingClientRect();
            const name = card.querySelector('vg-player-badge')!.getBoundingClientRect();
            expect(Math.abs(total.top - name.top), `${width} px: the total on the name's line`).to.be.below(12);
          }
        }
        const text = finalTable(dialog).textContent!.replace(/\s+/g, ' ');
        expect(text).to.contain('Shields (2 glory each)');
        expect(text).to.not.contain('Glory in play');
        const lines = wikingerschafe
          .scores(el.snapshot!)
          .lines.slice()
          .sort((a, b) => a.rank - b.rank);
        const cards = [...finalTable(dialog).querySelectorAll('.final-card')];
        expect(cards).to.have.length(lines.length);
        cards.forEach((card, k) => {
          // Each card adds up: influence scoring, 8 · 10 · 12, unlocks (Björn's head start), shields, Mead and Coins make the total.
          const parts = [...card.querySelectorAll('.part')].map(
            (p) => [p.querySelector('dt')!.textContent!.replace(/\s+/g, ' ').trim(), Number(p.querySelector('dd')!.textContent!.replace('+', ''))] as const,
          );
          expect(
            parts.reduce((sum, [, n]) => sum + n, 0),
            `${lines[k].name}'s parts`,
          ).to.equal(lines[k].total);
          expect(card.querySelector('.final-total')!.textContent!.replace(/\s+/g, ' ')).to.equal(`${lines[k].total} glory`);
          const labels = parts.map(([label]) => label);
          expect(labels).to.include.members(['Influence scoring', 'Influence 8 · 10 · 12']);
          if (lines[k].seat === -1) expect(parts.find(([label]) => label === 'Head start')?.[1]).to.equal(10);
          else expect(labels.some((l) => l.startsWith('Unlocked dice'))).to.equal(true);
        });
      }
    });

    it('makes every button, tray die and the log toggle at least 44 x 44 px in a 320 px board', async () => {
      // Seed 227, 3 players: the tray, the Locations' buttons and the extra actions, then the placement steppers and a reward.
      const el = await positionAt(3, 227, [place(3, 1)]);
      await atWidth(el, 320);
      expect(rewardButtons(el).length, 'a reward to choose').to.be.greaterThan(1);
      expect(smallTargets(el)).to.deep.equal([]);
      el.actor!.send(reward('none') as never);
      el.actor!.send(endTurn as never);
      await settle(el);
      expect(root(el).querySelectorAll('.tray .die-btn').length).to.be.greaterThan(3);
      expect(root(el).querySelectorAll('.btn.small').length).to.be.greaterThan(1);
      expect(smallTargets(el)).to.deep.equal([]);
      legalLocations(el)[0].shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(el);
      expect(smallTargets(el)).to.deep.equal([]);
    });

    it('stands Sheeple that share a space one above the other, never overlapping, neighbours included', async () => {
      const el = await positionAt(4, 3, []);
      await atWidth(el, 320);
      const context = el.snapshot!.context;
      // Location 1: a herd of four on 0 (the start); Location 2: 3, 4, 4, 5; Location 5: 12, 11, 12, 12.
      const influence = [
        [0, 3, 0, 0, 12],
        [0, 4, 0, 0, 11],
        [0, 4, 0, 0, 12],
        [0, 5, 0, 0, 12],
      ];
      const milestones = (values: number[]) => values.map((v) => [8, 10, 12].filter((m) => m <= v));
      el.snapshot = wikingerschafe.machine.resolveState({
        value: { turn: 'rolling' },
        context: { ...context, wikinger: context.wikinger.map((w, i) => ({ ...w, influence: influence[i], milestones: milestones(influence[i]) })) },
      });
      await settle(el);
      expect(el.snapshot!.context.wikinger.map((w) => w.influence)).to.deep.equal(influence);
      for (const location of root(el).querySelectorAll<WikingerschafeLocation>('wikingerschafe-location')) {
        const sheep = [...location.shadowRoot!.querySelectorAll('.track .sheeple')].map((g) => g.getBoundingClientRect());
        expect(sheep, `Location ${location.value}: one Sheeple per Wikinger`).to.have.length(4);
        for (let a = 0; a < sheep.length; a++) {
          for (let b = a + 1; b < sheep.length; b++) {
            const w = Math.min(sheep[a].right, sheep[b].right) - Math.max(sheep[a].left, sheep[b].left);
            const h = Math.min(sheep[a].bottom, sheep[b].bottom) - Math.max(sheep[a].top, sheep[b].top);
            expect(w > 0.5 && h > 0.5, `Location ${location.value}: Sheeple ${a} and ${b} overlap`).to.equal(false);
          }
        }
      }
    });
  });

  describe('Attributes', () => {
    it('reflects its properties to attributes', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board seed="1"></wikingerschafe-board>`);
      el.players = 2;
      el.locale = 'de';
      el.theme = 'dark';
      el.friendly = true;
      await settle(el);
      expect(el.getAttribute('players')).to.equal('2');
      expect(el.getAttribute('locale')).to.equal('de');
      expect(el.getAttribute('theme')).to.equal('dark');
      expect(el.hasAttribute('friendly')).to.equal(true);
      expect(el.snapshot!.context.players).to.have.length(2);
      expect(el.snapshot!.context.friendly).to.equal(true);
    });

    it('warns about bad values and falls back', async () => {
      let el!: WikingerschafeBoard;
      const seen = await warnings(async () => {
        el = await fixture<WikingerschafeBoard>(
          html`<wikingerschafe-board players="9" seed="abc" locale="xx" seats="human,wizard,random"></wikingerschafe-board>`,
        );
        await settle(el);
      });
      expect(seen.some((w) => /players="9".*2 to 4/.test(w))).to.equal(true);
      expect(seen.some((w) => /seed="abc"/.test(w))).to.equal(true);
      expect(seen.some((w) => /locale="xx"/.test(w))).to.equal(true);
      expect(seen.some((w) => /wizard/.test(w))).to.equal(true);
      expect(el.snapshot!.context.players).to.have.length(3);
      expect(el.snapshot!.context.players.map((p) => p.seat.kind)).to.deep.equal(['human', 'bot', 'bot']);
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/choose dice|thinking/);
    });
  });

  describe('Seats', () => {
    it('replaces only a bad seat token, keeps the valid ones and names the bad one', async () => {
      let el!: WikingerschafeBoard;
      const seen = await warnings(async () => {
        el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="robot,human" seed="7"></wikingerschafe-board>`);
        await settle(el);
      });
      expect(seen.some((w) => /seats="robot,human".*"robot"/.test(w))).to.equal(true);
      expect(el.snapshot!.context.players.map((p) => p.seat)).to.deep.equal([{ kind: 'bot', bot: 'heuristic', level: 2 }, { kind: 'human' }]);
    });
  });

  describe('Events', () => {
    it('fires turn on a click, and game-start on "New game" and when a new seed starts a new game', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="11"></wikingerschafe-board>`);
      await settle(el);
      const starts: Event[] = [];
      const turns: CustomEvent[] = [];
      el.addEventListener('game-start', (e) => starts.push(e));
      el.addEventListener('turn', (e) => turns.push(e));
      el.seed = 12;
      await settle(el);
      // A new seed mid-game is a new game: it says so (it used to restart silently).
      expect(starts.map((e) => (e as CustomEvent).detail)).to.deep.equal([
        { game: 'wikingerschafe', seed: 12, players: 2, seats: 'human,human', friendly: false },
      ]);
      expect(el.snapshot!.context.seed).to.equal(12);

      legalLocations(el)[0].shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(el);
      buttonByText(el, /^Place$/)!.click();
      await settle(el);
      // Reward (if any), then End turn.
      while (phaseOf(el.snapshot!) !== 'turnEnd') {
        panelRoot(el).querySelector<HTMLButtonElement>('.action [data-primary]')!.click();
        await settle(el);
      }
      const turn = oneEvent(el, 'turn');
      buttonByText(el, /^End turn$/)!.click();
      const event = await turn;
      expect(event.detail).to.include({ game: 'wikingerschafe', round: 1, turns: 1 });
      expect(event.bubbles && event.composed).to.equal(true);

      const start = oneEvent(el, 'game-start');
      buttonByText(el, /^New game$/)!.click();
      await settle(el);
      buttonByText(el, /^Start a new game$/)!.click();
      expect((await start).detail).to.include({ game: 'wikingerschafe', players: 2 });
    });

    it('asks before "New game" abandons a game in progress, and not before anyone has moved', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="13"></wikingerschafe-board>`);
      await settle(el);
      const confirm = () => root(el).querySelector<HTMLElement & { open: boolean }>('vg-dialog.confirm')!;
      const starts: Event[] = [];
      el.addEventListener('game-start', (e) => starts.push(e));
      // Nothing played yet: a new game at once.
      buttonByText(el, /^New game$/)!.click();
      await settle(el);
      expect(starts).to.have.length(1);
      expect(confirm().open).to.equal(false);

      el.actor!.send({ type: 'player.roll', dice: [0] });
      await settle(el);
      const seed = el.snapshot!.context.seed;
      const newGameButton = buttonByText(el, /^New game$/)!;
      newGameButton.focus();
      newGameButton.click();
      await settle(el);
      expect(confirm().open).to.equal(true);
      expect(confirm().textContent).to.contain('Abandon this game and start a new one?');
      // One answer for each choice, "Keep playing" or "Start a new game", and the dialog's ✕: no third "Close" (issue 26).
      await (confirm() as unknown as { updateComplete: Promise<boolean> }).updateComplete;
      expect([...confirm().shadowRoot!.querySelectorAll('footer button')], 'no Close of its own').to.have.length(0);
      expect([...confirm().querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal(['Keep playing', 'Start a new game']);
      expect(starts).to.have.length(1);
      await expect(el).to.be.accessible();
      // Keep playing: nothing changes, focus goes back to the button.
      buttonByText(el, /^Keep playing$/)!.click();
      await settle(el);
      expect(confirm().open).to.equal(false);
      expect(el.snapshot!.context.seed).to.equal(seed);
      expect(el.snapshot!.context.log.some((e) => e.kind === 'roll')).to.equal(true);
      expect(root(el).activeElement).to.equal(newGameButton);
      // Confirmed: a new game.
      buttonByText(el, /^New game$/)!.click();
      await settle(el);
      buttonByText(el, /^Start a new game$/)!.click();
      await settle(el);
      expect(starts).to.have.length(2);
      expect(confirm().open).to.equal(false);
      expect(el.snapshot!.context.log.some((e) => e.kind === 'roll')).to.equal(false);
    });

    it('chooses dice with the keyboard and rolls with R', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="21"></wikingerschafe-board>`);
      await settle(el);
      const first = root(el).querySelector<HTMLButtonElement>('.tray .die-btn')!;
      first.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(el);
      const second = root(el).querySelectorAll<HTMLButtonElement>('.tray .die-btn')[1];
      expect(root(el).activeElement).to.equal(second);
      await sendKeys({ press: 'Space' });
      await settle(el);
      expect(second.getAttribute('aria-pressed')).to.equal('true');
      const rolls = el.snapshot!.context.log.filter((e) => e.kind === 'roll').length;
      await sendKeys({ press: 'r' });
      await settle(el);
      expect(el.snapshot!.context.log.filter((e) => e.kind === 'roll')).to.have.length(rolls + 1);
      expect(el.snapshot!.context.turn.rollsLeft).to.equal(1);
      const announcer = root(el).querySelector('vg-announcer')!;
      await until(() => /rolled \d/.test(announcer.message), 2000);
      expect(root(el).querySelector('vg-game-log')!.shadowRoot!.textContent).to.match(/rolled \d/);
      // Focus stays inside the element after the move.
      expect(root(el).activeElement).to.not.equal(null);
    });
  });

  describe('Persistence', () => {
    it('resumes the saved game in a new element, and starts anew with a notice when the save was tampered with', async () => {
      const first = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board persist="ws-test" players="2" seats="human,human" seed="31"></wikingerschafe-board>`,
      );
      await settle(first);
      legalLocations(first)[0].shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(first);
      buttonByText(first, /^Place$/)!.click();
      await settle(first);
      const log = first.snapshot!.context.log.length;
      first.remove();

      const second = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board persist="ws-test" players="2" seats="human,human"></wikingerschafe-board>`);
      await settle(second);
      expect(second.snapshot!.context.seed).to.equal(31);
      expect(second.snapshot!.context.log).to.have.length(log);
      expect(root(second).querySelector('.notice')).to.equal(null);
      second.remove();

      localStorage.setItem('ws-test', localStorage.getItem('ws-test')!.slice(0, 40));
      const third = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board persist="ws-test" players="2" seats="human,human" seed="32"></wikingerschafe-board>`,
      );
      await settle(third);
      expect(third.snapshot!.context.seed).to.equal(32);
      expect(root(third).querySelector('.notice')!.textContent).to.match(/could not be restored/);
    });

    it('resumes a save made under the same key by a table of another size, and warns the site owner', async () => {
      const first = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board persist="ws-shared" players="2" seats="human,human" seed="33"></wikingerschafe-board>`,
      );
      await settle(first);
      first.actor!.send({ type: 'player.roll', dice: [0] });
      await settle(first);
      first.remove();
      let second!: WikingerschafeBoard;
      const seen = await warnings(async () => {
        second = await fixture<WikingerschafeBoard>(
          html`<wikingerschafe-board persist="ws-shared" players="4" seats="human,human,human,human"></wikingerschafe-board>`,
        );
        await settle(second);
      });
      expect(second.snapshot!.context.players).to.have.length(2);
      expect(second.snapshot!.context.seed).to.equal(33);
      expect(seen.some((w) => /persist="ws-shared".*2 players.*players="4".*its own `persist` key/.test(w))).to.equal(true);
    });
  });

  describe('Lifecycle', () => {
    it('stops its actor when removed and resumes the same game when put back', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="41"></wikingerschafe-board>`);
      await settle(el);
      const actor = el.actor!;
      const parent = el.parentElement!;
      el.remove();
      expect(actor.getSnapshot().status).to.equal('stopped');
      parent.append(el);
      await settle(el);
      expect(el.actor).to.not.equal(actor);
      expect(el.actor!.getSnapshot().status).to.equal('active');
      expect(el.snapshot!.context.seed).to.equal(41);
    });

    it('keeps two instances on one page independent', async () => {
      const pair = await fixture<HTMLDivElement>(html`<div>
        <wikingerschafe-board players="2" seats="human,human" seed="51"></wikingerschafe-board>
        <wikingerschafe-board players="2" seats="human,human" seed="51"></wikingerschafe-board>
      </div>`);
      const [a, b] = [...pair.querySelectorAll('wikingerschafe-board')];
      await settle(a);
      await settle(b);
      legalLocations(a)[0].shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(a);
      buttonByText(a, /^Place$/)!.click();
      await settle(a);
      expect(a.snapshot!.context.turn.placed).to.equal(true);
      expect(b.snapshot!.context.turn.placed).to.equal(false);
      expect(a.actor).to.not.equal(b.actor);
    });

    it('lets bots play a whole game at their own pace and fires game-over', async () => {
      const el = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board players="2" seats="random,heuristic" seed="61" bot-delay="0"></wikingerschafe-board>`,
      );
      const over = oneEvent(el, 'game-over');
      const { detail } = await over;
      expect(detail.game).to.equal('wikingerschafe');
      expect(detail.scores.final).to.equal(true);
      expect(detail.winners.length).to.be.greaterThan(0);
      await settle(el);
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/Game over/);
    });
  });

  describe('Location 5 and Location 3 rewards', () => {
    it('offers one button per option, and every legal target of Attack and of Wollhalla, once per Wikinger and Location', async () => {
      const el = await positionAt(3, 227, LOCATION_5);
      const legal = wikingerschafe.legalMoves(el.snapshot!) as Move[];
      const options = [...new Set(legal.map((m) => m.option))];
      expect(options).to.include.members(['attack', 'wollhalla', 'none']);
      expect(rewardButtons(el)).to.have.length(options.length);
      for (const option of ['wollhalla', 'attack']) {
        const where = (target: number, die: number) => `${target}@${el.snapshot!.context.wikinger[target].dice[die].location}`;
        const targets = legal.filter((m) => m.option === option).map((m) => where(Number(m.target), Number(m.die)));
        buttonByText(picker(el), option === 'attack' ? /^Attack/ : /^Wollhalla/)!.click();
        await settle(el);
        const offered = [...panelRoot(el).querySelectorAll<HTMLButtonElement>('.targets button')].map((b) =>
          where(Number(b.dataset.target), Number(b.dataset.die)),
        );
        expect(offered).to.have.members([...new Set(targets)]);
        // Position 227 has two alike dice of one Wikinger at one Location for Wollhalla: one button for both.
        if (option === 'wollhalla') expect(offered.length).to.be.lessThan(targets.length);
        expect(new Set(targets.map((t) => t.split(':')[0])).size).to.be.greaterThan(option === 'attack' ? 1 : 2);
        await expect(el).to.be.accessible();
        buttonByText(picker(el), /^Back$/)!.click();
        await settle(el);
      }
      // A shield of another Wikinger, not the first one listed: the machine takes exactly that target.
      buttonByText(picker(el), /^Attack/)!.click();
      await settle(el);
      const last = [...panelRoot(el).querySelectorAll<HTMLButtonElement>('.targets button')].at(-1)!;
      const [target, die] = [Number(last.dataset.target), Number(last.dataset.die)];
      last.click();
      await settle(el);
      expect(el.snapshot!.context.wikinger[target].dice[die].shielded).to.equal(undefined);
      expect(el.snapshot!.context.log.at(-1)).to.deep.include({ kind: 'reward', option: 'attack', target });
    });

    it("the prompt says what each reward step asks: during Redistribution, the Location to re-roll, not Location 3's reward (issue 26)", async () => {
      const el = await positionAt(3, 227, []);
      legalLocations(el)
        .find((l) => l.value === 3)!
        .shadowRoot!.querySelector<HTMLButtonElement>('button.place')!
        .click();
      await settle(el);
      buttonByText(el, /^Place$/)!.click();
      await settle(el);
      expect(phaseOf(el.snapshot!)).to.equal('rewarding');
      const prompt = () => root(el).querySelector('#prompt > span:not(.dot)')!.textContent!.trim();
      expect(prompt()).to.match(/choose the reward of Location 3\.$/);
      buttonByText(picker(el), /^Redistribution/)!.click();
      await settle(el);
      expect(prompt()).to.match(/: choose the Location whose dice you re-roll\.$/);
      buttonByText(picker(el), /^Back$/)!.click();
      await settle(el);
      expect(prompt(), 'back at the list of rewards').to.match(/choose the reward of Location 3\.$/);
      buttonByText(picker(el), /^Relocate/)!.click();
      await settle(el);
      expect(prompt()).to.match(/: choose (the Location your 3 moves to|which of your 3s moves)\.$/);
      // The step belongs to the position it was opened in: the 3 moved to Location 1 earns Location 1's reward, a new list.
      const before = el.snapshot;
      for (let i = 0; i < 2 && el.snapshot === before; i++) {
        panelRoot(el).querySelector<HTMLButtonElement>('.action .choices button, .action .faces button')!.click();
        await settle(el);
      }
      expect(el.snapshot!.context.turn.rewardLocation).to.equal(1);
      expect(prompt()).to.match(/: choose the reward of Location 1\.$/);
    });

    it("puts focus on the first reward after a placement by click, and on each step's first choice (inside the picker)", async () => {
      const el = await positionAt(3, 227, []);
      const location = legalLocations(el).find((l) => l.value === 3)!;
      location.shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(el);
      buttonByText(el, /More 6s/)!.click();
      await settle(el);
      buttonByText(el, /^Place$/)!.click();
      await settle(el);
      expect(phaseOf(el.snapshot!)).to.equal('rewarding');
      const inPicker = () => picker(el).shadowRoot!.activeElement;
      expect(root(el).activeElement, 'focus inside the picker').to.equal(picker(el));
      expect(inPicker()).to.equal(rewardButtons(el)[0]);
      buttonByText(picker(el), /^Relocate/)!.click();
      await settle(el);
      // The next step (which 3 to move, or where to): focus on its first choice, not lost with the button pressed.
      expect(panelRoot(el).querySelector('#act')!.textContent).to.not.match(/^Reward/);
      expect(inPicker()).to.not.equal(null);
      expect(inPicker()).to.equal(panelRoot(el).querySelector('[data-primary]'));
    });

    it('after a Redistribution offers each re-rolled 6 and the shield any newly rolled value (issue 10, item 12)', async () => {
      // 3 players, seed 31: seat 0 holds a 3 and a 5, a shielded 1 and three more 1s on Location 1. The dice are set on
      // seed 31's opening state (a shielded die needs a shield unlocked on an earlier turn); the moves are real.
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="3" seats="human,human,human" seed="31"></wikingerschafe-board>`);
      await settle(el);
      const context = el.snapshot!.context;
      expect(context.current).to.equal(0);
      const die = (id: number, place: 'supply' | 'location' | 'board', face: number, shielded = false) =>
        ({ id, place, face, ...(place === 'location' ? { location: face } : {}), ...(shielded ? { shielded } : {}) }) as never;
      const dice = [
        die(0, 'supply', 3),
        die(1, 'location', 1, true),
        die(2, 'location', 1),
        die(3, 'location', 1),
        die(4, 'location', 1),
        die(5, 'supply', 5),
        die(6, 'board', 1),
      ];
      const wikinger = context.wikinger.map((w, i) => (i === 0 ? { ...w, dice, shields: ['placed', 'board'] as const } : w));
      el.snapshot = wikingerschafe.machine.resolveState({ value: { turn: 'rolling' }, context: { ...context, wikinger } });
      el.actor!.send(place(3) as never);
      el.actor!.send(reward('redistribution', { location: 1 }) as never);
      await settle(el);
      expect(phaseOf(el.snapshot!)).to.equal('redistributing');
      expect(el.snapshot!.context.log.at(-1)).to.deep.include({ step: 'roll', from: 1, faces: [4, 6, 6, 3] });
      expect(root(el).querySelectorAll('.action .tray.pending vg-die')).to.have.length(2);
      const rows = [...root(el).querySelectorAll<HTMLElement>('.action .targets .target-row')];
      expect(rows.map((r) => r.getAttribute('aria-label'))).to.deep.equal(['Re-rolled 6, 1 of 2', 'Re-rolled 6, 2 of 2', 'Shield']);
      for (const row of rows) expect([...row.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal(['Location 3', 'Location 4']);
      // The first legal choice is preselected: both 6s and the shield with the new 3.
      expect(rows.map((r) => r.querySelector('[aria-pressed="true"]')!.textContent!.trim())).to.deep.equal(['Location 3', 'Location 3', 'Location 3']);
      // Issue 26: the chosen Location looked like the other, and each row's die icon drew about 110 px tall.
      const [chosen, other] = ['[aria-pressed="true"]', '[aria-pressed="false"]'].map((s) => getComputedStyle(rows[0].querySelector(s)!));
      expect(chosen.backgroundColor, 'the chosen Location filled, unlike the other').to.not.equal(other.backgroundColor);
      expect(getComputedStyle(rows[0].querySelector('[aria-pressed="true"]')!, '::before').content, 'and ticked').to.contain('✓');
      for (const row of rows) expect(row.querySelector('span .icon')!.getBoundingClientRect().height, 'the row icon at text size').to.be.at.most(24);
      expect(root(el).querySelector('[part="recent"]')!.textContent, 'the 6s are not said to have gone anywhere yet').to.match(
        /re-rolled: 4, 6, 6, 3, the 6s still to place\./,
      );
      await expect(el).to.be.accessible();
      rows[1].querySelector<HTMLButtonElement>('[data-value="4"]')!.click();
      await settle(el);
      root(el).querySelectorAll<HTMLElement>('.action .targets .target-row')[2].querySelector<HTMLButtonElement>('[data-value="4"]')!.click();
      await settle(el);
      buttonByText(el, /^Put them there$/)!.click();
      await settle(el);
      expect(phaseOf(el.snapshot!)).to.equal('turnEnd');
      const me = el.snapshot!.context.wikinger[0];
      expect(me.dice[2]).to.deep.include({ location: 3 });
      expect(me.dice[3]).to.deep.include({ location: 4 });
      expect(me.dice.filter((d) => d.shielded).map((d) => d.location)).to.deep.equal([4]);
      expect(root(el).querySelector('vg-game-log')!.shadowRoot!.textContent).to.contain('6 → Location 3, 6 → Location 4, shield → Location 4');
    });

    it('lets the player choose which of several 3s placed this turn Relocate moves', async () => {
      // Seed 389, 2 players: four 3s placed this turn, one of them with a shield.
      const el = await positionAt(2, 389, [
        roll(4, 5),
        roll(0, 2, 4),
        place(2),
        reward('shield'),
        endTurn,
        roll(0, 1, 3, 4, 5),
        roll(5),
        place(1),
        reward('destiny', { die: 1, face: 1 }),
        endTurn,
        place(3, 2, 1),
      ]);
      const legal = (wikingerschafe.legalMoves(el.snapshot!) as Move[]).filter((m) => m.option === 'relocate');
      const dice = [...new Set(legal.map((m) => m.die))];
      expect(dice.length).to.be.greaterThan(1);
      buttonByText(picker(el), /^Relocate/)!.click();
      await settle(el);
      const offered = [...panelRoot(el).querySelectorAll<HTMLButtonElement>('.faces button[data-die]')];
      expect(offered.map((b) => Number(b.dataset.die))).to.have.members(dice as number[]);
      const me = el.snapshot!.context.current;
      const shielded = offered.find((b) => /with a shield/.test(b.getAttribute('aria-label')!))!;
      const id = Number(shielded.dataset.die);
      expect(el.snapshot!.context.wikinger[me].dice[id].shielded).to.equal(true);
      shielded.click();
      await settle(el);
      expect(rewardButtons(el).map((b) => b.textContent!.trim())).to.deep.equal(
        legal.filter((m) => m.die === id).map((m) => `Move a 3 to Location ${m.location}`),
      );
      buttonByText(picker(el), /Move a 3 to Location 4/)!.click();
      await settle(el);
      expect(el.snapshot!.context.wikinger[me].dice[id]).to.deep.include({ location: 4, shielded: true });
    });
  });

  describe('Wording', () => {
    it('while a Location waits for its Place button, the prompt says so (add 6s or shields, Place, another Location, Cancel)', async () => {
      const el = await positionAt(3, 227, []);
      const promptText = () => root(el).querySelector('#prompt')!.textContent!.replace(/\s+/g, ' ').trim();
      const before = promptText();
      expect(before).to.match(/choose dice to re-roll/);
      legalLocations(el)
        .find((l) => l.value === 3)!
        .shadowRoot!.querySelector<HTMLButtonElement>('button.place')!
        .click();
      await settle(el);
      expect(promptText()).to.match(/add 6s or shields to Location 3 if you wish, then Place, or choose another Location, or Cancel\./);
      buttonByText(el, /^Cancel$/)!.click();
      await settle(el);
      expect(promptText()).to.equal(before);
      const de = await wikingerschafeMessages.load('de');
      expect(de.promptPlacing('Freya', 2, false)).to.equal('Freya: Legen auf Ort 2, oder wähle einen anderen Ort, oder Abbrechen.');
    });

    // Seed 170, 2 players: Freya places 5s with one 6; later a Redistribution rolls a 6 beside one other value.
    const redistribution = [
      roll(0, 1, 2, 3),
      roll(1, 2, 4),
      place(5, 1),
      reward('wollhalla', { target: 1, die: 2 }),
      endTurn,
      roll(1, 4),
      roll(0, 3),
      place(4, 1),
      endTurn,
      roll(1, 3, 5),
      place(3),
      reward('redistribution', { location: 5 }),
    ];
    const logText = (el: WikingerschafeBoard) => root(el).querySelector('vg-game-log')!.shadowRoot!.textContent!.replace(/\s+/g, ' ');

    it('counts a 6 placed as reinforcement among the dice placed, and a re-rolled 6 with one place to go joins it at once', async () => {
      const el = await positionAt(2, 170, redistribution);
      const placed = el.snapshot!.context.log.find((e) => e.kind === 'place')!;
      expect(placed).to.deep.include({ location: 5, sixes: 1 });
      const { dice, who } = placed as { dice: number; who: number };
      expect(logText(el)).to.contain(`${['Freya', 'Leif'][who]} placed ${dice + 1} dice on Location 5 (one 6 as reinforcement).`);
      expect(logText(el)).to.not.contain('× 6');
      expect(el.snapshot!.context.log.at(-1)).to.deep.include({ option: 'redistribution', step: 'roll', from: 5, faces: [6, 5] });
      expect(phaseOf(el.snapshot!)).to.equal('turnEnd');
      await expect(el).to.be.accessible();
    });

    it('says which dice a roll kept and from which Location a die went to Wollhalla (issue 10, item 9)', async () => {
      const el = await positionAt(2, 170, []);
      const name = (who: number) => ['Freya', 'Leif', 'Björn Blökson'][who];
      const supply = () => el.snapshot!.context.wikinger[el.snapshot!.context.current].dice.filter((d) => d.place === 'supply');
      const keptFaces = supply()
        .filter((d) => ![0, 1, 2, 3].includes(d.id))
        .map((d) => d.face);
      expect(keptFaces.length, 'some dice stay out of the roll').to.be.greaterThan(0);
      const roller = name(el.snapshot!.context.current);
      el.actor!.send(redistribution[0] as never);
      const rolled = supply()
        .filter((d) => [0, 1, 2, 3].includes(d.id))
        .map((d) => d.face);
      for (const move of redistribution.slice(1, 3)) el.actor!.send(move as never);
      // Where Leif's die 2 is before Location 5's Wollhalla sends it away.
      const from = el.snapshot!.context.wikinger[1].dice[2].location;
      expect(from).to.be.a('number');
      el.actor!.send(redistribution[3] as never);
      await settle(el);
      expect(logText(el)).to.contain(
        `${roller} rolled ${rolled.join(', ')} and kept the ${keptFaces.length > 1 ? 'dice' : 'die'} showing ${keptFaces.join(', ')}.`,
      );
      // Leif sends one of his own dice (issue 26: it read "Leif sent a die of Leif").
      expect(logText(el)).to.contain(`Leif sent one of their own dice from Location ${from} to Wollhalla.`);
      const de = await wikingerschafeMessages.load('de');
      expect(de.log.wollhalla('Freya', 'Leif', 4)).to.equal('Freya schickte einen Würfel von Leif von Ort 4 nach Wollhalla.');
      expect(de.log.roll('Freya', '3, 6, 1', '5, 5', 3)).to.equal('Freya würfelte 3, 6, 1 und behielt die Würfel mit 5, 5.');
      expect(de.log.roll('Freya', '3, 6, 1, 3, 1', '', 5)).to.equal('Freya würfelte alle 5 Würfel: 3, 6, 1, 3, 1.');
    });

    it('with only 6s and a roll left, asks for a roll and points at no Location', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="3" seats="human,human,human" seed="31"></wikingerschafe-board>`);
      await settle(el);
      const context = el.snapshot!.context;
      const die = (id: number, place: 'supply' | 'location' | 'board', face: number) =>
        ({ id, place, face, ...(place === 'location' ? { location: face } : {}) }) as never;
      const dice = [
        die(0, 'supply', 6),
        die(1, 'supply', 6),
        die(2, 'location', 1),
        die(3, 'location', 1),
        die(4, 'location', 2),
        die(5, 'location', 3),
        die(6, 'board', 1),
      ];
      el.snapshot = wikingerschafe.machine.resolveState({
        value: { turn: 'rolling' },
        context: { ...context, wikinger: context.wikinger.map((w, i) => (i === context.current ? { ...w, dice } : w)) },
      });
      await settle(el);
      expect(legalLocations(el)).to.have.length(0);
      const prompt = root(el).querySelector('#prompt')!.textContent!;
      expect(prompt).to.not.contain('highlighted');
      expect(prompt).to.match(/only 6s are left.*roll again \(2 rolls left\)/);
    });

    it('names the tray by its owner at a hot-seat table, and says "Your dice" to one person against bots', async () => {
      const hotSeat = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="8"></wikingerschafe-board>`);
      await settle(hotSeat);
      const name = ['Freya', 'Leif'][hotSeat.snapshot!.context.current];
      expect(root(hotSeat).querySelector('#act')!.textContent).to.equal(`Dice of ${name}`);
      expect(root(hotSeat).querySelector('.tray')!.getAttribute('aria-label')).to.equal(`Dice of ${name}`);
      const solo = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board players="2" seats="human,heuristic" seed="8" bot-delay="0"></wikingerschafe-board>`,
      );
      await until(() => solo.snapshot?.context.current === 0);
      await settle(solo);
      expect(root(solo).querySelector('#act')!.textContent).to.equal('Your dice');
    });

    it('speaks German of one die in the singular', async () => {
      const de = await wikingerschafeMessages.load('de');
      expect(de.placeTitle(5, 1)).to.equal('Deinen Würfel mit 5 auf Ort 5 legen');
      expect(de.placeTitle(5, 3)).to.equal('Deine 3 Würfel mit 5 auf Ort 5 legen');
    });

    it('shows Coins -> glory on the end screen, says when the tie-break decided, and writes influence in lower case', async () => {
      // Seed 18, two random bots: Björn Blökson and Freya end on the same glory; Björn has fewer Mead and Coins.
      const el = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board players="2" seats="random,random" seed="18" bot-delay="0"></wikingerschafe-board>`,
      );
      const { detail } = await oneEvent(el, 'game-over');
      await settle(el);
      const [first, second] = [...detail.scores.lines].sort((a: { rank: number }, b: { rank: number }) => a.rank - b.rank);
      expect(second.total, 'the position has a glory tie broken by the tie-break').to.equal(first.total);
      const dialog = root(el).querySelector('vg-dialog[part="end-screen"]')!;
      expect(finalTable(dialog).querySelector('.final')!.textContent).to.contain('Coins → glory (1 per 2)');
      const freya = el.snapshot!.context.wikinger[0];
      expect([...finalTable(dialog).querySelectorAll('.part .detail')].map((d) => d.textContent!.trim())).to.include(
        `${freya.coins} → ${Math.floor(freya.coins / 2)}`,
      );
      // Under the headline: who tied, on what, and the Mead and Coins that decided.
      expect(finalTable(dialog).querySelector('.jarl + .tie-decided')!.textContent).to.equal(
        `Tied with Freya on ${first.total} glory: Björn Blökson holds fewer Mead and Coins (0 against ${freya.mead + freya.coins}), and the fewer wins the tie.`,
      );
      expect(root(el).querySelector('#prompt')!.textContent).to.contain(`Tied with Freya on ${first.total} glory`);
      expect(logText(el)).to.match(/Round 1 scored: .*\d+ influence/);
      expect(logText(el)).to.not.match(/\d+ Influence/);
    });
  });

  describe('Names', () => {
    it('puts the displayed names into the game, so game-over names the winners as the screen does', async () => {
      const el = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board names="Anna,Bob,Cara" seats="random,heuristic,random" seed="62" bot-delay="0"></wikingerschafe-board>`,
      );
      const { detail } = await oneEvent(el, 'game-over');
      expect(detail.scores.lines.map((l: { name: string }) => l.name)).to.have.members(['Anna', 'Bob', 'Cara']);
      expect(detail.winners.length).to.be.greaterThan(0);
      for (const winner of detail.winners) expect(['Anna', 'Bob', 'Cara']).to.include(winner);
      await settle(el);
      expect(root(el).querySelector('#prompt')!.textContent).to.contain(detail.winners[0]);
    });

    it('uses the default names shown on the board when no names are given', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="63"></wikingerschafe-board>`);
      await settle(el);
      expect(el.snapshot!.context.players.map((p) => p.name)).to.deep.equal(['Freya', 'Leif']);
    });
  });

  describe('A whole game through the UI', () => {
    it('plays 2 human seats from the first roll to the end screen by clicks and keys', async function () {
      // Some 120 steps with an accessibility audit per screen: 15 to 20 s alone on a busy machine, over the 20 s default.
      this.timeout(60000);
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="2024"></wikingerschafe-board>`);
      await settle(el);
      let steps = 0;
      let rolledThisTurn = -1;
      const audited = new Set<string>();
      while (phaseOf(el.snapshot!) !== 'gameOver') {
        if (++steps > 2000) throw new Error('the game did not end');
        const snap = el.snapshot!;
        const phase = phaseOf(snap);
        if (!audited.has(phase) && phase !== 'rolling') {
          // Every kind of screen passes the accessibility audit the first time it shows.
          audited.add(phase);
          await expect(el).to.be.accessible();
        }
        if (phase === 'rolling') {
          const forfeit = buttonByText(el, /Send your 6s to Wollhalla/);
          if (forfeit) {
            forfeit.click();
          } else if (snap.context.turn.rollsLeft === 2 && rolledThisTurn !== snap.context.turns) {
            // Re-roll the first die by keyboard once per turn.
            rolledThisTurn = snap.context.turns;
            root(el).querySelector<HTMLButtonElement>('.tray .die-btn')!.focus();
            await sendKeys({ press: 'Space' });
            await sendKeys({ press: 'r' });
          } else if (legalLocations(el).length === 0) {
            // Only 6s showing and a roll left: re-roll them all.
            buttonByText(el, /^Choose all$/)!.click();
            await settle(el);
            buttonByText(el, /Roll chosen dice/)!.click();
          } else {
            const target = legalLocations(el)[steps % legalLocations(el).length];
            target.shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
            await settle(el);
            const more = buttonByText(el, /More 6s/);
            if (more && !more.disabled) more.click();
            await settle(el);
            buttonByText(el, /^Place$/)!.click();
          }
        } else {
          const primary = panelRoot(el).querySelector<HTMLButtonElement>('.action [data-primary]:not([disabled])');
          expect(primary, `a primary control in ${phase}`).to.not.equal(null);
          primary!.click();
        }
        await settle(el);
      }
      await until(() => root(el).querySelector('vg-dialog[part="end-screen"]')?.hasAttribute('open') ?? false);
      const dialog = root(el).querySelector('vg-dialog[part="end-screen"]')!;
      expect(finalTable(dialog).textContent).to.match(/Jarl of the herd/);
      expect([...audited]).to.include.members(['rewarding', 'turnEnd', 'roundScoring', 'influenceScoring']);
      await expect(el).to.be.accessible();
      expect(finalTable(dialog).querySelectorAll('.final-card')).to.have.length(3);
      const scores = el.snapshot!.context.log.filter((e) => e.kind === 'roundScoring');
      expect(scores).to.have.length(4);
      const start = oneEvent(el, 'game-start');
      dialog.querySelector<HTMLButtonElement>('button[slot="actions"]')!.click();
      await start;
      await settle(el);
      expect(phaseOf(el.snapshot!)).to.equal('rolling');
    });
  });
});
