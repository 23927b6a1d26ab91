/**
 * Storybook args and controls from the custom-elements manifest (packages/ui/custom-elements.json), and
 * the render function that applies them, for every story whose meta names a `component`.
 *
 * Why not Storybook's own mapping (@storybook/web-components `extractArgTypes`): it lists every field of
 * the class whatever its privacy (a board's `chosen`, `rollTimer`, `hadFocus` ... became live controls),
 * keys attributes, properties and CSS parts by their bare name in one object (the `players` CSS part
 * replaced the `players` attribute; `botDelay` and `bot-delay` were two rows), and types an arg by the
 * TypeScript text (`number | string | undefined`), which the URL-args parser rejects, so `?args=seed:42`
 * did nothing. And its default render sets every arg as a property, so `bot-delay` never reached the element.
 *
 * Here: one arg per public attribute, keyed and set by the attribute's name (what a page writes), one per
 * public property without an attribute, set as a property; read-only and object-typed properties are
 * listed without a control (a story may still set them in its args); private and protected members are
 * not listed. Events are logged to the Actions panel; CSS
 * parts (`::part(name)`), custom properties and slots are listed for reference, without a control.
 */
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';
import { noChange } from 'lit';

/** The parts of a custom-elements manifest (schema 2.x) this module reads. */
interface Typed {
  readonly name: string;
  readonly description?: string;
  readonly type?: { readonly text?: string };
  readonly default?: string;
}
interface CemMember extends Typed {
  readonly kind: string;
  readonly parameters?: readonly (Typed & { readonly optional?: boolean })[];
  readonly return?: { readonly type?: { readonly text?: string } };
  readonly privacy?: string;
  readonly static?: boolean;
  readonly readonly?: boolean;
}
interface CemAttribute extends Typed {
  readonly fieldName?: string;
}
interface CemDeclaration {
  readonly tagName?: string;
  readonly customElement?: boolean;
  readonly members?: readonly CemMember[];
  readonly attributes?: readonly CemAttribute[];
  readonly events?: readonly Typed[];
  readonly cssParts?: readonly Typed[];
  readonly cssProperties?: readonly Typed[];
  readonly slots?: readonly Typed[];
}
/** A custom-elements manifest (only what is read here). */
export interface CustomElementsManifest {
  readonly modules?: readonly { readonly declarations?: readonly CemDeclaration[] }[];
}

type ControlKind = 'boolean' | 'number' | 'select' | 'text' | 'object';

/** One public attribute or property of an element, as a Storybook arg. */
export interface ElementInput {
  /** The arg's key: the attribute's name, else the property's. */
  readonly key: string;
  /** Set as this attribute (kebab-case, as a page writes it); none: set as the property `property`. */
  readonly attribute?: string;
  /** The property behind it (undefined for an attribute that no field backs). */
  readonly property?: string;
  /** No control: a read-only property (a getter). */
  readonly readonly: boolean;
  readonly kind: ControlKind;
  /** The values of a union of string literals (a select). */
  readonly options?: readonly string[];
  readonly member: Typed;
}

/** What a story can set and hear on an element. */
export interface ElementApi {
  readonly inputs: readonly ElementInput[];
  /** DOM event names and the arg key of their action (`game-start` -> `onGameStart`). */
  readonly events: readonly { readonly name: string; readonly key: string }[];
  readonly declaration: CemDeclaration;
}

let manifest: CustomElementsManifest | undefined;
const apis = new Map<string, ElementApi | undefined>();

/** The manifest the args come from (preview.ts sets it, as it does for Storybook's own docs): custom-elements.json as imported. */
export function setArgsManifest(value: object): void {
  manifest = value as CustomElementsManifest;
  apis.clear();
}

