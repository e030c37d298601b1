import { createServer, type Server } from 'node:net';

/**
 * The least SMTP server a production API can send its email codes to (no TLS, no login): it keeps each message's
 * text so the bench can read the code it was sent, as a runner reads their mailbox. A production API has no
 * outbox, so this is how a bench account gets registered through the real calls.
 */
export interface SmtpCapture {
  url: string;
  messages: string[];
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 bench ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO')) reply('250 bench');
        else if (command.startsWith('DATA')) {
          inData = true;
          reply('354 end with .');
        } else if (command.startsWith('QUIT')) {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The code in a captured message (quoted-printable soft line breaks removed first). */
export function codeIn(message: string): string {
  const code = /verification code is (\d{4,8})/.exec(message.replace(/=\r\n/g, ''))?.[1];
  if (code === undefined) throw new Error('no code in the captured message');
  return code;
}
