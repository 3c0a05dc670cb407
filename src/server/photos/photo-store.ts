// Photo files on disk under PHOTO_DIR (decision 163): one folder per picture, named with a random
// key so a url never changes its content and can be cached for a year. S3-compatible storage is
// not built yet; this interface is where it would go.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PhotoStore {
  save(attractionId: number, files: Map<string, Buffer>): Promise<string>;
  remove(fileKey: string): Promise<void>;
  /** The absolute path of one file, or null for a name that is not ours. */
  pathOf(fileKey: string, file: string): string | null;
}

const KEY = /^\d+-[0-9a-f]{16}$/;
const FILE = /^(\d+\.(avif|webp)|fallback\.jpg)$/;

export function createDiskPhotoStore(root: string): PhotoStore {
  return {
    async save(attractionId, files) {
      const key = `${attractionId}-${randomBytes(8).toString('hex')}`;
      const folder = path.join(root, key);
      await mkdir(folder, { recursive: true });
      for (const [name, bytes] of files) await writeFile(path.join(folder, name), bytes);
      return key;
    },
    async remove(fileKey) {
      if (KEY.test(fileKey)) await rm(path.join(root, fileKey), { recursive: true, force: true });
    },
    pathOf(fileKey, file) {
      return KEY.test(fileKey) && FILE.test(file) ? path.join(root, fileKey, file) : null;
    },
  };
}
