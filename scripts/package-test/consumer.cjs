// Loads every export of every packed package the CommonJS way (the `require` condition) and checks it
// (checks.cjs). specifiers.json is written by loadAsConsumer.ts.
const assert = require('node:assert/strict')
const checks = require('./checks.cjs')
const specifiers = require('./specifiers.json')

async function main() {
  for (const specifier of specifiers) {
    const loaded = require(specifier)
    assert.ok(Object.keys(loaded).length > 0, `${specifier} exports nothing under require`)
    await checks[specifier]?.(loaded, async (id) => require(id))
  }
  console.log(`CJS: ${specifiers.join(', ')} ok`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
