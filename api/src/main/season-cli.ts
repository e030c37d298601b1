import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import {
  bibAssignSchema,
  drawKeySchema,
  drawRunSchema,
  seedCommitSchema,
  type StaffPermission,
} from '@marathon/shared/api';
import type { AuditEntry } from '../kernel/audit-trail';
import type { StaffActor } from '../kernel/staff-actor';
import { assignBibs } from '../modules/pickup';
import { PaymentRefusal } from '../modules/payments';
import {
  closeEntries,
  commitSeed,
  revealSeed,
  runDraw,
  runWaitlistRound,
  seedHashOf,
} from '../modules/season';
import { loadConfig, type AppConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/connect';
import type { Database } from '../platform/db/schema';
import { ApiFailure } from '../platform/http/api-failure';
import { ActingStaffError, actingStaff, recordCliAction, takeActingAs } from './acting-staff';
import { wireSeason } from './payments-wiring';
import { ensureSchema } from './schema-ready';

const USAGE = `usage: node api/dist/cli.js season <command> --year <year> … --as <staff email>

  commit   --item <race item> --seed <secret seed>      publish the seed's SHA-256 before entries close
           (or --seed-hash <hex> when the seed is kept elsewhere)
  close    --item <race item>                          close the race item's entries for the draw
  draw     --item <race item> --seed <secret seed>      run the draw once (the seed must match the hash)
  reveal   --item <race item> --seed <secret seed>      publish the seed so anyone can recompute the order
  waitlist --item <race item>                          give freed places to the waitlist in draw order
  bibs     --item <race item> --first-bib <n> --corrals A:5000,B:5000 [--reserved 1-100,…]
                                                       number the paid entries, fastest first
  refund   --reg-no <n> --fen <amount> --reason <text>  refund by hand, through the provider that took it

  Every command is recorded in the audit trail as done by the --as member (season.manage; refund: payments.manage).`;

type Print = (line: string) => void;

const FLAGS = {
  year: { type: 'string' },
  item: { type: 'string' },
  seed: { type: 'string' },
  'seed-hash': { type: 'string' },
  'first-bib': { type: 'string' },
  corrals: { type: 'string' },
  reserved: { type: 'string' },
  'reg-no': { type: 'string' },
  fen: { type: 'string' },
  reason: { type: 'string' },
} as const;

const number = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;

/** "A:5000,B:5000" as corrals; "1-100,9000-9099" as reserved ranges. */
const corralsOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [name, size] = part.split(':');
      return { name: name ?? '', size: number(size) };
    });
const rangesOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [from, to] = part.split('-');
      return { from: number(from), to: number(to) };
    });

