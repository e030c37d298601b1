import type { Plugin } from 'vite';
import { BUILT_WITH_EXPORT, type BuiltWith } from '../src/contracts/shared-version';
import { appendToEntry } from './append-to-entry';
import { versionOf } from './shared-singletons';

/** The line a remote's remoteEntry.js ends with: the @marathon/shared version it was built against. */
export function builtWithLine(appDir: string): string {
  const builtWith: BuiltWith = { '@marathon/shared': versionOf('@marathon/shared', appDir) };
  return `\nexport const ${BUILT_WITH_EXPORT} = ${JSON.stringify(builtWith)};\n`;
}

/**
 * Makes a remote declare, in its remoteEntry.js, the @marathon/shared version it was built against: the shell
 * reads it before loading any module and refuses, in the remote's boundary, a remote it cannot pair with.
 */
export function declareSharedVersion(appDir: string, entryFile: string): Plugin {
  return {
    name: 'marathon:declare-shared-version',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        appendToEntry(bundle, entryFile, builtWithLine(appDir), (message) => this.error(message));
      },
    },
  };
}
