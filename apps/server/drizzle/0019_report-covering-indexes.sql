DROP INDEX "journey_lender_decisions_report_idx";--> statement-breakpoint
DROP INDEX "journeys_report_idx";--> statement-breakpoint
CREATE INDEX "journey_lender_decisions_report_idx" ON "journey_lender_decisions" USING btree ("shop_key_id","mode","decided_at","app_code","status","amount");--> statement-breakpoint
CREATE INDEX "journeys_report_idx" ON "journeys" USING btree ("shop_key_id","mode","started_at","verified_at","submitted_at","first_decided_at","approved_at","approved_after_decline","sale_outcome","sale_amount_cents","page");