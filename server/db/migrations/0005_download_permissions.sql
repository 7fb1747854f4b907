CREATE TABLE "download_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"download_id" text NOT NULL,
	"downloads_remaining" integer,
	"access_granted" timestamp with time zone DEFAULT now() NOT NULL,
	"access_expires" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "download_permissions_remaining_check" CHECK ("download_permissions"."downloads_remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "download_permissions" ADD CONSTRAINT "download_permissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_permissions_order_download_idx" ON "download_permissions" USING btree ("order_id","download_id");--> statement-breakpoint
-- Orders paid before permissions were kept get theirs, counted from when they were paid.
INSERT INTO "download_permissions" ("order_id", "product_id", "download_id", "downloads_remaining", "access_granted", "access_expires")
SELECT o."id", d."product_id", d."download_id",
	CASE WHEN p."download_limit" > 0 THEN p."download_limit" * sum(ol."quantity")::integer END,
	coalesce(o."paid_at", o."created_at"),
	CASE WHEN p."download_expiry_days" > 0 THEN coalesce(o."paid_at", o."created_at") + p."download_expiry_days" * interval '1 day' END
FROM "orders" o
JOIN "order_lines" ol ON ol."order_id" = o."id"
JOIN "products" p ON p."id" = ol."product_id"
LEFT JOIN "product_variations" pv ON pv."id" = ol."variation_id"
JOIN "product_downloads" d ON d."product_id" = ol."product_id"
WHERE o."status" IN ('processing', 'completed') AND coalesce(pv."downloadable", p."downloadable")
GROUP BY o."id", d."product_id", d."download_id", p."download_limit", p."download_expiry_days"
ON CONFLICT DO NOTHING;
