/** The Wilde Wikinger page: the game to play, the embed snippet, the API tables and the statechart example. */
import manifest from 'virtual:custom-elements';
import { createActor } from 'xstate';
import { createWildeWikingerInput, legalMoves, playerView, wildeWikingerMachine } from '@viking-games/core/wilde-wikinger';
import '@viking-games/ui/wilde-wikinger';
import type { WildeWikingerBoard } from '@viking-games/ui/wilde-wikinger';
import { apiTables } from './api-table.js';
import { frame } from './layout.js';

/** Tables offered by the "Who plays" control: players and seats. */
const TABLES = {
  bots3: { label: 'You against two computer Vikings', players: 3, seats: 'human,heuristic,heuristic' },
  bots2: { label: 'You against one computer Viking', players: 2, seats: 'human,heuristic' },
  bots5: { label: 'You against four computer Vikings', players: 5, seats: 'human,heuristic,heuristic,random,random' },
  hotseat2: { label: 'Two friends at this screen', players: 2, seats: 'human,human' },
  hotseat3: { label: 'Three friends at this screen', players: 3, seats: 'human,human,human' },
  hotseat2bot: { label: 'Two friends and one computer Viking', players: 3, seats: 'human,human,heuristic' },
} as const;
type TableId = keyof typeof TABLES;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SNIPPET = `<!-- 1. Once per page: the bundle (npm run build writes packages/ui/dist/viking-games.js; host it with your site) -->
<script type="module" src="/assets/viking-games.js"></script>

<!-- 2. Where the game should be -->
<wilde-wikinger-board
  players="3"
  seats="human,heuristic,heuristic"
  locale="en"
  persist="my-blog-wilde-wikinger"
></wilde-wikinger-board>`;

const THEMING = `wilde-wikinger-board {
  --ww-sea: #1b6f5f;             /* the water of the track */
  --vg-accent: #2b6f7e;          /* buttons and choosable ships */
  --vg-font: Georgia, serif;     /* any font your page already has */
}
wilde-wikinger-board::part(frame) { border-radius: 0; }

// React to the game from your page:
board.addEventListener('game-over', (event) => {
  console.log('Winners:', event.detail.winners, event.detail.scores);
});`;

const STATECHART = `import { createActor } from 'xstate';
import { createWildeWikingerInput, legalMoves, playerView, wildeWikingerMachine } from '@viking-games/core/wilde-wikinger';

const input = createWildeWikingerInput({ players: 3, seed: 42 });
const actor = createActor(wildeWikingerMachine, { input }).start();

actor.send({ type: 'player.roll', seat: 0 });           // a move is an event
const snapshot = actor.getSnapshot();
console.log(snapshot.value, snapshot.context.dice);
console.log(legalMoves(snapshot.context));               // what the seat to act may do now
console.log(playerView(snapshot.context, 1).hand);       // seat 1's own cards (and no one else's)`;

/** Runs the statechart example above for real, so the output on the page is what the code does. */
function runStatechartExample(): string {
  const input = createWildeWikingerInput({ players: 3, seed: 42 });
  const actor = createActor(wildeWikingerMachine, { input }).start();
  actor.send({ type: 'player.roll', seat: 0 });
  const snapshot = actor.getSnapshot();
  const moves = legalMoves(snapshot.context);
  const lines = [
    `state: ${JSON.stringify(snapshot.value)}, dice: ${JSON.stringify(snapshot.context.dice)}`,
    `legal moves now: ${moves.length} (${[...new Set(moves.map((m) => m.type))].join(', ')})`,
    `seat 1 holds cards: ${JSON.stringify(playerView(snapshot.context, 1).hand)}`,
    `last log entry: ${JSON.stringify(snapshot.context.log.at(-1))}`,
  ];
  actor.stop();
  return lines.join('\n');
}

const app = frame('wilde-wikinger');
app.innerHTML = `
  <h1>Wilde Wikinger machen fette Beute</h1>
  <p class="lead">Three Viking ships sail home loaded with jewels. Bid your equipment cards for their cargo, keep enough in hand for when pirate Lars raids the village, and feed the odd jewel to Nessie, who pays out to the biggest hand at the end.</p>
  <form class="controls" aria-label="Game options">
    <label>Who plays
      <select name="table">${Object.entries(TABLES)
        .map(([id, t]) => `<option value="${id}">${t.label}</option>`)
        .join('')}</select>
    </label>
    <label>Language
      <select name="locale"><option value="en">English</option><option value="de">Deutsch</option></select>
    </label>
    <label>Theme
      <select name="theme"><option value="auto">Like my system</option><option value="light">Light</option><option value="dark">Dark</option></select>
    </label>
  </form>
  <div class="play-area">
    <wilde-wikinger-board players="3" seats="human,heuristic,heuristic" persist="docs-wilde-wikinger"></wilde-wikinger-board>
  </div>

  <h2 id="embed">Put it on your site</h2>
  <p>Two lines: the script once per page, and the element where the game should be. Everything it needs, the art included, is inside the bundle: it loads nothing from other sites.</p>
  <pre><code>${escape(SNIPPET)}</code></pre>
  <p>With two or more people at one screen, a “pass the device” screen hides each hand until its owner is ready, for the auctions and the face-down pirate bids alike. Theme it with CSS custom properties and <code>::part()</code>, and listen to its events:</p>
  <pre><code>${escape(THEMING)}</code></pre>

  <h2 id="api">Attributes, events and parts</h2>
  ${apiTables(manifest, 'wilde-wikinger-board')}

  <h2 id="statechart">Use the statechart without the element</h2>
  <p>The rules are an XState statechart in <code>@viking-games/core</code>: no DOM, seeded dice and bag, plain JSON context, and a per-seat view that hides the other hands. Drive it from Node, a worker or another framework:</p>
  <pre><code>${escape(STATECHART)}</code></pre>
  <p>What this page got when it ran the code above just now:</p>
  <pre class="output" aria-label="Output of the example"><code>${escape(runStatechartExample())}</code></pre>
`;

const board = app.querySelector<WildeWikingerBoard>('wilde-wikinger-board')!;
const form = app.querySelector<HTMLFormElement>('form')!;
const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as unknown as T;

// Show the options of the game that is running (it may have been resumed from an earlier visit).
void board.updateComplete.then(() => {
  const running = board.snapshot?.context;
  if (!running) return;
  const seats = running.players.map((p) => (p.seat.kind === 'human' ? 'human' : p.seat.bot)).join(',');
  const match = (Object.keys(TABLES) as TableId[]).find((id) => TABLES[id].players === running.players.length && TABLES[id].seats === seats);
  if (match) field<HTMLSelectElement>('table').value = match;
});

form.addEventListener('change', (event) => {
  const target = event.target as HTMLInputElement | HTMLSelectElement;
  if (target.name === 'table') {
    const table = TABLES[target.value as TableId];
    board.players = table.players;
    board.seats = table.seats;
  } else if (target.name === 'locale') board.locale = target.value;
  else if (target.name === 'theme') board.theme = target.value;
});
