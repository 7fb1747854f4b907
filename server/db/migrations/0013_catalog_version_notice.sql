-- A session that set storefront.catalog_notice to 'on' is told of each new catalog or stock
-- version when the change commits (NOTIFY catalog_version, payload "version stock_version"). The
-- embedded PGlite's one session sets it: the process that owns the database then knows its
-- catalog's version without reading it for every page (catalog-clock.ts). PostgreSQL's sessions
-- leave it unset, so their commits take no notification queue lock and read the version instead.
CREATE FUNCTION "notice_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('storefront.catalog_notice', true) = 'on' THEN
    PERFORM pg_notify('catalog_version', NEW."version" || ' ' || NEW."stock_version");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_version_notice" AFTER UPDATE ON "catalog_version" FOR EACH ROW EXECUTE FUNCTION "notice_catalog_version"();
