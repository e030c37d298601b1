import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawNotification } from '../provider';

interface StandInOrder {
  mchid: string;
  appid: string;
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string | null;
  successTime: string | null;
  refunds: Map<string, number>;
}

/** Keys a test gives the adapter: the merchant's and the platform's, made fresh for each stand-in. */
interface WechatStandInKeys {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  apiV3Key: string;
  platformSerial: string;
  platformPublicKey: KeyObject;
}

const AUTHORIZATION = /^WECHATPAY2-SHA256-RSA2048 (.+)$/;
const FRESH_S = 300;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * A stand-in of WeChat Pay API v3 for tests, written from WeChat Pay's documented scheme with node:crypto alone
 * (not with the adapter's library, so one checks the other): it refuses any request whose merchant signature does
 * not verify, signs every answer and notification with a platform key of its own, and encrypts notification
 * resources with the API v3 key.
 */
export async function startWechatStandIn() {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys: WechatStandInKeys = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: merchant.privateKey,
    apiV3Key: randomBytes(16).toString('hex'),
    platformSerial: `PUB_KEY_ID_${randomBytes(12).toString('hex')}`,
    platformPublicKey: platform.publicKey,
  };
  const orders = new Map<string, StandInOrder>();
  const refused: string[] = [];
  let platformKey: KeyObject = platform.privateKey;
  let requests = 0;
  let down = false;

  const signWith = (key: KeyObject, message: string): string =>
    createSign('RSA-SHA256').update(message).sign(key, 'base64');
  const signedHeaders = (body: string, timestamp = Math.floor(Date.now() / 1000)) => {
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-serial': keys.platformSerial,
      'wechatpay-signature': signWith(platformKey, `${timestamp}\n${nonce}\n${body}\n`),
    };
  };
  const answer = (response: ServerResponse, status: number, data?: unknown): void => {
    const body = data === undefined ? '' : JSON.stringify(data);
    response.writeHead(status, { 'content-type': 'application/json', ...signedHeaders(body) });
    response.end(body);
  };

  /** The merchant's signature over method, path, timestamp, nonce and body; the reason it fails, or null. */
  const signatureProblem = (request: IncomingMessage, body: string): string | null => {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return 'no WECHATPAY2-SHA256-RSA2048 authorization';
    const fields = Object.fromEntries(
      [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    if (fields.mchid !== keys.mchId) return 'wrong mchid';
    if (fields.serial_no !== keys.merchantSerial) return 'wrong serial_no';
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > FRESH_S) return 'stale timestamp';
    const message = `${request.method ?? ''}\n${request.url ?? ''}\n${fields.timestamp ?? ''}\n${fields.nonce_str ?? ''}\n${body}\n`;
    const genuine = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature ?? '', 'base64');
    return genuine ? null : 'signature does not verify';
  };

  const transactionOf = (orderNo: string, order: StandInOrder) => ({
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: orderNo,
    trade_state: order.state,
    ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
    ...(order.successTime ? { success_time: order.successTime } : {}),
    amount: { total: order.total, payer_total: order.total, currency: 'CNY' },
  });

  const handle = (request: IncomingMessage, response: ServerResponse, body: string): void => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const parsed = body === '' ? {} : (JSON.parse(body) as Record<string, unknown>);
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const orderNo = String(parsed.out_trade_no);
      const amount = parsed.amount as { total: number };
      const known = orders.get(orderNo);
      if (known && known.total !== amount.total) {
        return answer(response, 400, { code: 'INVALID_REQUEST', message: 'amount differs' });
      }
      if (!known) {
        orders.set(orderNo, {
          mchid: String(parsed.mchid),
          appid: String(parsed.appid),
          total: amount.total,
          state: 'NOTPAY',
          transactionId: null,
          successTime: null,
          refunds: new Map(),
        });
      }
      return answer(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${orderNo}` });
    }
    const orderMatch = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (orderMatch?.[1]) {
      const orderNo = decodeURIComponent(orderMatch[1]);
      const order = orders.get(orderNo);
      if (!order) return answer(response, 404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      if (request.method === 'GET') return answer(response, 200, transactionOf(orderNo, order));
      if (order.state === 'SUCCESS') {
        return answer(response, 400, { code: 'ORDERPAID', message: 'paid already' });
      }
      order.state = 'CLOSED';
      return answer(response, 204);
    }
    if (request.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const order = orders.get(String(parsed.out_trade_no));
      const amount = parsed.amount as { refund: number; total: number };
      const refundNo = String(parsed.out_refund_no);
      if (!order || order.state !== 'SUCCESS') {
        return answer(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: 'no paid order' });
      }
      if (!order.refunds.has(refundNo)) {
        const refunded = [...order.refunds.values()].reduce((sum, fen) => sum + fen, 0);
        if (amount.total !== order.total || refunded + amount.refund > order.total) {
          return answer(response, 403, { code: 'NOT_ENOUGH', message: 'beyond what was paid' });
        }
        order.refunds.set(refundNo, amount.refund);
      }
      return answer(response, 200, { out_refund_no: refundNo, status: 'SUCCESS' });
    }
    answer(response, 404, { code: 'NOT_FOUND', message: 'no such call' });
  };

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests++;
      if (down) return answer(response, 500, { code: 'SYSTEM_ERROR', message: 'down' });
      const problem = signatureProblem(request, body);
      if (problem) {
        refused.push(problem);
        return answer(response, 401, { code: 'SIGN_ERROR', message: problem });
      }
      handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    keys,
    /** Why each refused request was refused, in order. */
    refused,
    requestCount: () => requests,
    /** Answers every call with a server error, as an outage would. */
    setDown(value: boolean) {
      down = value;
    },
    /** Signs answers and notifications with another key from now on (as an impostor would). */
    signWithKey(key: KeyObject) {
      platformKey = key;
    },
    /** The runner paid: the order is paid and its notification made, signed and encrypted as WeChat Pay does. */
    pay(orderNo: string, options: { timestamp?: number } = {}): RawNotification {
      const order = orders.get(orderNo);
      if (!order || order.state === 'CLOSED') throw new Error(`stand-in: order ${orderNo} cannot be paid`);
      if (order.state === 'NOTPAY') {
        order.state = 'SUCCESS';
        order.transactionId = `4200${randomBytes(12).toString('hex')}`;
        order.successTime = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
      }
      const iv = randomBytes(6).toString('hex');
      const aad = 'transaction';
      const cipher = createCipheriv('aes-256-gcm', keys.apiV3Key, iv);
      cipher.setAAD(Buffer.from(aad));
      const plain = JSON.stringify(transactionOf(orderNo, order));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const body = JSON.stringify({
        id: `EV-${randomBytes(8).toString('hex')}`,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: ciphertext.toString('base64'),
          associated_data: aad,
          nonce: iv,
        },
      });
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      return { body, headers: signedHeaders(body, timestamp) };
    },
    refundedFen(orderNo: string): number {
      const order = orders.get(orderNo);
      return order ? [...order.refunds.values()].reduce((sum, fen) => sum + fen, 0) : 0;
    },
    stateOf: (orderNo: string) => orders.get(orderNo)?.state ?? null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WechatStandIn = Awaited<ReturnType<typeof startWechatStandIn>>;
