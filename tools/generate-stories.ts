/**
 * Generates one Storybook story per state node of each game's machine, every story reached by
 * replaying real events from a seed (no hand-built contexts).
 *
 *   npm run generate-stories          writes packages/ui/src/<game>/<tag>.states.stories.ts
 *   npm run check-stories             fails when a generated file is stale or a state node has no story
 *
 * Paths come from seeded bot playouts: for every atomic state the shortest event prefix that reaches it
 * over a fixed list of tables and seeds. Compound states are covered by their children.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative } from 'node:path';
import { createActor, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate';
import { findGame } from '@viking-games/core';
import { gameRegistry, type GameId } from '@viking-games/core/registry';
import { activeStateIds, parseSeats, playout, type Bot, type GameModule, type Seat } from '@viking-games/core/kit';
import {
  TRUE_MASSES,
  pieceMoment,
  placementRange,
  resolvePlacement,
  type PlaceEvent,
  type ShipState,
  type VikingSeesawView,
} from '@viking-games/core/viking-seesaw';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Which element shows which game, and the tables to search for paths. */
interface StoryTarget {
  game: string;
  tag: string;
  /** Element module, relative to the stories file. */
  elementImport: string;
  storiesFile: string;
  title: string;
  /** Bot seats used to find paths; the stories themselves seat people only, so nothing moves by itself. */
  tables: { players: number; bots: string }[];
  seeds: number;
  /**
   * Movers of the path search only, seated by name in `tables` beside the game's own bots: plain strategies that
   * reach a state in few real, legal moves where the game's bots take long. Never offered to a player.
   */
  movers?: Record<string, Bot<never, { type: string }>>;
  /**
   * The game runs a physics simulation, whose outcome may hinge on the last bit of `Math.sin`/`Math.cos`,
   * and those differ between JavaScript engines (Node here, Chromium in Storybook). Each state then gets the
   * shortest path that still reaches it when the trig functions are nudged (see `TRIG_NUDGES`).
   */
  physics?: boolean;
}

/** Each game's element module, stories file and the tables searched for paths (a game of the registry without one is a type error). */
const SEARCH: Record<GameId, Omit<StoryTarget, 'game' | 'tag' | 'title' | 'physics'>> = {
  wikingerschafe: {
    elementImport: './wikingerschafe-board.js',
    storiesFile: 'packages/ui/src/wikingerschafe/wikingerschafe-board.states.stories.ts',
    tables: [
      { players: 2, bots: 'random,random' },
      { players: 3, bots: 'random,random,random' },
      { players: 2, bots: 'heuristic,random' },
      { players: 4, bots: 'heuristic,heuristic,heuristic,heuristic' },
    ],
    seeds: 30,
  },
  'wilde-wikinger': {
    elementImport: './wilde-wikinger-board.js',
    storiesFile: 'packages/ui/src/wilde-wikinger/wilde-wikinger-board.states.stories.ts',
    tables: [
      { players: 2, bots: 'random,random' },
      { players: 3, bots: 'heuristic,random,random' },
    ],
    seeds: 10,
  },
  'viking-seesaw': {
    elementImport: './viking-seesaw.js',
    storiesFile: 'packages/ui/src/viking-seesaw/viking-seesaw.states.stories.ts',
    // Since the balance of issue 29 (a hull that leans over its low end) random placements seldom tip the ship,
    // and random or heuristic games run to 30 to 100 placements: too long to search and to replay robustly. The
    // tipper sets down, every turn, the placement that weighs most on the raised end, so the ship tips at least
    // every other placement, a piece falls off (retrying) on the 4th and the last cabin chest goes (gameOver) on
    // the 13th: short paths keep the physics replay in Chromium close to the generator's in Node (their trig
    // differs). Every seed plays the same game but for the start player; a few seeds in case one is not robust.
    tables: [{ players: 4, bots: 'tipper,tipper,tipper,tipper' }],
    seeds: 3,
    movers: { tipper: tipper() },
  },
  'viking-valley': {
    elementImport: './viking-valley-board.js',
    storiesFile: 'packages/ui/src/viking-valley/viking-valley-board.states.stories.ts',
    // Heuristic bowlers empty the hoard soonest, so the game-over path stays short enough to replay.
    tables: [
      { players: 2, bots: 'heuristic,heuristic' },
      { players: 4, bots: 'heuristic,heuristic,heuristic,heuristic' },
    ],
    seeds: 6,
  },
};

