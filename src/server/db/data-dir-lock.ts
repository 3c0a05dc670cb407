// One server per embedded-database folder (decision 029). PGlite has no lock of its own: two
// processes on one folder each served their own view, and after both stopped one process's
// acknowledged writes were gone. A lock file beside the folder (`<DATA_DIR>.lock`, beside rather
// than inside because a fresh folder is initialised elsewhere and renamed into place) names the
// holder's pid; a lock whose process is gone is stale and taken over.
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Daytrip server (process ${holderPid}): stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockContent {
  pid: number;
  host: string;
  since: string;
}

function readHolder(file: string): LockContent | null {
  try {
    const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' ? (content as LockContent) : null;
  } catch {
    return null; // gone, half-written or not ours: treated as stale
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists too. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string, content: LockContent): boolean {
  try {
    const fd = openSync(file, 'wx'); // fails if the file exists: creation is the lock
    try {
      writeSync(fd, JSON.stringify(content));
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the folder's lock or throws DataDirLockedError naming the process that holds it. The lock
 * is released by `release()` and, as a last resort, when this process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = path.resolve(dataDir);
  const file = `${folder}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  const content: LockContent = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, content)) {
      const release = () => {
        process.off('exit', release);
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { file, release };
    }
    const holder = readHolder(file);
    // A holder on another host (a shared disk) cannot be checked, so it is never taken over.
    if (holder && (holder.host !== content.host || isRunning(holder.pid))) {
      throw new DataDirLockedError(folder, holder.pid);
    }
    // Stale: moved aside under a unique name, so two servers taking it over at once cannot both
    // succeed (only one rename finds the file; the other loops and meets the new lock).
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
}
