import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { OnlineSeatKind } from '@viking-games/core/online';
import { onlineMessages, type OnlineMessages } from './online.messages.js';
import './online-panel.js';
// On a board, the board loads the dialogs' element (`loadDialogs`, once it goes online); the panel alone needs it here.
import './vg-dialog.js';
import type { OnlinePanelPart, VgOnlinePanel } from './online-panel.js';
import { root, settle, until } from './test-helpers.js';

/**
 * The lobby of online play (the online chunk's panel), on a phone, by touch and keys: per seat a friend or the
 * computer at a level, as offline, and the stand-in that plays a friend's seat still empty or away. The room part is a
 * stand-in here (no server): it records what the lobby asks it to start.
 */
describe('Online lobby: who plays each seat', () => {
  before(() => setViewport({ width: 360, height: 740 }));
  afterEach(() => resetMouse());

  /** The part the panel reads: the lobby open on a table of `seats`, and the rooms it was asked to start. */
  function lobbyPart(t: OnlineMessages, seats: readonly OnlineSeatKind[], strongest = false) {
    const created: { seats: readonly OnlineSeatKind[]; name: string; standIns: boolean }[] = [];
    const part: OnlinePanelPart = {
      lobbyOpen: true,
      newGameOpen: false,
      invitation: undefined,
      error: undefined,
      view: () => ({
        t,
        phase: 'idle',
        you: null,
        seats: [],
        toAct: [],
        copied: false,
        rematch: null,
        table: { players: seats.length, seats, min: 2, max: 5, name: 'Sonja', strongest },
      }),
      create: async (choices, name, standIns = false) => void created.push({ seats: choices, name, standIns }),
      enter: async () => undefined,
      rememberName: () => undefined,
      rememberedName: () => '',
      closeLobby: () => undefined,
      closeNewGame: () => undefined,
      askRematch: () => undefined,
      leave: () => undefined,
      copyLink: async () => undefined,
      link: () => 'http://x/?vg-join=ABC234',
    };
    return { part, created };
  }

  async function panel(t: OnlineMessages, seats: readonly OnlineSeatKind[], locale = 'en', strongest = false) {
    const { part, created } = lobbyPart(t, seats, strongest);
    const el = await fixture<VgOnlinePanel>(html`<vg-online-panel .online=${part} .messages=${t} locale=${locale}></vg-online-panel>`);
    await settle(el);
    return { el, created };
  }

  /** The middle of `node` on the screen, after scrolling it into view. */
  function centre(node: Element): [number, number] {
    node.scrollIntoView({ block: 'center' });
    const box = node.getBoundingClientRect();
    return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  }

  const select = (el: VgOnlinePanel, seat: number) => root(el).querySelector<HTMLSelectElement>(`select[name="seat-${seat}"]`)!;

  it('offers a friend, the computer at levels 1 to 3, or random, per seat; the stand-in once a seat is a friend’s', async () => {
    const { el, created } = await panel(onlineMessages('en'), ['person', 'heuristic:2', 'random']);
    expect([...select(el, 1).options].map((option) => option.textContent?.trim())).to.deep.equal([
      'A friend',
      'Computer, level 1',
      'Computer, level 2',
      'Computer, level 3',
      'Computer, random',
    ]);
    expect(select(el, 1).value, "the board's own table").to.equal('heuristic:2');
    expect(root(el).querySelector('input[name="stand-ins"]'), 'no friend, no stand-in').to.equal(null);
    // Seat 2 a level higher, seat 3 a friend: by keys, as a phone's picker would set them.
    select(el, 1).focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => select(el, 1).value === 'heuristic:3');
    select(el, 2).focus();
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowUp' });
    await until(() => select(el, 2).value === 'person');
    await settle(el);
    const standIns = root(el).querySelector<HTMLInputElement>('input[name="stand-ins"]');
    expect(standIns, 'a friend: the stand-in is offered').to.not.equal(null);
    expect(standIns!.closest('label')!.textContent).to.contain('30 seconds');
    await sendMouse({ type: 'click', position: centre(standIns!) });
    await until(() => standIns!.checked);
    await sendMouse({ type: 'click', position: centre(root(el).querySelector('[data-action="create-room"]')!) });
    await until(() => created.length === 1);
    expect(created[0]).to.deep.equal({ seats: ['person', 'heuristic:3', 'person'], name: 'Sonja', standIns: true });
  });

  it('offers the strongest computer where the game has one (it thinks on the server), in English and German', async () => {
    const { el, created } = await panel(onlineMessages('en'), ['person', 'heuristic:3'], 'en', true);
    expect([...select(el, 1).options].map((option) => option.textContent?.trim())).to.deep.equal([
      'A friend',
      'Computer, level 1',
      'Computer, level 2',
      'Computer, level 3',
      'Computer, strongest',
      'Computer, random',
    ]);
    select(el, 1).focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => select(el, 1).value === 'search');
    await sendMouse({ type: 'click', position: centre(root(el).querySelector('[data-action="create-room"]')!) });
    await until(() => created.length === 1);
    expect(created[0].seats).to.deep.equal(['person', 'search']);
    const de = await onlineMessages.load('de');
    const german = await panel(de, ['person', 'search'], 'de', true);
    expect(select(german.el, 1).selectedOptions[0].textContent?.trim(), 'the board’s own strongest seat').to.equal('Computer, am stärksten');
  });

  it('without the stand-in ticked, the room has none; in German too', async () => {
    const de = await onlineMessages.load('de');
    const { el, created } = await panel(de, ['person', 'person'], 'de');
    expect([...select(el, 1).options].map((option) => option.textContent?.trim())).to.deep.equal([
      'Ein Freund',
      'Computer, Stufe 1',
      'Computer, Stufe 2',
      'Computer, Stufe 3',
      'Computer, zufällig',
    ]);
    expect(root(el).querySelector('input[name="stand-ins"]')!.closest('label')!.textContent).to.contain('30 Sekunden');
    await sendMouse({ type: 'click', position: centre(root(el).querySelector('[data-action="create-room"]')!) });
    await until(() => created.length === 1);
    expect(created[0]).to.deep.equal({ seats: ['person', 'person'], name: 'Sonja', standIns: false });
  });
});
