import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { openDatabase } from '../../../server/db/client';
import { environmentFromEnv, memorySize } from '../../../server/environment';
import { lazySerializersOver } from '../../../server/http/lazySerializers';

const route = {
  method: 'GET',
  url: '/thing',
  httpStatus: '200',
  schema: { type: 'object', properties: { id: { type: 'integer' } } },
};

describe('a lean server', () => {
  it('compiles a route’s answer serialiser on its first answer only, and answers what the eager one does', () => {
    let compiled = 0;
    const counting = (): SerializerFactory => (externalSchemas, options) => {
      const compile = SerializerSelector()(externalSchemas, options);
      return (r) => {
        compiled += 1;
        return compile(r);
      };
    };
    const serialize = lazySerializersOver(counting)()(route);
    expect(compiled).toBe(0);
    // Undeclared fields are dropped, as the eager serialiser drops them.
    expect(serialize({ id: 7, secret: 'x' })).toBe(SerializerSelector()()(route)({ id: 7, secret: 'x' }));
    expect(serialize({ id: 8 })).toBe('{"id":8}');
    expect(compiled).toBe(1);
  });

  it('gives embedded PGlite the buffer pool PGLITE_SHARED_BUFFERS names (32MB by default)', async () => {
    expect(environmentFromEnv({}).pgliteSharedBuffers).toBe('32MB');
    expect(environmentFromEnv({ PGLITE_SHARED_BUFFERS: '16MB' }).pgliteSharedBuffers).toBe('16MB');
    expect(() => memorySize('lots', '32MB')).toThrow('Not a memory size');
    const database = await openDatabase({ pgliteSharedBuffers: '16MB' });
    try {
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
