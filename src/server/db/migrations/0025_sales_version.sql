CREATE TABLE "sales_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "sales_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- The sales' counter ranks after the sign-ins' (0024): its bump first locks the three before it,
-- so a transaction that changes a sale and a class, a booking or a member (a refund that cancels
-- a subscription's bookings) still takes every counter in the one order.
CREATE OR REPLACE FUNCTION "bump_change_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] IN ('booking_version', 'sign_in_version', 'sales_version') THEN
    PERFORM 1 FROM "timetable_version" WHERE "id" = 1 FOR UPDATE;
  END IF;
  IF TG_ARGV[0] IN ('sign_in_version', 'sales_version') THEN
    PERFORM 1 FROM "booking_version" WHERE "id" = 1 FOR UPDATE;
  END IF;
  IF TG_ARGV[0] = 'sales_version' THEN
    PERFORM 1 FROM "sign_in_version" WHERE "id" = 1 FOR UPDATE;
  END IF;
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
