import { expect } from '@open-wc/testing';
import { PACKAGE_VERSION, customElement, defineElement } from './define.js';

/** Captures console.warn calls while `run` executes. */
function warnings(run: () => void): string[] {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.join(' '));
  try {
    run();
  } finally {
    console.warn = original;
  }
  return seen;
}

describe('defineElement', () => {
  it('registers a free tag and reports that it did', () => {
    class First extends HTMLElement {}
    expect(defineElement('vg-define-free', First)).to.equal(true);
    expect(customElements.get('vg-define-free')).to.equal(First);
  });

  it('keeps the first class when the same release defines a tag again (a second bundle on the page), silently', () => {
    class First extends HTMLElement {}
    class SecondCopy extends HTMLElement {}
    defineElement('vg-define-twice', First);
    const seen = warnings(() => expect(defineElement('vg-define-twice', SecondCopy)).to.equal(false));
    expect(customElements.get('vg-define-twice')).to.equal(First);
    expect(seen).to.deep.equal([]);
  });

  it('warns once, naming both versions, when another release or script owns the tag', () => {
    class Foreign extends HTMLElement {}
    customElements.define('vg-define-foreign', Foreign);
    class Ours extends HTMLElement {}
    class OursAgain extends HTMLElement {}
    const seen = warnings(() => {
      expect(defineElement('vg-define-foreign', Ours)).to.equal(false);
      defineElement('vg-define-foreign', OursAgain);
    });
    expect(seen).to.have.length(1);
    expect(seen[0]).to.contain('<vg-define-foreign>').and.contain(PACKAGE_VERSION).and.contain('another script');
    expect(customElements.get('vg-define-foreign')).to.equal(Foreign);
  });

  it('works as a class decorator and never throws for a taken tag', () => {
    class Taken extends HTMLElement {}
    customElements.define('vg-define-decorated', Taken);
    expect(() => customElement('vg-define-decorated')(class extends HTMLElement {})).not.to.throw();
    warnings(() => customElement('vg-define-decorated')(class extends HTMLElement {}));
    expect(customElements.get('vg-define-decorated')).to.equal(Taken);
  });

  it('states the version that package.json declares', async () => {
    const manifest = (await (await fetch(new URL('../../package.json', import.meta.url))).json()) as { version: string };
    expect(PACKAGE_VERSION).to.equal(manifest.version);
  });
});
