import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { replayStory } from '../shared/story-replay.js';
import { boardControls, type BoardArgs as CommonBoardArgs } from '../shared/board-story-meta.js';
import { vikingValley } from '@viking-games/core/viking-valley';
import './viking-valley-board.js';

/** The board's attributes, with its own: vikings. */
interface BoardArgs extends CommonBoardArgs {
  vikings?: string;
}

const meta: Meta<BoardArgs> = {
  title: 'Valley of the Vikings/Board',
  component: 'viking-valley-board',
  ...boardControls<BoardArgs>(vikingValley, { players: 2, seats: 'human,heuristic' }),
};
export default meta;

type Story = StoryObj<BoardArgs>;

/** A reader against the heuristic bot: the docs site's default. Two Vikings sail unclaimed and still take coins. */
export const AgainstOneBot: Story = {};

/** Three players: a person and two computer Vikings, each bowling from their own ramp. */
export const ThreePlayers: Story = { args: { players: 3, seats: 'human,heuristic,heuristic' } };

/** The biggest table: all four Vikings claimed, one of them a careless random bot. */
export const FourPlayers: Story = { args: { players: 4, seats: 'human,heuristic,random,heuristic:3' } };

/** Friends around one screen: nothing is hidden, so no pass-the-device screen. */
export const HotSeat: Story = { args: { players: 3, seats: 'human,human,human', names: 'Astrid,Bjarne,Cnut' } };

/**
 * The players chose Inga, Magnus and Finn: Tjarne sails unclaimed. His ship takes coins like any other, and
 * if it ends the richest, every player has lost.
 */
export const UnclaimedViking: Story = { args: { players: 3, seats: 'human,heuristic,heuristic', vikings: 'inga,magnus,finn' } };

/** German. */
export const Deutsch: Story = { args: { locale: 'de' } };

/** The dark theme (also chosen by `prefers-color-scheme: dark` with `theme="auto"`). */
export const DarkTheme: Story = { args: { theme: 'dark' }, parameters: { backgrounds: { default: 'dark' } } };

/** Bots only: watch a whole game bowl, walk the dock and empty the hoard by itself. */
export const BotsOnly: Story = { args: { players: 3, seats: 'heuristic,random,heuristic:3' } };

/** A narrow 320 px column, as in a blog sidebar or a small phone. */
export const NarrowColumn: Story = {
  decorators: [(story) => html`<div style="inline-size: 320px">${story()}</div>`],
};

/**
 * The dock pays out: replayed from seed 7 with three people, the third turn's last move pushes a Viking into
 * the water, and every Viking still on the dock takes its flag's coins (the ships show what they gained).
 * One of the screenshot moments (tools/storybook-smoke.ts).
 */
export const DockPayout: Story = {
  render: () =>
    replayStory('viking-valley-board', {
      players: 3,
      seed: 7,
      events: [
        { type: 'player.bowl', angle: 4.42, strength: 1 },
        { type: 'player.moveViking', viking: 'inga' },
        { type: 'player.moveViking', viking: 'finn' },
        { type: 'player.moveViking', viking: 'tjarne' },
        { type: 'player.placeBarrel', viking: 'finn', hole: 10 },
        { type: 'player.placeBarrel', viking: 'tjarne', hole: 8 },
        { type: 'player.placeBarrel', viking: 'magnus', hole: 9 },
        { type: 'player.placeBarrel', viking: 'inga', hole: 3 },
        { type: 'player.bowl', angle: 16.17, strength: 0.9 },
        { type: 'player.moveViking', viking: 'inga' },
        { type: 'player.moveViking', viking: 'tjarne' },
        { type: 'player.placeBarrel', viking: 'tjarne', hole: 3 },
        { type: 'player.placeBarrel', viking: 'finn', hole: 6 },
        { type: 'player.placeBarrel', viking: 'inga', hole: 0 },
        { type: 'player.bowl', angle: -6.9, strength: 1 },
        { type: 'player.moveViking', viking: 'finn' },
        { type: 'player.moveViking', viking: 'magnus' },
        { type: 'player.moveViking', viking: 'inga' },
      ],
    }),
  parameters: { controls: { disable: true } },
};
