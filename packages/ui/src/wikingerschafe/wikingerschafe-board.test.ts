import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { phaseOf } from '@viking-games/core/wikingerschafe';
import './index.js';
import { buttonByText, root, settle, until, warnings } from '../shared/test-helpers.js';
import type { WikingerschafeBoard } from './wikingerschafe-board.js';
import type { WikingerschafeLocation } from './wikingerschafe-location.js';

const legalLocations = (el: WikingerschafeBoard) => [...root(el).querySelectorAll<WikingerschafeLocation>('wikingerschafe-location[legal]')];

describe('<wikingerschafe-board>', () => {
  beforeEach(() => localStorage.clear());

  describe('Rendering', () => {
    it('shows the five Locations, the round board, a panel per Wikinger and a prompt, and is accessible', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board seed="3" seats="human,human,human"></wikingerschafe-board>`);
      await settle(el);
      expect(root(el).querySelectorAll('wikingerschafe-location')).to.have.length(5);
      expect(root(el).querySelector('wikingerschafe-round-board')).to.not.equal(null);
      expect(root(el).querySelectorAll('wikingerschafe-player-panel')).to.have.length(3);
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/choose dice to re-roll/);
      expect(legalLocations(el).length).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
    });

    it('adds Björn Blökson in a 2-player game and speaks German', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="5" locale="de"></wikingerschafe-board>`);
      await settle(el);
      const panels = [...root(el).querySelectorAll('wikingerschafe-player-panel')];
      expect(panels.map((p) => p.name)).to.include('Björn Blökson');
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/wähle Würfel/);
      const bjornDice = el.snapshot!.context.wikinger[2].dice.filter((d) => d.place === 'location');
      expect(bjornDice).to.have.length(6);
    });
  });

  describe('Attributes', () => {
    it('reflects its properties to attributes', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board seed="1"></wikingerschafe-board>`);
      el.players = 2;
      el.locale = 'de';
      el.theme = 'dark';
      el.friendly = true;
      await settle(el);
      expect(el.getAttribute('players')).to.equal('2');
      expect(el.getAttribute('locale')).to.equal('de');
      expect(el.getAttribute('theme')).to.equal('dark');
      expect(el.hasAttribute('friendly')).to.equal(true);
      expect(el.snapshot!.context.players).to.have.length(2);
      expect(el.snapshot!.context.friendly).to.equal(true);
    });

    it('warns about bad values and falls back', async () => {
      let el!: WikingerschafeBoard;
      const seen = await warnings(async () => {
        el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="9" seed="abc" locale="xx" seats="human,wizard,random"></wikingerschafe-board>`);
        await settle(el);
      });
      expect(seen.some((w) => /players="9".*2 to 4/.test(w))).to.equal(true);
      expect(seen.some((w) => /seed="abc"/.test(w))).to.equal(true);
      expect(seen.some((w) => /locale="xx"/.test(w))).to.equal(true);
      expect(seen.some((w) => /wizard/.test(w))).to.equal(true);
      expect(el.snapshot!.context.players).to.have.length(3);
      expect(el.snapshot!.context.players.map((p) => p.seat.kind)).to.deep.equal(['human', 'bot', 'bot']);
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/choose dice|thinking/);
    });
  });

  describe('Events', () => {
    it('fires turn on a click and game-start on "New game", but not when a property is set', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="11"></wikingerschafe-board>`);
      await settle(el);
      const starts: Event[] = [];
      const turns: CustomEvent[] = [];
      el.addEventListener('game-start', (e) => starts.push(e));
      el.addEventListener('turn', (e) => turns.push(e));
      el.seed = 12;
      await settle(el);
      expect(starts).to.have.length(0);
      expect(el.snapshot!.context.seed).to.equal(12);

      legalLocations(el)[0].shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(el);
      buttonByText(el, /^Place$/)!.click();
      await settle(el);
      // Reward (if any), then End turn.
      while (phaseOf(el.snapshot!) !== 'turnEnd') {
        root(el).querySelector<HTMLButtonElement>('.action [data-primary]')!.click();
        await settle(el);
      }
      const turn = oneEvent(el, 'turn');
      buttonByText(el, /^End turn$/)!.click();
      const event = await turn;
      expect(event.detail).to.include({ game: 'wikingerschafe', round: 1, turns: 1 });
      expect(event.bubbles && event.composed).to.equal(true);

      const start = oneEvent(el, 'game-start');
      buttonByText(el, /^New game$/)!.click();
      expect((await start).detail).to.include({ game: 'wikingerschafe', players: 2 });
    });

    it('chooses dice with the keyboard and rolls with R', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="21"></wikingerschafe-board>`);
      await settle(el);
      const first = root(el).querySelector<HTMLButtonElement>('.tray .die-btn')!;
      first.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(el);
      const second = root(el).querySelectorAll<HTMLButtonElement>('.tray .die-btn')[1];
      expect(root(el).activeElement).to.equal(second);
      await sendKeys({ press: 'Space' });
      await settle(el);
      expect(second.getAttribute('aria-pressed')).to.equal('true');
      const rolls = el.snapshot!.context.log.filter((e) => e.kind === 'roll').length;
      await sendKeys({ press: 'r' });
      await settle(el);
      expect(el.snapshot!.context.log.filter((e) => e.kind === 'roll')).to.have.length(rolls + 1);
      expect(el.snapshot!.context.turn.rollsLeft).to.equal(1);
      const announcer = root(el).querySelector('vg-announcer')!;
      await until(() => /rolled \d/.test(announcer.message), 2000);
      expect(root(el).querySelector('vg-game-log')!.shadowRoot!.textContent).to.match(/rolled \d/);
      // Focus stays inside the element after the move.
      expect(root(el).activeElement).to.not.equal(null);
    });
  });

  describe('Persistence', () => {
    it('resumes the saved game in a new element, and starts anew with a notice when the save was tampered with', async () => {
      const first = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board persist="ws-test" players="2" seats="human,human" seed="31"></wikingerschafe-board>`);
      await settle(first);
      legalLocations(first)[0].shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(first);
      buttonByText(first, /^Place$/)!.click();
      await settle(first);
      const log = first.snapshot!.context.log.length;
      first.remove();

      const second = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board persist="ws-test" players="2" seats="human,human"></wikingerschafe-board>`);
      await settle(second);
      expect(second.snapshot!.context.seed).to.equal(31);
      expect(second.snapshot!.context.log).to.have.length(log);
      expect(root(second).querySelector('.notice')).to.equal(null);
      second.remove();

      localStorage.setItem('ws-test', localStorage.getItem('ws-test')!.slice(0, 40));
      const third = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board persist="ws-test" players="2" seats="human,human" seed="32"></wikingerschafe-board>`);
      await settle(third);
      expect(third.snapshot!.context.seed).to.equal(32);
      expect(root(third).querySelector('.notice')!.textContent).to.match(/could not be restored/);
    });
  });

  describe('Lifecycle', () => {
    it('stops its actor when removed and resumes the same game when put back', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="41"></wikingerschafe-board>`);
      await settle(el);
      const actor = el.actor!;
      const parent = el.parentElement!;
      el.remove();
      expect(actor.getSnapshot().status).to.equal('stopped');
      parent.append(el);
      await settle(el);
      expect(el.actor).to.not.equal(actor);
      expect(el.actor!.getSnapshot().status).to.equal('active');
      expect(el.snapshot!.context.seed).to.equal(41);
    });

    it('keeps two instances on one page independent', async () => {
      const pair = await fixture<HTMLDivElement>(html`<div>
        <wikingerschafe-board players="2" seats="human,human" seed="51"></wikingerschafe-board>
        <wikingerschafe-board players="2" seats="human,human" seed="51"></wikingerschafe-board>
      </div>`);
      const [a, b] = [...pair.querySelectorAll('wikingerschafe-board')];
      await settle(a);
      await settle(b);
      legalLocations(a)[0].shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle(a);
      buttonByText(a, /^Place$/)!.click();
      await settle(a);
      expect(a.snapshot!.context.turn.placed).to.equal(true);
      expect(b.snapshot!.context.turn.placed).to.equal(false);
      expect(a.actor).to.not.equal(b.actor);
    });

    it('lets bots play a whole game at their own pace and fires game-over', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="random,heuristic" seed="61" bot-delay="0"></wikingerschafe-board>`);
      const over = oneEvent(el, 'game-over');
      const { detail } = await over;
      expect(detail.game).to.equal('wikingerschafe');
      expect(detail.scores.final).to.equal(true);
      expect(detail.winners.length).to.be.greaterThan(0);
      await settle(el);
      expect(root(el).querySelector('#prompt')!.textContent).to.match(/Game over/);
    });
  });

  describe('Names', () => {
    it('puts the displayed names into the game, so game-over names the winners as the screen does', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board names="Anna,Bob,Cara" seats="random,heuristic,random" seed="62" bot-delay="0"></wikingerschafe-board>`);
      const { detail } = await oneEvent(el, 'game-over');
      expect(detail.scores.lines.map((l: { name: string }) => l.name)).to.have.members(['Anna', 'Bob', 'Cara']);
      expect(detail.winners.length).to.be.greaterThan(0);
      for (const winner of detail.winners) expect(['Anna', 'Bob', 'Cara']).to.include(winner);
      await settle(el);
      expect(root(el).querySelector('#prompt')!.textContent).to.contain(detail.winners[0]);
    });

    it('uses the default names shown on the board when no names are given', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="63"></wikingerschafe-board>`);
      await settle(el);
      expect(el.snapshot!.context.players.map((p) => p.name)).to.deep.equal(['Freya', 'Leif']);
    });
  });

  describe('A whole game through the UI', () => {
    it('plays 2 human seats from the first roll to the end screen by clicks and keys', async () => {
      const el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="2024"></wikingerschafe-board>`);
      await settle(el);
      let steps = 0;
      let rolledThisTurn = -1;
      const audited = new Set<string>();
      while (phaseOf(el.snapshot!) !== 'gameOver') {
        if (++steps > 2000) throw new Error('the game did not end');
        const snap = el.snapshot!;
        const phase = phaseOf(snap);
        if (!audited.has(phase) && phase !== 'rolling') {
          // Every kind of screen passes the accessibility audit the first time it shows.
          audited.add(phase);
          await expect(el).to.be.accessible();
        }
        if (phase === 'rolling') {
          const forfeit = buttonByText(el, /Send your 6s to Wollhalla/);
          if (forfeit) {
            forfeit.click();
          } else if (snap.context.turn.rollsLeft === 2 && rolledThisTurn !== snap.context.turns) {
            // Re-roll the first die by keyboard once per turn.
            rolledThisTurn = snap.context.turns;
            root(el).querySelector<HTMLButtonElement>('.tray .die-btn')!.focus();
            await sendKeys({ press: 'Space' });
            await sendKeys({ press: 'r' });
          } else if (legalLocations(el).length === 0) {
            // Only 6s showing and a roll left: re-roll them all.
            buttonByText(el, /^Choose all$/)!.click();
            await settle(el);
            buttonByText(el, /Roll chosen dice/)!.click();
          } else {
            const target = legalLocations(el)[steps % legalLocations(el).length];
            target.shadowRoot!.querySelector<HTMLButtonElement>('button.place')!.click();
            await settle(el);
            const more = buttonByText(el, /More 6s/);
            if (more && !more.disabled) more.click();
            await settle(el);
            buttonByText(el, /^Place$/)!.click();
          }
        } else {
          const primary = root(el).querySelector<HTMLButtonElement>('.action [data-primary]:not([disabled])');
          expect(primary, `a primary control in ${phase}`).to.not.equal(null);
          primary!.click();
        }
        await settle(el);
      }
      await until(() => root(el).querySelector('vg-dialog[part="end-screen"]')?.hasAttribute('open') ?? false);
      const dialog = root(el).querySelector('vg-dialog[part="end-screen"]')!;
      expect(dialog.textContent).to.match(/Jarl of the herd/);
      expect([...audited]).to.include.members(['rewarding', 'turnEnd', 'roundScoring', 'influenceScoring']);
      await expect(el).to.be.accessible();
      expect(dialog.querySelectorAll('tbody tr')).to.have.length(3);
      const scores = el.snapshot!.context.log.filter((e) => e.kind === 'roundScoring');
      expect(scores).to.have.length(4);
      const start = oneEvent(el, 'game-start');
      dialog.querySelector<HTMLButtonElement>('button[slot="actions"]')!.click();
      await start;
      await settle(el);
      expect(phaseOf(el.snapshot!)).to.equal('rolling');
    });
  });
});
