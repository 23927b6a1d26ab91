import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import {
  PIECE_KINDS,
  START_CHEST,
  balanceHint,
  dropPose,
  initialShip,
  resolvePlacement,
  type PieceKind,
  type ShipState,
  type Storage,
} from '@viking-games/core/viking-seesaw';
import '../shared/vg-story-frame.js';
import './viking-seesaw-piece.js';
import './viking-seesaw-ship.js';
import './viking-seesaw-tray.js';
import type { VikingSeesawPieceState } from './viking-seesaw-piece.js';
import type { ShipAim, VikingSeesawShip } from './viking-seesaw-ship.js';

/**
 * The parts of the Viking See-Saw board on their own, each in its visual states: idle, selectable,
 * selected, disabled and animating. The ships are real positions, built by real placements from the start.
 */
const meta: Meta = {
  title: 'Viking See-Saw/Parts',
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj;

const STATES: readonly VikingSeesawPieceState[] = ['idle', 'selectable', 'selected', 'disabled', 'animating'];
const framed = (content: unknown) => html`<vg-story-frame>${content}</vg-story-frame>`;
const row = (items: unknown[]) => html`<div style="display:flex;gap:1rem;flex-wrap:wrap;align-items:end">${items}</div>`;
const labelled = (caption: string, content: unknown) =>
  html`<figure style="margin:0;display:grid;gap:.25rem;justify-items:center">${content}<figcaption style="font:12px system-ui">${caption}</figcaption></figure>`;

/** The start, then a Viking and a silver cube that held, so the ship carries some cargo. */
function loadedShip(): ShipState {
  let ship = initialShip(START_CHEST.x);
  for (const placement of [
    { piece: 'viking', x: 5, rotation: 0 },
    { piece: 'silver', x: 4, rotation: 0 },
  ] as const)
    ship = resolvePlacement(ship, placement).ship;
  return ship;
}

const ship = (state: VikingSeesawPieceState, aim: ShipAim | null = null, shipState: ShipState = loadedShip()) =>
  framed(
    html`<div style="max-inline-size:720px"><viking-seesaw-ship .ship=${shipState} .aim=${aim} state=${state} label=${`The ship, ${state}`}></viking-seesaw-ship></div>`,
  );

function aimAt(shipState: ShipState, kind: PieceKind, x: number, rotation = 0): ShipAim {
  const placement = { piece: kind, x, rotation };
  return { kind, pose: dropPose(shipState, placement), wobble: balanceHint(shipState, placement) };
}

export const ShipIdle: Story = { render: () => ship('idle') };
/** The person to act has not picked a piece yet: the raised deck glows where a piece may go. */
export const ShipSelectable: Story = { render: () => ship('selectable') };
/** Aiming a glass ball: the ghost shows where it will be let go. */
export const ShipSelected: Story = {
  render: () => {
    const s = loadedShip();
    return ship('selected', aimAt(s, 'glass', 8.5), s);
  },
};
/** Aiming a silver cube where the ship is on the knife's edge: it trembles (no number is shown). */
export const ShipSelectedTrembling: Story = {
  render: () => {
    const s = initialShip(START_CHEST.x);
    return ship('selected', aimAt(s, 'silver', 4), s);
  },
};
/** The game is over. */
export const ShipDisabled: Story = { render: () => ship('disabled') };
/** A gold cube at the rim tips the ship: the recorded frames of the simulation, replayed every 5 seconds. */
export const ShipAnimating: Story = {
  render: () => {
    const before = loadedShip();
    const { recording, ship: after } = resolvePlacement(before, { piece: 'gold', x: 9, rotation: 0 });
    const view = ship('animating', null, after);
    const replay = (element: VikingSeesawShip | null) => {
      if (!element?.isConnected) return;
      void element.play(recording, before).then(() => setTimeout(() => replay(element), 1500));
    };
    setTimeout(() => replay(document.querySelector('vg-story-frame viking-seesaw-ship')), 300);
    return view;
  },
};

const storage: Storage = { gold: 4, silver: 3, iron: 2, glass: 1, gem: 2, viking: 1, chest: 1 };
const tray = (props: {
  interactive?: boolean;
  selected?: PieceKind | null;
  only?: PieceKind | null;
  arrived?: PieceKind[];
  active?: boolean;
  compact?: boolean;
}) =>
  framed(html`<div style="max-inline-size:420px">
    <viking-seesaw-tray .storage=${storage} name="Astrid" colour="red" ?active=${props.active ?? false} ?interactive=${props.interactive ?? false} ?compact=${props.compact ?? false}
      .selected=${props.selected ?? null} .only=${props.only ?? null} .arrived=${props.arrived ?? []}></viking-seesaw-tray>
  </div>`);

/** Another player's storage (compact). */
export const TrayIdle: Story = { render: () => tray({ compact: true }) };
/** The person to act picks a piece. */
export const TraySelectable: Story = { render: () => tray({ interactive: true, active: true }) };
/** The iron ball is picked up. */
export const TraySelected: Story = { render: () => tray({ interactive: true, active: true, selected: 'iron' }) };
/** A retry: only the gem that fell off may be placed again. */
export const TrayDisabled: Story = { render: () => tray({ interactive: true, active: true, only: 'gem' }) };
/** A penalty chest and a spilled gold cube just arrived. */
export const TrayAnimating: Story = { render: () => tray({ arrived: ['chest', 'gold'] }) };
/** An empty storage: its owner won. */
export const TrayEmpty: Story = {
  render: () =>
    framed(
      html`<viking-seesaw-tray .storage=${{ gold: 0, silver: 0, iron: 0, glass: 0, gem: 0, viking: 0, chest: 0 }} name="Bjarne" colour="blue"></viking-seesaw-tray>`,
    ),
};

const piece = (state: VikingSeesawPieceState) =>
  framed(
    row(
      PIECE_KINDS.map((kind) =>
        labelled(kind, html`<viking-seesaw-piece kind=${kind} state=${state} .count=${2} label=${`${kind}, ${state}`}></viking-seesaw-piece>`),
      ),
    ),
  );
export const PieceIdle: Story = { render: () => piece('idle') };
/** May be picked: a button (click, Enter, Space, or press and drag onto the ship). */
export const PieceSelectable: Story = { render: () => piece('selectable') };
/** Picked up: ringed, its slot dimmed while it is aimed over the ship. */
export const PieceSelected: Story = { render: () => piece('selected') };
/** Not placeable now (a retry of another piece). */
export const PieceDisabled: Story = { render: () => piece('disabled') };
/** Just arrived in the storage. */
export const PieceAnimating: Story = { render: () => piece('animating') };
/** Every state of one piece side by side, large. */
export const PieceStates: Story = {
  render: () =>
    framed(
      row(
        STATES.map((state) =>
          labelled(state, html`<viking-seesaw-piece style="--size:72px" kind="glass" state=${state} label=${`glass ball, ${state}`}></viking-seesaw-piece>`),
        ),
      ),
    ),
};
