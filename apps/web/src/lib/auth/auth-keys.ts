/** Query keys of the auth feature (one factory, never retyped by hand). */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  me: (userId: string | undefined) => [...authKeys.all, 'me', userId ?? 'anonymous'] as const,
};
