import { expect, fixture, html } from '@open-wc/testing';
import { createActor } from 'xstate';
import { wrapSnapshot } from '@viking-games/core/kit';
import { VIKING_SEESAW_SNAPSHOT_VERSION, vikingSeesaw, vikingSeesawMachine } from '@viking-games/core/viking-seesaw';
import './index.js';
import { root, settle, until } from '../shared/test-helpers.js';
import type { VikingSeesaw } from './viking-seesaw.js';

// In a file of its own: the page has not loaded the save schema yet, as on a reader's first visit. The save's seat to
// act is none of its seats: the save check refuses it at once, before the schema is here and before it is drawn.
describe('<viking-seesaw>: the first restore of a page', () => {
  it('a tampered save (a seat that does not exist) ends with the restore notice and a new game, not the error panel', async () => {
    const key = 'vs-first-restore';
    const input = vikingSeesaw.createInput({ players: 2, seed: 5, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const actor = createActor(vikingSeesawMachine, { input }).start();
    const saved = wrapSnapshot('viking-seesaw', VIKING_SEESAW_SNAPSHOT_VERSION, actor.getPersistedSnapshot()) as { snapshot: { context: { current: number } } };
    actor.stop();
    saved.snapshot.context.current = 7;
    localStorage.setItem(key, JSON.stringify(saved));
    const errors: string[] = [];
    const logError = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      logError(...args);
    };
    try {
      const el = await fixture<VikingSeesaw>(html`<viking-seesaw players="2" seats="human,human" persist=${key} instant></viking-seesaw>`);
      await until(() => /could not be restored/.test(root(el).textContent ?? ''), 10000);
      await settle(el);
      expect(el.snapshot!.context.current, 'a new game').to.be.below(2);
      expect(root(el).querySelector('[part="error"]'), 'no error panel').to.equal(null);
      expect(root(el).querySelector('viking-seesaw-ship'), 'the board is shown').to.not.equal(null);
      expect(errors, 'the tampered game is never drawn').to.deep.equal([]);
    } finally {
      console.error = logError;
      localStorage.removeItem(key);
    }
  });
});
