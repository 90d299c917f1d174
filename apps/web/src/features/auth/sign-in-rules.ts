import { ZSignInInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The sign-in page's form rules. zod, its configuration and the contract's schema are about 27 KB of gzipped
 * script that the page's hydration does not need: the form loads this module on its first focus or press (a
 * submit before it arrives waits for it), and the SSO button before it checks the address.
 */
export const signInResolver = zodResolver(ZSignInInput);

export const isEmailAddress = (value: string) => z.email().safeParse(value).success;
