/**
 * The staff login and Secure Box the e2e servers are started with (e2e/server.ts) and the tests sign in with:
 * stated once, so the two cannot drift apart.
 */
export const STAFF = { email: 'staff@e2e.test', password: 'staff-pass-123' } as const;
export const BOX = { username: 'box', password: 'box-pass-123' } as const;
