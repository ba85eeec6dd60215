CREATE TABLE "report_day" (
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"counted_by" integer NOT NULL,
	"figures" json NOT NULL,
	CONSTRAINT "report_day_starts_at_time_zone_pk" PRIMARY KEY("starts_at","time_zone")
);
--> statement-breakpoint
CREATE TABLE "report_days_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"stamp" uuid NOT NULL
);

--> statement-breakpoint
INSERT INTO "report_days_version" ("id", "stamp") VALUES (1, gen_random_uuid());
--> statement-breakpoint
-- A kept day deleted or written over, whatever did it, changes the stamp that app instances check
-- the days they hold in memory against.
CREATE FUNCTION "change_report_days_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "report_days_version" SET "stamp" = gen_random_uuid() WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_day_changes_stamp" AFTER UPDATE OR DELETE ON "report_day"
  FOR EACH ROW EXECUTE FUNCTION "change_report_days_stamp"();
--> statement-breakpoint
CREATE TRIGGER "report_day_emptied_changes_stamp" AFTER TRUNCATE ON "report_day"
  FOR EACH STATEMENT EXECUTE FUNCTION "change_report_days_stamp"();
--> statement-breakpoint
-- Forgets the kept report day that holds `at` (in any time zone), in the changing transaction.
-- It first takes, shared, the lock of at's UTC day (features/reports/kept-day-figures.ts keeps a
-- day only under these locks, taken alone without waiting, and counts it after taking them): a
-- day is never kept from a count that missed a change not yet committed, and a day kept while
-- this waited for its lock is deleted here once it has been kept.
CREATE FUNCTION "forget_report_day"("at" timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "at" IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(25, floor(extract(epoch FROM "at") / 86400)::int);
  -- A studio day lasts at most 25 hours: its start is within two days before any of its instants.
  DELETE FROM "report_day"
    WHERE "starts_at" <= "at" AND "starts_at" > "at" - interval '2 days' AND "ends_at" > "at";
END
$$;
--> statement-breakpoint
-- Rows counted on the day they were made: ledger entries, subscriptions, sales and refunds.
-- A sale changed would change its refunds' days too (they are counted under its method and item).
CREATE FUNCTION "forget_report_day_of_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "forget_report_day"(OLD."created_at");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "forget_report_day"(NEW."created_at");
  END IF;
  IF TG_TABLE_NAME = 'sale' AND TG_OP = 'UPDATE' THEN
    PERFORM "forget_report_day"(r."created_at") FROM "sale_refund" r WHERE r."sale_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_entry_report_day" AFTER INSERT OR UPDATE OR DELETE ON "credit_entry"
  FOR EACH ROW EXECUTE FUNCTION "forget_report_day_of_created_at"();
--> statement-breakpoint
CREATE TRIGGER "user_subscription_report_day" AFTER INSERT OR UPDATE OR DELETE ON "user_subscription"
  FOR EACH ROW EXECUTE FUNCTION "forget_report_day_of_created_at"();
--> statement-breakpoint
CREATE TRIGGER "sale_report_day" AFTER INSERT OR UPDATE OR DELETE ON "sale"
  FOR EACH ROW EXECUTE FUNCTION "forget_report_day_of_created_at"();
--> statement-breakpoint
CREATE TRIGGER "sale_refund_report_day" AFTER INSERT OR UPDATE OR DELETE ON "sale_refund"
  FOR EACH ROW EXECUTE FUNCTION "forget_report_day_of_created_at"();
--> statement-breakpoint
-- Classes and their bookings are counted on the day the class starts.
CREATE FUNCTION "forget_report_day_of_class"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "forget_report_day"(OLD."starts_at");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "forget_report_day"(NEW."starts_at");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "course_report_day" AFTER INSERT OR DELETE ON "course"
  FOR EACH ROW EXECUTE FUNCTION "forget_report_day_of_class"();
--> statement-breakpoint
CREATE TRIGGER "course_changes_report_day" AFTER UPDATE ON "course"
  FOR EACH ROW WHEN (
    (OLD."starts_at", OLD."ends_at", OLD."course_type", OLD."tutor_id", OLD."total_slots", OLD."slots_filled")
      IS DISTINCT FROM
    (NEW."starts_at", NEW."ends_at", NEW."course_type", NEW."tutor_id", NEW."total_slots", NEW."slots_filled")
  ) EXECUTE FUNCTION "forget_report_day_of_class"();
--> statement-breakpoint
CREATE FUNCTION "forget_report_day_of_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "forget_report_day"((SELECT c."starts_at" FROM "course" c WHERE c."id" = OLD."course_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "forget_report_day"((SELECT c."starts_at" FROM "course" c WHERE c."id" = NEW."course_id"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_report_day" AFTER INSERT OR DELETE ON "booking"
  FOR EACH ROW EXECUTE FUNCTION "forget_report_day_of_booking"();
--> statement-breakpoint
CREATE TRIGGER "booking_changes_report_day" AFTER UPDATE ON "booking"
  FOR EACH ROW WHEN (
    (OLD."course_id", OLD."status", OLD."attended") IS DISTINCT FROM (NEW."course_id", NEW."status", NEW."attended")
  ) EXECUTE FUNCTION "forget_report_day_of_booking"();
