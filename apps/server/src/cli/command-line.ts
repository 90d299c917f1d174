import path from 'node:path';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/** The command line is not one the tool accepts: it exits 2 after the message, which ends with the usage. */
export class UsageError extends Error {}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** node:util's parseArgs in strict mode: an unknown option or one without its value is a UsageError. */
export function readOptions<const T extends ParseArgsOptionsConfig>(
  args: string[],
  options: T,
  usage: string,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(`${messageOf(error)}\n${usage}`);
  }
}

/** The options and the one file a tool works on (backup, restore), the file resolved from where npm ran. */
export function readOptionsAndFile<const T extends ParseArgsOptionsConfig>(
  args: string[],
  options: T,
  usage: string,
) {
  const parsed = (() => {
    try {
      return parseArgs({ args, options, strict: true, allowPositionals: true });
    } catch (error) {
      throw new UsageError(`${messageOf(error)}\n${usage}`);
    }
  })();
  if (parsed.positionals.length !== 1) throw new UsageError(`Name one backup file.\n${usage}`);
  // Relative to where the user ran npm, not the folder npm runs the script in.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0] ?? '');
  return { file, values: parsed.values };
}

export type Tool<Args> = {
  /** Printed by --help: the usage line, what the tool does, its options and examples. */
  help: string;
  /** Throws a UsageError for a command line it cannot read, an Error for a value it refuses. */
  read: (args: string[]) => Args;
  run: (args: Args) => Promise<void>;
};

/**
 * Runs a command-line tool with the exit codes docs/operations/command-line-tools.md promises: 0 done
 * (or --help), 2 a command line it cannot read, 1 anything else. Messages are written for the person at
 * the terminal; DEBUG=1 adds the stack for whoever debugs the tool.
 */
export async function runTool<Args>(tool: Tool<Args>, args = process.argv.slice(2)): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(tool.help);
    return;
  }
  try {
    await tool.run(tool.read(args));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nRun with --help for every option and examples.`);
      process.exit(2);
    }
    console.error(process.env.DEBUG ? error : messageOf(error));
    process.exit(1);
  }
}
