// `npm run api:generate` (after openapi-typescript): writes src/api/field-rules.gen.ts from the contract.
//   node scripts/field-rules/cli.ts [output]
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'
import { fieldRulesOf, renderFieldRules } from './field-rules.ts'

const output = process.argv[2] ?? 'src/api/field-rules.gen.ts'
const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Record<string, unknown>
writeFileSync(output, renderFieldRules(fieldRulesOf(contract)))
