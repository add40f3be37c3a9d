import type { Schemas } from '~/api/types'

export interface HeadingNode {
  id: string
  text: string
  children: HeadingNode[]
}

/**
 * Nests a flat list of headings by level (h3 under the h2 before it, h4 under the h3), so the
 * table of contents numbers only its top level. A deeper heading with no parent before it is
 * lifted to the nearest level that exists; headings without an anchor or text are skipped.
 */
export function headingTree(headings: ReadonlyArray<Schemas['Heading']>): HeadingNode[] {
  const roots: HeadingNode[] = []
  const stack: Array<{ level: number; node: HeadingNode }> = []
  for (const heading of headings) {
    if (heading.id.trim() === '' || heading.text.trim() === '') continue
    const node: HeadingNode = { id: heading.id, text: heading.text.trim(), children: [] }
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= heading.level) stack.pop()
    const parent = stack.at(-1)
    if (parent) parent.node.children.push(node)
    else roots.push(node)
    stack.push({ level: heading.level, node })
  }
  return roots
}
