/**
 * The chrome every game board shares, around the game's own table: the header (title, tagline, Rules, New game),
 * the error and conflict panels, notices, the prompt with its Take back button, the live region, the rules,
 * confirm and end-screen dialogs, the log and the score table. Pure templates: the board
 * (`GameBoardElement`) hands in what they show ({@link ChromeView}) and what their controls do
 * ({@link ChromeActions}); `boardChromeStyles` styles them. The dialogs' element, `<vg-dialog>`, is not imported here:
 * `BoardChromeController` loads it (a chunk of its own in the script-tag files) when a dialog opens or the browser
 * idles after the board's first paint; until then a closed dialog is an undefined element, hidden by the styles.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameFailure } from './game-controller.js';
import { cssProps } from './css-props.js';
import { sharedMessages, type Locale } from './i18n.js';
import type { ColourKey } from './theme.js';
import type { VgDialog } from './vg-dialog.js';
import type { Recent } from './recent-moves.js';
import type { LogLine } from './vg-game-log.js';
import './vg-announcer.js';
import './vg-game-log.js';
import './vg-player-badge.js';

/** The words the chrome needs from a game's message table. */
export interface BoardChromeMessages {
  /** The game's name, in the header. */
  readonly title: string;
  /** The button that opens the rules. */
  readonly help: string;
  /** The buttons that start a new game (header and end screen). */
  readonly newGame: string;
  /** Heading of the rules dialog. */
  readonly helpTitle: string;
  /** The rules in short, one list item each (English's come late, with the dialogs: see `defineMessages`). */
  readonly rules?: readonly string[];
  /** Heading of the end screen. */
  readonly endTitle: string;
  /** Read out before a winner's rank in the score table ("Winner, 1"). */
  readonly winner: string;
  /** Names by seat when the `names` attribute gives none (the language's, so a German table gives German defaults). */
  readonly defaultNames: readonly string[];
  /** The name of seat `n` (1-based) past {@link defaultNames}. */
  readonly seatName: (n: number) => string;
  /** The sentences of the game's guided first game, by the keys its `Tutorial` steps `say` (a game with a tutorial). */
  readonly tutorial?: Readonly<Record<string, TutorialSentence>>;
}

/**
 * A sentence of a guided first game: fixed, or worded from the numbers its step reads from the game as it stands (the
 * step's `values` in core: `{ dice: 3 }`), so that a count it names is the one on the board (issue 26: "twice on
 * Location 1" over three dice).
 */
export type TutorialSentence = string | ((values: never) => string);

/** One row of the score table ({@link scoreSheet}; a board calls `renderScoreSheet`). */
export interface ScoreRow {
  /** 1-based rank; rank 1 gets the crown and the `win` row. */
  readonly rank: number;
  readonly name: string;
  readonly colour: ColourKey;
  /** Points by category, in the order of the category headings (text where a number needs a sign). */
  readonly cells: readonly (number | string)[];
  /** The total (text where it needs a sign: a minus sign, U+2212, rather than a hyphen). */
  readonly total: number | string;
}

/** What a game puts into the chrome (see {@link chromeFrame}; a board calls `renderFrame`). */
export interface BoardFrame {
  /** The emblem left of the title (decorative: give it `aria-hidden`). */
  readonly logo: TemplateResult;
  /** The line under the title. */
  readonly tagline: string | TemplateResult;
  /** Colour of the prompt's dot (the seat to act); none: the accent colour. */
  readonly promptColour?: ColourKey;
  /** The game's table, between the prompt and the live region. */
  readonly body: TemplateResult;
  /** After the rules list in the help dialog (e.g. a legend). */
  readonly helpFooter?: TemplateResult;
  /** The final scores for the end screen, asked for only once the game is over. */
  readonly endScreen: () => TemplateResult;
}

/** What the chrome shows: the board's state. */
export interface ChromeView {
  readonly locale: Locale;
  readonly t: BoardChromeMessages;
  /** The game is over: the end screen may open. */
  readonly over: boolean;
  /** Who acts and what they may do. */
  readonly prompt: string;
  /** True while a bot is thinking (a bot is to act, no person here is and no move plays): the prompt's dot pulses. */
  readonly thinking: boolean;
  /** The person to act may take a move back: the prompt shows "Take back". */
  readonly canTakeBack: boolean;
  /** Why Ctrl+Z just took nothing back, shown under the prompt until the next move. */
  readonly takeBackRefused?: string;
  /** What just happened since the person here last acted (the log's lines, oldest first, by turn), under the prompt. */
  readonly recent?: Recent;
  /** Notices for the reader (storage, a refused save), each with Dismiss. */
  readonly notices: readonly string[];
  /** The error panel's failure, if any. */
  readonly failure?: GameFailure;
  /** Another tab saved a newer game under the same key: "Load it" or "Keep this one". */
  readonly conflict: boolean;
  readonly helpOpen: boolean;
  readonly confirmingNewGame: boolean;
  /** The confirm dialog asks for "Learn to play" (leaving the game in progress), not for a new game. */
  readonly confirmingLearn?: boolean;
  readonly endOpen: boolean;
  /** The game has a guided first game: "Learn to play" in the header and the rules dialog. */
  readonly learn: boolean;
  /** The reader has not finished it yet (on this browser): the header's "Learn to play" stands out. */
  readonly learnFirst?: boolean;
  /** The running tutorial's bubble and ring (see `TutorialController`), or nothing. */
  readonly coach: TemplateResult | typeof nothing;
  /** The tutorial's closing words ("You are ready", "Play a real game") at the top of the end screen, in place of its New game; or nothing. */
  readonly coachEnd?: TemplateResult | typeof nothing;
  /** With a `server`: the "Play online" button beside New game, and the room's line under the header (the online chunk's). */
  readonly online?: { readonly tools: TemplateResult; readonly panel: TemplateResult; readonly end?: TemplateResult };
}

