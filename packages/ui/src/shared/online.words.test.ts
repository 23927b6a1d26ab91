import { expect } from '@open-wc/testing';
import type { OnlineSeat } from '@viking-games/core/online';
import { onlineMessages } from './online.messages.js';
import { markStandIns, movedOnLine, readingLine, waitingLine } from './online.words.js';

/** The prompt of online play while people on other devices are to act (issue 23): waited for, not "thinking". */
describe('Online: whom the board waits for', () => {
  const person = (name: string, more: Partial<OnlineSeat> = {}): OnlineSeat => ({
    name,
    kind: 'person',
    connected: true,
    botStandIn: false,
    open: false,
    ...more,
  });
  const bot: OnlineSeat = { name: 'Sebastian', kind: 'bot', connected: true, botStandIn: false, open: false };
  const en = onlineMessages('en');

  it('waits for a person on their device, away, not joined yet, or played by a bot for now', () => {
    expect(waitingLine(en, 'en', [person('Astrid'), person('Michael')], [0], 1)).to.equal('Waiting for Astrid (on their device)…');
    expect(waitingLine(en, 'en', [person('Astrid', { connected: false }), person('Michael')], [0], 1)).to.equal(
      'Waiting for Astrid, who is away (not connected)…',
    );
    expect(waitingLine(en, 'en', [person('Astrid'), person('Michael', { connected: false, open: true })], [1], 0)).to.equal(
      "Waiting for a friend to take Michael's seat: share the link…",
    );
    expect(waitingLine(en, 'en', [person('Astrid', { connected: false, botStandIn: true }), person('Michael')], [0], 1)).to.equal(
      'Astrid is away: a bot plays for them for now…',
    );
  });

  it('names everyone it waits for, in the reader’s language', async () => {
    const seats = [person('Astrid'), person('Michael'), person('Ida')];
    expect(waitingLine(en, 'en', seats, [0, 2], 1)).to.equal('Waiting for Astrid and Ida (on their devices)…');
    const de = await onlineMessages.load('de');
    expect(waitingLine(de, 'de', seats, [0, 2], 1)).to.equal('Warten auf Astrid und Ida (an ihren Geräten)…');
    expect(waitingLine(de, 'de', seats, [0], 1)).to.equal('Warten auf Astrid (am eigenen Gerät)…');
  });

  it("leaves the game's own prompt when this device's seat or only a bot is to act", () => {
    const seats = [person('Astrid'), bot];
    expect(waitingLine(en, 'en', seats, [0], 0)).to.equal(undefined);
    expect(waitingLine(en, 'en', seats, [1], 0)).to.equal(undefined);
    // Bidding at once: this device's seat among them, its own prompt.
    expect(waitingLine(en, 'en', [person('Astrid'), person('Michael')], [0, 1], 1)).to.equal(undefined);
    // A spectator waits for the person, as the seats do.
    expect(waitingLine(en, 'en', seats, [0], null)).to.equal('Waiting for Astrid (on their device)…');
  });
});

/** A scoring online is read on each device: after this device's Continue, whom the game waits for. */
describe('Online: a scoring read on each device', () => {
  const seats: OnlineSeat[] = ['Astrid', 'Michael', 'Ida', 'Sebastian'].map((name, i) => ({
    name,
    kind: i === 3 ? 'bot' : 'person',
    connected: true,
    botStandIn: false,
    open: false,
  }));

  it('names the people still reading once this device continued, in English and German; nothing before', async () => {
    const en = onlineMessages('en');
    expect(readingLine(en, 'en', { seats, you: 0, stepTaken: [0] })).to.equal('Waiting for Michael and Ida to finish reading the scores…');
    expect(readingLine(en, 'en', { seats, you: 0, stepTaken: [0, 2] })).to.equal('Waiting for Michael to finish reading the scores…');
    expect(readingLine(en, 'en', { seats, you: 1, stepTaken: [0] }), 'this device has not continued').to.equal(undefined);
    expect(readingLine(en, 'en', { seats, you: 1 })).to.equal(undefined);
    // A spectator (no seat) is told whom the pending step waits for: every person still reading.
    expect(readingLine(en, 'en', { seats, you: null, stepTaken: [0] })).to.equal('Waiting for Michael and Ida to finish reading the scores…');
    expect(readingLine(en, 'en', { seats, you: null })).to.equal('Waiting for Astrid, Michael, and Ida to finish reading the scores…');
    // Someone away (or stood in for by a bot) is not waited for.
    const away = seats.map((seat, i) => (i === 1 ? { ...seat, connected: false } : seat));
    expect(readingLine(en, 'en', { seats: away, you: 0, stepTaken: [0] })).to.equal('Waiting for Ida to finish reading the scores…');
    const de = await onlineMessages.load('de');
    expect(readingLine(de, 'de', { seats, you: 0, stepTaken: [0] })).to.equal('Warten, bis Michael und Ida die Wertung fertig gelesen haben…');
    expect(readingLine(de, 'de', { seats, you: 0, stepTaken: [0, 1] })).to.equal('Warten, bis Ida die Wertung fertig gelesen hat…');
  });
});

