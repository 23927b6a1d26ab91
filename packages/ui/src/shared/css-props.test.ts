import { expect } from '@open-wc/testing';
import { html, render, svg } from 'lit';
import { cssProps, type CssProps } from './css-props.js';

/** Runs `body` while counting writes of the `style` attribute (what `style-src 'self'` blocks). */
function styleAttributeWrites(body: () => void): number {
  const original = Element.prototype.setAttribute;
  let writes = 0;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'style') writes++;
    original.call(this, name, value);
  };
  try {
    body();
  } finally {
    Element.prototype.setAttribute = original;
  }
  return writes;
}

describe('cssProps', () => {
  const box = document.createElement('div');
  before(() => document.body.append(box));
  after(() => box.remove());

  const show = (props: CssProps) => render(html`<p ${cssProps(props)}>x</p><svg><g ${cssProps(props)}></g></svg>`, box);
  const p = () => box.querySelector('p')!;
  const g = () => box.querySelector('g')!;

  it('sets custom and standard properties through the CSSOM, on the first render too, in HTML and SVG, never writing the style attribute', () => {
    const writes = styleAttributeWrites(() => {
      show({ '--pos': 2, opacity: '0.5', 'animation-delay': '120ms' });
      show({ '--pos': 3, opacity: '0.5', 'animation-delay': '120ms' });
    });
    expect(writes).to.equal(0);
    for (const el of [p(), g()]) {
      expect(el.style.getPropertyValue('--pos')).to.equal('3');
      expect(el.style.getPropertyValue('opacity')).to.equal('0.5');
      expect(el.style.getPropertyValue('animation-delay')).to.equal('120ms');
    }
  });

  it('removes a property given null, undefined or an empty string, and leaves alone one it did not change', () => {
    show({ '--c': 'red', opacity: '0.5', left: '4px' });
    p().style.opacity = '0.9'; // an animation's own write, between two renders
    show({ '--c': null, opacity: '0.5', left: '' });
    expect(p().style.getPropertyValue('--c')).to.equal('');
    expect(p().style.getPropertyValue('left')).to.equal('');
    expect(p().style.opacity).to.equal('0.9');
    show({ opacity: '0.6' });
    expect(p().style.opacity).to.equal('0.6');
  });

  it('says where it belongs when bound to an attribute', () => {
    const box2 = document.createElement('div');
    expect(() => render(html`<p style=${cssProps({ left: '1px' })}></p>`, box2)).to.throw(/element position/);
  });

  it('works in an svg`` template, as the art helpers use it', () => {
    const box3 = document.createElement('div');
    render(html`<svg>${svg`<path ${cssProps({ 'animation-delay': '5ms' })} d="M0 0" />`}</svg>`, box3);
    expect(box3.querySelector('path')!.style.getPropertyValue('animation-delay')).to.equal('5ms');
  });
});
