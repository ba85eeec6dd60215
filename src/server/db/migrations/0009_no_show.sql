ALTER TABLE "credit_entry" DROP CONSTRAINT "credit_entry_reason_known";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_fee_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_no_show_not_attended" CHECK (not ("booking"."no_show" and "booking"."attended"));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_no_show_fee_only_for_no_show" CHECK ("booking"."no_show_fee_credits" = 0 or ("booking"."no_show" and "booking"."no_show_fee_credits" > 0));--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_reason_known" CHECK ("credit_entry"."reason" in ('class_booking', 'class_cancellation', 'credit_purchase', 'initial_credits', 'admin_adjustment', 'package_purchase', 'no_show_fee'));