import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { failures } from '../../../platform/http/api-failure';
import { markPrivate } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { hashPersonal, maskPhone, normalizePhone } from '../../../kernel/identity';
import { isRegionPath } from '../../reference';
import { beijingTime } from '../../../kernel/clock';
import type { SignupDeps } from '../deps';
import { fieldFailure } from '../field-errors';
import { findRegistrationById } from '../registration/repository';
import { toMailing } from './present';
import { saveMailing } from './repository';

/** mailingRequest: post the race kit to the runner, until the deadline. */
export function registerMailingRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db, now } = deps;

  route(app, endpoints.mailingRequest, {}, async ({ request, reply, session: user, body: input }) => {
    markPrivate(reply);
    const config = await deps.configFor(request);
    const at = now();
    if (at >= config.mailing.deadline) {
      const deadline = beijingTime(config.mailing.deadline);
      throw failures.badRequest(
        `邮寄申请已于 ${deadline} 截止`,
        `Mailing requests closed at ${deadline} (Beijing time)`,
      );
    }
    const registration = await findRegistrationById(db, user.userId, input.registrationId);
    if (!registration) {
      throw failures.notFound(
        `报名记录不存在：${input.registrationId}`,
        `No registration ${input.registrationId}`,
      );
    }
    const { region } = input;
    if (!isRegionPath(region.province, region.city, region.area)) throw fieldFailure({ region: 'region' });
    const phone = normalizePhone(input.phone);
    const saved = await saveMailing(
      db,
      { registrationId: registration.id, userId: user.userId, year: registration.year },
      {
        recipient: input.recipient,
        phone,
        phone_hash: hashPersonal(phone),
        phone_masked: maskPhone(phone),
        region: JSON.stringify(region),
      },
      at,
    );
    if (!saved) {
      throw failures.badRequest(
        '参赛包已寄出，无法修改地址',
        'The race kit has shipped: the address can no longer change',
      );
    }
    return toMailing(saved);
  });
}
