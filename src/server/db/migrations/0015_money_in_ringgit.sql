CREATE TABLE "credit_batch" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"credits" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"sale_id" uuid,
	"expiry_warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_batch_credits_positive" CHECK ("credit_batch"."credits" >= 1),
	CONSTRAINT "credit_batch_remaining_in_range" CHECK ("credit_batch"."remaining" >= 0 and "credit_batch"."remaining" <= "credit_batch"."credits")
);
--> statement-breakpoint
CREATE TABLE "credit_batch_movement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "credit_batch_movement_not_zero" CHECK ("credit_batch_movement"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "credit_pack" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"credits" integer NOT NULL,
	"price_sen" integer NOT NULL,
	"validity_days" integer,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_pack_credits_positive" CHECK ("credit_pack"."credits" >= 1),
	CONSTRAINT "credit_pack_price_not_negative" CHECK ("credit_pack"."price_sen" >= 0),
	CONSTRAINT "credit_pack_validity_positive" CHECK ("credit_pack"."validity_days" is null or "credit_pack"."validity_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "receipt_series" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_series_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "sale" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" text NOT NULL,
	"user_id" text NOT NULL,
	"credit_pack_id" uuid,
	"item" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"payment_method" text NOT NULL,
	"reference" text,
	"remark" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "sale_credits_positive" CHECK ("sale"."credits" >= 1),
	CONSTRAINT "sale_amount_not_negative" CHECK ("sale"."amount_sen" >= 0),
	CONSTRAINT "sale_payment_method_known" CHECK ("sale"."payment_method" in ('Cash', 'QR Pay', 'Card', 'Bank Transfer', 'FOC', 'Other')),
	CONSTRAINT "sale_free_of_charge_is_free" CHECK ("sale"."payment_method" <> 'FOC' or "sale"."amount_sen" = 0)
);
--> statement-breakpoint
CREATE TABLE "sale_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_number" text NOT NULL,
	"sale_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"credits" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refund_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "sale_refund_amount_not_negative" CHECK ("sale_refund"."amount_sen" >= 0),
	CONSTRAINT "sale_refund_credits_not_negative" CHECK ("sale_refund"."credits" >= 0),
	CONSTRAINT "sale_refund_not_empty" CHECK ("sale_refund"."amount_sen" + "sale_refund"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_entry" DROP CONSTRAINT "credit_entry_reason_known";--> statement-breakpoint
ALTER TABLE "credit_entry" DROP CONSTRAINT "credit_entry_payment_method_known";--> statement-breakpoint
ALTER TABLE "credit_entry" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "price_sen" integer;--> statement-breakpoint
ALTER TABLE "credit_batch" ADD CONSTRAINT "credit_batch_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_batch" ADD CONSTRAINT "credit_batch_sale_id_sale_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_batch_movement" ADD CONSTRAINT "credit_batch_movement_entry_id_credit_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."credit_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_batch_movement" ADD CONSTRAINT "credit_batch_movement_batch_id_credit_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."credit_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_credit_pack_id_credit_pack_id_fk" FOREIGN KEY ("credit_pack_id") REFERENCES "public"."credit_pack"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund" ADD CONSTRAINT "sale_refund_sale_id_sale_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund" ADD CONSTRAINT "sale_refund_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund" ADD CONSTRAINT "sale_refund_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_batch_user_idx" ON "credit_batch" USING btree ("user_id") WHERE "credit_batch"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "credit_batch_expiry_idx" ON "credit_batch" USING btree ("expires_at") WHERE "credit_batch"."remaining" > 0 and "credit_batch"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_batch_sale_idx" ON "credit_batch" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "credit_batch_movement_entry_idx" ON "credit_batch_movement" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "credit_batch_movement_batch_idx" ON "credit_batch_movement" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "sale_created_idx" ON "sale" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sale_user_idx" ON "sale" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_refund_created_idx" ON "sale_refund" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sale_refund_sale_idx" ON "sale_refund" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_refund_user_idx" ON "sale_refund" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_sale_id_sale_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_reason_known" CHECK ("credit_entry"."reason" in ('class_booking', 'class_cancellation', 'credit_purchase', 'initial_credits', 'admin_adjustment', 'package_purchase', 'no_show_fee', 'credit_expiry', 'sale_refund'));--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_payment_method_known" CHECK ("credit_entry"."payment_method" is null or "credit_entry"."payment_method" in ('Cash', 'QR Pay', 'Card', 'Bank Transfer', 'FOC', 'Other'));--> statement-breakpoint
ALTER TABLE "package" ADD CONSTRAINT "package_price_sen_not_negative" CHECK ("package"."price_sen" is null or "package"."price_sen" >= 0);--> statement-breakpoint
-- Credits held before batches existed carry over as one batch each that never expires.
INSERT INTO "credit_batch" ("user_id", "credits", "remaining", "created_at")
SELECT "id", "credits", "credits", now() FROM "user" WHERE "credits" > 0;
