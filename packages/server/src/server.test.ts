import { expect } from '@esm-bundle/chai';
import fc from 'fast-check';
import { gameIds, gameRegistry } from '@viking-games/core/registry';
import { MASKED_ID, MASKED_RNG } from '@viking-games/core/kit';
import { REMATCH_MESSAGE, roomInfoPath, type OnlineRoomInfo, type OnlineState } from '@viking-games/core/online';
import { createRoom, dataDir, hasRedis, joinRoom, Seat, startRedis, startServer, clientOf, type ServerProcess } from './server.test-helpers.js';

/** Every fact a Wilde Wikinger seat may not see is masked in a state it got. */
function assertNothingHidden(state: OnlineState): void {
  const context = state.context as { rng: number[]; hands: number[][]; provision: number[]; pirateTiles: number[]; raid: { bids: (number[] | null)[] } | null };
  expect(context.rng).to.deep.equal(MASKED_RNG);
  expect(context.provision.every((card) => card === MASKED_ID)).to.equal(true);
  expect(context.pirateTiles.every((tile) => tile === MASKED_ID)).to.equal(true);
  if ((state.value as string) === 'gameOver') return;
  for (const [seat, hand] of context.hands.entries())
    if (seat !== state.you)
      expect(
        hand.every((card) => card === MASKED_ID),
        `seat ${seat}'s hand`,
      ).to.equal(true);
  for (const [seat, bid] of (context.raid?.bids ?? []).entries()) if (seat !== state.you && bid) expect(bid.every((card) => card === MASKED_ID)).to.equal(true);
}

