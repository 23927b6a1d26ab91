/**
 * A game's page, the same for every game: the game to play with its options (who plays, language, theme,
 * the game's own), how the game flows (its statechart, drawn from the machine), the embed snippet, theming
 * and events, the API tables from the manifest, and the statechart example, run live. A game's page module only says what is its own (see {@link GamePage}).
 */
import type { Player } from '@viking-games/core/kit';
import { apiTables, escape, type Declaration } from './api-table.js';
import type { GameId } from '@viking-games/core/registry';
import { frame } from './layout.js';

/** One choice of the "Who plays" control. */
export interface TableChoice {
  readonly label: string;
  /** The label in German (the options speak the board's language). */
  readonly de: string;
  readonly players: number;
  /** The `seats` attribute, e.g. `human,heuristic`. */
  readonly seats: string;
}

/** What the page needs of a game element. */
export interface GameBoard extends HTMLElement {
  players: number | string;
  seats: string;
  locale?: string;
  theme: string;
  readonly updateComplete: Promise<unknown>;
  readonly snapshot?: { readonly context: { readonly players: readonly Player[] } };
}

/** Reads a control of the options form by name. */
export type FieldOf = <T extends HTMLElement>(name: string) => T;

export interface GamePage<TBoard extends GameBoard> {
  /** The page's id in the site navigation; also names the storage keys (`docs-<page>`, `my-blog-<page>`). */
  readonly page: GameId;
  /** The element's tag. */
  readonly tag: string;
  /** Its declaration for the API tables: `() => import('virtual:custom-elements/<tag>')` (see vite.config.ts). */
  readonly api: () => Promise<{ default: Declaration | null }>;
  /** The page heading. */
  readonly title: string;
  /** The paragraph under the heading. */
  readonly lead: string;
  /** True for a game whose script-tag file starts a physics worker from beside itself (`<page>.worker.js`). */
  readonly worker?: boolean;
  /** The "Who plays" choices; the first is the snippet's and the page's starting table. */
  readonly tables: Readonly<Record<string, TableChoice>>;
  /**
   * HTML of the game's own controls after Language and Theme (their `name`s reach {@link onOption}); each text in
   * an element with its German in `data-de` (see {@link speak}).
   */
  readonly controls?: string;
  /**
   * The computer players, weakest first: each `seats` token (`random`, `heuristic:1`, …) with its style of play in a
   * sentence (issue 28: bots a person can read). The seat on the board says the same level.
   */
  readonly levels: readonly { readonly seat: string; readonly style: string }[];
  /** A sentence before "Theme it with CSS custom properties…" (e.g. how hidden hands are kept hidden). */
  readonly themingNote?: string;
  /** Lines of the CSS example inside `<tag> { … }`: custom properties with a comment each. */
  readonly themingTokens: readonly string[];
  /** The statechart example: the paragraph before the code, the code, and a function that runs that code. */
  readonly statechart: { readonly intro: string; readonly code: string; readonly run: () => string | Promise<string> };
  /**
   * The game's statechart as a picture: `url` of packages/core/src/<game>/<game>.chart.svg (drawn from the
   * machine by `npm run generate-diagrams`; import it with `new URL(path, import.meta.url)` so the build
   * copies it), and `alt`, the turn in words for those who cannot see it.
   */
  readonly chart: { readonly url: string; readonly alt: string };
  /** Shows the running game's own options in the game's controls (it may have been resumed). */
  readonly showOptions?: (board: TBoard, field: FieldOf) => void;
  /** Applies a change of one of the game's own controls to the board. */
  readonly onOption?: (board: TBoard, target: HTMLInputElement | HTMLSelectElement) => void;
}

/**
 * The reader's Language and Theme, kept across visits and pages (the game itself and its variants are kept by
 * the element's `persist`; the chosen table per page, see {@link savedTable}). Storage that throws (private
 * mode) just forgets.
 */
