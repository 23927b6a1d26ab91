/** The Valley of the Vikings page: the game to play, the embed snippet, the API tables and the statechart example. */
import { createActor } from 'xstate';
import '@viking-games/ui/viking-valley';
import type { VikingValleyBoard } from '@viking-games/ui/viking-valley';
import { gamePage } from './game-page.js';

const STATECHART = `import { createActor } from 'xstate';
import { legalMoves, vikingValley, vikingValleyMachine } from '@viking-games/core/viking-valley';

const input = vikingValley.createInput({ players: 2, seed: 7 });
const actor = createActor(vikingValleyMachine, { input }).start();

console.log(legalMoves(actor.getSnapshot()).length);   // the aiming grid: angles x strengths
actor.send({ type: 'player.bowl', angle: 0, strength: 0.8 }); // degrees off the ramp, 0..1
const { happenings, barrels, dock } = actor.getSnapshot().context;
console.log(happenings);                              // typed: bowled, moved, splash, paid, stole...`;

/**
 * Runs the statechart example above for real, so the output on the page is what the code does. Its module
 * (the headless machine, with the physics engine) loads only then: the board on this page has none.
 */
async function runStatechartExample(): Promise<string> {
  const { legalMoves, vikingValley, vikingValleyMachine } = await import('@viking-games/core/viking-valley');
  const input = vikingValley.createInput({ players: 2, seed: 7 });
  const actor = createActor(vikingValleyMachine, { input }).start();
  const moves = legalMoves(actor.getSnapshot());
  actor.send({ type: 'player.bowl', angle: 0, strength: 0.8 });
  const snapshot = actor.getSnapshot();
  const lines = [
    `legal moves at the start: ${moves.length}`,
    `state: ${JSON.stringify(snapshot.value)}`,
    `happenings: ${JSON.stringify(snapshot.context.happenings)}`,
    `barrels: ${JSON.stringify(snapshot.context.barrels)}`,
    `dock: ${JSON.stringify(snapshot.context.dock)}`,
  ];
  actor.stop();
  return lines.join('\n');
}

gamePage<VikingValleyBoard>({
  page: 'viking-valley',
  tag: 'viking-valley-board',
  api: () => import('virtual:custom-elements/viking-valley-board'),
  title: 'Valley of the Vikings',
  worker: true,
  lead: 'Bowl at the four barrels on the village square: every barrel that falls walks its Viking one space along the dock. Whoever runs out of dock lands in the water, and then every Viking still standing collects: coins from the hoard, or a coin stolen from a rival’s ship. A real physics simulation decides which barrels fall; your aim and your push decide the bowl.',
  tables: {
    bots3: { label: 'You against two computer Vikings', de: 'Du gegen zwei Computer-Wikinger', players: 3, seats: 'human,heuristic,heuristic' },
    bots2: { label: 'You against one computer Viking', de: 'Du gegen einen Computer-Wikinger', players: 2, seats: 'human,heuristic' },
    bots4: { label: 'You against three computer Vikings', de: 'Du gegen drei Computer-Wikinger', players: 4, seats: 'human,heuristic,heuristic,random' },
    hotseat2: { label: 'Two friends at this screen', de: 'Zwei Freunde an diesem Bildschirm', players: 2, seats: 'human,human' },
    hotseat3: { label: 'Three friends at this screen', de: 'Drei Freunde an diesem Bildschirm', players: 3, seats: 'human,human,human' },
    hotseat2bot: { label: 'Two friends and one computer Viking', de: 'Zwei Freunde und ein Computer-Wikinger', players: 3, seats: 'human,human,heuristic' },
  },
  levels: [
    { seat: 'random', style: 'Puts barrels back, bowls and moves its Vikings at random.' },
    { seat: 'heuristic:1', style: 'A beginner: bowls a coarse set of aims in its head with the real physics, aims at the one that looks best, bowls up to 7 degrees off, moves its own Viking first and puts barrels back on the first free hole.' },
    { seat: 'heuristic:2', style: 'Tries its best four aims again where its own hand may send the ball, plays the one that pays best on average, and bowls up to 4 degrees off.' },
    { seat: 'heuristic:3', style: 'Thinks as level 2 but tries only its best two aims again, as its hand is steady: at most 1.5 degrees off.' },
  ],
  themingNote: 'Nothing is hidden in this game, so friends simply take turns at one screen. Bowls animate from the simulation’s own frames and jump to the end under reduced motion.',
  themingTokens: [
    '--vg-accent: #2b6f7e;           /* buttons and the aiming guide */',
    '--vg-font: Georgia, serif;      /* any font your page already has */',
  ],
  chart: {
    url: new URL('../../../packages/core/src/viking-valley/viking-valley.chart.svg', import.meta.url).href,
    alt: 'Valley of the Vikings’ statechart: a turn starts in bowling and stays there until a barrel falls; with several Vikings to move the player picks the order in moving; the next player then puts the fallen barrels back in placingBarrels and bowls; when the hoard is empty the game ends in gameOver.',
  },
  statechart: {
    intro:
      'The rules are an XState statechart in <code>@viking-games/core</code> with a planck (Box2D) village square inside: no DOM, plain JSON context, and the same bowl always knocks over the same barrels. Drive it from Node, a worker or another framework:',
    code: STATECHART,
    run: runStatechartExample,
  },
});