/**
 * See-Saw's tipper (path search only): of the legal placements, the one with the largest moment about the pivot
 * by the pieces' true masses (a heavy piece far out on the raised deck) whose outcome another engine's trig would
 * not change: the same held, tilt, spills, cabin and penalties, and every piece within 0.05 cm, under each of
 * {@link TRIG_NUDGES}. Each piece's outermost and innermost spot are left out: whether they are legal at all
 * hangs on the last bits of the trig. It needs no generator, so its games differ by the seed's start player only.
 */
function tipper(): Bot<never, { type: string }> {
  const outcome = (ship: ShipState, move: PlaceEvent) => {
    const result = resolvePlacement(ship, move, TRUE_MASSES, { recordFrames: false });
    const kinds = (pieces: readonly { kind: string }[]) =>
      pieces
        .map((piece) => piece.kind)
        .sort()
        .join('+');
    return {
      key: [result.held, result.tilted, result.placedLeft, result.tiltedPuttingBack, result.penalties, kinds(result.toStorage), kinds(result.intoCabin)].join(
        '/',
      ),
      ship: result.ship,
    };
  };
  const sameShip = (a: ShipState, b: ShipState) =>
    a.cargo.length === b.cargo.length &&
    a.cargo.every((piece, i) => Math.abs(piece.x - b.cargo[i].x) < 0.05 && Math.abs(piece.y - b.cargo[i].y) < 0.05) &&
    Math.abs(a.angle - b.angle) < 0.01;
  const robust = (ship: ShipState, move: PlaceEvent) => {
    const plain = outcome(ship, move);
    return TRIG_NUDGES.every((factor) => {
      const nudged = withTrig(factor, () => outcome(ship, move));
      return nudged.key === plain.key && sameShip(nudged.ship, plain.ship);
    });
  };
  return {
    name: 'tipper',
    choose({ view, moves }) {
      const { ship } = view as unknown as VikingSeesawView;
      const weight = (move: PlaceEvent) => pieceMoment(move.piece, move.x, move.rotation, TRUE_MASSES);
      const inner = (moves as PlaceEvent[]).filter((move) => {
        const range = placementRange(move.piece, move.rotation);
        return move.x > range.min + 1e-6 && move.x < range.max - 1e-6;
      });
      const ordered = [...inner].sort((a, b) => weight(b) - weight(a));
      return ordered.find((move) => robust(ship, move)) ?? ordered[0] ?? moves[0];
    },
  };
}

export const targets: StoryTarget[] = gameRegistry.map(({ id, tag, title, physics }) => ({
  game: id,
  tag,
  title: `${title}/States`,
  ...(physics ? { physics } : {}),
  ...SEARCH[id],
}));

/** Every state node id of a machine, depth first, root first. */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    ids.push(node.id);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return ids;
}

/**
 * Atomic states a snapshot can rest in. A state with an unguarded eventless transition (`always` with no
 * guard, e.g. Wilde Wikinger's `shipDie`) is only passed through inside a step, so no story can show it.
 */
function atomicIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[];
    const passing = (node.always ?? []).some((transition) => !transition.guard);
    if (children.length === 0 && !passing) ids.push(node.id);
    children.forEach(walk);
  };
  walk(machine.root);
  return ids;
}

interface FoundPath {
  stateId: string;
  players: number;
  seed: number;
  events: { type: string }[];
}

