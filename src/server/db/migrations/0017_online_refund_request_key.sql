ALTER TABLE "online_refund" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "online_refund_request_key_idx" ON "online_refund" USING btree ("sale_id","request_key");