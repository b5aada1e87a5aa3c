// Unit and component tests of the frontend packages (the API has its own runner: node:test).
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/contract', '<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-public', '<rootDir>/mfe-student', '<rootDir>/mfe-games', '<rootDir>/mfe-staff', '<rootDir>/mfe-reports'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: { '^.+\\.[jt]sx?$': ['@swc/jest', swc] },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
