-- A franchise's monthly invoices (issue 13): the month (first day) an invoice closes, one per franchise and month
-- (students' payment invoices have none), when it was e-mailed, and the codes of the close's own lines.
ALTER TABLE "invoice_items" ADD COLUMN "code" varchar(20);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_invoice_code_key" ON "invoice_items" USING btree ("invoice_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_user_period_key" ON "invoices" USING btree ("user_id","period");--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_code_check" CHECK ("invoice_items"."code" is null or "invoice_items"."code" in ('royalty', 'pr'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_check" CHECK ("invoices"."period" is null or extract(day from "invoices"."period") = 1);