import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { HUMAN, type Seat } from '@viking-games/core/kit';
import { playerView, wildeWikinger, type LogEntry } from '@viking-games/core/wilde-wikinger';
import { wildeWikingerMessages } from './wilde-wikinger.messages.js';
import de from './wilde-wikinger.messages.de.js';
import { entrySeat, listNames, logSentence, promptSentence } from './wilde-wikinger.words.js';

const en = wildeWikingerMessages('en');
const names = ['Sonja', 'Michael', 'Sebastian'];
const name = (seat: number) => names[seat];
const say = (entry: LogEntry, t = en) => logSentence(entry, t, name);

describe('Wilde Wikinger words: log sentences', () => {
  it('a roll, a jewel, a draw (after a reshuffle), a ship sailing', () => {
    expect(say({ kind: 'roll', turn: 1, who: 0, treasure: 'red', ship: 'nessie' })).to.equal('Sonja rolls: Red chest and Nessie.');
    expect(say({ kind: 'jewel', turn: 1, who: 0, ship: 'blue', jewel: 'green' })).to.equal('A green jewel goes onto the blue ship.');
    expect(say({ kind: 'draw', turn: 1, who: 1, cards: 2, reshuffled: true })).to.equal(
      'The discard pile is shuffled into a new draw pile. Michael draws 2 cards.',
    );
    expect(say({ kind: 'move', turn: 1, who: 1, ship: 'pirate', position: 2 })).to.equal('The pirate ship sails on: 1 square from the village.');
  });

  it('Nessie, an empty arrival, and the same in German', () => {
    expect(say({ kind: 'nessie', turn: 2, who: 2, ship: 'yellow', jewel: 'white' })).to.equal('Sebastian feeds Nessie a white jewel from the yellow ship.');
    expect(say({ kind: 'emptyArrival', turn: 2, who: 2, ship: 'red' })).to.equal('The red ship arrives empty and sails back to the start.');
    expect(say({ kind: 'bid', turn: 2, who: 1, ship: 'red', cards: [20, 60], total: 2 }, de)).to.match(/^Michael bietet 2 \(/);
  });

  it('bids name their cards; an auction its winner and jewels, or that nobody bid', () => {
    expect(say({ kind: 'bid', turn: 3, who: 1, ship: 'yellow', cards: [0, 19], total: 4 })).to.equal('Michael bids 4 (yellow 1, yellow 3).');
    expect(say({ kind: 'pass', turn: 3, who: 2, ship: 'yellow' }, de)).to.equal('Sebastian passt.');
    const won = { ship: 'yellow', winner: 1, total: 4, jewels: ['white', 'white', 'purple'], bids: [[], [0, 19], []] } as const;
    expect(say({ kind: 'auction', turn: 3, who: 0, result: won })).to.equal(
      'Michael wins the yellow ship with 4 and takes 2 white (3 points), 1 purple (1 point).',
    );
    expect(say({ kind: 'auction', turn: 3, who: 0, result: { ...won, winner: null, total: 0, bids: [[], [], []] } }, de)).to.equal(
      'Niemand bietet: Die Edelsteine bleiben auf dem gelben Schiff, das zum Start zurückfährt.',
    );
  });

  it("a raid lists the bids and the lowest bidders' tiles; the end says where Nessie's jewels went", () => {
    const raid = { bids: [[0], [], [19]], totals: [1, 0, 3], lowest: [1], tiles: [null, 5, null] };
    expect(say({ kind: 'raid', turn: 4, who: 0, result: raid })).to.equal(
      'The pirate bids are revealed: Sonja 1, Michael 0, Sebastian 3. Michael draws a pirate tile: −3.',
    );
    expect(say({ kind: 'raid', turn: 4, who: 0, result: { ...raid, tiles: [null, null, null] } }, de)).to.match(
      /Michael ist am niedrigsten, aber es gibt zu wenige Piratenplättchen: verschont\.$/,
    );
    expect(say({ kind: 'gameOver', turn: 9, who: 0, nessieWinners: [0, 2], nessie: ['white', 'green'] })).to.equal(
      "A chest with an empty bag: the game is over. Nessie's jewels (5 points) went to Sonja and Sebastian, who kept the most card value in hand.",
    );
    expect(say({ kind: 'gameOver', turn: 9, who: 0, nessieWinners: [], nessie: [] })).to.equal('A chest with an empty bag: the game is over. ');
  });

  it('a count of one is singular: "(1 point)", "(1 Punkt)"', () => {
    const one = { kind: 'gameOver', turn: 9, who: 0, nessieWinners: [1], nessie: ['purple'] } as const;
    expect(say(one)).to.contain("Nessie's jewels (1 point) went to Michael");
    expect(say(one, de)).to.contain('Nessies Edelsteine (1 Punkt) gingen an Michael');
    expect(say({ ...one, nessie: ['white', 'purple'] }, de)).to.contain('(4 Punkte)');
  });

  it('lists names with the language\'s "and", and colours a line by the seat it is about', () => {
    expect(listNames([0, 1, 2], en, name)).to.equal('Sonja, Michael and Sebastian');
    expect(listNames([2, 0], de, name)).to.equal('Sebastian und Sonja');
    expect(entrySeat({ kind: 'pass', turn: 3, who: 2, ship: 'yellow' })).to.equal(2);
    expect(entrySeat({ kind: 'auction', turn: 3, who: 0, result: { ship: 'red', winner: 1, total: 3, jewels: [], bids: [] } })).to.equal(1);
    expect(entrySeat({ kind: 'auction', turn: 3, who: 0, result: { ship: 'red', winner: null, total: 0, jewels: [], bids: [] } })).to.equal(undefined);
  });
});

describe('Wilde Wikinger words: the prompt', () => {
  const start = (seats: Seat[]) =>
    createActor(wildeWikinger.machine, { input: wildeWikinger.createInput({ players: seats.length, seats, seed: 7, names }) })
      .start()
      .getSnapshot();
  const bot: Seat = { kind: 'bot', bot: 'random', level: 1 };

  it('asks the person to act to roll, or whom to pass the device to, in either language', () => {
    const snapshot = start([HUMAN, HUMAN, HUMAN]);
    const view = playerView(snapshot, 0);
    const seat = view.toAct[0];
    expect(promptSentence(view, { acting: seat }, en, name, name, () => false, [])).to.equal(`${name(seat)}: roll the dice.`);
    expect(promptSentence(view, { acting: seat }, de, name, name, () => false, [])).to.equal(`${name(seat)}: würfeln.`);
    expect(promptSentence(view, { passTo: seat }, en, name, name, () => false, [])).to.equal(`Pass the device to ${name(seat)}.`);
  });

  it('says a bot is thinking, and names the winners at the end', () => {
    const snapshot = start([bot, bot, bot]);
    const view = playerView(snapshot, 0);
    expect(
      promptSentence(
        view,
        {},
        en,
        name,
        (s) => `${name(s)}!`,
        () => true,
        [],
      ),
    ).to.equal(`${name(view.toAct[0])}! is thinking…`);
    expect(promptSentence({ ...view, over: true }, {}, en, name, name, () => true, [0, 2])).to.equal('Game over: Sonja and Sebastian won!');
    expect(promptSentence({ ...view, over: true }, {}, de, name, name, () => true, [1])).to.equal('Spielende: Michael hat gewonnen!');
  });
});
