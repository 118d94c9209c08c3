CREATE TABLE "document_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_consents" ADD CONSTRAINT "document_consents_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_consents_consumer_idx" ON "document_consents" USING btree ("consumer_id");