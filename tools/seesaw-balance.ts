/**
 * Viking See-Saw's balance, measured the way a player feels it (issue 29): seeded games between heuristic bots, and
 * per player count the placements and turns per game, the tip rate, the pieces a tip throws into the tipper's
 * storage, what becomes of each kind of piece set down (stays, slides into the cabin, falls off), the turns that
 * begin with no spot the aiming hint calls steady or with every spot lifting the low end (core's `balanceFeel` and
 * `everySpotLifts`), and how the games end. With `--before REF` the same seeds are played on that commit's core as
 * well (its `packages/core/src` taken with `git archive` into a temporary folder) and both are printed side by side.
 *
 *   npm run balance:seesaw -- --players 2,3,4 --games 4 --seed 1 [--before main|DIR [--before-only]] [--level 2] [--json]
 *
 * Games are slow (each bot decision simulates its candidates): some 10 to 20 s a game on a quiet core.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createActor } from 'xstate';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What this tool uses of a core, as old as main at issue 29's third step. */
interface SeesawCore {
  vikingSeesaw: {
    machine: Parameters<typeof createActor>[0];
    createInput(options: { players: number; seats: unknown[]; seed: number }): unknown;
    isOver(snapshot: unknown): boolean;
  };
  balanceFeel(ship: unknown, placement: { piece: string; x: number; rotation: number }): 'steady' | 'trembles' | 'lifts';
  everySpotLifts(ship: unknown, kinds: readonly string[]): boolean;
  placementRange(piece: string, rotation: number): { min: number; max: number };
  PIECES: Record<string, { rotations: readonly number[] }>;
}
interface Kit {
  playout: (game: unknown, options: unknown, hooks: { onMove?: (snapshot: Snap) => void }) => { snapshot: Snap };
  parseSeats: (text: string, bots: string[]) => unknown[];
}
interface Logged {
  kind: string;
  at: number | null;
}
interface Snap {
  context: {
    ship: unknown;
    current: number;
    retry: string | null;
    turns: number;
    storage: Record<string, number>[];
    endReason: string | null;
    outcomes: { placements: number; tilted: number };
    log: { placement: { piece: string }; tilted: boolean; spilled: Logged[]; intoCabin: Logged[] }[];
  };
}

/** The figures of one player count. */
export interface Balance {
  players: number;
  games: number;
  placements: { mean: number; max: number };
  turns: { mean: number; max: number };
  tipRate: number;
  /** Pieces into the tipper's storage per tipping placement, and how many tips threw 0, 1, 2, 3, 4+. */
  spillPerTip: { mean: number; max: number; histogram: number[] };
  /** Per kind set down: placements, and the shares that stayed, slid into the cabin (and were put back), fell off. */
  kinds: Record<string, { n: number; stay: number; slide: number; fall: number }>;
  /** Turns begun with no steady spot for any piece in the storage, and with every spot lifting; the same in each player's first three turns. */
  noSteady: number;
  allLift: number;
  earlyNoSteady: number;
  earlyAllLift: number;
  endings: Record<string, number>;
}

async function loadCore(src: string): Promise<{ core: SeesawCore; kit: Kit }> {
  const core = (await import(pathToFileURL(join(src, 'viking-seesaw/index.ts')).href)) as SeesawCore;
  const kit = (await import(pathToFileURL(join(src, 'kit/index.ts')).href)) as Kit;
  return { core, kit };
}

/**
 * `packages/core/src` of `ref`, extracted once into a temporary folder that sees this repo's node_modules; or `ref`
 * itself when it is such a folder (a tuning trial's copy, with node_modules reachable from it).
 */
