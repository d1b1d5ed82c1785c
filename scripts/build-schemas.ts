/**
 * Generates src/schema/generated/ from Atlassian's official ADF schema (a devDependency):
 * the two profiles' JSON Schemas, their standalone ajv validators and the content model.
 * First step of `npm run build`; see docs/schema.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileValidatorModule, VALIDATOR_DECLARATION } from '../src/schema/build/compile-validator.js';
import { deriveContentModel } from '../src/schema/build/derive-content-model.js';
import { extendSchema } from '../src/schema/build/extend-schema.js';
import type { RootSchema } from '../src/schema/json-schema.js';
import type { Profile } from '../src/types.js';

const OFFICIAL_SCHEMA = '@atlaskit/adf-schema/dist/json-schema/v1/full.json';
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'schema', 'generated');

const require = createRequire(import.meta.url);
const official = JSON.parse(readFileSync(require.resolve(OFFICIAL_SCHEMA), 'utf8')) as RootSchema;

const schemas: Record<Profile, RootSchema> = {
  extended: extendSchema(official),
  atlassian: official,
};

mkdirSync(outDir, { recursive: true });
const write = (name: string, text: string) => writeFileSync(join(outDir, name), text);

for (const [profile, schema] of Object.entries(schemas)) {
  write(`${profile}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
  write(`validate-${profile}.js`, compileValidatorModule(schema));
  write(`validate-${profile}.d.ts`, VALIDATOR_DECLARATION);
}

const contentModel = {
  extended: deriveContentModel(schemas.extended),
  atlassian: deriveContentModel(schemas.atlassian),
};
write('content-model.json', `${JSON.stringify(contentModel, null, 2)}\n`);

console.log(`schemas, validators and content model written to ${outDir}`);
