-- The change counters are bumped at commit in the order the transaction changed their tables: a
-- cancellation changes its booking, then its class; a transaction that changes a class, then a
-- booking, takes the two counters the other way round. Two such commits at once could each hold
-- one counter and wait for the other, a deadlock PostgreSQL ends by failing one of them. Each
-- bump now first locks the counters ranked before its own (the timetable's, the bookings', the
-- sign-ins'), so every transaction takes them in that one order and none waits in a circle.
CREATE OR REPLACE FUNCTION "bump_change_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] IN ('booking_version', 'sign_in_version') THEN
    PERFORM 1 FROM "timetable_version" WHERE "id" = 1 FOR UPDATE;
  END IF;
  IF TG_ARGV[0] = 'sign_in_version' THEN
    PERFORM 1 FROM "booking_version" WHERE "id" = 1 FOR UPDATE;
  END IF;
  EXECUTE format('UPDATE %I SET "version" = "version" + 1 WHERE "id" = 1', TG_ARGV[0]);
  RETURN NULL;
END
$$;