/** "Continue" after a scoring moves the shared game on: the other devices say who pressed it. */
describe('Online: who moved the game on', () => {
  const seats: OnlineSeat[] = ['Astrid', 'Michael'].map((name) => ({ name, kind: 'person', connected: true, botStandIn: false, open: false }));
  const step = { revision: 8, seat: 0, type: 'game.continue' };

  it('says so on the other devices, once, in English and German; never on the device that pressed it', async () => {
    expect(movedOnLine(onlineMessages('en'), 7, { seats, you: 1, tableStep: step })).to.equal('Astrid pressed Continue: the game goes on for everyone.');
    expect(movedOnLine(onlineMessages('en'), 8, { seats, you: 1, tableStep: step }), 'seen already').to.equal(undefined);
    expect(movedOnLine(onlineMessages('en'), 7, { seats, you: 0, tableStep: step }), 'this device pressed it').to.equal(undefined);
    expect(movedOnLine(onlineMessages('en'), 7, { seats, you: null })).to.equal(undefined);
    const de = await onlineMessages.load('de');
    expect(movedOnLine(de, 7, { seats, you: 1, tableStep: step })).to.equal('Astrid hat „Weiter“ gedrückt: Das Spiel geht für alle weiter.');
  });

  it("marks the computer's moves for a person away where a line names them, in English and German; nothing else", async () => {
    const names = ['Astrid', 'Michael'];
    const lines = [
      { text: 'Michael rolled a 3.' },
      { text: 'Astrid rolled a 5.' },
      { text: 'Astrid bid 7 for the red ship.' },
      { text: 'Michael won the auction.' },
      { text: 'Astrids ship moved on.' },
    ];
    // Lines 11 and 12 (the log's entries from 10): the computer's for Astrid; line 13's move too, but it does not name her.
    const runs = [{ seat: 0, log: 11, end: 15 }];
    const marked = markStandIns(onlineMessages('en'), lines, 10, 5, runs, (seat) => names[seat]).map((line) => line.text);
    expect(marked).to.deep.equal([
      'Michael rolled a 3.',
      'Astrid (played by the computer while away) rolled a 5.',
      'Astrid (played by the computer while away) bid 7 for the red ship.',
      'Michael won the auction.',
      // "Astrids" is not her name as a word of its own.
      'Astrids ship moved on.',
    ]);
    expect(markStandIns(onlineMessages('en'), lines, 0, 5, runs, (seat) => names[seat])).to.deep.equal(lines);
    const de = await onlineMessages.load('de');
    expect(markStandIns(de, [{ text: 'Astrid würfelt eine 5.' }], 11, 1, runs, (seat) => names[seat])[0].text).to.equal(
      'Astrid (weg, vom Computer gespielt) würfelt eine 5.',
    );
    // Lines not one per entry (a splash told with its payouts): marked when all the entries are the stand-in's.
    expect(markStandIns(de, [{ text: 'Astrid trifft.' }], 11, 3, runs, (seat) => names[seat])[0].text).to.match(/^Astrid \(weg/);
    expect(markStandIns(de, [{ text: 'Astrid trifft.' }], 9, 3, runs, (seat) => names[seat])[0].text).to.equal('Astrid trifft.');
    // A turn's summary, which "Just now" shows in its place (Wilde Wikinger), is marked too.
    const summed = { text: 'Astrid rolled a 5.', turn: '4', summary: { text: 'Astrid: a white jewel onto the red ship.', colour: 'red' } };
    expect(markStandIns(onlineMessages('en'), [summed], 11, 1, runs, (seat) => names[seat])[0].summary).to.deep.equal({
      text: 'Astrid (played by the computer while away): a white jewel onto the red ship.',
      colour: 'red',
    });
  });

  it('says whose move the computer made where none of its lines names them (a ship chosen for a person away), in English and German', async () => {
    const names = ['Astrid', 'Gudrun'];
    const lines = [
      { text: 'Astrid rolls: Cards: everyone draws 2 and Grey ship: any ship.' },
      { text: 'Gudrun draws 2 cards.' },
      { text: 'The red ship sails on: 2 squares from the village.', colour: 'red' },
      { text: 'Gudrun rolls a 4.' },
    ];
    // Astrid rolled herself (entry 0); the computer chose her ship (entry 2), a line without her name.
    const runs = [{ seat: 0, log: 2, end: 3 }];
    const marked = markStandIns(onlineMessages('en'), lines, 0, 4, runs, (seat) => names[seat]);
    expect(marked.map((line) => line.text)).to.deep.equal([
      'Astrid rolls: Cards: everyone draws 2 and Grey ship: any ship.',
      'Gudrun draws 2 cards.',
      'Astrid (played by the computer while away): The red ship sails on: 2 squares from the village.',
      'Gudrun rolls a 4.',
    ]);
    expect(marked[2].colour, "the line's other facts kept").to.equal('red');
    // "Just now" from the ship on: the same.
    expect(markStandIns(onlineMessages('en'), lines.slice(2), 2, 2, runs, (seat) => names[seat])[0].text).to.match(
      /^Astrid \(played by the computer while away\): The red/,
    );
    const de = await onlineMessages.load('de');
    expect(markStandIns(de, [{ text: 'Das rote Schiff segelt weiter.' }], 2, 1, runs, (seat) => names[seat])[0].text).to.equal(
      'Astrid (weg, vom Computer gespielt): Das rote Schiff segelt weiter.',
    );
    // A run that names her somewhere: only that line is marked, as before.
    const both = [{ seat: 0, log: 0, end: 3 }];
    expect(markStandIns(onlineMessages('en'), lines, 0, 4, both, (seat) => names[seat])[2].text).to.equal('The red ship sails on: 2 squares from the village.');
  });
});
