import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createActor } from 'xstate';
import {
  aimGrid,
  launchPoint,
  phaseOf,
  resolveBowl,
  vikingValley,
  vikingValleyMachine,
  type BarrelHoles,
  type VikingId,
} from '@viking-games/core/viking-valley';
import './index.js';
import { HUMAN, playout } from '@viking-games/core/kit';
import { boardMove, buttonByText, expectKeysForKeyboardsOnly, root, settle as settleBase, until, warnings } from '../shared/test-helpers.js';
import type { VikingValleyBoard } from './viking-valley-board.js';
import type { VikingValleyDock } from './viking-valley-dock.js';
import type { VikingValleyShip } from './viking-valley-ship.js';
import type { VikingValleySquare } from './viking-valley-square.js';
import { boardBowlingFromRamp0 } from './viking-valley.test-helpers.js';
import type { PlaybackController } from '../shared/playback.js';

type Internals = { playback: PlaybackController<unknown> };
/** The board's playback (see PlaybackController): a bowl resolved in the worker, a move playing. */
const inner = (el: VikingValleyBoard) => (el as unknown as Internals).playback;

/** Rendered, no bowl being resolved (in the worker) and nothing playing. */
async function settle(el: VikingValleyBoard): Promise<void> {
  await settleBase(el);
  await until(() => !inner(el).busy, 20000);
  await settleBase(el);
}

const ctx = (el: VikingValleyBoard) => el.snapshot!.context;
/** The phase the board's machine is in, from its tags (`phaseOf`). */
const phase = (el: VikingValleyBoard) => phaseOf(el.snapshot!);
const stage = (el: VikingValleyBoard) => root(el).querySelector<HTMLElement>('.stage')!;
const squareOf = (el: VikingValleyBoard) => root(el).querySelector<VikingValleySquare>('viking-valley-square')!;
const holeButtons = (el: VikingValleyBoard) => [...squareOf(el).shadowRoot!.querySelectorAll<HTMLButtonElement>('.hole-btn')];
const prompt = (el: VikingValleyBoard) => root(el).querySelector('#prompt')!.textContent!.trim();

/** An aim of the grid that knocks at least `least` barrels over from the seat's ramp (by the core's physics); null when none does. */
function hittingAim(barrels: BarrelHoles, ramp: number, least = 1): { angle: number; strength: number } | null {
  for (const aim of aimGrid()) if (resolveBowl(barrels, { ramp, ...aim }, { recordFrames: false }).fallen.length >= least) return aim;
  return null;
}

