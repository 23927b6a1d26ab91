/** The Wikingerschafe page: the game to play, the embed snippet, the API tables and the statechart example. */
import { createActor } from 'xstate';
import { legalMoves, wikingerschafe, wikingerschafeMachine } from '@viking-games/core/wikingerschafe';
import '@viking-games/ui/wikingerschafe';
import type { WikingerschafeBoard } from '@viking-games/ui/wikingerschafe';
import { gamePage } from './game-page.js';

const STATECHART = `import { createActor } from 'xstate';
import { legalMoves, wikingerschafe, wikingerschafeMachine } from '@viking-games/core/wikingerschafe';

const input = wikingerschafe.createInput({ players: 2, seed: 42 });
const actor = createActor(wikingerschafeMachine, { input }).start();

const moves = legalMoves(actor.getSnapshot());          // what the player to act may do now
const place = moves.find((m) => m.type === 'player.place');
actor.send(place);                                      // a move is an event
console.log(actor.getSnapshot().value, actor.getSnapshot().context.log.at(-1));`;

/** Runs the statechart example above for real, so the output on the page is what the code does. */
function runStatechartExample(): string {
  const input = wikingerschafe.createInput({ players: 2, seed: 42 });
  const actor = createActor(wikingerschafeMachine, { input }).start();
  const moves = legalMoves(actor.getSnapshot());
  const place = moves.find((m) => m.type === 'player.place')!;
  actor.send(place);
  const snapshot = actor.getSnapshot();
  const lines = [
    `legal moves at the start: ${moves.length} (${[...new Set(moves.map((m) => m.type))].join(', ')})`,
    `sent: ${JSON.stringify(place)}`,
    `state: ${JSON.stringify(snapshot.value)}`,
    `last log entry: ${JSON.stringify(snapshot.context.log.at(-1))}`,
  ];
  actor.stop();
  return lines.join('\n');
}

gamePage<WikingerschafeBoard>({
  page: 'wikingerschafe',
  tag: 'wikingerschafe-board',
  api: () => import('virtual:custom-elements/wikingerschafe-board'),
  title: 'Wikingerschafe',
  lead: 'Four rounds, five Locations, one herd of Viking sheep to impress. Roll up to twice, place all your dice of one value, take the Location’s reward, and outdo the others in influence and glory.',
  tables: {
    bots: { label: 'You against two computer Wikinger', de: 'Du gegen zwei Computer-Wikinger', players: 3, seats: 'human,heuristic,heuristic' },
    bjorn: { label: 'You against one computer, with Björn Blökson', de: 'Du gegen einen Computer, mit Björn Blökson', players: 2, seats: 'human,heuristic' },
    hotseat2: { label: 'Two friends at this screen, with Björn Blökson', de: 'Zwei Freunde an diesem Bildschirm, mit Björn Blökson', players: 2, seats: 'human,human' },
    hotseat3: { label: 'Three friends at this screen', de: 'Drei Freunde an diesem Bildschirm', players: 3, seats: 'human,human,human' },
    hotseat4: { label: 'Four friends at this screen', de: 'Vier Freunde an diesem Bildschirm', players: 4, seats: 'human,human,human,human' },
  },
  controls:
    '<label class="check"><input type="checkbox" name="friendly" /> <span data-de="Freundliches Spiel (Gleichstände teilen den Einfluss)">Friendly Game (ties share influence)</span></label>',
  levels: [
    { seat: 'random', style: 'Plays any legal move, at random.' },
    { seat: 'heuristic:1', style: 'Casual: never re-rolls by choice, and plays a quarter of its moves at random.' },
    { seat: 'heuristic:2', style: 'Weighs each placement by what it earns and what it leaves the others, and before placing tries 6 outcomes of each re-roll it might make.' },
    { seat: 'heuristic:3', style: 'Tries 12 outcomes of each re-roll, and values Mead and Coins as self-play found them worth.' },
    { seat: 'search', style: 'The strongest: tries each of its best few moves in 48 quick games three turns ahead, the dice rolled at random each time and every player at level 3\'s judgement, and plays the move that left it furthest ahead (it thinks in a worker, so the page never waits).' },
  ],
  themingTokens: ['--vg-accent: #2b6f7e;          /* buttons and legal Locations */', '--vg-font: Georgia, serif;     /* any font your page already has */'],
  chart: {
    url: new URL('../../../packages/core/src/wikingerschafe/wikingerschafe.chart.svg', import.meta.url).href,
    alt: 'Wikingerschafe’s statechart: a turn starts in rolling; placing dice leads to rewarding, and a Redistribution to redistributing, before turnEnd; ending a turn goes back to rolling for the next Wikinger, or, when the round is over, to roundScoring, then influenceScoring in an influence round, and after the last round to gameOver. A game.restart from any state starts a new turn.',
  },
  statechart: {
    intro: 'The rules are an XState statechart in <code>@viking-games/core</code>: no DOM, seeded dice, plain JSON context. Drive it from Node, a worker or another framework:',
    code: STATECHART,
    run: runStatechartExample,
  },
  showOptions: (board, field) => {
    field<HTMLInputElement>('friendly').checked = board.snapshot!.context.friendly;
  },
  onOption: (board, target) => {
    if (target.name === 'friendly') board.friendly = (target as HTMLInputElement).checked;
  },
});
