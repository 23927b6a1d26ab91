import { expect } from '@open-wc/testing';
import type { TableOptions } from '@viking-games/core/kit';
import { BoardTable, type TableAttributes } from './board-table.js';

const BOTS = { random: {}, heuristic: {} };

/** A table of a 2-to-4-player game with the given attributes; `lesson` stands for a tutorial starting its table. */
function tableOf(attributes: Partial<TableAttributes>, board: { lesson?: TableOptions; tutorial?: boolean; variants?: Record<string, boolean> } = {}) {
  const written: TableAttributes = { localName: 'test-board', players: 3, seats: '', names: '', persist: '', ...attributes };
  const table: BoardTable = new BoardTable(written, {
    game: { minPlayers: 2, maxPlayers: 4, bots: BOTS },
    lesson: () => board.lesson,
    tutorial: () => !!board.tutorial,
    nameOf: (seat) => table.named(seat),
    defaultName: (seat) => `Player ${seat + 1}`,
    variants: () => board.variants,
  });
  return table;
}

/** Runs `run` with console.warn caught; returns the warnings. */
function warnings(run: () => void): string[] {
  const said: string[] = [];
  const { warn } = console;
  console.warn = (...args: unknown[]) => void said.push(args.join(' '));
  try {
    run();
  } finally {
    console.warn = warn;
  }
  return said;
}

describe('BoardTable (the table from the attributes)', () => {
  it('reads players, seats, names (an empty entry keeps its seat’s default) and seed, and keeps the seed for game-start', () => {
    const table = tableOf({ players: '2', seats: 'human,random:3', names: ',Bo', seed: '11' });
    expect(table.options()).to.deep.equal({
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random', level: 3 }],
      names: ['Player 1', 'Bo'],
      seed: 11,
    });
    expect(table.seed).to.equal(11);
  });

  it('a bad player count warns and plays 3; without a seed each game draws its own', () => {
    const table = tableOf({ players: '9' });
    const games: TableOptions[] = [];
    const said = warnings(() => games.push(table.options(), table.options(), table.options()));
    expect(games[0].players).to.equal(3);
    expect(said[0]).to.match(/players="9"/);
    expect(new Set(games.map((game) => game.seed)).size, 'three draws').to.be.greaterThan(1);
    expect(table.seed, 'the latest table’s').to.equal(games[2].seed);
  });

  it("adds the game's variants, and while a tutorial starts, its own table with the screen's names", () => {
    expect(tableOf({ seed: 4 }, { variants: { friendly: true } }).options())
      .to.include({ seed: 4 })
      .and.have.deep.property('variants', { friendly: true });
    const lesson: TableOptions = { players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic', level: 1 }], seed: 77 };
    const table = tableOf({ players: 4, names: 'Ada', seed: 5 }, { lesson });
    expect(table.options()).to.deep.equal({ ...lesson, names: ['Ada', 'Player 2'] });
    expect(table.seed).to.equal(77);
  });

  it('persist: the key as written (a yes/no value: the tag name, or none); never a key in the tutorial', () => {
    expect(tableOf({ persist: 'my-game' }).persistKey()).to.equal('my-game');
    expect(tableOf({ persist: '' }).persistKey()).to.equal(undefined);
    expect(tableOf({ persist: 'true' }).persistKey()).to.equal('test-board');
    expect(tableOf({ persist: 'my-game' }, { tutorial: true }).persistKey()).to.equal(undefined);
  });

  it('a restored save of another player count tells the site owner to give each element its own key; the same count says nothing', () => {
    const table = tableOf({ players: 3, persist: 'shared' });
    expect(warnings(() => table.restored(3))).to.deep.equal([]);
    const said = warnings(() => table.restored(2));
    expect(said).to.have.length(1);
    expect(said[0]).to.equal(
      '<test-board> persist="shared": the saved game has 2 players but players="3"; resuming the saved game with 2 players. Each element needs its own `persist` key.',
    );
  });
});
