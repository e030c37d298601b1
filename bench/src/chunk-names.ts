import { BENCH_PORTS } from './bench-site';

/** The script the main-thread bench injects to mark the shown moment: its own bucket, never the page's. */
export const OBSERVER_URL = 'bench-watch-shown.js';

/** The bucket of the shell's own modules. */
export const SHELL_CODE = 'shell code';

/**
 * The shell's chunks are named after their first module (Rolldown's naming); these are the libraries in them.
 * Any other name is printed as it is, so nothing hides under a wrong label.
 */
const SHELL_CHUNKS: [RegExp, string][] = [
  [/^(__federation_shared_react-dom(\/client)?|react-dom)$/, 'react-dom'],
  [/^(__federation_shared_react|react|jsx-runtime)$/, 'react'],
  [/^system$/, 'Chakra styled-system'],
  [/^__federation_shared_@marathon\/shared\/ui/, '@marathon/shared/ui (Chakra components)'],
  [/^__federation_shared_@marathon\/shared\/router$/, 'react-router'],
  [/^(__federation_shared_@marathon\/shared.*|constants)$/, '@marathon/shared'],
  [/emotion/, 'emotion'],
  [/^messages$/, 'i18next + shared strings'],
  [/^user-center$/, 'zod + endpoint table'],
  [
    /^(bootstrap|index|ReloginDialog|ComingSoonDialog|StandaloneScreen|LanguageSwitch|race-summary)$/,
    SHELL_CODE,
  ],
  [
    /^(_virtual___federation_fn_import|__federation_fn_import|preload-helper|rolldown-runtime)$/,
    'federation runtime',
  ],
];

/** A remote's own copy of a library the shell also serves: loading it there means the library runs twice. */
const LIBRARY_IN_REMOTE = /^(__federation_shared_.*|user-center|system|emotion.*)$/;

const REMOTE_OF_PORT = new Map<number, string>(
  (['content', 'auth', 'search', 'signup', 'admin'] as const).map((name) => [
    BENCH_PORTS[name],
    `remote-${name}`,
  ]),
);

/** The chunk a script address belongs to, and its file's name without the content hash. */
export function chunkOf(url: string): { chunk: string; file: string } {
  // Native functions (DOM calls such as appendChild, V8 built-ins) have no script; the page's JS calls them.
  if (!url) return { chunk: 'DOM + V8 built-ins (no script URL)', file: '' };
  if (url === OBSERVER_URL) return { chunk: '(bench: shown observer, profiler start)', file: url };
  const { port, pathname } = new URL(url);
  const file = pathname.replace(/^\/(assets\/)?/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '') || 'index.html';
  const remote = REMOTE_OF_PORT.get(Number(port));
  if (remote) {
    const library = LIBRARY_IN_REMOTE.test(file) && SHELL_CHUNKS.find(([pattern]) => pattern.test(file))?.[1];
    return { chunk: library ? `${remote}: ${library}` : remote, file: `${remote}/${file}` };
  }
  if (Number(port) !== BENCH_PORTS.shell) return { chunk: url, file };
  if (file.endsWith('.html')) return { chunk: 'shell HTML (inline scripts)', file };
  return { chunk: SHELL_CHUNKS.find(([pattern]) => pattern.test(file))?.[1] ?? `shell: ${file}`, file };
}
