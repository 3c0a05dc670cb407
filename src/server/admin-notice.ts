// The first start's generated admin password, framed so it stands apart from the log lines
// around it on a terminal (decision 140). It is printed once: only its hash is stored.

const RULE = '─'.repeat(64);

export function generatedAdminNotice(username: string, password: string): string {
  return [
    '',
    RULE,
    '  An admin account was created. Its password is shown only this once:',
    '',
    `    Username: ${username}`,
    `    Password: ${password}`,
    '',
    '  Sign in at /admin. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.',
    RULE,
    '',
    '',
  ].join('\n');
}
