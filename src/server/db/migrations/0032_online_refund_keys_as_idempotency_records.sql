-- An online refund's Idempotency-Key is kept as a desk refund's is, in idempotency_record, bound
-- to the request's body (features/payments/refund-online-sale.ts), not beside the refund.
DROP INDEX "online_refund_request_key_idx";--> statement-breakpoint
ALTER TABLE "online_refund" DROP COLUMN "request_key";
