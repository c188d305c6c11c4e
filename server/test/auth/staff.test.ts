import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../src/app';
import { createOrPromoteAdmin } from '../../src/auth/create-admin';
import { describeStartupCredentials, ensureStaffLogin } from '../../src/auth/staff';
import { boxCredentials, users } from '../../src/db/schema';
import { testDatabaseForFile } from '../support/test-db';
import {
  authApp,
  authDeps,
  jsonRequest,
  roleOf,
  signIn,
  signUp,
  uniqueEmail,
  verifiedSignUp,
} from './support';

const tdb = testDatabaseForFile();

describe('start-up staff login and Secure Box credentials', () => {
  it('creates the configured staff login once, promotes ADMIN_EMAILS, and keeps the box password hashed', async () => {
    const email = uniqueEmail('staff');
    const listed = uniqueEmail('listed');
    const signedUp = await authApp(tdb.database);
    await verifiedSignUp(signedUp, listed);
    const settings = {
      STAFF_EMAIL: email,
      STAFF_PASSWORD: 'staff-pass-123',
      BOX_PASSWORD: 'box-pass-123',
      ADMIN_EMAILS: listed,
    };
    const deps = authDeps(tdb.database, settings);
    const first = await ensureStaffLogin(deps);
    expect(first.staff).toEqual({ email, password: 'staff-pass-123' });
    expect(first.box).toBeNull(); // configured, so nothing to print
    expect(await roleOf(deps, email)).toBe('Admin');
    expect(await roleOf(deps, listed)).toBe('Admin');
    expect(
      describeStartupCredentials(first, { staffPasswordFromEnv: true, boxPasswordFromEnv: true }).join('\n'),
    ).not.toContain('staff-pass-123');

    const second = await ensureStaffLogin(deps);
    expect(second).toEqual({ staff: null, box: null });
    const signedIn = await signIn(createApp(deps), email, 'staff-pass-123');
    expect(signedIn.res.status).toBe(200);
  });

  it('makes a random Secure Box password once when none is configured, and prints it once', async () => {
    await tdb.database.db.delete(boxCredentials);
    const deps = authDeps(tdb.database, { BOX_USERNAME: 'kiosk' });
    const first = await ensureStaffLogin(deps);
    expect(first.box).toMatchObject({ username: 'kiosk' });
    expect(first.box!.password.length).toBeGreaterThanOrEqual(12);
    expect(describeStartupCredentials(first).join('\n')).toContain(first.box!.password);
    expect((await ensureStaffLogin(deps)).box).toBeNull();
    const { app } = await authApp(tdb.database, { BOX_USERNAME: 'kiosk' });
    const ok = await app.request(
      '/api/box',
      jsonRequest({ username: 'kiosk', password: first.box!.password }),
    );
    expect(ok.status).toBe(200);
  });
});

describe('npm run admin -- create EMAIL', () => {
  it('creates an Admin with a random password, promotes an existing account, and says when nothing changed', async () => {
    const deps = authDeps(tdb.database);
    const settings = deps.config.auth;
    const email = uniqueEmail('cli');
    const created = await createOrPromoteAdmin(deps.db, email.toUpperCase(), settings, new Date());
    expect(created).toMatchObject({ outcome: 'created', email });
    if (created.outcome !== 'created') throw new Error('expected a new admin');
    const ctx = await authApp(tdb.database);
    const { app } = ctx;
    expect((await signIn(app, email, created.password)).res.status).toBe(200);
    expect(await createOrPromoteAdmin(deps.db, email, settings, new Date())).toEqual({
      outcome: 'already-admin',
      email,
    });

    const plain = uniqueEmail('plain');
    await verifiedSignUp(ctx, plain);
    expect(await createOrPromoteAdmin(deps.db, plain, settings, new Date())).toEqual({
      outcome: 'promoted',
      email: plain,
    });
    const [row] = await deps.db.select().from(users).where(eq(users.email, plain));
    expect(row!.role).toBe('Admin');
    await expect(createOrPromoteAdmin(deps.db, 'not-an-email', settings, new Date())).rejects.toThrow();
  });
});

describe('which accounts count as verified', () => {
  it('the staff login and `admin create` do; an unproven sign-up listed in ADMIN_EMAILS is not promoted at start', async () => {
    const ctx = await authApp(tdb.database);
    const unproven = uniqueEmail('unproven');
    await signUp(ctx.app, unproven);
    const staffEmail = uniqueEmail('staff-login');
    const deps = authDeps(tdb.database, {
      STAFF_EMAIL: staffEmail,
      STAFF_PASSWORD: 'staff-pass-123',
      ADMIN_EMAILS: unproven,
    });
    await ensureStaffLogin(deps);
    expect(await roleOf(deps, unproven)).toBe('user');
    const verifiedOf = async (email: string) =>
      (await deps.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified;
    expect(await verifiedOf(staffEmail)).toBe(true);

    const cli = uniqueEmail('cli-made');
    await createOrPromoteAdmin(deps.db, cli, deps.config.auth, new Date());
    expect(await verifiedOf(cli)).toBe(true);
    await createOrPromoteAdmin(deps.db, unproven, deps.config.auth, new Date());
    expect(await verifiedOf(unproven)).toBe(true);
    expect(await roleOf(deps, unproven)).toBe('Admin');
  });
});
