/** Cover art of the games, drawn in SVG (decorative). */

const sky = (a: string, b: string) => `<defs><linearGradient id="sky-${a.slice(1)}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="320" height="200" fill="url(#sky-${a.slice(1)})"/>`;

const die = (x: number, y: number, s: number, fill: string, pips: [number, number][], rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${s * 0.2}" fill="${fill}" stroke="#2b1d12" stroke-width="2"/>${pips
    .map(([px, py]) => `<circle cx="${(px - 0.5) * s}" cy="${(py - 0.5) * s}" r="${s * 0.085}" fill="#fffdf6"/>`)
    .join('')}</g>`;

const sheep = (x: number, y: number, s: number, helmet = true) => `<g transform="translate(${x} ${y}) scale(${s})">
  <ellipse cx="0" cy="34" rx="34" ry="5" fill="rgb(0 0 0 / .18)"/>
  <path d="M-20 14v18M-8 16v18M8 16v18M20 14v18" stroke="#3a2a1c" stroke-width="6" stroke-linecap="round"/>
  <g fill="#fbf6ea" stroke="#6f5a44" stroke-width="2"><circle cx="-20" cy="0" r="15"/><circle cx="-2" cy="-9" r="16"/><circle cx="17" cy="-2" r="15"/><circle cx="22" cy="12" r="12"/><circle cx="2" cy="14" r="15"/><circle cx="-18" cy="14" r="13"/></g>
  <ellipse cx="34" cy="-6" rx="12" ry="14" fill="#3a2a1c"/><circle cx="37" cy="-8" r="2.4" fill="#fffaf0"/><circle cx="37.6" cy="-7.6" r="1.2" fill="#1a120b"/>
  ${helmet ? `<path d="M22 -14a12 11 0 0 1 24 0z" fill="#b8bec4" stroke="#4a4f55" stroke-width="2"/><path d="M23 -18q-9-2-10-13q6 7 12 7" fill="#f0e2c0" stroke="#6f5a44" stroke-width="1.6"/><path d="M45 -18q9-2 10-13q-6 7-12 7" fill="#f0e2c0" stroke="#6f5a44" stroke-width="1.6"/>` : ''}
</g>`;

/** Wikingerschafe: sheep in helmets on a green hill, dice rolling. */
export const wikingerschafeArt = `<svg class="art" viewBox="0 0 320 200" aria-hidden="true">${sky('#9fd0e6', '#e9f3e4')}
  <circle cx="270" cy="40" r="22" fill="#ffe6a0"/>
  <path d="M0 130q80-50 160-20t160-10v100H0z" fill="#8fbf5e"/><path d="M0 160q90-30 180-5t140-5v50H0z" fill="#6fa046"/>
  <path d="M210 108l22-26 22 26z" fill="#8a5a2b" stroke="#4f3016" stroke-width="2"/><path d="M214 108h36v22h-36z" fill="#a86f38" stroke="#4f3016" stroke-width="2"/><path d="M228 130v-10h8v10" fill="#2b1d12"/>
  ${sheep(95, 118, 1.1)}${sheep(190, 142, 0.7, false)}
  ${die(40, 170, 30, '#c23b2e', [[0.3, 0.3], [0.5, 0.5], [0.7, 0.7]], -12)}${die(150, 178, 26, '#2f6db5', [[0.3, 0.3], [0.7, 0.7]], 14)}${die(280, 168, 28, '#3c8a3a', [[0.3, 0.3], [0.7, 0.3], [0.5, 0.5], [0.3, 0.7], [0.7, 0.7]], 8)}
</svg>`;

/** Viking See-Saw: a longship balancing on a pivot, cargo on deck. */
export const seesawArt = `<svg class="art" viewBox="0 0 320 200" aria-hidden="true">${sky('#f3c98b', '#f8ead0')}
  <path d="M0 170q40-8 80 0t80 0 80 0 80 0v30H0z" fill="#2b6f7e"/>
  <g transform="rotate(-7 160 120)"><path d="M40 112h240l-24 26H64z" fill="#a86f38" stroke="#4f3016" stroke-width="3"/><path d="M40 112q-16-20 0-36M280 112q16-20 0-36" fill="none" stroke="#4f3016" stroke-width="5"/>
  <path d="M160 112V38" stroke="#4f3016" stroke-width="4"/><path d="M162 42q40 20 0 50z" fill="#fff6e4" stroke="#4f3016" stroke-width="2"/><path d="M162 52h22M162 64h28M162 76h20" stroke="#c23b2e" stroke-width="4"/>
  <rect x="70" y="96" width="16" height="16" fill="#d9a21a" stroke="#4f3016" stroke-width="2"/><circle cx="100" cy="104" r="8" fill="#9aa4ad" stroke="#4f3016" stroke-width="2"/><rect x="220" y="94" width="22" height="18" fill="#8a5a2b" stroke="#4f3016" stroke-width="2"/><path d="M255 112l6-14 6 14z" fill="#a276cf" stroke="#4f3016" stroke-width="2"/></g>
  <path d="M146 170l14-34 14 34z" fill="#6d6a66" stroke="#2b1d12" stroke-width="2"/>
