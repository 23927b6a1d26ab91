import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { chartFigure, chartParameters } from '../shared/chart-story.js';

/**
 * The statechart of Wilde Wikinger, drawn from `wildeWikingerMachine` by `npm run generate-diagrams` (tools/generate-diagrams.ts)
 * into packages/core/src/wilde-wikinger/wilde-wikinger.chart.svg; `npm test` fails when it no longer matches the machine.
 */
const chart = new URL('../../../core/src/wilde-wikinger/wilde-wikinger.chart.svg', import.meta.url).href;

const meta: Meta = {
  title: 'Wilde Wikinger/Statechart',
  parameters: chartParameters('Wilde Wikinger', 'wildeWikingerMachine'),
};
export default meta;

/** The whole chart, scaled to the canvas, with a link to it at full size. */
export const Chart: StoryObj = {
  render: () =>
    chartFigure(
      chart,
      'Wilde Wikinger’s statechart: rolling leads to the treasure die (a jewel onto a ship, cards for everyone, choosingChestShip for the grey chest, or gameOver when the bag is empty), then the ship die (choosingShip for the grey ship, feedingNessie for Nessie), then a moved ship, which at the village opens an auction or, for the pirate ship, a raid; every branch ends back in rolling with the next player’s turn.',
    ),
};
