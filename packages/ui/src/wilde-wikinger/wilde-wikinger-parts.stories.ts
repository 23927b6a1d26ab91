import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { SHIPS, type JewelColour } from '@viking-games/core/wilde-wikinger';
import './wilde-wikinger-card.js';
import './wilde-wikinger-dice.js';
import './wilde-wikinger-nessie.js';
import './wilde-wikinger-ship.js';
import './wilde-wikinger-track.js';
import type { PieceState } from './wilde-wikinger-ship.js';
import type { TrackShip } from './wilde-wikinger-track.js';

/**
 * The parts of the Wilde Wikinger board on their own, each in its visual states: idle, selectable,
 * selected, disabled and animating (sailing, dealt, bobbing, rolling). Inside the board they get the same
 * properties from the player's view.
 */
const meta: Meta = {
  title: 'Wilde Wikinger/Parts',
  parameters: { layout: 'centered' },
};
export default meta;

type Story = StoryObj;

const STATES: readonly PieceState[] = ['idle', 'selectable', 'selected', 'disabled', 'animating'];
const cargo: JewelColour[] = ['white', 'green', 'purple', 'green'];
const row = (items: unknown[]) => html`<div style="display:flex;gap:1rem;flex-wrap:wrap;align-items:end">${items}</div>`;
const labelled = (state: string, content: unknown) =>
  html`<figure style="margin:0;display:grid;gap:.25rem;justify-items:center">${content}<figcaption style="font:12px system-ui">${state}</figcaption></figure>`;

const ship = (state: PieceState) =>
  html`<div style="inline-size:200px">
    <wilde-wikinger-ship ship="red" state=${state} .jewels=${cargo} label=${`Red ship, ${state}, 4 jewels`}></wilde-wikinger-ship>
  </div>`;

export const ShipIdle: Story = { render: () => ship('idle') };
/** A grey die: the reader may choose this ship (a button). */
export const ShipSelectable: Story = { render: () => ship('selectable') };
/** The ship being auctioned. */
export const ShipSelected: Story = { render: () => ship('selected') };
/** Another ship must be chosen. */
export const ShipDisabled: Story = { render: () => ship('disabled') };
/** Sailing one square. */
export const ShipAnimating: Story = { render: () => ship('animating') };
/** The four ships: yellow (sun), red (mountain), blue (waves), the pirate (skull). */
export const AllShips: Story = {
  render: () =>
    row(
      SHIPS.map(
        (s, i) =>
          html`<div style="inline-size:170px"><wilde-wikinger-ship ship=${s} .jewels=${cargo.slice(0, i + 1)} label=${`${s} ship`}></wilde-wikinger-ship></div>`,
      ),
    ),
};
/** A ship loaded beyond its twelve jewel spots counts the rest. */
export const ShipHeavilyLoaded: Story = {
  render: () =>
    html`<div style="inline-size:220px"><wilde-wikinger-ship ship="blue" .jewels=${[...cargo, ...cargo, ...cargo, 'white']} label="Blue ship, 13 jewels"></wilde-wikinger-ship></div>`,
};

const card = (state: PieceState, id = 47) => html`<wilde-wikinger-card card=${id} state=${state} label=${`card ${id}, ${state}`}></wilde-wikinger-card>`;
export const CardIdle: Story = { render: () => card('idle') };
/** May be bid now (a toggle button). */
export const CardSelectable: Story = { render: () => card('selectable') };
/** Chosen for the bid: lifted, ringed and ticked. */
export const CardSelected: Story = { render: () => card('selected') };
/** Not of the auctioned ship's colour. */
export const CardDisabled: Story = { render: () => card('disabled') };
/** Just drawn: dealt in. */
export const CardAnimating: Story = { render: () => card('animating') };
/** Every kind and value, and a face-down card (a committed pirate bid). */
export const AllCards: Story = {
  render: () =>
    row([
      ...[0, 8, 15, 20, 28, 35, 40, 48, 55, 60, 68, 75].map((id) => html`<wilde-wikinger-card card=${id} label=${`card ${id}`}></wilde-wikinger-card>`),
      html`<wilde-wikinger-card face-down label="face-down card"></wilde-wikinger-card>`,
    ]),
};

