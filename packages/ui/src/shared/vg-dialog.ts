import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { customElement } from './define.js';
import { sharedMessages, type Locale } from './i18n.js';
import { controlStyles } from './theme.js';

/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}

/**
 * A dialog (native `<dialog>`), modal by default: focus moves into it when it opens (to a slotted
 * `[autofocus]` element, else its Close button), stays in it, and returns to where it was when it closes.
 * Escape closes.
 *
 * With `inline` it is not modal: it opens as a popover (the top layer, fixed to the screen: whole and in view
 * wherever the page is scrolled, whatever clips or contains its board), the host page stays usable, and it
 * takes focus only when focus was already inside the same board (the player is playing). A game that ends
 * while the reader types elsewhere on the page never takes their focus or dims their page.
 *
 * @summary Modal dialog for rules, end screens and questions.
 * @fires vg-close - the dialog was closed by the reader (Close button or Escape); detail `{}`
 * @csspart dialog - the dialog box
 * @csspart heading - the title
 * @slot - the content
 * @slot actions - buttons beside Close
 */
@customElement('vg-dialog')
export class VgDialog extends LitElement {
  static override styles = [
    controlStyles,
    css`
      .box {
        inline-size: min(576px, calc(100vw - 32px));
        max-block-size: calc(100dvh - 32px);
        box-sizing: border-box;
        overflow: hidden;
        padding: 0;
        border: 3px solid var(--vg-wood-dark, #5b3818);
        border-radius: var(--vg-radius, 12px);
        background: var(--vg-surface, #fffaf0);
        color: var(--vg-ink, #2b1d12);
        box-shadow: 0 20px 60px rgb(0 0 0 / 0.4);
        font-family: var(--vg-font, system-ui, sans-serif);
      }
      /* Open (modal, or inline as a popover): a column whose content scrolls, the title and the buttons always shown. */
      dialog[open],
      .box:popover-open {
        display: flex;
        flex-direction: column;
      }
      /* Inline: a popover in the top layer, fixed to the screen (centred, never taller than it). */
      :host([inline]) .box {
        position: fixed;
        inset: 0;
        margin: auto;
        block-size: fit-content;
      }
      dialog::backdrop {
        background: rgb(30 20 10 / 0.55);
      }
      header {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 16px;
        padding: 12px 16px;
        background: var(--vg-bg-2, #ead9b4);
        border-block-end: 2px solid var(--vg-line, #b89a6e);
      }
      h2 {
        margin: 0;
        font-family: var(--vg-font-display, Georgia, serif);
        font-size: 21.6px;
      }
      .content {
        padding: 16px;
        overflow: auto;
        flex: 1 1 auto;
        min-block-size: 0;
      }
      header,
      footer {
        flex: none;
      }
      footer {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: 8px;
        padding: 0 16px 16px;
      }
      .x {
        min-width: 44px;
        min-height: 44px;
        border-radius: 50%;
        border: 2px solid transparent;
        background: transparent;
        font-size: 22.4px;
      }
    `,
  ];

  @property({ type: Boolean, reflect: true }) open = false;
  /** Not modal: over its board only, taking focus only when focus is already inside that board (end screens). */
  @property({ type: Boolean, reflect: true }) inline = false;
  /** Title, also the dialog's accessible name. */
  @property() heading = '';
  /**
   * A question whose own buttons (slot `actions`) include the answer that closes it ("Keep playing"): the footer's
   * Close is left out, so the dialog does not offer three ways to say no (✕ and Escape stay, as on every dialog).
   */
  @property({ type: Boolean, reflect: true }) question = false;
  @property() locale: Locale = 'en';
  /** The box: a native `<dialog>` (modal), or a popover `<div role="dialog">` (inline). */
  @query('.box') private dialog?: HTMLElement;
  private returnFocus: HTMLElement | null = null;

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open') || !this.dialog) return;
    if (this.open && !this.shown) {
      const root = this.getRootNode() as Document | ShadowRoot;
      // Inline: focus moves in only when the player is already inside this board.
      const takeFocus = !this.inline || !!root.activeElement;
      this.returnFocus = takeFocus ? deepActiveElement() : null;
      // Inline: a popover, not a <dialog> (whose focusing steps would take focus from the page), nothing made
      // inert. Its own focusing steps would focus an [autofocus] button: while it opens without taking focus,
      // its buttons carry no autofocus.
      if (this.dialog instanceof HTMLDialogElement) this.dialog.showModal();
      else {
        const autofocus = takeFocus ? [] : [...this.querySelectorAll<HTMLElement>('[autofocus]')];
        for (const el of autofocus) el.removeAttribute('autofocus');
        this.dialog.showPopover();
        for (const el of autofocus) el.setAttribute('autofocus', '');
      }
      const auto = this.querySelector<HTMLElement>('[autofocus]');
      if (takeFocus) (auto ?? this.renderRoot.querySelector<HTMLElement>('.x'))?.focus({ preventScroll: this.inline });
    } else if (!this.open && this.shown) {
      this.hide();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.shown) this.hide();
  }

  /** The native dialog is showing: open (modal) or a popover (inline). */
  private get shown(): boolean {
    const box = this.dialog;
    return !!box && (box instanceof HTMLDialogElement ? box.open : box.matches(':popover-open'));
  }

  private hide(): void {
    const box = this.dialog;
    if (box instanceof HTMLDialogElement) box.close();
    else if (box?.matches(':popover-open')) box.hidePopover();
  }

  /** Closes the dialog and gives focus back. */
  close(): void {
    this.open = false;
    const target = this.returnFocus;
    this.returnFocus = null;
    if (target?.isConnected) queueMicrotask(() => target.focus());
    this.dispatchEvent(new CustomEvent('vg-close', { detail: {}, bubbles: true, composed: false }));
  }

  /** A non-modal dialog gets no `cancel` from Escape in every browser: close it here. */
  private onKeydown(event: KeyboardEvent): void {
    if (this.inline && event.key === 'Escape') {
      event.preventDefault();
      this.close();
    }
  }

  private onCancel(event: Event): void {
    event.preventDefault();
    this.close();
  }

  protected override render() {
    const t = sharedMessages(this.locale, this);
    const inside = html`<header>
        <h2 id="h" part="heading">${this.heading}</h2>
        <button class="x" aria-label=${t.close} @click=${this.close}>✕</button>
      </header>
      <div class="content"><slot></slot></div>
      <footer><slot name="actions"></slot>${this.question ? nothing : html`<button class="btn" @click=${this.close}>${t.close}</button>`}</footer>`;
    return this.inline
      ? html`<div part="dialog" class="box" role="dialog" aria-labelledby="h" popover="manual" @keydown=${this.onKeydown}>${inside}</div>`
      : html`<dialog part="dialog" class="box" aria-labelledby="h" @cancel=${this.onCancel} @keydown=${this.onKeydown}>${inside}</dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vg-dialog': VgDialog;
  }
}
