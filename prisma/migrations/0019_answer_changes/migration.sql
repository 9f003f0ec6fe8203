-- Changes that alter only a student's matches answer (reveals, 3-way swap seats and cycles), not their
-- account or credentials, are told on "viewer_changed" with a '-' before the id: the listening
-- processes drop that student's cached answers but keep their cached sessions, so a student's next
-- request after such a change costs the matches read alone, not the session lookup as well (issue 22;
-- docs/decisions/151-answer-only-changes.md). Payloads of 0016 ('' and '*') keep their meaning.
CREATE FUNCTION "campus_swap_answers_changed"(student uuid)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('viewer_changed', '-' || student::text)
$$;

CREATE OR REPLACE FUNCTION "campus_swap_reveal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r RECORD;
BEGIN
  r := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  PERFORM "campus_swap_answers_changed"(r."userId");
  PERFORM "campus_swap_answers_changed"(r."targetUserId");
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "campus_swap_cycle_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "campus_swap_answers_changed"(OLD."userId");
  ELSE
    PERFORM "campus_swap_answers_changed"(NEW."userId");
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "campus_swap_cycle_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "campus_swap_answers_changed"(m."userId") FROM "SwapCycleMember" m WHERE m."cycleId" = NEW."id";
  RETURN NULL;
END
$$;
