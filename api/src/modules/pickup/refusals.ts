import { API_CODE } from '@marathon/shared/api';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import type { DeskCheck } from './desks';
import type { Recorded } from './pickups';

type DeskRefusal = (DeskCheck & { ok: false })['reason'];
type PickupRefusal = (Recorded & { ok: false })['reason'];

const DESK_WORDS: Record<DeskRefusal, [string, string]> = {
  missing: [
    '此页面仅能通过组委会发放的领物台链接打开',
    'This page opens only with a pickup desk link from the organisers',
  ],
  unknown: [
    '领物台链接无效，请向组委会重新领取',
    'This pickup desk link is not valid: ask the organisers for a new one',
  ],
  expired: [
    '领物台链接已过期，请向组委会重新领取',
    'This pickup desk link has expired: ask the organisers for a new one',
  ],
  revoked: ['领物台链接已被组委会停用', 'The organisers have ended this pickup desk link'],
};

/** A desk call without a live desk link: 401, said why. */
export const deskRefused = (reason: DeskRefusal) =>
  new ApiFailure(API_CODE.unauthorized, bilingual(...DESK_WORDS[reason]));

const PICKUP_WORDS: Record<PickupRefusal, [string, string]> = {
  forged: [
    '电子凭证无效：不是本赛事签发的凭证，或内容被改动',
    'This e-ticket is not valid: it was not issued by this race, or it was altered',
  ],
  otherYear: ['这是其他年度赛事的电子凭证', 'This e-ticket is for another edition of the race'],
  notFound: ['未找到已确认参赛的选手', 'No confirmed runner found'],
  notConfirmed: [
    '该选手的参赛资格未确认，不能领物',
    'This runner’s place is not confirmed: no kit to hand over',
  ],
  bibChanged: [
    '号码布已变更，请选手出示最新的电子凭证',
    'The bib has changed: the runner must show their latest e-ticket',
  ],
  noBib: ['该选手尚未分配号码布', 'This runner has no bib yet'],
  proxyNeedsTicket: [
    '代领须出示选手本人的电子凭证，不能仅凭证件号码',
    'A proxy must show the runner’s e-ticket, not only an ID number',
  ],
  pickupIdReused: [
    '此领物记录编号已用于另一位选手',
    'This pickup record id was already used for another runner',
  ],
};

/** A pickup the desk cannot make: 400 (404 for no such runner), said why in both languages. */
export const pickupRefused = (reason: PickupRefusal) =>
  new ApiFailure(
    reason === 'notFound' ? API_CODE.notFound : API_CODE.badRequest,
    bilingual(...PICKUP_WORDS[reason]),
    null,
    reason === 'notFound' ? 200 : 400,
  );
