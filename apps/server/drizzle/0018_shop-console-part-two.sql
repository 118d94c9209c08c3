CREATE TABLE "journey_lender_decisions" (
	"consumer_id" uuid NOT NULL,
	"shop_key_id" text NOT NULL,
	"app_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer,
	"mode" text DEFAULT 'apply' NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journey_lender_decisions_consumer_id_shop_key_id_app_code_kind_pk" PRIMARY KEY("consumer_id","shop_key_id","app_code","kind")
);
--> statement-breakpoint
CREATE TABLE "organisation_lender_agreements" (
	"organisation_id" uuid NOT NULL,
	"app_code" text NOT NULL,
	CONSTRAINT "organisation_lender_agreements_organisation_id_app_code_pk" PRIMARY KEY("organisation_id","app_code")
);
--> statement-breakpoint
CREATE TABLE "staff_training_steps" (
	"staff_user_id" uuid NOT NULL,
	"programme" text NOT NULL,
	"step" text NOT NULL,
	"shop_key_id" text,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_training_steps_staff_user_id_programme_step_pk" PRIMARY KEY("staff_user_id","programme","step")
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "mode" text DEFAULT 'apply' NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "lender_list" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "staff_user_id" uuid;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "first_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "approved_app_code" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "approved_amount" integer;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "approved_after_decline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "sale_outcome" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "sale_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "sale_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "sale_marked_by" uuid;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "contact_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_lender_agreements" ADD CONSTRAINT "organisation_lender_agreements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training_steps" ADD CONSTRAINT "staff_training_steps_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_lender_decisions_report_idx" ON "journey_lender_decisions" USING btree ("shop_key_id","mode","decided_at");--> statement-breakpoint
CREATE INDEX "journeys_report_idx" ON "journeys" USING btree ("shop_key_id","mode","started_at");--> statement-breakpoint
CREATE INDEX "journeys_updated_idx" ON "journeys" USING btree ("updated_at");--> statement-breakpoint
-- Journeys begun before this release: their mode is their consumer's, and their milestones are read back from
-- their events, so the reports count them too (decision 196).
UPDATE "journeys" SET "mode" = "consumers"."mode" FROM "consumers" WHERE "consumers"."id" = "journeys"."consumer_id";--> statement-breakpoint
UPDATE "journeys" j SET
  "verified_at" = (SELECT min(e."at") FROM "journey_events" e WHERE e."consumer_id" = j."consumer_id" AND e."shop_key_id" = j."shop_key_id" AND e."type" = 'phone-verified'),
  "submitted_at" = (SELECT min(e."at") FROM "journey_events" e WHERE e."consumer_id" = j."consumer_id" AND e."shop_key_id" = j."shop_key_id" AND e."type" = 'submitted'),
  "first_decided_at" = (SELECT min(e."at") FROM "journey_events" e WHERE e."consumer_id" = j."consumer_id" AND e."shop_key_id" = j."shop_key_id" AND e."type" = 'decided');--> statement-breakpoint
-- An organisation has agreements with the lenders its locations already offer.
INSERT INTO "organisation_lender_agreements" ("organisation_id", "app_code")
SELECT DISTINCT l."organisation_id", trim(code)
FROM "organisation_locations" l
JOIN "shops" s ON s."key_id" = l."shop_key_id"
CROSS JOIN LATERAL unnest(string_to_array(s."lenders", ',')) AS code
WHERE trim(code) <> ''
ON CONFLICT DO NOTHING;
