/**
 * What a visitor sees at an address no app has: a page in Chinese and English with a way home, styled inline
 * (the strict policy of this page allows no other source).
 */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>页面不存在 · Page not found — 扬州半程马拉松 / Yangzhou Half Marathon</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        font: 16px/1.6 system-ui, "PingFang SC", "Noto Sans CJK SC", sans-serif; color: #1f2933; background: #f6faf4; }
      main { max-width: 34rem; padding: 2.5rem; background: #fff; border-top: 6px solid #5bb647;
        box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
      .code { font-size: 3rem; font-weight: 700; color: #33722a; margin: 0; }
      h1 { font-size: 1.5rem; margin: 0.5rem 0 0; }
      h2 { font-size: 1.1rem; font-weight: 500; color: #52606d; margin: 0 0 1rem; }
      p { margin: 0.25rem 0; }
      a { display: inline-block; margin-top: 1.5rem; padding: 0.5rem 1.25rem; color: #fff; background: #33722a;
        border-radius: 4px; text-decoration: none; }
      a:focus-visible { outline: 3px solid #1f2933; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <p class="code" aria-hidden="true">404</p>
      <h1>页面不存在</h1>
      <h2 lang="en">Page not found</h2>
      <p>您访问的地址不存在，可能已被移动或删除。</p>
      <p lang="en">The address you opened does not exist; it may have moved or been removed.</p>
      <a href="/">返回首页 · <span lang="en">Back to the home page</span></a>
    </main>
  </body>
</html>
`;
