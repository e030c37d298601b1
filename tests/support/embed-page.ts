import { createServer, type Server } from 'node:http';

/**
 * An event site that is not ours: a plain HTML page on its own origin, without React, that loads
 * remote-auth's remoteEntry.js with import(), initialises it with an empty share scope (so the remote uses its
 * own copies of React and @marathon/shared) and calls `mount`.
 */
export function embedPageHtml(options: { remoteEntry: string; apiBase: string }): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Partner race site</title></head>
  <body>
    <h1>Partner race site</h1>
    <button id="open-login" type="button">Log in with Yangzhou Half Marathon</button>
    <p id="who">not logged in</p>
    <div id="login-root"></div>
    <script type="module">
      const container = await import(${JSON.stringify(options.remoteEntry)});
      await container.init({});
      const { mount } = (await container.get('./mount'))();
      const handle = mount(document.getElementById('login-root'), {
        apiBase: ${JSON.stringify(options.apiBase)},
        language: 'en',
        openOnMount: false,
        agreementUrl: 'https://partner.example/terms',
        privacyUrl: 'https://partner.example/privacy',
        onLogin: ({ userData }) => {
          document.getElementById('who').textContent = 'logged in as ' + userData.username;
        },
      });
      document.getElementById('open-login').addEventListener('click', () => handle.open());
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
