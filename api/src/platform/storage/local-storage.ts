import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadStorage } from './storage';

/** Files under DATA_DIR/uploads of this server: the default, fine for one server or a shared volume. */
export function localStorage(dir: string): UploadStorage {
  return {
    kind: 'local',
    async put(name, body) {
      const file = path.join(dir, name);
      // A name may hold folders (the certificate store keeps one per year and version).
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { mode: 0o600 });
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
