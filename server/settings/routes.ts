import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { PUBLIC_CONFIG_NAMES, SIGNED_IN_CONFIG_NAMES, STAFF_CONFIG_NAMES } from '#domain/clientConfig';
import { MESSAGES } from '#domain/messages';
import {
  companyQuerySchema,
  configEntrySchema,
  configNameParams,
  emailNotificationsSchema,
} from '#domain/schemas/config';
import { currentUser, isInternal } from '../auth/guard';
import { badRequest, forbidden, found, unauthorized } from '../http/errors';
import { ok } from '../http/envelope';
import { write } from '../http/write';
import type { Api } from '../http/validate';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { CompanyConfigurationRecord, ConfigEntryRecord, EmailNotificationsRecord } from '#domain/records/config';
import {
  assertConfigStaff,
  companyConfigurationSummary,
  emailSettings,
  saveEmailSettings,
  settingsCompanyId,
} from '../verification/companySettings';
import {
  configEntryWrite,
  deleteConfigEntry,
  findConfigEntry,
  listConfigEntries,
  saveConfigEntry,
} from './configEntries';
import { emailNotificationsWrite } from './emailNotifications';

const tags = ['config'];
const nameParams = yup.object({ name: yup.string().required(MESSAGES.notFound).max(100) });

/**
 * SPEC §7 config: entries by name (THEME and PREFERENCE readable before sign-in), their upkeep by
 * staff whose role grants config, a shipper's e-mail notifications and a company's configuration
 * summary. A user's own preferences are in preferences.ts.
 */
export default async function configRoutes(app: Api) {
  const { db } = app.ctx.database;

  app.get(
    '/config',
    {
      config: { access: 'signedIn' },
      schema: docs({ tags, summary: 'Every config entry (staff)', answer: DataOf(Type.Array(ConfigEntryRecord)) }),
    },
    async (request) => {
      assertConfigStaff(currentUser(request), 'list');
      return ok(await listConfigEntries(db));
    },
  );

  app.get(
    '/config/:name',
    {
      schema: docs({
        tags,
        summary:
          "A config entry { name, values, enabled }: THEME and PREFERENCE need no token, SPEC's other entries any token, the rest a role that may list config",
        params: nameParams,
        answer: DataOf(ConfigEntryRecord),
      }),
      config: { access: 'signedIn', optionalAuth: true },
    },
    async (request) => {
      const { name } = request.params;
      const upper = name.toUpperCase();
      if (!PUBLIC_CONFIG_NAMES.includes(upper)) {
        if (!request.auth) throw unauthorized();
        if (STAFF_CONFIG_NAMES.includes(upper)) {
          if (!isInternal(request.auth)) throw forbidden();
        } else if (!SIGNED_IN_CONFIG_NAMES.includes(upper)) assertConfigStaff(request.auth, 'list');
      }
      return ok(found(await findConfigEntry(db, upper)));
    },
  );

  app.put(
    '/config',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        versioned: true,
        summary:
          'Create or change an entry (THEME colours are #hex; PREFERENCE holds currency, weight unit, language and distance unit; MAP_DEFAULT_POSITION a latitude and a longitude)',
        body: configEntrySchema,
        answer: DataOf(ConfigEntryRecord),
      }),
    },
    (request) =>
      write(request, { version: configEntryWrite }, async (tx) => {
        const user = currentUser(request);
        assertConfigStaff(user, 'update');
        const input = request.body;
        return ok(await saveConfigEntry(tx, input, user.id));
      }),
  );

  app.delete(
    '/config/:name',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: 'Delete an entry: the portal falls back to its defaults',
        params: configNameParams,
        answer: DataOf(ConfigEntryRecord),
      }),
    },
    async (request) => {
      assertConfigStaff(currentUser(request), 'delete');
      const { name } = request.params;
      const deleted = () => [{ resource: 'config', id: name, event: 'deleted' }];
      return write(request, { changes: deleted }, async (tx) => ok(found(await deleteConfigEntry(tx, name))));
    },
  );

  app.get(
    '/config/shipper/email_notifications',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        summary: "The company's e-mail notifications { events, emails } (staff: ?companyId=)",
        querystring: companyQuerySchema,
        answer: DataOf(EmailNotificationsRecord),
      }),
    },
    async (request) => {
      const { companyId } = request.query;
      return ok(await emailSettings(db, await settingsCompanyId(db, request, companyId, 'list')));
    },
  );

  app.post(
    '/config/shipper/email_notifications',
    {
      config: { access: 'signedIn' },
      schema: docs({
        tags,
        versioned: true,
        summary: "Set the company's e-mail notifications (events from the offered list, at most 10 e-mails)",
        querystring: companyQuerySchema,
        body: emailNotificationsSchema,
        answer: DataOf(EmailNotificationsRecord),
      }),
    },
    (request) =>
      write(request, { version: emailNotificationsWrite }, async (tx) => {
        const { companyId } = request.query;
        const id = await settingsCompanyId(tx, request, companyId, 'update');
        const input = request.body;
        return ok(await saveEmailSettings(tx, id, currentUser(request).id, input));
      }),
  );

  app.get(
    '/company/v1/configurations',
    {
      config: { access: 'config' },
      schema: docs({
        tags,
        summary: "A company's configuration: billing set-up, e-mail notifications, contractual shipments",
        querystring: companyQuerySchema,
        answer: DataOf(CompanyConfigurationRecord),
      }),
    },
    async (request) => {
      const { companyId } = request.query;
      assertConfigStaff(currentUser(request), 'list');
      if (companyId === undefined) throw badRequest(MESSAGES.companyRequired);
      return ok(await companyConfigurationSummary(db, companyId));
    },
  );
}
