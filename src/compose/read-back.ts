import { ConvertContext } from '../convert/context.js';
import { Fitter } from '../convert/fit.js';
import { contentModel } from '../schema/content-model.js';
import type { AdfNode, Profile } from '../types.js';
import { convertChecked } from './convert.js';
import { FORWARD } from './forward.js';

/**
 * What the reverse writer asks of this direction to prove that its Markdown round-trips: the
 * tree some Markdown reads back as, and what the profile's repairs make of a tree (ADF the
 * profile forbids cannot come back as it was; it comes back repaired, as the converter would
 * repair it). The reverse direction calls the converter; the converter never calls it.
 */
export function readTree(markdown: string, profile: Profile): AdfNode {
  return convertChecked(markdown, { profile }).doc;
}

/** Repairs the tree in place (its nodes are the caller's copies) to the profile's content model. */
export function fitTree(root: AdfNode, profile: Profile): void {
  new Fitter(new ConvertContext('', profile), contentModel(profile), FORWARD.repairs).run(root);
}
