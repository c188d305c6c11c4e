CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree (lower(btrim("email")),"created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_key_idx" ON "orders" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'),"created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Pending', 'Accepted', 'Completed', 'Expired', 'Cancelled'));