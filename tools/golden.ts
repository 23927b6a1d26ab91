/**
 * Records the golden replays of a game: seeded bot games (the kit's playout), their events and the hashes
 * of where they end (see packages/core/src/kit/golden.ts), into the game's `<game>.golden.json`.
 *
 *   npx tsx --conditions=@viking-games/source tools/golden.ts --game wilde-wikinger           check only
 *   npx tsx --conditions=@viking-games/source tools/golden.ts --game wilde-wikinger --write   (re)write
 *
 * The events are recorded once and kept: rewriting replays the stored events (so a bot change does not
 * change them) and refuses to store different hashes under the same snapshot version: a change of golden
 * results is deliberate, so bump the game's `snapshotVersion` first and say why in its RULINGS.md.
 */
import { parseArgs } from 'node:util';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { createActor, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { findGame } from '@viking-games/core';
import { parseSeats, playout, type GameModule } from '@viking-games/core/kit';
// A test helper of core's, not a part of its published kit (issue 25, 6): by path, as no package exports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { recordGolden, replayGolden, type GoldenFile, type GoldenGame } from '../packages/core/src/kit/golden.test-helpers.js';
import { resolvePlacement, type Placement, type ShipState } from '@viking-games/core/viking-seesaw';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

type Table = { players: number; seed: number; seats: string };

/**
 * Valley of the Vikings: every recorded bowl carries its outcome (`resolved`, as the element's worker sends
 * it), so its golden replays pin the rules whatever the physics later decides for the same aim (the
 * physics has its own tests).
 */
function withBowlOutcomes(game: GameModule, table: Table, events: readonly { type: string }[]): { type: string }[] {
  const seats = parseSeats(table.seats, Object.keys(game.bots));
  const actor = createActor(game.machine as AnyStateMachine, { input: game.createInput({ players: table.players, seats, seed: table.seed }) }).start();
  const out = events.map((event) => {
    actor.send(event as EventFromLogic<AnyStateMachine>);
    if (event.type !== 'player.bowl') return event;
    const { before, bowl, result } = actor.getSnapshot().context.lastBowl as { before: unknown; bowl: unknown; result: unknown };
    return { ...event, resolved: { before, bowl, result } };
  });
  actor.stop();
  return out;
}

/**
 * Viking See-Saw: every recorded placement carries its outcome (`resolved`, as the element's worker sends
 * it). The physics is exact within one engine only (see viking-seesaw RULINGS "Determinism"): the fixture is
 * written in Node and replayed in Chromium, so the replays pin the rules, not the engine's last bit.
 */
function withPlacementOutcomes(game: GameModule, table: Table, events: readonly { type: string }[]): { type: string }[] {
  const seats = parseSeats(table.seats, Object.keys(game.bots));
  const actor = createActor(game.machine as AnyStateMachine, { input: game.createInput({ players: table.players, seats, seed: table.seed }) }).start();
  const out = events.map((event) => {
    let sent: { type: string } = event;
    if (event.type === 'player.place') {
      const { piece, x, rotation } = event as unknown as Placement;
      const before = (actor.getSnapshot().context as { ship: ShipState }).ship;
      const placement: Placement = { piece, x, rotation };
      const { recording: _recording, ...result } = resolvePlacement(before, placement, undefined, { recordFrames: false });
      const withOutcome: { type: string; resolved: unknown } = { ...event, resolved: { before, placement, result } };
      sent = withOutcome;
    }
    actor.send(sent as EventFromLogic<AnyStateMachine>);
    return sent;
  });
  actor.stop();
  return out;
}

/**
 * Per game: the tables to record, the context keys left out of the result hash, and why; `prepare`
 * rewrites a new recording's events before they are hashed and stored.
 */
/** The persisted opening snapshot of a table (for a game whose opening position is simulated). */
function openingSnapshot(game: GameModule, table: Table): unknown {
  const seats = parseSeats(table.seats, Object.keys(game.bots));
  const actor = createActor(game.machine as AnyStateMachine, { input: game.createInput({ players: table.players, seats, seed: table.seed }) }).start();
  const start = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
  actor.stop();
  return start;
}

const TARGETS: Record<string, { tables: Table[]; ignore: string[]; note: string; prepare?: typeof withBowlOutcomes; start?: typeof openingSnapshot }> = {
  'wilde-wikinger': {
    tables: [
      ...[2, 3, 4, 5].flatMap((players) =>
        [1, 2, 3].map((seed) => ({ players, seed, seats: Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'heuristic' : 'random')).join(',') })),
      ),
      // Random seats that end with every hand empty (RULINGS R16, the Nessie tie).
      { players: 2, seed: 4, seats: 'random,random' },
      { players: 3, seed: 4, seats: 'random,random,random' },
    ],
    ignore: ['pending', 'over'],
    note: 'resultHash leaves out `pending` and `over`: version 1 kept the phase in them as well as in the machine state, which the trace already pins.',
  },
  wikingerschafe: {
    tables: [2, 3, 4].flatMap((players) =>
      [1, 2].map((seed) => ({ players, seed, seats: Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'heuristic' : 'random')).join(',') })),
    ),
    ignore: [],
    note: 'Dice come from the seeded generator in the context: the events and the seed pin every roll.',
  },
  'viking-seesaw': {
    tables: [2, 3, 4].flatMap((players) =>
      [1, 2].map((seed) => ({ players, seed, seats: Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'heuristic' : 'random')).join(',') })),
    ),
    ignore: [],
    note: 'Every game starts from its stored opening snapshot and every placement carries its outcome (`resolved`): the replays pin the rules; the physics is exact within one engine only and has its own tests.',
    prepare: withPlacementOutcomes,
    start: openingSnapshot,
  },
  'viking-valley': {
    tables: [2, 3, 4].flatMap((players) =>
      [1, 2].map((seed) => ({ players, seed, seats: Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'heuristic' : 'random')).join(',') })),
    ),
    ignore: [],
    note: 'Every bowl event carries its outcome (`resolved`): the replays pin the rules, not the physics.',
    prepare: withBowlOutcomes,
  },
};