/** The control that fits a TypeScript type text; attributes are text at worst, properties may be objects. */
function kindOf(typeText: string | undefined, isAttribute: boolean): { kind: ControlKind; options?: string[] } {
  const parts = (typeText ?? 'string')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part && part !== 'undefined' && part !== 'null');
  if (parts.includes('boolean')) return { kind: 'boolean' };
  if (parts.includes('number')) return { kind: 'number' };
  if (parts.length > 0 && parts.every((part) => /^(['"]).*\1$/.test(part))) return { kind: 'select', options: parts.map((part) => part.slice(1, -1)) };
  if (isAttribute || (parts.length === 1 && parts[0] === 'string')) return { kind: 'text' };
  return { kind: 'object' };
}

const camel = (name: string) => name.replace(/[-_:.\s]+(.)?/g, (_match, chr: string | undefined) => (chr ? chr.toUpperCase() : ''));

/** The public attributes, properties and events of `tagName` in the manifest; undefined for an unknown tag. */
export function elementApi(tagName: string): ElementApi | undefined {
  if (apis.has(tagName)) return apis.get(tagName);
  const declaration = manifest?.modules?.flatMap((module) => module.declarations ?? []).find((d) => d.customElement && d.tagName === tagName);
  let api: ElementApi | undefined;
  if (declaration) {
    const inputs: ElementInput[] = [];
    const attributes = declaration.attributes ?? [];
    for (const member of declaration.members ?? []) {
      if (member.kind !== 'field' || member.static || member.privacy === 'private' || member.privacy === 'protected' || member.name.startsWith('#')) continue;
      const attribute = attributes.find((a) => a.fieldName === member.name);
      const { kind, options } = kindOf(member.type?.text ?? attribute?.type?.text, !!attribute);
      inputs.push({
        key: attribute?.name ?? member.name,
        attribute: attribute?.name,
        property: member.name,
        readonly: !!member.readonly,
        kind,
        options,
        member: { ...attribute, ...member },
      });
    }
    // An attribute documented with no field behind it (a JSDoc `@attr` only).
    for (const attribute of attributes) {
      if (attribute.fieldName || inputs.some((input) => input.attribute === attribute.name)) continue;
      const { kind, options } = kindOf(attribute.type?.text, true);
      inputs.push({ key: attribute.name, attribute: attribute.name, readonly: false, kind, options, member: attribute });
    }
    const events = (declaration.events ?? []).filter((event) => event.name).map((event) => ({ name: event.name, key: camel(`on-${event.name}`) }));
    api = { inputs, events, declaration };
  }
  apis.set(tagName, api);
  return api;
}

const STORYBOOK_TYPES: Record<ControlKind, string> = { boolean: 'boolean', number: 'number', select: 'enum', text: 'string', object: 'object' };

/**
 * Storybook argTypes for `tagName` (set as `parameters.docs.extractArgTypes`; a story's own argTypes,
 * e.g. the options of `players`, are merged over them).
 */
export function extractArgTypes(tagName: string): Record<string, unknown> | null {
  const api = elementApi(tagName);
  if (!api) return null;
  const argTypes: Record<string, unknown> = {};
  for (const input of api.inputs) {
    const { member } = input;
    argTypes[input.key] = {
      name: input.key,
      description: member.description,
      type: input.kind === 'select' ? { name: 'enum', value: input.options } : { name: STORYBOOK_TYPES[input.kind] },
      // An object property (a board's `snapshot`, `actor`) is for code: listed, set from a story's args, no control.
      control: input.readonly || input.kind === 'object' ? false : { type: input.kind },
      ...(input.options ? { options: input.options } : {}),
      table: {
        category: input.attribute ? 'attributes' : input.readonly ? 'properties (read-only)' : 'properties',
        type: { summary: member.type?.text },
        defaultValue: member.default === undefined ? undefined : { summary: member.default },
      },
    };
  }
  for (const event of api.declaration.events ?? []) {
    if (!event.name) continue;
    argTypes[camel(`on-${event.name}`)] = {
      name: event.name,
      description: event.description,
      action: event.name,
      control: false,
      table: { category: 'events', type: { summary: event.type?.text } },
    };
  }
  const listed = (items: readonly Typed[] | undefined, category: string, key: (name: string) => string) => {
    for (const item of items ?? []) {
      argTypes[key(item.name)] = {
        name: key(item.name),
        description: item.description,
        control: false,
        table: { category, defaultValue: item.default === undefined ? undefined : { summary: item.default } },
      };
    }
  };
  // Public methods (a board's newGame, takeBack, resolveMove): for code, listed with their signature, no control.
  for (const member of api.declaration.members ?? []) {
    if (member.kind !== 'method' || member.static || (member.privacy && member.privacy !== 'public') || member.name.startsWith('#')) continue;
    const params = (member.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}`).join(', ');
    argTypes[`${member.name}()`] = {
      name: `${member.name}()`,
      description: member.description,
      control: false,
      table: { category: 'methods', type: { summary: `${member.name}(${params})${member.return?.type?.text ? `: ${member.return.type.text}` : ''}` } },
    };
  }
  listed(api.declaration.cssParts, 'css shadow parts', (name) => `::part(${name})`);
  listed(api.declaration.cssProperties, 'css custom properties', (name) => name);
  listed(api.declaration.slots, 'slots', (name) => `slot ${name || '(default)'}`);
  return argTypes;
}

/** Writes the args onto the element it sits on: attributes as attributes, properties as properties. */
class ApplyArgs extends Directive {
  private listening?: Element;
  private args: Record<string, unknown> = {};

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('applyArgs belongs on an element: <my-tag ${applyArgs(api, args)}>');
  }

  render(_api: ElementApi, _args: Record<string, unknown>) {
    return noChange;
  }

  override update(part: ElementPart, [api, args]: [ElementApi, Record<string, unknown>]) {
    const element = part.element as Element & Record<string, unknown>;
    this.args = args;
    for (const input of api.inputs) {
      if (input.readonly || !(input.key in args)) continue;
      const value = args[input.key];
      if (!input.attribute) element[input.property!] = value;
      else if (input.kind === 'boolean') element.toggleAttribute(input.attribute, value === true || value === 'true');
      // No value: no attribute, so the element's default applies (a number 0 is a value: bot-delay="0").
      else if (value === undefined || value === null || value === '') element.removeAttribute(input.attribute);
      else element.setAttribute(input.attribute, String(value));
    }
    if (this.listening !== element) {
      this.listening = element;
      for (const event of api.events) {
        element.addEventListener(event.name, (e) => (this.args[event.key] as ((e: Event) => void) | undefined)?.(e));
      }
    }
    return noChange;
  }
}
const applyArgs = directive(ApplyArgs);

/**
 * The project's render function: `<tag>` with every arg applied (see {@link ApplyArgs}). The template
 * is the same for each render of a tag, so a changed control updates the element in place (a game goes on
 * unless the change asks for a new table).
 */
export function renderElement(tagName: string, args: Record<string, unknown>) {
  const api = elementApi(tagName);
  if (!api) throw new Error(`<${tagName}> is not in custom-elements.json: run npm run analyze (a story without a render function needs its component there)`);
  const tag = unsafeStatic(tagName);
  return staticHtml`<${tag} ${applyArgs(api, args)}></${tag}>`;
}
