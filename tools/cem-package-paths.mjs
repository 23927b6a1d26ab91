// The manifest ships in @viking-games/ui, so its module paths must name files of the package, relative to
// it (`dist/wikingerschafe/wikingerschafe-board.js`), not the repository's sources
// (`packages/ui/src/wikingerschafe/wikingerschafe-board.ts`, which the tarball does not hold). Nothing in
// the workspace reads the paths (Storybook and the docs site look elements up by tag), tools of consumers
// (editors' custom-element language servers, framework wrappers) do.

const SOURCE = /^\/?packages\/ui\/src\/(.+)\.[jt]s$/;

/**
 * Rewrites every `path` and `module` of the manifest from a source file to its built file in dist/.
 * @param {unknown} node any part of the manifest (changed in place)
 */
function rewrite(node) {
  if (Array.isArray(node)) {
    for (const item of node) rewrite(item);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = value.replace(SOURCE, 'dist/$1.js');
      else rewrite(value);
    }
  }
}

/** The analyzer plugin: runs last, once the manifest is complete. */
export function packagePathsPlugin() {
  return {
    name: 'viking-games-package-paths',
    packageLinkPhase({ customElementsManifest }) {
      rewrite(customElementsManifest);
    },
  };
}
