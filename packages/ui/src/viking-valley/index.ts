export * from './viking-valley-board.js';
export * from './viking-valley-square.js';
export * from './viking-valley-dock.js';
export * from './viking-valley-ship.js';
export { vikingValleyMessages, type VikingValleyMessages } from './viking-valley.messages.js';
