import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import seal from './scripts/eslint/no-cycle.mjs';

/**
 * Boundaries (STYLE.md): shared -> features -> app, never back; no feature imports another
 * feature; the shared package imports neither app; no import cycles.
 */
const dirs = (path) =>
  (fs.existsSync(path) ? fs.readdirSync(path, { withFileTypes: true }) : [])
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per folder: nothing in `base/<a>` imports `base/<b>`, except from the folders allowed
 * to all and the ones `edges` allows to `a` alone.
 */
function isolate(base, allowed = [], edges = {}) {
  const names = dirs(base);
  return names.flatMap((name) =>
    names
      .filter((other) => other !== name && !allowed.includes(other) && !(edges[name] ?? []).includes(other))
      .map((other) => ({
        target: `./${base}/${name}`,
        from: `./${base}/${other}`,
        message: `${base}/${name} must not import ${base}/${other}: areas stay apart.`,
      })),
  );
}

const restrict = (zones) => (zones.length > 0 ? ['error', { zones }] : 'off');

// `metrics` holds the process's counters, which every area increments where things happen (docs/operations.md).
// `api-tokens` opens sessions for `Authorization: Bearer` where auth reads the cookie (docs/api-tokens.md).
const PLATFORM_MODULES = ['auth', 'api-tokens', 'mail', 'jobs', 'action-log', 'system', 'metrics'];
/**
 * `seals` is the foundation of the seal chain (reference codec, seal state, seal scope): every
 * area of it (reels, activation, seal history, XML batches) reads seals through it. Seals are
 * activated for a product of the user's product scope; an XML batch is an activation: it runs
 * through activation's checks, writes and security codes.
 */
const SERVER_FOUNDATIONS = [
  'seals',
  // `codes` renders QR codes and DataMatrix (matrix, SVG, PNG) for every area that prints codes.
  'codes',
  // `pdf` renders pdfmake documents with their fonts embedded (trade documents, the pre-registration form).
  'pdf',
];
/**
 * The consumer form is offered by a consultation's answer (its signed form token) and keeps its
 * picture as a media; the notices of the public consultation work the jobs the consultation and
 * the consumer form queue.
 */
const SERVER_EDGES = {
  activation: ['products'],
  'xml-import': ['activation', 'products'],
  'consumer-forms': ['consultation', 'media'],
  'consultation-notices': ['consultation', 'consumer-forms', 'webhooks'],
  // The dashboard shows the action log's first page; its tests record consultations by the real path.
  dashboard: ['organisation', 'consultation'],
  alerts: ['consultation', 'webhooks'],
  'seal-history': ['webhooks'],
  anomalies: ['webhooks', 'activation', 'alerts'],
  // Tokens are made for the users of the caller's entity tree; their tests read events through the EPCIS binding.
  'api-tokens': ['organisation', 'epcis'],
  // A menu serves, and /products/links edits, products of the user's product scope.
  resolver: ['products'],
  // A valid seal's consultation shows its public traceability events.
  consultation: ['trace-events'],
  // Containers hold products' seals; a container's look-up shows the events of its seals.
  'trace-containers': ['products', 'trace-events'],
  // A nutrition sheet is a sheet of a product of the user's product scope.
  qrnutri: ['products'],
  // The EPCIS binding captures events through the console's own declaration and packing.
  epcis: ['trace-events', 'trace-containers'],
  // Quotations are confirmed by an e-mailed security code and name the user's products; a licence
  // order of cask certification follows its order's payment (paid makes its licences).
  trade: ['activation', 'products', 'certicask'],
  // Codes are made for products of the user's product scope, found (and titled) as the resolver
  // finds them; the `eLabel` link carries a product's published nutrition sheet or wine e-label.
  'qr-creator': ['products', 'resolver', 'qrnutri'],
  // A wine is a product of the user's product scope, its e-label a nutrition sheet of kind wine,
  // its estate's emblem and picture media of the library; saving a wine ends its form's draft.
  wine: ['products', 'qrnutri', 'media', 'drafts'],
  // A licence order is a trade order with its invoice and payment; a certificate names a product.
  certicask: ['trade', 'products'],
  // Self-registration: the consumer form's captcha and multipart reader, the media's content
  // sniffing, and the organisation's own writes to open the account of a validated applicant.
  subscription: ['consumer-forms', 'media', 'organisation'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/migrations/**',
      // Generated from the OpenAPI document (npm run openapi:client).
      'examples/seal-client/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, seal },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // import-x/no-cycle cannot count type-only imports (it always skips them); this rule does.
      'seal/no-cycle': 'error',
    },
  },
  {
    // The server and the web app meet only in packages/shared (tests and benchmarks may drive both).
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@seal/web', '**/apps/web/**', '**/web/src/**'], message: 'Apps do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@seal/server', '**/apps/server/**', '**/server/src/**'],
              message: 'Apps do not import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // The public pages' browser script: small and standalone (its budget: docs/public-pages.md).
    files: ['apps/server/src/public-pages/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'zod', '../*'],
              message: 'The public pages script loads only itself, the altcha widget and the country codes.',
            },
            {
              // The country codes are one constant string with no import of their own.
              regex: '^@seal/(?!shared/validation/country-codes$)',
              message: 'The public pages script loads only itself, the altcha widget and the country codes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/theme-blocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@seal/server', '@seal/web', '**/apps/**'], message: 'The theme blocks stand alone.' },
            {
              group: ['node:*', 'react-dom', 'react-dom/*', 'antd', '@puckeditor/*'],
              message: 'Theme blocks render on the server and in the editor: plain React only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@seal/server', '@seal/web', '**/apps/**'], message: 'The shared package stands alone.' },
            {
              group: ['node:*', 'react', 'react-dom', 'antd'],
              message: 'Shared code runs in Node and in the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      // An area may use the platform modules, never another area's internals.
      'import-x/no-restricted-paths': restrict(
        isolate('apps/server/src/modules', [...PLATFORM_MODULES, ...SERVER_FOUNDATIONS], SERVER_EDGES),
      ),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'components -> features is backwards.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/app',
              message: 'components -> app is backwards.',
            },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features -> app is backwards.' },
            ...isolate('apps/web/src/features'),
          ],
        },
      ],
    },
  },
);
