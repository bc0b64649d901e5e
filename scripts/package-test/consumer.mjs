// Loads every export of every packed package the ESM way (the `import` condition) and checks it (checks.cjs).
// specifiers.json is written by loadAsConsumer.ts.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import checks from './checks.cjs'

const specifiers = JSON.parse(readFileSync(new URL('./specifiers.json', import.meta.url), 'utf8'))

for (const specifier of specifiers) {
  const loaded = await import(specifier)
  assert.ok(Object.keys(loaded).length > 0, `${specifier} exports nothing under import`)
  await checks[specifier]?.(loaded, (id) => import(id))
}
console.log(`ESM: ${specifiers.join(', ')} ok`)
