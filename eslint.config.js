import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'server/db/migrations',
      'bench/results',
      'bench/baseline/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // Every word on screen comes from the messages files (src/i18n): text in JSX, and the attributes
    // people read or hear, fail here when literal. Message keys ("app.x.y") and symbols pass.
    files: ['src/**/*.tsx'],
    ignores: ['src/i18n/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'aria-label',
              'placeholder',
              'helperText',
              'alt',
              'primaryText',
              'busyLabel',
              'submitLabel',
              'confirmText',
              'description',
              'emptyText',
              'headerName',
            ],
          },
          // Symbols and figures, CONSTANTS, message keys and camelCase words (a key's part, a value).
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·×→–—]+', '[A-Z_-]+', '[a-z][\\w-]*(\\.[\\w-]+)*'] },
          // What a call is given is a key, a name or a value; its answer is what shows.
          callees: { exclude: ['.*'] },
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The portal never imports server code.' }] },
      ],
    },
  },
);
