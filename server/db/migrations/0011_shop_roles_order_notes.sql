CREATE TABLE "order_notes" (
	"id" integer PRIMARY KEY DEFAULT nextval('reviews_id_seq') NOT NULL,
	"order_id" integer NOT NULL,
	"content" text NOT NULL,
	"is_customer_note" boolean DEFAULT false NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status_before_trash" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_added_by_customers_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role_check" CHECK ("customers"."role" in ('customer', 'shop_manager', 'administrator'));