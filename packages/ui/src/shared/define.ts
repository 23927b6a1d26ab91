/**
 * Registering custom elements without ever throwing on a page that already has them.
 *
 * A page may load two of our bundles (a one-game file and the all-in-one, or the same file from two
 * URLs after a cache-busting query). `customElements.define` throws `"vg-die" has already been used`
 * for the second copy, which would abort that module and leave its other tags unregistered. Instead the
 * second definition is skipped: the first one serves every board on the page. When the class already
 * registered comes from another release of this package, one console warning says so.
 */

/** This package's version, compared between copies on one page. Kept in step with package.json by a test. */
export const PACKAGE_VERSION = '0.1.0';

const VERSION_KEY = Symbol.for('viking-games.version');
// eslint-disable-next-line no-restricted-syntax -- page-wide by nature: one warning per tag and page, whichever board meets it
const warned = new Set<string>();

type Versioned = CustomElementConstructor & { [VERSION_KEY]?: string };

/**
 * Defines `tag` as `element` unless the tag is already taken. Safe to call more than once per tag.
 * @param tag a valid custom element name, e.g. `"vg-die"`
 * @param element the class to register
 * @returns `true` when this call registered the class, `false` when an earlier registration was kept
 */
export function defineElement(tag: string, element: CustomElementConstructor): boolean {
  const registry = globalThis.customElements;
  if (!registry) return false;
  const existing = registry.get(tag) as Versioned | undefined;
  (element as Versioned)[VERSION_KEY] = PACKAGE_VERSION;
  if (!existing) {
    registry.define(tag, element);
    return true;
  }
  const theirs = existing[VERSION_KEY];
  if (existing !== element && theirs !== PACKAGE_VERSION && !warned.has(tag)) {
    warned.add(tag);
    console.warn(
      `@viking-games/ui ${PACKAGE_VERSION}: <${tag}> is already defined by ${theirs ? `version ${theirs}` : 'another script'}; ` +
        'that definition is kept. Load one copy of the games per page to avoid mixing versions.',
    );
  }
  return false;
}

/**
 * Class decorator form of {@link defineElement}: a drop-in for Lit's `@customElement` (same name, so the
 * custom-elements manifest analyzer still reads the tag), which throws when the tag is taken.
 * Works with TypeScript's experimental decorators.
 * @param tag a valid custom element name
 */
export const customElement =
  (tag: string) =>
  <T extends CustomElementConstructor>(target: T): T => {
    defineElement(tag, target);
    return target;
  };
