import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { replayStory } from '../shared/story-replay.js';
import { boardControls, type BoardArgs } from '../shared/board-story-meta.js';
import { vikingSeesaw } from '@viking-games/core/viking-seesaw';
import './viking-seesaw.js';

const meta: Meta<BoardArgs> = {
  title: 'Viking See-Saw/Board',
  component: 'viking-seesaw',
  ...boardControls(vikingSeesaw, { players: 2, seats: 'human,heuristic' }),
};
export default meta;

type Story = StoryObj<BoardArgs>;

/** A reader against the heuristic bot: the docs site's default. */
export const AgainstOneBot: Story = {};

/** Three players: a person and two computer Vikings (8 pieces each). */
export const ThreePlayers: Story = { args: { players: 3, seats: 'human,heuristic,heuristic' } };

/** The biggest table: four Vikings, one of them a careless random bot. */
export const FourPlayers: Story = { args: { players: 4, seats: 'human,heuristic,random,heuristic:3' } };

/** Friends around one screen: nothing is hidden but the weights, so no pass-the-device screen. */
export const HotSeat: Story = { args: { players: 3, seats: 'human,human,human', names: 'Astrid,Bjarne,Cnut' } };

/** German. */
export const Deutsch: Story = { args: { locale: 'de' } };

/** The dark theme (also chosen by `prefers-color-scheme: dark` with `theme="auto"`). */
export const DarkTheme: Story = { args: { theme: 'dark' }, parameters: { backgrounds: { default: 'dark' } } };

/** Bots only: watch a whole game load the ship by itself. */
export const BotsOnly: Story = { args: { players: 3, seats: 'heuristic,random,heuristic:3' } };

/** A narrow 320 px column, as in a blog sidebar or a small phone. */
export const NarrowColumn: Story = {
  decorators: [(story) => html`<div style="inline-size: 320px">${story()}</div>`],
};

/**
 * A decision: the first player has picked a piece from their storage and aims it over the ship, with the
 * aiming buttons below it (seed 1, two people; the pick is a click on the first piece that may be placed).
 * One of the screenshot moments (tools/storybook-smoke.ts).
 */
export const AimingAPiece: Story = {
  render: () => replayStory('viking-seesaw', { players: 2, seed: 1, events: [] }),
  play: async ({ canvasElement }) => {
    for (let tries = 0; tries < 200; tries++) {
      const tray = canvasElement.querySelector('viking-seesaw')?.shadowRoot?.querySelector('viking-seesaw-tray[interactive]');
      const piece = tray?.shadowRoot?.querySelector('viking-seesaw-piece[state="selectable"]');
      const button = piece?.shadowRoot?.querySelector<HTMLButtonElement>('button');
      if (button) return button.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
  parameters: { controls: { disable: true } },
};
