/**
 * Where rooms keep their snapshots, so a server restart resumes every game: a JSON file per room under a data
 * directory (the default), or Redis when the server runs with `REDIS_URL` (several processes share it).
 * A move is stored as a short appended entry (the event and the revision it made); a room writes its whole record
 * only now and then (every few dozen moves, when a seat changes, when it closes for a restart), which also drops
 * the entries it holds. Resuming replays the entries after the record's revision.
 */
import { mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/** What a room stores: enough to resume it with the same code, seats and game. */
export interface RoomRecord {
  /** Layout of this record; another is not resumed. */
  readonly format: 1;
  readonly game: string;
  /** The room code (its id). */
  readonly code: string;
  /** The game module's `snapshotVersion` when written; another version is not resumed. */
  readonly snapshotVersion: number;
  readonly revision: number;
  /** The machine's persisted snapshot (`actor.getPersistedSnapshot()`). */
  readonly snapshot: unknown;
  readonly seats: readonly StoredSeat[];
  readonly botTakeOverAfterMs: number | null;
  readonly botDelayMs: number;
  /** The server's bot generator state. */
  readonly botRng: readonly number[];
  /** Games started in the room so far (rematches); absent: 1. */
  readonly games?: number;
  /** The latest moves (`OnlineState.recent`); absent: none known. */
  readonly recent?: readonly { readonly log: number; readonly seat: number | null }[];
  /** The log's lines the computer made for people away (`OnlineState.stoodIn`); absent: none. */
  readonly stoodIn?: readonly { readonly seat: number; readonly log: number; readonly end: number }[];
  /** Moves stored after this record (from {@link RoomStore.list}), oldest first; those up to `revision` are stale. */
  readonly moves?: readonly MoveEntry[];
}

/** One move, appended to a room's stored record: replayed on the record's snapshot, it gives the room again. */
export interface MoveEntry {
  /** The revision the move made. */
  readonly revision: number;
  /** The event the machine took. */
  readonly event: { readonly type: string };
  /** The server's bot generator state after it. */
  readonly botRng: readonly number[];
  /** The game log's length before it, and the seat whose person made it (null: a bot's or the table's); absent in older entries. */
  readonly log?: number;
  readonly seat?: number | null;
  /** The seat of a person away whom the computer made it for (a stand-in); absent: none. */
  readonly standIn?: number;
}

/** One seat of a stored room. */
export interface StoredSeat {
  readonly kind: string;
  readonly name: string;
  /** A person's seat: the token of whoever took it (null while open). Bots: null. */
  readonly token: string | null;
}

/** A room store. Every method may reject when the medium fails. */
export interface RoomStore {
  /** Writes `record` in place of the room's record and its moves (a room writes one at a time, in order). */
  save(record: RoomRecord): Promise<void>;
  /** Appends a move to the room's stored record (a room tells its clients of a move once it is stored). */
  append(code: string, move: MoveEntry): Promise<void>;
  remove(code: string): Promise<void>;
  /** Keeps this process's claim on a room that has not written for a while (Redis; the file store has none). */
  renew(code: string): Promise<void>;
  /** Gives up this process's claim on a room it keeps stored (a clean shutdown), so the next process resumes it at once. */
  release(code: string): Promise<void>;
  /** Every stored room, with the moves appended to it. */
  list(): Promise<RoomRecord[]>;
  /**
   * Claims a code for this process for a while (a new room's code, or a stored room to resume): false when another
   * process holds it. The file store has one process and always says yes (unless the code is stored already, for a new room).
   */
  claim(code: string, resume: boolean): Promise<boolean>;
  close(): Promise<void>;
}

const CODE = /^[A-Z0-9]{4,16}$/;

/** How many rooms' moves files the file store keeps open at most. */
const OPEN_MOVE_FILES = 256;

/**
 * One JSON file per room, `<dir>/<code>.json`, replaced atomically (written beside it, then renamed), and its moves
 * since, one JSON line each, in `<dir>/<code>.moves` (removed once a newer record is written; a line left over from
 * a crash between the two is older than the record and skipped).
 */
export function fileStore(dir: string): RoomStore {
  mkdirSync(dir, { recursive: true });
  const ready = mkdir(dir, { recursive: true });
  const path = (code: string) => join(dir, `${code}.json`);
  const movesPath = (code: string) => join(dir, `${code}.moves`);
  /** Each room's moves file, kept open for appending (opening and closing it for every move cost more than the write). */
  const handles = new Map<string, Promise<FileHandle>>();
  const closeMoves = async (code: string) => {
    const handle = handles.get(code);
    handles.delete(code);
    await (await handle?.catch(() => undefined))?.close();
  };
  return {
    // Off the event loop (libuv's threads): a room writes one record at a time and announces the move once it is written.
    async save(record) {
      const temporary = `${path(record.code)}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(record));
      await rename(temporary, path(record.code));
      await closeMoves(record.code);
      await rm(movesPath(record.code), { force: true });
    },
    async append(code, move) {
      let handle = handles.get(code);
      handles.delete(code);
      handles.set(code, (handle ??= open(movesPath(code), 'a')));
      // The least recently used file is closed past OPEN_MOVE_FILES (after its pending write), to stay within the descriptor limit.
      if (handles.size > OPEN_MOVE_FILES) void closeMoves(handles.keys().next().value!);
      await (await handle).write(`${JSON.stringify(move)}\n`);
    },
    async remove(code) {
      await closeMoves(code);
      await rm(path(code), { force: true });
      await rm(movesPath(code), { force: true });
    },
    async renew() {},
    async release(code) {
      await closeMoves(code);
    },
    async list() {
      await ready;
      const names = (await readdir(dir)).filter((name) => name.endsWith('.json') && CODE.test(name.slice(0, -5)));
      const records: RoomRecord[] = [];
      for (const name of names) {
        try {
          const record = JSON.parse(await readFile(join(dir, name), 'utf8')) as RoomRecord;
          const lines = await readFile(movesPath(record.code), 'utf8').catch(() => '');
          records.push({ ...record, moves: parseMoves(lines.split('\n')) });
        } catch {
          // A file that is not a record (cut short by a full disk, edited by hand) is left alone.
        }
      }
      return records;
    },
    async claim(code, resume) {
      if (resume) return true;
      await ready;
      try {
        await readFile(path(code));
        return false;
      } catch {
        return true;
      }
    },
    async close() {
      await Promise.all([...handles.keys()].map(closeMoves));
    },
  };
}

/** How long a claim on a room code holds in Redis; renewed by every save. */
const CLAIM_SECONDS = 60;

/**
 * Rooms in Redis: a hash of records by code, a list of moves since per code, and a claim key per code (`SET NX`) so
 * one process runs each room.
 */
export function redisStore(url: string, prefix = 'viking-games'): RoomStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const rooms = `${prefix}:rooms`;
  const claimKey = (code: string) => `${prefix}:claim:${code}`;
  const movesKey = (code: string) => `${prefix}:moves:${code}`;
  return {
    async save(record) {
      await redis.multi().hset(rooms, record.code, JSON.stringify(record)).del(movesKey(record.code)).expire(claimKey(record.code), CLAIM_SECONDS).exec();
    },
    async append(code, move) {
      await redis.multi().rpush(movesKey(code), JSON.stringify(move)).expire(claimKey(code), CLAIM_SECONDS).exec();
    },
    async remove(code) {
      await redis.multi().hdel(rooms, code).del(movesKey(code)).del(claimKey(code)).exec();
    },
    async renew(code) {
      await redis.expire(claimKey(code), CLAIM_SECONDS);
    },
    async release(code) {
      await redis.del(claimKey(code));
    },
    async list() {
      const all = await redis.hgetall(rooms);
      const records: RoomRecord[] = [];
      for (const text of Object.values(all)) {
        let record: RoomRecord;
        try {
          record = JSON.parse(text) as RoomRecord;
        } catch {
          continue;
        }
        records.push({ ...record, moves: parseMoves(await redis.lrange(movesKey(record.code), 0, -1)) });
      }
      return records;
    },
    async claim(code, resume) {
      if (!resume && (await redis.hexists(rooms, code))) return false;
      return (await redis.set(claimKey(code), String(process.pid), 'EX', CLAIM_SECONDS, 'NX')) === 'OK';
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** The moves of stored lines, in order; a line that is not one (cut short by a crash) ends them. */
function parseMoves(lines: readonly string[]): MoveEntry[] {
  const moves: MoveEntry[] = [];
  for (const line of lines) {
    if (line === '') continue;
    try {
      moves.push(JSON.parse(line) as MoveEntry);
    } catch {
      break;
    }
  }
  return moves;
}
