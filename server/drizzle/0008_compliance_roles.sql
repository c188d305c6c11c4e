CREATE TABLE "suspicious_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"customer_email" text,
	"note" text NOT NULL,
	"raised_by" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspicious_notes_subject_check" CHECK (("suspicious_notes"."order_id" is null) <> ("suspicious_notes"."customer_email" is null))
);
--> statement-breakpoint
DROP INDEX "orders_email_key_idx";--> statement-breakpoint
DROP INDEX "orders_phone_key_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delete_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "name_postcode_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_copy_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_expiry" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "date_of_birth" text;--> statement-breakpoint
ALTER TABLE "suspicious_notes" ADD CONSTRAINT "suspicious_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspicious_notes_raised_idx" ON "suspicious_notes" USING btree ("raised_at");--> statement-breakpoint
CREATE INDEX "orders_name_postcode_key_idx" ON "orders" USING btree ("name_postcode_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_deleted_idx" ON "orders" USING btree ("deleted_at") WHERE "orders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_branch_copy_held_idx" ON "orders" USING btree ("created_at") WHERE "orders"."branch_copy_held";--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_key_idx" ON "orders" USING btree ("phone_key","created_at");--> statement-breakpoint
-- The keys of orders placed before issue 29, as core customer-keys.ts would write them: the mailbox (lower case,
-- no +tag, no dots at Gmail), the phone in E.164 for UK and international-prefixed numbers (others stay null:
-- only the library knows every region's rules), and name + the address's last UK postcode.
UPDATE "orders" SET
	"email_key" = (
		SELECT CASE WHEN p.domain IN ('gmail.com', 'googlemail.com')
			THEN replace(p.local, '.', '') || '@gmail.com'
			ELSE p.local || '@' || p.domain END
		FROM (SELECT regexp_replace(regexp_replace(lower(btrim("email")), '@[^@]*$', ''), '^([^+]+)\+.*$', '\1') AS local,
		             substring(lower(btrim("email")) from '@([^@]*)$') AS domain) p
	),
	"phone_key" = (
		SELECT CASE
			WHEN btrim("phone") LIKE '+%' AND length(d.n) BETWEEN 8 AND 15 THEN '+' || d.n
			WHEN d.n LIKE '00%' AND length(d.n) BETWEEN 10 AND 17 THEN '+' || substr(d.n, 3)
			WHEN d.n LIKE '0%' AND length(d.n) IN (10, 11) THEN '+44' || substr(d.n, 2)
			ELSE NULL END
		FROM (SELECT regexp_replace("phone", '[^0-9]', '', 'g') AS n) d
	),
	"name_postcode_key" = CASE
		WHEN upper("address") ~ '\m[A-Z]{1,2}[0-9][A-Z0-9]?\s*[0-9][A-Z]{2}\M'
		THEN btrim(regexp_replace(regexp_replace(lower(normalize("name", NFKC)), '[.,]', ' ', 'g'), '\s+', ' ', 'g'))
			|| '|' || regexp_replace(upper("address"), '^.*\m([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})\M.*$', '\1 \2')
		ELSE NULL END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "email_key" SET NOT NULL;