describe('Game server', function () {
  this.timeout(60_000);
  let server: ServerProcess;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.stop());

  describe('Playing a whole game against server bots', () => {
    for (const entry of gameRegistry) {
      it(`${entry.title}: a Node client plays its seat to the end`, async () => {
        const bot = entry.physics ? 'random' : 'heuristic';
        const seat = await createRoom(server.url, entry.id, { players: 2, seats: ['person', bot], seed: 7 });
        expect(seat.last.game).to.equal(entry.id);
        expect(seat.last.code).to.equal(seat.room.roomId);
        expect(seat.last.you).to.equal(0);
        const end = await seat.playToEnd(3, (state) => {
          if (entry.id === 'wilde-wikinger') assertNothingHidden(state);
          else expect((state.context as { rng: number[] }).rng).to.deep.equal(MASKED_RNG);
        });
        expect(seat.game.isOver(seat.snapshot(end))).to.equal(true);
        expect(seat.game.scores(seat.snapshot(end)).final).to.equal(true);
        // A stale refusal is a race, not an error: in a raid the bot bids at the same time as the client (see `play`).
        expect(seat.refusals.filter((refusal) => refusal.reason !== 'stale')).to.deep.equal([]);
        await seat.room.leave();
      });
    }
  });

  describe('The strongest computer', () => {
    it('plays its seat from the worker thread to the end of a Wikingerschafe game, with nothing in the log', async () => {
      const seat = await createRoom(server.url, 'wikingerschafe', { players: 2, seats: ['person', 'search'], seed: 8 });
      expect((seat.last.context as { players: { seat: unknown }[] }).players[1].seat).to.deep.include({ kind: 'bot', bot: 'search' });
      const end = await seat.playToEnd(2);
      expect(seat.game.isOver(seat.snapshot(end))).to.equal(true);
      expect(server.errors()).to.equal('');
      await seat.room.leave();
    });
  });

  describe('Refused moves', () => {
    it('refuses a move of the seat not to act, for another seat, on a stale revision, or from a spectator, and changes nothing', async () => {
      const first = await createRoom(server.url, 'wilde-wikinger', { players: 2, seats: ['person', 'person'], seed: 3 });
      const second = await joinRoom(server.url, 'wilde-wikinger', first.last.code);
      const watcher = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { spectate: true });
      expect(second.last.you).to.equal(1);
      expect(watcher.last.you).to.equal(null);
      const acting = first.toAct() ? first : second;
      const waiting = acting === first ? second : first;
      const you = acting.last.you!;
      const roll = { type: 'player.roll', seat: you };
      waiting.send({ type: 'player.roll', seat: waiting.last.you! });
      waiting.send(roll);
      watcher.send(roll);
      acting.send(roll, acting.last.revision + 1);
      await waiting.waitFor(() => waiting.refusals.length === 2, 'two refusals');
      await watcher.waitFor(() => watcher.refusals.length === 1, 'a refusal');
      await acting.waitFor(() => acting.refusals.length === 1, 'a refusal');
      expect(waiting.refusals.map((refused) => refused.reason)).to.deep.equal(['notYourTurn', 'notYourTurn']);
      expect(watcher.refusals[0].reason).to.equal('notYourTurn');
      expect(acting.refusals[0]).to.deep.equal({ revision: 0, reason: 'stale' });
      // The same move twice: the first is played, the repeat (made on the old revision) is refused.
      acting.send(roll, 0);
      acting.send(roll, 0);
      await acting.waitFor(() => acting.refusals.length === 2, 'the repeat refused');
      expect(acting.refusals[1]).to.deep.equal({ revision: 1, reason: 'stale' });
      await acting.revision(1);
      expect(acting.last.revision).to.equal(1);
      // A spectator sees no hand at all.
      await watcher.revision(1);
      const hands = (watcher.last.context as { hands: number[][] }).hands;
      expect(hands.flat().every((card) => card === MASKED_ID)).to.equal(true);
      await Promise.all([first, second, watcher].map((seat) => seat.room.leave()));
    });

    it('survives any message: each is refused or played as a legal move, and the room goes on (fast-check)', async () => {
      const first = await createRoom(server.url, 'wilde-wikinger', { players: 2, seats: ['person', 'person'], seed: 11 });
      const second = await joinRoom(server.url, 'wilde-wikinger', first.last.code);
      const seats = [first, second];
      const types = ['player.roll', 'player.chooseShip', 'player.feedNessie', 'player.bid', 'player.pass', 'player.commitBid', 'game.restart', 'xstate.init'];
      const event = fc.oneof(
        fc.anything(),
        fc.record(
          { type: fc.constantFrom(...types), seat: fc.oneof(fc.constantFrom(0, 1, 2, -1), fc.anything()), cards: fc.anything(), ship: fc.anything() },
          { requiredKeys: ['type'] },
        ),
      );
      const message = fc.oneof(
        fc.anything(),
        fc.record({ revision: fc.oneof(fc.nat(5), fc.anything()), event }),
        fc.record({ revision: fc.constant(-1), event }),
      );
      await fc.assert(
        fc.asyncProperty(message, fc.boolean(), async (raw, fromFirst) => {
          const sender = fromFirst ? first : second;
          const before = { states: sender.states.length, refusals: sender.refusals.length, revision: sender.last.revision };
          // A revision of -1 stands for "the current one", so some messages are moves on the right revision.
          const payload =
            raw && typeof raw === 'object' && (raw as { revision?: unknown }).revision === -1 ? { ...(raw as object), revision: before.revision } : raw;
          sender.room.send('move', payload);
          // Every move message is answered: refused to its sender, or played (a new revision for everyone).
          const refused = await sender.waitFor(
            () => (sender.refusals.length > before.refusals ? true : sender.last.revision > before.revision ? 'played' : undefined),
            'an answer',
          );
          if (refused === true) {
            const states = sender.states.length;
            sender.room.send('sync');
            const synced = await sender.waitFor(() => sender.states.length > states && sender.states.at(-1), 'the sync');
            expect(synced.revision).to.equal(before.revision);
          } else expect(sender.last.revision).to.equal(before.revision + 1);
        }),
        { numRuns: 150 },
      );
      // Still playable to the end.
      await Promise.all(seats.map((seat, i) => seat.playToEnd(i + 1)));
      await Promise.all(seats.map((seat) => seat.room.leave()));
    });

    it('refuses malformed create options', async () => {
      for (const options of [
        { players: 2, seats: ['person', 'wizard'] },
        { players: 9, seats: ['person'] },
        { players: 2, seats: ['heuristic', 'random'] },
        { players: 'two' },
      ]) {
        let error: unknown;
        try {
          await clientOf(server.url).create('wikingerschafe', options);
        } catch (caught) {
          error = caught;
        }
        expect(error, JSON.stringify(options)).to.be.instanceOf(Error);
      }
    });
  });

  describe('Seats', () => {
    it('says before anyone joins how many seats a person could take (GET /rooms/<game>/<code>), or that there is no such room', async () => {
      const info = async (code: string) => (await clientOf(server.url).http.get<OnlineRoomInfo>(roomInfoPath('wilde-wikinger', code))).data;
      const first = await createRoom(server.url, 'wilde-wikinger', { players: 3, seats: ['person', 'person', 'heuristic'], seed: 5 });
      const code = first.last.code;
      expect(await info(code)).to.deep.equal({ game: 'wilde-wikinger', code, players: 3, open: 1 });
      const second = await joinRoom(server.url, 'wilde-wikinger', code, { name: 'Astrid' });
      expect((await info(code)).open).to.equal(0);
      // A page of another origin may ask (CORS, with credentials as colyseus.js sends them).
      const response = await fetch(`${server.url.replace(/^ws/, 'http')}/${roomInfoPath('wilde-wikinger', code)}`, {
        headers: { origin: 'http://site.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).to.equal('http://site.example');
      expect(response.headers.get('access-control-allow-credentials')).to.equal('true');
      // Astrid leaves for good: her seat is free again.
      await second.room.leave();
      for (let tries = 0; (await info(code)).open !== 1; tries++) {
        expect(tries, 'the seat free again').to.be.below(100);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      let error: (Error & { code?: number }) | undefined;
      try {
        await info('ZZZZZZ');
      } catch (caught) {
        error = caught as Error & { code?: number };
      }
      expect(error?.code).to.equal(404);
      await first.room.leave();
    });

    it('a full room refuses another player and lets a spectator watch', async () => {
      const first = await createRoom(server.url, 'wikingerschafe', { players: 2, seats: ['person', 'heuristic'], seed: 5, botDelayMs: 50 });
      let error: Error | undefined;
      try {
        await clientOf(server.url).joinById(first.last.code, { name: 'Late' });
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message).to.match(/every seat is taken/);
      const watcher = await joinRoom(server.url, 'wikingerschafe', first.last.code, { spectate: true });
      expect(watcher.last.you).to.equal(null);
      expect(watcher.last.token).to.equal(null);
      expect(watcher.last.seats.map((seat) => seat.kind)).to.deep.equal(['person', 'bot']);
      // Spectators share one encoded state: each gets the move, as the public view.
      const other = await joinRoom(server.url, 'wikingerschafe', first.last.code, { spectate: true });
      const next = first.last.revision + 1;
      await first.play(1, { until: (state) => state.revision >= next });
      const [seen, seenToo] = await Promise.all(
        [watcher, other].map((seat) => seat.waitFor(() => seat.states.find((state) => state.revision >= next), 'the move')),
      );
      expect(seen).to.deep.equal(seenToo);
      expect(seen.you).to.equal(null);
      expect((seen.context as { rng: number[] }).rng).to.deep.equal(MASKED_RNG);
      await Promise.all([first, watcher, other].map((seat) => seat.room.leave()));
    });

    it('a dropped socket reconnects to the same seat; a seat away is played by the bot and handed back', async () => {
      const first = await createRoom(server.url, 'wikingerschafe', { players: 2, seats: ['person', 'person'], seed: 9, botTakeOverAfterMs: 100 });
      const second = await joinRoom(server.url, 'wikingerschafe', first.last.code, { name: 'Astrid' });
      expect(first.last.seats[1].name).to.equal('Astrid');
      const token = second.room.reconnectionToken;
      const dropped = second.room;
      await dropped.leave(false);
      await first.waitFor(() => !first.last.seats[1].connected, 'seat 1 shown away');
      // Gone longer than botTakeOverAfterMs: the bot stands in, and the game goes on without them.
      await first.waitFor(() => first.last.seats[1].botStandIn, 'the stand-in');
      const revision = first.last.revision;
      // Play on until the stand-in has moved for seat 1 (a state where seat 1 was to act, then a later revision).
      const standInMoved = () =>
        first.states.some(
          (state, i) =>
            state.revision >= revision && first.game.toAct(first.snapshot(state)).includes(1) && (first.states[i + 1]?.revision ?? -1) > state.revision,
        );
      await first.play(2, { until: standInMoved });
      const room = await clientOf(server.url).reconnect(token);
      second.listen(room);
      await second.waitFor(() => second.last.you === 1 && second.last.seats[1].connected && !second.last.seats[1].botStandIn, 'the seat back');
      expect(second.last.revision).to.be.at.least(revision);
      await first.waitFor(() => first.last.seats[1].connected && !first.last.seats[1].botStandIn, 'seat 1 back for the others');
      await Promise.all([first, second].map((seat) => seat.room.leave()));
    });
  });

  describe('Leaving', () => {
    it('a person who leaves frees the seat: the next to join takes it and plays on', async () => {
      const first = await createRoom(server.url, 'wilde-wikinger', { players: 2, seats: ['person', 'person'], seed: 4 });
      const second = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { name: 'Astrid' });
      const token = second.last.token;
      await second.room.leave(true);
      await first.waitFor(() => first.last.seats[1].open && !first.last.seats[1].connected, 'seat 1 free again');
      // The old token no longer holds the seat; a new friend takes it with the link (a join without a token).
      let error: Error | undefined;
      try {
        await clientOf(server.url).joinById(first.last.code, { token });
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message).to.match(/no seat/);
      const third = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { name: 'Björn' });
      expect(third.last.you).to.equal(1);
      await first.waitFor(() => first.last.seats[1].name === 'Björn' && first.last.seats[1].connected && !first.last.seats[1].open, 'Björn at seat 1');
      const until = (state: OnlineState) => state.revision >= 4;
      await Promise.all([first.play(1, { until }), third.play(2, { until })]);
      await Promise.all([first, third].map((seat) => seat.room.leave()));
    });
  });

  describe('Rematch', () => {
    it('after the game, the room starts another with the same seats once every connected person asked; a leaver does not hold it up', async () => {
      const first = await createRoom(server.url, 'wilde-wikinger', { players: 3, seats: ['person', 'person', 'person'], seed: 5, names: ['Ann', 'Bo', 'Cy'] });
      const second = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { name: 'Astrid' });
      const third = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { name: 'Björn' });
      const tokens = [first, second, third].map((seat) => seat.last.token);
      // Asked during the game: nothing.
      first.room.send(REMATCH_MESSAGE);
      const ends = await Promise.all([first.play(1), second.play(2), third.play(3)]);
      expect(ends[0].rematch).to.deep.equal([]);
      const over = Math.max(...ends.map((end) => end.revision));
      expect(first.last.games).to.equal(1);
      first.room.send(REMATCH_MESSAGE);
      await second.waitFor(() => second.last.rematch?.length === 1, 'seat 0 asked');
      expect(second.last.rematch).to.deep.equal([0]);
      expect(first.game.isOver(first.snapshot())).to.equal(true);
      // Björn goes home: his seat is free, and the two others' word is enough.
      await third.room.leave(true);
      await first.waitFor(() => first.last.seats[2].open, 'seat 2 free');
      expect(first.game.isOver(first.snapshot())).to.equal(true);
      second.room.send(REMATCH_MESSAGE);
      for (const seat of [first, second]) await seat.waitFor(() => seat.last.games === 2 && seat.last, 'the rematch');
      for (const [i, seat] of [first, second].entries()) {
        expect(seat.last.code).to.equal(first.room.roomId);
        expect(seat.last.you).to.equal(i);
        expect(seat.last.token).to.equal(tokens[i]);
        expect(seat.last.revision).to.be.greaterThan(over);
        expect(seat.last.rematch).to.deep.equal([]);
        expect(seat.game.isOver(seat.snapshot())).to.equal(false);
      }
      expect(first.last.seats.map((seat) => seat.name)).to.deep.equal(['Ann', 'Astrid', 'Björn']);
      // The freed seat is the link's again.
      const fourth = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { name: 'Dag' });
      expect(fourth.last.you).to.equal(2);
      await Promise.all([first, second, fourth].map((seat) => seat.room.leave()));
    });
  });

  describe('A scoring read on each device', () => {
    it("each person's Continue is their own; the game goes on once every person at the table has pressed it, or the last reader left", async () => {
      const first = await createRoom(server.url, 'wikingerschafe', { players: 3, seats: ['person', 'person', 'heuristic'], seed: 11 });
      const second = await joinRoom(server.url, 'wikingerschafe', first.last.code, { name: 'Astrid' });
      const scoring = (seat: Seat) => (state: OnlineState) => seat.snapshot(state).hasTag('scoring');
      await Promise.all([first.play(1, { until: scoring(first) }), second.play(2, { until: scoring(second) })]);
      const at = first.last.revision;
      first.send({ type: 'game.continue' });
      await second.waitFor(() => second.last.stepTaken?.includes(0), 'seat 0 has read the scoring');
      // Seat 0 continued on its device; the game still shows the scoring, for Astrid to read.
      for (const seat of [first, second]) {
        expect(seat.last.revision).to.equal(at);
        expect(seat.snapshot().hasTag('scoring')).to.equal(true);
        expect(seat.last.stepTaken).to.deep.equal([0]);
      }
      // Pressed again: nothing more.
      first.send({ type: 'game.continue' }, at);
      second.send({ type: 'game.continue' }, at);
      for (const seat of [first, second]) await seat.revision(at + 1);
      expect(first.last.tableStep).to.deep.include({ revision: at + 1, seat: 1, type: 'game.continue' });
      expect(first.last.stepTaken).to.equal(undefined);
      // The latest moves, kept for a board that joins under way ("Just now"): whose each was, where its lines begin.
      const recent = first.last.recent ?? [];
      expect(recent.length).to.be.within(10, 40);
      expect(new Set(recent.map((move) => move.seat))).to.deep.equal(new Set([0, 1, null]));
      const logs = recent.map((move) => move.log);
      expect(logs).to.deep.equal([...logs].sort((a, b) => a - b));
      expect(logs.at(-1)).to.be.at.most((first.last.context as { log: unknown[] }).log.length);
      expect(first.refusals.concat(second.refusals).filter((refusal) => refusal.reason !== 'stale')).to.deep.equal([]);
      // The next scoring: seat 0 reads it and continues; Astrid's device goes away before she does: the game goes on.
      await Promise.all([first.play(3, { until: scoring(first) }), second.play(4, { until: scoring(second) })]);
      const next = first.last.revision;
      first.send({ type: 'game.continue' });
      await first.waitFor(() => first.last.stepTaken?.includes(0), 'seat 0 has read the second scoring');
      expect(first.last.revision).to.equal(next);
      await second.room.leave(false);
      await first.revision(next + 1);
      expect(first.snapshot().hasTag('scoring') && first.last.revision === next).to.equal(false);
      await first.room.leave();
    });
  });

  describe('Stand-ins', () => {
    it("with botTakeOverAfterMs, a bot plays a friend's seat nobody has taken yet, until a friend takes it", async () => {
      const first = await createRoom(server.url, 'wilde-wikinger', { players: 2, seats: ['person', 'person'], seed: 4, botTakeOverAfterMs: 0 });
      await first.waitFor(() => first.last.seats[1].botStandIn, 'the stand-in at seat 1');
      expect(first.last.seats[0].botStandIn).to.equal(false);
      const second = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { name: 'Astrid' });
      expect(second.last.you).to.equal(1);
      await first.waitFor(() => !first.last.seats[1].botStandIn && first.last.seats[1].connected, 'Astrid at seat 1');
      await Promise.all([first, second].map((seat) => seat.room.leave()));
    });

    it("marks the lines of the computer's moves for a person away (stoodIn), only those, and keeps them through a restart", async () => {
      const dir = dataDir();
      const one = await startServer({ dir });
      const first = await createRoom(one.url, 'wilde-wikinger', { players: 2, seats: ['person', 'person'], seed: 4, botTakeOverAfterMs: 0 });
      // Seat 1 is nobody's yet: the computer plays it, and each of its moves is marked for seat 1.
      await first.play(1, { until: (state) => (state.stoodIn?.length ?? 0) >= 3 });
      const before = first.last;
      const log = (before.context as { log: { who: number }[] }).log;
      const runs = before.stoodIn!;
      for (const run of runs) {
        expect(run.seat).to.equal(1);
        expect(run.end).to.be.above(run.log);
        // A stand-in's move begins with what seat 1 did (its roll, bid, pass, ...).
        expect(log[run.log].who, `line ${run.log}`).to.equal(1);
      }
      // The person's own moves are never marked.
      const own = (before.recent ?? []).filter((move) => move.seat === 0);
      expect(own.length).to.be.above(0);
      for (const move of own)
        expect(
          runs.some((run) => move.log >= run.log && move.log < run.end),
          `move at line ${move.log}`,
        ).to.equal(false);
      await one.stop('SIGKILL');
      const two = await startServer({ dir, port: one.port });
      const back = await joinRoom(two.url, 'wilde-wikinger', before.code, { token: before.token });
      // Replayed from the stored moves: the same runs (the last may have grown since, the stand-in playing on).
      for (const run of runs)
        expect(
          back.last.stoodIn?.some((b) => b.seat === run.seat && b.log === run.log && b.end >= run.end),
          JSON.stringify(run),
        ).to.equal(true);
      await back.room.leave();
      await two.stop();
    });
  });

  describe('A tab closed and the link opened again', () => {
    it('takes the seat back with its token while nobody plays it, never from a tab that still plays it', async () => {
      const first = await createRoom(server.url, 'wilde-wikinger', { players: 2, seats: ['person', 'person'], seed: 4 });
      const second = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { name: 'Astrid' });
      const token = second.last.token!;
      let error: Error | undefined;
      try {
        await clientOf(server.url).joinById(first.last.code, { token, away: true });
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message, 'the seat is played now').to.match(/played now/);
      // The tab closes (no Leave): the seat is away, still Astrid's.
      await second.room.leave(false);
      await first.waitFor(() => !first.last.seats[1].connected && !first.last.seats[1].open, 'seat 1 away');
      const back = await joinRoom(server.url, 'wilde-wikinger', first.last.code, { token, away: true });
      expect(back.last.you).to.equal(1);
      await first.waitFor(() => first.last.seats[1].connected && first.last.seats[1].name === 'Astrid', 'Astrid back at seat 1');
      await Promise.all([first, back].map((seat) => seat.room.leave()));
    });
  });

  describe('Restart', () => {
    it('a server restarted mid-game resumes the room from its snapshot; the seats come back with their tokens (after a rematch too)', async () => {
      const dir = dataDir();
      const one = await startServer({ dir });
      const seat = await createRoom(one.url, 'wilde-wikinger', { players: 3, seats: ['person', 'heuristic', 'person'], seed: 21 });
      const other = await joinRoom(one.url, 'wilde-wikinger', seat.last.code);
      // A few moves in, the process dies (no clean shutdown).
      const until = (state: OnlineState) => state.revision >= 6;
      await Promise.all([seat.play(1, { until }), other.play(2, { until })]);
      await one.stop('SIGKILL');
      const before = seat.last;
      const two = await startServer({ dir, port: one.port });
      const back = await joinRoom(two.url, 'wilde-wikinger', before.code, { token: before.token });
      const otherBack = await joinRoom(two.url, 'wilde-wikinger', before.code, { token: other.last.token });
      expect(back.last.you).to.equal(0);
      expect(otherBack.last.you).to.equal(2);
      expect(back.last.revision).to.be.at.least(before.revision);
      expect(back.last.seats.map((s) => s.kind)).to.deep.equal(['person', 'bot', 'person']);
      const [end] = await Promise.all([back.playToEnd(4), otherBack.playToEnd(5)]);
      expect(back.game.isOver(back.snapshot(end))).to.equal(true);
      // The rematch, then the process dies again: the room resumes in its second game (the first's moves are not
      // replayed on it).
      for (const s of [back, otherBack]) s.room.send(REMATCH_MESSAGE);
      const rematch = await back.waitFor(() => back.last.games === 2 && back.last, 'the rematch');
      await two.stop('SIGKILL');
      const three = await startServer({ dir, port: one.port });
      const again = await joinRoom(three.url, 'wilde-wikinger', before.code, { token: before.token });
      expect(again.last.games).to.equal(2);
      expect(again.last.revision).to.be.at.least(rematch.revision);
      expect(again.game.isOver(again.snapshot())).to.equal(false);
      await again.room.leave();
      await three.stop();
    });

    it('a server stopped cleanly keeps every seat for its person (its closing the sockets is not their leaving)', async () => {
      const dir = dataDir();
      const one = await startServer({ dir });
      const seat = await createRoom(one.url, 'wilde-wikinger', { players: 2, seats: ['person', 'person'], seed: 22 });
      const other = await joinRoom(one.url, 'wilde-wikinger', seat.last.code);
      await one.stop();
      const two = await startServer({ dir, port: one.port });
      const back = await joinRoom(two.url, 'wilde-wikinger', seat.last.code, { token: seat.last.token });
      const otherBack = await joinRoom(two.url, 'wilde-wikinger', seat.last.code, { token: other.last.token });
      expect([back.last.you, otherBack.last.you]).to.deep.equal([0, 1]);
      await Promise.all([back, otherBack].map((s) => s.room.leave()));
      await two.stop();
    });
  });

  describe('Scale-out with Redis', () => {
    it('a client of process A and one of process B play the same room', async function () {
      if (!hasRedis()) {
        console.warn('    skipped: redis-server is not installed (apt-get install redis-server)');
        this.skip();
      }
      const redis = await startRedis();
      const [a, b] = await Promise.all([startServer({ redisUrl: redis.url }), startServer({ redisUrl: redis.url })]);
      try {
        const first = await createRoom(a.url, 'wilde-wikinger', { players: 3, seats: ['person', 'person', 'heuristic'], seed: 13 });
        // Process B knows the seats of A's room before anyone joins it there (the shared matchmaker listing).
        const info = await clientOf(b.url).http.get<OnlineRoomInfo>(roomInfoPath('wilde-wikinger', first.last.code));
        expect(info.data.open).to.equal(1);
        const second = await joinRoom(b.url, 'wilde-wikinger', first.last.code);
        expect(second.last.you).to.equal(1);
        const [end] = await Promise.all([first.playToEnd(1, assertNothingHidden), second.playToEnd(2, assertNothingHidden)]);
        expect(first.game.isOver(first.snapshot(end))).to.equal(true);
        expect(second.last.revision).to.equal(first.last.revision);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await redis.stop();
      }
    });
  });

  it('serves every game of the registry', () => {
    expect(gameIds.length).to.equal(gameRegistry.length);
    void Seat;
  });
});
