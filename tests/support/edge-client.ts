import { Agent, request } from 'node:https';

export interface EdgeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface EdgeClient {
  /** One GET of `path` naming `host` in its Host header (and, unless `sni` says otherwise, in its TLS name). */
  get(path: string, options: { host: string; sni?: string }): Promise<EdgeAnswer>;
  close(): void;
}

/**
 * A client of the edge from one loopback address of its own (127.0.0.2, 127.0.0.3 …: distinct clients to nginx's
 * per-address limits) that writes its own Host header and TLS server name, as a script does and a browser cannot.
 * Connections are kept and reused, so a flood costs the client little. The edge's certificate is self-signed.
 */
export function edgeClient(edge: { host: string; port: number }, localAddress: string): EdgeClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress, rejectUnauthorized: false });
  return {
    get(path, { host, sni }) {
      return new Promise((resolve, reject) => {
        const sent = request(
          {
            agent,
            host: edge.host,
            port: edge.port,
            path,
            servername: sni ?? host,
            headers: { host: `${host}:${edge.port}` },
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                headers: answer.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            answer.on('error', reject);
          },
        );
        sent.on('error', reject);
        sent.end();
      });
    },
    close: () => agent.destroy(),
  };
}
