CREATE TABLE "grouped_product_children" (
	"parent_id" integer NOT NULL,
	"position" integer NOT NULL,
	"child_id" integer NOT NULL,
	CONSTRAINT "grouped_product_children_parent_id_position_pk" PRIMARY KEY("parent_id","position"),
	CONSTRAINT "grouped_product_children_parent_child_key" UNIQUE("parent_id","child_id"),
	CONSTRAINT "grouped_product_children_not_self_check" CHECK ("grouped_product_children"."parent_id" <> "grouped_product_children"."child_id")
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_type_check";--> statement-breakpoint
ALTER TABLE "grouped_product_children" ADD CONSTRAINT "grouped_product_children_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_product_children" ADD CONSTRAINT "grouped_product_children_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grouped_product_children_child_idx" ON "grouped_product_children" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_check" CHECK ("products"."type" in ('simple', 'variable', 'external', 'grouped'));--> statement-breakpoint
-- A change to a group's children changes what the catalog answers: cached rows must go (see 0001).
CREATE TRIGGER "grouped_product_children_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "grouped_product_children" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();