import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
Object.assign(globalThis, { __REMOTE_NAME__: 'test', __REMOTE_VERSION__: '0.0.0-test', __SHELL_BUILD__: 'test-build' });
