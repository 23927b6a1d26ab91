import { nothing, noChange } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * CSS declarations for {@link cssProps}: names as written in CSS (`--pos`, `opacity`, `animation-delay`), values
 * as CSS text or numbers; `null`, `undefined` or `''` leaves the property unset (and removes one set before).
 */
export type CssProps = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Sets inline CSS properties on an element through the CSSOM (`element.style.setProperty`), never through the
 * `style` attribute. A page with `Content-Security-Policy: style-src 'self'` blocks every `style` attribute:
 * a bound style attribute (`--pos` written into the markup) and Lit's own `styleMap` (whose first render writes the attribute, lit/lit#4719).
 * CSSOM writes are allowed, so positions and player colours still apply there.
 *
 * Used in element position, in HTML and SVG templates alike:
 * `html\`<li ${cssProps({ '--c': `var(--vg-player-${colour})` })}>\``. Only values that changed are written, so a
 * property an animation sets on the same element between renders is left alone until its value here changes.
 */
class CssPropsDirective extends Directive {
  /** The values this directive wrote last, by property name. */
  private written = new Map<string, string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT)
      throw new Error('cssProps() goes in an element position: <div ${cssProps({ ... })}>, not in an attribute or child position');
  }

  render(_props: CssProps): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [props]: [CssProps]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    for (const name of this.written.keys()) {
      if (props[name] == null || props[name] === '') {
        style.removeProperty(name);
        this.written.delete(name);
      }
    }
    for (const [name, raw] of Object.entries(props)) {
      if (raw == null || raw === '') continue;
      const value = String(raw);
      if (this.written.get(name) === value) continue;
      style.setProperty(name, value);
      this.written.set(name, value);
    }
    return noChange;
  }
}

/** Inline CSS properties written through the CSSOM, allowed under a strict `style-src` (see {@link CssPropsDirective}). */
export const cssProps = directive(CssPropsDirective);
