import { expect, fixture } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import '../wikingerschafe/index.js';
import '../wilde-wikinger/index.js';
import '../viking-seesaw/index.js';
import '../viking-valley/index.js';
import { ContextEvent } from '@lit/context';
import type { AnyActorRef } from 'xstate';
import type { GameModule } from '@viking-games/core/kit';
import { wikingerschafe } from '@viking-games/core/wikingerschafe';
import { wildeWikinger } from '@viking-games/core/wilde-wikinger';
import { vikingSeesaw } from '@viking-games/core/viking-seesaw';
import { vikingValley } from '@viking-games/core/viking-valley';
import { boardMove, settle, until, warnings } from './test-helpers.js';
import { gameContext, type GameContextValue } from './game-context.js';
import type { ReplayArgs } from './story-replay.js';
import { GameOver as wikingerschafeOver } from '../wikingerschafe/wikingerschafe-board.states.stories.js';
import { GameOver as wildeWikingerOver } from '../wilde-wikinger/wilde-wikinger-board.states.stories.js';
import { GameOver as vikingSeesawOver } from '../viking-seesaw/viking-seesaw.states.stories.js';
import { GameOver as vikingValleyOver } from '../viking-valley/viking-valley-board.states.stories.js';

/** What every game element does the same, because the base class (GameBoardElement) does it. */
type Board = HTMLElement & { players: number | string; seats: string; seed?: number | string; snapshot?: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = GameModule<any, any, any, any>;
/** Each game with the generated story that reaches its game over (tools/generate-stories.ts): a short, real game. */
const GAMES: readonly { tag: string; game: string; module: AnyModule; over: ReplayArgs }[] = [
  { tag: 'wikingerschafe-board', game: 'wikingerschafe', module: wikingerschafe, over: wikingerschafeOver.args as ReplayArgs },
  { tag: 'wilde-wikinger-board', game: 'wilde-wikinger', module: wildeWikinger, over: wildeWikingerOver.args as ReplayArgs },
  { tag: 'viking-seesaw', game: 'viking-seesaw', module: vikingSeesaw, over: vikingSeesawOver.args as ReplayArgs },
  { tag: 'viking-valley-board', game: 'viking-valley', module: vikingValley, over: vikingValleyOver.args as ReplayArgs },
];

async function board(tag: string, attributes = 'players="2" seats="human,human" seed="11" bot-delay="100000"'): Promise<Board> {
  const el = await fixture<Board>(staticHtml`<${unsafeStatic(tag)} ${unsafeStatic(attributes)}></${unsafeStatic(tag)}>`);
  await settle(el as unknown as Parameters<typeof settle>[0]);
  return el;
}

/** Records the element's `game-start` and `turn` events, in order. */
function record(el: HTMLElement): { type: string; detail: Record<string, unknown> }[] {
  const seen: { type: string; detail: Record<string, unknown> }[] = [];
  for (const type of ['game-start', 'turn'] as const) el.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  return seen;
}

const settled = (el: Board) => settle(el as unknown as Parameters<typeof settle>[0]);

describe('Game elements (the shared base)', () => {
  for (const { tag, game } of GAMES) {
    describe(`<${tag}>`, () => {
      it('a new players, seats or seed mid-game is a new game: game-start fires', async () => {
        const el = await board(tag);
        const seen = record(el);
        el.seed = 12;
        await settled(el);
        expect(seen.filter((e) => e.type === 'game-start').map((e) => e.detail)).to.have.length(1);
        expect(seen.find((e) => e.type === 'game-start')!.detail).to.include({ game, seed: 12, players: 2, seats: 'human,human' });
        el.setAttribute('players', '3');
        el.setAttribute('seats', 'human,human,human');
        await settled(el);
        const starts = seen.filter((e) => e.type === 'game-start');
        expect(starts).to.have.length(2);
        expect(starts[1].detail).to.include({ players: 3, seats: 'human,human,human', seed: 12 });
        el.setAttribute('locale', 'de');
        el.setAttribute('theme', 'dark');
        await settled(el);
        expect(seen.filter((e) => e.type === 'game-start')).to.have.length(2);
      });
    });
  }

  for (const { tag } of GAMES) {
    it(`<${tag}>: its child elements' events stop at the board, the page hears only game-start, turn and game-over`, async () => {
      const el = await board(tag);
      const names = (el.constructor as unknown as { innerEvents: readonly string[] }).innerEvents;
      expect(names.length, "the board names its child elements' events").to.be.greaterThan(0);
      const onPage: string[] = [];
      const inside: string[] = [];
      const hear = (list: string[]) => (event: Event) => void list.push(event.type);
      const page = hear(onPage);
      const board_ = hear(inside);
      for (const name of names) {
        document.addEventListener(name, page);
        el.shadowRoot!.addEventListener(name, board_);
      }
      try {
        // From deep inside: the innermost element of the board's shadow tree.
        let from: Element = el.shadowRoot!.lastElementChild!;
        while (from.lastElementChild ?? from.shadowRoot?.lastElementChild) from = (from.shadowRoot?.lastElementChild ?? from.lastElementChild)!;
        for (const name of names) from.dispatchEvent(new CustomEvent(name, { detail: {}, bubbles: true, composed: true }));
      } finally {
        for (const name of names) {
          document.removeEventListener(name, page);
          el.shadowRoot!.removeEventListener(name, board_);
        }
      }
      expect(inside, 'the board itself hears them').to.deep.equal([...names]);
      expect(onPage).to.deep.equal([]);
    });
  }

  for (const { tag } of GAMES) {
    it(`<${tag}> without locale speaks the page's language: <html lang="de-AT">, or the nearest lang; its own locale wins; a language we lack is English`, async () => {
      const html = document.documentElement;
      const before = html.lang;
      const newGameText = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.header button')].map((b) => b.textContent!.trim());
      try {
        html.lang = 'de-AT';
        const el = await board(tag);
        await until(() => newGameText(el).includes('Neues Spiel'), 5000, 10);
        const host = await fixture<HTMLDivElement>(staticHtml`<div lang="en"></div>`);
        const inner = document.createElement(tag);
        host.append(inner);
        await settled(inner as Board);
        expect(newGameText(inner)).to.include('New game');
        el.setAttribute('locale', 'en');
        await settled(el);
        expect(newGameText(el)).to.include('New game');
        html.lang = 'fr';
        const french = await board(tag);
        expect(newGameText(french)).to.include('New game');
      } finally {
        html.lang = before;
      }
    });
  }

  for (const { tag, game } of GAMES) {
    it(`<${tag}> fires turn for the opening turn right after game-start: first start, "New game", a new seed`, async () => {
      const host = await fixture<HTMLDivElement>(staticHtml`<div></div>`);
      const el = document.createElement(tag) as Board;
      for (const [name, value] of Object.entries({ players: '2', seats: 'human,human', seed: '11', 'bot-delay': '100000' })) el.setAttribute(name, value);
      const seen = record(el);
      host.append(el);
      await settled(el);
      expect(seen.map((e) => e.type)).to.deep.equal(['game-start', 'turn']);
      expect(seen[1].detail).to.include({ game, turns: 0 });
      seen.length = 0;
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.header button')].find((b) => b.textContent!.trim() === 'New game')!.click();
      await settled(el);
      expect(seen.map((e) => e.type)).to.deep.equal(['game-start', 'turn']);
      seen.length = 0;
      el.seed = 12;
      await settled(el);
      expect(seen.map((e) => e.type)).to.deep.equal(['game-start', 'turn']);
      expect(seen[1].detail).to.include({ game, turns: 0 });
    });
  }

  for (const { tag } of GAMES) {
    describe(`<${tag}> attribute values`, () => {
      for (const value of ['abc', '-100']) {
        it(`warns about bot-delay="${value}" and uses the default pace`, async () => {
          const seen = await warnings(async () => void (await board(tag, `players="2" seats="human,human" seed="4" bot-delay="${value}"`)));
          expect(seen.filter((w) => w.includes(`bot-delay="${value}"`) && /milliseconds/.test(w))).to.have.length(1);
        });
      }
      for (const value of [',,,', ' , ']) {
        it(`warns about names="${value}" (no usable name) and uses the game's names`, async () => {
          let el!: Board;
          const seen = await warnings(async () => void (el = await board(tag, `players="2" seats="human,human" seed="4" names="${value}"`)));
          expect(seen.filter((w) => w.includes(`names="${value}"`))).to.have.length(1);
          expect(el.shadowRoot!.textContent).to.not.match(/undefined/);
        });
      }
      for (const value of ['9', '1', 'two']) {
        it(`players="${value}" (out of range) falls back to the documented default, 3, and the warning names it as the default`, async () => {
          let el!: Board;
          const seen = await warnings(async () => void (el = await board(tag, `players="${value}" seed="4" bot-delay="100000"`)));
          expect(seen.filter((w) => w.includes(`players="${value}"`) && /using the default, 3 players/.test(w))).to.have.length(1);
          expect((el.snapshot as { context: { players: unknown[] } }).context.players).to.have.length(3);
        });
      }
      it('without players plays the same default, 3, without a warning', async () => {
        let el!: Board;
        const seen = await warnings(async () => void (el = await board(tag, `seed="4" bot-delay="100000"`)));
        expect(seen).to.deep.equal([]);
        expect((el.snapshot as { context: { players: unknown[] } }).context.players).to.have.length(3);
      });
      it('names="Ada,,Bo": an empty entry keeps its seat (the default name there), so Bo is the third player', async () => {
        const el = await board(tag, `players="3" seats="human,human,human" seed="4" names="Ada,,Bo"`);
        const names = (el.snapshot as { context: { players: { name: string }[] } }).context.players.map((p) => p.name);
        expect(names[0]).to.equal('Ada');
        expect(names[1]).to.not.be.oneOf(['', 'Ada', 'Bo']);
        expect(names[2]).to.equal('Bo');
      });
      it('does not warn about good values', async () => {
        const seen = await warnings(
          async () => void (await board(tag, `players="2" seats="human,random" seed="4294967295" bot-delay="0" names="Ada,,Bo" locale="de-DE" theme="light"`)),
        );
        expect(seen).to.deep.equal([]);
      });
    });
  }

  for (const { tag, game, module, over } of GAMES) {
    describe(`<${tag}> "New game"`, () => {
      const headerButton = (el: Board, text: string) =>
        [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === text)!;
      const confirm = (el: Board) => el.shadowRoot!.querySelector<HTMLElement & { open: boolean }>('vg-dialog.confirm')!;
      const actorOf = (el: Board) => (el as unknown as { actor: AnyActorRef }).actor;
      /** One legal move of the first seat to act, sent as code would. */
      const move = async (el: Board) => actorOf(el).send(await boardMove(el, module.legalMoves(actorOf(el).getSnapshot())[0]));

      it(`<${tag}>.newGame(options): a new game at once, in a new actor, with one game-start; its options set the attributes`, async () => {
        const el = (await board(tag)) as Board & { newGame(options?: { players?: number; seats?: string; seed?: number }): void; actor?: AnyActorRef };
        await move(el);
        await settled(el);
        const seen = record(el);
        const before = el.actor;
        el.newGame();
        expect(el.actor, 'a new actor at once (one restart path in every game)').to.not.equal(before);
        expect(confirm(el).open, 'the page asked: nothing is confirmed').to.equal(false);
        await settled(el);
        expect(seen.filter((e) => e.type === 'game-start')).to.have.length(1);
        seen.length = 0;
        el.newGame({ players: 3, seats: 'human,random,human', seed: 21 });
        await settled(el);
        expect(el.getAttribute('players'), 'the attribute reflects the option').to.equal('3');
        const starts = seen.filter((e) => e.type === 'game-start');
        expect(starts, 'one game-start, not one more for the changed attributes').to.have.length(1);
        expect(starts[0].detail).to.include({ game, players: 3, seed: 21 });
        expect((starts[0].detail as { seats: string }).seats).to.match(/^human,random:\d,human$/);
      });

      it('asks before abandoning a game in progress; not before any move; Keep playing keeps it', async () => {
        const el = await board(tag);
        const seen = record(el);
        headerButton(el, 'New game').click();
        await settled(el);
        expect(seen.filter((e) => e.type === 'game-start')).to.have.length(1);
        expect(confirm(el).open).to.equal(false);

        await move(el);
        await settled(el);
        const before = actorOf(el).getSnapshot();
        headerButton(el, 'New game').click();
        await settled(el);
        expect(confirm(el).open).to.equal(true);
        expect(confirm(el).textContent).to.contain('Abandon this game and start a new one?');
        expect(seen.filter((e) => e.type === 'game-start')).to.have.length(1);
        headerButton(el, 'Keep playing').click();
        await settled(el);
        expect(confirm(el).open).to.equal(false);
        expect(actorOf(el).getSnapshot()).to.equal(before);
        headerButton(el, 'New game').click();
        await settled(el);
        headerButton(el, 'Start a new game').click();
        await settled(el);
        expect(confirm(el).open).to.equal(false);
        expect(seen.filter((e) => e.type === 'game-start')).to.have.length(2);
      });

      it('does not ask after game over', async () => {
        // The generated game-over story's events: a whole game, short (a random game of a physics game may take
        // hundreds of resolved moves, and the test its whole timeout on a busy machine).
        const { players, seed, events, seats } = over;
        const el = await board(tag, `players="${players}" seats="${seats ?? Array(players).fill('human').join(',')}" seed="${seed}" bot-delay="100000"`);
        for (const event of events) actorOf(el).send(await boardMove(el, event));
        expect(module.isOver(actorOf(el).getSnapshot())).to.equal(true);
        await settled(el);
        const seen = record(el);
        headerButton(el, 'New game').click();
        await settled(el);
        expect(confirm(el).open).to.equal(false);
        expect(seen.filter((e) => e.type === 'game-start')).to.have.length(1);
      });
    });
  }

  for (const { tag, module } of GAMES) {
    describe(`<${tag}> as frameworks set it`, () => {
      const actorOf = (el: Board) => (el as unknown as { actor: AnyActorRef }).actor;
      const play = async (el: Board, moves: number) => {
        for (let i = 0; i < moves; i++) actorOf(el).send(await boardMove(el, module.legalMoves(actorOf(el).getSnapshot())[0]));
      };

      it('setting snapshot to a persisted snapshot continues that game; the current snapshot or null changes nothing', async () => {
        const source = await board(tag);
        await play(source, 2);
        await settled(source);
        const saved = actorOf(source).getPersistedSnapshot();
        const el = await board(tag);
        el.snapshot = saved;
        await settled(el);
        expect(JSON.stringify(actorOf(el).getPersistedSnapshot())).to.equal(JSON.stringify(saved));
        const same = actorOf(el);
        const current = el.snapshot;
        el.snapshot = current;
        el.snapshot = null;
        el.snapshot = undefined;
        expect(actorOf(el)).to.equal(same);
      });

      it('setting snapshot to something that is no game of this element keeps the game and warns', async () => {
        const el = await board(tag);
        await play(el, 1);
        const before = JSON.stringify(actorOf(el).getPersistedSnapshot());
        const seen = await warnings(async () => {
          el.snapshot = { value: 'nowhere', context: { nonsense: true }, status: 'active' };
          await settled(el);
        });
        expect(JSON.stringify(actorOf(el).getPersistedSnapshot())).to.equal(before);
        expect(seen.join('\n')).to.contain('does not describe a game');
      });

      it('setting actor (React sets every prop the element has) warns once and keeps the game', async () => {
        const el = await board(tag);
        const running = actorOf(el);
        const seen = await warnings(async () => {
          (el as unknown as { actor: unknown }).actor = {};
          (el as unknown as { actor: unknown }).actor = {};
        });
        expect(seen).to.have.length(1);
        expect(seen[0]).to.contain('read-only');
        expect(actorOf(el)).to.equal(running);
      });

      it('writes no attribute onto its own tag (server-rendered HTML hydrates without a mismatch): defaults stay unwritten', async () => {
        // As React renders `<tag players={2} botDelay={0} />` on the server: what the page wrote is all the tag has.
        const written = 'seats="human,human,human" seed="11" botdelay="0"';
        const el = await board(tag, written);
        await play(el, 1);
        await settled(el);
        expect(el.getAttributeNames().sort()).to.deep.equal(['botdelay', 'seats', 'seed']);
        const props = el as unknown as { players: unknown; theme: unknown; persist: unknown; names: unknown };
        expect([props.players, props.theme, props.persist, props.names]).to.deep.equal([3, 'auto', '', '']);
        // A property set by code is still reflected (the theme's CSS reads the attribute).
        props.theme = 'dark';
        await settled(el);
        expect(el.getAttribute('theme')).to.equal('dark');
      });

      it('reads a lower-cased prop name set as an attribute before the element was defined (botdelay) as bot-delay', async () => {
        const el = await board(tag, 'players="2" seats="human,human" seed="11" botdelay="0"');
        expect((el as unknown as { botDelay?: number }).botDelay).to.equal(0);
      });
    });
  }

  for (const value of ['false', '0', 'off', 'no']) {
    it(`<wikingerschafe-board friendly="${value}"> plays the normal game, without a warning`, async () => {
      let el!: Board;
      const seen = await warnings(async () => void (el = await board('wikingerschafe-board', `players="2" seats="human,human" seed="4" friendly="${value}"`)));
      expect(seen).to.deep.equal([]);
      expect((el.snapshot as { context: { friendly: boolean } }).context.friendly).to.equal(false);
    });
  }

  it('<wikingerschafe-board friendly="maybe"> warns once and plays the normal game; friendly="friendly" is on; the property set to "false" removes the attribute', async () => {
    let el!: Board;
    const seen = await warnings(async () => void (el = await board('wikingerschafe-board', `players="2" seats="human,human" seed="4" friendly="maybe"`)));
    expect(seen.filter((w) => w.includes('friendly="maybe"'))).to.have.length(1);
    expect((el.snapshot as { context: { friendly: boolean } }).context.friendly).to.equal(false);
    el.setAttribute('friendly', 'friendly');
    await settled(el);
    expect((el.snapshot as { context: { friendly: boolean } }).context.friendly).to.equal(true);
    (el as unknown as { friendly: unknown }).friendly = 'false';
    await settled(el);
    expect(el.hasAttribute('friendly')).to.equal(false);
    expect((el.snapshot as { context: { friendly: boolean } }).context.friendly).to.equal(false);
  });

  for (const { tag } of GAMES) {
    it(`<${tag}>: removing an optional attribute (names, seats, locale, theme, persist, bot-delay) means its default, and the board keeps working`, async () => {
      const el = await board(tag, 'players="2" seats="human,human" seed="4" names="Ada,Bo" locale="de" theme="dark" persist="" bot-delay="0"');
      for (const name of ['names', 'seats', 'locale', 'theme', 'persist', 'bot-delay']) el.removeAttribute(name);
      for (const name of ['names', 'seats', 'locale', 'theme', 'persist']) (el as unknown as Record<string, unknown>)[name] = null;
      await settled(el);
      expect(el.shadowRoot!.querySelector('#prompt')!.textContent!.trim()).to.not.equal('');
      expect(el.shadowRoot!.textContent).to.not.match(/undefined|null/);
    });
  }

  it('<wikingerschafe-board friendly> changed mid-game is a new game: game-start fires', async () => {
    const el = await board('wikingerschafe-board');
    const seen = record(el);
    el.setAttribute('friendly', '');
    await settled(el);
    const starts = seen.filter((e) => e.type === 'game-start');
    expect(starts).to.have.length(1);
    expect(starts[0].detail).to.include({ friendly: true, seed: 11 });
  });
  it('hands its game to a child element that asks for gameContext, and each new snapshot after a move', async () => {
    const el = await board('wikingerschafe-board');
    const child = document.createElement('span');
    el.shadowRoot!.append(child);
    const heard: GameContextValue[] = [];
    child.dispatchEvent(new ContextEvent(gameContext, child, (value: GameContextValue) => heard.push(value), true));
    expect(heard, 'the board answers at once').to.have.length(1);
    expect(heard[0].snapshot).to.equal(el.snapshot);
    expect(heard[0].actor).to.equal((el as unknown as { actor: AnyActorRef }).actor);
    expect(heard[0].interactive).to.equal(true);
    const [move] = wikingerschafe.legalMoves(el.snapshot as never);
    expect(heard[0].send(move), 'send goes through the board').to.equal(true);
    expect(heard.at(-1)!.snapshot).to.equal(el.snapshot);
    expect(heard.at(-1)!.snapshot).to.not.equal(heard[0].snapshot);
  });
});
