import { expect } from '@open-wc/testing';
import './index.js';

describe('The package entry (the one-script-tag bundle)', () => {
  for (const tag of ['wikingerschafe-board', 'wilde-wikinger-board', 'viking-seesaw']) {
    it(`defines <${tag}>`, () => {
      expect(customElements.get(tag), tag).to.be.a('function');
    });
  }
});
