import type { ProfileContentModel } from './derive-content-model.js';

/**
 * Where Jira's and Confluence's editor (the ProseMirror schema of @atlaskit/adf-schema) is
 * narrower than the official JSON schema, and the converter follows the editor so that what it
 * writes loads there unchanged. Each narrowing removes the mark sets holding `mark` from
 * `child` inside each of `parents` in the content model of both profiles, so the fit pass
 * drops that mark there with `mark-dropped`, as it does where the schema itself forbids it.
 * (tests/support/editor-schema.ts checks the output against the editor's schema.)
 */
export interface EditorNarrowing {
  parents: readonly string[];
  child: string;
  mark: string;
  reason: string;
}

export const EDITOR_NARROWINGS: readonly EditorNarrowing[] = [
  {
    parents: ['tableCell', 'tableHeader'],
    child: 'heading',
    mark: 'indentation',
    reason:
      'the official schema admits an indented heading in a cell, the editor does not (as for a paragraph, which neither admits)',
  },
];

export function narrowForEditor(model: ProfileContentModel): ProfileContentModel {
  for (const { parents, child, mark } of EDITOR_NARROWINGS) {
    for (const parent of parents) {
      const sets = model[parent]?.children[child];
      if (!sets) continue;
      model[parent].children[child] = sets.filter((set) => !set.includes(mark));
    }
  }
  return model;
}
