/** The attributes every board has: see {@link BoardAttributes}. */
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { numberOrRaw, pageLocale, parseLocale } from './attributes.js';
import { awaitLocale, readyLocale, sharedMessages, type Locale, type Messages, type MessageTable } from './i18n.js';

/** Lower-case prop name -> attribute name, for each property whose attribute is not its lower-cased name. */
function propertyAliases(element: { readonly elementProperties: Map<PropertyKey, { readonly attribute?: boolean | string }> }): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [property, options] of element.elementProperties) {
    const alias = String(property).toLowerCase();
    if (typeof options.attribute === 'string' && options.attribute !== alias) aliases.set(alias, options.attribute);
  }
  return aliases;
}

/**
 * The attributes of every game element, as written by the page (a bad value warns and falls back where it is read,
 * see shared/attributes.ts and `checkAttributes`), and the reader's language they give. `GameBoardElement` extends
 * it; what the attributes do is its controllers' business (the table, the save, the bots, the tutorial, online).
 */
export abstract class BoardAttributes extends LitElement {
  /** Number of players, within the game's range. Default 3 (in every game); other values: a warning and the default, 3. */
  @property({ reflect: true, useDefault: true, converter: numberOrRaw }) players: number | string = 3;
  /**
   * Who plays each seat, comma-separated: `human` or a bot (`heuristic`, `random`, optionally `:1`-`:3`).
   * Default: seat 1 human, the others heuristic bots. Hot-seat: `human,human`.
   */
  @property({ reflect: true, useDefault: true }) seats = '';
  /** Seed of the game (0 to 4294967295): the same seed plays the same game. Default: random. */
  @property({ reflect: true, converter: numberOrRaw }) seed?: number | string;
  /** Language: `en`, `de`, or one added with `registerLocale` (e.g. `fr`). Default: the page's language (the nearest `lang` attribute, e.g. `<html lang="de">`), English if it is neither. */
  @property({ reflect: true }) locale?: string;
  /** Storage key: with it, the game is saved in localStorage and resumed after a reload. Each element needs its own key (a yes/no value warns: `true` saves under the tag name, `false` does not save). */
  @property({ reflect: true, useDefault: true }) persist = '';
  /** `light`, `dark`, or `auto` (follow the system). */
  @property({ reflect: true, useDefault: true }) theme = 'auto';
  /** Player names in seat order, comma-separated; an empty entry keeps that seat's default name (default: the game's own names; with no name in it: a warning and the default). */
  @property({ reflect: true, useDefault: true }) names = '';
  /** Milliseconds a bot waits before each move, a whole number, 0 or more (others: a warning and the default, 700 to 1200, shorter with reduced motion). */
  @property({ attribute: 'bot-delay', type: Number }) botDelay?: number;
  /**
   * Milliseconds a bot waits, at the least, after a move that changed the situation of a person at this screen (their
   * own move, their dice moved, a raid's or an auction's result, a scoring), so they can read it in "Just now"
   * (default: 2600, 1200 with reduced motion), and, in a game that sums each turn up in "Just now" (Wilde Wikinger),
   * before it begins a turn after another ended, so they can follow each computer's turn (default: 1.5 to 3.5 s,
   * scaled to what the turn came to). None when `bot-delay` is set, which then is the exact pace.
   */
  @property({ attribute: 'reading-pause', type: Number }) readingPause?: number;
  /**
   * The guided first game ("Learn to play") runs: set it to start the tutorial (as startTutorial does),
   * remove it to skip it; the board sets and removes it as the tutorial begins and ends. Only in a game with a tutorial.
   */
  @property({ type: Boolean, reflect: true }) tutorial = false;
  /**
   * A game server's WebSocket URL (`ws://127.0.0.1:2567`, see @viking-games/server): the board offers "Play online"
   * (a room with a link and a code to share; the page's `?vg-join=<code>` joins it). Without it no network code is loaded.
   */
  @property({ reflect: true, useDefault: true }) server = '';

  /**
   * The element's own boolean attributes (e.g. `friendly`, `instant`), declared with the `booleanAttribute`
   * converter and read with `parseBoolean`: a value that is neither on nor off warns here, once per change.
   */
  protected readonly flags: readonly string[] = [];

  /** The message tables this board reads: the shared one and its game's (it speaks German once both are here). */
  readonly #messageTables: readonly Messages<MessageTable>[];

  /** @param messages the game's message table (`defineMessages`), which the board waits for with the shared one */
  constructor(messages: Messages<MessageTable>) {
    super();
    this.#messageTables = [sharedMessages, messages];
  }

  /**
   * Observes the lower-case form of each camelCase property as well (`botdelay` for `bot-delay`): React
   * and other frameworks set an attribute named after the prop when the element is not defined yet, and
   * HTML lower-cases it. Such an attribute is read as the property's own attribute.
   */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...propertyAliases(this).keys()];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(propertyAliases(this.constructor as typeof LitElement).get(name) ?? name, old, value);
  }

  /** The reader's language (`locale`, read without a second warning); English until German's tables have arrived (then a re-render). */
  protected get language(): Locale {
    const own = this.locale;
    // A locale not added yet gives English now and a re-render when a site adds one (registerLocale).
    return readyLocale(
      own === undefined || own === null || own === '' ? pageLocale(this) : parseLocale(own, this.localName, () => awaitLocale(this)),
      this,
      this.#messageTables,
    );
  }
}
