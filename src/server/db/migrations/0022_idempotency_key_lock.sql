-- A request that carries an Idempotency-Key holds its key's lock until its transaction ends
-- (features/idempotency/run-idempotent.ts), so another request can tell that one with the same
-- key is under way without waiting for it. The first key (26) names these locks; 25 names the
-- report days' (0021).
CREATE FUNCTION "lock_idempotency_key"("user_id" text, "key" text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(26, hashtext("user_id" || ' ' || "key"));
$$;
--> statement-breakpoint
-- Whether no request with this key is under way nor has been answered: then a refusal read
-- before the request's transaction (features/bookings/booking-attempts.ts) is its answer.
-- Volatile, so its look for an answer is a fresh read taken after the look for a request under
-- way: an answer committed at any moment before that look is seen, even one committed after the
-- calling statement began.
CREATE FUNCTION "idempotency_key_unused"("user_id" text, "key" text) RETURNS boolean
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock_shared(26, hashtext("user_id" || ' ' || "key")) THEN
    RETURN false;
  END IF;
  RETURN NOT EXISTS (
    SELECT 1 FROM "idempotency_record" r WHERE r."user_id" = $1 AND r."key" = $2
  );
END
$$;
