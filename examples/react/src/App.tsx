import { useRef, useState } from 'react';
import { useActor } from '@xstate/react';
import { parseSeats } from '@viking-games/core/kit';
import { wikingerschafe, type WikingerschafeMove } from '@viking-games/core/wikingerschafe';
// Defines <wikingerschafe-board> before React renders it, so React 19 sets `players`, `botDelay` and
// `snapshot` as properties (it does for every prop the element has) and not as attributes.
import '@viking-games/ui/wikingerschafe';
import type { PersistedSnapshot } from '@viking-games/ui';

/** A person against a bot on the element, listening to its events. */
function BoardDemo() {
  // The element's class, from the HTMLElementTagNameMap entry the package declares.
  const board = useRef<HTMLElementTagNameMap['wikingerschafe-board']>(null);
  const [turns, setTurns] = useState(0);
  const [over, setOver] = useState('');
  const [standings, setStandings] = useState('');
  const readScores = () => {
    const snapshot = board.current?.snapshot;
    if (snapshot)
      setStandings(
        wikingerschafe
          .scores(snapshot)
          .lines.map((line) => `${line.name} ${line.total}`)
          .join(', '),
      );
  };
  return (
    <section>
      <h2>Play against a bot</h2>
      <p data-testid="board-status">
        {over ? `Game over: ${over} won` : `Turns started: ${turns}`}{' '}
        <button type="button" onClick={readScores}>
          Scores now
        </button>{' '}
        {standings}
      </p>
      <wikingerschafe-board
        ref={board}
        data-testid="human-board"
        players={2}
        seats="human,heuristic"
        seed={42}
        botDelay={0}
        onturn={() => setTurns((n) => n + 1)}
        ongame-over={(e) => setOver(e.detail.winners.join(' and '))}
      />
    </section>
  );
}

/**
 * Bots only and no delay: the whole game plays out at once, and `game-over` reports the winners. It starts
 * on request, since the board's end screen is a modal dialog that takes the page until it is closed.
 */
function BotsDemo() {
  const [watching, setWatching] = useState(false);
  const [winners, setWinners] = useState<readonly string[]>([]);
  const [total, setTotal] = useState<number>();
  return (
    <section>
      <h2>Bots only</h2>
      <p data-testid="bots-status">{winners.length > 0 ? `Game over: ${winners.join(' and ')} won with ${total}` : watching ? 'Playing...' : ''}</p>
      {watching ? (
        <wikingerschafe-board
          data-testid="bots-board"
          players={2}
          seats="heuristic,random"
          seed={7}
          botDelay={0}
          ongame-over={(e) => {
            setWinners(e.detail.winners);
            setTotal(Math.max(...e.detail.scores.lines.map((line) => line.total)));
          }}
        />
      ) : (
        <button type="button" data-testid="watch" onClick={() => setWatching(true)}>
          Watch two bots play
        </button>
      )}
    </section>
  );
}

/** What a move button says: its type and its fields, e.g. `player.place value=3 sixes=0 shields=0`. */
function label(move: WikingerschafeMove): string {
  const { type, ...rest } = move;
  return [type, ...Object.entries(rest).map(([key, value]) => `${key}=${JSON.stringify(value)}`)].join(' ');
}

/**
 * The statechart without the element: @xstate/react runs it, the buttons are its legal moves. "Continue on
 * the board" hands the position to an element through its `snapshot` property, as a saved game: what
 * `getPersistedSnapshot()` gives (an app could keep it as JSON in storage).
 */
function MovesPanel() {
  const [input] = useState(() => wikingerschafe.createInput({ players: 2, seats: parseSeats('human,human', []), seed: 42 }));
  const [snapshot, send, actorRef] = useActor(wikingerschafe.machine, { input });
  const [moves, setMoves] = useState(0);
  const [continued, setContinued] = useState<PersistedSnapshot>();
  const [seat] = wikingerschafe.toAct(snapshot);
  const legal = seat === undefined ? [] : wikingerschafe.legalMoves(snapshot, seat);
  const scores = wikingerschafe.scores(snapshot);
  return (
    <section>
      <h2>The statechart with @xstate/react</h2>
      <p data-testid="panel-status">
        Moves made: {moves}. {wikingerschafe.isOver(snapshot) ? 'Game over.' : `${input.players[seat ?? 0]?.name} to act.`} Scores:{' '}
        {scores.lines.map((line) => `${line.name} ${line.total}`).join(', ')}
      </p>
      <div data-testid="panel-moves">
        {legal.slice(0, 12).map((move) => (
          <button
            type="button"
            key={label(move)}
            onClick={() => {
              send(move);
              setMoves((n) => n + 1);
            }}
          >
            {label(move)}
          </button>
        ))}
      </div>
      <p>
        <button type="button" data-testid="continue" onClick={() => setContinued(actorRef.getPersistedSnapshot())}>
          Continue on the board
        </button>
      </p>
      <wikingerschafe-board data-testid="continued-board" players={2} seats="human,human" snapshot={continued} />
    </section>
  );
}

/**
 * Games whose modules load later (code splitting): React renders the tag before it is defined, so it sets
 * attributes (`botdelay`, `players`), which the element reads when its definition arrives. The two physics
 * games are the heaviest modules (they bring the physics engine), so a page loads them when asked.
 */
function LateDefinition() {
  const [loaded, setLoaded] = useState(false);
  const [physics, setPhysics] = useState<'seesaw' | 'valley'>();
  return (
    <section>
      <h2>Games loaded on demand</h2>
      <p>
        {loaded ? (
          <span data-testid="late-loaded">Loaded.</span>
        ) : (
          <button type="button" data-testid="load-late" onClick={() => void import('@viking-games/ui/wilde-wikinger').then(() => setLoaded(true))}>
            Load Wilde Wikinger
          </button>
        )}
      </p>
      <wilde-wikinger-board data-testid="late-board" players={2} seats="human,heuristic" seed={3} botDelay={0} />
      <p>
        <button type="button" onClick={() => void import('@viking-games/ui/viking-seesaw').then(() => setPhysics('seesaw'))}>
          Play Viking See-Saw
        </button>{' '}
        <button type="button" onClick={() => void import('@viking-games/ui/viking-valley').then(() => setPhysics('valley'))}>
          Play Valley of the Vikings
        </button>
      </p>
      {physics === 'seesaw' && <viking-seesaw players={2} seats="human,heuristic" />}
      {physics === 'valley' && <viking-valley-board players={3} seats="human,heuristic,heuristic" />}
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>Viking Games in React 19</h1>
      <BoardDemo />
      <BotsDemo />
      <MovesPanel />
      <LateDefinition />
    </main>
  );
}
