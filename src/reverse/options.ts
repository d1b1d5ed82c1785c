import type { Profile } from '../types.js';

export interface ReverseOptions {
  /**
   * The profile the Markdown will be read back with (default `extended`). In the atlassian
   * profile an attribute the forward direction would drop (an unknown attribute, or one whose
   * registry target there is `drop`) cannot travel in a directive, so its node is written as
   * `adf:node` instead.
   */
  profile?: Profile;
}

export interface ReverseSettings {
  profile: Profile;
}
