CREATE TABLE "aff_card_checks" (
	"consumer_id" uuid NOT NULL,
	"app_request_id" text NOT NULL,
	"card_hmac" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "aff_card_checks_consumer_id_app_request_id_pk" PRIMARY KEY("consumer_id","app_request_id")
);
--> statement-breakpoint
ALTER TABLE "aff_card_checks" ADD CONSTRAINT "aff_card_checks_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;