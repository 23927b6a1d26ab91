export * from './kit/index.js';
export { games, findGame } from './games.js';
export { gameRegistry, gameIds, type GameEntry, type GameId } from './registry.js';
