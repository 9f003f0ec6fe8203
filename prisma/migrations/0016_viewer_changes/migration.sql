-- Every committed change that can alter what a student sees of their own account or their matches
-- tells the listening gateway processes that student's id on channel "viewer_changed", so each one
-- drops its cached sessions of that student and its cached matches answer at once
-- (docs/decisions/150-session-cache-and-viewer-versions.md). NOTIFY is transactional: nothing is
-- sent for a rolled-back write, and the message leaves at commit. A payload starting with '*' says
-- the student's card as others see it changed too (name, age, year, contacts, deletion), so every
-- cached matches answer is dropped. Other features call campus_swap_viewer_changed(id) from their
-- own triggers (e.g. blocks: both students).
CREATE FUNCTION "campus_swap_viewer_changed"(student uuid, seen_by_others boolean DEFAULT false)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('viewer_changed', CASE WHEN seen_by_others THEN '*' ELSE '' END || student::text)
$$;

-- sessions and personal API tokens: a revoked (deleted) or changed one is refused everywhere
CREATE FUNCTION "campus_swap_credential_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "campus_swap_viewer_changed"(OLD."userId");
  RETURN NULL;
END
$$;
CREATE TRIGGER "session_changed_notify" AFTER UPDATE OR DELETE ON "Session"
  FOR EACH ROW EXECUTE FUNCTION "campus_swap_credential_changed"();
CREATE TRIGGER "api_token_changed_notify" AFTER UPDATE OR DELETE ON "ApiToken"
  FOR EACH ROW EXECUTE FUNCTION "campus_swap_credential_changed"();

-- the account itself: any change drops its cached sessions; a change others can see (anything but
-- the activity stamps) drops every cached matches answer
CREATE FUNCTION "campus_swap_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "campus_swap_viewer_changed"(OLD."id", true);
  ELSE
    PERFORM "campus_swap_viewer_changed"(NEW."id",
      (to_jsonb(NEW) - 'lastActiveAt' - 'updatedAt') IS DISTINCT FROM (to_jsonb(OLD) - 'lastActiveAt' - 'updatedAt'));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "user_changed_notify" AFTER UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "campus_swap_user_changed"();

-- reveals: both students' cards change (revealedByMe / revealedToMe, contacts once connected)
CREATE FUNCTION "campus_swap_reveal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r RECORD;
BEGIN
  r := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  PERFORM "campus_swap_viewer_changed"(r."userId");
  PERFORM "campus_swap_viewer_changed"(r."targetUserId");
  RETURN NULL;
END
$$;
CREATE TRIGGER "reveal_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "Reveal"
  FOR EACH ROW EXECUTE FUNCTION "campus_swap_reveal_changed"();

-- 3-way swaps: a seat offered, joined or removed changes its student's cycles; a cycle's status
-- (connected, declined) changes every member's
CREATE FUNCTION "campus_swap_cycle_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "campus_swap_viewer_changed"(OLD."userId");
  ELSE
    PERFORM "campus_swap_viewer_changed"(NEW."userId");
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "cycle_member_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "SwapCycleMember"
  FOR EACH ROW EXECUTE FUNCTION "campus_swap_cycle_member_changed"();

CREATE FUNCTION "campus_swap_cycle_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "campus_swap_viewer_changed"(m."userId") FROM "SwapCycleMember" m WHERE m."cycleId" = NEW."id";
  RETURN NULL;
END
$$;
CREATE TRIGGER "cycle_changed_notify" AFTER UPDATE ON "SwapCycle"
  FOR EACH ROW EXECUTE FUNCTION "campus_swap_cycle_changed"();
