import { gzipSync } from 'node:zlib'

/** Bytes after gzip at level 9, the way size-limit and scripts/budgets.ts count. */
export function gzipSize(contents: string | Uint8Array): number {
  return gzipSync(contents, { level: 9 }).length
}
