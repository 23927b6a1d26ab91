import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { HUMAN, type Seat } from '@viking-games/core/kit';
import { playerView, wildeWikinger, type LogEntry } from '@viking-games/core/wilde-wikinger';
import { wildeWikingerMessages } from './wilde-wikinger.messages.js';
import de from './wilde-wikinger.messages.de.js';
import { entrySeat, listNames, logSentence, promptSentence, turnSummary } from './wilde-wikinger.words.js';

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

describe('Wilde Wikinger words: a turn in one line ("Just now", issue 26)', () => {
  const sum = (entries: LogEntry[], t = en) => turnSummary(entries, t, name);
  const roll = (treasure: 'red' | 'grey' | 'cards', ship: 'red' | 'blue' | 'pirate' | 'grey' | 'nessie') =>
    ({ kind: 'roll', turn: 5, who: 1, treasure, ship }) as const;

  it('where the jewel went and which ship sailed, not the roll; the roller is named and coloured', () => {
    const turn: LogEntry[] = [
      roll('red', 'blue'),
      { kind: 'jewel', turn: 5, who: 1, ship: 'red', jewel: 'white' },
      { kind: 'move', turn: 5, who: 1, ship: 'blue', position: 1 },
    ];
    expect(sum(turn)).to.deep.equal({ text: 'Michael: a white jewel onto the red ship; the blue ship sails on.', seat: 1 });
    expect(sum(turn, de).text).to.equal('Michael: ein Edelstein (weiß) aufs rote Schiff; das blaue Schiff fährt weiter.');
  });

  it('a roll whose grey face is still being chosen is said as rolled', () => {
    expect(sum([roll('grey', 'red')]).text).to.equal('Michael: rolled grey chest + red ship.');
    expect(sum([roll('grey', 'red')], de).text).to.equal('Michael: würfelt graue Truhe + rotes Schiff.');
  });

  it("everyone's draw once; Nessie's jewel; a ship that lands empty once, with its result", () => {
    const draws = [0, 1, 2].map((who) => ({ kind: 'draw', turn: 5, who, cards: 2, reshuffled: false }) as const);
    const turn: LogEntry[] = [
      roll('cards', 'red'),
      ...draws,
      { kind: 'move', turn: 5, who: 1, ship: 'red', position: 3 },
      { kind: 'emptyArrival', turn: 5, who: 1, ship: 'red' },
    ];
    expect(sum(turn).text).to.equal('Michael: everyone draws 2 cards; the red ship lands empty and sails back.');
    expect(sum(turn, de).text).to.equal('Michael: alle ziehen 2 Karten; das rote Schiff legt leer an und fährt zurück.');
    // The piles ran short: not everyone drew 2.
    expect(sum([roll('cards', 'nessie'), draws[0], { ...draws[1], cards: 1 }]).text).to.equal('Michael: everyone draws cards.');
    const nessie: LogEntry[] = [
      roll('red', 'nessie'),
      { kind: 'jewel', turn: 5, who: 1, ship: 'red', jewel: 'green' },
      { kind: 'nessie', turn: 5, who: 1, ship: 'red', jewel: 'white' },
    ];
    expect(sum(nessie).text).to.equal('Michael: a green jewel onto the red ship; Nessie takes a white jewel from the red ship.');
    expect(sum(nessie, de).text).to.equal('Michael: ein Edelstein (grün) aufs rote Schiff; Nessie nimmt einen Edelstein (weiß) vom roten Schiff.');
  });

  it('a ship reaching the village, then its auction: the result, without the bids', () => {
    const landed: LogEntry[] = [
      roll('red', 'red'),
      { kind: 'jewel', turn: 5, who: 1, ship: 'red', jewel: 'white' },
      { kind: 'move', turn: 5, who: 1, ship: 'red', position: 3 },
    ];
    expect(sum(landed).text).to.equal('Michael: a white jewel onto the red ship; the red ship reaches the village.');
    const result = { ship: 'red', winner: 2, total: 7, jewels: ['white', 'green', 'white'], bids: [[], [3], [19, 30]] } as const;
    const auction: LogEntry[] = [
      ...landed,
      { kind: 'bid', turn: 5, who: 1, ship: 'red', cards: [3], total: 1 },
      { kind: 'pass', turn: 5, who: 0, ship: 'red' },
      { kind: 'auction', turn: 5, who: 1, result },
    ];
    expect(sum(auction).text).to.equal('Michael: a white jewel onto the red ship; Sebastian wins the red ship with 7: 2 white, 1 green.');
    expect(sum(auction, de).text).to.equal('Michael: ein Edelstein (weiß) aufs rote Schiff; Sebastian ersteigert das rote Schiff mit 7: 2 weiß, 1 grün.');
    expect(sum([...landed, { kind: 'auction', turn: 5, who: 1, result: { ...result, winner: null, total: 0 } }]).text).to.equal(
      'Michael: a white jewel onto the red ship; nobody bids for the red ship.',
    );
  });

  it("a raid: every total and each lowest bidder's tile, or that they were spared", () => {
    const raid = { bids: [[0], [], [19]], totals: [1, 0, 3], lowest: [1], tiles: [null, 5, null] };
    const turn: LogEntry[] = [
      roll('red', 'pirate'),
      { kind: 'jewel', turn: 5, who: 1, ship: 'red', jewel: 'purple' },
      { kind: 'move', turn: 5, who: 1, ship: 'pirate', position: 3 },
      { kind: 'commit', turn: 5, who: 0 },
      { kind: 'raid', turn: 5, who: 1, result: raid },
    ];
    expect(sum(turn.slice(0, 4)).text).to.equal('Michael: a purple jewel onto the red ship; the pirate ship reaches the village.');
    expect(sum(turn).text).to.equal('Michael: a purple jewel onto the red ship; pirate raid: Sonja 1, Michael 0, Sebastian 3; Michael draws −3.');
    expect(sum(turn, de).text).to.equal('Michael: ein Edelstein (lila) aufs rote Schiff; Piratenüberfall: Sonja 1, Michael 0, Sebastian 3; Michael zieht −3.');
    expect(sum([...turn.slice(0, 4), { kind: 'raid', turn: 5, who: 1, result: { ...raid, tiles: [null, null, null] } }], de).text).to.match(
      /Michael bleibt verschont\.$/,
    );
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
