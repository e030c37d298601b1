import type { Language } from '@marathon/shared/language-cookie';

/** What a notice says in one language, and the other language's heading for a visitor who reads only that. */
interface NoticeText {
  title: string;
  heading: string;
  text: string;
  /** A way to the site's home page (none where this host has no site). */
  home?: string;
  other: string;
}

/** The notices the shell's server answers itself, each with its status code shown large. */
const NOTICES = {
  /** An address no app has. */
  notFound: {
    code: 404,
    zh: {
      title: '页面不存在 — 扬州半程马拉松',
      heading: '页面不存在',
      text: '您访问的地址不存在，可能已被移动或删除。',
      home: '返回首页',
      other: 'Page not found',
    },
    en: {
      title: 'Page not found — Yangzhou Half Marathon',
      heading: 'Page not found',
      text: 'The address you opened does not exist; it may have moved or been removed.',
      home: 'Back to the home page',
      other: '页面不存在',
    },
  },
  /** A host that is not a domain bound to a race: nothing of any site is served under it. */
  notBound: {
    code: 404,
    zh: {
      title: '赛事未绑定',
      heading: '赛事未绑定',
      text: '这个地址没有绑定赛事网站，请确认您访问的地址。',
      other: 'Race not bound',
    },
    en: {
      title: 'Race not bound',
      heading: 'Race not bound',
      text: 'No race site is bound to this address. Please check the address you opened.',
      other: '赛事未绑定',
    },
  },
  /** The API cannot be reached, so whether this host is a race's site cannot be told just now. */
  unavailable: {
    code: 503,
    zh: {
      title: '网站暂时无法访问',
      heading: '网站暂时无法访问',
      text: '赛事信息暂时无法读取，请稍后刷新本页。',
      other: 'The site cannot be reached just now',
    },
    en: {
      title: 'The site cannot be reached just now',
      heading: 'The site cannot be reached just now',
      text: 'The race information cannot be read just now: please reload this page in a moment.',
      other: '网站暂时无法访问',
    },
  },
} as const satisfies Record<string, { code: number } & Record<Language, NoticeText>>;

export type Notice = keyof typeof NOTICES;

/**
 * A page the shell's server answers itself, in the visitor's language (the site's `language` cookie, Chinese by
 * default), with the other language's heading for a visitor who reads only that. Styled inline: the strict policy
 * of these pages allows no other source. Nothing in it comes from the request.
 */
export function noticePage(notice: Notice, language: Language): string {
  const { code } = NOTICES[notice];
  const t: NoticeText = NOTICES[notice][language];
  const other = language === 'en' ? 'zh-CN' : 'en';
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'zh-CN'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t.title}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        font: 16px/1.6 system-ui, "PingFang SC", "Noto Sans CJK SC", sans-serif; color: #1f2933; background: #f6faf4; }
      main { max-width: 34rem; padding: 2.5rem; background: #fff; border-top: 6px solid #5bb647;
        box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
      .code { font-size: 3rem; font-weight: 700; color: #33722a; margin: 0; }
      h1 { font-size: 1.5rem; margin: 0.5rem 0 1rem; }
      p { margin: 0.25rem 0; }
      .other { margin-top: 1rem; font-size: 0.9rem; color: #52606d; }
      a.home { display: inline-block; margin-top: 1.5rem; padding: 0.5rem 1.25rem; color: #fff; background: #33722a;
        border-radius: 4px; text-decoration: none; }
      a:focus-visible { outline: 3px solid #1f2933; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <p class="code" aria-hidden="true">${code}</p>
      <h1>${t.heading}</h1>
      <p>${t.text}</p>
      ${t.home ? `<a class="home" href="/">${t.home}</a>` : ''}
      <p class="other" lang="${other}">${t.other}</p>
    </main>
  </body>
</html>
`;
}

/** The page for an address no app has. */
export const notFoundPage = (language: Language): string => noticePage('notFound', language);
