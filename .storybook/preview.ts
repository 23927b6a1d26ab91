import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import { html } from 'lit';
import manifest from '../packages/ui/custom-elements.json';
import '../packages/ui/src/shared/vg-story-frame.js';

setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: 'Theme of the elements',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['auto', 'light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'auto' },
  // Parts of a board read the theme tokens a game element's host carries: the frame carries them here.
  decorators: [(story, context) => html`<vg-story-frame theme=${context.globals.theme ?? 'auto'}>${story()}</vg-story-frame>`],
};

export default preview;
