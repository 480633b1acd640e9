-- Change stamps for incremental search index updates (docs/decisions/013-incremental-index.md).
-- Any insert or update of a vendor clears its catalog_version; the next bump of catalog_state.version stamps every
-- cleared row with the new version. The bump holds the catalog_state row lock until commit, so versions follow
-- commit order and "catalog_version > v" is exactly what changed after version v. Deleting vendors (or truncating
-- the table, as a restore does) sets rebuilt_version at the next bump in the same transaction: an index older than
-- that reads the whole catalog again.
CREATE FUNCTION vendors_clear_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.catalog_version IS DISTINCT FROM OLD.catalog_version THEN
    RETURN NEW;
  END IF;
  NEW.catalog_version := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_clear_catalog_version BEFORE INSERT OR UPDATE ON vendors
  FOR EACH ROW EXECUTE FUNCTION vendors_clear_catalog_version();
--> statement-breakpoint
CREATE FUNCTION vendors_note_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('saasmatch.vendors_removed', 'on', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_note_removal AFTER DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION vendors_note_removal();
--> statement-breakpoint
CREATE FUNCTION catalog_state_stamp_vendors() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed boolean := coalesce(current_setting('saasmatch.vendors_removed', true), '') = 'on';
BEGIN
  -- AFTER INSERT: an INSERT ... ON CONFLICT DO UPDATE fires BEFORE INSERT triggers even when it ends up updating.
  IF TG_OP = 'INSERT' THEN
    UPDATE vendors SET catalog_version = NEW.version WHERE catalog_version IS NULL;
    IF removed THEN
      UPDATE catalog_state SET rebuilt_version = NEW.version WHERE id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.version IS DISTINCT FROM OLD.version THEN
    UPDATE vendors SET catalog_version = NEW.version WHERE catalog_version IS NULL;
    IF removed THEN
      NEW.rebuilt_version := NEW.version;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_state_stamp_vendors BEFORE UPDATE ON catalog_state
  FOR EACH ROW EXECUTE FUNCTION catalog_state_stamp_vendors();
--> statement-breakpoint
CREATE TRIGGER catalog_state_stamp_vendors_on_insert AFTER INSERT ON catalog_state
  FOR EACH ROW EXECUTE FUNCTION catalog_state_stamp_vendors();
--> statement-breakpoint
UPDATE vendors SET catalog_version = (SELECT coalesce(max(version), 0) FROM catalog_state);
