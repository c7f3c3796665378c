/** Command-line options for the operator CLIs: an unknown or malformed one prints the usage, not a stack. */
import { type ParseArgsConfig, parseArgs } from "node:util";

export function cliOptions<T extends NonNullable<ParseArgsConfig["options"]>>(
  options: T,
  usage: string,
) {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: ${usage}`);
    process.exit(2);
  }
}
