import { describe, expect, it } from 'vitest';
import { FILE_ANSWER } from './define';
import { endpoints } from '.';

const table = Object.entries(endpoints);

describe('the endpoint table', () => {
  it('declares each method and path once', () => {
    const calls = table.map(([, { method, path }]) => `${method} ${path}`);
    expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
  });

  it('gives a body schema exactly to the calls whose body is JSON or form-encoded', () => {
    const wrong = table.filter(([, declared]) => {
      const hasSchema = 'body' in declared;
      return (declared.bodyKind === 'json' || declared.bodyKind === 'form') !== hasSchema;
    });
    expect(wrong.map(([name]) => name)).toEqual([]);
  });

  it('sends no body with a GET', () => {
    const wrong = table.filter(([, declared]) => declared.method === 'GET' && declared.bodyKind !== 'none');
    expect(wrong.map(([name]) => name)).toEqual([]);
  });

  it('marks the binary answers (certificate, photo, the live events stream, the alert and message opt-out pages, the audit export, the start list, the organisers’ exports, the payment providers’ notifications and the stand-in’s checkout) as files', () => {
    const files = table.filter(([, declared]) => declared.answer === FILE_ANSWER).map(([name]) => name);
    expect(files.sort()).toEqual(
      [
        'auditExport',
        'devCheckoutPage',
        'devCheckoutPay',
        'paymentNotifyAlipay',
        'paymentNotifyDev',
        'paymentNotifyWechat',
        'certificate',
        'liveAlertStop',
        'liveAlertStopPage',
        'liveEvents',
        'messageOptOut',
        'messageOptOutPage',
        'photo',
        'seasonStartListExport',
        'exportRegistrations',
        'exportMailingList',
        'exportResults',
        'exportParticipants',
      ].sort(),
    );
  });
});
