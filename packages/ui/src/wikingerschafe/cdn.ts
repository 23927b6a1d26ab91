/**
 * The entry of the script-tag file `dist/cdn/wikingerschafe.js`: what index.ts exports but the scoring element,
 * which the board imports when it is needed (see `importScoring` in wikingerschafe-board.ts), so the file holds
 * what a page needs up to an interactive board and the scoring comes as `chunks/wikingerschafe.wikingerschafe-scoring-*.js`.
 */
export * from './wikingerschafe-board.js';
export * from './wikingerschafe-location.js';
export * from './wikingerschafe-round-board.js';
export * from './wikingerschafe-player-panel.js';
export * from './wikingerschafe-reward-picker.js';
export { wikingerschafeMessages, type WikingerschafeMessages } from './wikingerschafe.messages.js';
