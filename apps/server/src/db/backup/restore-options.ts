export type RestoreOptions = {
  /** Replace a database (and an auth secret) that is there already. */
  force: boolean;
  /** AUTH_SECRET is set, so DATA_DIR's generated secret is not the one in use. */
  authSecretConfigured: boolean;
};
