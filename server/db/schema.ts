/** The database schema (drizzle), one module per area; drizzle-kit reads it from here. */
export * from './tables/reference';
export * from './tables/people';
export * from './tables/shipments';
export * from './tables/bookings';
export * from './tables/fleet';
export * from './tables/documents';
export * from './tables/money';
export * from './tables/operations';
export * from './tables/limits';
export * from './tables/idempotency';
export * from './tables/history';
export * from './tables/savedViews';
export * from './tables/scorecards';
export * from './tables/outbox';
