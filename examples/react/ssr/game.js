// The README's server-rendering recipe (Next.js app router) as plain ES modules, so Node renders it with
// react-dom/server as it is: a board of two bots, whose `game-over` the page hears through a ref (React attaches
// no `on<event>` prop of a custom element while it hydrates). tools/examples-smoke.ts renders it (render.mjs),
// hydrates it in Chromium (client.js) and checks for hydration warnings and the game's end.
import { createElement, useEffect, useRef, useState } from 'react';

export function Game() {
  const board = useRef(null);
  const [status, setStatus] = useState('Playing');
  useEffect(() => {
    const el = board.current;
    const over = (e) => setStatus(`Game over: ${e.detail.winners.join(' and ')} won`);
    el.addEventListener('game-over', over);
    return () => el.removeEventListener('game-over', over);
  }, []);
  return createElement(
    'main',
    null,
    createElement('wikingerschafe-board', { ref: board, players: 2, seats: 'heuristic,heuristic', seed: 7, botDelay: 0 }),
    createElement('p', { 'data-testid': 'ssr-status' }, status),
  );
}
