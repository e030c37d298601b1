import type { Kysely } from 'kysely';
import { staffInviteSchema } from '@marathon/shared/api';
import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/connect';
import type { Database } from '../platform/db/schema';
import { ApiFailure } from '../platform/http/api-failure';
import { activeAdministrators, inviteMember } from '../modules/staff';
import { ensureSchema } from './schema-ready';
import { ActingStaffError, actingStaff, recordCliAction, takeActingAs } from './acting-staff';

const USAGE = `usage: node api/dist/cli.js staff <command>

  bootstrap --email <address> --name <name>
      create the first administrator and print their invitation link (only while there is no administrator)
  invite --email <address> --name <name> --role <role> --as <administrator's email>
      invite a member and print the link (for a site that sends no mail); recorded as done by the administrator

  roles: administrator, editor, reviewer, results-officer, volunteer (pickup only), viewer`;

type Print = (line: string) => void;

function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at === -1 ? undefined : argv[at + 1];
}

/** The staff commands on an open database; `main` opens the configured one. */
export async function run(
  db: Kysely<Database>,
  argv: string[],
  siteUrl: string | null,
  print: Print,
  printError: Print,
  now = Date.now(),
): Promise<number> {
  const { as, rest } = takeActingAs(argv);
  const [command, ...flags] = rest;
  const invite = staffInviteSchema.safeParse({
    email: option(flags, 'email'),
    name: option(flags, 'name'),
    role: command === 'bootstrap' ? 'administrator' : option(flags, 'role'),
  });
  if ((command !== 'bootstrap' && command !== 'invite') || !invite.success) {
    printError(USAGE);
    return 2;
  }
  try {
    if (command === 'bootstrap') {
      const administrators = await activeAdministrators(db);
      if (administrators.length > 0) {
        printError(
          `there is an administrator already (${administrators.join(', ')}): invite from the console, or with \`staff invite … --as <administrator>\``,
        );
        return 1;
      }
      const invited = await inviteMember(db, invite.data, null, siteUrl, now);
      print(
        `administrator ${invite.data.email} invited; the link works once, until ${new Date(invited.expiresAt).toISOString()}:`,
      );
      print(invited.link);
      return 0;
    }
    const actor = await actingStaff(db, as, 'staff.manage');
    const invited = await inviteMember(db, invite.data, actor, siteUrl, now);
    await recordCliAction(db, actor, {
      action: 'staff.invite',
      recordType: 'staff',
      recordId: invited.memberId,
    });
    print(
      `${invite.data.role} ${invite.data.email} invited; the link works once, until ${new Date(invited.expiresAt).toISOString()}:`,
    );
    print(invited.link);
    return 0;
  } catch (error) {
    if (error instanceof ActingStaffError || error instanceof ApiFailure) {
      printError(error.message);
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
    return await run(database.db, argv, config.siteUrl ?? null, console.log, console.error);
  } finally {
    await database.close();
  }
}
