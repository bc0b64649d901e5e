/**
 * Runs a TypeScript script of this folder with Vite's module runner (Node 20 cannot strip types; Vite is
 * already here): `node scripts/run-ts.mjs scripts/size.ts [args]`. The script sees its args in process.argv.
 */
import { runnerImport } from 'vite'

const [script] = process.argv.slice(2)
if (!script) throw new Error('usage: node scripts/run-ts.mjs <script.ts> [args]')
await runnerImport(script)
