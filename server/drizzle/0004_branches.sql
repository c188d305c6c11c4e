CREATE TABLE "branches" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address_lines" text[] NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The one branch (core DAGENHAM_BRANCH): Monday to Saturday, 9:00 to 17:30, Europe/London. Inserted before the
-- orders reference it, so existing orders (all "Dagenham") keep a valid collection point.
INSERT INTO "branches" ("slug", "name", "address_lines", "phone", "hours", "sort_order") VALUES (
	'Dagenham',
	'Dagenham',
	ARRAY['Dagenham branch', 'Dagenham', 'RM10'],
	'020 7946 0000',
	'[{"day":1,"opens":"09:00","closes":"17:30"},{"day":2,"opens":"09:00","closes":"17:30"},{"day":3,"opens":"09:00","closes":"17:30"},{"day":4,"opens":"09:00","closes":"17:30"},{"day":5,"opens":"09:00","closes":"17:30"},{"day":6,"opens":"09:00","closes":"17:30"}]'::jsonb,
	10
) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checking_point_branches_slug_fk" FOREIGN KEY ("checking_point") REFERENCES "public"."branches"("slug") ON DELETE no action ON UPDATE no action;