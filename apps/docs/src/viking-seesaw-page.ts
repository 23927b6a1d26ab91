/** The Viking See-Saw page: the game to play, the embed snippet, the API tables and the statechart example. */
import { createActor } from 'xstate';
import '@viking-games/ui/viking-seesaw';
import type { VikingSeesaw } from '@viking-games/ui/viking-seesaw';
import { gamePage } from './game-page.js';

const STATECHART = `import { createActor } from 'xstate';
import { legalMoves, recordingOf, vikingSeesaw, vikingSeesawMachine } from '@viking-games/core/viking-seesaw';

const input = vikingSeesaw.createInput({ players: 2, seed: 42 });
const actor = createActor(vikingSeesawMachine, { input }).start();

console.log(legalMoves(actor.getSnapshot()).length);      // pieces x positions x rotations on the raised deck
actor.send({ type: 'player.place', piece: 'viking', x: 6.5, rotation: 0 }); // x: cm from the pivot
const { lastPlacement } = actor.getSnapshot().context;    // held, tilted, spilled, intoCabin, penalties
console.log(lastPlacement.held, recordingOf(lastPlacement).frames.length); // the physics' frames, to animate`;

/**
 * Runs the statechart example above for real, so the output on the page is what the code does. Its module
 * (the headless machine, with the physics engine) loads only then: the board on this page has none.
 */
async function runStatechartExample(): Promise<string> {
  const { legalMoves, recordingOf, vikingSeesaw, vikingSeesawMachine } = await import('@viking-games/core/viking-seesaw');
  const input = vikingSeesaw.createInput({ players: 2, seed: 42 });
  const actor = createActor(vikingSeesawMachine, { input }).start();
  const moves = legalMoves(actor.getSnapshot());
  actor.send({ type: 'player.place', piece: 'viking', x: 6.5, rotation: 0 });
  const snapshot = actor.getSnapshot();
  const last = snapshot.context.lastPlacement!;
  const lines = [
    `legal moves at the start: ${moves.length}`,
    `state: ${JSON.stringify(snapshot.value)}, held: ${last.held}, tilted: ${last.tilted}, spilled: ${JSON.stringify(last.spilled)}`,
    `recorded frames of that placement: ${recordingOf(last)!.frames.length} (30 per simulated second)`,
    `next to act: seat ${snapshot.context.current}`,
  ];
  actor.stop();
  return lines.join('\n');
}

gamePage<VikingSeesaw>({
  page: 'viking-seesaw',
  tag: 'viking-seesaw',
  api: () => import('virtual:custom-elements/viking-seesaw'),
  title: 'Viking See-Saw',
  worker: true,
  lead: 'A longship balances on its pivot. Take turns setting gold, silver, iron, glass, gems and Vikings on its raised deck: if the ship tips, you take a chest; what falls off comes back to you. Nobody tells you the weights: a real physics simulation decides, as the wooden ship would.',
  tables: {
    bots2: { label: 'You against one computer Viking', de: 'Du gegen einen Computer-Wikinger', players: 2, seats: 'human,heuristic' },
    bots3: { label: 'You against two computer Vikings', de: 'Du gegen zwei Computer-Wikinger', players: 3, seats: 'human,heuristic,heuristic' },
    bots4: { label: 'You against three computer Vikings', de: 'Du gegen drei Computer-Wikinger', players: 4, seats: 'human,heuristic,heuristic,random' },
    hotseat2: { label: 'Two friends at this screen', de: 'Zwei Freunde an diesem Bildschirm', players: 2, seats: 'human,human' },
    hotseat3: { label: 'Three friends at this screen', de: 'Drei Freunde an diesem Bildschirm', players: 3, seats: 'human,human,human' },
    hotseat2bot: { label: 'Two friends and one computer Viking', de: 'Zwei Freunde und ein Computer-Wikinger', players: 3, seats: 'human,human,heuristic' },
  },
  levels: [
    { seat: 'random', style: 'Sets any piece down anywhere it may, at random.' },
    { seat: 'heuristic:1', style: 'A beginner: misjudges the weights by up to 45%, has a shaky hand, and sets down any piece it thinks will hold.' },
    { seat: 'heuristic:2', style: 'Misjudges them by up to 20% with a steadier hand, plays safe, heeds the hint at a loaded rim, and counts the end of the game, cargo a tip throws back included.' },
    { seat: 'heuristic:3', style: 'Misjudges them by up to 6% with the steadiest hand, plays as level 2 does, and weighs the loads for a tie at the end.' },
  ],
  themingNote: 'There is nothing hidden but the weights, which nobody sees, so friends simply take turns at one screen. Placements animate from the simulation’s own frames and jump to the end under reduced motion.',
  themingTokens: [
    '--vs-sea-top: #1b6f5f;          /* the sea (also --vs-sea-bottom) */',
    '--vs-sky: #fdf6e3;              /* any background behind the ship */',
    '--vg-accent: #2b6f7e;           /* the raised deck glow and buttons */',
    '--vg-font: Georgia, serif;      /* any font your page already has */',
  ],
  chart: {
    url: new URL('../../../packages/core/src/viking-seesaw/viking-seesaw.chart.svg', import.meta.url).href,
    alt: 'Viking See-Saw’s statechart: in placing a player puts a piece on the ship; if it fell off, the same player places it again in retrying; otherwise the next player places, until a finished turn ends the game in gameOver.',
  },
  statechart: {
    intro:
      'The rules are an XState statechart in <code>@viking-games/core</code> with a planck (Box2D) ship inside: no DOM, plain JSON context, and the same placement always gives the same result. Drive it from Node, a worker or another framework:',
    code: STATECHART,
    run: runStatechartExample,
  },
});
