import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { createActor, type SnapshotFrom } from 'xstate';
import { randomInt, rngFromState, seedRng } from '@viking-games/core/kit';
import {
  HOLES,
  VIKINGS,
  createVikingValleyInput,
  recordingOf,
  vikingValley,
  type DockPosition,
  type Happening,
  type VikingId,
  type VikingValleyContext,
  type VikingValleyMachine,
  type VikingValleyMove,
} from '@viking-games/core/viking-valley';
import '../shared/vg-story-frame.js';
import { initial, vikingColour } from './viking-valley.art.js';
import { vikingValleyMessages } from './viking-valley.messages.js';
import './viking-valley-dock.js';
import './viking-valley-ship.js';
import './viking-valley-square.js';
import type { SquareAim, VikingValleySquare, VikingValleySquareState } from './viking-valley-square.js';
import type { VikingValleyDock } from './viking-valley-dock.js';
import type { VikingValleyShip } from './viking-valley-ship.js';

/**
 * The parts of the Valley of the Vikings board on their own, each in its visual states: the village square
 * (idle, aiming, placing a barrel, animating a bowl, disabled), the dock (tokens on their spaces, a token
 * moving, a splash, a paying flag) and the ships (claimed, unclaimed, active, gaining and losing coins).
 * Every position is real: one seeded game of three players, played to its end by the machine with moves
 * drawn from `legalMoves`, each bowl decided by the physics; a story picks the moment it needs.
 */
