import type { components } from '../../src/api/schema.d.ts'

/** The contract's schemas, generated from openapi/openapi.yaml. */
export type Schemas = components['schemas']
