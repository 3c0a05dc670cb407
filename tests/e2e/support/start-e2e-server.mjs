// Starts the built server on a fresh, seeded embedded database for one browser-test run, with a
// fake postcode API beside it (the only outside service these pages call).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakePostcodeApi } from './fake-postcode-api.mjs';
import { e2eMailDir } from './mail-dir.mjs';

const postcodeApi = await startFakePostcodeApi();
const dataDir = mkdtempSync(path.join(tmpdir(), 'daytrip-e2e-'));
rmSync(e2eMailDir(process.env.PORT), { recursive: true, force: true });
// Serve a snapshot of the built web app: a rebuild of dist/ during the run (another task in the
// same work tree) would otherwise delete the hashed files the open pages still ask for.
const webRoot = path.join(dataDir, 'web');
cpSync('dist/web', webRoot, { recursive: true });
// The server-render bundle sits beside the web root (decision 097).
cpSync('dist/web-ssr', path.join(dataDir, 'web-ssr'), { recursive: true });
const child = spawn(process.execPath, ['dist/server/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'db'),
    // Uploaded photos live with this run's database, not in the work tree's ./var/photos.
    PHOTO_DIR: path.join(dataDir, 'photos'),
    WEB_DIST_DIR: webRoot,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-password-123',
    ENVIRONMENT_NAME: 'test',
    POSTCODE_API_URL: postcodeApi.url,
    // Mail goes to files here (no SMTP_URL): browser tests read the links from them.
    MAIL_DIR: e2eMailDir(process.env.PORT),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  postcodeApi.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
