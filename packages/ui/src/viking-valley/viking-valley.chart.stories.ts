import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { chartFigure, chartParameters } from '../shared/chart-story.js';

/**
 * The statechart of Valley of the Vikings, drawn from `vikingValleyMachine` by `npm run generate-diagrams` (tools/generate-diagrams.ts)
 * into packages/core/src/viking-valley/viking-valley.chart.svg; `npm test` fails when it no longer matches the machine.
 */
const chart = new URL('../../../core/src/viking-valley/viking-valley.chart.svg', import.meta.url).href;

const meta: Meta = {
  title: 'Valley of the Vikings/Statechart',
  parameters: chartParameters('Valley of the Vikings', 'vikingValleyMachine'),
};
export default meta;

/** The whole chart, scaled to the canvas, with a link to it at full size. */
export const Chart: StoryObj = {
  render: () =>
    chartFigure(
      chart,
      'Valley of the Vikings’ statechart: a turn starts in bowling and stays there until a barrel falls; with several Vikings to move the player picks the order in moving; the next player then puts the fallen barrels back in placingBarrels and bowls; when the hoard is empty the game ends in gameOver.',
    ),
};
