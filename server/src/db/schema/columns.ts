import { bigserial, timestamp } from 'drizzle-orm/pg-core';

/** A moment in time: `timestamptz`, read as a Date (never a local time without a zone). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A row number for append-only tables (log, outbox, history): ordered, never reused. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();
