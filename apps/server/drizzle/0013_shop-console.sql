CREATE TABLE "organisation_locations" (
	"shop_key_id" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"user_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"shop_key_id" text,
	"target_type" text,
	"target_id" text,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_link_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_code" text NOT NULL,
	"consumer_id" uuid NOT NULL,
	"shop_key_id" text NOT NULL,
	"sent_by" uuid NOT NULL,
	"phone" text NOT NULL,
	"purchase_amount_cents" integer,
	"note" text DEFAULT '' NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" uuid NOT NULL,
	"shop_key_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "staff_roles_user_id_shop_key_id_pk" PRIMARY KEY("user_id","shop_key_id")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_webauthn_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_locations" ADD CONSTRAINT "organisation_locations_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_locations" ADD CONSTRAINT "organisation_locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_email_tokens" ADD CONSTRAINT "staff_email_tokens_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_link_sends" ADD CONSTRAINT "staff_link_sends_link_code_link_codes_code_fk" FOREIGN KEY ("link_code") REFERENCES "public"."link_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_link_sends" ADD CONSTRAINT "staff_link_sends_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_link_sends" ADD CONSTRAINT "staff_link_sends_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_link_sends" ADD CONSTRAINT "staff_link_sends_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_shop_key_id_shops_key_id_fk" FOREIGN KEY ("shop_key_id") REFERENCES "public"."shops"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_locations_org_idx" ON "organisation_locations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_org_idx" ON "staff_audit_log" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "staff_email_tokens_user_idx" ON "staff_email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_link_sends_shop_idx" ON "staff_link_sends" USING btree ("shop_key_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_link_sends_consumer_idx" ON "staff_link_sends" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_user_idx" ON "staff_passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_roles_shop_idx" ON "staff_roles" USING btree ("shop_key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_idx" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_idx" ON "staff_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_users_org_idx" ON "staff_users" USING btree ("organisation_id");--> statement-breakpoint
-- The audit log is append-only (issue 19 item 5: nobody edits it): UPDATE and DELETE are refused for every
-- database user the app connects as. A retention purge (issue 20) would record itself and go through a
-- migration-owned function, never through the app's ordinary statements.
CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON "staff_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();
