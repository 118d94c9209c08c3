CREATE TABLE "credit_check_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"shop_key_id" text NOT NULL,
	"app_code" text NOT NULL,
	"credit_check" text NOT NULL,
	"after_decline_of" text,
	"consent_text" text NOT NULL,
	"application_id" uuid NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"shop_key_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"type" text NOT NULL,
	"app_code" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"consumer_id" uuid NOT NULL,
	"shop_key_id" text NOT NULL,
	"stage" text NOT NULL,
	"page" text,
	"next_step" jsonb,
	"lenders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_consumer_id_shop_key_id_pk" PRIMARY KEY("consumer_id","shop_key_id")
);
--> statement-breakpoint
ALTER TABLE "credit_check_consents" ADD CONSTRAINT "credit_check_consents_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_check_consents_consumer_idx" ON "credit_check_consents" USING btree ("consumer_id","shop_key_id");--> statement-breakpoint
CREATE INDEX "journey_events_journey_idx" ON "journey_events" USING btree ("consumer_id","shop_key_id","at");--> statement-breakpoint
CREATE INDEX "journeys_shop_idx" ON "journeys" USING btree ("shop_key_id","updated_at");