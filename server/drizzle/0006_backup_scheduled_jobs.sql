CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_done_at" timestamp with time zone,
	"claimed_until" timestamp with time zone
);
