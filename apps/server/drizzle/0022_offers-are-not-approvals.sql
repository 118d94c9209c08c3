-- Decision 277: a prequal offer is an offer until the customer accepts it and the lender approves that
-- application. Journeys whose milestone "approved" was set by an offer are recounted from their lenders'
-- decisions (journey_lender_decisions): no approval at all clears it; else the first approval, in store or
-- funding sets it, with whether a decline came before it.
UPDATE "journeys" AS j
   SET "approved_at" = NULL, "approved_app_code" = NULL, "approved_amount" = NULL,
       "approved_after_decline" = false
 WHERE j."approved_at" IS NOT NULL
   AND NOT EXISTS (
     SELECT 1 FROM "journey_lender_decisions" AS d
      WHERE d."consumer_id" = j."consumer_id" AND d."shop_key_id" = j."shop_key_id"
        AND d."status" IN ('approved', 'approved-in-store', 'funded'));
--> statement-breakpoint
UPDATE "journeys" AS j
   SET "approved_at" = f."decided_at", "approved_app_code" = f."app_code", "approved_amount" = f."amount",
       "approved_after_decline" = EXISTS (
         SELECT 1 FROM "journey_lender_decisions" AS x
          WHERE x."consumer_id" = f."consumer_id" AND x."shop_key_id" = f."shop_key_id"
            AND x."status" = 'declined' AND x."decided_at" <= f."decided_at")
  FROM (
    SELECT DISTINCT ON (d."consumer_id", d."shop_key_id")
           d."consumer_id", d."shop_key_id", d."decided_at", d."app_code", d."amount"
      FROM "journey_lender_decisions" AS d
     WHERE d."status" IN ('approved', 'approved-in-store', 'funded')
     ORDER BY d."consumer_id", d."shop_key_id", d."decided_at"
  ) AS f
 WHERE f."consumer_id" = j."consumer_id" AND f."shop_key_id" = j."shop_key_id"
   -- Set by an offer decided before the first approval (or never set): a real approval set it at that time.
   AND (j."approved_at" IS NULL OR j."approved_at" < f."decided_at");
