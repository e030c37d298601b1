import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawNotification } from '../provider';
import { beijingTime, fromBeijingTime } from './beijing-time';
import { fenToYuan, yuanToFen } from './yuan';

interface StandInTrade {
  totalFen: number;
  state: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  paidAt: number | null;
  /** Refunds by out_request_no: the same number again refunds nothing more. */
  refunds: Map<string, number>;
}

/** How far the stand-in lets a request's timestamp be from China's time now. */
const TIMESTAMP_SLACK_MS = 10 * 60_000;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** Alipay's content to sign: the fields sorted by name, empty ones and the left-out names dropped, as k=v&k=v. */
const contentOf = (fields: Record<string, string>, leaveOut: string[]): string =>
  Object.keys(fields)
    .filter((key) => !leaveOut.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key] ?? ''}`)
    .join('&');

/**
 * A stand-in of Alipay's open gateway for tests, written from Alipay's documented RSA2 scheme with node:crypto
 * alone (not with the adapter's library): it refuses a call or a cashier visit whose application signature does
 * not verify, signs every answer and notification with an Alipay key of its own, and keeps trades by out_trade_no.
 */
export async function startAlipayStandIn() {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys = {
    appId: '2021000000000001',
    appPrivateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
  };
  const trades = new Map<string, StandInTrade>();
  const refused: string[] = [];
  let alipayKey: KeyObject = alipay.privateKey;
  let down = false;

  const signWith = (key: KeyObject, content: string): string =>
    createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

  /** An answer as Alipay writes it: the response object's exact text is what the sign covers. */
  const answer = (response: ServerResponse, method: string, data: Record<string, unknown>): void => {
    const inner = JSON.stringify(data);
    const key = `${method.replaceAll('.', '_')}_response`;
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    response.end(`{"${key}":${inner},"sign":"${signWith(alipayKey, inner)}"}`);
  };
  const refusal = (subCode: string, subMsg: string) => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code: subCode,
    sub_msg: subMsg,
  });

  const signatureProblem = (fields: Record<string, string>): string | null => {
    if (fields.app_id !== keys.appId) return 'wrong app_id';
    if (fields.sign_type !== 'RSA2') return 'not RSA2';
    const sentAt = fromBeijingTime(fields.timestamp ?? '');
    if (sentAt === null || Math.abs(Date.now() - sentAt) > TIMESTAMP_SLACK_MS) {
      return 'timestamp is not China’s time now';
    }
    const genuine = createVerify('RSA-SHA256')
      .update(contentOf(fields, ['sign']), 'utf8')
      .verify(app.publicKey, fields.sign ?? '', 'base64');
    return genuine ? null : 'signature does not verify';
  };

  const bizOf = (fields: Record<string, string>): Record<string, string> =>
    JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;

  const handleCall = (response: ServerResponse, method: string, biz: Record<string, string>): void => {
    const orderNo = biz.out_trade_no ?? '';
    const trade = trades.get(orderNo);
    if (method === 'alipay.trade.query') {
      if (!trade) return answer(response, method, refusal('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      return answer(response, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: orderNo,
        trade_no: trade.tradeNo,
        trade_status: trade.state,
        total_amount: fenToYuan(trade.totalFen),
        ...(trade.paidAt ? { send_pay_date: beijingTime(trade.paidAt) } : {}),
      });
    }
    if (method === 'alipay.trade.close') {
      if (!trade) return answer(response, method, refusal('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      if (trade.state !== 'WAIT_BUYER_PAY') {
        return answer(response, method, refusal('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      }
      trade.state = 'TRADE_CLOSED';
      return answer(response, method, { code: '10000', msg: 'Success', out_trade_no: orderNo });
    }
    if (method === 'alipay.trade.refund') {
      if (!trade || trade.state !== 'TRADE_SUCCESS') {
        return answer(response, method, refusal('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      }
      const requestNo = biz.out_request_no ?? '';
      const fen = yuanToFen(biz.refund_amount ?? '');
      if (fen === null) return answer(response, method, refusal('ACQ.INVALID_PARAMETER', '金额不合法'));
      let fundChange = 'N';
      if (!trade.refunds.has(requestNo)) {
        const refunded = [...trade.refunds.values()].reduce((sum, f) => sum + f, 0);
        if (refunded + fen > trade.totalFen) {
          return answer(response, method, refusal('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
        }
        trade.refunds.set(requestNo, fen);
        fundChange = 'Y';
      }
      return answer(response, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: orderNo,
        trade_no: trade.tradeNo,
        fund_change: fundChange,
        refund_fee: fenToYuan([...trade.refunds.values()].reduce((sum, f) => sum + f, 0)),
      });
    }
    answer(response, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
  };

  /** The runner opened the cashier page: the trade exists from now on, waiting for the runner to pay. */
  const openCashier = (response: ServerResponse, biz: Record<string, string>): void => {
    const orderNo = biz.out_trade_no ?? '';
    const fen = yuanToFen(biz.total_amount ?? '');
    if (fen === null || !orderNo) {
      response.writeHead(400).end('bad order');
      return;
    }
    if (!trades.has(orderNo)) {
      trades.set(orderNo, {
        totalFen: fen,
        state: 'WAIT_BUYER_PAY',
        tradeNo: `2026${randomBytes(10).toString('hex')}`,
        paidAt: null,
        refunds: new Map(),
      });
    }
    response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    response.end(`<!doctype html><title>支付宝收银台</title><p>${orderNo} ¥${biz.total_amount ?? ''}</p>`);
  };

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname !== '/gateway.do') return void response.writeHead(404).end();
      if (down) return void response.writeHead(502).end('bad gateway');
      const fields: Record<string, string> = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(body)),
      };
      const method = fields.method ?? '';
      const problem = signatureProblem(fields);
      if (problem) {
        refused.push(problem);
        return answer(response, method, {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: problem,
        });
      }
      if (method === 'alipay.trade.page.pay') return openCashier(response, bizOf(fields));
      handleCall(response, method, bizOf(fields));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    keys,
    refused,
    setDown(value: boolean) {
      down = value;
    },
    /** Signs answers and notifications with another key from now on (as an impostor would). */
    signWithKey(key: KeyObject) {
      alipayKey = key;
    },
    /** The runner paid at the cashier: the trade is paid and its notification made and signed as Alipay does. */
    pay(orderNo: string, options: { notifyTime?: number } = {}): RawNotification {
      const trade = trades.get(orderNo);
      if (!trade || trade.state === 'TRADE_CLOSED') throw new Error(`stand-in: ${orderNo} cannot be paid`);
      if (trade.state === 'WAIT_BUYER_PAY') {
        trade.state = 'TRADE_SUCCESS';
        trade.paidAt = Math.floor(Date.now() / 1000) * 1000;
      }
      const fields: Record<string, string> = {
        notify_time: beijingTime(options.notifyTime ?? Date.now()),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: keys.appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo,
        out_trade_no: orderNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: fenToYuan(trade.totalFen),
        receipt_amount: fenToYuan(trade.totalFen),
        subject: '2026 半程马拉松 报名费 & 芯片',
        gmt_payment: beijingTime(trade.paidAt ?? Date.now()),
      };
      const sign = signWith(alipayKey, contentOf(fields, ['sign', 'sign_type']));
      const body = new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
      return { body, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } };
    },
    refundedFen(orderNo: string): number {
      const trade = trades.get(orderNo);
      return trade ? [...trade.refunds.values()].reduce((sum, f) => sum + f, 0) : 0;
    },
    stateOf: (orderNo: string) => trades.get(orderNo)?.state ?? null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AlipayStandIn = Awaited<ReturnType<typeof startAlipayStandIn>>;
