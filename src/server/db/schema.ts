// The one schema of everything Daytrip stores, one file per area under ./tables. drizzle-kit
// generates the migrations in ./migrations from this file (`npm run db:generate`); never edit a
// generated migration by hand. Code imports the tables from here.
export * from './tables/catalogue.js';
export * from './tables/attractions.js';
export * from './tables/attraction-links.js';
export * from './tables/admin.js';
export * from './tables/marketing.js';
export * from './tables/moderation.js';
export * from './tables/outgoing-mail.js';
export * from './tables/railway-stations.js';
export * from './tables/venues.js';
