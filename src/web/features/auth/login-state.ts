/** Router state the admin guard leaves when it turns a signed-in non-admin away to /login. */
export interface LoginPageState {
  adminOnly?: boolean;
}
