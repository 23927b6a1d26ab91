// React 19 and Vue 3 typings for the game elements, generated from the custom-elements manifest by
// well-kept generators (@wc-toolkit/jsx-types, custom-element-vuejs-integration) as a plugin of
// `npm run analyze`. Written to packages/ui/types/ and shipped as the type-only entries
// `@viking-games/ui/react` and `@viking-games/ui/vue` (each with an empty JS module beside it, so the
// entry also resolves at run time and for tools that check every export).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { writeEditorData } from './editor-data.mjs';

/** Where the typings are written, relative to the repository root. */
export const FRAMEWORK_TYPES_DIR = 'packages/ui/types';

/** The entry that exports every element class and event detail type the typings import. */
const PACKAGE = '@viking-games/ui';

/**
 * Properties with a setter only so that a framework setting every prop (React 19) does not throw: setting
 * them warns and changes nothing, so the typings do not offer them as props.
 */
const READ_ONLY = new Set(['actor']);

/**
 * Properties whose setter takes more than the getter gives: `snapshot` gives the game's own snapshot and
 * also takes what `actor.getPersistedSnapshot()` returns (XState's `Snapshot<unknown>`, which the ui package
 * exports as `PersistedSnapshot`), or `null`. The generators type a prop as the getter's type
 * (`Board["snapshot"]`), so the setter's wider type is added here.
 */
const SETTABLE = new Map([['snapshot', { also: 'PersistedSnapshot | null', imports: 'PersistedSnapshot' }]]);

/**
 * The names of the classes that extend GameBoardElement, directly or through another class of the
 * manifest (See-Saw and Valley extend PlaybackBoardElement).
 * @param {any} manifest the custom-elements manifest
 * @returns {Set<string>}
 */
function gameBoardClasses(manifest) {
  const parents = new Map();
  for (const mod of manifest.modules ?? []) for (const decl of mod.declarations ?? []) if (decl.kind === 'class') parents.set(decl.name, decl.superclass?.name);
  const isGame = (name, seen = new Set()) => {
    const parent = parents.get(name);
    if (parent === undefined || seen.has(name)) return false;
    return parent === 'GameBoardElement' || isGame(parent, seen.add(name));
  };
  return new Set([...parents.keys()].filter((name) => isGame(name)));
}

/**
 * The game elements only: classes that extend GameBoardElement. The boards' child elements (dice, tracks,
 * trays, the dialog) are parts of their shadow DOM, not something a page writes, so they stay out of the
 * consumer's autocomplete. Every other declaration is dropped too (the JSX generator imports every class it
 * sees, and some are not exported, e.g. Storybook's frame).
 * @param {any} manifest the custom-elements manifest
 * @returns {any} a copy holding only the game elements
 */
function gameElementsOnly(manifest) {
  const copy = structuredClone(manifest);
  const games = gameBoardClasses(copy);
  for (const mod of copy.modules ?? []) {
    mod.declarations = (mod.declarations ?? []).filter((decl) => decl.customElement && decl.tagName && games.has(decl.name));
    mod.exports = (mod.exports ?? []).filter((exp) => mod.declarations.some((decl) => decl.name === exp.declaration?.name));
  }
  copy.modules = (copy.modules ?? []).filter((mod) => mod.declarations.length > 0);
  for (const decl of copy.modules.flatMap((mod) => mod.declarations)) {
    for (const member of decl.members ?? []) if (READ_ONLY.has(member.name)) member.readonly = true;
  }
  return copy;
}

/**
 * The JSX generator augments every JSX framework it knows (preact, solid-js, qwik, ...); TypeScript
 * reports an augmentation of a module that is not installed (TS2664) unless the consumer skips lib checks.
 * Keep React's modules and the global JSX namespace only.
 * @param {string} text the generated declaration file
 */
function onlyReact(text) {
  return text.replace(/^declare module "([^"]+)" \{\n(?:.*\n)*?\}\n\n?/gm, (block, name) => (name === 'react' || name.startsWith('react/') ? block : ''));
}

