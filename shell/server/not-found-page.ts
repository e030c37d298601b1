import type { Language } from '@marathon/shared/language-cookie';

const TEXT = {
  zh: {
    lang: 'zh-CN',
    title: '页面不存在 — 扬州半程马拉松',
    heading: '页面不存在',
    text: '您访问的地址不存在，可能已被移动或删除。',
    home: '返回首页',
    other: { lang: 'en', label: 'English', heading: 'Page not found' },
  },
  en: {
    lang: 'en',
    title: 'Page not found — Yangzhou Half Marathon',
    heading: 'Page not found',
    text: 'The address you opened does not exist; it may have moved or been removed.',
    home: 'Back to the home page',
    other: { lang: 'zh-CN', label: '中文', heading: '页面不存在' },
  },
} as const;

/**
 * What a visitor sees at an address no app has: a page in the visitor's language (the site's `language` cookie,
 * Chinese by default) with a way home, and the other language's one line for a visitor who reads only that. Styled
 * inline: the strict policy of this page allows no other source.
 */
export function notFoundPage(language: Language): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${t.lang}">
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
      <p class="code" aria-hidden="true">404</p>
      <h1>${t.heading}</h1>
      <p>${t.text}</p>
      <a class="home" href="/">${t.home}</a>
      <p class="other" lang="${t.other.lang}">${t.other.heading}</p>
    </main>
  </body>
</html>
`;
}
