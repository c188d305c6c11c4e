import { describe, expect, it } from 'vitest';
import { messages } from '@tm/core';
import { tableCounts } from '../reliability/helpers/db-checks';
import {
  authAppForFile,
  errorOf,
  json,
  jsonRequest,
  openLink,
  signIn,
  uniqueEmail,
  verificationToken,
  verifiedSignUp,
} from './support';

/**
 * A forgotten password (POST /auth/resetPassword): the same answer for every address; an account's address
 * gets a single-use link that sets the new password only when opened with it, and ends the other sessions.
 */
const ctx = authAppForFile();

const askReset = (email: string, password: string) =>
  ctx.app.request('/api/auth/resetPassword', jsonRequest({ email, password }));
const resetToken = (email: string) => verificationToken(ctx.deps, email, 'password-reset');
const me = async (headers: Record<string, string>) =>
  (await json(await ctx.app.request('/api/auth/me', { headers }))) as { user: { email: string } | null };

describe('POST /api/auth/resetPassword', () => {
  it('emails a link that sets the new password when opened with it, signs in, and ends every other session', async () => {
    const email = uniqueEmail('forgot');
    const { browser: oldDevice } = await verifiedSignUp(ctx, email, 'old-secret-pass');
    expect((await me(oldDevice.headers())).user?.email).toBe(email);

    const res = await askReset(email, 'new-secret-pass');
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ message: messages.checkYourEmailReset });
    const [mail] = (await ctx.emailsTo(email)).filter((e) => e.kind === 'password-reset');
    expect(mail!.subject).toBe('Set a new Travel Money password');
    expect(mail!.text).toMatch(/\/verifyEmail\?token=[\w-]+&for=reset/);
    // Asking changes nothing yet: the old password still works until the link is opened.
    expect((await signIn(ctx.app, email, 'old-secret-pass')).res.status).toBe(200);

    const token = await resetToken(email);
    // The link alone proves nothing: it must be opened with the new password.
    expect((await openLink(ctx.app, token, 'old-secret-pass')).status).toBe(401);
    const opened = await openLink(ctx.app, token, 'new-secret-pass');
    expect(opened.status).toBe(200);
    expect((await json(opened)).user.email).toBe(email);

    expect((await signIn(ctx.app, email, 'old-secret-pass')).res.status).toBe(401);
    expect((await signIn(ctx.app, email, 'new-secret-pass')).res.status).toBe(200);
    expect((await me(oldDevice.headers())).user).toBeNull();
    // Once used, the link is gone.
    expect((await openLink(ctx.app, token, 'new-secret-pass')).status).toBe(400);
  });

  it('answers an address with no account the same, and writes and sends nothing', async () => {
    const before = await tableCounts(ctx.deps.db);
    const res = await askReset(uniqueEmail('nobody'), 'new-secret-pass');
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ message: messages.checkYourEmailReset });
    expect(await tableCounts(ctx.deps.db)).toEqual(before);
  });

  it('refuses a new password the sign-up rules refuse, naming the field, and sends nothing', async () => {
    const email = uniqueEmail('weak');
    await verifiedSignUp(ctx, email, 'old-secret-pass');
    const res = await askReset(email, '   ');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'weak_password', message: messages.passwordOnlySpaces });
    expect((await ctx.emailsTo(email)).filter((e) => e.kind === 'password-reset')).toEqual([]);
  });
});
