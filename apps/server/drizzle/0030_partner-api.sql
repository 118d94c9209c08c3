CREATE TABLE "partner_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_key_id" text NOT NULL,
	"mode" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"replaced_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_idempotency_keys" (
	"shop_key_id" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_idempotency_keys_shop_key_id_key_pk" PRIMARY KEY("shop_key_id","key")
);
--> statement-breakpoint
CREATE TABLE "partner_journeys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_key_id" text NOT NULL,
	"api_key_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_journeys" ADD CONSTRAINT "partner_journeys_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_journeys" ADD CONSTRAINT "partner_journeys_api_key_id_partner_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."partner_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_api_keys_secret_idx" ON "partner_api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "partner_api_keys_shop_idx" ON "partner_api_keys" USING btree ("shop_key_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_idempotency_keys_created_idx" ON "partner_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partner_journeys_shop_idx" ON "partner_journeys" USING btree ("shop_key_id","created_at","id");--> statement-breakpoint
CREATE INDEX "partner_journeys_reference_idx" ON "partner_journeys" USING btree ("shop_key_id","reference");