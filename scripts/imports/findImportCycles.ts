/**
 * The import cycles of an import graph (scripts/imports/readImportGraph.ts): each group of files that reach one
 * another through their imports (a strongly connected component, Tarjan's algorithm), with one shortest cycle
 * through it to print. A group is one problem however many cycles it holds; breaking the cycle printed may leave
 * another in the group, which the next run prints.
 */
import type { ImportEdge, ImportGraph } from './readImportGraph.ts'

/** A group of files tied together by imports, and one cycle through them. */
export interface ImportCycle {
  /** Every file of the group, sorted. */
  files: string[]
  /** One shortest cycle: each step's importing file and its import, the last step importing the first file. */
  cycle: { from: string; edge: ImportEdge }[]
}

/** The strongly connected components of more than one file, or of one file importing itself. */
function tiedGroups(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let next = 0

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const edges = graph.get(frame.file) ?? []
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!.to
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          work.push({ file: to, edge: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(to)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!))
      if (low.get(frame.file) !== index.get(frame.file)) continue
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== frame.file)
      const importsItself = (graph.get(frame.file) ?? []).some((edge) => edge.to === frame.file)
      if (group.length > 1 || importsItself) groups.push(group.sort())
    }
  }
  return groups
}

/** A shortest cycle from `start` back to it, inside `group` (breadth first). */
function shortestCycle(graph: ImportGraph, group: ReadonlySet<string>, start: string): ImportCycle['cycle'] {
  const cameFrom = new Map<string, { from: string; edge: ImportEdge }>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const edge of graph.get(file) ?? []) {
      if (!group.has(edge.to)) continue
      if (edge.to === start) {
        const steps = [{ from: file, edge }]
        for (let at = file; at !== start; ) {
          const step = cameFrom.get(at)!
          steps.unshift(step)
          at = step.from
        }
        return steps
      }
      if (cameFrom.has(edge.to)) continue
      cameFrom.set(edge.to, { from: file, edge })
      queue.push(edge.to)
    }
  }
  throw new Error(`no cycle through ${start}, though it is in a strongly connected component`)
}

/**
 * Every import cycle of `graph`, one per group of files tied together; empty when the graph has none.
 *
 * @example
 * findImportCycles(new Map([['a.ts', [{ to: 'b.ts', specifier: './b', line: 1 }]], ['b.ts', [{ to: 'a.ts', specifier: './a', line: 3 }]]]))
 * // [{ files: ['a.ts', 'b.ts'], cycle: [{ from: 'a.ts', edge: { to: 'b.ts', … } }, { from: 'b.ts', edge: { to: 'a.ts', … } }] }]
 */
export function findImportCycles(graph: ImportGraph): ImportCycle[] {
  return tiedGroups(graph).map((files) => ({ files, cycle: shortestCycle(graph, new Set(files), files[0]!) }))
}

/**
 * The cycles as a reader fixes them: per group, its size and the cycle, one import a line
 * (`file:line imports 'specifier'`).
 */
export function formatImportCycles(cycles: readonly ImportCycle[]): string {
  return cycles
    .map(({ files, cycle }) => {
      const steps = cycle.map(({ from, edge }) => `  ${from}:${edge.line} imports '${edge.specifier}' (${edge.to})`)
      return [`Import cycle among ${files.length} files; one cycle through them:`, ...steps].join('\n')
    })
    .join('\n\n')
}
