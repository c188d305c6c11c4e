ALTER TABLE "branches" ADD COLUMN "closed_days" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Issue 30: the seeded Dagenham row had no street ("Dagenham branch, Dagenham, RM10"); it gets the street address
-- core's DAGENHAM_BRANCH states, unless an Admin has already given it one.
UPDATE "branches" SET "address_lines" = ARRAY['148 Heathway', 'Dagenham', 'RM10 8QT']
WHERE "slug" = 'Dagenham' AND "address_lines" = ARRAY['Dagenham branch', 'Dagenham', 'RM10'];
