import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type RegionNode } from '@marathon/shared/api';
import { buildTestApp } from '../../../test-support/test-app';
import { isRegionPath } from './region-tree';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('regions', () => {
  it('serves the province-city-area tree to anyone, cacheable with an ETag', async () => {
    const response = await app.inject({ method: 'GET', url: endpoints.regions.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=604800, s-maxage=604800, stale-while-revalidate=604800, stale-if-error=86400',
    );
    const tree = response.json().data as RegionNode[];
    expect(tree).toHaveLength(31);
    const jiangsu = tree.find((province) => province.code === '32');
    const yangzhou = jiangsu?.children?.find((city) => city.code === '3210');
    expect(yangzhou?.name).toBe('扬州市');
    expect(yangzhou?.children?.map((area) => area.name)).toContain('邗江区');
    // English pages read English names: the province, the city, the area's kind.
    expect([jiangsu?.nameEn, yangzhou?.nameEn]).toEqual(['Jiangsu', 'Yangzhou']);
    expect(yangzhou?.children?.find((area) => area.code === '321003')?.nameEn).toBe('Hanjiang District');
    expect(tree.find((province) => province.code === '11')?.nameEn).toBe('Beijing');
    const again = await app.inject({
      method: 'GET',
      url: endpoints.regions.path,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('checks a province-city-area path', () => {
    expect(isRegionPath('32', '3210', '321003')).toBe(true);
    expect(isRegionPath('32', '3210', '110105')).toBe(false);
    expect(isRegionPath('11', '3210', '321003')).toBe(false);
    expect(isRegionPath('32', '32', '32')).toBe(false);
  });
});
