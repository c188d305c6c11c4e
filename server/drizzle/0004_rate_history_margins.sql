ALTER TABLE "rate_history" ADD COLUMN "sell_margin" numeric(8, 4);--> statement-breakpoint
ALTER TABLE "rate_history" ADD COLUMN "buy_margin" numeric(8, 4);