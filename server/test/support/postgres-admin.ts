import postgres from 'postgres';

/** The PostgreSQL server the tests run on (CI: postgres://postgres@127.0.0.1:5432/test). */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DRIVER=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  return url;
}

/** The URL of another database on that server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** `work` on one connection to the admin database, closed after, whatever happens. */
export async function onAdminDatabase<T>(work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops a test database, ending whatever is still connected to it. */
export async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
}
