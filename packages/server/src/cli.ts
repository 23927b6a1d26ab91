#!/usr/bin/env node
/**
 * `viking-games-server [--port N] [--host H] [--data DIR]`: starts the game server (`npx @viking-games/server --port 2567`).
 * `REDIS_URL` set: rooms shared through Redis with every other process using it (`PUBLIC_ADDRESS`: how clients reach this one).
 */
import { parseArgs } from 'node:util';
import { createServer } from './server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '2567' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    data: { type: 'string', default: process.env.DATA_DIR ?? '.viking-games-server' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('viking-games-server [--port 2567] [--host 127.0.0.1] [--data .viking-games-server]\nREDIS_URL=redis://... shares rooms between processes.');
  process.exit(0);
}

const server = await createServer({
  port: Number(values.port),
  host: values.host,
  dataDir: values.data,
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  // BOT_WORKER=0: the strongest bots think on the rooms' thread (the benchmark's comparison).
  botWorker: process.env.BOT_WORKER !== '0',
});
console.log(`Viking Games server: ${server.url}${process.env.REDIS_URL ? ' (rooms shared through Redis)' : ''}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  });
}
