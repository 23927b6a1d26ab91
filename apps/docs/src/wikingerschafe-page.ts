/** The Wikingerschafe page: the game to play, the embed snippet, the API tables and the statechart example. */
import manifest from 'virtual:custom-elements';
import { createActor } from 'xstate';
import { legalMoves, wikingerschafe, wikingerschafeMachine } from '@viking-games/core/wikingerschafe';
import '@viking-games/ui/wikingerschafe';
import type { WikingerschafeBoard } from '@viking-games/ui/wikingerschafe';
import { apiTables } from './api-table.js';
import { frame } from './layout.js';

/** Tables offered by the "Who plays" control: players and seats. */
const TABLES = {
  bots: { label: 'You against two computer Wikinger', players: 3, seats: 'human,heuristic,heuristic' },
  bjorn: { label: 'You against one computer, with Björn Blökson', players: 2, seats: 'human,heuristic' },
  hotseat2: { label: 'Two friends at this screen, with Björn Blökson', players: 2, seats: 'human,human' },
  hotseat3: { label: 'Three friends at this screen', players: 3, seats: 'human,human,human' },
  hotseat4: { label: 'Four friends at this screen', players: 4, seats: 'human,human,human,human' },
} as const;
type TableId = keyof typeof TABLES;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SNIPPET = `<!-- 1. Once per page: the bundle (npm run build writes packages/ui/dist/viking-games.js; host it with your site) -->
<script type="module" src="/assets/viking-games.js"></script>

<!-- 2. Where the game should be -->
<wikingerschafe-board
  players="3"
  seats="human,heuristic,heuristic"
  locale="en"
  persist="my-blog-wikingerschafe"
></wikingerschafe-board>`;

const THEMING = `wikingerschafe-board {
  --vg-accent: #2b6f7e;          /* buttons and legal Locations */
  --vg-font: Georgia, serif;     /* any font your page already has */
}
wikingerschafe-board::part(frame) { border-radius: 0; }

// React to the game from your page:
board.addEventListener('game-over', (event) => {
  console.log('Winners:', event.detail.winners, event.detail.scores);
});`;

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

const app = frame('wikingerschafe');
app.innerHTML = `
  <h1>Wikingerschafe</h1>
  <p class="lead">Four rounds, five Locations, one herd of Viking sheep to impress. Roll up to twice, place all your dice of one value, take the Location’s reward, and outdo the others in influence and glory.</p>
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
    <label class="check"><input type="checkbox" name="friendly" /> Friendly Game (ties share influence)</label>
  </form>
  <div class="play-area">
    <wikingerschafe-board players="3" seats="human,heuristic,heuristic" persist="docs-wikingerschafe"></wikingerschafe-board>
  </div>

  <h2 id="embed">Put it on your site</h2>
  <p>Two lines: the script once per page, and the element where the game should be. Everything it needs, the art included, is inside the bundle: it loads nothing from other sites.</p>
  <pre><code>${escape(SNIPPET)}</code></pre>
  <p>Theme it with CSS custom properties and <code>::part()</code>, and listen to its events:</p>
  <pre><code>${escape(THEMING)}</code></pre>

  <h2 id="api">Attributes, events and parts</h2>
  ${apiTables(manifest, 'wikingerschafe-board')}

  <h2 id="statechart">Use the statechart without the element</h2>
  <p>The rules are an XState statechart in <code>@viking-games/core</code>: no DOM, seeded dice, plain JSON context. Drive it from Node, a worker or another framework:</p>
  <pre><code>${escape(STATECHART)}</code></pre>
  <p>What this page got when it ran the code above just now:</p>
  <pre class="output" aria-label="Output of the example"><code>${escape(runStatechartExample())}</code></pre>
`;

const board = app.querySelector<WikingerschafeBoard>('wikingerschafe-board')!;
const form = app.querySelector<HTMLFormElement>('form')!;
const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as unknown as T;

// Show the options of the game that is running (it may have been resumed from an earlier visit).
void board.updateComplete.then(() => {
  const running = board.snapshot?.context;
  if (!running) return;
  const seats = running.players.map((p) => (p.seat.kind === 'human' ? 'human' : p.seat.bot)).join(',');
  const match = (Object.keys(TABLES) as TableId[]).find((id) => TABLES[id].players === running.players.length && TABLES[id].seats === seats);
  if (match) field<HTMLSelectElement>('table').value = match;
  field<HTMLInputElement>('friendly').checked = running.friendly;
});

form.addEventListener('change', (event) => {
  const target = event.target as HTMLInputElement | HTMLSelectElement;
  if (target.name === 'table') {
    const table = TABLES[target.value as TableId];
    board.players = table.players;
    board.seats = table.seats;
  } else if (target.name === 'locale') board.locale = target.value;
  else if (target.name === 'theme') board.theme = target.value;
  else if (target.name === 'friendly') board.friendly = (target as HTMLInputElement).checked;
});
