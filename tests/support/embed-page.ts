import { createServer, type Server } from 'node:http';

/**
 * An event site that is not ours: a plain HTML page on its own origin, without React, with its
 * own styles, its own `token` in local storage, its own `language` cookie and `<html lang="fr">`. It loads
 * remote-auth's remoteEntry.js with import(), initialises it with an empty share scope (so the remote uses its
 * own copies of React and @marathon/shared) and calls `mount`, as remote-auth/README.md shows.
 *
 * Before mounting it records the computed styles of its own elements (`window.hostStylesBefore`);
 * `window.hostStyles()` reads them again, so a journey can prove that mounting and logging in changed nothing.
 */
export function embedPageHtml(options: { remoteEntry: string; apiBase: string; siteUrl: string }): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Partner race site</title>
    <style>
      body { font-family: Georgia, serif; letter-spacing: 0.5px; color: rgb(34, 34, 34); margin: 24px; }
      h1 { font-size: 40px; margin: 0 0 12px; font-weight: 400; }
      ul { list-style: square; margin: 16px; padding-left: 30px; }
      a { color: rgb(200, 0, 0); text-decoration: underline wavy; }
      .box { width: 200px; padding: 10px; border: 5px solid rgb(0, 0, 120); }
    </style>
  </head>
  <body>
    <h1>Partner race site</h1>
    <ul><li><a href="#news">News</a></li><li><a href="#results">Results</a></li></ul>
    <div class="box" id="box">A box of the host</div>
    <p>Our own paragraph.</p>
    <button id="open-login" type="button">Log in with Yangzhou Half Marathon</button>
    <p id="who">not logged in</p>
    <div id="login-root"></div>
    <script type="module">
      // The host's own state, which our login must leave alone.
      if (!localStorage.getItem('token')) localStorage.setItem('token', 'host-own-token');
      document.cookie = 'language=fr; path=/';

      const WATCHED = ['html', 'body', 'h1', 'ul', 'li', 'a', 'p', '#box'];
      window.hostStyles = () =>
        Object.fromEntries(
          WATCHED.map((selector) => {
            const style = getComputedStyle(document.querySelector(selector));
            return [selector, Object.fromEntries(Array.from(style, (name) => [name, style.getPropertyValue(name)]))];
          }),
        );
      window.hostStylesBefore = window.hostStyles();
      window.hostStyleSheetsBefore = document.styleSheets.length;

      const container = await import(${JSON.stringify(options.remoteEntry)});
      await container.init({});
      const { mount } = (await container.get('./mount'))();
      const who = document.getElementById('who');
      window.loginHandle = mount(document.getElementById('login-root'), {
        apiBase: ${JSON.stringify(options.apiBase)},
        siteUrl: ${JSON.stringify(options.siteUrl)},
        language: 'en',
        openOnMount: false,
        onLogin: ({ userData }) => {
          who.textContent = 'logged in as ' + userData.username;
        },
        onLogout: () => {
          who.textContent = 'logged out';
        },
      });
      document.getElementById('open-login').addEventListener('click', () => window.loginHandle.open());
      window.embedReady = true;
    </script>
  </body>
</html>`;
}

export async function startEmbedPage(
  port: number,
  html: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/' && request.url !== '/index.html') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
