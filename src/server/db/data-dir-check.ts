// An embedded-database folder that cannot be used is said in one line before anything starts
// (decision 140): which folder, and why, rather than PGlite's stack trace from its worker thread.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

export class DataDirUnusableError extends Error {
  constructor(
    readonly dataDir: string,
    readonly reason: string,
  ) {
    super(
      `The data folder ${dataDir} cannot be used: ${reason}. Set DATA_DIR to a folder this user can write to.`,
    );
    this.name = 'DataDirUnusableError';
  }
}

/** What a file-system error code means for a folder we want to keep a database in. */
export function reasonFor(code: string | undefined): string {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'no permission to write there';
    case 'ENOTDIR':
      return 'part of its path is a file, not a folder';
    case 'EROFS':
      return 'it is on a read-only file system';
    case 'ENOENT':
      return 'its path cannot be created';
    case 'ENOSPC':
      return 'the disk is full';
    case 'ENAMETOOLONG':
      return 'its path is too long';
    default:
      return `the file system refused it (${code ?? 'unknown error'})`;
  }
}

/**
 * Throws DataDirUnusableError unless the folder exists and is writable, or can be created. Only
 * its parent is created: a fresh database folder is made by PGlite itself (and its lock file,
 * `<DATA_DIR>.lock`, sits in that parent).
 */
export function checkDataDir(dataDir: string): void {
  const folder = path.resolve(dataDir);
  try {
    const stats = statSync(folder, { throwIfNoEntry: false });
    if (stats && !stats.isDirectory()) {
      throw new DataDirUnusableError(folder, 'it is a file, not a folder');
    }
    if (stats) accessSync(folder, constants.R_OK | constants.W_OK | constants.X_OK);
    const parent = path.dirname(folder);
    mkdirSync(parent, { recursive: true });
    accessSync(parent, constants.W_OK | constants.X_OK);
  } catch (error) {
    if (error instanceof DataDirUnusableError) throw error;
    throw new DataDirUnusableError(folder, reasonFor((error as NodeJS.ErrnoException).code));
  }
}
