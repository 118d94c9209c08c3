CREATE TABLE "application_drafts" (
	"consumer_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"completed_pages" jsonb NOT NULL,
	"current_page" text NOT NULL,
	"app_code" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;