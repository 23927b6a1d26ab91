import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ContextProvider } from '@lit/context';
import { createActor } from 'xstate';
import { phaseOf, wikingerschafe, type WikingerschafeMove, type WikingerschafeSnapshot } from '@viking-games/core/wikingerschafe';
import { gameContext, type GameContextValue } from '../shared/game-context.js';
import { buttonByText, root, settle } from '../shared/test-helpers.js';
import type { RewardChooseDetail, WikingerschafeRewardPicker } from './wikingerschafe-reward-picker.js';
import './wikingerschafe-reward-picker.js';
import { LOCATION_5, type Move } from './wikingerschafe.fixtures.js';

/** The position after `moves` from seed 227 with 3 people at the table. */
function position(moves: readonly Move[]): WikingerschafeSnapshot {
  const human = { kind: 'human' } as const;
  const actor = createActor(wikingerschafe.machine, { input: wikingerschafe.createInput({ players: 3, seats: [human, human, human], seed: 227 }) }).start();
  for (const move of moves) actor.send(move as never);
  return actor.getSnapshot();
}

/** A picker under a context provider (as the board provides it), with the moves it asks for. */
async function picker(snapshot: WikingerschafeSnapshot, interactive = true) {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const value: GameContextValue<WikingerschafeSnapshot, WikingerschafeMove> = { actor: undefined, snapshot, locale: 'en', interactive, send: () => false };
  const provider = new ContextProvider(host, { context: gameContext, initialValue: value as GameContextValue });
  const el: WikingerschafeRewardPicker = document.createElement('wikingerschafe-reward-picker');
  el.names = ['Freya', 'Leif', 'Sigrun'];
  const chosen: RewardChooseDetail['move'][] = [];
  el.addEventListener('reward-choose', (e) => chosen.push(e.detail.move));
  host.append(el);
  await settle(el);
  const show = (next: WikingerschafeSnapshot) => provider.setValue({ ...value, snapshot: next } as GameContextValue);
  return { el, chosen, show };
}

describe('<wikingerschafe-reward-picker>', () => {
  const snapshot = position(LOCATION_5);
  const legal = wikingerschafe.legalMoves(snapshot) as Move[];

  it("offers a button per reward option of the Location just taken, in the reader's words, and is accessible", async () => {
    expect(phaseOf(snapshot)).to.equal('rewarding');
    const { el } = await picker(snapshot);
    const options = [...new Set(legal.map((m) => m.option))];
    const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('[part="action"] .choices button')];
    expect(buttons).to.have.length(options.length);
    expect(root(el).querySelector('#act')!.textContent).to.contain('Location 5');
    expect(buttons.map((b) => b.textContent!.trim())).to.include('Take no reward');
    expect(buttons[0].hasAttribute('data-primary')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('says why a Wikinger with 2 dice in Wollhalla is missing from the Wollhalla targets', async () => {
    const { el } = await picker(snapshot);
    expect(root(el).querySelector('.wollhalla-full'), 'nobody is full yet').to.equal(null);
    // Leif's dice not on a Location go to Wollhalla (2 of them): his placed dice are no targets any more.
    const target = legal.find((m) => m.option === 'wollhalla' && m.target === 1)!;
    expect(target, 'Leif is a Wollhalla target to begin with').to.not.equal(undefined);
    let sent = 0;
    const dice = snapshot.context.wikinger[1].dice.map((d) => (d.place !== 'location' && sent < 2 && ++sent ? { ...d, place: 'wollhalla' as const } : d));
    expect(sent).to.equal(2);
    const wikinger = snapshot.context.wikinger.map((w, i) => (i === 1 ? { ...w, dice } : w));
    const full = picker(wikingerschafe.machine.resolveState({ value: snapshot.value, context: { ...snapshot.context, wikinger } }));
    const { el: after } = await full;
    expect(root(after).querySelector('.wollhalla-full')!.textContent).to.match(/^Leif has 2 dice in Wollhalla already/);
    buttonByText(after, /^Wollhalla/)!.click();
    await settle(after);
    expect([...root(after).querySelectorAll<HTMLButtonElement>('.targets button')].some((b) => b.dataset.target === '1')).to.equal(false);
    expect(root(after).querySelector('.wollhalla-full')).to.not.equal(null);
  });

  it('asks for a direct reward on click, and for a target after a second step', async () => {
    const { el, chosen } = await picker(snapshot);
    buttonByText(el, /^Take no reward$/)!.click();
    expect(chosen).to.deep.equal([{ type: 'player.reward', option: 'none' }]);
    buttonByText(el, /^Attack/)!.click();
    await settle(el);
    const targets = [...root(el).querySelectorAll<HTMLButtonElement>('.targets button')];
    expect(targets.map((b) => `${b.dataset.target}:${b.dataset.die}`)).to.have.members(
      legal.filter((m) => m.option === 'attack').map((m) => `${m.target}:${m.die}`),
    );
    targets.at(-1)!.click();
    const last = targets.at(-1)!;
    expect(chosen[1]).to.deep.equal(legal.find((m) => m.option === 'attack' && m.target === Number(last.dataset.target) && m.die === Number(last.dataset.die)));
    // Back returns to the options.
    buttonByText(el, /^Back$/)!.click();
    await settle(el);
    expect(root(el).querySelectorAll('.choices button').length).to.be.greaterThan(1);
  });

  it('takes nothing from the second click of a double click (the one that placed the dice lands on it), and one click after that', async () => {
    const { el, chosen } = await picker(snapshot);
    const none = buttonByText(el, /^Take no reward$/)!;
    none.dispatchEvent(new MouseEvent('click', { detail: 2, bubbles: true, composed: true }));
    expect(chosen, 'second click of a double click').to.deep.equal([]);
    none.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, composed: true }));
    expect(chosen).to.deep.equal([{ type: 'player.reward', option: 'none' }]);
  });

  it('is played by keyboard: Enter opens a step and focus goes to its first target, Space takes it', async () => {
    const { el, chosen } = await picker(snapshot);
    const attack = buttonByText(el, /^Attack/)!;
    attack.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    const first = root(el).querySelector<HTMLButtonElement>('.targets button[data-primary]')!;
    expect(root(el).activeElement, 'focus on the first target').to.equal(first);
    await sendKeys({ press: 'Space' });
    expect(chosen).to.deep.equal([
      legal.find((m) => m.option === 'attack' && m.target === Number(first.dataset.target) && m.die === Number(first.dataset.die)),
    ]);
    // Tab walks the targets and then Back.
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.not.equal(first);
    expect(root(el).activeElement!.localName).to.equal('button');
  });

  it('starts again from the options when the position changes (a new game, a take-back)', async () => {
    const { el, show } = await picker(snapshot);
    buttonByText(el, /^Wollhalla/)!.click();
    await settle(el);
    expect(root(el).querySelectorAll('.targets button').length).to.be.greaterThan(0);
    show(position(LOCATION_5));
    await settle(el);
    expect(root(el).querySelectorAll('.targets button')).to.have.length(0);
    expect(buttonByText(el, /^Wollhalla/)).to.not.equal(undefined);
  });

  it('offers the options disabled while nobody at this screen may act', async () => {
    const { el } = await picker(snapshot, false);
    const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('.choices button')];
    expect(buttons.length).to.be.greaterThan(1);
    expect(buttons.every((b) => b.disabled)).to.equal(true);
  });
});
