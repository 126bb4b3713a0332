import type { TestApp } from '../testApp';

/** What a sample URL may use: the app, a staff token, and the first id of a list read as staff. */
export interface SampleContext {
  t: TestApp;
  csrToken: string;
  /** The id of the first row GET `listUrl` answers a CSR (the list's newest or first by its order). */
  firstId(listUrl: string): Promise<number>;
}

/**
 * A concrete URL for a GET route the contract walk cannot fill in by itself (a route whose id is not
 * that of the list it sits under, or that needs a query). Keyed 'GET /api/…' as the route table names
 * it. Each area keeps its own in tests/api/contract/samples/<area>.ts as its default export.
 */
export type Samples = Record<string, (context: SampleContext) => Promise<string> | string>;
