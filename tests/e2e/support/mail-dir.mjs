// Where the browser-test server writes its mail (one folder per port), read back by the tests.
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @param {string | undefined} port */
export function e2eMailDir(port) {
  return path.join(tmpdir(), `daytrip-e2e-mail-${port ?? '3199'}`);
}
