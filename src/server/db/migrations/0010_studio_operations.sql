CREATE TABLE "queued_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking" DROP CONSTRAINT "booking_paid_with_known";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "booked_by" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "booking_reason" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
CREATE INDEX "queued_mail_unsent_idx" ON "queued_mail" USING btree ("created_at") WHERE "queued_mail"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_booked_by_user_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_complimentary_with_reason" CHECK ("booking"."paid_with" <> 'complimentary' or "booking"."booking_reason" is not null);--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_paid_with_known" CHECK ("booking"."paid_with" in ('credits', 'subscription', 'complimentary'));--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_cancelled_with_reason" CHECK (("course"."cancelled_at" is null) = ("course"."cancellation_reason" is null));