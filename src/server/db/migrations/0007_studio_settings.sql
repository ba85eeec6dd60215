CREATE TABLE "studio_settings" (
	"id" text PRIMARY KEY DEFAULT 'studio' NOT NULL,
	"identity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"policies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "studio_settings_one_row" CHECK ("studio_settings"."id" = 'studio')
);
--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_type_known";--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_type_known" CHECK ("activity"."type" in ('login', 'booking', 'recharge', 'usage', 'credits', 'package', 'profile', 'settings'));--> statement-breakpoint
-- The booking policies decide which classes show as bookable, so the kept timetables are read
-- afresh after a change (features/classes/timetable-cache.ts), as after a change to a class.
CREATE CONSTRAINT TRIGGER "settings_change_timetable" AFTER INSERT OR UPDATE OR DELETE ON "studio_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_timetable_version"();
