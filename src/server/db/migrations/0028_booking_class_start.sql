-- Each booking keeps its class's start, so that a member's own lists (My Bookings, latest class
-- first) are read along one index of their bookings: ordered by the class's start, a regular's
-- years of bookings were each joined to their class and sorted at every page.
ALTER TABLE "booking" ADD COLUMN "course_starts_at" timestamp with time zone;--> statement-breakpoint
-- Filling it changes nothing an app instance shows: no bump of the bookings' version (0023), which
-- would be one a booking, left pending as events that the table's alteration after it refuses.
ALTER TABLE "booking" DISABLE TRIGGER "booking_changes_bookings";--> statement-breakpoint
UPDATE "booking" SET "course_starts_at" = "course"."starts_at" FROM "course" WHERE "course"."id" = "booking"."course_id";--> statement-breakpoint
ALTER TABLE "booking" ENABLE TRIGGER "booking_changes_bookings";--> statement-breakpoint
ALTER TABLE "booking" ALTER COLUMN "course_starts_at" SET NOT NULL;--> statement-breakpoint
-- Every writer of a booking leaves the start out (use cases, factories, a restore, the bench's
-- rows): it is the class's, whatever was given.
CREATE FUNCTION "booking_takes_class_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."course_starts_at" := (SELECT "starts_at" FROM "course" WHERE "id" = NEW."course_id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_takes_class_start" BEFORE INSERT OR UPDATE OF "course_id" ON "booking"
  FOR EACH ROW EXECUTE FUNCTION "booking_takes_class_start"();
--> statement-breakpoint
-- A class moved moves its bookings' starts, in the same transaction. Edit Class locks the booked
-- students' rows before the class's (features/admin-courses/update-class.ts), as a cancellation
-- does before it writes its booking, so the two never deadlock.
CREATE FUNCTION "class_moves_its_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking" SET "course_starts_at" = NEW."starts_at"
    WHERE "course_id" = NEW."id" AND "course_starts_at" <> NEW."starts_at";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "class_moves_its_bookings" AFTER UPDATE OF "starts_at" ON "course"
  FOR EACH ROW WHEN (OLD."starts_at" IS DISTINCT FROM NEW."starts_at")
  EXECUTE FUNCTION "class_moves_its_bookings"();
--> statement-breakpoint
-- A booking written while its class was being moved read the start from before the move, which
-- the move's own update could not see to change. Checked again at the booking's commit: by then a
-- booking holds its class's row (the slot is taken last), so no move is under way.
CREATE FUNCTION "booking_keeps_class_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking" SET "course_starts_at" = "course"."starts_at" FROM "course"
    WHERE "booking"."id" = NEW."id" AND "course"."id" = "booking"."course_id"
      AND "booking"."course_starts_at" <> "course"."starts_at";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_keeps_class_start" AFTER INSERT ON "booking"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_keeps_class_start"();
--> statement-breakpoint
CREATE INDEX "booking_member_classes_idx" ON "booking" USING btree ("user_id","course_starts_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");