const nessie = (state: PieceState) =>
  html`<div style="inline-size:240px"><wilde-wikinger-nessie state=${state} .jewels=${['white', 'purple', 'green']} label=${`Nessie, ${state}`}></wilde-wikinger-nessie></div>`;
export const NessieIdle: Story = { render: () => nessie('idle') };
/** The ship die showed Nessie: she waits for a jewel. */
export const NessieSelectable: Story = { render: () => nessie('selectable') };
export const NessieSelected: Story = { render: () => nessie('selected') };
export const NessieDisabled: Story = { render: () => nessie('disabled') };
/** Swallowing a new jewel. */
export const NessieAnimating: Story = { render: () => nessie('animating') };

const dice = (state: PieceState) => html`<wilde-wikinger-dice treasure="grey" ship="pirate" state=${state}></wilde-wikinger-dice>`;
/** Before the first roll: blank faces. */
export const DiceNotRolled: Story = { render: () => html`<wilde-wikinger-dice></wilde-wikinger-dice>` };
export const DiceIdle: Story = { render: () => dice('idle') };
export const DiceSelectable: Story = { render: () => dice('selectable') };
export const DiceSelected: Story = { render: () => dice('selected') };
export const DiceDisabled: Story = { render: () => dice('disabled') };
/** Rolling: the faces tumble, then settle. */
export const DiceAnimating: Story = { render: () => dice('animating') };
/** Every face of both dice, each with its icon and written label. */
export const AllDiceFaces: Story = {
  render: () =>
    row(
      (['yellow', 'red', 'blue', 'grey', 'cards', 'cards'] as const).map(
        (treasure, i) =>
          html`<wilde-wikinger-dice treasure=${treasure} ship=${(['yellow', 'red', 'blue', 'grey', 'pirate', 'nessie'] as const)[i]}></wilde-wikinger-dice>`,
      ),
    ),
};

const trackShips = (states: Partial<Record<string, PieceState>>): TrackShip[] =>
  SHIPS.map((s, i) => ({
    ship: s,
    position: [2, 0, 1, 3][i],
    jewels: s === 'pirate' ? [] : cargo.slice(0, i + 1),
    state: states[s] ?? 'idle',
    label: `${s} ship`,
  }));
const track = (states: Partial<Record<string, PieceState>>) =>
  html`<div style="inline-size:min(720px, 95vw)"><wilde-wikinger-track .ships=${trackShips(states)}></wilde-wikinger-track></div>`;
/** The four lanes with ships on their squares (the pirate at the landing stage). */
export const TrackIdle: Story = { render: () => track({}) };
/** The grey ship die: every ship may be chosen. */
export const TrackSelectable: Story = { render: () => track({ yellow: 'selectable', red: 'selectable', blue: 'selectable', pirate: 'selectable' }) };
/** The pirate raid: the pirate ship is marked. */
export const TrackSelected: Story = { render: () => track({ pirate: 'selected' }) };
/** The grey chest: only Viking ships may be chosen. */
export const TrackDisabled: Story = { render: () => track({ yellow: 'selectable', red: 'selectable', blue: 'selectable', pirate: 'disabled' }) };
/** The blue ship sails. */
export const TrackAnimating: Story = { render: () => track({ blue: 'animating' }) };

/** Every part in each state side by side, for a quick look. */
export const StatesOverview: Story = {
  render: () => html`<div style="display:grid;gap:1rem">
    ${row(STATES.map((s) => labelled(s, html`<div style="inline-size:140px"><wilde-wikinger-ship ship="yellow" state=${s} .jewels=${cargo} label=${`Yellow ship, ${s}`}></wilde-wikinger-ship></div>`)))}
    ${row(STATES.map((s) => labelled(s, card(s, 65))))}
    ${row(STATES.map((s) => labelled(s, html`<div style="inline-size:150px"><wilde-wikinger-nessie state=${s} .jewels=${['green']} label=${`Nessie, ${s}`}></wilde-wikinger-nessie></div>`)))}
  </div>`,
};
