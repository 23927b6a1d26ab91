/** The Wilde Wikinger page: the game to play, the embed snippet, the API tables and the statechart example. */
import { createActor } from 'xstate';
import { createWildeWikingerInput, legalMoves, playerView, wildeWikingerMachine } from '@viking-games/core/wilde-wikinger';
import '@viking-games/ui/wilde-wikinger';
import type { WildeWikingerBoard } from '@viking-games/ui/wilde-wikinger';
import { gamePage } from './game-page.js';

const STATECHART = `import { createActor } from 'xstate';
import { createWildeWikingerInput, legalMoves, playerView, wildeWikingerMachine } from '@viking-games/core/wilde-wikinger';

const input = createWildeWikingerInput({ players: 3, seed: 42 });
const actor = createActor(wildeWikingerMachine, { input }).start();

actor.send({ type: 'player.roll', seat: 0 });           // a move is an event
const snapshot = actor.getSnapshot();
console.log(snapshot.value, snapshot.context.dice);
console.log(legalMoves(snapshot));                       // what the seat to act may do now
console.log(playerView(snapshot, 1).hand);               // seat 1's own cards (and no one else's)`;

/** Runs the statechart example above for real, so the output on the page is what the code does. */
function runStatechartExample(): string {
  const input = createWildeWikingerInput({ players: 3, seed: 42 });
  const actor = createActor(wildeWikingerMachine, { input }).start();
  actor.send({ type: 'player.roll', seat: 0 });
  const snapshot = actor.getSnapshot();
  const moves = legalMoves(snapshot);
  const lines = [
    `state: ${JSON.stringify(snapshot.value)}, dice: ${JSON.stringify(snapshot.context.dice)}`,
    `legal moves now: ${moves.length} (${[...new Set(moves.map((m) => m.type))].join(', ')})`,
    `seat 1 holds cards: ${JSON.stringify(playerView(snapshot, 1).hand)}`,
    `last log entry: ${JSON.stringify(snapshot.context.log.at(-1))}`,
  ];
  actor.stop();
  return lines.join('\n');
}

gamePage<WildeWikingerBoard>({
  page: 'wilde-wikinger',
  tag: 'wilde-wikinger-board',
  api: () => import('virtual:custom-elements/wilde-wikinger-board'),
  title: 'Wilde Wikinger machen fette Beute',
  lead: 'Three Viking ships sail home loaded with jewels. Bid your equipment cards for their cargo, keep enough in hand for when pirate Lars raids the village, and feed the odd jewel to Nessie, who pays out to the biggest hand at the end.',
  tables: {
    bots3: { label: 'You against two computer Vikings', de: 'Du gegen zwei Computer-Wikinger', players: 3, seats: 'human,heuristic,heuristic' },
    bots2: { label: 'You against one computer Viking', de: 'Du gegen einen Computer-Wikinger', players: 2, seats: 'human,heuristic' },
    bots5: { label: 'You against four computer Vikings', de: 'Du gegen vier Computer-Wikinger', players: 5, seats: 'human,heuristic,heuristic,random,random' },
    hotseat2: { label: 'Two friends at this screen', de: 'Zwei Freunde an diesem Bildschirm', players: 2, seats: 'human,human' },
    hotseat3: { label: 'Three friends at this screen', de: 'Drei Freunde an diesem Bildschirm', players: 3, seats: 'human,human,human' },
    hotseat2bot: { label: 'Two friends and one computer Viking', de: 'Zwei Freunde und ein Computer-Wikinger', players: 3, seats: 'human,human,heuristic' },
  },
  levels: [
    { seat: 'random', style: 'Plays any legal move, at random.' },
    { seat: 'heuristic:1', style: 'Casual: bids and spends cards by rule of thumb, and plays a third of its moves at random.' },
    { seat: 'heuristic:2', style: 'Values its cards as a currency, bids to top what the later bidders can probably reach, and keeps a card back for the pirate.' },
    { seat: 'heuristic:3', style: 'Bids from 64 guesses at the hands it cannot see, and spends its cards more carefully.' },
    { seat: 'search', style: 'The strongest: deals the cards it cannot see at random, 96 times, and plays each of its best few moves out eight rolls ahead against those guessed hands, every player at level 3\'s judgement; it never looks at a hand it could not see (it thinks in a worker, so the page never waits).' },
  ],
  themingNote: 'With two or more people at one screen, a “pass the device” screen hides each hand until its owner is ready, for the auctions and the face-down pirate bids alike.',
  themingTokens: [
    '--ww-sea: #1b6f5f;             /* the water of the track */',
    '--vg-accent: #2b6f7e;          /* buttons and choosable ships */',
    '--vg-font: Georgia, serif;     /* any font your page already has */',
  ],
  chart: {
    url: new URL('../../../packages/core/src/wilde-wikinger/wilde-wikinger.chart.svg', import.meta.url).href,
    alt: 'Wilde Wikinger’s statechart: rolling leads to the treasure die (a jewel onto a ship, cards for everyone, choosingChestShip for the grey chest, or gameOver when the bag is empty), then the ship die (choosingShip for the grey ship, feedingNessie for Nessie), then a moved ship, which at the village opens an auction or, for the pirate ship, a raid; every branch ends back in rolling with the next player’s turn.',
  },
  statechart: {
    intro:
      'The rules are an XState statechart in <code>@viking-games/core</code>: no DOM, seeded dice and bag, plain JSON context, and a per-seat view that hides the other hands. Drive it from Node, a worker or another framework:',
    code: STATECHART,
    run: runStatechartExample,
  },
});
