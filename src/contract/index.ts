/**
 * The contract between the Fastify server and the React app: wire schemas (SPEC §3), validation
 * messages (§5), user-facing texts (§8) and business constants (§9). No I/O, no Node-only APIs.
 */
export * from './attraction-group.js';
export * from './attraction-input.js';
export * from './attraction-query.js';
export * from './attraction.js';
export * from './auth-token.js';
export * from './auth.js';
export * from './banner.js';
export * from './category.js';
export * from './city.js';
export * from './constants.js';
export * from './distance.js';
export * from './enums.js';
export * from './facility-name.js';
export * from './facility-states.js';
export * from './facility.js';
export * from './field-errors.js';
export * from './fields.js';
export * from './greeting.js';
export * from './list-query.js';
export * from './list.js';
export * from './messages.js';
export * from './metadata.js';
export * from './price.js';
export * from './query-params.js';
export * from './query-string.js';
export * from './region.js';
export * from './slug.js';
export * from './social-freshness.js';
export * from './sorts.js';
export * from './social-links.js';
export * from './submission.js';
export * from './uk-phone.js';
export * from './value-type.js';
export * from './web-url.js';
export * from './page-titles.js';
