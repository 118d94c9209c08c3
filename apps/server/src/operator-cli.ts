// `npm run operator -- create-operator <e-mail>` (decision 281): the first platform operator, with no SQL. It
// opens the database the server uses (DATABASE_URL, or the embedded one under DATA_DIR: stop that server
// first, since one process owns a PGlite folder), applies migrations, and prints the one-time link that sets
// the operator's password; the console's sign-in then opens the operators' screens.
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createOperator } from './staff/platform-operators.js';

const USAGE = 'Usage: npm run operator -- create-operator <e-mail>';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'create-operator' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    console.error(USAGE);
    return 2;
  }
  // npm runs workspace scripts in the workspace's folder; DATA_DIR is read from where the command was typed.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await createOperator(handle.db, {
      email,
      now: new Date(),
      publicBaseUrl: config.publicBaseUrl,
    });
    const signIn = `${config.publicBaseUrl}/console/sign-in`;
    switch (result.outcome) {
      case 'shop-account':
        console.error(
          `${email} already has a shop console account: an address holds one account. Use another address for the operator.`,
        );
        return 1;
      case 'already-active':
        console.log(
          `${email} is already an operator with a password. Sign in at ${signIn}; a forgotten password is reset from there.`,
        );
        return 0;
      default:
        console.log(
          [
            result.outcome === 'created'
              ? `Platform operator ${email} created.`
              : `${email} is an operator who has not set a password yet: here is a new link (the earlier one no longer works).`,
            '',
            'To set the password, open this link within 7 days (it works once):',
            `  ${result.link}`,
            '',
            `Then sign in at ${signIn} with ${email} and that password: the console opens the operators' screens`,
            '(organisations, locations, lender agreements, first owners).',
          ].join('\n'),
        );
        return 0;
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
