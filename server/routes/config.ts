import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import { PUBLIC_CONFIG_NAMES } from '../../src/domain/clientConfig';
import { MESSAGES } from '../../src/domain/messages';
import { configs } from '../db/schema';
import { notFound, unauthorized } from '../http/errors';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { docs } from '../http/docs';

const nameParams = yup.object({ name: yup.string().required(MESSAGES.notFound).max(100) });

/** SPEC §7 config: GET by name. THEME and PREFERENCE are readable before sign-in (the login page is branded too). */
export default async function configRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get(
    '/config/:name',
    {
      schema: docs({ tags: ['config'], summary: 'A config entry { name, values, enabled }; THEME and PREFERENCE need no token', params: nameParams }),
      config: { optionalAuth: true },
    },
    async (request) => {
      const { name } = await validate(nameParams, request.params);
      const upper = name.toUpperCase();
      if (!PUBLIC_CONFIG_NAMES.includes(upper) && !request.auth) throw unauthorized();
      const [entry] = await db
        .select({ name: configs.name, values: configs.values, enabled: configs.enabled })
        .from(configs)
        .where(eq(configs.name, upper));
      if (!entry) throw notFound();
      return ok(entry);
    },
  );
}
