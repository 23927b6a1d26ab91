import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { BoardAlerts } from './board-alerts.js';
import { sharedMessages } from './i18n.js';

/** A host whose game the test sets: failed or not, running or not, recoverable or not. */
class AlertsHost extends LitElement {
  game = { failed: false, running: true, recovers: true };
  readonly alerts = new BoardAlerts(this, {
    failed: () => this.game.failed,
    running: () => this.game.running,
    recover: () => this.game.recovers,
    locale: () => 'en',
    persist: () => 'my-game',
  });
}
customElements.define('alerts-host', AlertsHost);

/** Runs `run` with console.error and console.warn silenced; returns what each was told. */
function quietly(run: () => void): { errors: unknown[][]; warnings: string[] } {
  const said = { errors: [] as unknown[][], warnings: [] as string[] };
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void said.errors.push(args);
  console.warn = (...args: unknown[]) => void said.warnings.push(args.join(' '));
  try {
    run();
  } finally {
    Object.assign(console, { error, warn });
  }
  return said;
}

describe('BoardAlerts (the error panel and the notices)', () => {
  it('a step that throws is reported, with Continue while the actor runs, and the steps after it go on', async () => {
    const el = await fixture<AlertsHost>(html`<alerts-host></alerts-host>`);
    const ran: string[] = [];
    const said = quietly(() => {
      el.alerts.guard('view', () => {
        throw new Error('boom');
      });
      ran.push('after');
    });
    expect(ran).to.deep.equal(['after']);
    expect(el.alerts.failure).to.include({ source: 'view', canContinue: true });
    expect(String(said.errors[0][0])).to.equal('<alerts-host>: an error in the view (the game goes on).');
    // The panel is drawn by the board's next update.
    expect(el.isUpdatePending).to.equal(true);
  });

  it('a stopped game outranks a passing error; Continue goes on when the game recovers, else says it cannot', async () => {
    const el = await fixture<AlertsHost>(html`<alerts-host></alerts-host>`);
    el.game.failed = true;
    quietly(() => {
      el.alerts.failed({ source: 'rule', error: new Error('rule'), canContinue: true });
      el.alerts.report('bot', new Error('later'));
    });
    expect(el.alerts.failure).to.include({ source: 'rule', canContinue: true });
    el.game.recovers = false;
    el.alerts.continue();
    expect(el.alerts.failure).to.include({ source: 'rule', canContinue: false });
    el.game.recovers = true;
    el.alerts.continue();
    expect(el.alerts.failure).to.equal(undefined);
  });

  it('a render that throws is recorded after the update, once', async () => {
    const el = await fixture<AlertsHost>(html`<alerts-host></alerts-host>`);
    let failure;
    quietly(() => (failure = el.alerts.rendered(new Error('render'))));
    expect(failure).to.include({ source: 'render', canContinue: true });
    expect(el.alerts.failure).to.equal(undefined);
    await Promise.resolve();
    expect(el.alerts.failure).to.equal(failure);
    el.alerts.clear();
    expect(el.alerts.failure).to.equal(undefined);
  });

  it("notices: the reader's words at the top, the reason in the console; each dismissible", async () => {
    const el = await fixture<AlertsHost>(html`<alerts-host></alerts-host>`);
    const s = sharedMessages('en');
    const said = quietly(() => {
      el.alerts.storage({ kind: 'restore-failed', reason: 'other-version', detail: 'v2' });
      el.alerts.storage({ kind: 'storage-unavailable' });
    });
    expect(el.alerts.notices).to.deep.equal([s.restoreFailed(s.whyOtherVersion), s.notAvailable]);
    expect(said.warnings[0]).to.contain('<alerts-host> persist="my-game": the saved game could not be restored (other-version: v2)');
    expect(said.warnings[1]).to.contain('storage is not available');
    el.alerts.dismiss(0);
    expect(el.alerts.notices).to.deep.equal([s.notAvailable]);
  });
});
