-- Every process keeps an in-memory search index of the catalog and checks catalog_state.version each second. A
-- NOTIFY on each bump lets a process that LISTENs update at once instead of at its next check
-- (app/db/create-db.server.ts listen(), docs/decisions/013-incremental-index.md). The notification is sent when the
-- bumping transaction commits, and not at all when it rolls back. The payload is the table's schema, so a process
-- on another schema of the same database can ignore it.
CREATE FUNCTION catalog_state_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saasmatch_catalog', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_state_notify AFTER INSERT OR UPDATE ON catalog_state
  FOR EACH ROW EXECUTE FUNCTION catalog_state_notify();
