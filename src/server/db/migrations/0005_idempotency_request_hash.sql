-- A record made before requests were hashed gets a hash no request has: a retry of it is refused
-- (422) rather than replayed, which never books or recharges twice. Records live about a day.
ALTER TABLE "idempotency_record" ADD COLUMN "request_hash" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "idempotency_record" ALTER COLUMN "request_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_record" DROP COLUMN "scope";
