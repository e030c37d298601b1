import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  endpoints,
  isNonFinisher,
  NAME_SEARCH_LIMIT,
  type MyEntry,
  type ScoreAnswer,
} from '@marathon/shared/api';
import { spendListBudget } from './list-budget';
import type { AppContext } from '../../platform/context';
import { failures } from '../../platform/http/api-failure';
import { route } from '../../platform/http/route';
import { resolveAuthSettings } from '../accounts';
import { findEntriesBy } from '../registrations';
import { createCertificateStorage } from '../../platform/storage/create-storage';
import { certificateStore } from './certificate/certificate-store';
import { drawingPool } from './certificate/drawing-pool';
import { certificates as certificateDrawings, type Issued } from './certificate/service';
import { startPrerendering } from './certificate/prerender';
import { siteUrlFor } from '../../platform/http/site-url';
import type { EntryOwners } from '../registrations';
import { registerCorrections } from './corrections/routes';
import { registerResultListing } from './listing/routes';
import { unlistedBibs } from './listing/repository';
import { nameQuery } from './name-search/name-keys';
import { runnersByName } from './name-search/repository';
import { statusOf } from './status/result-status';
import { analyse } from './field';
import { keptResults } from './kept-results';
import { markMissCacheable, markPrivate, sendCacheable } from '../../platform/http/http-cache';
import { hashPersonal, nameKey, normalizeIdNumber, normalizePhone } from '../../kernel/identity';
import { photoCount, photoSvg } from './photo';
import { toScoreAnswer, toScoreResult } from './present';
import { findEdition, findResultsById, listEditions, filteredResultsPage, resultsPage } from './repository';
import { readTotals } from './store';
import type { RaceEditionsTable } from './tables';

/**
 * Lookups get a fifth of the general per-address budget (120 a minute by default): enough for a family checking
 * everyone's result, not for walking the bib range. It follows RATE_LIMIT_PER_MINUTE, so a bench can lift both.
 */
export function lookupLimitPerMinute(generalPerMinute: number): number {
  return Math.max(1, Math.floor(generalPerMinute / 5));
}

const notFoundYear = (year: number) =>
  failures.notFound(`没有 ${year} 年的赛事数据`, `No race data for ${year}`);
const SVG = 'image/svg+xml; charset=utf-8';

/** race-data: registration, score, multi-year score, certificate and photo lookups (issue 5). */
/** The bibs of a year whose runners chose to be hidden from live tracking (given by the composition root). */
export type UnlistedBibs = (year: number, bibs: readonly string[]) => Promise<Set<string>>;

/** The season's answer for one entry: its waitlist place and next step, or null when it has none. */
export type SeasonStepOf = (
  year: number,
  regNo: number,
) => Promise<Pick<MyEntry, 'waitlistPosition' | 'nextStep'> | null>;

