import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

/** The tags Vue must leave to the browser: the game elements define themselves. */
const GAME_ELEMENTS = ['wikingerschafe-board', 'wilde-wikinger-board', 'viking-seesaw', 'viking-valley-board'];

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => GAME_ELEMENTS.includes(tag) } } })],
});
