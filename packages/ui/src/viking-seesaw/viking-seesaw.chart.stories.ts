import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { chartFigure, chartParameters } from '../shared/chart-story.js';

/**
 * The statechart of Viking See-Saw, drawn from `vikingSeesawMachine` by `npm run generate-diagrams` (tools/generate-diagrams.ts)
 * into packages/core/src/viking-seesaw/viking-seesaw.chart.svg; `npm test` fails when it no longer matches the machine.
 */
const chart = new URL('../../../core/src/viking-seesaw/viking-seesaw.chart.svg', import.meta.url).href;

const meta: Meta = {
  title: 'Viking See-Saw/Statechart',
  parameters: chartParameters('Viking See-Saw', 'vikingSeesawMachine'),
};
export default meta;

/** The whole chart, scaled to the canvas, with a link to it at full size. */
export const Chart: StoryObj = {
  render: () =>
    chartFigure(
      chart,
      'Viking See-Saw’s statechart: in placing a player puts a piece on the ship; if it fell off, the same player places it again in retrying; otherwise the next player places, until a finished turn ends the game in gameOver.',
    ),
};
