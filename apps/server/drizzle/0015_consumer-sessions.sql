CREATE TABLE "consumer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "consumer_sessions" ADD CONSTRAINT "consumer_sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_sessions_consumer_idx" ON "consumer_sessions" USING btree ("consumer_id");