/** What the chrome's controls do: the board's handlers. */
export interface ChromeActions {
  /** A key pressed anywhere in the board. */
  key(event: KeyboardEvent): void;
  help(): void;
  /** The New game buttons (the board asks first when a game is in progress). */
  askNewGame(): void;
  /** Dismiss the notice at `index`. */
  dismiss(index: number): void;
  takeBack(): void;
  closeHelp(): void;
  closeConfirm(): void;
  /** The confirm dialog's yes: "Start a new game", or "Learn to play" when it asked for that. */
  restart(): void;
  closeEnd(): void;
  loadOther(): void;
  keepThis(): void;
  /** The error panel's Continue. */
  continueGame(): void;
  /** The error panel's New game. */
  newGameAfterError(): void;
  /** "Learn to play": starts the guided first game. */
  learn(): void;
}

/** The headings of {@link scoreSheet}: a category heading may be markup (an icon with its name for screen readers). */
export interface ScoreHeadings {
  readonly rank: string;
  readonly player: string;
  readonly categories: readonly (string | TemplateResult)[];
  readonly total: string;
}

/** The chrome around the game's table (parts `frame`, `header`, `prompt`, `take-back`, `end-screen`). */
export function chromeFrame(view: ChromeView, on: ChromeActions, frame: BoardFrame): TemplateResult {
  const { t, locale } = view;
  const s = sharedMessages(locale);
  return html`<div part="frame" class="frame" lang=${locale} @keydown=${on.key}>
      <div part="header" class="header">
        ${frame.logo}
        <div class="titles">
          <h2>${t.title}</h2>
          <p class="tagline">${frame.tagline}</p>
        </div>
        <div class="tools">
          ${view.learn ? html`<button class="btn ${view.learnFirst ? 'primary' : ''}" data-action="learn" @click=${on.learn}>${s.learnToPlay}</button>` : nothing}
          <button class="btn" @click=${on.help}>${t.help}</button>
          <button class="btn" @click=${on.askNewGame}>${t.newGame}</button>
          ${view.online?.tools ?? nothing}
        </div>
      </div>
      ${view.online?.panel ?? nothing}
      ${view.failure ? failurePanel(view.failure, locale, t, on) : nothing} ${view.conflict ? conflictPanel(locale, on) : nothing}
      ${view.notices.map(
        (notice, i) => html`<div class="notice" role="status">
          <span>${notice}</span>
          <button class="btn" @click=${() => on.dismiss(i)}>${s.dismiss}</button>
        </div>`,
      )}
      <p id="prompt" part="prompt" class="prompt ${view.thinking ? 'thinking' : ''}" tabindex="-1" ${cssProps({ '--c': frame.promptColour && `var(--vg-player-${frame.promptColour})` })}>
        <span class="dot" aria-hidden="true"></span><span>${view.prompt}</span>
        ${
          view.canTakeBack
            ? html`<button part="take-back" class="btn small take-back" title=${s.takeBackHint} aria-keyshortcuts="Control+Z Meta+Z" @click=${on.takeBack}>${s.takeBack}</button>`
            : nothing
        }
      </p>
      ${view.takeBackRefused ? html`<p part="take-back-refused" class="why-not" role="status">${view.takeBackRefused}</p>` : nothing}
      ${
        view.recent?.lines.length && !view.over
          ? html`<p part="recent" class="recent" aria-label=${s.recent}>
            ${view.recent.concerning.map(
              (line) =>
                html`<span class="turn concern" ${cssProps({ '--marker': line.colour && `var(--vg-player-${line.colour})` })}><span class="line">${line.text}</span></span> `,
            )}${view.recent.more ? html`<span class="more">${s.recentMore(view.recent.more)}</span> ` : nothing}${view.recent.turns.map(
              (turn) =>
                html`<span class="turn ${turn.concern ? 'concern' : ''} ${turn.summary ? 'summary' : ''}" ${cssProps({ '--marker': turn.colour && `var(--vg-player-${turn.colour})` })}
                  >${turn.before ? html`<span class="more">${s.recentMore(turn.before)}</span> ` : nothing}${turn.lines.map(
                    (line) => html`<span class="line">${line.text}</span> `,
                  )}${turn.after ? html`<span class="more">${s.recentMore(turn.after)}</span> ` : nothing}</span
                >`,
            )}
          </p>`
          : nothing
      }
      ${frame.body}
      <vg-announcer></vg-announcer>
      <vg-dialog .heading=${t.helpTitle} locale=${locale} ?open=${view.helpOpen} @vg-close=${on.closeHelp}>
        <ol class="rules">
          ${t.rules?.map((line) => html`<li>${line}</li>`)}
        </ol>
        ${frame.helpFooter ?? nothing}
        ${view.learn ? html`<button slot="actions" class="btn primary" data-action="learn" @click=${on.learn}>${s.learnToPlay}</button>` : nothing}
      </vg-dialog>
      <vg-dialog class="confirm" question .heading=${view.confirmingLearn ? s.confirmLearnTitle : s.confirmNewGameTitle} locale=${locale} ?open=${view.confirmingNewGame} @vg-close=${on.closeConfirm}>
        <p>${view.confirmingLearn ? s.confirmLearn : s.confirmNewGame}</p>
        <button slot="actions" class="btn" autofocus @click=${(e: Event) => ((e.target as HTMLElement).closest('vg-dialog') as VgDialog).close()}>${s.keepPlaying}</button>
        <button slot="actions" class="btn primary" @click=${on.restart}>${view.confirmingLearn ? s.learnToPlay : s.startNewGame}</button>
      </vg-dialog>
      <vg-dialog part="end-screen" inline .heading=${t.endTitle} locale=${locale} ?open=${view.endOpen && view.over} @vg-close=${on.closeEnd}>
        ${view.coachEnd ?? nothing} ${view.over ? frame.endScreen() : nothing} ${view.online?.end ?? nothing}
        ${view.coachEnd && view.coachEnd !== nothing ? nothing : html`<button slot="actions" class="btn primary" autofocus @click=${on.askNewGame}>${t.newGame}</button>`}
      </vg-dialog>
      ${view.coach}
    </div>`;
}

