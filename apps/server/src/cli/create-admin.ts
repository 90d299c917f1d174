import { parseArgs } from 'node:util';
import { AppError } from '../lib/app-error';
import { createAdminAccount } from '../modules/auth/admin-accounts';
import { fail, runWithContext } from './run-with-context';

const USAGE =
  'Usage: npm run create-admin -- --email E --password P [--name N] [--company NAME --industry I]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    industry: { type: 'string' },
  },
  strict: true,
});
if (!values.email || !values.password) fail(USAGE);
if (values.industry && !values.company) fail(`--industry needs --company.\n${USAGE}`);

await runWithContext(async (context) => {
  try {
    const created = await createAdminAccount(context, {
      email: values.email ?? '',
      password: values.password ?? '',
      name: values.name ?? 'Administrator',
      company: values.company
        ? { name: values.company, industry: (values.industry ?? 'Other') as 'Other' }
        : undefined,
    });
    console.log(
      `Admin ${values.email} created${created.companyId ? ` with company ${values.company}` : ' (without a company: onboarding at first sign-in)'}.`,
    );
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  }
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
