/**
 * Lets the boards load their online part (shared/online.ts, a chunk of its own) when they have a `server`
 * attribute. Imported by each game's element module, not by the base class: a part of an element that the script-tag
 * build splits off (Wikingerschafe's scoring) shares the base class with its file, and the build links a part only
 * from the file itself (see LAZY_PARTS in scripts/build-cdn.mjs).
 */
import { loadOnlineWith } from './game-board-element.js';

loadOnlineWith(() => import('./online.js'));
