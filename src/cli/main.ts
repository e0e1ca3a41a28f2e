#!/usr/bin/env node
/**
 * The `hexwar` command.
 *
 * @module
 */
import { demo } from './demo';

const usage = `usage: hexwar <command>

commands:
  demo    print a unit's movement range on a sample map`;

function main(argv: string[]): number {
  const [command] = argv;
  switch (command) {
    case 'demo':
      demo();
      return 0;
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(usage);
      return 0;
    default:
      console.error(`hexwar: unknown command "${command}"\n\n${usage}`);
      return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
