/**
 * `@viking-games/server`: the Viking Games game server (Colyseus), one room type per game, running the games'
 * statecharts from `@viking-games/core`. The wire protocol is `@viking-games/core/online`.
 */
export { createServer, type GameServer, type GameServerOptions } from './server.js';
export { fileStore, redisStore, type MoveEntry, type RoomRecord, type RoomStore } from './store.js';