const PREFS = { locale: { key: 'docs-locale', values: ['en', 'de'] }, theme: { key: 'docs-theme', values: ['auto', 'light', 'dark'] } } as const;
function savedPref(name: keyof typeof PREFS): string {
  const { key, values } = PREFS[name];
  try {
    const value = localStorage.getItem(key) ?? '';
    return (values as readonly string[]).includes(value) ? value : values[0];
  } catch {
    return values[0];
  }
}
function savePref(name: keyof typeof PREFS, value: string): void {
  try {
    localStorage.setItem(PREFS[name].key, value);
  } catch {
    // Not kept: the choice still applies now.
  }
}

/**
 * The id of the "Who plays" table the reader last chose on `page` (kept under `docs-<page>-table`), so the
 * element starts with the players and seats its saved game has; an id the page no longer offers, or none,
 * gives the first table.
 */
function savedTable(page: string, tables: Readonly<Record<string, TableChoice>>): string {
  const first = Object.keys(tables)[0];
  try {
    const id = localStorage.getItem(`docs-${page}-table`) ?? '';
    return Object.hasOwn(tables, id) ? id : first;
  } catch {
    return first;
  }
}
function saveTable(page: string, id: string): void {
  try {
    localStorage.setItem(`docs-${page}-table`, id);
  } catch {
    // Not kept: the choice still applies now.
  }
}

/**
 * "Where": on this device, or online through the game server `npm start` runs beside this site (port 2567 of the
 * page's host, or the one `npm start -- --server-port N` gave it, passed to this site as VITE_GAME_SERVER_PORT;
 * `npm run serve -- --port N` starts it alone). Kept across visits; a share link (`?vg-join=`) is online.
 */
