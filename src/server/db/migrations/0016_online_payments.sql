CREATE TABLE "online_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"credits" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"stripe_refund_id" text,
	"sale_refund_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_refund_stripe_refund_id_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "online_refund_sale_refund_id_unique" UNIQUE("sale_refund_id"),
	CONSTRAINT "online_refund_status_known" CHECK ("online_refund"."status" in ('requested', 'pending', 'succeeded', 'failed')),
	CONSTRAINT "online_refund_amount_positive" CHECK ("online_refund"."amount_sen" >= 1),
	CONSTRAINT "online_refund_credits_not_negative" CHECK ("online_refund"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"credit_pack_id" uuid,
	"package_id" uuid,
	"item" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"sale_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_order_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "payment_order_sale_id_unique" UNIQUE("sale_id"),
	CONSTRAINT "payment_order_status_known" CHECK ("payment_order"."status" in ('open', 'pending', 'paid', 'failed', 'expired', 'refunded')),
	CONSTRAINT "payment_order_one_product" CHECK (("payment_order"."credit_pack_id" is null) <> ("payment_order"."package_id" is null)),
	CONSTRAINT "payment_order_amount_positive" CHECK ("payment_order"."amount_sen" >= 1),
	CONSTRAINT "payment_order_credits_not_negative" CHECK ("payment_order"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_entry" DROP CONSTRAINT "credit_entry_payment_method_known";--> statement-breakpoint
ALTER TABLE "sale" DROP CONSTRAINT "sale_credits_positive";--> statement-breakpoint
ALTER TABLE "sale" DROP CONSTRAINT "sale_payment_method_known";--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "online_refund" ADD CONSTRAINT "online_refund_sale_id_sale_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refund" ADD CONSTRAINT "online_refund_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refund" ADD CONSTRAINT "online_refund_sale_refund_id_sale_refund_id_fk" FOREIGN KEY ("sale_refund_id") REFERENCES "public"."sale_refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_credit_pack_id_credit_pack_id_fk" FOREIGN KEY ("credit_pack_id") REFERENCES "public"."credit_pack"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_sale_id_sale_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_refund_sale_idx" ON "online_refund" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "payment_order_user_idx" ON "payment_order" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_subscription_id_user_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscription"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_subscription_id_unique" UNIQUE("subscription_id");--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_payment_method_known" CHECK ("credit_entry"."payment_method" is null or "credit_entry"."payment_method" in ('Cash', 'QR Pay', 'Card', 'Bank Transfer', 'FOC', 'Other', 'Online'));--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_credits_positive" CHECK ("sale"."credits" >= 1 or ("sale"."subscription_id" is not null and "sale"."credits" = 0));--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_payment_method_known" CHECK ("sale"."payment_method" in ('Cash', 'QR Pay', 'Card', 'Bank Transfer', 'FOC', 'Other', 'Online'));