CREATE TABLE "staff_link_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_send_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"shop_key_id" text NOT NULL,
	"sent_by" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_link_texts" ADD CONSTRAINT "staff_link_texts_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_link_texts" ADD CONSTRAINT "staff_link_texts_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_link_texts_phone_idx" ON "staff_link_texts" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "staff_link_texts_sender_idx" ON "staff_link_texts" USING btree ("sent_by","sent_at");--> statement-breakpoint
CREATE INDEX "staff_link_texts_shop_idx" ON "staff_link_texts" USING btree ("shop_key_id","sent_at");