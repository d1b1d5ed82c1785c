import type { LookupEntries } from '../convert/lookup-maps.js';
import type { Diagnostic, Profile } from '../types.js';

/** What the HTTP thread sends to a conversion worker; plain data, cloned across the thread boundary. */
export type Task =
  | { op: 'warmUp' }
  | {
      op: 'convert';
      markdown: string;
      profile: Profile;
      strict: boolean;
      mentions?: LookupEntries;
      images?: LookupEntries;
    }
  | { op: 'toMarkdown'; doc: unknown; profile: Profile }
  | { op: 'validate'; doc: unknown; profile: Profile }
  | { op: 'render'; source: { markdown: string } | { doc: unknown }; profile: Profile; standalone: boolean };

export type TaskOp = Task['op'];

/**
 * What comes back. Successful answers are serialised on the worker, so the HTTP thread only
 * moves a string and never walks (or clones) a large document tree.
 */
export type TaskResult =
  | { kind: 'json'; body: string }
  | { kind: 'html'; body: string }
  | { kind: 'rejected'; diagnostics: Diagnostic[] };
