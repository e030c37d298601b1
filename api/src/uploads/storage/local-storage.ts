import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadStorage } from './storage';

/** Files under DATA_DIR/uploads of this server: the default, fine for one server or a shared volume. */
export function localStorage(dir: string): UploadStorage {
  return {
    kind: 'local',
    async put(name, body) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), body, { mode: 0o600 });
    },
    async get(name) {
      try {
        return await fs.readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
