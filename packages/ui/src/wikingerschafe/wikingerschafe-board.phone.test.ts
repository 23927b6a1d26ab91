import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import './index.js';
import { phaseOf, wikingerschafe } from '@viking-games/core/wikingerschafe';
import { buttonByText, onTouchScreen, root, settle, until } from '../shared/test-helpers.js';
import type { WikingerschafeBoard } from './wikingerschafe-board.js';
import type { WikingerschafeLocation } from './wikingerschafe-location.js';

// A person on a 360 x 740 phone (issue 26): the decision and the place it concerns in the first view.
const legalLocations = (el: Element) => [...root(el).querySelectorAll<WikingerschafeLocation>('wikingerschafe-location[legal]')];
const frame = () => new Promise((r) => requestAnimationFrame(r));

/** `node` lies wholly within the first 740 px of the screen. */
function inFirstView(node: Element | null, what: string): void {
  expect(node, what).to.not.equal(null);
  const box = node!.getBoundingClientRect();
  expect(box.height, `${what} drawn`).to.be.greaterThan(0);
  expect(box.top, `${what} top`).to.be.at.least(0);
  expect(box.bottom, `${what} bottom`).to.be.at.most(740);
}

describe('<wikingerschafe-board> on a 360 x 740 phone', () => {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  beforeEach(async () => {
    await setViewport({ width: 360, height: 740 });
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    window.scrollTo(0, 0);
    await setViewport(viewport);
  });

  it('a greyed-out extra action says why in a line under it, on the screen, in English and German (issue 26)', async () => {
    for (const [language, unlock, retrieve] of [
      ['en', 'needs 1 Mead (you have 0) and 6 Coins (you have 0)', 'none of your dice in Wollhalla'],
      ['de', 'braucht 1 Met (du hast 0) und 6 Münzen (du hast 0)', 'keiner deiner Würfel in Wollhalla'],
    ]) {
      const el = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="100000" locale=${language}></wikingerschafe-board>`,
      );
      await settle(el);
      // The German table loads on demand: the words are read once it has.
      await until(() => !!root(el).querySelector('.extra-why') && root(el).querySelector('.extra-why')!.textContent!.trim() === unlock, 10000);
      for (const [type, reason] of [
        ['player.unlockDie', unlock],
        ['player.retrieveDie', retrieve],
      ]) {
        const why = root(el).querySelector<HTMLElement>(`#why-${type.replace('.', '\\.')}`)!;
        expect(why?.textContent?.trim(), type).to.equal(reason);
        const button = root(el).querySelector<HTMLButtonElement>(`button[aria-describedby="why-${type}"]`)!;
        expect(button.disabled, `${type} greyed out`).to.equal(true);
        const [b, w] = [button.getBoundingClientRect(), why.getBoundingClientRect()];
        expect(w.height, 'drawn').to.be.greaterThan(0);
        expect(w.top, 'under its button').to.be.at.least(b.bottom - 1);
        expect(w.right, 'within the phone').to.be.at.most(360);
      }
    }
  });

  it('puts the prompt and the Locations it asks for in the first view, and choosing a Location far below moves nothing under the finger', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="100000"></wikingerschafe-board><div style="block-size: 800px"></div></div>`,
    );
    const el = page.querySelector('wikingerschafe-board')!;
    await settle(el);
    await frame();
    expect(el.snapshot!.context.current, 'the person acts first at seed 5').to.equal(0);
    inFirstView(root(el).querySelector('#prompt'), 'the prompt');
    const legal = legalLocations(el).map((l) => l.value);
    expect(legal.length, 'Locations to place on').to.be.greaterThan(0);
    for (const value of legal) inFirstView(root(el).querySelector(`.place-choice[data-place="${value}"]`), `Location ${value} in the panel`);
    // The last Location to place on is chosen by its own button, far down the page.
    const location = legalLocations(el).at(-1)!;
    const button = location.shadowRoot!.querySelector<HTMLButtonElement>('button.place')!;
    button.scrollIntoView({ block: 'center' });
    await frame();
    const before = button.getBoundingClientRect();
    const [x, y] = [Math.round(before.left + before.width / 2), Math.round(before.top + before.height / 2)];
    await sendMouse({ type: 'click', position: [x, y] });
    await settle(el);
    await frame();
    expect(root(el).querySelector('.placing'), 'a placement waits for Place').to.not.equal(null);
    const place = buttonByText(el, /^Place$/)!;
    inFirstView(place, 'Place');
    inFirstView(root(el).querySelector('#prompt'), 'the prompt with Place');
    inFirstView(root(el).querySelector('.place-group'), 'what the placement adds (6s, shields)');
    // Issue 26: "6s to add (up to 1): − 0 +" put "+" alone on the next line; "−", the count and "+" stay on one line.
    const steppers = [...root(el).querySelectorAll('.stepper')];
    expect(steppers.length, 'a 6 to add at seed 5').to.be.greaterThan(0);
    for (const stepper of steppers) {
      const [fewer, more] = [...stepper.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
      expect(Math.round(more.top), `${stepper.textContent!.replace(/\s+/g, ' ').trim()}: "+" beside "−"`).to.equal(Math.round(fewer.top));
      expect(more.right, 'within the phone').to.be.at.most(360);
    }
    expect(root(el).activeElement).to.equal(place);
    const under = root(el).elementFromPoint(x, y);
    expect(
      under === place || !!under?.closest('.place-group .buttons'),
      `no control of the placement under the finger (${under?.outerHTML.slice(0, 60)})`,
    ).to.equal(false);
  });

  it("brings a scoring's Continue into view with the prompt when another's move begins it, the reader watching the Locations below", async function () {
    this.timeout(30000);
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="2" seats="human,human" seed="7"></wikingerschafe-board><div style="block-size: 800px"></div></div>`,
    );
    const el = page.querySelector('wikingerschafe-board')!;
    await settle(el);
    // The reader follows the Locations, far below the prompt (focus nowhere: on the page's body).
    root(el).querySelector('wikingerschafe-location')!.scrollIntoView({ block: 'start' });
    await frame();
    expect(root(el).querySelector('#prompt')!.getBoundingClientRect().bottom, 'the prompt above the screen').to.be.lessThan(0);
    for (let i = 0; i < 3000 && phaseOf(el.snapshot!) !== 'roundScoring'; i++) {
      const moves = wikingerschafe.legalMoves(el.snapshot!);
      el.actor!.send(moves.find((m) => m.type !== 'player.roll') ?? moves[0]);
    }
    expect(phaseOf(el.snapshot!)).to.equal('roundScoring');
    // Continue takes the focus once the scoring has drawn.
    const continueButton = () => root(el).querySelector('wikingerschafe-scoring')?.shadowRoot?.activeElement;
    await until(() => !!continueButton());
    await frame();
    expect(continueButton()!.textContent!.trim()).to.equal('Continue');
    inFirstView(root(el).querySelector('#prompt'), 'the prompt');
    inFirstView(continueButton()!, 'Continue');
  });

  it("fits the prompt, what just happened and a four-Wikinger scoring with its Continue in the first view: Round 2's, then the influence scoring", async function () {
    this.timeout(30000);
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="4" seats="human,human,human,human" seed="7"></wikingerschafe-board><div style="block-size: 800px"></div></div>`,
    );
    const el = page.querySelector('wikingerschafe-board')!;
    await settle(el);
    for (let i = 0; i < 5000 && !(phaseOf(el.snapshot!) === 'roundScoring' && el.snapshot!.context.round === 2); i++) {
      const moves = wikingerschafe.legalMoves(el.snapshot!);
      el.actor!.send(moves.find((m) => m.type !== 'player.roll') ?? moves[0]);
    }
    expect(phaseOf(el.snapshot!)).to.equal('roundScoring');
    const scoring = () => root(el).querySelector('wikingerschafe-scoring')!;
    const continueButton = () => scoring()?.shadowRoot?.querySelector<HTMLButtonElement>('[data-primary]') ?? null;
    for (const phase of ['roundScoring', 'influenceScoring']) {
      await until(() => phaseOf(el.snapshot!) === phase && !!continueButton() && scoring().shadowRoot!.activeElement === continueButton());
      await frame();
      inFirstView(root(el).querySelector('#prompt'), `${phase}: the prompt`);
      inFirstView(root(el).querySelector('[part~="recent"]'), `${phase}: what just happened`);
      for (const card of scoring().shadowRoot!.querySelectorAll('.score-card')) inFirstView(card, `${phase}: ${card.getAttribute('aria-label')}'s card`);
      inFirstView(continueButton(), `${phase}: Continue`);
      const box = continueButton()!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    }
  });

  it('chooses a Location from the panel: Place comes up in the panel, and a second click of a double click does not place', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="100000"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector('wikingerschafe-board')!;
    await settle(el);
    const choice = root(el).querySelector<HTMLButtonElement>('.place-choice')!;
    const value = Number(choice.dataset.place);
    choice.click();
    await settle(el);
    const place = buttonByText(el, /^Place$/)!;
    inFirstView(place, 'Place');
    expect(root(el).querySelector(`wikingerschafe-location[value="${value}"]`)!.hasAttribute('selected')).to.equal(true);
    const turn = el.snapshot!.context.log.length;
    place.dispatchEvent(new MouseEvent('click', { detail: 2, bubbles: true, composed: true }));
    await settle(el);
    expect(el.snapshot!.context.log.length, 'the second click of a double click placed nothing').to.equal(turn);
    place.click();
    await settle(el);
    expect(el.snapshot!.context.log.length).to.be.greaterThan(turn);
  });

  it('keeps the Locations of the panel out of a wide board, where the Locations themselves are in sight', async () => {
    await setViewport({ width: 1200, height: 900 });
    const el = await fixture<WikingerschafeBoard>(
      html`<wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="100000"></wikingerschafe-board>`,
    );
    await settle(el);
    const row = root(el).querySelector('.place-row')!;
    expect(getComputedStyle(row).display).to.equal('none');
    for (const location of legalLocations(el)) inFirstView(location.shadowRoot!.querySelector('button.place'), `Location ${location.value}`);
  });

  it('names the keys only where a keyboard is likely: not on a touch screen until a key is pressed on the board', async () => {
    const el = await fixture<WikingerschafeBoard>(
      html`<wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="100000"></wikingerschafe-board>`,
    );
    await settle(el);
    const hint = root(el).querySelector<HTMLElement>('.key-hint')!;
    expect(hint.textContent).to.match(/R rolls/);
    expect(getComputedStyle(hint).display !== 'none', 'shown with a mouse only').to.equal(matchMedia('(hover: hover) and (pointer: fine)').matches);
    await onTouchScreen(el, async () => {
      expect(getComputedStyle(hint).display, 'hidden on a touch screen').to.equal('none');
      root(el).querySelector<HTMLElement>('#prompt')!.focus();
      await sendKeys({ press: 'Shift' });
      await settle(el);
      expect(getComputedStyle(root(el).querySelector('.key-hint')!).display, 'shown after a key').to.not.equal('none');
    });
  });

  it('rolls with R when the board is the one last touched, with focus nowhere, but never takes R from an input of the page', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div><input aria-label="Search" /><wikingerschafe-board players="3" seats="human,heuristic,heuristic" seed="5" bot-delay="100000"></wikingerschafe-board></div>`,
    );
    const el = page.querySelector('wikingerschafe-board')!;
    const input = page.querySelector('input')!;
    await settle(el);
    const rolls = () => el.snapshot!.context.log.filter((e) => e.kind === 'roll').length;
    // A die chosen by a click, then focus leaves for the page (a tap beside the board).
    const die = root(el).querySelector<HTMLButtonElement>('.tray .die-btn')!;
    const box = die.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await settle(el);
    (root(el).activeElement as HTMLElement).blur();
    expect(document.activeElement).to.equal(document.body);
    input.focus();
    await sendKeys({ press: 'r' });
    await settle(el);
    expect(input.value, 'R typed into the page input').to.equal('r');
    expect(rolls(), 'no roll while typing').to.equal(0);
    input.blur();
    await sendKeys({ press: 'r' });
    await settle(el);
    expect(rolls(), 'R with focus on the page rolls on the board last touched').to.equal(1);
  });
});
