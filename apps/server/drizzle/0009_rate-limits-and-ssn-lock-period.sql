CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "ssn_check_window_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");