import { expect } from '@open-wc/testing';
import { MoveFlow, type MoveChange } from './move-flow.js';

/** A game as the test plays it: its log, and the person to act at this screen. */
interface Snap {
  readonly log: readonly string[];
  readonly person?: number;
}
interface Move {
  readonly type: string;
  readonly seat?: number;
}

/** A flow over parts that record what they are told, in order; `throwIn` makes the game's onMove throw. */
function flow(options: { throwIn?: 'onMove' } = {}) {
  const told: string[] = [];
  const changes: MoveChange<Snap, Move, string>[] = [];
  const events = {
    endOpen: true,
    current: (s: Snap) => void told.push(`current ${s.log.length}`),
    started: (s: Snap) => void told.push(`game-start ${s.log.length}`),
    moved: (s: Snap) => void told.push(`moved ${s.log.length}`),
  };
  const moves = new MoveFlow<Snap, Move, string>(
    {
      alerts: {
        clear: () => void told.push('alerts cleared'),
        guard: (source, step) => {
          try {
            step();
          } catch {
            told.push(`caught in the ${source}`);
          }
        },
      },
      takeBacks: { clear: () => void told.push('take-backs cleared'), moved: () => void told.push('take-backs moved') },
      recent: {
        clear: () => void told.push('recent cleared'),
        record: (lines, person, playing) => void told.push(`recent ${lines.map((line) => line.text).join('|')} by ${person} playing ${playing}`),
      },
      handover: { handover: () => void told.push('handover') },
      events,
      context: { refresh: () => void told.push('context') },
      coach: { moved: (move, by) => void told.push(`coach ${move?.type} by ${by}`) },
      table: { restored: (players) => void told.push(`restored ${players} players`) },
    },
    {
      personToAct: (s) => s.person,
      players: () => 3,
      isPerson: () => false,
      logOf: (s) => s.log,
      describe: (entry) => ({ text: `${entry}.`, colour: 'red' }),
      isRestart: (s, previous, move) => move?.type === 'game.restart' || (!!previous && s.log.length < previous.log.length),
      onMove: (change) => {
        if (options.throwIn === 'onMove') throw new Error('view');
        changes.push(change);
      },
      resetView: () => void told.push('view reset'),
      prompt: (s) => (s.person === undefined ? '' : `Seat ${s.person} to act.`),
      playing: () => false,
      announced: () => 2,
      focus: () => void told.push('focus'),
      announce: (text) => void told.push(`announce ${text}`),
    },
  );
  return { moves, told, changes, events };
}

describe('MoveFlow (what follows a start and each move on the board)', () => {
  it('a new game clears the last one’s failure, take-backs and Just now, resets the view, then records its opening moves and fires game-start', () => {
    const { moves, told } = flow();
    moves.started('new', { log: ['rolled'], person: 0 });
    expect(told).to.deep.equal([
      'alerts cleared',
      'take-backs cleared',
      'recent cleared',
      'view reset',
      'recent rolled. by undefined playing false',
      'current 1',
      'context',
      'game-start 1',
    ]);
    expect(moves.lastPerson).to.equal(0);
  });

  it('a resumed game keeps the failure panel and the take-backs and fires no game-start; a restored one checks its player count', () => {
    const resumed = flow();
    resumed.moves.started('resumed', { log: ['a'], person: 1 });
    expect(resumed.told).to.deep.equal(['recent cleared', 'view reset', 'current 1', 'context']);
    const restored = flow();
    restored.moves.started('restored', { log: ['a'] });
    expect(restored.told.slice(0, 2)).to.deep.equal(['alerts cleared', 'restored 3 players']);
    expect(restored.told).to.include('game-start 1').and.not.include('recent a. by undefined playing false');
  });

  it('a person’s move: only its new entries go to onMove, Just now (with the mover) and the announcement (the newest two, then the prompt); focus moves; the turn passing to another person hands over', () => {
    const { moves, told, changes } = flow();
    moves.started('new', { log: [], person: 0 });
    told.length = 0;
    const before: Snap = { log: ['a'], person: 0 };
    const after: Snap = { log: ['a', 'b', 'c', 'd'], person: 1 };
    moves.changed(after, before, { type: 'player.end' }, 'human');
    expect(changes).to.deep.equal([{ snapshot: after, previous: before, move: { type: 'player.end' }, restarted: false, entries: ['b', 'c', 'd'] }]);
    expect(told).to.deep.equal([
      'context',
      'take-backs moved',
      'handover',
      'coach player.end by human',
      'focus',
      'recent b.|c.|d. by 0 playing false',
      'moved 4',
      'announce c. d. Seat 1 to act.',
    ]);
    expect(moves.lastPerson).to.equal(1);
  });

  it("a bot's move names no mover and moves no focus; a move that names its seat (a bid) is that seat's", () => {
    const { moves, told } = flow();
    moves.changed({ log: ['a', 'b'] }, { log: ['a'] }, { type: 'bot.move' }, 'bot');
    expect(told).to.include('recent b. by undefined playing false').and.not.include('focus');
    told.length = 0;
    moves.changed({ log: ['a', 'b', 'c'], person: 2 }, { log: ['a', 'b'], person: 0 }, { type: 'player.bid', seat: 1 }, 'human');
    expect(told).to.include('recent c. by 1 playing false');
  });

  it('a restart in the same actor (a shorter log) starts afresh: the whole log, Just now and take-backs cleared, the end screen closed, game-start; no hand-over', () => {
    const { moves, told, changes, events } = flow();
    moves.started('new', { log: [], person: 0 });
    told.length = 0;
    moves.changed({ log: ['x'], person: 1 }, { log: ['a', 'b'], person: 0 }, undefined, 'external');
    expect(changes[0]).to.include({ restarted: true }).and.have.deep.property('entries', ['x']);
    expect(told).to.deep.equal([
      'context',
      'take-backs moved',
      'coach undefined by external',
      'recent cleared',
      'take-backs cleared',
      'view reset',
      'game-start 1',
      'moved 1',
      'announce x. Seat 1 to act.',
    ]);
    expect(events.endOpen).to.equal(false);
  });

  it('a game view that throws is caught and the rest goes on: the tutorial, Just now, the events and the announcement', () => {
    const { moves, told } = flow({ throwIn: 'onMove' });
    moves.changed({ log: ['a', 'b'], person: 0 }, { log: ['a'], person: 0 }, { type: 'player.roll' }, 'human');
    expect(told).to.include('caught in the view').and.include('coach player.roll by human').and.include('moved 2').and.include('announce b. Seat 0 to act.');
  });

  it('a game joined under way recalls the moves the server kept into Just now: each move’s lines, whose person made it', () => {
    const { moves, told } = flow();
    moves.started('resumed', { log: ['a', 'b', 'c', 'd', 'e'], person: 1 });
    told.length = 0;
    moves.recall({ log: ['a', 'b', 'c', 'd', 'e'], person: 1 }, [{ log: 1 }, { log: 2, person: 1 }, { log: 4 }]);
    expect(told).to.deep.equal(['recent b. by undefined playing false', 'recent c.|d. by 1 playing false', 'recent e. by undefined playing false']);
  });
});
