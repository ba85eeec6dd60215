CREATE TABLE "waitlist_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entry_line_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"booking_id" uuid,
	"outcome_reason" text,
	"ended_by" text,
	CONSTRAINT "waitlist_status_known" CHECK ("waitlist_entry"."status" in ('waiting', 'booked', 'left', 'removed', 'skipped', 'closed')),
	CONSTRAINT "waitlist_booked_with_booking" CHECK (("waitlist_entry"."status" = 'booked') = ("waitlist_entry"."booking_id" is not null)),
	CONSTRAINT "waitlist_ended_when_not_waiting" CHECK (("waitlist_entry"."status" = 'waiting') = ("waitlist_entry"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "class_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_waiting_per_user_course" ON "waitlist_entry" USING btree ("course_id","user_id") WHERE "waitlist_entry"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_line_idx" ON "waitlist_entry" USING btree ("course_id","line") WHERE "waitlist_entry"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_user_idx" ON "waitlist_entry" USING btree ("user_id","joined_at");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_calendar_token_unique" UNIQUE("calendar_token");