export * from './kit/index.js';
export { games } from './games.js';
