import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { chartFigure, chartParameters } from '../shared/chart-story.js';

/**
 * The statechart of Wikingerschafe, drawn from `wikingerschafeMachine` by `npm run generate-diagrams` (tools/generate-diagrams.ts)
 * into packages/core/src/wikingerschafe/wikingerschafe.chart.svg; `npm test` fails when it no longer matches the machine.
 */
const chart = new URL('../../../core/src/wikingerschafe/wikingerschafe.chart.svg', import.meta.url).href;

const meta: Meta = {
  title: 'Wikingerschafe/Statechart',
  parameters: chartParameters('Wikingerschafe', 'wikingerschafeMachine'),
};
export default meta;

/** The whole chart, scaled to the canvas, with a link to it at full size. */
export const Chart: StoryObj = {
  render: () =>
    chartFigure(
      chart,
      'Wikingerschafe’s statechart: a turn starts in rolling; placing dice leads to rewarding, and a Redistribution to redistributing, before turnEnd; ending a turn goes back to rolling for the next Wikinger, or, when the round is over, to roundScoring, then influenceScoring in an influence round, and after the last round to gameOver. A game.restart from any state starts a new turn.',
    ),
};
