-- Every committed change to a listing (insert, update, delete, including the cascade of an account
-- purge) tells the listening gateway processes its id on channel "listing_changed", so each one's
-- matching index catches up within milliseconds (docs/decisions/035-listing-change-notifications.md).
-- NOTIFY is transactional: nothing is sent for a rolled-back write, and the message leaves at commit.
CREATE FUNCTION "campus_swap_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listing_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD."id"::text ELSE NEW."id"::text END);
  RETURN NULL;
END
$$;

CREATE TRIGGER "listing_changed_notify"
  AFTER INSERT OR UPDATE OR DELETE ON "Listing"
  FOR EACH ROW EXECUTE FUNCTION "campus_swap_listing_changed"();
