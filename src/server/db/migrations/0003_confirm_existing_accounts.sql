-- Sign-up now asks for the e-mail address to be confirmed before the first sign-in. Accounts made
-- before that have been in use with their address; they keep signing in as they did.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
