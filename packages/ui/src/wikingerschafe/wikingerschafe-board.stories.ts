import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { boardControls, type BoardArgs as CommonBoardArgs } from '../shared/board-story-meta.js';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import './wikingerschafe-board.js';

/** The board's attributes, with its own: friendly. */
interface BoardArgs extends CommonBoardArgs {
  friendly: boolean;
}

const meta: Meta<BoardArgs> = {
  title: 'Wikingerschafe/Board',
  component: 'wikingerschafe-board',
  ...boardControls<BoardArgs>(wikingerschafe, { players: 3, seats: 'human,heuristic,heuristic', friendly: false }),
};
export default meta;

type Story = StoryObj<BoardArgs>;

/** A reader against two computer Wikinger: the docs site's default. */
export const AgainstTwoBots: Story = {};

/** Two players: Björn Blökson joins as the neutral third Wikinger, placing his dice at each round start. */
export const TwoPlayersWithBjorn: Story = { args: { players: 2, seats: 'human,heuristic' } };

/** Four players with five dice each. */
export const FourPlayers: Story = { args: { players: 4, seats: 'human,heuristic,random,heuristic:3' } };

/** Friends around one screen: every seat is a person. */
export const HotSeat: Story = { args: { players: 3, seats: 'human,human,human', names: 'Astrid,Bjarne,Cnut' } };

/** The Friendly Game variant: ties share influence instead of being removed. */
export const FriendlyGame: Story = { args: { friendly: true } };

/** German. */
export const Deutsch: Story = { args: { locale: 'de', players: 2, seats: 'human,heuristic' } };

/** The dark theme (also chosen by `prefers-color-scheme: dark` with `theme="auto"`). */
export const DarkTheme: Story = { args: { theme: 'dark' }, parameters: { backgrounds: { default: 'dark' } } };

/** Bots only: watch a whole game play itself. */
export const BotsOnly: Story = { args: { seats: 'heuristic,random,heuristic:3' } };

/** A narrow 320 px column, as in a blog sidebar or a small phone. */
export const NarrowColumn: Story = {
  decorators: [(story) => html`<div style="inline-size: 320px">${story()}</div>`],
};
