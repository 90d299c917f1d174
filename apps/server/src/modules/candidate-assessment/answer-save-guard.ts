import type { FastifyError, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { refuseOtherRoles, signedIn } from '../auth/guards';
import { createSignedSessionReader, type SignedSession } from '../auth/session-reader';

/**
 * The answer save's guard (decision 022). A cookie with our signature is not looked up before the save:
 * the save's one statement checks the session token, its expiry and the candidate role itself, so a save
 * is one round trip instead of two. Whatever has not been through that statement goes through the
 * guards every other route runs, in their order (the reviewer-access hook, then signedIn):
 * - no signed cookie: at onRequest, as before;
 * - a statement that accepted no session: before the save is retried the usual way (Better Auth may
 *   refresh the session, or the guards refuse it);
 * - an error before the statement ran (a body that does not parse or validate, a path id that is no id):
 *   first, so a caller whose session would be refused learns that, not what is wrong with the body.
 */
export function answerSaveGuard(context: AppContext) {
  const signedSession = createSignedSessionReader(context.auth);
  const unchecked = new WeakMap<FastifyRequest, SignedSession>();
  const guards = async (request: FastifyRequest) => {
    await refuseOtherRoles(request, context.db);
    await signedIn(request);
  };
  /** The request's signed session, once: from here on its check is the statement's or the guards'. */
  const take = (request: FastifyRequest) => {
    const session = unchecked.get(request);
    unchecked.delete(request);
    return session;
  };
  return {
    guards,
    take,
    onRequest: async (request: FastifyRequest) => {
      const session = await signedSession(request.headers.cookie);
      if (session) unchecked.set(request, session);
      else await guards(request);
    },
    /** Rethrown to the app's error handler: a refusal by the guards instead of the error, if they refuse. */
    errorHandler: async (error: FastifyError, request: FastifyRequest) => {
      if (take(request)) await guards(request);
      throw error;
    },
  };
}
