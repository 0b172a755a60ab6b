// Import fences (DESIGN.md): views render machine state and never reach the network; machines are
// plain XState with no React or DOM; the mocks are the backend and the app never imports them
// except through the lazy start in src/main.tsx.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A view reads its machine through a connect (machines/<name>.connect.ts): it never asks the
// snapshot a question itself.
const noSnapshotQuestions = {
  selector: "CallExpression[callee.property.name=/^(matches|can|hasTag)$/]",
  message: 'Views read their machine through its connect (machines/<name>.connect.ts): no .matches, .can or .hasTag in a view.',
};

const noFetch = {
  selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
  message: 'Views and machines never call fetch: go through an actor that uses the API client.',
};

const noServer = { group: ['**/server/**'], message: 'The app never imports the server: it runs in Node.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'public/**', 'src/api/schema.gen.ts', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Views: everything in src/ except the API layer and the root that wires actors to machines.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/app/actors/**', 'src/main.tsx'],
    rules: {
      'no-restricted-syntax': ['error', noFetch, noSnapshotQuestions],
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/api/client', '**/api/client.ts', '**/api/middleware/**', '**/api/actors/**', 'openapi-fetch'], message: 'Views never use the API client: send an event to a machine.' },
          { group: ['**/mocks/**', 'msw', 'msw/*'], message: 'The app never imports the embedded backend.' },
          noServer,
        ],
      }],
    },
  },
  {
    // The API layer and the root may use the client, but never the server: it runs in Node.
    files: ['src/api/**/*.ts', 'src/app/actors/**/*.ts', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    // Components shared by features know no feature and no app wiring (shared → features → app).
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/features/**', '**/app/**'], message: 'Shared components know no feature and no app wiring.' },
          { group: ['**/api/client', '**/api/client.ts', '**/api/middleware/**', 'openapi-fetch', '**/mocks/**', 'msw', 'msw/*'], message: 'Views never use the API client or the mocks.' },
          noServer,
        ],
      }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', noFetch],
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react/*', '@chakra-ui/*', '@xstate/react', 'react-intl', 'react-router-dom'], message: 'Machines are plain XState: no React or UI.' },
          { group: ['../src/*', '!../src/api', '../src/api/*', '!../src/api/api-error', '!../src/api/schema.gen', '!../src/api/result-codes'], message: 'Machines may import only types and errors of the API layer; actors come from the root.' },
          { group: ['**/mocks/**', 'msw', 'msw/*', 'openapi-fetch'], message: 'Machines never reach the network or the mocks.' },
        ],
      }],
    },
  },
  {
    // The rules both backends and the client share: plain functions over the contract's types. Either
    // backend (MSW handlers, the Hono server) imports them; they import neither, nor any store.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', noFetch],
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react/*', '@chakra-ui/*', '@xstate/react', 'react-intl', 'react-router-dom', 'xstate'], message: 'Domain rules are plain functions: no UI, no machines.' },
          { group: ['**/src/*', '!**/src/api', '**/src/api/*', '!**/src/api/schema.gen', '**/machines/**'], message: 'Domain rules know only the contract (src/api/schema.gen).' },
          { group: ['**/mocks/**', 'msw', 'msw/*', 'openapi-msw', 'openapi-fetch'], message: 'Domain rules know no backend: the embedded one and the server both import them.' },
          { group: ['**/server/**'], message: 'Domain rules know no backend: the server imports them, never the other way.' },
        ],
      }],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['../src/*', '!../src/api', '../src/api/*', '!../src/api/schema.gen'], message: 'The backend knows only the contract.' }],
      }],
    },
  },
  {
    // The operations read users, companies, shipments, bills and payment attempts through their repositories: on the
    // server those slices hold only their seed.
    files: ['mocks/operations/**/*.ts', 'mocks/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['../src/*', '!../src/api', '../src/api/*', '!../src/api/schema.gen'], message: 'The backend knows only the contract.' }],
        paths: [
          ...['../store/users.store', './store/users.store'].map((name) => ({
            name,
            importNames: ['users', 'companies', 'findUserById', 'findUserByEmail', 'findCompany'],
            message: 'Operations ask repositories().users and .companies (mocks/store/repositories.ts).',
          })),
          {
            name: '../store/shipment.store',
            importNames: ['shipments', 'findShipment', 'shipmentsOfCompany', 'isBookedQuote', 'createBookedShipment'],
            message: 'Operations ask repositories().shipments (mocks/store/repositories.ts).',
          },
          {
            name: '../store/billing.store',
            importNames: ['bills', 'paymentAttempts', 'findBill', 'shipmentOfBill'],
            message: 'A billing operation reads its bills and their shipments through syncBilling, and the attempts through repositories().billing.',
          },
        ],
      }],
    },
  },
  {
    // The operations, the store and everything the Node server runs are plain Fetch: MSW is one of the two
    // adapters (mocks/handlers.ts and the worker and Node setups beside it), never a dependency of what they serve.
    // The contract's typing comes from openapi-msw as types only.
    files: ['mocks/**/*.ts', 'server/**/*.ts'],
    ignores: ['mocks/handlers.ts', 'mocks/browser.ts', 'mocks/node.ts', 'mocks/scenarios.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['msw', 'msw/*', 'openapi-msw'], allowTypeImports: true, message: 'Operations and the server run without MSW: only its adapter (mocks/handlers.ts) imports it.' }],
      }],
    },
  },
);
