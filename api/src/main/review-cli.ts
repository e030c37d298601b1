import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  AUDIT_STATUS,
  CORRECTION_STATUS,
  UPLOADS_PATH,
  reviewApplicationSchema,
  reviewCorrectionSchema,
} from '@marathon/shared/api';
import { formatDuration } from '@marathon/shared/race-time';
import { openCorrections, toCorrection } from '../modules/results';
import { reviewCorrection } from '../modules/results';
import { accountNoOf } from '../modules/accounts';
import { findStoredUpload } from '../modules/uploads';
import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/connect';
import { ensureSchema } from './schema-ready';
import type { Database } from '../platform/db/schema';
import { ApiFailure } from '../platform/http/api-failure';
import { createUploadStorage } from '../platform/storage/create-storage';
import type { UploadStorage } from '../platform/storage/storage';
import { readDocuments } from '../modules/signup';
import { listApplicationsByStatus } from '../modules/signup';
import { decideApplication } from '../modules/signup';
import { beijingTime } from '../kernel/clock';
import { markShipped, shippingListCsv, TRACKING_NO } from '../modules/signup';
import type { StaffPermission } from '@marathon/shared/api';
import type { AuditEntry } from '../kernel/audit-trail';
import type { StaffActor } from '../kernel/staff-actor';
import { ActingStaffError, actingStaff, recordCliAction, takeActingAs } from './acting-staff';

const USAGE = `usage: node api/dist/cli.js review <command> --as <staff email>

  Every command acts as the named staff member, whose role must allow it, and is recorded in the audit trail.

  list                       the applications submitted and awaiting review
  approve <id>               approve application <id> (the runner may then use direct entry)
  reject <id> <reason…>      reject application <id>; the runner sees the reason and may submit again
  file <stored url> <path>   save an uploaded file (a document's url from \`list\`) to <path>: uploads are private,
                             their urls serve nothing in a browser
  mailings [year]            the race-kit shipping list as CSV on stdout (phones in clear: keep the file private)
  shipped <id> <trackingNo>  mark mailing request <id> shipped; the member centre shows the tracking number
  corrections                runners' result correction requests awaiting a decision or the next import
  accept-correction <id> <answer…>   accept request <id>: the next results import corrects the result
  reject-correction <id> <answer…>   reject request <id>; the runner reads the answer on the result page`;

type Print = (line: string) => void;

/** The member a command acts as (checked for the command's permission), and the recording of what it did. */
interface Acting {
  as(permission: StaffPermission): Promise<StaffActor>;
  record(actor: StaffActor, entry: AuditEntry): Promise<void>;
}

