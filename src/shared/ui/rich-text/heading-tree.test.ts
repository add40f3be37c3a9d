import { describe, expect, it } from 'vitest'
import { headingTree } from './heading-tree'

const h = (id: string, level: number, text = id) => ({ id, text, level })

describe('headingTree', () => {
  it('nests deeper headings under the heading before them', () => {
    expect(headingTree([h('a', 2), h('a1', 3), h('a1x', 4), h('a2', 3), h('b', 2)])).toEqual([
      {
        id: 'a',
        text: 'a',
        children: [
          { id: 'a1', text: 'a1', children: [{ id: 'a1x', text: 'a1x', children: [] }] },
          { id: 'a2', text: 'a2', children: [] },
        ],
      },
      { id: 'b', text: 'b', children: [] },
    ])
  })

  it('lifts headings that have no parent before them', () => {
    expect(headingTree([h('x', 3), h('y', 2)]).map((n) => n.id)).toEqual(['x', 'y'])
  })

  it('skips headings without an anchor or text', () => {
    expect(headingTree([h('', 2, 'No id'), h('ok', 2), h('blank', 2, '  ')]).map((n) => n.id)).toEqual(['ok'])
  })
})
