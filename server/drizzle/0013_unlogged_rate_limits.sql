CREATE TABLE "write_probes" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");--> statement-breakpoint
-- Written by hand: drizzle's schema cannot say UNLOGGED (see rateLimitWindows in src/db/schema/misc.ts).
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
