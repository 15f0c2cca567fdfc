ALTER TABLE "bookings" ADD COLUMN "form_id" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "form_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_form_id_unique" UNIQUE("form_id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_form_id_unique" UNIQUE("form_id");