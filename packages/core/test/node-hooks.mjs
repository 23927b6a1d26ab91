// Module resolution hook for the Node test run (registered by node-setup.mjs).
// The tests import `@esm-bundle/chai`, the ES-module build of chai that a browser gets; its package.json names a
// `main` file it does not ship, which Node would load, so Node is pointed at the ES module a browser resolves.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@esm-bundle/chai') return nextResolve('@esm-bundle/chai/esm/chai.js', context);
  return nextResolve(specifier, context);
}
