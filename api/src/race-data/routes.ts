import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type ScoreResult } from '@marathon/shared/api';
import type { AppContext } from '../context';
import { failures } from '../http/api-failure';
import { route } from '../http/route';
import { certificateSvg } from './certificate';
import { certificatePdf, certificatePng } from './certificate-image';
import { analyse } from './field';
import { markMissCacheable, markPrivate, sendCacheable } from '../http/http-cache';
import { hashPersonal, nameKey, normalizeIdNumber, normalizePhone } from './identity';
import { photoCount, photoSvg } from './photo';
import { toScoreResult } from './present';
import {
  findEdition,
  findRegistrationsBy,
  findResultByBib,
  findResultsById,
  listEditions,
  filteredResultsPage,
  resultsPage,
} from './repository';
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
export async function registerRaceData(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const limited = {
    config: { rateLimit: { max: lookupLimitPerMinute(config.rateLimitPerMinute), timeWindow: 60_000 } },
  };

  async function editionOrFail(year: number): Promise<RaceEditionsTable> {
    const edition = await findEdition(db, year);
    if (!edition) throw notFoundYear(year);
    return edition;
  }

  /** A result with its edition joined in: one query; only a miss asks whether the year exists, for the message. */
  async function resultRow(year: number, bib: string) {
    const row = await findResultByBib(db, year, bib);
    if (row) return row;
    await editionOrFail(year);
    throw failures.notFound(`未查询到 ${year} 年号码布 ${bib} 的成绩`, `No ${year} result for bib ${bib}`);
  }

  async function scoreByBib(year: number, bib: string): Promise<ScoreResult> {
    const row = await resultRow(year, bib);
    return toScoreResult(
      row,
      readTotals(row.edition_totals).finishers[row.race_item] ?? 0,
      row.edition_status,
    );
  }

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
    async ({ query: { year, bib } }) => analyse(db, await resultRow(year, bib)),
  );

  route(app, endpoints.scoreByIdentity, limited, async ({ reply, body: { year, name, idNumber } }) => {
    markPrivate(reply);
    const edition = await editionOrFail(year);
    const key = nameKey(name);
    const row = (await findResultsById(db, hashPersonal(normalizeIdNumber(idNumber)), year)).find(
      (candidate) => candidate.name_key === key,
    );
    if (!row) {
      throw failures.notFound(
        `未查询到 ${year} 年的成绩，请核对姓名和证件号`,
        `No ${year} result found: please check the name and ID number`,
      );
    }
    return toScoreResult(
      row,
      readTotals(edition.totals).finishers[row.race_item] ?? 0,
      edition.results_status,
    );
  });

  route(
    app,
    endpoints.results,
    { ...lookup, cache: { maxAgeSeconds: 60 } },
    async ({ query: { year, item, page, pageSize, gender, ageGroup, name } }) => {
      const edition = await editionOrFail(year);
      const filtered = gender !== undefined || ageGroup !== undefined || name !== undefined;
      // Unfiltered, a page is a range of the rank index and the total is the edition's; filtered, both are counted.
      const { rows, total } = filtered
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
            rows: await resultsPage(db, year, item, page, pageSize),
            total: readTotals(edition.totals).finishers[item] ?? 0,
          };
      return {
        page,
        pageSize,
        total,
        rows: rows.map((row) => ({
          overallRank: row.overall_rank,
          bib: row.bib,
          name: row.name,
          gender: row.gender,
          ageGroup: row.age_group,
          chipTimeMs: row.chip_ms,
          gunTimeMs: row.gun_ms,
        })),
      };
    },
  );

  route(app, endpoints.scoreHistory, limited, async ({ reply, body: { name, idNumber } }) => {
    markPrivate(reply);
    const key = nameKey(name);
    const rows = (await findResultsById(db, hashPersonal(normalizeIdNumber(idNumber)))).filter(
      (row) => row.name_key === key,
    );
    const first = rows[0];
    if (!first) {
      throw failures.notFound(
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
    const found = (await findRegistrationsBy(db, query.year, by)).filter((row) => row.name_key === key);
    // Query type 1 asks for the status whatever the channel; 2, 3 and 5 ask for one channel's registration.
    const row =
      query.queryType === 1 ? found[0] : found.find((candidate) => candidate.channel === query.queryType);
    if (!row) {
      throw failures.notFound(
        `未查询到 ${query.year} 年的报名信息，请核对姓名和证件号或手机号`,
        `No ${query.year} registration found: please check the name and the ID number or phone`,
      );
    }
    const confirmed = row.bib !== null;
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
    };
  });

  route(
    app,
    endpoints.certificate,
    lookup,
    async ({ request, reply, query: { year, bib, download, format = 'svg' } }) => {
      const result = await scoreByBib(year, bib);
      if (download === '1') {
        reply.header('content-disposition', `attachment; filename="certificate-${year}-${bib}.${format}"`);
      }
      const svg = certificateSvg(result);
      if (format === 'png') return sendCacheable(request, reply, await certificatePng(svg), 'image/png', 300);
      if (format === 'pdf') {
        const title = `${year} 扬州鉴真国际半程马拉松 完赛证书 ${bib}`;
        return sendCacheable(request, reply, await certificatePdf(svg, title), 'application/pdf', 300);
      }
      return sendCacheable(request, reply, svg, SVG, 300);
    },
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
