/** Runs a command for the packaging test, printing it first and its output as it comes; throws when it fails. */
import { execFileSync } from 'node:child_process'

export function runCommand(command: string, args: string[], cwd: string): void {
  console.log(`$ ${[command, ...args].join(' ')}`)
  execFileSync(command, args, { cwd, stdio: 'inherit' })
}
