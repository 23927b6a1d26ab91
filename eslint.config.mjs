// One flat config for the workspace. Nx module boundaries keep core free of ui and of lit.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', 'storybook-static/**', '**/*.generated.stories.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            {
              sourceTag: 'scope:core',
              onlyDependOnLibsWithTags: ['scope:core'],
              bannedExternalImports: ['lit', 'lit/*', '@lit/*', 'lit-html', 'lit-element'],
            },
            { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: ['scope:core', 'scope:ui'] },
            // The tools start the game server in their smokes and benchmarks (online-smoke, bench-server).
            { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['scope:core', 'scope:ui', 'scope:server'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:core'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='describe'][callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.object.name='it'][callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
  {
    files: ['tools/**', '*.mjs', '*.js', '.storybook/**', '**/vite.config.ts', 'packages/*/scripts/**', 'packages/*/test/**', 'packages/server/src/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the context (kit/rng).' },
        { object: 'Date', property: 'now', message: 'Rules are deterministic: no clock in core.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
      // Core is pure: no state kept between calls at module level (a `let` or a `const` Map/Set cache makes two actors share it).
      'no-restricted-syntax': [
        'error',
        { selector: "Program > VariableDeclaration[kind!='const']", message: 'No module-level mutable state in core: keep state in the context.' },
        {
          selector: "Program > ExportNamedDeclaration > VariableDeclaration[kind!='const']",
          message: 'No module-level mutable state in core: keep state in the context.',
        },
        {
          selector: 'Program > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]',
          message: 'No module-level mutable state in core: a module-level Map or Set is a cache shared by every actor; keep state in the context.',
        },
        {
          selector:
            'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]',
          message: 'No module-level mutable state in core: a module-level Map or Set is a cache shared by every actor; keep state in the context.',
        },
      ],
    },
  },
  {
    // As in core: a module-level `let` or Map/Set in ui is shared by every board on the page (two boards, two
    // games, one registry). Keep state on the element or in a controller; a fact that is page-wide by nature
    // (which board last had the reader's attention) says why in an eslint-disable comment.
    files: ['packages/ui/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.stories.ts', '**/test-helpers.ts', '**/story-replay.ts', '**/vg-story-frame.ts', '**/chart-story.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Program > VariableDeclaration[kind!='const']", message: 'No module-level mutable state in ui: it is shared by every board on the page.' },
        {
          selector: "Program > ExportNamedDeclaration > VariableDeclaration[kind!='const']",
          message: 'No module-level mutable state in ui: it is shared by every board on the page.',
        },
        {
          selector: 'Program > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]',
          message: 'No module-level mutable state in ui: a module-level Map or Set is shared by every board on the page.',
        },
        {
          selector:
            'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]',
          message: 'No module-level mutable state in ui: a module-level Map or Set is shared by every board on the page.',
        },
      ],
    },
  },
  { files: ['packages/ui/src/**/*.ts'], ...litConfigs['flat/recommended'] },
  { files: ['packages/ui/src/**/*.ts'], ...wcConfigs['flat/recommended'] },
);
