CREATE TABLE "shop_directory_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "shops_lat_lng_idx";--> statement-breakpoint
-- Hand-written below the generated statements: the single counter row and the statement trigger that bumps it on
-- every change to shops (docs/decisions/026). Statement-level, so a bulk insert of 1,000 rows is one bump.
INSERT INTO "shop_directory_revision" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_shop_directory_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shop_directory_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "shops_bump_directory_revision"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_shop_directory_revision"();
