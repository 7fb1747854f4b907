CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"full_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_full_at_idx" ON "rate_limits" USING btree ("full_at");