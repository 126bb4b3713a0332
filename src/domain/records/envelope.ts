import { Type, type TSchema } from '@sinclair/typebox';

/** DESIGN's envelope of every answer: { data }. */
export const DataOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** A page of a list, zero-based as SPEC §7 has it. */
export const PageOf = <T extends TSchema>(schema: T) =>
  DataOf(
    Type.Object({
      content: Type.Array(schema),
      totalElements: Type.Integer({ minimum: 0 }),
      totalPages: Type.Integer({ minimum: 0 }),
      number: Type.Integer({ minimum: 0 }),
      size: Type.Integer({ minimum: 0 }),
    }),
  );

/** DESIGN's one error shape: SPEC's text (several joined by the portal), the HTTP reason, the status. */
export const ErrorAnswer = Type.Object({
  message: Type.Union([Type.String(), Type.Array(Type.String())]),
  error: Type.String(),
  statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
});

/** A download: the file itself, in one of the media types named (the serialiser leaves a file alone). */
export const FileAnswer = (...mediaTypes: string[]) =>
  Type.Unsafe<unknown>({
    description: 'The file',
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });
