DROP INDEX "sale_created_idx";--> statement-breakpoint
DROP INDEX "sale_refund_created_idx";--> statement-breakpoint
CREATE INDEX "sale_created_idx" ON "sale" USING btree ("created_at","receipt_number");--> statement-breakpoint
CREATE INDEX "sale_refund_created_idx" ON "sale_refund" USING btree ("created_at","credit_note_number");