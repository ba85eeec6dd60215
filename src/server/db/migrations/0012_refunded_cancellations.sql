ALTER TABLE "booking" ADD COLUMN "refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now every cancellation but a late one gave back what was paid.
UPDATE "booking" SET "refunded" = true WHERE "status" = 'cancelled' AND NOT "cancelled_late";--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_refunded_only_cancelled" CHECK (not "booking"."refunded" or "booking"."status" = 'cancelled');