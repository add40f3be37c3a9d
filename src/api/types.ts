import type { components } from './schema'

/** Shorthand for the entity schemas of the contract (generated; never written by hand). */
export type Schemas = components['schemas']