/**
 * Two tabs on one `persist` key: the other tab saved a newer game. The board stopped saving (its bots wait)
 * until the reader loads that game or keeps this one (which then saves over it). Part `conflict`.
 */
export function conflictPanel(locale: Locale, on: ChromeActions): TemplateResult {
  const s = sharedMessages(locale);
  return html`<div part="conflict" class="notice conflict" role="alert">
    <span>${s.continuedElsewhere}</span>
    <button class="btn primary" data-action="load-other" @click=${on.loadOther}>${s.loadOther}</button>
    <button class="btn" data-action="keep-this" @click=${on.keepThis}>${s.keepThis}</button>
  </div>`;
}

/** The error panel (part `error`): what happened in the reader's words, "Continue" where the game can go on, and "New game". */
export function failurePanel(failure: GameFailure, locale: Locale, t: BoardChromeMessages, on: ChromeActions): TemplateResult {
  const s = sharedMessages(locale);
  return html`<div part="error" class="notice error" role="alert">
    <span>${failure.source === 'rule' ? (failure.canContinue ? s.errorStopped : s.errorLost) : s.errorPassing}</span>
    ${failure.canContinue ? html`<button class="btn" data-action="continue" @click=${on.continueGame}>${s.continueGame}</button>` : nothing}
    <button class="btn primary" data-action="new-game" @click=${on.newGameAfterError}>${t.newGame}</button>
  </div>`;
}

/** The game log as a `details.log` (open), with the `log` part. */
export function gameLog(lines: readonly LogLine[], summary: string, locale: Locale): TemplateResult {
  return html`<details class="log" open>
    <summary>${summary}</summary>
    <vg-game-log part="log" .lines=${lines} locale=${locale}></vg-game-log>
  </details>`;
}

/**
 * The score table (scrolls sideways on narrow screens): rank with a crown for the winners (`winner` read out
 * before their rank), the player's badge, one column per category, the total in bold.
 */
export function scoreSheet(headings: ScoreHeadings, rows: readonly ScoreRow[], winner: string): TemplateResult {
  return html`<div class="scroll">
    <table>
      <thead>
        <tr>
          <th scope="col">${headings.rank}</th>
          <th scope="col">${headings.player}</th>
          ${headings.categories.map((heading) => html`<th scope="col">${heading}</th>`)}
          <th scope="col">${headings.total}</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) => html`<tr class=${row.rank === 1 ? 'win' : ''}>
            <td>${row.rank === 1 ? html`<span class="crown" aria-hidden="true">♛ </span><span class="visually-hidden">${winner}, </span>` : nothing}${row.rank}</td>
            <th scope="row"><vg-player-badge wrap name=${row.name} colour=${row.colour}></vg-player-badge></th>
            ${row.cells.map((cell) => html`<td>${cell}</td>`)}
            <td><strong>${row.total}</strong></td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
