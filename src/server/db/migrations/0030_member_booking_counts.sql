-- How many bookings each member has had (db/schema/courses.ts), for My Bookings' counts.
CREATE TABLE "member_booking_count" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bookings" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_booking_count" ADD CONSTRAINT "member_booking_count_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each member's bookings so far, counted.
INSERT INTO "member_booking_count" ("user_id", "bookings")
  SELECT "user_id", count(*) FROM "booking" GROUP BY "user_id";
--> statement-breakpoint
-- Then each statement's new bookings (a booking is never deleted, and its member never changes),
-- added in once per member, in the order of the key: two statements adding for the same members
-- wait for each other's rows rather than deadlock.
CREATE FUNCTION "bookings_add_to_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_booking_count" AS "kept" ("user_id", "bookings")
    SELECT "user_id", count(*) FROM "new_bookings" GROUP BY "user_id" ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "bookings" = "kept"."bookings" + EXCLUDED."bookings";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_add_to_member_counts" AFTER INSERT ON "booking"
  REFERENCING NEW TABLE AS "new_bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_add_to_member_counts"();
