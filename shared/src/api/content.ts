import { z } from '../zod';

/**
 * The per-domain site content served by the file host. The API validates every file
 * against these schemas on load and at `content check`; the front end imports only the inferred types.
 */

const text = z.string().max(20_000);
const shortText = z.string().max(500);
/** A path relative to the image or file host, or an absolute http(s) URL. */
const assetPath = z.string().max(1000);

export const documentItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  time: z.number().int().nonnegative(),
  title: shortText,
  summary: z.string().max(2000).optional().default(''),
  recommend: z.boolean().optional().default(false),
  content: z.string().max(500_000).optional().default(''),
  jumpUrl: z.string().max(1000).optional(),
  titleEn: shortText.optional(),
  summaryEn: z.string().max(2000).optional(),
  contentEn: z.string().max(500_000).optional(),
  icon: assetPath.optional(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

export const linkImageSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  surfacePlotUrl: assetPath,
  jumpUrl: z.string().max(1000).optional().default(''),
  jumpUrlEn: z.string().max(1000).optional(),
  /** What the image shows, read out as its alternative text. */
  title: shortText.optional(),
  titleEn: shortText.optional(),
});
export type LinkImage = z.infer<typeof linkImageSchema>;

export const regInfoSchema = z.object({
  id: z.union([z.string(), z.number()]),
  label: shortText,
  link: z.string().max(1000),
});

/** Site config (per domain), fetched through the site-config lookup. */
export const siteConfigSchema = z.object({
  logo: assetPath,
  copyright: text,
  copyrightEn: text.optional(),
  copyrightImg: assetPath.optional(),
  copyrightImgEn: assetPath.optional(),
  websiteRegInfo: z.array(regInfoSchema).default([]),
  adListTop: z.array(linkImageSchema).default([]),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const screenComponents = [
  'HomePage',
  'DocumentPage',
  'DocumentListPage',
  'RichListPage',
  'RegistrationSearch',
  'ScoreSearch',
  'MultiYearScoreSearch',
  'ImageSearch',
  'VideoCollection',
  'ImageCollection',
  'CertificateVerify',
  'DrawRecord',
] as const;
export type ScreenComponent = (typeof screenComponents)[number];

export const routeMetaSchema = z.object({
  title: shortText,
  titleEn: shortText.optional(),
  activeMenu: z.string().max(300).optional(),
  parent: z.string().max(300).optional(),
  dataPath: z.string().max(300).optional(),
  /** Not listed in the menu (the lookup pages). */
  hidden: z.boolean().optional(),
  /** A menu entry that opens an external page in a new tab. */
  externalLink: z.string().max(1000).optional(),
  /** Light grey page background (#F1F1F1). */
  greyBackground: z.boolean().optional(),
});
export type RouteMeta = z.infer<typeof routeMetaSchema>;

export interface RouteNode {
  path: string;
  name: string;
  component?: ScreenComponent | undefined;
  redirect?: string | undefined;
  meta: RouteMeta;
  children?: RouteNode[] | undefined;
}

export const routeNodeSchema: z.ZodType<RouteNode> = z.lazy(() =>
  z.object({
    path: z.string().min(1).max(300),
    name: z.string().min(1).max(100),
    component: z.enum(screenComponents).optional(),
    redirect: z.string().max(300).optional(),
    meta: routeMetaSchema,
    children: z.array(routeNodeSchema).optional(),
  }),
);

export const searchModuleSchema = z.object({
  openStatus: z.union([z.literal(0), z.literal(1)]),
  dialogText: shortText.optional().default(''),
  dialogTextEn: shortText.optional(),
  jumpType: z.union([z.literal(1), z.literal(2)]),
  jumpUrl: z.string().max(1000),
});
export type SearchModule = z.infer<typeof searchModuleSchema>;

export const searchConfigItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: shortText,
  titleEn: shortText.optional(),
  subTitle: shortText.optional().default(''),
  subTitleEn: shortText.optional(),
  moduleType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  signUpStartTime: z.number().int().optional(),
  signUpEndTime: z.number().int().optional(),
  openStatus: z.union([z.literal(0), z.literal(1)]),
  jumpType: z.union([z.literal(1), z.literal(2)]),
  jumpUrl: z.string().max(1000),
  dialogText: shortText.optional().default(''),
  dialogTextEn: shortText.optional(),
});
export type SearchConfigItem = z.infer<typeof searchConfigItemSchema>;

export const partnerGroupSchema = z.object({
  id: z.union([z.string(), z.number()]),
  label: shortText,
  labelEn: shortText.optional(),
  originalLabel: shortText.optional(),
  code: z.string().max(100),
  edit: z.boolean().optional(),
  children: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      src: assetPath,
      href: z.string().max(1000).optional().default(''),
      hrefEn: z.string().max(1000).optional(),
      name: shortText.optional(),
      nameEn: shortText.optional(),
    }),
  ),
});
export type PartnerGroup = z.infer<typeof partnerGroupSchema>;

export const pictureSchema = z.object({
  surfacePlotUrl: assetPath,
  jumpUrl: z.string().max(1000).optional().default(''),
  recommend: z.boolean().optional().default(false),
  src: assetPath,
  title: shortText.optional(),
  titleEn: shortText.optional(),
});
export type Picture = z.infer<typeof pictureSchema>;

export const videoSchema = z.object({
  id: z.union([z.string(), z.number()]),
  pic: assetPath,
  recommend: z.boolean().optional().default(false),
  summary: shortText,
  summaryEn: shortText.optional(),
  src: assetPath,
});
export type Video = z.infer<typeof videoSchema>;

export const siteSettingsSchema = z.object({
  websiteTitle: shortText,
  websiteTitleEn: shortText.optional(),
  logo: assetPath,
  logoH5: assetPath.optional(),
  qrCodes: z.array(z.object({ src: assetPath, label: shortText, labelEn: shortText.optional() })).default([]),
  links: z
    .object({
      score: z.string().optional(),
      picture: z.string().optional(),
      registration: z.string().optional(),
    })
    .default({}),
  /** The two registration links of the footer. */
  footerLinks: z
    .array(z.object({ label: shortText, labelEn: shortText.optional(), href: z.string().max(1000) }))
    .default([]),
  version: shortText.optional(),
  buildId: shortText.optional(),
});

/** The cloud config (index.json): navigation trees, menu order, documents keyed by data path, home sections. */
export const cloudConfigSchema = z.object({
  settings: siteSettingsSchema,
  /** Top-level route paths shown in the menu, in order; every route of both trees is reachable by address. */
  menu: z.array(z.string().max(300)).min(1),
  routes: z.array(routeNodeSchema).min(1),
  remoteAsyncRoutes: z.array(routeNodeSchema).default([]),
  data: z.record(z.string(), z.union([documentItemSchema, z.array(documentItemSchema)])).default({}),
  carouselList: z.array(linkImageSchema).default([]),
  adListBottom: z.array(linkImageSchema).default([]),
  wonderfulPictures: z.array(pictureSchema).default([]),
  videoCollections: z.array(videoSchema).default([]),
  cooperativePartnerList: z.array(partnerGroupSchema).default([]),
  registrationSearch: searchModuleSchema.optional(),
  scoreSearch: searchModuleSchema.optional(),
  pictureSearch: searchModuleSchema.optional(),
  searchConfigList: z.array(searchConfigItemSchema).default([]),
});
export type CloudConfig = z.infer<typeof cloudConfigSchema>;

// A content link the site would not render is refused when the file host loads the content: one rule for both.
export { isSafeLink, SAFE_LINK_SCHEMES } from '../url/safe-link';
