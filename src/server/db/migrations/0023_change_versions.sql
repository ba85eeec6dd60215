CREATE TABLE "sign_in_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "sign_in_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
INSERT INTO "booking_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Both bumped as the timetable's version is (0004): at the changing transaction's commit, so
-- whoever reads the number after a change is acknowledged reads a new one, and an app instance
-- that kept what it read at the old number reads it again (db/change-versions.ts). The trigger
-- names the one-row table whose number it bumps.
CREATE FUNCTION "bump_change_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET "version" = "version" + 1 WHERE "id" = 1', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session changes nothing kept (its token was never seen); a renewal, a sign-out, a
-- revocation and a deleted member (whose sessions go with them) do.
CREATE CONSTRAINT TRIGGER "session_changes_sign_in" AFTER UPDATE OR DELETE ON "session"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_change_version"('sign_in_version');
--> statement-breakpoint
-- Every change to a member but to their credits, which every booking makes and which no session
-- carries: a ban, a role, a name.
CREATE CONSTRAINT TRIGGER "user_changes_sign_in" AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'credits') IS DISTINCT FROM (to_jsonb(NEW) - 'credits'))
  EXECUTE FUNCTION "bump_change_version"('sign_in_version');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_changes_bookings" AFTER INSERT OR UPDATE OR DELETE ON "booking"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_change_version"('booking_version');
