import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { wikingerschafe } from '../wikingerschafe/index.js';
import { activeStateIds } from './state-nodes.js';

describe('activeStateIds', () => {
  it('lists the state nodes of a snapshot, outermost first, from its public value', () => {
    const snapshot = createActor(wikingerschafe.machine, { input: wikingerschafe.createInput({ players: 2, seed: 1 }) })
      .start()
      .getSnapshot();
    const ids = activeStateIds(wikingerschafe.machine, snapshot.value);
    expect(ids[0]).to.equal(wikingerschafe.machine.id);
    expect(ids.length).to.be.greaterThan(1);
    // Every id is a node of the machine, each inside the one before it.
    ids.slice(1).forEach((id, i) => expect(id.startsWith(`${ids[i]}.`), id).to.equal(true));
  });

  it('refuses a value the machine does not have', () => {
    expect(() => activeStateIds(wikingerschafe.machine, 'nowhere')).to.throw(RangeError, /nowhere/);
  });
});