/**
 * Two of the generator's framework-neutral props, made React's: `ref` takes what React gives it (a `useRef`
 * object or a callback, `React.Ref`), and the props include React's own DOM events (`onClick` with its
 * synthetic event, `onKeyDown`, ...), as on any other element.
 * @param {string} text the generated declaration file
 * @throws {Error} when the generator's output no longer has the lines replaced (a new version: look again)
 */
function reactProps(text) {
  const replacements = [
    ['  ref?: (T | ((e: T) => void)) | undefined;', '  ref?: import("react").Ref<T> | undefined;'],
    ['type BaseEvents = {};', 'type BaseEvents = import("react").DOMAttributes<HTMLElement>;'],
  ];
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`framework-types: @wc-toolkit/jsx-types output has no "${from}"`);
    text = text.replace(from, to);
  }
  return text;
}

/**
 * Widens each {@link SETTABLE} prop to what its setter takes, and imports the types that adds.
 * @param {string} text a generated declaration file (react.d.ts or vue.d.ts)
 * @param {string[]} classes the game elements' class names, each of which must have the props
 * @throws {Error} when a class's prop or the import block is not where the generators put them (a new version: look again)
 */
export function settableProps(text, classes) {
  for (const [prop, { also }] of SETTABLE) {
    for (const name of classes) {
      const from = new RegExp(`^(\\s*"?(?:prop:)?${prop}"?\\?: ${name}\\["${prop}"\\])`, 'gm');
      if (!from.test(text)) throw new Error(`framework-types: no ${name}["${prop}"] prop in the generated typings`);
      text = text.replace(from, `$1 | ${also}`);
    }
  }
  const imports = [...SETTABLE.values()].map((value) => `  ${value.imports},\n`).join('');
  const block = /^import type \{\n/m;
  if (!block.test(text)) throw new Error('framework-types: the generated typings have no `import type {` block');
  return text.replace(block, (start) => start + imports);
}

/**
 * Props that are numbers, typed so: the classes type `players` and `seed` as `number | string` (an attribute's
 * text before it is checked), so the typings accepted `players="two"`; a framework's prop takes a number, or
 * the text of one (`seed="42"`).
 */
const NUMERIC = ['players', 'seed'];

/**
 * Narrows each {@link NUMERIC} prop to `number | \`${number}\``.
 * @param {string} text a generated declaration file
 * @throws {Error} when no such prop is there (the generators changed: look again)
 */
export function numericProps(text) {
  let count = 0;
  const narrowed = text.replace(new RegExp(`^(\\s*"?(?:prop:)?(${NUMERIC.join('|')})"?\\?: )\\w+\\["\\2"\\]`, 'gm'), (_, head) => {
    count += 1;
    return `${head}number | \`\${number}\``;
  });
  if (count === 0) throw new Error(`framework-types: no ${NUMERIC.join(' or ')} prop in the generated typings`);
  return narrowed;
}

/**
 * The Vue generator reads an event's `type` as the detail type and wraps it in `CustomEvent<...>`, while the
 * manifest (and the JSX generator) give the event's own type, `CustomEvent<Detail>`: unwrap it for Vue, and
 * leave out the read-only fields.
 * @param {any} manifest
 */
function withDetailTypes(manifest) {
  const copy = gameElementsOnly(manifest);
  for (const mod of copy.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      // The Vue generator offers every field as a prop, read-only ones too.
      decl.members = (decl.members ?? []).filter((member) => !member.readonly);
      for (const event of decl.events ?? []) {
        const match = /^CustomEvent<(.+)>$/.exec(event.type?.text ?? '');
        if (match) event.type = { ...event.type, text: match[1] };
      }
    }
  }
  return copy;
}

/**
 * The Vue generator names an event's listener prop `"on" + the event name` (`"ongame-over"`), but Vue
 * (and vue-tsc, which types `@game-over="..."` from it) looks the listener up camelized: `onGameOver`,
 * `onTurn`. Renamed so a template's inline handler gets its event's type.
 * @param {string} text the generated vue.d.ts
 */
