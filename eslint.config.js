import js from '@eslint/js'
import formatjs from 'eslint-plugin-formatjs'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
)
