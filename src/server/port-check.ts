// The port is tried before anything slow happens (decision 140): a port in use used to be reported
// after the database was created and seeded, with a new admin password already printed.
import net from 'node:net';

/**
 * Listens on the port for a moment and lets it go. Rejects with the listen error (EADDRINUSE,
 * EACCES) that the real listen would meet; port 0 (any free port) always succeeds.
 */
export function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
