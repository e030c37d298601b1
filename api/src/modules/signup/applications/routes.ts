import type { FastifyInstance } from 'fastify';
import { AUDIT_STATUS, createApplicationSchema, endpoints, type SignupConfig } from '@marathon/shared/api';
import { failures } from '../../../platform/http/api-failure';
import { route } from '../../../platform/http/route';
import { parseInput } from '../../../platform/http/validate';
import type { SignupDeps } from '../deps';
import { ownedUploads } from '../../uploads';
import { findApplicationById, findOrCreateApplication, updateApplication } from './repository';
import { readDocuments, toApplication } from './present';

const EDITABLE = [AUDIT_STATUS.waiting, AUDIT_STATUS.rejected];

const applicationEnded = () =>
  failures.badRequest('资格申请已结束', 'Application ended: the application window has closed');

/** The runner's entry qualification application: create, attach documents, submit for review. */
export function registerApplicationRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db, now } = deps;

  /** The runner's own application of the configured year; another runner's id answers as not found. */
  async function ownApplication(userId: string, config: SignupConfig, id: number) {
    const row = await findApplicationById(db, id);
    if (!row || row.user_id !== userId || row.year !== config.year) {
      throw failures.notFound(`申请不存在：${id}`, `No application ${id}`);
    }
    return row;
  }

  function assertEditable(status: number): void {
    if (status === AUDIT_STATUS.submitted) {
      throw failures.badRequest('申请已提交，正在审核中', 'The application is submitted and awaiting review');
    }
    if (status === AUDIT_STATUS.approved) {
      throw failures.badRequest('申请已审核通过，无需修改', 'The application is already approved');
    }
  }

  route(
    app,
    endpoints.applicationCreate,
    // The note is optional, and so is the whole body.
    { parseBody: (body) => parseInput(createApplicationSchema, body ?? {}, 'body') },
    async ({ request, session: user, body: { note } }) => {
      const config = await deps.configFor(request);
      const row = await findOrCreateApplication(db, user.userId, config.year, note, now());
      return toApplication(row, config.applications.closesAt, now());
    },
  );

  route(app, endpoints.applicationDocuments, {}, async ({ request, session: user, body: input }) => {
    const config = await deps.configFor(request);
    const row = await ownApplication(user.userId, config, input.applicationId);
    assertEditable(row.status);
    if (now() >= config.applications.closesAt) throw applicationEnded();
    const max = config.applications.maxDocuments;
    if (input.documents.length > max) {
      throw failures.badRequest(`最多上传 ${max} 份证明材料`, `At most ${max} documents can be attached`);
    }
    const owned = await ownedUploads(
      db,
      user.userId,
      input.documents.map((document) => document.url),
    );
    const foreign = input.documents.find((document) => !owned.has(document.url));
    if (foreign) {
      throw failures.badRequest(
        `材料未找到，请重新上传：${foreign.name}`,
        `This document was not found among your uploads, please upload it again: ${foreign.name}`,
      );
    }
    const updated = await updateApplication(db, row.id, EDITABLE, {
      documents: JSON.stringify(input.documents),
    });
    if (!updated) assertEditable(AUDIT_STATUS.submitted);
    return toApplication(updated ?? row, config.applications.closesAt, now());
  });

  route(app, endpoints.applicationSubmit, {}, async ({ request, session: user, body: { applicationId } }) => {
    const config = await deps.configFor(request);
    const row = await ownApplication(user.userId, config, applicationId);
    assertEditable(row.status);
    const at = now();
    if (at >= config.applications.closesAt) throw applicationEnded();
    if (readDocuments(row.documents).length === 0) {
      throw failures.badRequest('请先上传至少一份证明材料', 'Attach at least one document before submitting');
    }
    const updated = await updateApplication(db, row.id, EDITABLE, {
      status: AUDIT_STATUS.submitted,
      submitted_at: at,
      reviewed_at: null,
    });
    if (!updated) assertEditable(AUDIT_STATUS.submitted);
    return toApplication(updated ?? row, config.applications.closesAt, at);
  });
}
