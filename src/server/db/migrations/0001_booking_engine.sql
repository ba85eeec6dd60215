CREATE TABLE "idempotency_record" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_record_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_record" ADD CONSTRAINT "idempotency_record_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_record_created_idx" ON "idempotency_record" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entry_one_free_trial" ON "credit_entry" USING btree ("user_id") WHERE "credit_entry"."reason" = 'initial_credits';