const meta: Meta = {
  title: 'Valley of the Vikings/Parts',
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj;
type Snapshot = SnapshotFrom<VikingValleyMachine>;
/** A directive on a part: its own replay (see {@link replay}). */
type Hook = ReturnType<typeof ref>;

/** One move of the game: the snapshot before it, the move, and the snapshot after it. */
interface Step {
  readonly before: Snapshot;
  readonly move: VikingValleyMove;
  readonly after: Snapshot;
}

const t = vikingValleyMessages('en');
const NAMES = ['Astrid', 'Bjarne', 'Sigrid'];

/** The table: three players (Finn, Tjarne and Magnus claimed; Inga sails unclaimed), seed 11. */
function start(): Snapshot {
  const input = createVikingValleyInput({ players: 3, seed: 11, names: NAMES });
  return createActor(vikingValley.machine, { input }).getSnapshot();
}

let game: readonly Step[] | undefined;
/** The whole game, move by move (moves drawn from `legalMoves` with a seeded generator); played once per page. */
function steps(): readonly Step[] {
  if (game) return game;
  const input = createVikingValleyInput({ players: 3, seed: 11, names: NAMES });
  const actor = createActor(vikingValley.machine, { input }).start();
  const rng = rngFromState(seedRng(5));
  const played: Step[] = [];
  while (actor.getSnapshot().status !== 'done' && played.length < 1000) {
    const before = actor.getSnapshot();
    const moves = vikingValley.legalMoves(before);
    const move = moves[randomInt(rng, 0, moves.length - 1)];
    actor.send(move);
    played.push({ before, move, after: actor.getSnapshot() });
  }
  actor.stop();
  game = played;
  return played;
}

/** The first move that `test` picks. @throws {Error} when the game has none (the seed no longer leads there). */
function stepWhere(what: string, test: (step: Step) => boolean): Step {
  const step = steps().find(test);
  if (!step) throw new Error(`Valley parts stories: the seeded game has no move where ${what}`);
  return step;
}

const happened = <K extends Happening['kind']>(step: Step, kind: K) =>
  step.after.context.happenings.find((h): h is Extract<Happening, { kind: K }> => h.kind === kind);

/** The dock and ships as the board shows them while `step` plays, after its first `count` happenings. */
function shownAfter(step: Step, count: number): { dock: Record<VikingId, DockPosition>; ships: Record<VikingId, number> } {
  const dock = { ...step.before.context.dock };
  const ships = { ...step.before.context.ships };
  for (const h of step.after.context.happenings.slice(0, count)) {
    if (h.kind === 'moved') dock[h.viking] = h.to;
    else if (h.kind === 'backToStart') dock[h.viking] = null;
    else if (h.kind === 'paid') ships[h.viking] += h.coins;
    else if (h.kind === 'stole') {
      ships[h.thief] += h.coins;
      ships[h.from] -= h.coins;
    }
  }
  return { dock, ships };
}

/** What the board shows just before (`0`) or just after (`1`) happening `h` of `step`. */
const shownAround = (step: Step, h: Happening, after: 0 | 1) => shownAfter(step, step.after.context.happenings.indexOf(h) + after);

/**
 * A story's own replay: calls `again` with the part every `ms` while it is on the page (from its first
 * connection to its removal; the Docs page shows several stories at once, so each finds its own part).
 */
function replay<T extends HTMLElement>(ms: number, again: (element: T) => void) {
  let seen = false;
  let tries = 0;
  return ref((node) => {
    const element = node as T | undefined;
    if (!element) return;
    const tick = () => {
      if (!element.isConnected) {
        if (!seen && ++tries < 50) setTimeout(tick, 200);
        return;
      }
      seen = true;
      again(element);
      setTimeout(tick, ms);
    };
    setTimeout(tick, 300);
  });
}

const framed = (content: unknown) => html`<vg-story-frame>${content}</vg-story-frame>`;
const row = (items: unknown[]) => html`<div style="display:flex;gap:1rem;flex-wrap:wrap;align-items:start">${items}</div>`;
const labelled = (caption: string, content: unknown) =>
  html`<figure style="margin:0;display:grid;gap:.25rem;inline-size:200px">${content}<figcaption style="font:12px system-ui;text-align:center">${caption}</figcaption></figure>`;

// The village square

const holeNames = (placing: VikingId | null) => HOLES.map((_, i) => (placing ? t.holeButton(`hole ${i + 1}`, t.barrelOf(t.viking[placing])) : `hole ${i + 1}`));

function square(
  ctx: VikingValleyContext,
  state: VikingValleySquareState,
  options: { aim?: SquareAim; placing?: VikingId | null; over?: boolean; hook?: Hook } = {},
) {
  const ramps = ctx.ramps.map((ramp, seat) => ({ ramp, colour: vikingColour(ctx.vikings[seat]), mark: initial(ctx.vikings[seat]) }));
  return framed(html`<div style="max-inline-size:420px">
    <viking-valley-square .barrels=${ctx.barrels} .ramps=${ramps} .ramp=${options.over ? null : ctx.ramps[ctx.current]} .aim=${options.aim ?? null}
      state=${state} placing=${options.placing ?? ''} .holeNames=${holeNames(options.placing ?? null)} label=${`Village square, ${state}`}
      grab-label=${t.grab} ${options.hook ?? nothing}></viking-valley-square>
  </div>`);
}

/** The start of the game, seen while a bot is to act: the ball waits on the first player's ramp, the four barrels stand in their start holes. */
export const SquareIdle: Story = { render: () => square(start().context, 'idle') };

/** A person aims: 10° to their left at three quarters strength; drag back from the ball (the dashed ring), or from it towards where it should roll, or use the keys. */
export const SquareAiming: Story = { render: () => square(start().context, 'aiming', { aim: { angle: 10, strength: 0.75 } }) };

/** The start of a turn with barrels knocked over: every free hole is a button for the barrel to put back. */
export const SquarePlacing: Story = {
  render: () => {
    const { after } = stepWhere(
      'two or more barrels lie fallen while placing',
      (s) => s.after.hasTag('placingBarrels') && VIKINGS.filter((v) => s.after.context.barrels[v] === null).length >= 2,
    );
    const ctx = after.context;
    return square(ctx, 'placing', { placing: VIKINGS.find((v) => ctx.barrels[v] === null)! });
  },
};

/** A bowl that knocks over two barrels or more, played from the frames the physics recorded; replayed every few seconds. */
export const SquareAnimating: Story = {
  render: () => {
    const step = stepWhere('a bowl knocks over two barrels or more', (s) => s.move.type === 'player.bowl' && (happened(s, 'bowled')?.fallen.length ?? 0) >= 2);
    const last = step.after.context.lastBowl!;
    const frames = recordingOf(last)!.frames;
    let busy = false;
    const hook = replay<VikingValleySquare>(1000, (element) => {
      if (busy) return;
      busy = true;
      void element.play(frames, last.before).then(() => setTimeout(() => (busy = false), 1500));
    });
    return square(step.after.context, 'animating', { hook });
  },
};

/** The game is over: no ball on a ramp, the barrels where the last bowl left them. */
export const SquareDisabled: Story = { render: () => square(steps().at(-1)!.after.context, 'disabled', { over: true }) };

// The dock

const dockItems = (ctx: VikingValleyContext, dock: Readonly<Record<VikingId, DockPosition>>) => [
  ...ctx.flags.map((flag, i) => {
    const who = VIKINGS.find((v) => dock[v] === i);
    return t.space(i + 1, flag.kind === 'coins' ? t.coinFlag(flag.coins) : t.portraitFlag(t.viking[flag.viking]), who ? t.viking[who] : null);
  }),
  t.shore(t.list(VIKINGS.filter((v) => dock[v] === null).map((v) => t.viking[v]))),
];

function dock(
  ctx: VikingValleyContext,
  dockAt: Readonly<Record<VikingId, DockPosition>>,
  options: { moving?: VikingId; splash?: VikingId; glow?: number; hook?: Hook } = {},
) {
  return framed(html`<div style="max-inline-size:720px">
    <viking-valley-dock .flags=${ctx.flags} .dock=${dockAt} moving=${options.moving ?? ''} splash=${options.splash ?? ''} glow=${options.glow ?? -1}
      .items=${dockItems(ctx, dockAt)} label=${t.dockList} ${options.hook ?? nothing}></viking-valley-dock>
  </div>`);
}

/** The start: every token waits on the shore in front of the first space. */
export const DockStart: Story = {
  render: () => {
    const ctx = start().context;
    return dock(ctx, ctx.dock);
  },
};

/** Mid-game: three tokens stand on their spaces, each on a flag. */
export const DockTokens: Story = {
  render: () => {
    const { after } = stepWhere('three tokens stand on the dock', (s) => VIKINGS.filter((v) => s.after.context.dock[v] !== null).length >= 3);
    return dock(after.context, after.context.dock);
  },
};

/** A token walks one space along the dock (it glides and hops); replayed every two seconds. */
export const DockMoving: Story = {
  render: () => {
    const step = stepWhere('a Viking moves along the dock', (s) => !!happened(s, 'moved'));
    const moved = happened(step, 'moved')!;
    const ctx = step.after.context;
    const from = shownAround(step, moved, 0).dock;
    const to = shownAround(step, moved, 1).dock;
    const hook = replay<VikingValleyDock>(2000, (element) => {
      element.moving = '';
      element.dock = from;
      setTimeout(() => {
        element.moving = moved.viking;
        element.dock = to;
      }, 700);
    });
    return dock(ctx, to, { moving: moved.viking, hook });
  },
};

/** A Viking pushed off the end of the dock falls into the water: the token sinks with a splash. */
export const DockSplash: Story = {
  render: () => {
    const step = stepWhere('a Viking falls into the water', (s) => !!happened(s, 'splash'));
    const splash = happened(step, 'splash')!;
    return dock(step.after.context, shownAround(step, splash, 1).dock, { splash: splash.viking });
  },
};

/** After the splash, a coin flag pays the Viking standing on it: its space glows and the flag waves. */
export const DockPayingFlag: Story = {
  render: () => {
    const step = stepWhere('a coin flag pays', (s) => !!happened(s, 'paid'));
    const paid = happened(step, 'paid')!;
    return dock(step.after.context, shownAround(step, paid, 1).dock, { glow: paid.space });
  },
};

// The ships

/** Sets a ship's coins from `before` to `after` every three seconds: the ship flashes the difference. */
const coinsChange = (before: number, after: number) =>
  replay<VikingValleyShip>(3000, (element) => {
    element.coins = before;
    setTimeout(() => (element.coins = after), 600);
  });

function ship(ctx: VikingValleyContext, viking: VikingId, coins: number, options: { active?: boolean; hook?: Hook } = {}) {
  const seat = ctx.vikings.indexOf(viking);
  const owner = seat >= 0 ? ctx.players[seat].name : '';
  return html`<viking-valley-ship viking=${viking} .coins=${coins} owner=${owner} viking-name=${t.viking[viking]} unclaimed-label=${t.unclaimed}
    label=${t.shipLabel(t.viking[viking], owner || null, coins)} ?active=${options.active ?? false} ${options.hook ?? nothing}></viking-valley-ship>`;
}

/** A ship a player sails (Astrid's Finn), with the coins of the start. */
export const ShipClaimed: Story = {
  render: () => {
    const ctx = start().context;
    return framed(labelled('claimed', ship(ctx, 'finn', ctx.ships.finn)));
  },
};

/** Inga's ship: no player chose her, yet her ship takes coins (dashed, "unclaimed"). */
export const ShipUnclaimed: Story = {
  render: () => {
    const ctx = steps().at(-1)!.after.context;
    return framed(labelled('unclaimed', ship(ctx, 'inga', ctx.ships.inga)));
  },
};

/** The ship of the player to act is ringed in its Viking's colour. */
export const ShipActive: Story = {
  render: () => {
    const ctx = start().context;
    const viking = ctx.vikings[ctx.current];
    return framed(labelled('active', ship(ctx, viking, ctx.ships[viking], { active: true })));
  },
};

/** A coin flag pays: the ship flashes with the coins it gained (+n); replayed every three seconds. */
export const ShipGainingCoins: Story = {
  render: () => {
    const step = stepWhere('a coin flag pays', (s) => (happened(s, 'paid')?.coins ?? 0) > 0);
    const paid = happened(step, 'paid')!;
    const before = shownAround(step, paid, 0).ships[paid.viking];
    const after = shownAround(step, paid, 1).ships[paid.viking];
    return framed(labelled('gaining coins', ship(step.after.context, paid.viking, before, { hook: coinsChange(before, after) })));
  },
};

/** A portrait flag's Viking steals a coin: the robbed ship flashes −1; replayed every three seconds. */
export const ShipLosingCoins: Story = {
  render: () => {
    const step = stepWhere('a coin is stolen', (s) => happened(s, 'stole')?.coins === 1);
    const stole = happened(step, 'stole')!;
    const before = shownAround(step, stole, 0).ships[stole.from];
    const after = shownAround(step, stole, 1).ships[stole.from];
    return framed(labelled('losing coins', ship(step.after.context, stole.from, before, { hook: coinsChange(before, after) })));
  },
};

/** All four ships at the end of the game, in the board's order (Finn, Tjarne, Magnus, Inga). */
export const ShipsAtTheEnd: Story = {
  render: () => {
    const ctx = steps().at(-1)!.after.context;
    return framed(row(VIKINGS.map((v) => labelled(t.viking[v], ship(ctx, v, ctx.ships[v])))));
  },
};