const { values } = parseArgs({ options: { game: { type: 'string', default: 'wilde-wikinger' }, write: { type: 'boolean', default: false } } });
const id = values.game!;
const game = findGame(id);
const target = TARGETS[id];
if (!game || !target) {
  console.error(`no golden replays for "${id}": expected one of ${Object.keys(TARGETS).join(', ')}`);
  process.exit(2);
}
const file = join(root, `packages/core/src/${id}/${id}.golden.json`);
const old: GoldenFile | null = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GoldenFile) : null;

const recorded: GoldenGame[] = target.tables.map((table) => {
  const kept = old?.games.find((g) => g.players === table.players && g.seed === table.seed && g.seats === table.seats);
  if (kept) return { ...kept, ...replayGolden(game, kept, target.ignore) };
  if (!target.prepare) return recordGolden(game, table, target.ignore);
  const { events } = playout(game, { players: table.players, seats: parseSeats(table.seats, Object.keys(game.bots)), seed: table.seed });
  const prepared = target.prepare(game, table, events);
  const start = target.start?.(game, table);
  const head = start === undefined ? { ...table } : { ...table, start };
  return { ...head, events: prepared, ...replayGolden(game, { ...head, events: prepared }, target.ignore) };
});

const changed = recorded.filter((g) => {
  const before = old?.games.find((o) => o.players === g.players && o.seed === g.seed && o.seats === g.seats);
  return before && (before.resultHash !== g.resultHash || before.snapshotHash !== g.snapshotHash);
});
for (const g of changed) {
  const before = old!.games.find((o) => o.players === g.players && o.seed === g.seed && o.seats === g.seats)!;
  console.log(
    `${g.players} players, seed ${g.seed} (${g.seats}): ${before.resultHash === g.resultHash ? 'same result' : 'RESULT CHANGED'}, ${before.snapshotHash === g.snapshotHash ? 'same snapshot' : 'snapshot changed'}`,
  );
}
console.log(`${recorded.length} games, ${changed.length} changed; fixture version ${old?.version ?? 'none'}, ${id} snapshotVersion ${game.snapshotVersion}`);

if (values.write) {
  if (old && changed.length > 0 && old.version === game.snapshotVersion) {
    console.error(
      `refusing to write: golden results changed under the same snapshot version ${game.snapshotVersion}. Bump ${id}'s snapshotVersion (and say why in RULINGS.md), then write again.`,
    );
    process.exit(1);
  }
  const out: GoldenFile = { game: id, version: game.snapshotVersion, ignore: target.ignore, note: target.note, games: recorded };
  // One line per game header and per event: small diffs, readable by eye.
  const games = out.games.map(
    ({ events, ...head }) => `  ${JSON.stringify(head).slice(0, -1)},\n   "events": [\n${events.map((e) => `    ${JSON.stringify(e)}`).join(',\n')}\n  ]}`,
  );
  const text = `{"game": ${JSON.stringify(out.game)}, "version": ${out.version}, "ignore": ${JSON.stringify(out.ignore)},\n "note": ${JSON.stringify(out.note)},\n "games": [\n${games.join(',\n')}\n]}\n`;
  JSON.parse(text);
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