export function vueListenerNames(text) {
  const renamed = text.replace(/^(\s*)"?on([a-z][a-z0-9-]*)"?\?: \(e: CustomEvent/gm, (_, indent, name) => {
    const camel = name.replace(/-([a-z0-9])/g, (__, c) => c.toUpperCase());
    return `${indent}on${camel[0].toUpperCase()}${camel.slice(1)}?: (e: CustomEvent`;
  });
  if (!/^\s*onGameOver\?: \(e: CustomEvent</m.test(renamed))
    throw new Error('framework-types: vue.d.ts has no onGameOver listener after renaming (did the Vue generator change?)');
  return renamed;
}

/**
 * Writes react.d.ts and vue.d.ts (plus empty react.js and vue.js) for the game elements of `manifest`.
 * @param {any} manifest the custom-elements manifest
 * @param {string} [outdir] output folder
 */
export function writeFrameworkTypes(manifest, outdir = FRAMEWORK_TYPES_DIR) {
  mkdirSync(outdir, { recursive: true });
  const header = '// Generated by `npm run analyze` (tools/framework-types.mjs) from custom-elements.json: do not edit.\n';

  const react = join(outdir, 'react.d.ts');
  const jsx = generateJsxTypes(gameElementsOnly(manifest), {
    outdir,
    fileName: 'react.d.ts',
    globalTypePath: PACKAGE,
    stronglyTypedEvents: true,
  });
  if (jsx === undefined) throw new Error('framework-types: @wc-toolkit/jsx-types wrote nothing');
  const games = gameElementsOnly(manifest).modules.flatMap((mod) => mod.declarations.map((decl) => decl.name));
  writeFileSync(react, header + numericProps(settableProps(reactProps(onlyReact(readFileSync(react, 'utf8'))), games)));

  generateVuejsTypes(withDetailTypes(manifest), {
    outdir,
    fileName: 'vue.d.ts',
    globalTypePath: PACKAGE,
    hideLogs: true,
  });
  const vue = join(outdir, 'vue.d.ts');
  writeFileSync(vue, numericProps(settableProps(vueListenerNames(readFileSync(vue, 'utf8')), games)));

  writeEditorData(gameElementsOnly(manifest), outdir, (text) => header + numericProps(settableProps(text, games)));

  for (const name of ['react.js', 'vue.js', 'svelte.js']) {
    writeFileSync(join(outdir, name), `${header}// Types only: see ${name.replace('.js', '.d.ts')}.\nexport {};\n`);
  }
}

/**
 * Marks every element that is not a game board `"internal": true` (a field of ours; the manifest's schema allows
 * more fields), with a summary that says so: the boards' parts (dice, trays, the dialog) are defined by the
 * package but live in a board's shadow DOM, not in a page. Storybook's part stories and the docs still read them;
 * the typings and editor data leave them out (see {@link gameElementsOnly}).
 */
export function internalElementsPlugin() {
  return {
    name: 'viking-games-internal-elements',
    packageLinkPhase({ customElementsManifest }) {
      const games = gameBoardClasses(customElementsManifest);
      for (const decl of (customElementsManifest.modules ?? []).flatMap((mod) => mod.declarations ?? [])) {
        if (!decl.customElement || games.has(decl.name)) continue;
        decl.internal = true;
        decl.summary = `Internal: a part of a game board's shadow DOM, not for pages to use.${decl.summary ? ` ${decl.summary}` : ''}`;
      }
    },
  };
}

/** The plugin for @custom-elements-manifest/analyzer: runs once the manifest is complete (also the editor data, editor-data.mjs). */
export function frameworkTypesPlugin(outdir = FRAMEWORK_TYPES_DIR) {
  return {
    name: 'viking-games-framework-types',
    packageLinkPhase({ customElementsManifest }) {
      writeFrameworkTypes(customElementsManifest, outdir);
    },
  };
}