/** `review file`: an uploaded file's bytes, read through the configured store, written where the organiser says. */
async function saveFile(
  db: Kysely<Database>,
  acting: Acting,
  storage: UploadStorage,
  url: string,
  target: string,
  print: Print,
  printError: Print,
): Promise<number> {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const row = url.startsWith(`${UPLOADS_PATH}/`) ? await findStoredUpload(db, name) : null;
  const body = row ? await storage.get(name) : null;
  if (!row || !body) {
    printError(`no uploaded file at ${url}`);
    return 1;
  }
  const actor = await acting.as('documents.read');
  try {
    // 'wx': never overwrite a file the organiser already has.
    fs.writeFileSync(target, body, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    printError(`cannot write ${target}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  await acting.record(actor, { action: 'document.file', recordType: 'upload', recordId: name });
  print(`wrote ${target} (${row.file_name}, ${row.mime}, ${body.length} bytes)`);
  return 0;
}

/**
 * The review commands on an open database and upload store, as the staff member `--as` names; `main` opens the
 * configured ones.
 */
export async function run(
  db: Kysely<Database>,
  argv: string[],
  print: Print,
  printError: Print,
  storage?: UploadStorage,
): Promise<number> {
  const { as, rest: args } = takeActingAs(argv);
  const acting: Acting = {
    as: (permission) => actingStaff(db, as, permission),
    record: (actor, entry) => recordCliAction(db, actor, entry),
  };
  try {
    return await runCommand(db, args, acting, print, printError, storage);
  } catch (error) {
    if (!(error instanceof ActingStaffError)) throw error;
    printError(error.message);
    return 1;
  }
}

async function runCommand(
  db: Kysely<Database>,
  argv: string[],
  acting: Acting,
  print: Print,
  printError: Print,
  storage?: UploadStorage,
): Promise<number> {
  const [command, idText, ...rest] = argv;
  if (command === 'file' && storage && idText !== undefined && rest.length === 1 && rest[0]) {
    return saveFile(db, acting, storage, idText, path.resolve(rest[0]), print, printError);
  }
  if (command === 'mailings' && rest.length === 0) {
    if (idText !== undefined && !/^\d{4}$/.test(idText)) {
      printError(USAGE);
      return 2;
    }
    const actor = await acting.as('applications.read');
    const lines = await shippingListCsv(db, idText === undefined ? undefined : Number(idText));
    await acting.record(actor, {
      action: 'mailings.export',
      recordType: 'mailings',
      recordId: idText ?? 'all',
    });
    for (const line of lines) print(line);
    return 0;
  }
  if (command === 'shipped') {
    const [trackingNo, ...extra] = rest;
    if (
      !/^[1-9]\d{0,9}$/.test(idText ?? '') ||
      trackingNo === undefined ||
      !TRACKING_NO.test(trackingNo) ||
      extra.length > 0
    ) {
      printError(USAGE);
      return 2;
    }
    const actor = await acting.as('pickup.record');
    return reportFailure(printError, async () => {
      const row = await markShipped(db, Number(idText), trackingNo, Date.now());
      await acting.record(actor, { action: 'mailing.shipped', recordType: 'mailing', recordId: row.id });
      print(`mailing request #${row.id}: shipped, tracking number ${row.tracking_no ?? ''}`);
    });
  }
  if (command === 'corrections' && idText === undefined) {
    const actor = await acting.as('results.import');
    const rows = await openCorrections(db);
    for (const row of rows) {
      await acting.record(actor, { action: 'correction.read', recordType: 'correction', recordId: row.id });
    }
    if (rows.length === 0) print('no correction request is open');
    for (const row of rows.map(toCorrection)) {
      const state =
        row.status === CORRECTION_STATUS.accepted ? 'accepted, awaiting the import' : 'awaiting review';
      print(`#${row.id}  ${row.year} bib ${row.bib}  ${state}  filed ${beijingTime(row.createdAt)}`);
      print(`    ${row.what}`);
      if (row.claimedTimeMs !== null) print(`    the runner's time: ${formatDuration(row.claimedTimeMs)}`);
      for (const file of row.attachments) print(`    ${file.name}: ${file.url}`);
    }
    return 0;
  }
  if (command === 'accept-correction' || command === 'reject-correction') {
    const decision = reviewCorrectionSchema.safeParse({
      id: Number(idText),
      decision: command === 'accept-correction' ? 'accept' : 'reject',
      answer: rest.join(' '),
    });
    if (!decision.success) {
      printError(USAGE);
      return 2;
    }
    const actor = await acting.as('results.import');
    return reportFailure(printError, async () => {
      const row = await reviewCorrection(db, decision.data, Date.now());
      await acting.record(actor, {
        action: `correction.${decision.data.decision}`,
        recordType: 'correction',
        recordId: row.id,
      });
      print(
        `correction request #${row.id}: ${row.status === CORRECTION_STATUS.accepted ? 'accepted' : 'rejected'}`,
      );
    });
  }
  if (command === 'list' && idText === undefined) {
    const actor = await acting.as('applications.read');
    const rows = await listApplicationsByStatus(db, AUDIT_STATUS.submitted);
    for (const row of rows) {
      await acting.record(actor, { action: 'application.read', recordType: 'application', recordId: row.id });
    }
    if (rows.length === 0) print('no application is awaiting review');
    for (const row of rows) {
      const accountNo = await accountNoOf(db, row.user_id);
      const documents = readDocuments(row.documents);
      print(
        `#${row.id}  ${row.year}  account ${accountNo ?? '?'}  submitted ${beijingTime(row.submitted_at ?? 0)}  ${documents.length} document(s)`,
      );
      if (row.note) print(`    note: ${row.note}`);
      for (const document of documents) print(`    ${document.name}: ${document.url}`);
    }
    return 0;
  }
  const input =
    command === 'approve' && rest.length === 0
      ? { applicationId: Number(idText), decision: 'approve' }
      : command === 'reject'
        ? { applicationId: Number(idText), decision: 'reject', reason: rest.join(' ') }
        : null;
  const decision = input && reviewApplicationSchema.safeParse(input);
  if (!decision?.success) {
    printError(USAGE);
    return 2;
  }
  const actor = await acting.as('applications.review');
  return reportFailure(printError, async () => {
    const row = await decideApplication(db, decision.data, Date.now());
    await acting.record(actor, {
      action: `application.${decision.data.decision}`,
      recordType: 'application',
      recordId: row.id,
    });
    print(`application #${row.id}: ${row.status === AUDIT_STATUS.approved ? 'approved' : 'rejected'}`);
  });
}

/** 0 when the action succeeds; 1, printing the message, when it fails on purpose (an ApiFailure). */
async function reportFailure(printError: Print, action: () => Promise<void>): Promise<number> {
  try {
    await action();
    return 0;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    printError(error.message);
    return 1;
  }
}

export async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const storage = createUploadStorage(config.uploadStorage, config.auth?.dataDir ?? '.');
  try {
    await ensureSchema(database.db, config);
    return await run(database.db, argv, console.log, console.error, storage);
  } finally {
    storage.destroy?.();
    await database.close();
  }
}
