import { expect, fixture, html } from '@open-wc/testing';
import '../wikingerschafe/index.js';
import type { WikingerschafeBoard } from '../wikingerschafe/wikingerschafe-board.js';
import { wikingerschafeMessages, type WikingerschafeMessages } from '../wikingerschafe/wikingerschafe.messages.js';
import { defineMessages, readyLocale, registerLocale, sharedMessages, type SharedMessages } from './i18n.js';
import { parseLocale } from './attributes.js';
import { root, settle, until, warnings } from './test-helpers.js';
import wikingerschafeGuide from '../wikingerschafe/wikingerschafe.guide.js';

const sharedEn = sharedMessages('en');
const schafeEn = { ...wikingerschafeMessages('en'), ...wikingerschafeGuide };

/** A French shared table: English's with the strings a test reads in French. */
const sharedFr: SharedMessages = { ...sharedEn, logEmpty: 'Rien ne s’est encore passé.', bot: (name: string) => `${name} (ordinateur)` };
/** A French Wikingerschafe table, complete: its own prompt and default names. */
const schafeFr: WikingerschafeMessages = {
  ...schafeEn,
  newGame: 'Nouvelle partie',
  defaultNames: ['Solveig', 'Ivar', 'Gudrun', 'Harald'],
  promptRoll: (name: string, rolls: number) => `${name} : choisis les dés à relancer (${rolls} restants), ou pose-les sur un Lieu en surbrillance.`,
};

const prompt = (el: Element) => root(el).querySelector('#prompt')!.textContent ?? '';
const frameLang = (el: Element) => root(el).querySelector('.frame')?.getAttribute('lang');

