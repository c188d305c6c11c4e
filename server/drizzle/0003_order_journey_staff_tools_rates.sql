CREATE TABLE "live_mode" (
	"id" text PRIMARY KEY NOT NULL,
	"on" boolean DEFAULT false NOT NULL,
	"last_round_at" timestamp with time zone,
	"watch" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_alert_tokens_purpose_check" CHECK ("rate_alert_tokens"."purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "rate_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"way" text NOT NULL,
	"target" numeric(18, 4) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"fired_rate" numeric(18, 4),
	CONSTRAINT "rate_alerts_way_check" CHECK ("rate_alerts"."way" in ('buy', 'sell')),
	CONSTRAINT "rate_alerts_status_check" CHECK ("rate_alerts"."status" in ('pending', 'active', 'fired', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "rate_history" ADD COLUMN "sell_margin" numeric(8, 4);--> statement-breakpoint
ALTER TABLE "rate_history" ADD COLUMN "buy_margin" numeric(8, 4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "rate_alert_tokens" ADD CONSTRAINT "rate_alert_tokens_alert_id_rate_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."rate_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_code_currencies_code_fk" FOREIGN KEY ("code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_alert_tokens_alert_id_idx" ON "rate_alert_tokens" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "rate_alerts_code_status_idx" ON "rate_alerts" USING btree ("code","status");--> statement-breakpoint
CREATE INDEX "rate_alerts_email_status_idx" ON "rate_alerts" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree (lower(btrim("email")),"created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_key_idx" ON "orders" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'),"created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Pending', 'Accepted', 'Completed', 'Expired', 'Cancelled'));