CREATE TABLE "till_counts" (
	"branch" text NOT NULL,
	"day" text NOT NULL,
	"code" text NOT NULL,
	"opening_float" numeric(18, 2) NOT NULL,
	"deliveries" numeric(18, 2) NOT NULL,
	"counted" numeric(18, 2),
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "till_counts_branch_day_code_pk" PRIMARY KEY("branch","day","code")
);
--> statement-breakpoint
CREATE TABLE "till_sign_offs" (
	"branch" text NOT NULL,
	"day" text NOT NULL,
	"signed_off_by" text NOT NULL,
	"signed_off_at" timestamp with time zone NOT NULL,
	CONSTRAINT "till_sign_offs_branch_day_pk" PRIMARY KEY("branch","day")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "closed_days" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "till_counts" ADD CONSTRAINT "till_counts_branch_branches_slug_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sign_offs" ADD CONSTRAINT "till_sign_offs_branch_branches_slug_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Issue 30: the seeded Dagenham row had no street ("Dagenham branch, Dagenham, RM10"); it gets the street address
-- core's DAGENHAM_BRANCH states, unless an Admin has already given it one.
UPDATE "branches" SET "address_lines" = ARRAY['148 Heathway', 'Dagenham', 'RM10 8QT']
WHERE "slug" = 'Dagenham' AND "address_lines" = ARRAY['Dagenham branch', 'Dagenham', 'RM10'];
