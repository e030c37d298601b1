import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { certificateVerificationSchema, endpoints, envelopeSchema } from '@marathon/shared/api';
import { buildTestApp, makeContentDir } from '../../../test-support/test-app';
import { resolveAuthSettings } from '../../accounts/auth-settings';
import { importResultsFile } from '../../../test-support/results-files';
import { certificateCode, readCertificateCode } from './code';

const YEAR = 2016;
const KEY = Buffer.from('a certificate key for the tests only');
const importFile = (app: FastifyInstance, chip: string) =>
  importResultsFile(app.context.db, YEAR, [`500,郑七,M,30-39,320102199001015551,half,1:45:00,${chip}`], true);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    contentDir: makeContentDir(),
    certificateKey: KEY,
    siteUrl: 'https://www.example.com',
    certificatePrerender: 0,
  });
  await importFile(app, '1:44:00');
});
afterAll(async () => app.close());

const verify = async (code: string) =>
  envelopeSchema(certificateVerificationSchema).parse(
    (
      await app.inject({
        method: 'GET',
        url: `${endpoints.certificateVerify.path}?code=${encodeURIComponent(code)}`,
      })
    ).json(),
  ).data;

describe('the certificate code', () => {
  it('reads back what it was issued for, in any case and with Crockford’s look-alikes', () => {
    const code = certificateCode(KEY, 2024, 'F0123', 6_240_400);
    expect(code).toMatch(/^2024-F0123-4TC-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(readCertificateCode(KEY, code.toLowerCase())).toEqual({
      year: 2024,
      bib: 'F0123',
      chipTimeMs: 6_240_000,
      signed: true,
    });
    expect(readCertificateCode(Buffer.from('another key entirely'), code)?.signed).toBe(false);
    expect(readCertificateCode(KEY, 'not a code')).toBeNull();
  });
});

describe('certificate verification', () => {
  it('says a certificate is genuine and shows the official result, provisional or final', async () => {
    const answer = await verify(certificateCode(KEY, YEAR, '500', 6_240_000));
    expect(answer).toMatchObject({
      verdict: 'genuine',
      result: { name: '郑七', chipTimeMs: 6_240_000, provisional: false },
    });
  });

  it('says a forged code is forged and shows no result', async () => {
    const genuine = certificateCode(KEY, YEAR, '500', 6_240_000);
    const forged = genuine.replace(/-4TC-/, '-4TB-');
    expect(await verify(forged)).toEqual({
      verdict: 'forged',
      issued: { year: YEAR, bib: '500', chipTimeMs: 6_239_000 },
      result: null,
    });
    expect(await verify('2016-500-4TC-AAAAAAAAAA')).toMatchObject({ verdict: 'forged', result: null });
    expect(await verify('<script>')).toEqual({ verdict: 'forged', issued: null, result: null });
  });

  it('says when the official result has changed since the certificate was issued', async () => {
    const issued = certificateCode(KEY, YEAR, '500', 6_240_000);
    await importFile(app, '1:43:00');
    expect(await verify(issued)).toMatchObject({ verdict: 'changed', result: { chipTimeMs: 6_180_000 } });
  });
});

describe('the certificate PNG', () => {
  it('carries the verification page in its QR code and is kept in the store by the edition’s version', async () => {
    const svg = await app.inject({
      method: 'GET',
      url: `${endpoints.certificate.path}?year=${YEAR}&bib=500`,
    });
    const code = certificateCode(KEY, YEAR, '500', 6_180_000);
    expect(svg.body).toContain(code);
    const png = await app.inject({
      method: 'GET',
      url: `${endpoints.certificate.path}?year=${YEAR}&bib=500&format=png`,
    });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const store = path.join(resolveAuthSettings(app.context.config).dataDir, 'certificates', String(YEAR));
    const kept = fs
      .readdirSync(store, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('500.png'));
    expect(kept).toHaveLength(1);
    // The second answer is the kept file, byte for byte.
    const again = await app.inject({
      method: 'GET',
      url: `${endpoints.certificate.path}?year=${YEAR}&bib=500&format=png`,
    });
    expect(again.rawPayload.equals(png.rawPayload)).toBe(true);
  });
});