/** Thrown from a playout's `onMove` to end it: nothing later in that game can change the paths picked. */
class EnoughSeen extends Error {}

/**
 * The shortest found event prefix for each atomic state of the game's machine.
 *
 * A seed's playout stops as soon as no later move can give a state a path that would be picked: the pick is
 * the shortest candidate (the earlier table and seed on a tie; for a physics game the shortest that survives
 * {@link TRIG_NUDGES}), so once every state this game has not reached yet already has a pick no longer than
 * the next move's prefix, the rest of the game only adds candidates that lose. The picks are the same as
 * from whole games; only the moves after that point are not played.
 */
export function findPaths(game: GameModule, target: StoryTarget): Map<string, FoundPath> {
  // The search's seats may be the game's bots or the target's movers; the paths are replayed by people.
  const searched: GameModule = target.movers ? { ...game, bots: { ...game.bots, ...target.movers } } : game;
  const wanted = new Set(atomicIds(game.machine));
  // Every seed's first visit of each state, shortest first once sorted.
  const candidates = new Map<string, FoundPath[]>();
  // Whether a candidate survives the trig nudges, worked out once (physics games only).
  const robust = new Map<FoundPath, boolean>();
  const survives = (path: FoundPath) => {
    if (!target.physics) return true;
    if (!robust.has(path))
      robust.set(
        path,
        TRIG_NUDGES.every((factor) => reachesWithTrig(game, path, factor)),
      );
    return robust.get(path)!;
  };
  /** The pick for `id` among the candidates so far: the first of the sorted list that survives. */
  const pickOf = (id: string) => [...(candidates.get(id) ?? [])].sort((a, b) => a.events.length - b.events.length).find(survives);
  for (const table of target.tables) {
    const seats: Seat[] = parseSeats(table.bots, Object.keys(searched.bots));
    for (let seed = 1; seed <= target.seeds; seed++) {
      const options = { players: table.players, seats, seed };
      const events: { type: string }[] = [];
      const seen = new Set<string>();
      const visit = (snapshot: { value: StateValue }) => {
        for (const id of activeStateIds(game.machine, snapshot.value)) {
          if (!wanted.has(id) || seen.has(id)) continue;
          seen.add(id);
          candidates.set(id, [...(candidates.get(id) ?? []), { stateId: id, players: table.players, seed, events: events.slice() }]);
        }
      };
      /** True when no state this game has yet to reach could get a path of `length` or more events that would be picked. */
      const settled = (length: number) =>
        [...wanted].every((id) => {
          if (seen.has(id)) return true;
          const pick = pickOf(id);
          return pick !== undefined && pick.events.length <= length;
        });
      visit(createActor(game.machine, { input: game.createInput(options) }).getSnapshot());
      // The kit's playout (the simulator's), its bots seeded with the table's seed.
      try {
        playout(searched, options, {
          botSeed: seed,
          onMove: (snapshot, move) => {
            events.push(move);
            visit(snapshot);
            // A state first reached after the next move has a prefix of at least events.length + 1 events.
            if (settled(events.length + 1)) throw new EnoughSeen();
          },
        });
      } catch (error) {
        if (!(error instanceof EnoughSeen)) throw error;
      }
    }
  }
  const found = new Map<string, FoundPath>();
  for (const id of candidates.keys()) {
    const pick = pickOf(id);
    if (pick) found.set(id, pick);
  }
  return found;
}

/**
 * Relative nudges of `Math.sin`/`Math.cos` a physics path must survive. Chromium's and Node's results
 * already differ in the fourth decimal of the ship's angle after one placement, so the nudges are far
 * larger than one bit: a path that survives them all depends on no knife's-edge placement.
 */
const TRIG_NUDGES = [1 + 1e-9, 1 - 1e-9, 1 + 1e-6, 1 - 1e-6, 1 + 1e-4, 1 - 1e-4];

