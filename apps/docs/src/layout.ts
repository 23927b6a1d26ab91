/** The site's frame: header with navigation and footer, shared by every page. */
import { gameRegistry, type GameId } from '@viking-games/core/registry';
import './site.css';
import { visuallyHiddenRules } from '@viking-games/ui/visually-hidden';

const BRAND = `<svg viewBox="0 0 60 48" aria-hidden="true">
  <path d="M4 30h52l-7 11H12z" fill="#c98a45" stroke="#2e1b0b" stroke-width="2"/>
  <path d="M30 6v24" stroke="#2e1b0b" stroke-width="2.5"/>
  <path d="M31 8q14 8 0 18z" fill="#fff6e4" stroke="#2e1b0b" stroke-width="1.5"/>
  <path d="M31 12h8M31 17h10M31 22h7" stroke="#b5461d" stroke-width="2"/>
  <circle cx="14" cy="35" r="3" fill="#d9a21a" stroke="#2e1b0b"/><circle cx="24" cy="35" r="3" fill="#c23b2e" stroke="#2e1b0b"/>
  <circle cx="36" cy="35" r="3" fill="#2f6db5" stroke="#2e1b0b"/><circle cx="46" cy="35" r="3" fill="#3c8a3a" stroke="#2e1b0b"/>
  <path d="M4 30q-3-6 2-9M56 30q3-6-2-9" fill="none" stroke="#2e1b0b" stroke-width="2"/>
</svg>`;

/** A page of the site: file, title, and the short label the menu shows on phones. */
interface Page {
  readonly href: string;
  readonly id: 'home' | GameId;
  readonly title: string;
  readonly short: string;
}

/** Pages of the site: the home page, then a page per game of the registry (`<id>.html`). */
export const PAGES: readonly Page[] = [
  { href: './', id: 'home', title: 'Games', short: 'Games' },
  ...gameRegistry.map(({ id, title, short }) => ({ href: `./${id}.html`, id, title, short })),
];

/** A menu link: the full title, and on phones the short label on screen (the full title stays its name). */
function navLink(p: Page, current: string): string {
  const label = p.short === p.title ? p.title : `<span class="long">${p.title}</span><span class="short" aria-hidden="true">${p.short}</span>`;
  return `<li${p.id === 'home' ? ' class="home-link"' : ''}><a href="${p.href}"${p.id === current ? ' aria-current="page"' : ''}>${label}</a></li>`;
}

/**
 * Said, not shown, on a phone (site.css's breakpoints): the brand's name and the menu's full titles (the sail and the
 * short labels show; each stays its link's name) and an API table's column heads (each cell follows its column's
 * name). A stylesheet of its own, adopted by {@link frame}, so the hiding is written once (`visuallyHiddenRules`).
 */
function saidNotShown(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
    @media (max-width: 700px) { .brand span, nav .long { ${visuallyHiddenRules} } }
    @media (max-width: 640px) { .table-wrap thead { ${visuallyHiddenRules} } }
  `);
  return sheet;
}

/** Puts the header before and the footer after `#app`, marking `current` in the navigation. */
export function frame(current: Page['id']): HTMLElement {
  const app = document.querySelector<HTMLElement>('#app')!;
  const main = app.closest('main') ?? app;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, saidNotShown()];
  main.insertAdjacentHTML(
    'beforebegin',
    `<a class="skip" href="#main">Skip to content</a>
    <header class="site-header"><div class="inner">
      <a class="brand" href="./"${current === 'home' ? ' aria-current="page"' : ''}>${BRAND}<span>Viking Games</span></a>
      <nav aria-label="Site"><ul>${PAGES.map((p) => navLink(p, current)).join('')}</ul></nav>
    </div></header>`,
  );
  // A phone's menu is one row that scrolls sideways where it does not fit (320 px): the current page's link in view.
  const menu = document.querySelector<HTMLElement>('.site-header nav ul');
  const here = menu?.querySelector<HTMLElement>('[aria-current]');
  if (menu && here && menu.scrollWidth > menu.clientWidth) menu.scrollLeft += Math.max(0, here.getBoundingClientRect().right - menu.getBoundingClientRect().right);
  main.insertAdjacentHTML(
    'afterend',
    `<footer>Viking Games: board games as web components and statecharts. All art is drawn in SVG and CSS in this repository; the pages load nothing from other sites.</footer>`,
  );
  return app;
}
