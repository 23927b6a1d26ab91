export * from './viking-seesaw.js';
export * from './viking-seesaw-ship.js';
export * from './viking-seesaw-tray.js';
export * from './viking-seesaw-piece.js';
export { vikingSeesawMessages, type VikingSeesawMessages } from './viking-seesaw.messages.js';