/** Turns the aim by keys on the square to `aim` (Shift+arrows turn 5°, Up/Down 0.05 strength) and bowls with Enter. */
async function bowlByKeys(el: VikingValleyBoard, aim: { angle: number; strength: number }): Promise<void> {
  stage(el).focus();
  const a = el as unknown as { angle: number; strength: number };
  while (a.angle !== aim.angle) {
    const key = a.angle < aim.angle ? 'ArrowLeft' : 'ArrowRight';
    const big = Math.abs(aim.angle - a.angle) >= 5;
    if (big) await sendKeys({ down: 'Shift' });
    await sendKeys({ press: key });
    if (big) await sendKeys({ up: 'Shift' });
  }
  while (Math.abs(a.strength - aim.strength) > 0.001) await sendKeys({ press: a.strength < aim.strength ? 'ArrowUp' : 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
  await settle(el);
}

/** A hot-seat game continued from a position where the seat to act (0) has several Vikings to move. */
async function boardWithMoveChoice(): Promise<VikingValleyBoard> {
  for (let seed = 1; seed < 60; seed++) {
    const input = vikingValley.createInput({ players: 2, seed, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const actor = createActor(vikingValleyMachine, { input }).start();
    const c = actor.getSnapshot().context;
    const aim = hittingAim(c.barrels, c.ramps[c.current], 2);
    if (!aim) continue;
    actor.send({ type: 'player.bowl', ...aim });
    if (!actor.getSnapshot().hasTag('moving')) continue;
    const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed=${seed} instant></viking-valley-board>`);
    await settle(el);
    el.snapshot = actor.getPersistedSnapshot();
    await settle(el);
    return el;
  }
  throw new Error('no seed with a two-barrel bowl');
}

describe('<viking-valley-board>', () => {
  beforeEach(() => localStorage.clear());

  describe('Rendering', () => {
    for (const players of [2, 3, 4]) {
      it(`shows the square, the dock with 8 flags, four ships (${4 - players} unclaimed) and the hoard for ${players} players, and is accessible`, async () => {
        const el = await fixture<VikingValleyBoard>(
          html`<viking-valley-board players=${players} seats=${Array(players).fill('human').join(',')} seed="4" instant></viking-valley-board>`,
        );
        await settle(el);
        const square = squareOf(el);
        await square.updateComplete;
        expect(square.shadowRoot!.querySelectorAll('.hole')).to.have.length(13);
        expect(square.shadowRoot!.querySelectorAll('.hole.start')).to.have.length(4);
        expect(square.shadowRoot!.querySelectorAll('.ramp')).to.have.length(4);
        expect(square.shadowRoot!.querySelectorAll('[data-viking]')).to.have.length(4);
        const dock = root(el).querySelector<VikingValleyDock>('viking-valley-dock')!;
        await dock.updateComplete;
        expect(dock.shadowRoot!.querySelectorAll('.flag')).to.have.length(8);
        expect(dock.shadowRoot!.querySelectorAll('.flag.portrait')).to.have.length(4);
        expect(dock.shadowRoot!.querySelectorAll('li')).to.have.length(9);
        const ships = [...root(el).querySelectorAll<VikingValleyShip>('viking-valley-ship')];
        expect(ships).to.have.length(4);
        expect(ships.filter((s) => s.unclaimed)).to.have.length(4 - players);
        expect(root(el).querySelector('[part="hoard"]')!.getAttribute('aria-label')).to.match(/20 coins left/);
        expect(prompt(el)).to.match(/bowl at the barrels/);
        await expect(el).to.be.accessible();
      });
    }

    it('speaks German', async () => {
      const el = await fixture<VikingValleyBoard>(
        html`<viking-valley-board players="2" seats="human,human" seed="5" locale="de" instant></viking-valley-board>`,
      );
      await until(() => root(el).querySelector('.frame')?.getAttribute('lang') === 'de');
      await settle(el);
      expect(prompt(el)).to.match(/kegle für \w+ auf die Fässer/);
      expect(buttonByText(el, /^Neues Spiel$/)).to.not.equal(undefined);
    });
  });

  describe('Attributes', () => {
    it('plays the Vikings the `vikings` attribute names, one per seat', async () => {
      const el = await fixture<VikingValleyBoard>(
        html`<viking-valley-board players="2" seats="human,human" seed="2" vikings="inga,magnus" instant></viking-valley-board>`,
      );
      await settle(el);
      expect(ctx(el).vikings).to.deep.equal(['inga', 'magnus']);
      const ships = [...root(el).querySelectorAll<VikingValleyShip>('viking-valley-ship')];
      expect(
        ships
          .filter((s) => !s.unclaimed)
          .map((s) => s.viking)
          .sort(),
      ).to.deep.equal(['inga', 'magnus']);
    });

    it('warns and falls back for a bad `vikings`, `players` or `seats`, never a blank board', async () => {
      let el!: VikingValleyBoard;
      const said = await warnings(async () => {
        el = await fixture<VikingValleyBoard>(
          html`<viking-valley-board players="7" seats="human,wizard" seed="2" vikings="finn,finn,olaf" instant></viking-valley-board>`,
        );
        await settle(el);
      });
      expect(said.join('\n')).to.match(/vikings="finn,finn,olaf": expected 3 different Vikings/);
      expect(said.join('\n')).to.match(/players/);
      expect(ctx(el).players).to.have.length(3);
      expect(ctx(el).vikings).to.deep.equal(['finn', 'tjarne', 'magnus']);
      expect(squareOf(el)).to.not.equal(null);
    });

    it('reflects its properties and starts a new table (game-start) for a new `vikings`', async () => {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="2" instant></viking-valley-board>`);
      await settle(el);
      setTimeout(() => (el.vikings = 'tjarne,inga'));
      const start = await oneEvent(el, 'game-start');
      expect(start.detail).to.include({ game: 'viking-valley', players: 2, vikings: 'tjarne,inga' });
      await settle(el);
      expect(el.getAttribute('vikings')).to.equal('tjarne,inga');
      expect(ctx(el).vikings).to.deep.equal(['tjarne', 'inga']);
    });
  });

  describe('Bowling', () => {
    it('by keys on the square: arrows turn and set the strength (said in words), Enter bowls', async () => {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="3" instant></viking-valley-board>`);
      await settle(el);
      stage(el).focus();
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowUp' });
      await settle(el);
      expect(root(el).querySelector('.aim-words')!.textContent).to.match(/2° to the left, strength 65%/);
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(ctx(el).outcomes.bowls).to.equal(1);
      expect(ctx(el).lastBowl!.bowl).to.include({ angle: 2, strength: 0.65 });
      expect(root(el).querySelector('vg-game-log')!.shadowRoot!.textContent).to.match(/bowled \(2° to the left, strength 65%\)/);
    });

    it('by dragging back from the ball: letting go bowls the other way; pointercancel and Escape abandon the aim', async () => {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="3" instant></viking-valley-board>`);
      await settle(el);
      const square = squareOf(el);
      const ramp = ctx(el).ramps[ctx(el).current];
      const start = launchPoint(ramp);
      const grab = square.shadowRoot!.querySelector<HTMLElement>('.grab')!;
      expect(getComputedStyle(grab).touchAction).to.equal('none');
      expect(getComputedStyle(stage(el)).touchAction).to.not.equal('none');
      const at = (x: number, y: number) => square.clientPointOf(x, y)!;
      const fire = (type: string, p: { clientX: number; clientY: number }) =>
        grab.dispatchEvent(new PointerEvent(type, { pointerId: 5, pointerType: 'touch', isPrimary: true, button: 0, bubbles: true, composed: true, ...p }));
      // Pull back along the ramp axis, outwards: the ball will roll straight at the centre.
      const out = { x: start.x * 1.3, y: start.y * 1.3 };
      fire('pointerdown', at(start.x, start.y));
      fire('pointermove', at(out.x, out.y));
      fire('pointercancel', at(out.x, out.y));
      await settle(el);
      expect(ctx(el).outcomes.bowls).to.equal(0);
      // Escape during a drag abandons it too: no bowl on letting go, and the aim from before comes back.
      const aimBefore = root(el).querySelector('.aim-words')!.textContent;
      fire('pointerdown', at(start.x, start.y));
      fire('pointermove', at(out.x, out.y));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      fire('pointerup', at(out.x, out.y));
      await settle(el);
      expect(ctx(el).outcomes.bowls).to.equal(0);
      expect(root(el).querySelector('.aim-words')!.textContent).to.equal(aimBefore);
      fire('pointerdown', at(start.x, start.y));
      fire('pointermove', at(out.x, out.y));
      fire('pointerup', at(out.x, out.y));
      await settle(el);
      expect(ctx(el).outcomes.bowls).to.equal(1);
      expect(Math.abs(ctx(el).lastBowl!.bowl.angle)).to.be.lessThan(2);
    });

    it("on a 360 x 740 touch phone, a drag from the bottom-left ball towards the square bowls at full strength, far from the screen's edges", async () => {
      await setViewport({ width: 360, height: 740 });
      try {
        // A table where the seat to act bowls from ramp 0, the bottom-left corner.
        const { el, square, grab, start } = await boardBowlingFromRamp0(settle);
        // From the ball towards the centre of the square, 10 cm (more than a full drag) in 10 steps.
        const path = Array.from({ length: 11 }, (_, i) => square.clientPointOf(start.x * (1 - i / 22), start.y * (1 - i / 22))!);
        const edge = Math.min(...path.flatMap((p) => [p.clientX, p.clientY, innerWidth - p.clientX, innerHeight - p.clientY]));
        expect(edge, 'px from the nearest screen edge along the drag').to.be.at.least(48);
        const fire = (type: string, p: { clientX: number; clientY: number }) =>
          grab.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, bubbles: true, composed: true, ...p }));
        fire('pointerdown', path[0]);
        for (const p of path.slice(1)) fire('pointermove', p);
        await settleBase(el);
        expect(root(el).querySelector('.aim-words')!.textContent).to.match(/strength 100%/);
        fire('pointerup', path[path.length - 1]);
        await settle(el);
        expect(ctx(el).outcomes.bowls).to.equal(1);
        expect(ctx(el).lastBowl!.bowl.strength).to.equal(1);
        expect(Math.abs(ctx(el).lastBowl!.bowl.angle), 'straight at the centre').to.be.lessThan(2);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });

    it('plays the recorded frames, then the dock; removing the element stops its actor and timers', async () => {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="3"></viking-valley-board>`);
      await settle(el);
      const c = ctx(el);
      const aim = hittingAim(c.barrels, c.ramps[c.current])!;
      expect(aim).to.not.equal(null);
      (el as unknown as { angle: number }).angle = aim.angle;
      (el as unknown as { strength: number }).strength = aim.strength;
      await settleBase(el);
      buttonByText(el, /^Bowl!$/)!.click();
      await until(() => inner(el).playing);
      expect(prompt(el)).to.match(/Watch the square/);
      const actor = el.actor!;
      const parent = el.parentElement!;
      el.remove();
      expect(actor.getSnapshot().status).to.equal('stopped');
      expect(inner(el).busy, 'the playback stopped, its pauses with it').to.equal(false);
      expect(squareOf(el).playing).to.equal(false);
      parent.append(el);
      await settle(el);
      expect(el.actor).to.not.equal(actor);
      expect(ctx(el).outcomes.bowls).to.equal(1);
    });
  });

  describe('Newcomer reports', () => {
    /** A board of two people (animated) about to bowl an aim that knocks a barrel over. */
    async function aboutToHit(): Promise<VikingValleyBoard> {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="3"></viking-valley-board>`);
      await settle(el);
      const c = ctx(el);
      const aim = hittingAim(c.barrels, c.ramps[c.current])!;
      (el as unknown as { angle: number }).angle = aim.angle;
      (el as unknown as { strength: number }).strength = aim.strength;
      await settleBase(el);
      return el;
    }
    const logLines = (el: VikingValleyBoard) =>
      root(el)
        .querySelector<HTMLElement & { lines: readonly { text: string }[] }>('vg-game-log')!
        .lines.map((l) => l.text);
    const said = (el: VikingValleyBoard) => root(el).querySelector<HTMLElement & { message: string }>('vg-announcer')!.message;

    it('a new game starts a log of its own: none of the last game’s lines stay', async () => {
      const el = await fixture<VikingValleyBoard>(
        html`<viking-valley-board players="2" seats="heuristic,heuristic" seed="5" bot-delay="0" instant></viking-valley-board>`,
      );
      await until(() => logLines(el).some((line) => /bowled/.test(line)), 60000);
      el.newGame({ players: 2, seats: 'human,human' });
      await settle(el);
      expect(
        logLines(el).filter((line) => /bowled/.test(line)),
        'no bowl in a game nobody has bowled in',
      ).to.deep.equal([]);
    });

    it('the log and the live region tell the bowl once its frames have played, and each move as the dock shows it', async () => {
      const el = await aboutToHit();
      const before = logLines(el).length;
      buttonByText(el, /^Bowl!$/)!.click();
      await until(() => squareOf(el).playing);
      // Wait until the ball has rolled on from where it started (frames are drawn), not for a time.
      const ball = () => squareOf(el).shadowRoot!.querySelector<SVGSVGElement>('.mover.ball-g')?.style.transform ?? '';
      await until(() => ball() !== '');
      const first = ball();
      // Every change of the log's drawing from now on, with how many entries it then held.
      const log = root(el).querySelector('vg-game-log')!;
      const seen = new Set<number>();
      const observer = new MutationObserver(() => seen.add(logLines(el).length));
      observer.observe(log.shadowRoot!, { childList: true, subtree: true, characterData: true });
      await until(() => ball() !== first);
      expect(squareOf(el).playing, 'the bowl still plays').to.equal(true);
      expect(logLines(el), 'nothing logged while the ball rolls').to.have.length(before);
      expect(said(el)).to.not.match(/fell|moves to space/);
      // Then one entry after the other while the dock plays, never all at once.
      await until(() => !inner(el).playing, 20000);
      observer.disconnect();
      await settle(el);
      const after = logLines(el);
      expect(after.slice(before).some((line) => /fell!/.test(line))).to.equal(true);
      expect(after.slice(before).some((line) => /moves to space/.test(line))).to.equal(true);
      expect(
        [...seen].some((n) => n > before && n < after.length),
        'a part of the move was logged before the rest',
      ).to.equal(true);
    });

    it('with `instant` the whole move is logged at once, as before', async () => {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="3" instant></viking-valley-board>`);
      await settle(el);
      const c = ctx(el);
      const before = logLines(el).length;
      el.actor!.send(await el.resolveMove({ type: 'player.bowl', ...hittingAim(c.barrels, c.ramps[c.current])! }));
      await el.updateComplete;
      expect(
        logLines(el)
          .slice(before)
          .some((line) => /fell!/.test(line)),
      ).to.equal(true);
      expect(
        logLines(el)
          .slice(before)
          .some((line) => /moves to space/.test(line)),
      ).to.equal(true);
    });

    it('a frame of the bowl that throws shows the error panel with Continue; the move goes on and the game can be continued', async () => {
      const el = await aboutToHit();
      const square = squareOf(el) as unknown as { drawFrame: (...args: unknown[]) => void };
      let thrown = 0;
      square.drawFrame = () => {
        thrown += 1;
        throw new Error('injected: a frame failed');
      };
      const errors: unknown[][] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void errors.push(args);
      try {
        buttonByText(el, /^Bowl!$/)!.click();
        await settle(el);
      } finally {
        console.error = original;
        delete (square as Partial<typeof square>).drawFrame;
      }
      expect(thrown).to.be.greaterThan(0);
      const panel = root(el).querySelector('[part="error"]');
      expect(panel, 'the error panel').to.not.equal(null);
      expect(errors.some((args) => /animation/.test(String(args[0])))).to.equal(true);
      const bowls = ctx(el).outcomes.bowls;
      expect(bowls).to.equal(1);
      root(el).querySelector<HTMLButtonElement>('button[data-action="continue"]')!.click();
      await settle(el);
      expect(root(el).querySelector('[part="error"]')).to.equal(null);
      expect(logLines(el).some((line) => /fell!/.test(line))).to.equal(true);
    });
  });

  describe('Newcomer reports: the page', () => {
    it('at 360 px the ball waiting on the ramp leaves the ramp’s badge (the Viking’s initial) in view', async () => {
      const wrap = await fixture<HTMLDivElement>(
        html`<div style="inline-size: 360px"><viking-valley-board players="4" seats="human,human,human,human" seed="3" instant></viking-valley-board></div>`,
      );
      const el = wrap.querySelector('viking-valley-board')!;
      await settle(el);
      const square = squareOf(el);
      await square.updateComplete;
      const ball = square.shadowRoot!.querySelector('.ball-g')!.getBoundingClientRect();
      // The badges: the circle with the initial on each ramp a seat bowls from.
      const badges = [...square.shadowRoot!.querySelectorAll('.ramp circle[r="1.25"]')].map((c) => c.getBoundingClientRect());
      expect(badges).to.have.length(4);
      // Circles: the badge's centre lies outside the ball (its shadow included) by more than half the badge.
      const gap = (b: DOMRect) => Math.hypot(b.x + b.width / 2 - (ball.x + ball.width / 2), b.y + b.height / 2 - (ball.y + ball.height / 2)) - ball.width / 2;
      for (const badge of badges) expect(gap(badge), 'px from the ball’s edge to a badge’s centre').to.be.above(badge.width / 4);
    });

    it('on a 360 x 740 phone, Bowl! sits above the square, so the prompt, Bowl! and the ball on its ramp are in the first view; at 1200 px under it', async () => {
      await setViewport({ width: 360, height: 740 });
      try {
        // The ball at the bottom of the square (ramp 0, bottom left): the farthest from the prompt it can be.
        let el: VikingValleyBoard | undefined;
        for (let seed = 1; seed < 20; seed++) {
          // One board on the page at a time, at its top: the first view is the board's own.
          el?.remove();
          el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed=${seed} instant></viking-valley-board>`);
          await settle(el);
          if (ctx(el).ramps[ctx(el).current] === 0) break;
        }
        if (!el) throw new Error('no board');
        expect(ctx(el).ramps[ctx(el).current]).to.equal(0);
        window.scrollTo(0, 0);
        const bowl = root(el).querySelector('.bowl')!.getBoundingClientRect();
        const square = stage(el).getBoundingClientRect();
        const ball = squareOf(el).shadowRoot!.querySelector('.ball-g')!.getBoundingClientRect();
        const promptBox = root(el).querySelector('#prompt')!.getBoundingClientRect();
        expect(bowl.bottom, 'Bowl! above the square').to.be.at.most(square.top);
        expect(bowl.top, 'Bowl! under the prompt').to.be.at.least(promptBox.bottom);
        expect(ball.bottom, 'the ball in the first view').to.be.at.most(740);
        // One row: the four aim buttons and Bowl! side by side at 360 px.
        const row = [...root(el).querySelectorAll('.aim-bar .buttons .btn')].map((b) => Math.round(b.getBoundingClientRect().top));
        expect(new Set(row).size, 'the aim buttons in one row').to.equal(1);
        // The strength and the aim in words stay under the square.
        expect(root(el).querySelector('.strength')!.getBoundingClientRect().top).to.be.at.least(square.bottom);
        await setViewport({ width: 1200, height: 900 });
        await settle(el);
        expect(root(el).querySelector('.bowl')!.getBoundingClientRect().top, 'at 1200 px under the square').to.be.at.least(
          stage(el).getBoundingClientRect().bottom,
        );
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });

    it('names the keys only where a keyboard is likely (a fine pointer that hovers) or once the square has keyboard focus; the drag hint always', async () => {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="3" instant></viking-valley-board>`);
      await settle(el);
      const keys = () => getComputedStyle(root(el).querySelector('.key-list')!).display !== 'none';
      expect(root(el).querySelector('#keys')!.textContent).to.match(/Drag back from the ball/);
      await expectKeysForKeyboardsOnly(el, stage(el), keys, () => settle(el));
    });

    it(`at 320 and 360 px the end screen's table shows every name whole (wrapped, never cut), and no column spills`, async function () {
      this.timeout(120000);
      const names = ['Sigrid Longname', 'Magnus', 'Ingeborg', 'Finn'];
      // One whole game of four bots (its physics is most of this test's time), its end screen checked at both widths.
      const wrap = await fixture<HTMLDivElement>(
        html`<div style="inline-size: 320px"><viking-valley-board players="4" names=${names.join(',')} seats="heuristic,heuristic,heuristic,heuristic" seed="5" bot-delay="0" instant></viking-valley-board></div>`,
      );
      const el = wrap.querySelector('viking-valley-board')!;
      await until(() => el.snapshot?.status === 'done', 90000);
      await settle(el);
      const end = root(el).querySelector('vg-dialog[part="end-screen"]')!;
      await until(() => end.hasAttribute('open'));
      for (const width of [320, 360]) {
        wrap.style.inlineSize = `${width}px`;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const badges = [...end.querySelectorAll('tbody vg-player-badge')];
        expect(badges).to.have.length(4);
        for (const badge of badges) {
          const name = badge.shadowRoot!.querySelector<HTMLElement>('.name')!;
          const cell = badge.closest('th')!;
          expect(name.scrollWidth, `"${name.textContent}" is cut`).to.be.at.most(name.clientWidth + 1);
          expect(badge.getBoundingClientRect().right, `"${name.textContent}" spills out of its cell`).to.be.at.most(cell.getBoundingClientRect().right + 1);
        }
        // Each player's name is whole in some row (beside the Viking's).
        const shown = badges.map((badge) => badge.shadowRoot!.querySelector('.name')!.textContent!);
        for (const name of names)
          expect(
            shown.some((text) => text.startsWith(name)),
            name,
          ).to.equal(true);
        const table = end.querySelector('table')!;
        expect(table.scrollWidth, `the table fits the dialog at ${width} px`).to.be.at.most(table.parentElement!.clientWidth + 1);
      }
    });

    for (const [width, height] of [
      [320, 740],
      [1200, 900],
    ]) {
      it(`at ${width} x ${height} the end screen is fixed to the screen: whole and in view however far the page is scrolled`, async () => {
        await setViewport({ width, height });
        try {
          // A whole game by random bots; the board gets the save made just before its last move.
          const { events } = playout(vikingValley, {
            players: 2,
            seats: [
              { kind: 'bot', bot: 'random', level: 1 },
              { kind: 'bot', bot: 'random', level: 1 },
            ],
            seed: 4,
          });
          const source = createActor(vikingValleyMachine, { input: vikingValley.createInput({ players: 2, seats: [HUMAN, HUMAN], seed: 4 }) }).start();
          for (const event of events.slice(0, -1)) source.send(event);
          const save = source.getPersistedSnapshot();
          source.stop();
          const page = await fixture<HTMLDivElement>(
            html`<div><div style="block-size: 100vh"></div><viking-valley-board players="2" seats="human,human" seed="4" instant></viking-valley-board><div style="block-size: 150vh"></div></div>`,
          );
          const el = page.querySelector('viking-valley-board')!;
          await settle(el);
          el.snapshot = save;
          await settle(el);
          // The page scrolled well past the board's top, as when the last bowl was aimed low on the square.
          window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 400);
          el.actor!.send(await boardMove(el, events[events.length - 1]));
          await settle(el);
          const end = root(el).querySelector('vg-dialog[part="end-screen"]')!;
          await until(() => end.hasAttribute('open'));
          const box = end.shadowRoot!.querySelector<HTMLElement>('[part="dialog"]')!;
          const inView = (what: string) => {
            const r = box.getBoundingClientRect();
            expect(r.height, `${what}: shown`).to.be.above(100);
            expect(r.top, `${what}: its title not above the screen`).to.be.at.least(0);
            expect(r.bottom, `${what}: its buttons not below the screen`).to.be.at.most(innerHeight);
            expect(r.left, `${what}: left edge`).to.be.at.least(0);
            expect(r.right, `${what}: right edge`).to.be.at.most(innerWidth);
            const content = box.querySelector<HTMLElement>('.content')!;
            expect(content.scrollWidth, `${what}: nothing cut at the sides`).to.be.at.most(content.clientWidth + 1);
          };
          inView('opened');
          window.scrollBy(0, 300);
          await new Promise((r) => requestAnimationFrame(r));
          inView('scrolled further');
          window.scrollTo(0, 0);
          await new Promise((r) => requestAnimationFrame(r));
          inView('scrolled to the top');
        } finally {
          window.scrollTo(0, 0);
          await setViewport({ width: 800, height: 600 });
        }
      });
    }

    it('in a flex row with no width given it takes the room the row leaves (not the 40 px of its border), beside a sidebar too', async () => {
      const row = await fixture<HTMLDivElement>(
        html`<div style="display: flex; inline-size: 760px"><viking-valley-board players="2" seats="human,human" seed="3" instant></viking-valley-board></div>`,
      );
      const el = row.querySelector('viking-valley-board')!;
      await settle(el);
      expect(el.getBoundingClientRect().width, 'alone in the row').to.be.closeTo(760, 1);
      const aside = document.createElement('aside');
      aside.style.flex = '0 0 200px';
      row.prepend(aside);
      await settle(el);
      expect(el.getBoundingClientRect().width, 'beside a 200 px sidebar').to.be.closeTo(560, 1);
      // A crowded row: siblings that want the whole row leave it at least 20rem.
      const greedy = document.createElement('div');
      greedy.style.flex = '1 0 700px';
      row.append(greedy);
      await settle(el);
      expect(el.getBoundingClientRect().width, 'in a crowded row').to.be.at.least(320 - 1);
      await squareOf(el).updateComplete;
      expect(squareOf(el).getBoundingClientRect().width, 'the square is drawn').to.be.above(150);
    });

    it('two boards of one page on one `persist` key: one console warning naming the key; boards on their own keys, none', async () => {
      localStorage.removeItem('vv-shared');
      const seen = await warnings(async () => {
        const wrap = await fixture<HTMLDivElement>(html`<div>
          <viking-valley-board players="2" seats="human,human" persist="vv-shared" instant></viking-valley-board>
          <viking-valley-board players="2" seats="human,human" persist="vv-shared" instant></viking-valley-board>
          <viking-valley-board players="2" seats="human,human" persist="vv-shared" instant></viking-valley-board>
          <viking-valley-board players="2" seats="human,human" persist="vv-own-1" instant></viking-valley-board>
          <viking-valley-board players="2" seats="human,human" persist="vv-own-2" instant></viking-valley-board>
        </div>`);
        for (const el of wrap.querySelectorAll('viking-valley-board')) await settle(el);
      });
      const about = seen.filter((w) => /same key/.test(w));
      expect(about, seen.join('\n')).to.have.length(1);
      expect(about[0]).to.contain('persist="vv-shared"');
      for (const key of ['vv-shared', 'vv-own-1', 'vv-own-2']) localStorage.removeItem(key);
    });
  });

  describe('Putting barrels back and moving', () => {
    it('the player picks the order of several Vikings with buttons naming them', async () => {
      const el = await boardWithMoveChoice();
      expect(phase(el)).to.equal('moving');
      const pending = [...ctx(el).pendingMoves];
      const second = pending[1];
      const button = buttonByText(el, new RegExp(`Move ${second.charAt(0).toUpperCase()}${second.slice(1)}`, 'i'));
      expect(button, `a button for ${second}`).to.not.equal(undefined);
      const before = ctx(el).dock[second];
      button!.click();
      await settle(el);
      const moved = ctx(el).happenings.find((h) => h.kind === 'moved' || h.kind === 'splash') as { viking: VikingId };
      expect(moved.viking).to.equal(second);
      expect(ctx(el).dock[second]).to.not.equal(before);
    });

    it('puts fallen barrels back by a click on a hole and by arrow keys and Enter', async () => {
      const el = await fixture<VikingValleyBoard>(html`<viking-valley-board players="2" seats="human,human" seed="6" instant></viking-valley-board>`);
      await settle(el);
      // Bowl until a barrel falls and the next player has barrels to put back.
      for (let i = 0; i < 6 && phase(el) !== 'placingBarrels'; i++) {
        if (phase(el) === 'moving') {
          root(el).querySelector<HTMLButtonElement>('.viking-btn')!.click();
          await settle(el);
          continue;
        }
        const c = ctx(el);
        await bowlByKeys(el, hittingAim(c.barrels, c.ramps[c.current])!);
      }
      expect(phase(el)).to.equal('placingBarrels');
      expect(prompt(el)).to.match(/back on (free holes|a free hole)/);
      const fallen = (['finn', 'tjarne', 'magnus', 'inga'] as const).filter((v) => ctx(el).barrels[v] === null);
      await squareOf(el).updateComplete;
      const buttons = holeButtons(el);
      expect(buttons.length).to.equal(13 - (4 - fallen.length));
      expect(buttons[0].getAttribute('aria-label')).to.match(/^Put .*’s barrel in the /);
      // Focus went to the first free hole after the move.
      expect(squareOf(el).shadowRoot!.activeElement).to.equal(buttons.find((b) => b.tabIndex === 0));
      if (fallen.length > 1) {
        buttons[0].click();
        await settle(el);
        expect(ctx(el).barrels[fallen[0]]).to.equal(Number(buttons[0].dataset.hole));
      }
      await squareOf(el).updateComplete;
      const focused = squareOf(el).focusHoles();
      expect(focused).to.equal(true);
      const from = Number((squareOf(el).shadowRoot!.activeElement as HTMLElement).dataset.hole);
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowUp' });
      const to = Number((squareOf(el).shadowRoot!.activeElement as HTMLElement).dataset.hole);
      expect(to).to.not.equal(from);
      await sendKeys({ press: 'Enter' });
      await settle(el);
      const last = fallen[fallen.length - 1];
      expect(ctx(el).barrels[last]).to.equal(to);
      expect(phase(el)).to.equal('bowling');
    });
  });

  describe('Bots', () => {
    it("each computer's ship says how strong it plays under the name, in English and German", async () => {
      const el = await fixture<VikingValleyBoard>(
        html`<viking-valley-board players="4" seats="human,heuristic:3,random,heuristic" seed="2" bot-delay="100000" instant></viking-valley-board>`,
      );
      await settleBase(el);
      // In seat order (each seat's Viking's ship), then what an unclaimed ship would say: nothing.
      const notes = () =>
        ctx(el).vikings.map(
          (v) => root(el).querySelector<VikingValleyShip>(`viking-valley-ship[viking="${v}"]`)!.shadowRoot!.querySelector('.note')?.textContent?.trim() ?? '',
        );
      await until(() => notes()[1] !== '');
      expect(notes()).to.deep.equal(['', 'computer · level 3', 'computer · random', 'computer · level 2']);
      el.setAttribute('locale', 'de');
      await until(() => notes()[1] === 'Computer · Stufe 3');
      expect(notes()).to.deep.equal(['', 'Computer · Stufe 3', 'Computer · Zufall', 'Computer · Stufe 2']);
    });

    it('bots bowl (resolved in the worker, with their frames) and play on by themselves', async () => {
      const el = await fixture<VikingValleyBoard>(
        html`<viking-valley-board players="2" seats="heuristic,random" seed="9" bot-delay="0" instant></viking-valley-board>`,
      );
      await until(() => ctx(el).outcomes.bowls >= 3, 20000);
      expect(ctx(el).lastBowl).to.not.equal(null);
      expect(root(el).querySelector('vg-game-log')!.shadowRoot!.textContent).to.match(/bowled/);
    });
  });

  describe('A whole game', () => {
    it('two people at one screen play to the end screen through the UI, with game-start, turn and game-over', async function () {
      // A whole game is some 20 to 60 turns of real UI actions: longer than the default per-test limit on a busy machine.
      this.timeout(180000);
      const turns: number[] = [];
      let over: CustomEvent | undefined;
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.addEventListener('turn', (e) => turns.push((e as CustomEvent).detail.seat));
      host.addEventListener('game-over', (e) => (over = e as CustomEvent));
      const started = new Promise<CustomEvent>((resolve) => host.addEventListener('game-start', (e) => resolve(e as CustomEvent), { once: true }));
      const el = document.createElement('viking-valley-board') as VikingValleyBoard;
      el.setAttribute('players', '2');
      el.setAttribute('seats', 'human,human');
      el.setAttribute('seed', '11');
      el.setAttribute('instant', '');
      host.append(el);
      expect((await started).detail).to.include({ game: 'viking-valley', seed: 11, players: 2 });
      await settle(el);
      let actions = 0;
      while (el.snapshot!.status !== 'done' && actions < 600) {
        actions += 1;
        const c = ctx(el);
        if (phase(el) === 'placingBarrels') {
          await squareOf(el).updateComplete;
          // Alternate a click and the keyboard.
          if (actions % 2) holeButtons(el)[actions % holeButtons(el).length].click();
          else {
            squareOf(el).focusHoles();
            await sendKeys({ press: 'Enter' });
          }
          await settle(el);
        } else if (phase(el) === 'moving') {
          root(el).querySelector<HTMLButtonElement>('.viking-btn')!.click();
          await settle(el);
        } else {
          await bowlByKeys(el, hittingAim(c.barrels, c.ramps[c.current]) ?? { angle: 0, strength: 1 });
        }
      }
      expect(el.snapshot!.status).to.equal('done');
      expect(over, 'game-over fired').to.not.equal(undefined);
      expect(over!.detail.scores.final).to.equal(true);
      expect(turns.length).to.be.greaterThan(2);
      expect(new Set(turns)).to.deep.equal(new Set([0, 1]));
      await settleBase(el);
      const end = root(el).querySelector('vg-dialog[part="end-screen"]')!;
      expect(end.hasAttribute('open')).to.equal(true);
      expect(end.querySelectorAll('tbody tr')).to.have.length(4);
      const headline = end.querySelector('.jarl')!.textContent!;
      if (ctx(el).allLose) expect(headline).to.match(/every player has lost/);
      else expect(headline).to.match(/wins|share the win/);
      expect(buttonByText(el, /^New game$/)).to.not.equal(undefined);
      await expect(el).to.be.accessible();
    });
  });
});
