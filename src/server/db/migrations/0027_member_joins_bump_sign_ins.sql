-- A member who joins, or who leaves without a session, changes the count All Users shows, which
-- an app instance keeps while the sign-ins' version holds (features/admin-users/list-users.ts):
-- their commit bumps it too, as every other change to a member does (0023).
CREATE CONSTRAINT TRIGGER "user_joins_or_leaves_sign_in" AFTER INSERT OR DELETE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_change_version"('sign_in_version');
