import { INDUSTRIES, type TIndustry } from '@app/contracts';
import { createAdminAccount } from '../modules/auth/admin-accounts';
import { readOptions, runTool, UsageError } from './command-line';
import { runWithContext } from './run-with-context';

const USAGE =
  'Usage: npm run create-admin -- --email E --password P [--name N] [--company NAME [--industry I]]';

const HELP = `${USAGE}

Creates a company administrator who can sign in at once (no email confirmation). With --company it
also creates their company; without it, they set up the company at their first sign-in.

Options:
  --email E          the administrator's email address (required)
  --password P       their password, 8 to 128 characters (required)
  --name N           their name (default Administrator)
  --company NAME     create this company with them as its administrator
  --industry I       the company's industry, with --company (default Other):
                     ${INDUSTRIES.join(', ')}
  -h, --help         print this help

Examples:
  npm run create-admin -- --email it@example.com --password 'a long passphrase'
  npm run create-admin -- --email hr@acme.example --password 'a long passphrase' --name "Ana Ortiz" --company "Acme Corp" --industry Technology`;

const isIndustry = (value: string): value is TIndustry => (INDUSTRIES as readonly string[]).includes(value);

await runTool({
  help: HELP,
  read(args) {
    const values = readOptions(
      args,
      {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string', default: 'Administrator' },
        company: { type: 'string' },
        industry: { type: 'string' },
      },
      USAGE,
    );
    if (!values.email || !values.password)
      throw new UsageError(`--email and --password are required.\n${USAGE}`);
    if (values.industry !== undefined && !values.company) {
      throw new UsageError(`--industry needs --company.\n${USAGE}`);
    }
    const industry = values.industry ?? 'Other';
    if (!isIndustry(industry)) {
      throw new Error(`Unknown industry "${industry}": use one of ${INDUSTRIES.join(', ')}.`);
    }
    return {
      email: values.email,
      password: values.password,
      name: values.name,
      company: values.company ? { name: values.company, industry } : undefined,
    };
  },
  run: (input) =>
    runWithContext(async (context) => {
      const created = await createAdminAccount(context, input);
      console.log(
        `Admin ${input.email} created${created.companyId ? ` with company ${input.company?.name}` : ' (without a company: onboarding at first sign-in)'}.`,
      );
    }),
});
