import { expect, fixture, html } from '@open-wc/testing';
import { createActor } from 'xstate';
import { seedRng } from '@viking-games/core/kit';
import { wikingerschafe, wikingerschafeMachine, type WikingerschafeMove, type WikingerschafeView } from '@viking-games/core/wikingerschafe';
import { wildeWikinger, wildeWikingerMachine, type WildeWikingerMove, type WildeWikingerView } from '@viking-games/core/wilde-wikinger';
import { settle, until } from './test-helpers.js';
import { WorkerJobs, type BotJob } from './worker-jobs.js';
import type { SearchAnswer } from './search-bot.js';
import { runSearchJob as runWikingerschafeSearch } from '../wikingerschafe/wikingerschafe.search-jobs.js';
import { runSearchJob as runWildeWikingerSearch } from '../wilde-wikinger/wilde-wikinger.search-jobs.js';
import type { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import type { WildeWikingerBoard } from '../wilde-wikinger/wilde-wikinger-board.js';
import '../wikingerschafe/index.js';
import '../wilde-wikinger/index.js';

/** The kinds of the jobs posted to workers from now on (a 'bot' job is a bot thinking there), until `stop()`. */
function spyWorkerJobs(): { jobs: string[]; stop: () => void } {
  const jobs: string[] = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: { job?: { kind?: string; bot?: string } }, ...rest: unknown[]) {
    jobs.push(`${message?.job?.kind ?? ''}:${message?.job?.bot ?? ''}`);
    return (post as (...args: unknown[]) => void).call(this, message, ...rest);
  } as typeof post;
  return { jobs, stop: () => void (Worker.prototype.postMessage = post) };
}

/** What each Wikingerschafe player panel says beside the name (its tag), in seat order. */
function panelTags(el: WikingerschafeBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll('wikingerschafe-player-panel')].map((panel) => panel.shadowRoot!.querySelector('.tag')?.textContent?.trim() ?? '');
}

/** What each Wilde Wikinger player badge says after the name, in seat order. */
function badgeNotes(el: WildeWikingerBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll('.player .who')].map((who) => who.querySelector('.bot')?.textContent?.trim() ?? '');
}

describe('The search bot (the strongest level) and the level on the seat', () => {
  beforeEach(() => localStorage.clear());

  describe('the level on the seat', () => {
    it('Wikingerschafe: each bot panel says how strong the computer plays, in English and German', async () => {
      const el = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board players="4" seats="human,heuristic:3,search,random" seed="2" bot-delay="100000"></wikingerschafe-board>`,
      );
      await settle(el);
      expect(panelTags(el).slice(0, 4)).to.deep.equal(['', 'computer · level 3', 'computer · strongest', 'computer · random']);
      el.setAttribute('locale', 'de');
      await until(() => panelTags(el)[1] === 'Computer · Stufe 3');
      expect(panelTags(el).slice(0, 4)).to.deep.equal(['', 'Computer · Stufe 3', 'Computer · stärkste Stufe', 'Computer · Zufall']);
    });

    it('Wilde Wikinger: each bot badge says how strong the computer plays, in English and German', async () => {
      const el = await fixture<WildeWikingerBoard>(
        html`<wilde-wikinger-board players="4" seats="human,heuristic:1,search,heuristic" seed="2" bot-delay="100000"></wilde-wikinger-board>`,
      );
      await settle(el);
      expect(badgeNotes(el)).to.deep.equal(['', '(computer · level 1)', '(computer · strongest)', '(computer · level 2)']);
      el.setAttribute('locale', 'de');
      await until(() => badgeNotes(el)[1] === '(Computer · Stufe 1)');
      expect(badgeNotes(el)).to.deep.equal(['', '(Computer · Stufe 1)', '(Computer · stärkste Stufe)', '(Computer · Stufe 2)']);
    });
  });

  describe('thinking in a worker', () => {
    it("Wikingerschafe: a search seat thinks in the board's worker and plays its turn there", async function () {
      this.timeout(120_000);
      const { jobs, stop } = spyWorkerJobs();
      try {
        const el = await fixture<WikingerschafeBoard>(
          html`<wikingerschafe-board players="2" seats="search,search" seed="3" bot-delay="0"></wikingerschafe-board>`,
        );
        await settle(el);
        await until(() => el.snapshot!.context.turns >= 2, 90_000);
        expect(jobs.filter((job) => job === 'bot:search').length, 'the search thought in the worker').to.be.at.least(2);
      } finally {
        stop();
      }
    });

    it("Wilde Wikinger: a search seat thinks in the board's worker and plays its turn there", async function () {
      this.timeout(120_000);
      const { jobs, stop } = spyWorkerJobs();
      try {
        const el = await fixture<WildeWikingerBoard>(
          html`<wilde-wikinger-board players="2" seats="search,heuristic" seed="3" bot-delay="0"></wilde-wikinger-board>`,
        );
        await settle(el);
        await until(() => el.snapshot!.context.turn >= 3, 90_000);
        expect(jobs.filter((job) => job === 'bot:search').length, 'the search thought in the worker').to.be.at.least(1);
        expect(
          jobs.filter((job) => job === 'bot:heuristic'),
          'the heuristic thinks on the board',
        ).to.deep.equal([]);
      } finally {
        stop();
      }
    });

    it("where no worker can start, the same jobs answer on the main thread with the worker's answers", async function () {
      this.timeout(60_000);
      const ws = createActor(wikingerschafeMachine, { input: wikingerschafe.createInput({ players: 2, seed: 4 }) })
        .start()
        .getSnapshot();
      const wsSeat = wikingerschafe.toAct(ws)[0];
      const wsJob: BotJob<WikingerschafeView, WikingerschafeMove> = {
        kind: 'bot',
        bot: 'search',
        level: 2,
        seat: wsSeat,
        view: wikingerschafe.playerView(ws, wsSeat),
        moves: wikingerschafe.legalMoves(ws, wsSeat),
        rng: seedRng(9),
      };
      const here = new WorkerJobs<BotJob<WikingerschafeView, WikingerschafeMove>, SearchAnswer<WikingerschafeMove>>(
        (job) => import('../wikingerschafe/wikingerschafe.search-jobs.js').then((m) => m.runSearchJob(job)),
        () => undefined,
      );
      try {
        expect(await here.run(wsJob)).to.deep.equal(runWikingerschafeSearch(wsJob));
        expect(here.inWorker).to.equal(false);
      } finally {
        here.dispose();
      }
      const ww = createActor(wildeWikingerMachine, { input: wildeWikinger.createInput({ players: 3, seed: 4 }) })
        .start()
        .getSnapshot();
      const wwJob: BotJob<WildeWikingerView, WildeWikingerMove> = {
        kind: 'bot',
        bot: 'search',
        level: 2,
        seat: 0,
        view: wildeWikinger.playerView(ww, 0),
        moves: wildeWikinger.legalMoves(ww, 0),
        rng: seedRng(9),
      };
      expect(runWildeWikingerSearch(wwJob).move).to.deep.equal({ type: 'player.roll', seat: 0 });
    });
  });
});
