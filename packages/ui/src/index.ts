/**
 * Everything for site owners in one import (and in the one-file bundle, `npm run build`):
 * every game element, defined on import, plus the shared parts.
 */
export * from './shared/index.js';
export * from './wikingerschafe/index.js';
export * from './wilde-wikinger/index.js';
export * from './viking-seesaw/index.js';
export * from './viking-valley/index.js';