/** The season's commands on an open database; `main` opens the configured one. */
export async function run(
  db: Kysely<Database>,
  config: AppConfig,
  argv: string[],
  print: Print,
  printError: Print,
  now: () => number = Date.now,
): Promise<number> {
  const { as, rest } = takeActingAs(argv);
  const [command, ...flagArgs] = rest;
  let values: Partial<Record<keyof typeof FLAGS, string>>;
  try {
    ({ values } = parseArgs({ args: flagArgs, options: FLAGS, strict: true }));
  } catch (error) {
    printError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { season, payments } = wireSeason(db, config, now);
  const key = { year: number(values.year), raceItem: values.item };
  const acting = async (
    permission: StaffPermission,
    entry: AuditEntry,
    work: (actor: StaffActor) => Promise<string>,
  ): Promise<void> => {
    const actor = await actingStaff(db, as, permission);
    const said = await work(actor);
    await recordCliAction(db, actor, entry);
    print(said);
  };
  const invalid = (problem: string): number => {
    printError(`${problem}\n\n${USAGE}`);
    return 2;
  };
  const recordId = `${key.year}/${key.raceItem}`;
  try {
    switch (command) {
      case 'commit': {
        const input = seedCommitSchema.safeParse({
          ...key,
          seedHash: values['seed-hash'] ?? (values.seed ? seedHashOf(values.seed) : undefined),
        });
        if (!input.success) return invalid('commit needs --year, --item and --seed (or --seed-hash)');
        await acting('season.manage', { action: 'draw.commit', recordType: 'draw', recordId }, async () => {
          const status = await commitSeed(season, input.data);
          return `seed hash of ${recordId} published: ${status.seedHash}`;
        });
        return 0;
      }
      case 'close':
      case 'waitlist': {
        const input = drawKeySchema.safeParse(key);
        if (!input.success) return invalid(`${command} needs --year and --item`);
        if (command === 'close') {
          await acting('season.manage', { action: 'draw.close', recordType: 'draw', recordId }, async () => {
            const status = await closeEntries(season, input.data);
            return `entries of ${recordId} closed (${status.state}): the draw can run`;
          });
        } else {
          await acting(
            'season.manage',
            { action: 'draw.waitlist-round', recordType: 'draw', recordId },
            async () => {
              const promoted = await runWaitlistRound(season, input.data.year, input.data.raceItem);
              return `${promoted.length} waitlisted entries given a place${promoted.length ? `: ${promoted.join(', ')}` : ''}`;
            },
          );
        }
        return 0;
      }
      case 'draw':
      case 'reveal': {
        const input = drawRunSchema.safeParse({ ...key, seed: values.seed });
        if (!input.success) return invalid(`${command} needs --year, --item and --seed`);
        if (command === 'draw') {
          await acting(
            'season.manage',
            { action: 'draw.run', recordType: 'draw', recordId },
            async (actor) => {
              const status = await runDraw(season, input.data, actor);
              return `${recordId} drawn: ${status.winners} places won, ${status.waitlisted} on the waitlist`;
            },
          );
        } else {
          await acting('season.manage', { action: 'draw.reveal', recordType: 'draw', recordId }, async () => {
            await revealSeed(season, input.data);
            return `seed of ${recordId} revealed: anyone can recompute the order at /draw/${input.data.year}`;
          });
        }
        return 0;
      }
      case 'bibs': {
        const input = bibAssignSchema.safeParse({
          ...key,
          firstBib: number(values['first-bib']),
          corrals: corralsOf(values.corrals),
          reserved: rangesOf(values.reserved),
        });
        if (!input.success)
          return invalid('bibs needs --year, --item, --first-bib and --corrals (e.g. A:5000,B:5000)');
        await acting(
          'season.manage',
          { action: 'season.bibs', recordType: 'race-item', recordId },
          async () => {
            const result = await assignBibs(db, input.data);
            return `${result.assigned} bibs given, ${result.kept} entries kept theirs`;
          },
        );
        return 0;
      }
      case 'refund': {
        const year = number(values.year);
        const regNo = number(values['reg-no']);
        const fen = number(values.fen);
        const reason = values.reason?.trim();
        if (!year || !regNo || !fen || !reason)
          return invalid('refund needs --year, --reg-no, --fen and --reason');
        await acting(
          'payments.manage',
          { action: 'payments.refund', recordType: 'registration', recordId: `${year}/${regNo}` },
          async (actor) => {
            const { refundNo } = await payments.refund({
              year,
              regNo,
              amountFen: fen,
              reason,
              actor: `staff:${actor.staffId}`,
            });
            const view = await payments.paymentOf(year, regNo);
            return `refund ${refundNo} of ${fen} fen asked; the order is now ${view?.state ?? 'unknown'}`;
          },
        );
        return 0;
      }
      default:
        printError(USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof ActingStaffError || error instanceof ApiFailure) {
      printError(error instanceof ApiFailure ? `${error.text.zh} / ${error.text.en}` : error.message);
      return 1;
    }
    if (error instanceof PaymentRefusal) {
      printError(`${error.zh} / ${error.en}`);
      return 1;
    }
    throw error;
  }
}

export async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await ensureSchema(database.db, config);
    return await run(database.db, config, argv, console.log, console.error);
  } finally {
    await database.close();
  }
}
