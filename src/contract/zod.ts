// Every contract schema takes zod from here. In the browser zod must not probe for `new
// Function` (its JIT): the strict Content-Security-Policy forbids eval, and the probe alone is
// reported as a violation. The server keeps the faster JIT. (`config` rather than `z.config`:
// the web build treats calls on `z` as side-effect free, see vite.config.ts.)
import { config, z } from 'zod';

if ('window' in globalThis) config({ jitless: true });

export { z };
