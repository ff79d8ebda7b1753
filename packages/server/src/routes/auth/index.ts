import type { App } from '../../app.ts';
import { passwordRoutes } from './password.ts';
import { signUpRoutes } from './register.ts';
import { sessionRoutes } from './session.ts';

/** Accounts and sessions: sign-up, verification, login, reauth, logout, password change and reset. */
export async function authRoutes(app: App): Promise<void> {
  await app.register(signUpRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
}
