/** Where the browser-test server on this port writes its mail. */
export function e2eMailDir(port: string | undefined): string;
