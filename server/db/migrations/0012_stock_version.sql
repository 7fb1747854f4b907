ALTER TABLE "catalog_version" ADD COLUMN "stock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An update of products or variations that changed only stock quantities or sales counts (an
-- order taking stock, a refund putting it back) advances stock_version instead of version: pages
-- may show such a stock a few seconds late (the catalog clock), which keeps them cached through a
-- sale. Any other change, a stock status that flips to out of stock included, advances version.
CREATE FUNCTION "bump_catalog_or_stock_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "old_rows" o FULL JOIN "new_rows" n ON n."id" = o."id"
    WHERE o."id" IS NULL OR n."id" IS NULL
      OR (to_jsonb(o) - 'stock_quantity' - 'total_sales') IS DISTINCT FROM (to_jsonb(n) - 'stock_quantity' - 'total_sales')
  ) THEN
    UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  ELSIF EXISTS (SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n)) THEN
    UPDATE "catalog_version" SET "stock_version" = "stock_version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "products_catalog_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_or_stock_version" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_or_stock_version"();--> statement-breakpoint
DROP TRIGGER "product_variations_catalog_version" ON "product_variations";--> statement-breakpoint
CREATE TRIGGER "product_variations_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "product_variations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_variations_catalog_or_stock_version" AFTER UPDATE ON "product_variations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_or_stock_version"();--> statement-breakpoint
-- Prices are shown with the tax of the shopper's location, and carts priced with the shop's
-- shipping: pages and the pricing setup kept per catalog generation must see these change too.
CREATE TRIGGER "tax_rates_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_zones_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zones" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_zone_locations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zone_locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_methods_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
