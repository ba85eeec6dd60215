-- The member search's text and folded names kept with each row: a search of a common name ranked
-- every match by folding its name five times (unaccent per call); the index moves to the column.
DROP INDEX "user_member_search_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (studio_member_search_text("name", "nickname", "email", "phone")) STORED;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (studio_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "folded_nickname" text GENERATED ALWAYS AS (studio_fold(coalesce("nickname", ''))) STORED;--> statement-breakpoint
CREATE INDEX "user_member_search_idx" ON "user" USING gin ("search_text" gin_trgm_ops);