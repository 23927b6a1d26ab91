export * from './wikingerschafe-board.js';
export * from './wikingerschafe-location.js';
export * from './wikingerschafe-round-board.js';
export * from './wikingerschafe-player-panel.js';
export * from './wikingerschafe-reward-picker.js';
export * from './wikingerschafe-scoring.js';
export { wikingerschafeMessages, type WikingerschafeMessages } from './wikingerschafe.messages.js';
