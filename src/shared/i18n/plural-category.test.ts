import { expect, it } from 'vitest'
import { pluralCategory } from './plural-category'

it('names the Russian forms by the last digits', () => {
  expect([1, 21, 101, 1021].map((count) => pluralCategory(count, 'ru'))).toEqual(['one', 'one', 'one', 'one'])
  expect([2, 4, 22, 1234].map((count) => pluralCategory(count, 'ru'))).toEqual(['few', 'few', 'few', 'few'])
  expect([0, 5, 11, 12, 14, 25, 111].map((count) => pluralCategory(count, 'ru'))).toEqual(Array(7).fill('many'))
})

it('names the English forms: one for 1 only', () => {
  expect([0, 1, 2, 21].map((count) => pluralCategory(count, 'en'))).toEqual(['other', 'one', 'other', 'other'])
})
