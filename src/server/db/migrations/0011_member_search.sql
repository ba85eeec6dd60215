-- The admin's member search (issue #21): part of a name, nickname, e-mail or phone, whatever the
-- case and accents. The index below needs what these statements make, so they come before it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE, as the dictionary it reads by default depends on the search path; with
-- the dictionary named in full, the answer depends on the text alone, so an index may use it.
CREATE FUNCTION "studio_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));
--> statement-breakpoint
-- What the search looks in: the folded name, nickname and e-mail, then the phone's digits alone,
-- so "0123" finds "+60123…" however the number was typed.
CREATE FUNCTION "studio_member_search_text"(name text, nickname text, email text, phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN studio_fold(coalesce(name, '') || ' ' || coalesce(nickname, '') || ' ' || coalesce(email, ''))
    || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '');
--> statement-breakpoint
CREATE INDEX "user_member_search_idx" ON "user" USING gin (studio_member_search_text("name", "nickname", "email", "phone") gin_trgm_ops);
