import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#domain/messages';
import { USER_TYPE } from '#domain/userTypes';
import {
  caseDecisionSchema,
  documentDecisionSchema,
  partnerQuerySchema,
  verificationConfigSchema,
  verificationDataSchema,
  verificationQueueSchema,
} from '#domain/schemas/verification';
import { currentUser, requireUserType } from '../auth/guard';
import { Type } from '@sinclair/typebox';
import { badRequest, notFound } from '../http/errors';
import { ok, paged } from '../http/envelope';
import { write } from '../http/write';
import type { Db } from '../db/client';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf, PageOf } from '#domain/records/envelope';
import {
  DocumentDecisionRecord,
  PartnerVerificationData,
  VerificationCaseRecord,
  VerificationCaseRow,
  VerificationConfigItem,
} from '#domain/records/verification';
import { idParams } from '../http/params';
import {
  caseData,
  caseDataWrite,
  caseDecisionWrite,
  caseDetail,
  caseQueue,
  ensureCase,
  partnerById,
  verificationConfigList,
} from './cases';
import { decideCase, decideDocument, saveVerificationConfig, updateCaseData } from './decisions';
import { clockFilter } from '../clocks/limits';

const tags = ['verification'];
const staffOnly = requireUserType(USER_TYPE.INTERNAL);

/**
 * SPEC §7 verification: staff review partners' cases (each document, then the case); a partner sees
 * and completes its own case. The guard lets partners into this area; staff-only routes say so.
 */
export default async function verificationRoutes(app: Api) {
  const { db } = app.ctx.database;
  app.addHook('preValidation', requireUserType(USER_TYPE.INTERNAL, USER_TYPE.PARTNER));

  /** A partner always itself (another partner's id is 404); staff must name the partner. */
  async function partnerOf(conn: Db, request: FastifyRequest, partnerId: number | undefined) {
    const user = currentUser(request);
    if (user.userType === USER_TYPE.PARTNER) {
      if (partnerId !== undefined && partnerId !== user.id) throw notFound();
      return user.id;
    }
    if (partnerId === undefined) throw badRequest(MESSAGES.partnerRequired);
    return (await partnerById(conn, partnerId)).id;
  }

  app.get(
    '/verification',
    {
      config: { access: 'verification' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        summary:
          'The review queue of one status (PENDING by default), oldest submitted first, with hours waiting; clock=verificationLate: only pending cases submitted, or holding a document uploaded, longer ago than CLOCK_VERIFICATION_HOURS and not yet reviewed',
        querystring: verificationQueueSchema,
        answer: PageOf(VerificationCaseRow),
      }),
    },
    async (request) => {
      const query = request.query;
      const clock = query.clock ? await clockFilter(db, currentUser(request), query.clock) : undefined;
      const { rows, total } = await caseQueue(db, query.status, query.page, query.pageSize, clock);
      return paged(rows, total, { page: query.page, size: query.pageSize });
    },
  );

  app.get(
    '/verification/v1',
    {
      config: { access: 'verification' },
      schema: docs({
        tags,
        summary: "A partner's own case (staff: ?partnerId=), opened on first ask",
        querystring: partnerQuerySchema,
        answer: DataOf(VerificationCaseRecord),
      }),
    },
    async (request) => {
      const { partnerId } = request.query;
      return ok(await caseDetail(db, await ensureCase(db, await partnerOf(db, request, partnerId))));
    },
  );

  app.get(
    '/verification/:id',
    {
      config: { access: 'verification' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        summary: 'One case: data, documents with their reviews, required and missing document types',
        params: idParams,
        answer: DataOf(VerificationCaseRecord),
      }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await caseDetail(db, id));
    },
  );

  app.put(
    '/verification/v1/update-user-document',
    {
      config: { access: 'verification' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        summary: 'Approve or reject (with a reason) one partner document',
        body: documentDecisionSchema,
        answer: DataOf(DocumentDecisionRecord),
      }),
    },
    async (request) => {
      const input = request.body;
      return ok(await decideDocument(db, currentUser(request).id, input));
    },
  );

  app.put(
    '/verification/v1/update-user',
    {
      config: { access: 'verification' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        versioned: true,
        summary: 'Approve a case (every required document approved) or reject it with a reason',
        body: caseDecisionSchema,
        answer: DataOf(VerificationCaseRecord),
      }),
    },
    (request) =>
      write(request, { version: caseDecisionWrite }, async (tx) => {
        const input = request.body;
        const caseId = await decideCase(tx, currentUser(request).id, input);
        return ok(await caseDetail(tx, caseId));
      }),
  );

  app.put(
    '/verification/v1/update-user-data',
    {
      config: { access: 'verification' },
      schema: docs({
        tags,
        versioned: true,
        summary: "The partner's details (company name, CNIC, address, city); a rejected case goes back to the queue",
        body: verificationDataSchema,
        answer: DataOf(VerificationCaseRecord),
      }),
    },
    (request) =>
      write(request, { version: caseDataWrite }, async (tx) => {
        const { partnerId, ...data } = request.body;
        const partner = await partnerOf(tx, request, partnerId);
        const caseId = await updateCaseData(tx, partner, data);
        return ok(await caseDetail(tx, caseId));
      }),
  );

  app.get(
    '/partner_verification_data',
    {
      config: { access: 'verification' },
      schema: docs({
        tags,
        summary: "The partner's submitted details (staff: ?partnerId=)",
        querystring: partnerQuerySchema,
        answer: DataOf(PartnerVerificationData),
      }),
    },
    async (request) => {
      const { partnerId } = request.query;
      const caseId = await ensureCase(db, await partnerOf(db, request, partnerId));
      return ok(await caseData(db, caseId));
    },
  );

  app.get(
    '/verification-config',
    {
      config: { access: 'verification' },
      schema: docs({
        tags,
        summary: 'Partner document types and whether a case needs each',
        answer: DataOf(Type.Array(VerificationConfigItem)),
      }),
    },
    async () => ok(await verificationConfigList(db)),
  );

  app.put(
    '/verification-config',
    {
      config: { access: 'verification' },
      preValidation: staffOnly,
      schema: docs({
        tags,
        summary: 'Set which partner document types a case needs (partner types only)',
        body: verificationConfigSchema,
        answer: DataOf(Type.Array(VerificationConfigItem)),
      }),
    },
    async (request) => {
      const input = request.body;
      await saveVerificationConfig(db, input);
      return ok(await verificationConfigList(db));
    },
  );
}
