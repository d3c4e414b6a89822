import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noTypeImportCycle } from './lint/no-type-import-cycle.js';

/** Resolves imports as TypeScript does: `.ts` extensions, `@cartwise/domain/*`, the web app's `@/*` paths. */
const RESOLVER_OPTIONS = {
  project: ['tsconfig.json', 'packages/domain/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
  noWarnOnMultipleProjects: true,
};
const resolver = createTypeScriptImportResolver(RESOLVER_OPTIONS);

/**
 * The architecture's parts (docs/architecture.md); a file is the first that matches. The apps' tests and
 * the harness (apps/api/test, the e2e suite, bench) come first: they build and inspect what they test, so
 * the layer rules leave them alone. The domain's tests are the domain's, pure like it.
 */
const ELEMENTS = [
  { type: 'harness', mode: 'full', pattern: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/web/e2e/**', 'bench/**'] },
  { type: 'domain', mode: 'full', pattern: 'packages/domain/src/**' },
  // A module's SQL and the row mappers beside it: private to the module.
  { type: 'api-repository', mode: 'full', pattern: 'apps/api/src/modules/*/repository.ts', capture: ['module'] },
  { type: 'api-repository', mode: 'full', pattern: 'apps/api/src/modules/*/*-mapper.ts', capture: ['module', 'mapper'] },
  { type: 'api-module', mode: 'full', pattern: 'apps/api/src/modules/*/**', capture: ['module'] },
  { type: 'api-plugins', mode: 'full', pattern: 'apps/api/src/plugins/**' },
  { type: 'api-db', mode: 'full', pattern: 'apps/api/src/db/**' },
  { type: 'api-app', mode: 'full', pattern: 'apps/api/src/*.ts' },
  { type: 'api-cli', mode: 'full', pattern: 'apps/api/src/cli/**' },
  { type: 'web-feature-index', mode: 'full', pattern: 'apps/web/src/features/*/index.ts', capture: ['feature'] },
  { type: 'web-feature', mode: 'full', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
  { type: 'web-components', mode: 'full', pattern: 'apps/web/src/components/**' },
  { type: 'web-lib', mode: 'full', pattern: 'apps/web/src/lib/**' },
  { type: 'web-app', mode: 'full', pattern: 'apps/web/src/**' },
];

const API = ['api-repository', 'api-module', 'api-plugins', 'api-db', 'api-app', 'api-cli'];
const WEB = ['web-feature-index', 'web-feature', 'web-components', 'web-lib', 'web-app'];

/** What may import what; anything not named here is allowed. */
const LAYER_RULES = [
  {
    from: 'domain',
    disallow: [...API, ...WEB],
    message: 'packages/domain is pure: it imports nothing of apps/api or apps/web.',
  },
  {
    from: '*',
    disallow: 'api-repository',
    message: "A module's repository and mappers are its own: go through the module's service (app.<module>).",
  },
  // ${module}: the importing file's module (the plugin's template of the 'from' element's captured values).
  { from: ['api-module', 'api-repository'], allow: [['api-repository', { module: '${module}' }]] },
  // The one exception: the wishlist and recently viewed lists are products, read by joining the catalogue's
  // products table and mapped with its mapper (the catalogue service has no lookup of many ids).
  {
    from: [['api-repository', { module: '{wishlist,recently-viewed}' }]],
    allow: [['api-repository', { module: 'catalog', mapper: 'product' }]],
  },
  // The back office's products write the catalogue's rows as an import does: with the catalogue's mapper (ADR 0021).
  {
    from: [['api-module', { module: 'admin' }]],
    allow: [['api-repository', { module: 'catalog', mapper: 'product' }]],
  },
  { from: 'harness', allow: 'api-repository' },
  {
    from: ['api-plugins', 'api-db'],
    disallow: ['api-module', 'api-repository', 'api-app', 'api-cli'],
    message: 'plugins/ and db/ are below the modules: they import no module (a module registers its own plugin from app.ts).',
  },
  {
    from: ['web-feature', 'web-feature-index'],
    disallow: [['web-feature', { feature: '!${feature}' }]],
    message: "A feature imports another feature only through its public index.ts.",
  },
  {
    from: ['web-components', 'web-lib'],
    disallow: ['web-feature', 'web-feature-index'],
    message: 'components/ and lib/ import no feature.',
  },
];

export default tseslint.config(
  { ignores: ['**/*.tmp.ts', '**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '**/test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip)$/]", message: 'No focused or skipped tests.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The architecture (docs/architecture.md): no import cycles, and the layers' rules.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, boundaries, architecture: { rules: { 'no-type-import-cycle': noTypeImportCycle(resolver) } } },
    settings: {
      // import-x reads TypeScript files with the TypeScript parser (its typescript config's settings).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [resolver],
      // eslint-plugin-boundaries resolves through the classic setting.
      'import/resolver': { typescript: RESOLVER_OPTIONS },
      'boundaries/elements': ELEMENTS,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'architecture/no-type-import-cycle': 'error',
      'boundaries/element-types': ['error', { default: 'allow', rules: LAYER_RULES }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
);
