// Server rendering: writes ssr/index.html, the page as a server sends it, for `vite build ssr` to bundle with
// client.js. Run from the app's folder: node ssr/render.mjs
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Game } from './game.js';

const html = renderToString(createElement(Game));
writeFileSync(
  new URL('./index.html', import.meta.url),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Viking Games, server-rendered</title>
  </head>
  <body>
    <div id="root">${html}</div>
    <script type="module" src="./client.js"></script>
  </body>
</html>
`,
);
