import { expect } from '@esm-bundle/chai';
import { playout } from '../kit/playout.js';
import type { Seat } from '../kit/seats.js';
import { wikingerschafe } from './index.js';
import type { LogEntry } from './wikingerschafe.types.js';
import { concernsOf } from './wikingerschafe.view.js';

const bot = (name: string): Seat => ({ kind: 'bot', bot: name, level: 2 });

describe('Log lines that concern a seat (concernsOf)', () => {
  it("Location 5: a die sent to Wollhalla or a shield destroyed concerns its owner, not the mover, and never Björn Blökson's", () => {
    const wollhalla: LogEntry = { kind: 'reward', round: 1, who: 0, location: 5, option: 'wollhalla', target: 2, from: 3, die: 1 };
    const attack: LogEntry = { kind: 'reward', round: 1, who: 1, location: 5, option: 'attack', target: 0, from: 4, die: 0 };
    expect(concernsOf(wollhalla, 3)).to.deep.equal([2]);
    expect(concernsOf(attack, 3)).to.deep.equal([0]);
    // Their own die: only the mover's play.
    expect(concernsOf({ ...wollhalla, target: 0 }, 3)).to.equal(undefined);
    // Björn Blökson (index `players`) is nobody at the table.
    expect(concernsOf({ ...wollhalla, target: 2 }, 2)).to.equal(undefined);
  });

  it('Round Scoring, Influence Scoring, Final Scoring: concern every seat', () => {
    const { snapshot } = playout(wikingerschafe, { players: 3, seed: 5, seats: [bot('heuristic'), bot('heuristic'), bot('random')] });
    const scorings = snapshot.context.log.filter((entry) => entry.kind.endsWith('Scoring'));
    expect(new Set(scorings.map((entry) => entry.kind))).to.deep.equal(new Set(['roundScoring', 'influenceScoring', 'finalScoring']));
    for (const entry of scorings) expect(concernsOf(entry, 3), entry.kind).to.deep.equal([0, 1, 2]);
  });

  it('a roll, a placement, any other reward, a turn’s end concern only the mover', () => {
    const { snapshot } = playout(wikingerschafe, { players: 3, seed: 5, seats: [bot('heuristic'), bot('heuristic'), bot('random')] });
    const others = snapshot.context.log.filter(
      (entry) => !entry.kind.endsWith('Scoring') && !(entry.kind === 'reward' && (entry.option === 'wollhalla' || entry.option === 'attack')),
    );
    expect(new Set(others.map((entry) => entry.kind)).size, 'kinds met').to.be.greaterThan(3);
    for (const entry of others) expect(concernsOf(entry, 3), entry.kind).to.equal(undefined);
  });
});
