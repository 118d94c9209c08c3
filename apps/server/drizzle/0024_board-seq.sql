CREATE SEQUENCE "public"."journey_board_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "board_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "journeys_board_seq_idx" ON "journeys" USING btree ("shop_key_id","board_seq");