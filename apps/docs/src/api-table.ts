/**
 * API tables of an element, generated from its declaration in the custom-elements manifest (custom-elements.json,
 * schema 2.x; the docs build hands each page its element's, see vite.config.ts): attributes, properties, events,
 * CSS parts and CSS custom properties, straight from the class JSDoc.
 */

interface Described {
  readonly name: string;
  readonly description?: string;
  readonly summary?: string;
  readonly type?: { readonly text: string };
  readonly default?: string;
}
interface Member extends Described {
  readonly kind: string;
  readonly privacy?: string;
  readonly static?: boolean;
  readonly attribute?: string;
  readonly readonly?: boolean;
}
export interface Declaration extends Described {
  readonly kind: string;
  readonly tagName?: string;
  readonly attributes?: readonly (Described & { readonly fieldName?: string })[];
  readonly members?: readonly Member[];
  readonly events?: readonly Described[];
  readonly cssParts?: readonly Described[];
  readonly cssProperties?: readonly Described[];
  readonly slots?: readonly Described[];
}
/** `text` with `&`, `<` and `>` escaped, for HTML. */
export const escape = (text = '') => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Inline `code` in descriptions. */
const prose = (text = '') => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/**
 * A table of the API. On a phone its rows stack as cards (site.css), each cell after its column's name
 * (`data-label`); the explicit roles keep it a table for screen readers, which some browsers forget once the
 * CSS display of its parts changes.
 */
function table(caption: string, head: readonly string[], rows: readonly string[][]): string {
  if (rows.length === 0) return '';
  return `<h3>${caption}</h3><div class="table-wrap" tabindex="0" role="region" aria-label="${caption}"><table role="table"><thead role="rowgroup"><tr role="row">${head.map((h) => `<th scope="col" role="columnheader">${h}</th>`).join('')}</tr></thead>
    <tbody role="rowgroup">${rows.map((r) => `<tr role="row">${r.map((c, i) => (i === 0 ? `<th scope="row" role="rowheader">${c}</th>` : `<td role="cell" data-label="${head[i]}">${c}</td>`)).join('')}</tr>`).join('')}</tbody></table></div>`;
}

/** HTML of the API tables of an element's declaration, or a note when the manifest is missing. */
export function apiTables(element: Declaration | null): string {
  if (!element) {
    return `<p class="note">The API tables are generated from <code>packages/ui/custom-elements.json</code>, which is not there yet: run <code>npm run analyze</code> at the workspace root and reload.</p>`;
  }
  const code = (text?: string) => (text ? `<code>${escape(text)}</code>` : '');
  const attributes = (element.attributes ?? []).map((a) => [code(a.name), code(a.type?.text), code(a.default), prose(a.description)]);
  const properties = (element.members ?? [])
    .filter((m) => m.kind === 'field' && !m.static && (m.privacy === undefined || m.privacy === 'public'))
    .map((m) => [code(m.name), m.attribute ? code(m.attribute) : '–', code(m.type?.text), prose(m.description)]);
  const events = (element.events ?? []).filter((e) => e.description).map((e) => [code(e.name), prose(e.description)]);
  const parts = (element.cssParts ?? []).map((p) => [code(p.name), prose(p.description)]);
  const props = (element.cssProperties ?? []).map((p) => [code(p.name), prose(p.description)]);
  return [
    element.summary ? `<p>${prose(element.summary)}</p>` : '',
    table('Attributes', ['Attribute', 'Type', 'Default', 'Description'], attributes),
    table('Properties', ['Property', 'Attribute', 'Type', 'Description'], properties),
    table('Events', ['Event', 'Detail and when'], events),
    table('CSS parts', ['Part', 'What it is'], parts),
    table('CSS custom properties', ['Property', 'What it sets'], props),
  ].join('');
}
