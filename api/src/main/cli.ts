import { main as checkContent } from './content-check-cli';
import { main as migrate } from './migrate-cli';
import { main as results } from './results-cli';
import { main as review } from './review-cli';
import { main as season } from './season-cli';
import { main as site } from './site-cli';
import { main as staff } from './staff-cli';

/**
 * The organisers' and operators' commands in one file, bundled beside the server (api/dist/cli.js), so the
 * production image runs them with Node alone: `node api/dist/cli.js <command> …`. In the repository the same
 * commands run from source: `pnpm --filter @marathon/api <command> …`. Each reads the API's own settings
 * (DATABASE_URL, DATA_DIR, CONTENT_DIR, …).
 */
const COMMANDS: Record<string, (argv: string[]) => number | Promise<number>> = {
  migrate,
  site,
  results,
  review,
  season,
  staff,
  'content:check': checkContent,
};

const USAGE = `usage: node api/dist/cli.js <command> …

  migrate          bring the database to this release's schema (once, before starting the release)
  site …           create a race with its domains and content folders, or list them
  results …        import a year's results file
  review …         entry applications, mailings, corrections and uploaded files (--as <staff email>)
  season …         the draw, the waitlist, bibs and refunds by hand (--as <staff email>)
  staff …          create the first administrator (bootstrap), invite staff members
  content:check    check the content folder (CONTENT_DIR) as the API serves it`;

const [command, ...rest] = process.argv.slice(2);
const run = command === undefined ? undefined : COMMANDS[command];
if (run === undefined) {
  console.error(USAGE);
  process.exit(2);
}
Promise.resolve()
  .then(() => run(rest))
  .then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
