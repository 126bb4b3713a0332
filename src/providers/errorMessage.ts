import { MESSAGES } from '#domain/messages';

/** The text of a failed call: the API's SPEC message (httpClient already picked it). */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGES.generic;
