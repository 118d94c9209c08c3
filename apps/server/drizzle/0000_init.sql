CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"shop_key_id" text NOT NULL,
	"app_type" text NOT NULL,
	"tier" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"card_art" jsonb,
	"signed_flag" text DEFAULT '0' NOT NULL,
	"funding_type" text DEFAULT '1' NOT NULL,
	"app_data" jsonb NOT NULL,
	"ssn_ciphertext" text,
	"ssn_hmac" text,
	"last4" text DEFAULT '' NOT NULL,
	"selected_apps" text DEFAULT '' NOT NULL,
	"confirm_timestamp" text NOT NULL,
	"quick_screen_accept" text,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_mobile" text,
	"mode" text DEFAULT 'apply' NOT NULL,
	"link_code" text,
	"is_test_key" boolean DEFAULT false NOT NULL,
	"shop_key_id" text,
	"keyword" text,
	"submission_source" text DEFAULT 'web' NOT NULL,
	"send_text" text DEFAULT '0' NOT NULL,
	"consumer_selected_apps" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lookup_hash" text NOT NULL,
	"code_hmac" text NOT NULL,
	"phone_mobile" text NOT NULL,
	"ip" text NOT NULL,
	"mode" text DEFAULT 'apply' NOT NULL,
	"link_code" text,
	"shop_key_id" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"key_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"addr1" text NOT NULL,
	"addr2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"lenders" text NOT NULL,
	"acct_id" text NOT NULL,
	"sub_id" text NOT NULL,
	"store_number" text NOT NULL,
	"bsro" text DEFAULT '0' NOT NULL,
	"card_art" jsonb,
	"synchrony_prequal_accept" text DEFAULT '0' NOT NULL,
	"keyword" text,
	"company_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_idempotency_idx" ON "applications" USING btree ("consumer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "applications_consumer_idx" ON "applications" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "applications_ssn_hmac_idx" ON "applications" USING btree ("ssn_hmac");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_phone_mode_idx" ON "consumers" USING btree ("phone_mobile","mode") WHERE "consumers"."phone_mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_link_code_idx" ON "consumers" USING btree ("link_code");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_lookup_idx" ON "otp_challenges" USING btree ("lookup_hash");--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_idx" ON "otp_challenges" USING btree ("phone_mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_ip_idx" ON "otp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "shops_lat_lng_idx" ON "shops" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "shops_keyword_idx" ON "shops" USING btree ("keyword");