import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { NewGameFlow } from './new-game-flow.js';

/** A host whose board the test sets (a game in progress or not, failed, a tutorial), recording what the flow did. */
class NewGameHost extends LitElement {
  board = { inProgress: false, failed: false, tutorial: false };
  players: unknown = 3;
  seats: unknown = '';
  names: unknown = '';
  seed: unknown = undefined;
  readonly did: string[] = [];
  readonly newGames = new NewGameFlow(this, {
    inProgress: () => this.board.inProgress,
    failed: () => this.board.failed,
    tutorial: () => this.board.tutorial,
    stopTutorial: () => this.board.tutorial && void this.did.push('stop tutorial'),
    leaveOnline: () => void this.did.push('leave online'),
    closeEnd: () => void this.did.push('close end'),
    start: () => void this.did.push('start'),
  });
}
customElements.define('new-game-host', NewGameHost);

const STARTED = ['leave online', 'close end', 'start'];

describe('NewGameFlow ("New game", its dialog, newGame(options), a new table)', () => {
  it('New game starts at once before anyone has moved (or after the end), leaving the room and closing the end screen', async () => {
    const el = await fixture<NewGameHost>(html`<new-game-host></new-game-host>`);
    el.newGames.ask();
    expect(el.newGames.confirming).to.equal(false);
    expect(el.did).to.deep.equal(STARTED);
  });

  it('New game mid-game asks first: the dialog opens (an update follows), Cancel keeps the game, Start a new game starts one', async () => {
    const el = await fixture<NewGameHost>(html`<new-game-host></new-game-host>`);
    el.board.inProgress = true;
    el.newGames.ask();
    expect(el.newGames.confirming).to.equal(true);
    expect(el.isUpdatePending, 'the dialog is drawn').to.equal(true);
    expect(el.did).to.deep.equal([]);
    el.newGames.cancel();
    expect(el.newGames.confirming).to.equal(false);
    expect(el.did).to.deep.equal([]);
    el.newGames.ask();
    el.newGames.restart();
    expect(el.newGames.confirming).to.equal(false);
    expect(el.did).to.deep.equal(STARTED);
  });

  it('New game in the tutorial leaves it for a game of the board’s own table, without asking', async () => {
    const el = await fixture<NewGameHost>(html`<new-game-host></new-game-host>`);
    el.board = { inProgress: true, failed: false, tutorial: true };
    el.newGames.ask();
    expect(el.newGames.confirming).to.equal(false);
    expect(el.did).to.deep.equal(['stop tutorial', ...STARTED]);
  });

  it('New game in the error panel starts a fresh game; with the actor still running it is the usual new game', async () => {
    const el = await fixture<NewGameHost>(html`<new-game-host></new-game-host>`);
    el.board = { inProgress: true, failed: true, tutorial: true };
    el.newGames.afterError();
    expect(el.did, 'a failed actor: a new table, nothing else asked').to.deep.equal(STARTED);
    el.did.length = 0;
    el.board.failed = false;
    el.newGames.afterError();
    expect(el.did).to.deep.equal(['stop tutorial', ...STARTED]);
  });

  it('newGame(options) sets the table properties and starts once: the update of those properties starts none', async () => {
    const el = await fixture<NewGameHost>(html`<new-game-host></new-game-host>`);
    el.board.inProgress = true;
    el.newGames.newGame(el, { players: 4, seed: 9, names: '' });
    expect([el.players, el.seed, el.names]).to.deep.equal([4, 9, '']);
    expect(el.did, 'nothing asked').to.deep.equal(STARTED);
    el.newGames.update(true);
    expect(el.did, 'the properties’ update').to.deep.equal(STARTED);
    el.newGames.update(true);
    expect(el.did, 'a later change of the table').to.deep.equal([...STARTED, ...STARTED]);
    el.newGames.update(false);
    expect(el.did).to.have.length(6);
  });

  it('newGame(options) that changes nothing still starts a new game, and the next table change starts another', async () => {
    const el = await fixture<NewGameHost>(html`<new-game-host></new-game-host>`);
    el.newGames.newGame(el, { players: 3 });
    el.newGames.update(true);
    expect(el.did).to.deep.equal([...STARTED, ...STARTED]);
  });
});
