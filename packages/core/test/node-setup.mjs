// Loaded before core's tests run in Node (see .mocharc.json): the tests were written for a browser and run there
// unchanged. Two gaps are filled here, nothing else:
// - `@esm-bundle/chai` resolves to the ES module a browser gets (node-hooks.mjs);
// - `fetch` reads `file:` URLs, so a golden test fetches the fixture beside it (`import.meta.resolve('./x.json')`)
//   as it would over http.
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';

register('./node-hooks.mjs', import.meta.url);

const webFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith('file:')) return new Response(await readFile(new URL(url)));
  return webFetch(input, init);
};
