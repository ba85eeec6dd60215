-- Each member's ledger added up by reason (db/schema/credits.ts), for the credit history's summary.
CREATE TABLE "credit_reason_total" (
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"gained" integer NOT NULL,
	"lost" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "credit_reason_total_user_id_reason_pk" PRIMARY KEY("user_id","reason")
);
--> statement-breakpoint
ALTER TABLE "credit_reason_total" ADD CONSTRAINT "credit_reason_total_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each member's ledger so far, added up.
INSERT INTO "credit_reason_total" ("user_id", "reason", "gained", "lost", "entries")
  SELECT "user_id", "reason", coalesce(sum("delta") FILTER (WHERE "delta" > 0), 0),
    coalesce(-sum("delta") FILTER (WHERE "delta" < 0), 0), count(*)
  FROM "credit_entry" GROUP BY "user_id", "reason";
--> statement-breakpoint
-- Then each statement's new entries (the ledger is only ever added to), added in once per member
-- and reason, in the order of the key: two statements adding for the same members wait for each
-- other's rows rather than deadlock (a member's entries are written under their row's lock anyway).
CREATE FUNCTION "credit_entries_add_to_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "credit_reason_total" AS "total" ("user_id", "reason", "gained", "lost", "entries")
    SELECT "user_id", "reason", coalesce(sum("delta") FILTER (WHERE "delta" > 0), 0),
      coalesce(-sum("delta") FILTER (WHERE "delta" < 0), 0), count(*)
    FROM "new_entries" GROUP BY "user_id", "reason" ORDER BY "user_id", "reason"
  ON CONFLICT ("user_id", "reason") DO UPDATE SET
    "gained" = "total"."gained" + EXCLUDED."gained",
    "lost" = "total"."lost" + EXCLUDED."lost",
    "entries" = "total"."entries" + EXCLUDED."entries";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_entries_add_to_totals" AFTER INSERT ON "credit_entry"
  REFERENCING NEW TABLE AS "new_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_entries_add_to_totals"();
