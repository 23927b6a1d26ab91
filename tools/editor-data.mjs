// Editor data and Svelte typings for the game elements, generated from the custom-elements manifest as the React
// and Vue typings are (tools/framework-types.mjs), by the same plugin of `npm run analyze`, into packages/ui/types/:
// - vscode.html-custom-data.json: VS Code's HTML custom data (tags, attributes with their values, descriptions);
// - web-types.json: JetBrains' web-types (elements, attributes, properties, events), found through the
//   package's `web-types` field;
// - svelte.d.ts: Svelte 5's `svelte/elements` typed for each tag (props and `on<event>` handlers), from the
//   same JSX generator as react.d.ts, whose framework-neutral prop types it keeps.
// Only the game boards: the internal parts of their shadow DOM are not for pages (see internalElementsPlugin).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';

/** The manifest's game boards: custom elements not marked internal. */
function boards(manifest) {
  return (manifest.modules ?? []).flatMap((mod) => (mod.declarations ?? []).filter((decl) => decl.customElement && decl.tagName && !decl.internal));
}

/** Public fields of a declaration (what a page or a framework may set). */
function publicFields(decl) {
  return (decl.members ?? []).filter((m) => m.kind === 'field' && !m.static && (!m.privacy || m.privacy === 'public') && !m.name.startsWith('#'));
}

/** The values an attribute takes where its type is a union of string literals (`'auto' | 'light' | 'dark'`), else none. */
function literalValues(typeText = '') {
  const parts = typeText
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'undefined' && p !== 'null');
  return parts.length && parts.every((p) => /^(['"]).*\1$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : [];
}

/** A boolean attribute (a flag such as `instant`): written present or absent. */
const isBoolean = (typeText = '') => /\bboolean\b/.test(typeText);

/** The element's description: its summary, then its JSDoc. */
const describe = (decl) => [decl.summary, decl.description].filter(Boolean).join('\n\n');

/**
 * VS Code's HTML custom data (https://github.com/microsoft/vscode-html-languageservice, customData.schema.json).
 * @param {any} manifest
 */
export function vscodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: boards(manifest).map((decl) => ({
      name: decl.tagName,
      description: describe(decl),
      attributes: (decl.attributes ?? []).map((attr) => {
        const values = literalValues(attr.type?.text);
        return {
          name: attr.name,
          description: attr.description ?? '',
          ...(isBoolean(attr.type?.text) ? { valueSet: 'v' } : values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/**
 * JetBrains web-types (http://json.schemastore.org/web-types): elements with attributes, properties and events.
 * @param {any} manifest
 * @param {{ name: string, version: string }} pkg the ui package
 */
export function webTypes(manifest, pkg) {
  return {
    $schema: 'http://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: boards(manifest).map((decl) => {
          const events = (decl.events ?? []).filter((e) => e.name).map((e) => ({ name: e.name, description: e.description ?? '' }));
          return {
            name: decl.tagName,
            description: describe(decl),
            attributes: (decl.attributes ?? []).map((attr) => {
              const values = literalValues(attr.type?.text);
              return {
                name: attr.name,
                description: attr.description ?? '',
                ...(attr.default !== undefined ? { default: attr.default } : {}),
                value: isBoolean(attr.type?.text)
                  ? { type: 'boolean', required: false }
                  : { type: values.length ? values.map((v) => `'${v}'`).join(' | ') : (attr.type?.text ?? 'string') },
              };
            }),
            events,
            js: {
              properties: publicFields(decl).map((field) => ({
                name: field.name,
                description: field.description ?? '',
                value: { type: field.type?.text ?? 'unknown' },
                ...(field.readonly ? { 'read-only': true } : {}),
              })),
              events,
            },
          };
        }),
      },
    },
  };
}

/**
 * The JSX generator's output for Svelte: its framework-neutral `<Element>Props` types and event types, without
 * the JSX module augmentations (React's, Solid's, the global JSX namespace), and Svelte 5's `svelte/elements`
 * augmented instead: each tag takes Svelte's HTML attributes and the element's props, `ongame-over={...}` with
 * its typed event among them.
 * @param {string} text the JSX generator's declaration file
 * @param {string[]} tags the boards' tags
 * @param {string[]} classes their classes, in the same order
 */
export function svelteTypes(text, tags, classes) {
  const neutral = text.replace(/^declare (?:module "[^"]+"|global) \{\n(?:.*\n)*?\}\n\n?/gm, '');
  const entries = tags.map((tag, i) => `    "${tag}": HTMLAttributes<HTMLElement> & Partial<${classes[i]}Props>;`).join('\n');
  return `${neutral.trimEnd()}

import type { HTMLAttributes } from "svelte/elements";

declare module "svelte/elements" {
  interface SvelteHTMLElements {
${entries}
  }
}
`;
}

/**
 * Writes the editor data and the Svelte typings of `manifest` to `outdir`.
 * @param {any} manifest the custom-elements manifest, game elements only (see framework-types.mjs)
 * @param {string} outdir output folder
 * @param {(text: string) => string} finish the edits every typings file gets (settable and numeric props)
 */
export function writeEditorData(manifest, outdir, finish) {
  const pkg = JSON.parse(readFileSync(join(outdir, '..', 'package.json'), 'utf8'));
  writeFileSync(join(outdir, 'vscode.html-custom-data.json'), `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`);
  writeFileSync(join(outdir, 'web-types.json'), `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`);

  const svelte = join(outdir, 'svelte.d.ts');
  const jsx = generateJsxTypes(manifest, { outdir, fileName: 'svelte.d.ts', globalTypePath: pkg.name, stronglyTypedEvents: true });
  if (jsx === undefined) throw new Error('editor-data: @wc-toolkit/jsx-types wrote nothing for svelte.d.ts');
  const decls = boards(manifest);
  writeFileSync(
    svelte,
    finish(
      svelteTypes(
        readFileSync(svelte, 'utf8'),
        decls.map((d) => d.tagName),
        decls.map((d) => d.name),
      ),
    ),
  );
}
