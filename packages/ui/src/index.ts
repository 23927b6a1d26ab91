export * from './shared/index.js';
export * from './wilde-wikinger/index.js';
