-- Whether the session of an access token is alive (auth/session-state.ts), as one function call: 0
-- alive; 1 the user no longer exists; 2 the user is deactivated; 3 the user's session version moved
-- on (password, roles or account changed); 4 the token's refresh-token family was revoked (sign-out,
-- a reused refresh token). Every request with a token asks it, most as a column of a list's count
-- statement. Written out as sub-selects there, PostgreSQL planned them at every request (the list's
-- statements are unnamed, for plans fitted to each search): ~0.05 ms of the database's CPU per
-- request. A PL/pgSQL function's statements are planned once per connection and the caller's plan
-- sees one function call (docs/performance.md, List).
CREATE FUNCTION session_state(p_user integer, p_family uuid, p_version integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_version integer;
  v_active boolean;
BEGIN
  SELECT session_version, is_active INTO v_version, v_active FROM users WHERE id = p_user;
  IF NOT FOUND THEN
    RETURN 1;
  END IF;
  IF NOT v_active THEN
    RETURN 2;
  END IF;
  IF v_version IS DISTINCT FROM p_version THEN
    RETURN 3;
  END IF;
  IF p_family IS NOT NULL
    AND EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = p_family AND revoked_at IS NOT NULL) THEN
    RETURN 4;
  END IF;
  RETURN 0;
END
$$;
