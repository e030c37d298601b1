import { join } from 'node:path';
import type { RemoteName } from '@marathon/shared/contracts';
import { exposes as adminExposes } from '../../../remote-admin/vite.config';
import { exposes as authExposes } from '../../../remote-auth/vite.config';
import { exposes as contentExposes } from '../../../remote-content/vite.config';
import { exposes as searchExposes } from '../../../remote-search/vite.config';
import { exposes as signupExposes } from '../../../remote-signup/vite.config';
import type { Views } from './page-views';

const REPO = join(import.meta.dirname, '../../..');

interface Remote {
  dir: string;
  exposes: Record<string, string>;
}

/** Each remote's folder and what its vite.config.ts exposes: the very table its federated build uses. */
const REMOTES: Record<RemoteName, Remote> = {
  content: { dir: 'remote-content', exposes: contentExposes },
  auth: { dir: 'remote-auth', exposes: authExposes },
  search: { dir: 'remote-search', exposes: searchExposes },
  signup: { dir: 'remote-signup', exposes: signupExposes },
  admin: { dir: 'remote-admin', exposes: adminExposes },
};

/**
 * The source of `virtual:one-bundle-views`: every exposed module by remote and module name, those of `bundled`
 * imported statically (into the entry chunk), the others with import() (a chunk each, loaded by their route).
 * auth's `./mount` is left out: it is for other sites that embed our login, and the shell never loads it.
 */
export function viewsModule(bundled: Views): string {
  const imports: string[] = [];
  const table: string[] = [];
  for (const [remote, { dir, exposes }] of Object.entries(REMOTES) as [RemoteName, Remote][]) {
    const entries: string[] = [];
    const inEntry: readonly string[] = bundled[remote] ?? [];
    for (const [module, file] of Object.entries(exposes)) {
      if (remote === 'auth' && module === './mount') continue;
      const path = JSON.stringify(join(REPO, dir, file));
      let load = `() => import(${path})`;
      if (inEntry.includes(module)) {
        const name = `view${imports.length}`;
        imports.push(`import * as ${name} from ${path};`);
        load = `() => Promise.resolve(${name})`;
      }
      entries.push(`${JSON.stringify(module)}: ${load}`);
    }
    table.push(`${JSON.stringify(remote)}: { ${entries.join(', ')} }`);
  }
  return `${imports.join('\n')}\nexport const views = { ${table.join(', ')} };\n`;
}
