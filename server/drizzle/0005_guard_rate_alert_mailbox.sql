-- Issue 27: the open-alerts limit counts the inbox (mailboxKey in @tm/core), not the literal address.
-- Existing rows get the same key computed here once: lower-cased (emails are stored lower-cased already),
-- a +tag dropped, and for gmail.com/googlemail.com the dots dropped and the domain read as gmail.com.
-- server/test/rate-alerts/mailbox.test.ts checks this expression against mailboxKey.
ALTER TABLE "rate_alerts" ADD COLUMN "mailbox" text;--> statement-breakpoint
UPDATE "rate_alerts" SET "mailbox" = CASE
  WHEN split_part(lower(btrim("email")), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(regexp_replace(split_part(lower(btrim("email")), '@', 1), '(.)\+.*$', '\1'), '.', '') || '@gmail.com'
  ELSE regexp_replace(split_part(lower(btrim("email")), '@', 1), '(.)\+.*$', '\1') || '@' || split_part(lower(btrim("email")), '@', 2)
END;--> statement-breakpoint
ALTER TABLE "rate_alerts" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_alerts_mailbox_status_idx" ON "rate_alerts" USING btree ("mailbox","status");
