CREATE TABLE "link_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"consumer_id" uuid NOT NULL,
	"shop_key_id" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "consumers_link_code_idx";--> statement-breakpoint
ALTER TABLE "link_codes" ADD CONSTRAINT "link_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_codes" ADD CONSTRAINT "link_codes_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_codes_consumer_idx" ON "link_codes" USING btree ("consumer_id");--> statement-breakpoint
-- Hand-added: existing link codes move over before the column goes. Test keys keep no expiry; the rest get
-- the default 24 hours from when they were made.
INSERT INTO "link_codes" ("code", "consumer_id", "shop_key_id", "expires_at", "created_at")
SELECT "link_code", "id", "shop_key_id",
  CASE WHEN "is_test_key" THEN NULL ELSE "created_at" + interval '24 hours' END, "created_at"
FROM "consumers" WHERE "link_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "consumers" DROP COLUMN "link_code";