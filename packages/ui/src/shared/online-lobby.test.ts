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
  function lobbyPart(t: OnlineMessages, seats: readonly OnlineSeatKind[], strongest = false, more: Partial<OnlinePanelPart> = {}) {
    const created: { seats: readonly OnlineSeatKind[]; name: string; standIns: boolean }[] = [];
    const watched: string[] = [];
    const entered: string[] = [];
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
      enter: async (code) => void entered.push(code),
      watch: async (code) => void watched.push(code),
      seatsOf: async () => undefined,
      rememberName: () => undefined,
      rememberedName: () => '',
      closeLobby: () => undefined,
      closeNewGame: () => undefined,
      askRematch: () => undefined,
      leave: () => undefined,
      copyLink: async () => undefined,
      link: () => 'http://x/?vg-join=ABC234',
      ...more,
    };
    return { part, created, watched, entered };
  }

  async function panel(t: OnlineMessages, seats: readonly OnlineSeatKind[], locale = 'en', strongest = false, more: Partial<OnlinePanelPart> = {}) {
    const { part, created, watched, entered } = lobbyPart(t, seats, strongest, more);
    const el = await fixture<VgOnlinePanel>(html`<vg-online-panel .online=${part} .messages=${t} locale=${locale}></vg-online-panel>`);
    await settle(el);
    return { el, created, watched, entered };
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

  it('a share link of a full table says so at once and offers to watch: no name to type for a seat there is not; in German too', async () => {
    const { el, watched } = await panel(onlineMessages('en'), ['person', 'person'], 'en', false, { invitation: 'ABC234', invitedTo: 'full' });
    expect(root(el).querySelector('[data-full]')?.textContent?.trim()).to.equal('Every seat at the table of room ABC234 is taken. You can watch the game.');
    expect(root(el).querySelector('input[name="name"]'), 'no name field').to.equal(null);
    const watch = root(el).querySelector<HTMLButtonElement>('[data-action="watch-room"]')!;
    expect(watch.textContent?.trim()).to.equal('Watch');
    await sendMouse({ type: 'click', position: centre(watch) });
    await until(() => watched.length === 1);
    expect(watched).to.deep.equal(['ABC234']);
    const de = await onlineMessages.load('de');
    const german = await panel(de, ['person', 'person'], 'de', false, { invitation: 'ABC234', invitedTo: 'full' });
    expect(root(german.el).querySelector('[data-action="watch-room"]')?.textContent?.trim()).to.equal('Zuschauen');
    expect(root(german.el).querySelector('[data-full]')?.textContent).to.contain('alle Plätze besetzt');
    // No such room (any more): said at once, nothing to join or watch.
    const gone = await panel(onlineMessages('en'), ['person', 'person'], 'en', false, {
      invitation: 'ABC234',
      invitedTo: 'gone',
      error: 'No room has this code.',
    });
    expect(root(gone.el).querySelector('[role="alert"]')?.textContent?.trim()).to.equal('No room has this code.');
    expect(root(gone.el).querySelector('input[name="name"], [data-action="watch-room"], [data-action="join-room"]')).to.equal(null);
    // A seat free: the name, then Join, as before.
    const free = await panel(onlineMessages('en'), ['person', 'person'], 'en', false, { invitation: 'ABC234' });
    expect(root(free.el).querySelector('input[name="name"]')).to.not.equal(null);
    expect(root(free.el).querySelector('[data-action="watch-room"]')).to.equal(null);
  });

  it('a code typed in the lobby of a full table says so at once and offers to watch, before Join; in German too', async () => {
    // The server's answers: ABC234's table is full, ZZZ999 is no room, DEF567 has a free seat.
    const rooms: Record<string, 'full' | 'gone'> = { ABC234: 'full', ZZZ999: 'gone' };
    const asked: string[] = [];
    const seatsOf = async (code: string) => (asked.push(code), rooms[code]);
    const codeField = (el: VgOnlinePanel) => root(el).querySelector<HTMLInputElement>('form[data-form="join"] input[name="code"]')!;
    /** Clears the code field and types `text` into it by keys, as a person does. */
    const type = async (el: VgOnlinePanel, text: string) => {
      await sendMouse({ type: 'click', position: centre(codeField(el)) });
      codeField(el).select();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: text });
      await settle(el);
    };
    const { el, watched, entered } = await panel(onlineMessages('en'), ['person', 'person'], 'en', false, { seatsOf });
    // Typed in lower case: the code is the same; the room is asked about once the code is whole, not before.
    await type(el, 'abc23');
    expect(asked, 'not a whole code yet').to.deep.equal([]);
    await sendKeys({ type: '4' });
    await until(() => !!root(el).querySelector('[data-full]'));
    expect(asked).to.deep.equal(['ABC234']);
    expect(root(el).querySelector('[data-full]')!.textContent?.trim()).to.equal('Every seat at the table of room ABC234 is taken. You can watch the game.');
    expect(root(el).querySelector('[data-action="join-room"]'), 'no Join for a seat there is not').to.equal(null);
    const watch = root(el).querySelector<HTMLButtonElement>('[data-action="watch-room"]')!;
    expect(watch.textContent?.trim()).to.equal('Watch');
    await sendMouse({ type: 'click', position: centre(watch) });
    await until(() => watched.length === 1);
    expect(watched).to.deep.equal(['ABC234']);
    expect(entered, 'watched, not joined').to.deep.equal([]);
    // Another code: a room with a free seat is joined as before; no room at all is said at once.
    await type(el, 'DEF567');
    await until(() => asked.includes('DEF567'));
    await settle(el);
    expect(root(el).querySelector('[data-full]'), 'a seat free: nothing said').to.equal(null);
    await sendKeys({ press: 'Enter' });
    await until(() => entered.length === 1);
    expect(entered).to.deep.equal(['DEF567']);
    await type(el, 'ZZZ999');
    await until(() => !!root(el).querySelector('[data-gone]'));
    expect(root(el).querySelector('[data-gone]')!.textContent?.trim()).to.equal('No room has this code.');
    // German, and the whole share link pasted in the field: its code; Enter watches the full table.
    const de = await onlineMessages.load('de');
    const german = await panel(de, ['person', 'person'], 'de', false, { seatsOf });
    await type(german.el, 'http://x/play.html?game=wilde-wikinger&vg-join=ABC234');
    await until(() => !!root(german.el).querySelector('[data-full]'));
    expect(root(german.el).querySelector('[data-full]')!.textContent).to.contain('Am Tisch von Raum ABC234 sind alle Plätze besetzt');
    expect(root(german.el).querySelector('[data-action="watch-room"]')?.textContent?.trim()).to.equal('Zuschauen');
    await sendKeys({ press: 'Enter' });
    await until(() => german.watched.length === 1);
    expect(german.watched).to.deep.equal(['ABC234']);
    expect(german.entered).to.deep.equal([]);
  });

  it('shows the whole share link on a 360 px phone, wrapped, not cut', async () => {
    const t = onlineMessages('en');
    const link = 'http://127.0.0.1:41234/play.html?game=wilde-wikinger&tag=wilde-wikinger-board&server=ws%3A%2F%2F127.0.0.1%3A2567&vg-join=ABC234';
    const seat = { kind: 'person', connected: true, botStandIn: false, open: false } as const;
    const { part } = lobbyPart(t, ['person', 'person'], false, { lobbyOpen: false, link: () => link });
    const view = part.view();
    part.view = () => ({
      ...view,
      phase: 'playing',
      code: 'ABC234',
      you: 0,
      seats: [
        { ...seat, name: 'Sonja' },
        { ...seat, name: 'Gudrun', connected: false, open: true },
      ],
    });
    const el = await fixture<VgOnlinePanel>(html`<vg-online-panel .online=${part} .messages=${t} locale="en"></vg-online-panel>`);
    await settle(el);
    const share = root(el).querySelector<HTMLTextAreaElement>('#share')!;
    expect(share.value).to.equal(link);
    const box = share.getBoundingClientRect();
    expect(box.right, 'inside the phone').to.be.at.most(360);
    expect(share.scrollWidth, 'no part cut off to the side').to.be.at.most(share.clientWidth);
    expect(share.scrollHeight, 'no line cut off below').to.be.at.most(share.clientHeight + 1);
  });
});
