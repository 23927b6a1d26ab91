// Hydration of the server-rendered page. The game's module is imported first, so the board is defined and
// renders before React hydrates it: a board that wrote attributes onto its own tag (a default `theme="auto"`)
// would show up as a hydration mismatch here.
import '@viking-games/ui/wikingerschafe';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Game } from './game.js';

window.hydrationErrors = [];
hydrateRoot(document.getElementById('root'), createElement(Game), {
  onRecoverableError: (error) => window.hydrationErrors.push(String(error)),
});
