ALTER TABLE "shops" ADD COLUMN "apply_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_apply_code_idx" ON "shops" USING btree ("apply_code");