import { svg, type SVGTemplateResult } from 'lit';
import type { ColourKey, PLAYER_SHAPES } from './theme.js';

/**
 * One pip drawn in the owner's shape (so dice are told apart without colour): a die's pips, a player badge's
 * icon. A module of its own, so a board that shows badges but no dice does not carry the die element.
 * @param x centre, in the user units of the SVG it is drawn in
 * @param y centre, likewise
 * @param r radius of a round pip; the other shapes are scaled to look as large
 */
export function pipShape(shape: (typeof PLAYER_SHAPES)[ColourKey], x: number, y: number, r: number): SVGTemplateResult {
  switch (shape) {
    case 'square':
      return svg`<rect x=${x - r * 0.9} y=${y - r * 0.9} width=${r * 1.8} height=${r * 1.8} rx=${r * 0.25} />`;
    case 'triangle':
      return svg`<path d="M${x} ${y - r * 1.1} L${x + r * 1.1} ${y + r * 0.85} L${x - r * 1.1} ${y + r * 0.85} Z" />`;
    case 'diamond':
      return svg`<path d="M${x} ${y - r * 1.2} L${x + r * 1.05} ${y} L${x} ${y + r * 1.2} L${x - r * 1.05} ${y} Z" />`;
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const rr = i % 2 === 0 ? r * 1.25 : r * 0.55;
        return `${(x + rr * Math.cos(a)).toFixed(2)},${(y + rr * Math.sin(a)).toFixed(2)}`;
      });
      return svg`<polygon points=${points.join(' ')} />`;
    }
    case 'cross':
      return svg`<path d="M${x - r} ${y - r * 0.45} L${x - r * 0.45} ${y - r} L${x} ${y - r * 0.55} L${x + r * 0.45} ${y - r} L${x + r} ${y - r * 0.45} L${x + r * 0.55} ${y} L${x + r} ${y + r * 0.45} L${x + r * 0.45} ${y + r} L${x} ${y + r * 0.55} L${x - r * 0.45} ${y + r} L${x - r} ${y + r * 0.45} L${x - r * 0.55} ${y} Z" />`;
    default:
      return svg`<circle cx=${x} cy=${y} r=${r} />`;
  }
}