export async function registerRaceData(
  app: FastifyInstance,
  { db, config, audit }: AppContext,
  /** Whose an entry is: what a correction request needs (main/ hands it in, with the sign-up's answer). */
  owners: EntryOwners,
  liveHidden: UnlistedBibs,
  /** Where an entry stands in the season and what comes next (the season answers; main/ hands it in). */
  seasonStep: SeasonStepOf = async () => null,
): Promise<void> {
  /** Left out of the lists: runners who chose so here, and those hidden from live tracking. */
  const unlisted: UnlistedBibs = async (year, bibs) => {
    const [chosen, hidden] = await Promise.all([unlistedBibs(db, year, bibs), liveHidden(year, bibs)]);
    return new Set([...chosen, ...hidden]);
  };
  const limited = {
    config: { rateLimit: { max: lookupLimitPerMinute(config.rateLimitPerMinute), timeWindow: 60_000 } },
  };

  async function editionOrFail(year: number): Promise<RaceEditionsTable> {
    const edition = await findEdition(db, year);
    if (!edition) throw notFoundYear(year);
    return edition;
  }

  const results = keptResults(db);

  /**
   * A result with its edition joined in: kept per process by the year's results version (no query when a bib is
   * asked again and nothing changed); only a miss asks whether the year exists, for the message.
   */
  async function resultRow(year: number, bib: string, miss = failures.notFound) {
    const row = await results.byBib(year, bib);
    if (row) return row;
    await editionOrFail(year);
    throw miss(`未查询到 ${year} 年号码布 ${bib} 的成绩`, `No ${year} result for bib ${bib}`);
  }

  async function scoreByBib(year: number, bib: string): Promise<ScoreAnswer> {
    const row = await resultRow(year, bib, failures.nothingFound);
    return toScoreAnswer(
      row,
      readTotals(row.edition_totals).finishers[row.race_item] ?? 0,
      row.edition_status,
      Boolean(row.under_review),
    );
  }

  const noCertificate = (year: number, bib: string) =>
    failures.notFound(
      `${year} 年号码布 ${bib} 未完赛，没有完赛证书`,
      `Bib ${bib} did not finish in ${year}: there is no finisher certificate`,
    );

  /** A finisher's result with its edition's version; a DNF or DQ has no certificate. */
  async function issued(year: number, bib: string): Promise<Issued> {
    const row = await resultRow(year, bib);
    const answer = toScoreAnswer(
      row,
      readTotals(row.edition_totals).finishers[row.race_item] ?? 0,
      row.edition_status,
    );
    if (isNonFinisher(answer)) throw noCertificate(year, bib);
    return { result: answer, version: row.edition_updated_at };
  }

  const dataDir = resolveAuthSettings(config).dataDir;
  const certificateKey = config.certificateKey ?? Buffer.from('development certificate key');
  const certificateStorage = createCertificateStorage(config.uploadStorage, dataDir);
  if (certificateStorage.destroy) app.addHook('onClose', async () => certificateStorage.destroy?.());
  const drawing = drawingPool();
  const certificates = certificateDrawings(
    certificateStore(certificateStorage, certificateKey),
    certificateKey,
    drawing,
    app.log,
  );
  const prerendering = startPrerendering({
    db,
    certificates,
    issue: (year, bib) => issued(year, bib).catch(() => null),
    site: siteUrlFor(config),
    concurrency: config.certificatePrerender ?? 1,
    log: app.log,
    isReady: () => app.startup.phase === 'ready',
  });
  app.addHook('onClose', async () => {
    prerendering.stop();
    await drawing.close();
  });
  registerCorrections(app, { db, audit, owners });
  registerResultListing(app, { db, owners });

  const lookup = {
    ...limited,
    before: (_request: FastifyRequest, reply: FastifyReply) => markMissCacheable(reply),
  };

  route(app, endpoints.raceYears, { ...limited, cache: { maxAgeSeconds: 60 } }, async () => {
    const editions = await listEditions(db);
    return editions.map((edition) => {
      const totals = readTotals(edition.totals);
      return {
        year: edition.year,
        raceDate: edition.race_date,
        registrations: totals.registrations,
        finishers: Object.values(totals.finishers).reduce((a, b) => a + b, 0),
        resultsStatus: edition.results_status,
      };
    });
  });

  route(app, endpoints.score, { ...lookup, cache: { maxAgeSeconds: 60 } }, async ({ query }) =>
    scoreByBib(query.year, query.bib),
  );

  route(
    app,
    endpoints.scoreAnalysis,
    { ...lookup, cache: { maxAgeSeconds: 300 } },
    async ({ query: { year, bib } }) => {
      const row = await resultRow(year, bib);
      if (statusOf(row.status) !== 'finished') {
        throw failures.notFound(
          `${year} 年号码布 ${bib} 未完赛，没有成绩分析`,
          `Bib ${bib} did not finish in ${year}: there is no analysis`,
        );
      }
      return analyse(db, row);
    },
  );

  route(
    app,
    endpoints.nameSearch,
    { ...lookup, cache: { maxAgeSeconds: 60 } },
    async ({ request, query: { year, q } }) => {
      if (!(await results.hasYear(year))) throw notFoundYear(year);
      await spendListBudget(db, request.clientAddress, NAME_SEARCH_LIMIT);
      const typed = nameQuery(q);
      const found = typed ? await runnersByName(db, year, typed, NAME_SEARCH_LIMIT + 1).execute() : [];
      // A runner who chose not to be listed is not found by name either.
      const hidden = await unlisted(
        year,
        found.map((row) => row.bib),
      );
      const rows = found.filter((row) => !hidden.has(row.bib));
      return {
        year,
        hits: rows.slice(0, NAME_SEARCH_LIMIT).map((row) => ({
          bib: row.bib,
          name: row.name,
          raceItem: row.race_item === 'fun' ? ('fun' as const) : ('half' as const),
          gender: row.gender,
          ageGroup: row.age_group,
          status: statusOf(row.status),
          chipTimeMs: row.chip_ms > 0 ? row.chip_ms : null,
          overallRank: row.overall_rank,
          match: Number(row.match_rank) === 0 ? ('exact' as const) : ('prefix' as const),
        })),
        more: rows.length > NAME_SEARCH_LIMIT,
      };
    },
  );

  route(app, endpoints.scoreByIdentity, limited, async ({ reply, body: { year, name, idNumber } }) => {
    markPrivate(reply);
    const edition = await editionOrFail(year);
    const key = nameKey(name);
    const row = (await findResultsById(db, hashPersonal(normalizeIdNumber(idNumber)), year)).find(
      (candidate) => candidate.name_key === key,
    );
    if (!row) {
      throw failures.nothingFound(
        `未查询到 ${year} 年的成绩，请核对姓名和证件号`,
        `No ${year} result found: please check the name and ID number`,
      );
    }
    return toScoreAnswer(
      row,
      readTotals(edition.totals).finishers[row.race_item] ?? 0,
      edition.results_status,
    );
  });

  route(
    app,
    endpoints.results,
    { ...lookup, cache: { maxAgeSeconds: 60 } },
    async ({ request, query: { year, item, page, pageSize, gender, ageGroup, name } }) => {
      const edition = await editionOrFail(year);
      await spendListBudget(db, request.clientAddress, pageSize);
      const filtered = gender !== undefined || ageGroup !== undefined || name !== undefined;
      // Unfiltered, a page is a range of the rank index and the total is the edition's; filtered, both are counted.
      const { rows, total, byName } = filtered
        ? await filteredResultsPage(
            db,
            year,
            item,
            {
              ...(gender !== undefined ? { gender: Number(gender) } : {}),
              ...(ageGroup !== undefined ? { ageGroup } : {}),
              ...(name !== undefined ? { name } : {}),
            },
            page,
            pageSize,
          )
        : {
            rows: (await resultsPage(db, year, item, page, pageSize)).map((row) => ({
              ...row,
              match_rank: 0,
            })),
            total: readTotals(edition.totals).finishers[item] ?? 0,
            byName: false,
          };
      const hidden = await unlisted(
        year,
        rows.map((row) => row.bib),
      );
      return {
        page,
        pageSize,
        total,
        rows: rows.map((row) =>
          hidden.has(row.bib)
            ? // The place and times stay (the field's order is the field's); nothing that names the runner.
              {
                overallRank: row.overall_rank,
                bib: '',
                name: '',
                gender: 0,
                ageGroup: '',
                chipTimeMs: row.chip_ms,
                gunTimeMs: row.gun_ms,
                unlisted: true as const,
              }
            : {
                overallRank: row.overall_rank,
                bib: row.bib,
                name: row.name,
                gender: row.gender,
                ageGroup: row.age_group,
                chipTimeMs: row.chip_ms,
                gunTimeMs: row.gun_ms,
                ...(byName
                  ? { match: Number(row.match_rank) === 0 ? ('exact' as const) : ('prefix' as const) }
                  : {}),
              },
        ),
      };
    },
  );

  route(app, endpoints.scoreHistory, limited, async ({ reply, body: { name, idNumber } }) => {
    markPrivate(reply);
    const key = nameKey(name);
    // Every year the runner finished: a DNF or DQ is not a result to compare.
    const rows = (await findResultsById(db, hashPersonal(normalizeIdNumber(idNumber)))).filter(
      (row) => row.name_key === key && statusOf(row.status) === 'finished',
    );
    const first = rows[0];
    if (!first) {
      throw failures.nothingFound(
        '未查询到历年成绩，请核对姓名和证件号',
        'No results found: please check the name and ID number',
      );
    }
    const editions = new Map((await listEditions(db)).map((edition) => [edition.year, edition]));
    const best = new Map<string, number>();
    for (const row of rows)
      best.set(row.race_item, Math.min(best.get(row.race_item) ?? Infinity, row.chip_ms));
    return {
      name: first.name,
      idNumberMasked: first.id_masked,
      results: rows.map((row) => {
        const edition = editions.get(row.year);
        const result = toScoreResult(
          row,
          readTotals(edition?.totals).finishers[row.race_item] ?? 0,
          edition?.results_status ?? 0,
        );
        return { ...result, personalBest: rows.length > 1 && best.get(row.race_item) === row.chip_ms };
      }),
    };
  });

  route(app, endpoints.registration, limited, async ({ reply, body: query }) => {
    markPrivate(reply);
    await editionOrFail(query.year);
    const by =
      query.idNumber !== undefined
        ? { idHash: hashPersonal(normalizeIdNumber(query.idNumber)) }
        : { phoneHash: hashPersonal(normalizePhone(query.phone ?? '')) };
    const key = nameKey(query.name);
    const found = (await findEntriesBy(db, query.year, by)).filter((row) => row.name_key === key);
    // Query type 1 asks for the status whatever the channel; 2, 3 and 5 ask for one channel's registration.
    const row =
      query.queryType === 1 ? found[0] : found.find((candidate) => candidate.channel === query.queryType);
    if (!row) {
      throw failures.nothingFound(
        `未查询到 ${query.year} 年的报名信息，请核对姓名和证件号或手机号`,
        `No ${query.year} registration found: please check the name and the ID number or phone`,
      );
    }
    const confirmed = row.bib !== null;
    const step = await seasonStep(row.year, row.reg_no);
    return {
      year: row.year,
      name: row.name,
      idNumberMasked: row.id_masked,
      phoneMasked: row.phone_masked,
      channel: row.channel,
      status: row.status,
      raceItem: row.race_item === 'fun' ? ('fun' as const) : ('half' as const),
      bib: confirmed ? row.bib : null,
      corral: confirmed ? row.corral : null,
      registeredAt: row.registered_at,
      waitlistPosition: step?.waitlistPosition ?? null,
      nextStep: step?.nextStep ?? null,
    };
  });

  route(
    app,
    endpoints.certificate,
    lookup,
    async ({ request, reply, query: { year, bib, download, format = 'svg' } }) => {
      const certificate = await issued(year, bib);
      const site = siteUrlFor(config, request);
      if (download === '1') {
        reply.header('content-disposition', `attachment; filename="certificate-${year}-${bib}.${format}"`);
      }
      if (format === 'png')
        return sendCacheable(request, reply, await certificates.png(certificate, site), 'image/png', 300);
      if (format === 'pdf')
        return sendCacheable(
          request,
          reply,
          await certificates.pdf(certificate, site),
          'application/pdf',
          300,
        );
      return sendCacheable(request, reply, certificates.svg(certificate.result, site), SVG, 300);
    },
  );

  route(
    app,
    endpoints.certificateVerify,
    { ...lookup, cache: { maxAgeSeconds: 60 } },
    async ({ query: { code } }) =>
      certificates.verify(code, async (year, bib) => {
        const row = await results.byBib(year, bib);
        if (!row) return null;
        return toScoreAnswer(
          row,
          readTotals(row.edition_totals).finishers[row.race_item] ?? 0,
          row.edition_status,
          Boolean(row.under_review),
        );
      }),
  );

  route(
    app,
    endpoints.photos,
    { ...lookup, cache: { maxAgeSeconds: 60 } },
    async ({ query: { year, bib } }) => {
      await scoreByBib(year, bib);
      const count = photoCount(year, bib);
      return {
        year,
        bib,
        photos: Array.from({ length: count }, (_, i) => ({
          n: i + 1,
          path: `${endpoints.photo.path}?year=${year}&bib=${encodeURIComponent(bib)}&n=${i + 1}`,
        })),
      };
    },
  );

  route(app, endpoints.photo, lookup, async ({ request, reply, query: { year, bib, n } }) => {
    await scoreByBib(year, bib);
    if (n > photoCount(year, bib)) {
      throw failures.notFound(`没有第 ${n} 张照片`, `There is no photo number ${n}`);
    }
    return sendCacheable(request, reply, photoSvg(year, bib, n), SVG, 3600);
  });
}
