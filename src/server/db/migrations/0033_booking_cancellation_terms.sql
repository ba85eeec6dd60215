ALTER TABLE "booking" ADD COLUMN "cancellation_deadline_minutes" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "late_cancellation" text;