</svg>`;

/** Wilde Wikinger: three ships and a pirate on a treasure sea. */
export const wildeArt = `<svg class="art" viewBox="0 0 320 200" aria-hidden="true">${sky('#7fb7d9', '#d8ecf4')}
  <path d="M0 120q40-10 80 0t80 0 80 0 80 0v80H0z" fill="#2b6f7e"/><path d="M0 150q40-8 80 0t80 0 80 0 80 0v50H0z" fill="#235a66"/>
  ${[['#d9a21a', 50, 122], ['#c23b2e', 140, 132], ['#2f6db5', 230, 120], ['#2b1d12', 285, 150]]
    .map(([c, x, y]) => `<g transform="translate(${x} ${y})"><path d="M-28 0h56l-10 14h-36z" fill="#a86f38" stroke="#4f3016" stroke-width="2"/><path d="M0 0v-34" stroke="#4f3016" stroke-width="3"/><path d="M2 -32h22l-6 12 6 12H2z" fill="${c}" stroke="#4f3016" stroke-width="1.5"/></g>`)
    .join('')}
  <g transform="translate(40 40)"><rect x="0" y="10" width="40" height="26" rx="3" fill="#8a5a2b" stroke="#4f3016" stroke-width="2"/><path d="M0 12q20-18 40 0" fill="#a86f38" stroke="#4f3016" stroke-width="2"/><circle cx="12" cy="4" r="5" fill="#e8f4ff"/><circle cx="22" cy="2" r="5" fill="#5cad58"/><circle cx="31" cy="5" r="5" fill="#a276cf"/></g>
</svg>`;

/** Valley of the Vikings: barrels on a round village square and a bowling ball. */
export const valleyArt = `<svg class="art" viewBox="0 0 320 200" aria-hidden="true">${sky('#bfe0b0', '#eef6e4')}
  <ellipse cx="160" cy="128" rx="120" ry="58" fill="#c9a877" stroke="#8a5a2b" stroke-width="4"/>
  ${[['#2f6db5', 120, 118], ['#e07b2a', 165, 104], ['#c23b2e', 200, 128], ['#3c8a3a', 150, 140]]
    .map(([c, x, y]) => `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="12" rx="11" ry="4" fill="rgb(0 0 0 / .2)"/><path d="M-10 -14h20v24h-20z" fill="${c}" stroke="#2b1d12" stroke-width="2"/><ellipse cx="0" cy="-14" rx="10" ry="3.5" fill="${c}" stroke="#2b1d12" stroke-width="2"/><path d="M-10 -6h20M-10 4h20" stroke="#2b1d12" stroke-width="1.5"/></g>`)
    .join('')}
  <circle cx="262" cy="78" r="16" fill="#6d6a66" stroke="#2b1d12" stroke-width="2"/><path d="M250 70q8-6 18 0" stroke="#9a958f" stroke-width="2" fill="none"/>
  <path d="M282 60l24-30" stroke="#8a5a2b" stroke-width="6" stroke-linecap="round"/>
</svg>`;

/** The home page's hero: a longship of helmeted sheep sailing home with dice for cargo. */
export const heroArt = `<svg class="art" viewBox="0 0 320 200" aria-hidden="true">${sky('#f6c98a', '#fbeed6')}
  <circle cx="250" cy="70" r="34" fill="#ffdf8a" opacity=".9"/>
  <path d="M0 120l40-30 30 22 40-40 50 48z" fill="#9aa7a0" opacity=".55"/>
  <path d="M0 150q40-8 80 0t80 0 80 0 80 0v50H0z" fill="#2b6f7e"/>
  <path d="M0 170q40-6 80 0t80 0 80 0 80 0v30H0z" fill="#235a66"/>
  <g transform="translate(0 6)">
    <path d="M150 142V40" stroke="#4f3016" stroke-width="4"/>
    <path d="M152 44q52 22 0 62z" fill="#fff6e4" stroke="#4f3016" stroke-width="2"/>
    <path d="M152 56h30M152 70h36M152 84h28M152 98h14" stroke="#c23b2e" stroke-width="5"/>
    ${sheep(112, 112, 0.62)}${sheep(188, 114, 0.55)}
    <path d="M44 134h214l-24 28H68z" fill="#a86f38" stroke="#4f3016" stroke-width="3"/>
    <path d="M50 140h200" stroke="#4f3016" stroke-width="1.5" opacity=".5"/>
    <path d="M44 134q-22-18-6-44q6-8 14-4" fill="none" stroke="#4f3016" stroke-width="6" stroke-linecap="round"/>
    <path d="M258 134q20-16 8-38" fill="none" stroke="#4f3016" stroke-width="6" stroke-linecap="round"/>
    ${[78, 104, 130, 170, 196, 222].map((x, i) => `<circle cx="${x}" cy="146" r="8" fill="${['#c23b2e', '#2f6db5', '#3c8a3a', '#d9a21a', '#c23b2e', '#2f6db5'][i]}" stroke="#4f3016" stroke-width="2"/><circle cx="${x}" cy="146" r="2.5" fill="#c9c2b4"/>`).join('')}
  </g>
  ${die(36, 60, 22, '#c23b2e', [[0.3, 0.3], [0.5, 0.5], [0.7, 0.7]], -18)}${die(290, 128, 20, '#3c8a3a', [[0.3, 0.3], [0.7, 0.7]], 20)}
</svg>`;
