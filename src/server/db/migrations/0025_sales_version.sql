CREATE TABLE "sales_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "sales_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- The sales' counter ranks after the sign-ins' (0024), so a transaction that changes a sale and a
-- class, a booking or a member (a refund that cancels a subscription's bookings) still takes every
-- counter in the one order. The order is now one list: each bump first locks the counters before
-- its own in it, and a counter added later is one more name at its end.
CREATE OR REPLACE FUNCTION "bump_change_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter text;
BEGIN
  FOREACH counter IN ARRAY ARRAY['timetable_version', 'booking_version', 'sign_in_version', 'sales_version'] LOOP
    EXIT WHEN counter = TG_ARGV[0];
    EXECUTE format('SELECT 1 FROM %I WHERE "id" = 1 FOR UPDATE', counter);
  END LOOP;
  EXECUTE format('UPDATE %I SET "version" = "version" + 1 WHERE "id" = 1', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_changes_sales" AFTER INSERT OR UPDATE OR DELETE ON "sale"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_change_version"('sales_version');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_refund_changes_sales" AFTER INSERT OR UPDATE OR DELETE ON "sale_refund"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_change_version"('sales_version');
