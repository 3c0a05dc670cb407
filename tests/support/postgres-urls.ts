/** TEST_DATABASE_URL names a server (and a database to connect to for admin work). */
export function adminDatabaseUrl(baseUrl: string): string {
  return baseUrl;
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
