import { ZSignInInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The sign-in page's form rules. zod and the contract's schema are about 25 KB of script that the page's
 * hydration does not need: the page loads this module once it is interactive, or on the first submit.
 */
export const signInResolver = zodResolver(ZSignInInput);

export const isEmailAddress = (value: string) => z.email().safeParse(value).success;
