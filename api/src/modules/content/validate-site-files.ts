import {
  cloudConfigSchema,
  signupConfigFileSchema,
  siteConfigSchema,
  type CloudConfig,
  type DocumentItem,
  type RouteNode,
} from '@marathon/shared/api';
import type { z } from 'zod';
import { jsonPath } from './json-path';
import type { ContentProblem } from './problems';

const DOCUMENT_SCREENS = new Set(['DocumentPage', 'DocumentListPage', 'RichListPage']);
const EXTERNAL = /^(https?:)?\/\/|^www\./i;

type Issue = z.core.$ZodIssue;

/**
 * A union (a data entry is one document or a list) fails as a whole with 'Invalid input'; the useful message is
 * inside the branch that got furthest into the value, so that branch's issues are reported instead.
 */
function unwrapUnion(issue: Issue, at: readonly PropertyKey[]): { path: PropertyKey[]; message: string }[] {
  const path = [...at, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ path, message: issue.message }];
  const depth = (branch: readonly Issue[]) => Math.max(...branch.map((i) => i.path.length));
  const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  return best.flatMap((inner) => unwrapUnion(inner, path));
}

function schemaProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues
    .flatMap((issue) => unwrapUnion(issue, []))
    .map(({ path, message }) => ({ file, path: jsonPath(path), message }));
}

/** The data key a route's dataPath names; keys are compared trimmed, as the content remote does. */
function findDataKey(data: CloudConfig['data'], dataPath: string): string | undefined {
  if (dataPath in data) return dataPath;
  return Object.keys(data).find((key) => key.trim() === dataPath.trim());
}

function routeProblems(file: string, cloud: CloudConfig): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const topLevel = new Set<string>();
  const visit = (nodes: readonly RouteNode[], tree: 'routes' | 'remoteAsyncRoutes', at: PropertyKey[]) => {
    nodes.forEach((node, index) => {
      const here = [...at, index];
      const { component, meta } = node;
      if (component && DOCUMENT_SCREENS.has(component)) {
        const dataPath = meta.dataPath ?? '';
        if (dataPath.trim() === '') {
          problems.push({
            file,
            path: jsonPath([...here, 'meta', 'dataPath']),
            message: `a ${component} route needs meta.dataPath`,
          });
        } else if (findDataKey(cloud.data, dataPath) === undefined) {
          problems.push({
            file,
            path: jsonPath([...here, 'meta', 'dataPath']),
            message: `no document under data["${dataPath}"]`,
          });
        }
      }
      if (node.children) visit(node.children, tree, [...here, 'children']);
    });
  };
  visit(cloud.routes, 'routes', ['routes']);
  visit(cloud.remoteAsyncRoutes, 'remoteAsyncRoutes', ['remoteAsyncRoutes']);
  for (const node of [...cloud.routes, ...cloud.remoteAsyncRoutes]) {
    const path = `/${node.path.trim().replace(/^\/+/, '')}`;
    if (path === '/') for (const child of node.children ?? []) topLevel.add(`/${child.path.trim()}`);
    else topLevel.add(path);
  }
  cloud.menu.forEach((path, index) => {
    if (!topLevel.has(path.trim())) {
      problems.push({
        file,
        path: jsonPath(['menu', index]),
        message: `no top-level route has the path ${path}`,
      });
    }
  });
  return problems;
}

/** The lookup page each home entry card leads to, by the card's moduleType (apply-now has none). */
const PAGE_OF_CARD = { 2: 'registrationSearch', 3: 'scoreSearch', 4: 'pictureSearch' } as const;

/**
 * A lookup's home card and its page's own switch must agree: the site opens the card exactly when the page is
 * open, so a card marked closed in front of an open page (or the reverse) is a contradiction in the content.
 */
function entryProblems(file: string, cloud: CloudConfig): ContentProblem[] {
  return cloud.searchConfigList.flatMap((card, index) => {
    if (!(card.moduleType in PAGE_OF_CARD)) return [];
    const page = PAGE_OF_CARD[card.moduleType as keyof typeof PAGE_OF_CARD];
    const block = cloud[page];
    if (!block || block.openStatus === card.openStatus) return [];
    const state = (open: number) => (open === 1 ? 'open' : 'closed');
    return [
      {
        file,
        path: jsonPath(['searchConfigList', index, 'openStatus']),
        message: `the home card says ${state(card.openStatus)} while its page ${page} is ${state(block.openStatus)}`,
      },
    ];
  });
}

function listProblems(file: string, key: string, items: readonly DocumentItem[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const ids = new Map<string, number>();
  items.forEach((item, index) => {
    const seen = ids.get(item.id);
    if (seen !== undefined) {
      problems.push({
        file,
        path: jsonPath(['data', key, index, 'id']),
        message: `id "${item.id}" is already used by item ${seen}`,
      });
    } else ids.set(item.id, index);
  });
  items.forEach((item, index) => {
    const jump = item.jumpUrl?.trim();
    // A jumpUrl that is not a web address names another document of the same list.
    if (jump && !EXTERNAL.test(jump) && !ids.has(jump)) {
      problems.push({
        file,
        path: jsonPath(['data', key, index, 'jumpUrl']),
        message: `"${jump}" is neither a web address nor the id of a document in data["${key}"]`,
      });
    }
  });
  return problems;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: ContentProblem[] };

/** config.json of a site: the per-domain site config shape (`siteConfigSchema`). */
export function validateSiteConfig(file: string, json: unknown): Validated<z.infer<typeof siteConfigSchema>> {
  const parsed = siteConfigSchema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problems: schemaProblems(file, parsed.error) };
}

/**
 * index.json of a site: its shape, then what the shape cannot say: every menu entry and document route points at
 * something that exists, ids are unique within a list, and an id-like jumpUrl names a document of its list.
 */
export function validateCloudConfig(file: string, json: unknown): Validated<CloudConfig> {
  const parsed = cloudConfigSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: schemaProblems(file, parsed.error) };
  const cloud = parsed.data;
  const problems = [
    ...routeProblems(file, cloud),
    ...entryProblems(file, cloud),
    ...Object.entries(cloud.data).flatMap(([key, entry]) =>
      Array.isArray(entry) ? listProblems(file, key, entry) : [],
    ),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: cloud };
}

/** signup.json of a site (optional): the forms, the application window and the mailing deadline. */
export function validateSignupConfig(
  file: string,
  json: unknown,
): Validated<z.infer<typeof signupConfigFileSchema>> {
  const parsed = signupConfigFileSchema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problems: schemaProblems(file, parsed.error) };
}
