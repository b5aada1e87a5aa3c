// Unit and component tests of the frontend packages (the API has its own runner: node:test).
// One jest project per package, so that `@/` means the src/ of the remote the test belongs to.
const { PARTS } = require('./shared/webpack/mf-shared.cjs');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
  module: { type: 'commonjs' },
};

const project = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: { '^.+\\.[jt]sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@/(.*)$': '<rootDir>/src/$1',
    // @abacus/shared's own files import its shared parts by their package names (shared/src/<part>.ts).
    [`^@abacus/shared/(${Object.keys(PARTS).join('|')})$`]: `${__dirname}/shared/src/$1.ts`,
  },
  setupFilesAfterEnv: [`${__dirname}/jest.setup.ts`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});

module.exports = {
  projects: [
    'contract',
    'shared',
    'admin-kit',
    'shell',
    'mfe-public',
    'mfe-student',
    'mfe-games',
    'mfe-staff',
    'mfe-reports',
  ].map(project),
};
