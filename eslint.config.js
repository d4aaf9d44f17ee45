import { builtinModules } from 'node:module'
import js from '@eslint/js'
import formatjs from 'eslint-plugin-formatjs'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Import boundaries: the dependency arrows of docs/architecture.md. Each workspace folder names the @oche packages
// it may import; any other @oche package is an error there. ESLint's core `no-restricted-imports` is enough (the
// rule matches import names; the arrows are between package names), so no plugin and no import resolver.
// Adding a package is one line here.
const packages = {
  // folder: [package name, the @oche packages its code may import]
  'packages/darts': ['@oche/darts', []],
  'packages/i18n': ['@oche/i18n', ['@oche/darts']],
  'packages/api': ['@oche/api', ['@oche/darts']],
  'packages/realtime': ['@oche/realtime', ['@oche/api', '@oche/darts']],
  'packages/ui': ['@oche/ui', ['@oche/darts']],
  'packages/screens': ['@oche/screens', ['@oche/ui', '@oche/api', '@oche/realtime', '@oche/i18n', '@oche/darts']],
  'packages/pusher-server': ['@oche/pusher-server', []],
  'packages/server': ['@oche/server', ['@oche/api', '@oche/darts', '@oche/i18n', '@oche/pusher-server']],
  mocks: ['@oche/mocks', ['@oche/api', '@oche/darts', '@oche/i18n']],
  // Hosts render the screens and wire them up: API client, locale, styles. Nothing imports a host.
  'hosts/web': ['@oche/web', ['@oche/screens', '@oche/ui', '@oche/api', '@oche/realtime', '@oche/i18n']],
  'hosts/tablet': ['@oche/tablet', ['@oche/screens', '@oche/ui', '@oche/api', '@oche/realtime', '@oche/i18n']],
}
const hosts = ['@oche/web', '@oche/tablet']
// Stories, tests and their helpers (and everything outside the packages: .storybook, e2e, scripts) may use
// @oche/mocks; nothing else may. Some tests reach further than their package's code.
const storiesAndTests = [
  '**/*.test.{ts,tsx,mts,mjs}',
  '**/*.stories.{ts,tsx}',
  '**/*.story-helpers.{ts,tsx}',
  '**/{test,testing,stories}/**',
]
const testsMayAlsoImport = {
  mocks: ['@oche/server'], // the contract test: the real server against the mocks
  'packages/server': ['@oche/realtime'], // the realtime client against the embedded server
}
// Restrictions beyond the arrows, per folder.
const alsoRestricted = {
  'packages/darts/src': [
    ['^(react|react-dom)(/|$)', '@oche/darts has no React.'],
    [`^(node:|(${builtinModules.join('|')})(/|$))`, '@oche/darts has no IO: no Node modules.'],
  ],
  'packages/ui': [['^(react-intl|next|react-router)(/|$)', '@oche/ui knows nothing of languages or routing.']],
}
// Restrictions on a folder's code but not on its stories and tests.
const codeOnlyRestricted = {
  'packages/screens/src': [
    [
      '^@oche/i18n/messages$',
      'Screens get their messages from the host (AppProviders `messages`): the catalogues would put every language of every namespace into every page.',
    ],
  ],
}
const arrows = 'see the dependency arrows in docs/architecture.md'
const folderNames = Object.keys(packages).map((folder) => folder.split('/').at(-1))
const everywhere = [
  { regex: `^(${hosts.join('|')})(/|$)`, message: `Nothing imports a host: ${arrows}.` },
  { regex: '^@oche/[^/]+/(src|dist)(/|$)', message: 'Import a package by its name, not its files.' },
  {
    regex: `^(\\.\\./)+((packages|hosts)/)?(${folderNames.join('|')})/(src|dist)(/|$)`,
    message: `Import another package by its name, not by a relative path into its files: ${arrows}.`,
  },
]
const restricted = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
function forbidden(folder, mayImport, extra = []) {
  const [name] = packages[folder]
  const others = Object.values(packages).map(([other]) => other)
  return [
    ...everywhere,
    ...others
      .filter((other) => other !== name && !mayImport.includes(other) && !hosts.includes(other))
      .map((other) => ({ regex: `^${other}(/|$)`, message: `${name} may not import ${other}: ${arrows}.` })),
    ...extra.map(([regex, message]) => ({ regex, message })),
  ]
}
// A later block replaces an earlier one's options for the same rule, so each block repeats the whole list, from
// the widest files to the narrowest.
function boundaryBlocks(folder, [, mayImport]) {
  const inFolder = (globs, base = folder) => globs.map((glob) => `${base}/${glob}`)
  const inPackage = ([sub]) => sub === folder || sub.startsWith(`${folder}/`)
  const subFolders = Object.entries(alsoRestricted).filter(inPackage)
  const codeFolders = Object.entries({ ...Object.fromEntries(subFolders), ...codeOnlyRestricted }).filter(inPackage)
  const forTests = [...mayImport, '@oche/mocks', ...(testsMayAlsoImport[folder] ?? [])]
  return [
    { files: inFolder(['**']), rules: restricted(forbidden(folder, mayImport)) },
    ...codeFolders.map(([sub]) => ({
      files: inFolder(['**'], sub),
      rules: restricted(
        forbidden(folder, mayImport, [...(alsoRestricted[sub] ?? []), ...(codeOnlyRestricted[sub] ?? [])]),
      ),
    })),
    { files: inFolder(storiesAndTests), rules: restricted(forbidden(folder, forTests)) },
    ...subFolders.map(([sub, extra]) => ({
      files: inFolder(storiesAndTests, sub),
      rules: restricted(forbidden(folder, forTests, extra)),
    })),
  ]
}
const boundaries = [
  { files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'], rules: restricted(everywhere) },
  ...Object.entries(packages).flatMap(([folder, entry]) => boundaryBlocks(folder, entry)),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/storybook-static/**',
      '.cache/**',
      '.data/**',
      '.storybook/public/**',
      'hosts/tablet/android/**',
      '**/next-env.d.ts',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // User-visible text goes through react-intl: no literal strings in JSX.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,aria-description,title,alt,placeholder,label}']] } },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-id': 'off',
    },
  },
  jsxA11y.flatConfigs.recommended,
  {
    // Stories and tests describe components with sample text; it is not shown to users.
    files: ['**/*.stories.tsx', '**/*.test.tsx', '.storybook/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  ...boundaries,
)
