import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';

/**
 * The statechart of Viking See-Saw, drawn from `vikingSeesawMachine` by `npm run generate-diagrams` (tools/generate-diagrams.ts)
 * into packages/core/src/viking-seesaw/viking-seesaw.chart.svg; `npm test` fails when it no longer matches the machine.
 */
const chart = new URL('../../../core/src/viking-seesaw/viking-seesaw.chart.svg', import.meta.url).href;

const meta: Meta = {
  title: 'Viking See-Saw/Statechart',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'How a game of Viking See-Saw flows: the rules’ statechart (`vikingSeesawMachine` in `@viking-games/core`), drawn from the machine itself, so it is the chart the board runs.',
          'Boxes are states (a start dot marks where each level begins), solid arrows the moves a player makes, labelled `event [guard] / actions`; dashed arrows are `always` transitions the rules take at once, the first whose guard holds; `↻` lines inside a box are moves that stay in their state.',
          'After changing the machine, `npm run generate-diagrams` redraws it (`npm run generate-diagrams -- --check` is part of `npm test`). The `Viking See-Saw/States` stories show the board in each of these states.',
        ].join('\n\n'),
      },
    },
  },
};
export default meta;

/** The whole chart, scaled to the canvas, with a link to it at full size. */
export const Chart: StoryObj = {
  render: () => html`
    <figure style=${styleMap({ margin: '0' })}>
      <img src=${chart} alt="Viking See-Saw’s statechart: in placing a player puts a piece on the ship; if it fell off, the same player places it again in retrying; otherwise the next player places, until a finished turn ends the game in gameOver." style=${styleMap({ display: 'block', maxWidth: '100%', height: 'auto' })} />
      <figcaption>Drawn from the machine by <code>npm run generate-diagrams</code>. <a href=${chart} target="_blank">Open the chart full size</a>.</figcaption>
    </figure>
  `,
};
