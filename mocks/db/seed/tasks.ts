import type { Faker } from '@faker-js/faker'
import type { Localized } from '../schema/fragments.ts'
import type { Social, TaskKind, TaskOwner } from '../schema/tasks.ts'
import { fillLocalized, slugify, type Seeder } from './helpers.ts'
import { groupLinks, taskTexts } from './texts.ts'

interface TaskSpec {
  kind: TaskKind
  text: Localized
  buttonText: Localized
  url: string | null
  social: Social | null
  requiredLevel: number | null
}

export function taskSpecs(f: Faker, variant: 'daily' | 'social' | 'veteran' | 'giveaway', site: string): TaskSpec[] {
  const visit: TaskSpec = {
    kind: 'visit_link',
    text: fillLocalized(taskTexts.visitLink.text, { site }),
    buttonText: taskTexts.visitLink.button,
    url: `https://${slugify(site)}.example/?ref=freeskins`,
    social: null,
    requiredLevel: null,
  }
  const joinVk: TaskSpec = {
    kind: 'join_group',
    text: taskTexts.joinVk.text,
    buttonText: taskTexts.joinVk.button,
    url: groupLinks.vk,
    social: 'vk',
    requiredLevel: null,
  }
  const joinTg: TaskSpec = {
    kind: 'join_group',
    text: taskTexts.joinTg.text,
    buttonText: taskTexts.joinTg.button,
    url: groupLinks.tg,
    social: 'tg',
    requiredLevel: null,
  }
  const linkTg: TaskSpec = {
    kind: 'link_social',
    text: taskTexts.linkTg.text,
    buttonText: taskTexts.linkTg.button,
    url: null,
    social: 'tg',
    requiredLevel: null,
  }
  const linkVk: TaskSpec = {
    kind: 'link_social',
    text: taskTexts.linkVk.text,
    buttonText: taskTexts.linkVk.button,
    url: null,
    social: 'vk',
    requiredLevel: null,
  }
  const tradelink: TaskSpec = {
    kind: 'tradelink',
    text: taskTexts.tradelink.text,
    buttonText: taskTexts.tradelink.button,
    url: null,
    social: null,
    requiredLevel: null,
  }
  const level = (n: number): TaskSpec => ({
    kind: 'steam_level',
    text: fillLocalized(taskTexts.level.text, { n }),
    buttonText: taskTexts.level.button,
    url: null,
    social: null,
    requiredLevel: n,
  })
  switch (variant) {
    case 'daily':
      return [visit, tradelink, level(1)]
    case 'social':
      return [linkVk, joinVk, linkTg, joinTg]
    case 'veteran':
      return [level(20), tradelink, visit]
    case 'giveaway':
      return f.helpers.arrayElements([visit, joinTg, linkTg, linkVk, tradelink], { min: 2, max: 3 })
  }
}

export async function createTasks(s: Seeder, owner: TaskOwner, ownerId: number, specs: TaskSpec[]): Promise<number[]> {
  const ids: number[] = []
  for (const [position, spec] of specs.entries()) {
    const id = s.db.tasks.count() + 1
    await s.db.tasks.create({ id, owner, ownerId, position, ...spec })
    ids.push(id)
  }
  return ids
}
