/**
 * Better Auth's reset-password endpoint looks tokens up under this identifier, with the user id as
 * value (better-auth 1.7 src/api/routes/password.ts). It is stored in plain text because the app
 * configures no `verification.storeIdentifier`; if that ever changes, these rows must be hashed alike.
 * Invitations issue their one-time links under it too.
 */
export const RESET_PASSWORD_PREFIX = 'reset-password:';
