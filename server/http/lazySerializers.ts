import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify compiles every route's answer serialiser when the server starts: some 230 of them, most of
 * which a given process never uses. This compiles each one on the route's first answer instead, with
 * the same compiler and options; a route answers exactly what it would have.
 */
export const lazySerializersOver =
  (selector: () => SerializerFactory): SerializerFactory =>
  (externalSchemas, options) => {
    const compile = selector()(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };

export const lazySerializers = lazySerializersOver(SerializerSelector);