/** `run` with `Math.sin` and `Math.cos` scaled by `factor` (another engine's last bits), restored after. */
function withTrig<T>(factor: number, run: () => T): T {
  const { sin, cos } = Math;
  Math.sin = (x: number) => sin(x) * factor;
  Math.cos = (x: number) => cos(x) * factor;
  try {
    return run();
  } finally {
    Math.sin = sin;
    Math.cos = cos;
  }
}

/** True when `path` still reaches its state with `Math.sin` and `Math.cos` scaled by `factor` (another engine's last bits). */
function reachesWithTrig(game: GameModule, path: FoundPath, factor: number): boolean {
  return withTrig(factor, () => {
    const seats = Array.from({ length: path.players }, () => 'human').join(',');
    const actor = createActor(game.machine, {
      input: game.createInput({ players: path.players, seats: parseSeats(seats, Object.keys(game.bots)), seed: path.seed }),
    }).start();
    for (const event of path.events) actor.send(event);
    const reached = activeStateIds(game.machine, actor.getSnapshot().value).includes(path.stateId);
    actor.stop();
    return reached;
  });
}

function storyName(stateId: string, machineId: string): string {
  const parts = stateId.replace(`${machineId}.`, '').split('.');
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

/** The generated stories file for one target. */
export function renderStories(game: GameModule, target: StoryTarget, paths: Map<string, FoundPath>): string {
  const machineId = game.machine.id;
  const stories = atomicIds(game.machine)
    .filter((id) => paths.has(id))
    .map((id) => {
      const path = paths.get(id)!;
      return `/** State \`${id}\`: reached from seed ${path.seed} with ${path.players} players after ${path.events.length} events. */
export const ${storyName(id, machineId)}: Story = {
  name: ${JSON.stringify(id.replace(`${machineId}.`, ''))},
  args: { players: ${path.players}, seed: ${path.seed}, events: ${JSON.stringify(path.events)} },
};`;
    });
  return `// GENERATED by tools/generate-stories.ts from the ${game.id} machine: do not edit. Run \`npm run generate-stories\`.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { replayStory, type ReplayArgs } from '../shared/story-replay.js';
import '${target.elementImport}';

type Story = StoryObj<ReplayArgs>;

const meta: Meta<ReplayArgs> = {
  title: ${JSON.stringify(target.title)},
  component: ${JSON.stringify(target.tag)},
  tags: ['!autodocs'],
  render: (args) => replayStory(${JSON.stringify(target.tag)}, args),
  parameters: {
    docs: { description: { component: 'One story per state node of the machine, each reached by replaying real events from a seed.' } },
    // The replay sets these on the element; the element's other attributes are the Board stories' controls.
    controls: { include: ['players', 'seed', 'locale'] },
  },
};
export default meta;

${stories.join('\n\n')}
`;
}

function main(): void {
  const check = process.argv.includes('--check');
  let failed = false;
  for (const target of targets) {
    const game = findGame(target.game);
    if (!game) {
      console.error(`${target.game}: not registered in packages/core/src/games.ts`);
      failed = true;
      continue;
    }
    const paths = findPaths(game, target);
    const missing = atomicIds(game.machine).filter((id) => !paths.has(id));
    const ids = stateNodeIds(game.machine);
    const text = renderStories(game, target, paths);
    const file = join(root, target.storiesFile);
    if (missing.length) {
      console.error(`${target.game}: no story reaches ${missing.join(', ')} (add a table or seeds in tools/generate-stories.ts)`);
      failed = true;
    }
    if (check) {
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (current !== text) {
        console.error(`${relative(root, file)} is stale: run \`npm run generate-stories\` and commit it.`);
        failed = true;
      } else {
        console.log(`${target.game}: ${ids.length} state nodes, ${paths.size} atomic states with stories, up to date`);
      }
    } else {
      writeFileSync(file, text);
      console.log(`${target.game}: wrote ${relative(root, file)} (${paths.size} stories for ${ids.length} state nodes)`);
    }
  }
  if (failed) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
