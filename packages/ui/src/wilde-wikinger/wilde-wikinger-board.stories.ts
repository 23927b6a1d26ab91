import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { replayStory } from '../shared/story-replay.js';
import { boardControls, type BoardArgs } from '../shared/board-story-meta.js';
import { wildeWikinger } from '@viking-games/core/wilde-wikinger';
import './wilde-wikinger-board.js';

const meta: Meta<BoardArgs> = {
  title: 'Wilde Wikinger/Board',
  component: 'wilde-wikinger-board',
  ...boardControls(wildeWikinger, { players: 3, seats: 'human,heuristic,heuristic' }),
};
export default meta;

type Story = StoryObj<BoardArgs>;

/** A reader against two computer Vikings: the docs site's default. */
export const AgainstTwoBots: Story = {};

/** Two players: one person against the heuristic bot. */
export const TwoPlayers: Story = { args: { players: 2, seats: 'human,heuristic' } };

/** The biggest table: five Vikings. */
export const FivePlayers: Story = { args: { players: 5, seats: 'human,heuristic,random,heuristic:3,random' } };

/** Friends around one screen: a "pass the device" screen hides each hand until its owner is ready. */
export const HotSeat: Story = { args: { players: 3, seats: 'human,human,human', names: 'Astrid,Bjarne,Cnut' } };

/** Two friends and a bot: the bot's face-down pirate bids do not wait for the people. */
export const HotSeatWithBot: Story = { args: { players: 3, seats: 'human,human,heuristic' } };

/** German. */
export const Deutsch: Story = { args: { locale: 'de', players: 2, seats: 'human,heuristic' } };

/** The dark theme (also chosen by `prefers-color-scheme: dark` with `theme="auto"`). */
export const DarkTheme: Story = { args: { theme: 'dark' }, parameters: { backgrounds: { default: 'dark' } } };

/** Bots only: watch a whole game play itself (no hand is shown). */
export const BotsOnly: Story = { args: { seats: 'heuristic,random,heuristic:3' } };

/** A narrow 320 px column, as in a blog sidebar or a small phone. */
export const NarrowColumn: Story = {
  decorators: [(story) => html`<div style="inline-size: 320px">${story()}</div>`],
};

/**
 * A decision: the auction for the red ship, replayed from seed 29 against two bots (who wait). The third
 * player has bid; it is your bid, with your hand's cards to choose from. One of the screenshot moments
 * (tools/storybook-smoke.ts).
 */
export const AuctionBid: Story = {
  render: () =>
    replayStory('wilde-wikinger-board', {
      players: 3,
      seed: 29,
      seats: 'human,heuristic,heuristic',
      events: [
        { type: 'player.roll', seat: 0 },
        { type: 'player.chooseShip', seat: 0, ship: 'red' },
        { type: 'player.roll', seat: 1 },
        { type: 'player.roll', seat: 2 },
        { type: 'player.bid', seat: 2, cards: [22] },
      ],
    }),
  parameters: { controls: { disable: true } },
};

/**
 * A result: a pirate raid just over, replayed from seed 18 against two bots (who wait). Every hidden bid is
 * shown, and the lowest draws a pirate tile. One of the screenshot moments (tools/storybook-smoke.ts).
 */
export const RaidResult: Story = {
  render: () =>
    replayStory('wilde-wikinger-board', {
      players: 3,
      seed: 18,
      seats: 'human,heuristic,heuristic',
      events: [
        { type: 'player.roll', seat: 0 },
        { type: 'player.roll', seat: 1 },
        { type: 'player.roll', seat: 2 },
        { type: 'player.chooseShip', seat: 2, ship: 'red' },
        { type: 'player.roll', seat: 0 },
        { type: 'player.commitBid', seat: 0, cards: [1, 6, 68, 16] },
        { type: 'player.commitBid', seat: 1, cards: [0] },
        { type: 'player.commitBid', seat: 2, cards: [35] },
      ],
    }),
  parameters: { controls: { disable: true } },
};
