// Every table of src/core/db/schema, for PostgreSQL (DATA_ENGINE=postgres): same table, column and index
// names; what each column means is documented once, on the SQLite side. schema-parity.test.ts keeps
// the two in step, so a schema change touches both (then run both db:generate scripts).
export * from './users';
export * from './sessions';
export * from './email-tokens';
export * from './rate-limits';
export * from './weddings';
export * from './households';
export * from './guests';
export * from './rsvp';
export * from './invites';
export * from './emails';
export * from './payments';
export * from './assets';
export * from './support';
export * from './calendar';
export * from './special-requests';
export * from './wedding-addresses';
export * from './events';
export * from './journey';
export * from './questions';
export * from './known-devices';
export * from './app-counts';
export * from './photos';
export * from './seating';
export * from './members';
export * from './activity';
