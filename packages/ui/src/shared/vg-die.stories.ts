import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './vg-die.js';
import type { DieState } from './vg-die.js';
import type { ColourKey } from './theme.js';

/** The die's attributes; the render and the other controls (locale, label, decorative) come from custom-elements.json. */
interface DieArgs {
  face: number;
  state: DieState;
  colour: ColourKey;
  locale?: 'en' | 'de';
  label?: string;
  decorative?: boolean;
}

const meta: Meta<DieArgs> = {
  title: 'Shared/Die',
  component: 'vg-die',
  args: { face: 3, state: 'idle', colour: 'red' },
  argTypes: {
    face: { control: { type: 'range', min: 1, max: 6 } },
    state: { control: { type: 'inline-radio' }, options: ['idle', 'selectable', 'selected', 'disabled', 'rolling'] },
    colour: { control: { type: 'select' }, options: ['red', 'blue', 'green', 'yellow', 'purple', 'bjorn', 'bone'] },
    locale: { control: { type: 'inline-radio' }, options: ['en', 'de'] },
  },
};
export default meta;

type Story = StoryObj<DieArgs>;

export const Idle: Story = {};
export const Selectable: Story = { args: { state: 'selectable' } };
export const Selected: Story = { args: { state: 'selected' } };
export const Disabled: Story = { args: { state: 'disabled' } };
/** Tumbles briefly; still under prefers-reduced-motion. */
export const Rolling: Story = { args: { state: 'rolling', face: 6 } };

/** Every face in every player colour: pips take the owner's shape, so colour never carries meaning alone. */
export const AllFacesAndColours: Story = {
  render: () =>
    html`<div style="display: grid; gap: 8px">
      ${(['red', 'blue', 'green', 'yellow', 'purple', 'bjorn'] as const).map(
        (colour) => html`<div style="display: flex; gap: 8px">${[1, 2, 3, 4, 5, 6].map((face) => html`<vg-die face=${face} colour=${colour}></vg-die>`)}</div>`,
      )}
    </div>`,
};
