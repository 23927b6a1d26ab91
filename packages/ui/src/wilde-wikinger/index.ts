export * from './wilde-wikinger-board.js';
export * from './wilde-wikinger-ship.js';
export * from './wilde-wikinger-card.js';
export * from './wilde-wikinger-track.js';
export * from './wilde-wikinger-nessie.js';
export * from './wilde-wikinger-dice.js';
export { wildeWikingerMessages, type WildeWikingerMessages } from './wilde-wikinger.messages.js';
