/**
 * The pieces of each game's `<Game>/Statechart` story (Storybook only): the docs text on how to read the
 * generated chart, and the figure that shows it (tools/generate-diagrams.ts draws each game's machine into
 * packages/core/src/<game>/<game>.chart.svg; `npm test` fails when one no longer matches its machine).
 */
import { html, type TemplateResult } from 'lit';

/**
 * The story parameters of a game's statechart page.
 * @param title the game's title, as its stories are grouped (`Viking See-Saw`)
 * @param machine the machine's export name in `@viking-games/core` (`vikingSeesawMachine`)
 */
export function chartParameters(title: string, machine: string): Record<string, unknown> {
  return {
    layout: 'padded',
    docs: {
      description: {
        component: [
          `How a game of ${title} flows: the rules’ statechart (\`${machine}\` in \`@viking-games/core\`), drawn from the machine itself, so it is the chart the board runs.`,
          'Boxes are states (a start dot marks where each level begins), solid arrows the moves a player makes, labelled `event [guard] / actions`; dashed arrows are `always` transitions the rules take at once, the first whose guard holds; `↻` lines inside a box are moves that stay in their state.',
          `After changing the machine, \`npm run generate-diagrams\` redraws it (\`npm run generate-diagrams -- --check\` is part of \`npm test\`). The \`${title}/States\` stories show the board in each of these states.`,
        ].join('\n\n'),
      },
    },
  };
}

/** The whole chart at `url`, scaled to the canvas, with `alt` (the turn in words) and a link to it at full size. */
export function chartFigure(url: string, alt: string): TemplateResult {
  return html`
    <style>
      .vg-chart { margin: 0; }
      .vg-chart img { display: block; max-width: 100%; height: auto; }
    </style>
    <figure class="vg-chart">
      <img src=${url} alt=${alt} />
      <figcaption>Drawn from the machine by <code>npm run generate-diagrams</code>. <a href=${url} target="_blank">Open the chart full size</a>.</figcaption>
    </figure>
  `;
}