const ONLINE_KEY = 'docs-online';
const GAME_SERVER_PORT = Number(import.meta.env.VITE_GAME_SERVER_PORT) || 2567;
function gameServer(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.hostname}:${GAME_SERVER_PORT}`;
}
function savedOnline(): boolean {
  if (new URLSearchParams(location.search).has('vg-join')) return true;
  try {
    return localStorage.getItem(ONLINE_KEY) === 'online';
  } catch {
    return false;
  }
}
function saveOnline(online: boolean): void {
  try {
    localStorage.setItem(ONLINE_KEY, online ? 'online' : 'here');
  } catch {
    // Not kept: the choice still applies now.
  }
}

/** Builds the page into `#app` and wires the controls to the element. */
export function gamePage<TBoard extends GameBoard>(game: GamePage<TBoard>): void {
  const { tag, page } = game;
  const start = Object.values(game.tables)[0];
  const snippet = `<!-- 1. Once per page: the game's file (npm run build writes packages/ui/dist/cdn/${page}.js,
     also in the @viking-games/ui package under dist/cdn/; host it with your site, with the chunks/
     folder beside it (German words)${game.worker ? ` and ${page}.worker.js (the physics, off the main thread)` : ''}) -->
<script type="module" src="/assets/${page}.js"></script>

<!-- 2. Where the game should be -->
<${tag}
  players="${start.players}"
  seats="${start.seats}"
  locale="en"
  persist="my-blog-${page}"
></${tag}>`;
  const theming = `${tag} {
${game.themingTokens.map((line) => `  ${line}`).join('\n')}
}
${tag}::part(frame) { border-radius: 0; }

// React to the game from your page:
board.addEventListener('game-over', (event) => {
  console.log('Winners:', event.detail.winners, event.detail.scores);
});`;

  const chosen = savedTable(page, game.tables);
  const table = game.tables[chosen];
  const app = frame(page);
  // Phone first: the game right under its title, so a 360 x 800 screen shows the board, not a form. Who
  // plays, language and theme come under it (a change starts a new table there), then the description.
  app.innerHTML = `
  <h1>${game.title}</h1>
  <p class="ways" lang="en"><span data-de="Allein, zu mehreren an diesem Bildschirm oder">Alone, with friends at this screen, or</span>
    <button type="button" class="link" data-action="online" data-de="online, jeder auf seinem Gerät">online, each on their own device</button><span class="online-note" data-de="Online: „Online spielen“ auf dem Brett öffnet einen Raum." hidden>Online: “Play online” on the board opens a room.</span></p>
  <div class="play-area">
    <${tag} players="${table.players}" seats="${table.seats}" persist="docs-${page}" locale="${savedPref('locale')}" theme="${savedPref('theme')}"${savedOnline() ? ` server="${gameServer()}"` : ''}></${tag}>
  </div>
  <form class="controls" aria-label="Game options">
    <label><span data-de="Wer spielt">Who plays</span>
      <select name="table">${Object.entries(game.tables)
        .map(([id, t]) => `<option value="${id}" data-de="${t.de}">${t.label}</option>`)
        .join('')}</select>
    </label>
    <label><span data-de="Wo">Where</span>
      <select name="where"><option value="here" data-de="Auf diesem Gerät">On this device</option><option value="online" data-de="Online (der Spielserver von npm start)">Online (npm start's game server)</option></select>
    </label>
    <label><span data-de="Sprache">Language</span>
      <select name="locale"><option value="en">English</option><option value="de">Deutsch</option></select>
    </label>
    <label><span data-de="Farbschema">Theme</span>
      <select name="theme"><option value="auto" data-de="Wie mein System">Like my system</option><option value="light" data-de="Hell">Light</option><option value="dark" data-de="Dunkel">Dark</option></select>
    </label>${game.controls ? `\n    ${game.controls}` : ''}
  </form>
  <p class="lead">${game.lead}</p>

  <section class="doc" aria-labelledby="flow">
  <h2 id="flow">How the game flows</h2>
  <p>The rules are a statechart: each box a state the game can wait in, each arrow a move or a decision the rules take at once. This picture is drawn from the machine itself whenever it changes (<code>npm run generate-diagrams</code>), so it is the chart the game runs.</p>
  <figure class="chart">
    <img src="${game.chart.url}" alt="${escape(game.chart.alt).replace(/"/g, '&quot;')}" loading="lazy" decoding="async" />
    <figcaption>Boxes are states, arrows the moves between them (<code>event [guard] / actions</code>). <a href="${game.chart.url}">Open the chart full size</a> to zoom in.</figcaption>
  </figure>
  </section>

  <section class="doc" aria-labelledby="bots">
  <h2 id="bots">The computer players</h2>
  <p>Seat a computer with a token of the <code>seats</code> attribute (<code>heuristic</code> is level 2); each computer's seat on the board says its level. Weakest first:</p>
  <dl class="levels">${game.levels.map(({ seat, style }) => `<dt><code>${escape(seat)}</code></dt><dd>${escape(style)}</dd>`).join('')}</dl>
  </section>

  <section class="doc" aria-labelledby="embed">
  <h2 id="embed">Put it on your site</h2>
  <p>Two lines: the script once per page, and the element where the game should be. Everything it needs, the art included, is inside the bundle: it loads nothing from other sites.</p>
  <pre tabindex="0" role="region" aria-label="Embed snippet"><code>${escape(snippet)}</code></pre>
  <p>${game.themingNote ? `${game.themingNote} ` : ''}Theme it with CSS custom properties and <code>::part()</code>, and listen to its events:</p>
  <pre tabindex="0" role="region" aria-label="Theming and events example"><code>${escape(theming)}</code></pre>
  </section>

  <section class="doc" aria-labelledby="api">
  <h2 id="api">Attributes, events and parts</h2>
  <div id="api-tables"><p>Loading the tables…</p></div>
  </section>

  <section class="doc" aria-labelledby="statechart">
  <h2 id="statechart">Use the statechart without the element</h2>
  <p>${game.statechart.intro}</p>
  <pre tabindex="0" role="region" aria-label="Statechart example"><code>${escape(game.statechart.code)}</code></pre>
  <p>What this page got when it ran the code above just now:</p>
  <pre class="output" tabindex="0" role="region" aria-label="Output of the example"><code></code></pre>
  </section>
`;

  const board = app.querySelector<TBoard>(tag)!;
  const form = app.querySelector<HTMLFormElement>('form')!;
  const field: FieldOf = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as unknown as T;
  field<HTMLSelectElement>('table').value = chosen;
  field<HTMLSelectElement>('locale').value = savedPref('locale');
  field<HTMLSelectElement>('theme').value = savedPref('theme');
  // Above the board, so a phone sees that friends can play online without scrolling to the options under it.
  const ways = app.querySelector<HTMLElement>('.ways')!;
  const showWays = (online: boolean) => {
    ways.querySelector<HTMLElement>('[data-action=online]')!.hidden = online;
    ways.querySelector<HTMLElement>('.online-note')!.hidden = !online;
  };
  speak(form, savedPref('locale'), ways);
  field<HTMLSelectElement>('where').value = savedOnline() ? 'online' : 'here';
  showWays(savedOnline());
  ways.querySelector('[data-action=online]')!.addEventListener('click', () => {
    const where = field<HTMLSelectElement>('where');
    where.value = 'online';
    where.dispatchEvent(new Event('change', { bubbles: true }));
  });

  // The board first: the API tables and the statechart example (a game run for real, See-Saw's with its
  // physics) load when the reader scrolls near them.
  const tables = app.querySelector<HTMLElement>('#api-tables')!;
  whenNear(tables.closest('section')!, () => void game.api().then(({ default: declaration }) => (tables.innerHTML = apiTables(declaration))));
  const output = app.querySelector<HTMLElement>('.output')!;
  whenNear(output.closest('section')!, () => void Promise.resolve(game.statechart.run()).then((text) => (output.querySelector('code')!.textContent = text)));

  // Show the options of the game that is running (it may have been resumed from an earlier visit).
  void board.updateComplete.then(() => {
    const running = board.snapshot?.context;
    if (!running) return;
    const seats = running.players.map((p) => (p.seat.kind === 'human' ? 'human' : p.seat.bot)).join(',');
    const match = Object.keys(game.tables).find((id) => game.tables[id].players === running.players.length && game.tables[id].seats === seats);
    if (match) field<HTMLSelectElement>('table').value = match;
    game.showOptions?.(board, field);
  });

  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === 'table') {
      const table = game.tables[target.value];
      board.players = table.players;
      board.seats = table.seats;
      saveTable(page, target.value);
    } else if (target.name === 'where') {
      // Online: the board shows "Play online" beside New game (start a room, share its link or code).
      if (target.value === 'online') board.setAttribute('server', gameServer());
      else board.removeAttribute('server');
      saveOnline(target.value === 'online');
      showWays(target.value === 'online');
    } else if (target.name === 'locale' || target.name === 'theme') {
      board[target.name] = target.value;
      savePref(target.name, target.value);
      if (target.name === 'locale') speak(form, target.value, ways);
    }
    else game.onOption?.(board, target);
  });
}

/**
 * The options (and `also`, the line above the board) in the board's language: each element with `data-de` shows
 * that text in German and its English (kept in `data-en`) otherwise; the form's `lang` and name follow.
 */
function speak(form: HTMLFormElement, locale: string, also: HTMLElement): void {
  const german = locale === 'de';
  form.lang = german ? 'de' : 'en';
  also.lang = form.lang;
  form.setAttribute('aria-label', german ? 'Spieloptionen' : 'Game options');
  for (const element of [...form.querySelectorAll<HTMLElement>('[data-de]'), ...also.querySelectorAll<HTMLElement>('[data-de]')]) {
    element.dataset.en ??= element.textContent ?? '';
    element.textContent = german ? element.dataset.de! : element.dataset.en;
  }
}

/** Calls `then` once, when `element` comes within 300 px of the viewport. */
function whenNear(element: Element, then: () => void): void {
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      then();
    },
    { rootMargin: '300px' },
  );
  near.observe(element);
}
