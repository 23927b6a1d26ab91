import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import { html } from 'lit';
import manifest from '../packages/ui/custom-elements.json';
import '../packages/ui/src/shared/vg-story-frame.js';
import { extractArgTypes, renderElement, setArgsManifest } from './custom-element-args.js';

setCustomElementsManifest(manifest);
setArgsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // One control per public attribute or property, none for private members (see custom-element-args.ts).
    docs: { extractArgTypes },
  },
  // A story that names its `component` and has no render of its own: the element with every arg applied.
  render: (args, { component }) => {
    if (typeof component !== 'string') throw new Error('A story without a render function needs `component` (a tag name) in its meta');
    return renderElement(component, args);
  },
  // Leaving a story (for another story or a Docs page) runs this cleanup. The web-components renderer
  // has no unmount: in docs mode the story's canvas is only hidden, so its game element stayed connected
  // and its actor, bots and timers played on beside the Docs copy. Emptying the canvas disconnects the
  // element, which stops all of that (GameBoardElement's controller stops the actor on disconnect).
  beforeEach:
    ({ canvasElement }) =>
    () =>
      canvasElement.replaceChildren(),
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