function coreAt(ref: string): string {
  if (existsSync(join(ref, 'viking-seesaw/index.ts'))) return ref;
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `seesaw-balance-${sha}`);
  if (!existsSync(join(dir, 'packages/core/src'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} packages/core/src | tar -x -C ${JSON.stringify(dir)}`], { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  }
  return join(dir, 'packages/core/src');
}

function turnStart(core: SeesawCore, snap: Snap): { noSteady: boolean; allLift: boolean } {
  const { ship, storage, current } = snap.context;
  const kinds = Object.entries(storage[current])
    .filter(([, n]) => n > 0)
    .map(([k]) => k);
  let steady = false;
  for (const piece of kinds) {
    for (const rotation of core.PIECES[piece].rotations) {
      const { min, max } = core.placementRange(piece, rotation);
      for (let t = Math.ceil(min * 10 - 1e-6); t <= Math.floor(max * 10 + 1e-6) && !steady; t++)
        if (core.balanceFeel(ship, { piece, x: t / 10, rotation }) === 'steady') steady = true;
    }
  }
  return { noSteady: kinds.length > 0 && !steady, allLift: core.everySpotLifts(ship, kinds) };
}

export function measure(core: SeesawCore, kit: Kit, players: number, games: number, seed: number, level: number): Balance {
  const seats = kit.parseSeats(Array.from({ length: players }, () => `heuristic:${level}`).join(','), ['random', 'heuristic']);
  const placements: number[] = [];
  const turns: number[] = [];
  let tips = 0;
  const spills: number[] = [];
  const kinds: Balance['kinds'] = {};
  let starts = 0;
  let noSteady = 0;
  let allLift = 0;
  let early = 0;
  let earlyNoSteady = 0;
  let earlyAllLift = 0;
  const endings: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const options = { players, seats, seed: seed + i };
    const countStart = (snap: Snap) => {
      if (snap.context.retry !== null || core.vikingSeesaw.isOver(snap)) return;
      const start = turnStart(core, snap);
      starts += 1;
      noSteady += start.noSteady ? 1 : 0;
      allLift += start.allLift ? 1 : 0;
      if (snap.context.turns < 3 * players) {
        early += 1;
        earlyNoSteady += start.noSteady ? 1 : 0;
        earlyAllLift += start.allLift ? 1 : 0;
      }
    };
    const actor = createActor(core.vikingSeesaw.machine, { input: core.vikingSeesaw.createInput(options) });
    countStart(actor.getSnapshot() as unknown as Snap);
    const { snapshot } = kit.playout(core.vikingSeesaw, options, { onMove: countStart });
    const { context } = snapshot;
    placements.push(context.outcomes.placements);
    turns.push(context.turns);
    tips += context.outcomes.tilted;
    for (const entry of context.log) {
      if (entry.tilted) spills.push(entry.spilled.length);
      const kind = (kinds[entry.placement.piece] ??= { n: 0, stay: 0, slide: 0, fall: 0 });
      kind.n += 1;
      if (entry.spilled.some((p) => p.at === null)) kind.fall += 1;
      else if (entry.intoCabin.some((p) => p.at === null)) kind.slide += 1;
      else kind.stay += 1;
    }
    endings[context.endReason ?? 'none'] = (endings[context.endReason ?? 'none'] ?? 0) + 1;
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const total = placements.reduce((a, b) => a + b, 0);
  for (const k of Object.values(kinds)) {
    k.stay /= k.n;
    k.slide /= k.n;
    k.fall /= k.n;
  }
  return {
    players,
    games,
    placements: { mean: mean(placements), max: Math.max(...placements) },
    turns: { mean: mean(turns), max: Math.max(...turns) },
    tipRate: total ? tips / total : 0,
    spillPerTip: {
      mean: mean(spills),
      max: spills.length ? Math.max(...spills) : 0,
      histogram: [0, 1, 2, 3, 4].map((n) => spills.filter((s) => (n === 4 ? s >= 4 : s === n)).length),
    },
    kinds,
    noSteady: starts ? noSteady / starts : 0,
    allLift: starts ? allLift / starts : 0,
    earlyNoSteady: early ? earlyNoSteady / early : 0,
    earlyAllLift: early ? earlyAllLift / early : 0,
    endings,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** Rows of one figure, one column per measured core. */
function rows(b: Balance): [string, string][] {
  const lines: [string, string][] = [
    ['placements a game: mean (max)', `${b.placements.mean.toFixed(1)} (${b.placements.max})`],
    ['turns a game: mean (max)', `${b.turns.mean.toFixed(1)} (${b.turns.max})`],
    ['tip rate (of placements)', pct(b.tipRate)],
    ['pieces thrown back a tip: mean (max)', `${b.spillPerTip.mean.toFixed(2)} (${b.spillPerTip.max})`],
    ['tips throwing 0/1/2/3/4+', b.spillPerTip.histogram.join('/')],
    ['turns with no steady spot (first 3 each)', `${pct(b.noSteady)} (${pct(b.earlyNoSteady)})`],
    ['turns where every spot lifts (first 3 each)', `${pct(b.allLift)} (${pct(b.earlyAllLift)})`],
  ];
  for (const kind of ['gold', 'silver', 'iron', 'glass', 'gem', 'viking', 'chest']) {
    const k = b.kinds[kind];
    lines.push([`${kind}: n, stay/slide/fall`, k ? `${k.n}, ${pct(k.stay)}/${pct(k.slide)}/${pct(k.fall)}` : '-']);
  }
  const ended = b.games;
  lines.push(['ended by last chest / empty storage', `${pct((b.endings.lastChest ?? 0) / ended)} / ${pct((b.endings.emptyStorage ?? 0) / ended)}`]);
  return lines;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '2,3,4' },
      games: { type: 'string', default: '4' },
      seed: { type: 'string', default: '1' },
      level: { type: 'string', default: '2' },
      before: { type: 'string' },
      /** Measure only --before (a tuning trial's copy, without this tree's column). */
      'before-only': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const columns: { label: string; src: string }[] = [];
  if (values.before) columns.push({ label: `before (${values.before})`, src: coreAt(values.before) });
  if (!values['before-only']) columns.push({ label: 'this tree', src: join(root, 'packages/core/src') });
  const cores = await Promise.all(columns.map((c) => loadCore(c.src)));
  const games = Number(values.games);
  const seed = Number(values.seed);
  for (const players of values.players!.split(',').map(Number)) {
    const results = cores.map(({ core, kit }) => measure(core, kit, players, games, seed, Number(values.level)));
    if (values.json) {
      for (const [i, r] of results.entries()) process.stdout.write(`${JSON.stringify({ column: columns[i].label, seed, ...r })}\n`);
      continue;
    }
    const table = results.map(rows);
    console.log(`\n${players} players, ${games} games, seeds ${seed}..${seed + games - 1}, heuristic level ${values.level}`);
    console.log(`| figure | ${columns.map((c) => c.label).join(' | ')} |\n| --- | ${columns.map(() => '---').join(' | ')} |`);
    for (const [i, [name]] of table[0].entries()) console.log(`| ${name} | ${table.map((t) => t[i][1]).join(' | ')} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
