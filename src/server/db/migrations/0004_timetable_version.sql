CREATE TABLE "timetable_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "timetable_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Bumped in the changing transaction, at its commit (deferred): the row is locked only for the
-- moment of the commit, after every other lock the transaction takes, so writers to different
-- classes queue briefly and never deadlock on it. Whoever reads the number after a change is
-- acknowledged reads a new number (see features/classes/timetable-cache.ts).
CREATE FUNCTION "bump_timetable_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "timetable_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_changes_timetable" AFTER INSERT OR UPDATE OR DELETE ON "course"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_timetable_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tutor_changes_timetable" AFTER INSERT OR UPDATE OR DELETE ON "tutor"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_timetable_version"();