describe('registerLocale', () => {
  it('makes locale="fr" speak the French a site added: its prompt, its default names, its shared strings', async () => {
    registerLocale('fr', { shared: sharedFr, wikingerschafe: schafeFr });
    const el = await fixture<WikingerschafeBoard>(
      html`<wikingerschafe-board players="3" seats="human,human,human" seed="5" locale="fr-CA"></wikingerschafe-board>`,
    );
    await settle(el);
    expect(frameLang(el)).to.equal('fr');
    expect(prompt(el)).to.match(/^\s*Solveig : choisis les dés à relancer/);
    expect(root(el).querySelector('vg-game-log')!.shadowRoot!.textContent).to.contain('Rien ne s’est encore passé.');
    // The names on the screen go into the game: its score sheet says the French defaults too.
    expect(el.snapshot!.context.players.map((p) => p.name)).to.deep.equal(['Solveig', 'Ivar', 'Gudrun']);
  });

  it('reads <html lang> for an added language when the board has no locale', async () => {
    registerLocale('fr', { shared: sharedFr, wikingerschafe: schafeFr });
    const wrapper = await fixture(html`<div lang="fr"><wikingerschafe-board players="2" seats="human,human" seed="5"></wikingerschafe-board></div>`);
    const el = wrapper.querySelector('wikingerschafe-board')!;
    await settle(el);
    expect(prompt(el)).to.match(/Solveig : choisis/);
  });

  it('shows a missing key in English and warns once, naming it', async () => {
    const { newGame: _missing, ...partial } = schafeFr;
    const seen = await warnings(async () => {
      registerLocale('it', { shared: sharedFr, wikingerschafe: partial as unknown as WikingerschafeMessages });
      const a = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="5" locale="it"></wikingerschafe-board>`);
      const b = await fixture<WikingerschafeBoard>(
        html`<wikingerschafe-board players="3" seats="human,human,human" seed="6" locale="it"></wikingerschafe-board>`,
      );
      await settle(a);
      await settle(b);
      for (const el of [a, b]) {
        expect(prompt(el)).to.match(/ : choisis les dés/);
        const buttons = [...root(el).querySelectorAll('button')].map((button) => button.textContent?.trim());
        expect(buttons).to.include('New game');
      }
    });
    const about = seen.filter((w) => /"it" wikingerschafe messages lack newGame/.test(w));
    expect(about, seen.join('\n')).to.have.length(1);
  });

  it('checks the kind of each message at run time: text where a function belongs counts as missing', () => {
    const wrong = { ...schafeFr, promptBot: 'thinking' } as unknown as WikingerschafeMessages;
    return warnings(async () => {
      registerLocale('es', { shared: sharedFr, wikingerschafe: wrong });
      expect(wikingerschafeMessages('es').promptBot('Ivar')).to.equal('Ivar is thinking…');
      expect(wikingerschafeMessages('es').newGame).to.equal('Nouvelle partie');
    }).then((seen) => expect(seen.filter((w) => /lack promptBot/.test(w))).to.have.length(1));
  });

  it('a game without a table in the added language speaks English, with one warning', async () => {
    const seen = await warnings(async () => {
      registerLocale('pt', { shared: sharedFr });
      expect(wikingerschafeMessages('pt')).to.equal(wikingerschafeMessages('en'));
      expect(wikingerschafeMessages('pt')).to.equal(wikingerschafeMessages('en'));
      expect(sharedMessages('pt').logEmpty).to.equal('Rien ne s’est encore passé.');
    });
    expect(seen.filter((w) => /"pt" messages have no wikingerschafe table/.test(w))).to.have.length(1);
  });

  it('a board that asked for a language before it was added speaks it once it is', async () => {
    let el!: WikingerschafeBoard;
    await warnings(async () => {
      el = await fixture<WikingerschafeBoard>(html`<wikingerschafe-board players="2" seats="human,human" seed="5" locale="nl"></wikingerschafe-board>`);
      await settle(el);
    });
    expect(frameLang(el)).to.equal('en');
    registerLocale('nl', { shared: sharedEn, wikingerschafe: { ...schafeEn, promptRoll: (name: string) => `${name}: kies de dobbelstenen.` } });
    await until(() => frameLang(el) === 'nl');
    expect(prompt(el)).to.match(/Freya: kies de dobbelstenen\./);
  });

  it('a German board waits for its own tables only, not for another game of the same bundle', async () => {
    const ours = defineMessages('ours-test', { hello: 'Hello' }, () => Promise.resolve({ default: { hello: 'Hallo' } }));
    // Another game's German module that never arrives (a chunk stuck on a slow network).
    const theirs = defineMessages('theirs-test', { hello: 'Hello' }, () => new Promise(() => undefined));
    let updates = 0;
    const host = {
      requestUpdate: () => (updates += 1),
      addController: () => undefined,
      removeController: () => undefined,
      updateComplete: Promise.resolve(true),
    };
    expect(readyLocale('de', host, [sharedMessages, ours]), 'English until the German tables are here').to.equal('en');
    await until(() => updates > 0);
    expect(readyLocale('de', host, [sharedMessages, ours])).to.equal('de');
    expect(ours('de').hello).to.equal('Hallo');
    expect(readyLocale('de', host, [sharedMessages, ours, theirs]), 'a board that read the stuck table would still wait').to.equal('en');
  });

  it('refuses the built-in languages and codes that are not two or three letters', () => {
    expect(() => registerLocale('en', { shared: sharedEn })).to.throw(RangeError);
    expect(() => registerLocale('DE', { shared: sharedEn })).to.throw(RangeError);
    expect(() => registerLocale('fr-CA', { shared: sharedEn })).to.throw(RangeError);
    expect(() => registerLocale('', { shared: sharedEn })).to.throw(RangeError);
  });

  it('parseLocale accepts an added language and still warns for one nobody added', () => {
    registerLocale('fr', { shared: sharedFr, wikingerschafe: schafeFr });
    const seen: string[] = [];
    expect(parseLocale('FR', 'x-game', (w) => seen.push(w))).to.equal('fr');
    expect(parseLocale('sv', 'x-game', (w) => seen.push(w))).to.equal('en');
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(/locale="sv": expected one of en, de, fr/);
  });
});
