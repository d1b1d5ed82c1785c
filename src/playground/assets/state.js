/**
 * What survives a reload: the inputs of both modes, the mode, profile, strict switch and the
 * chosen example, in localStorage. A browser that refuses storage (private mode, quota) only
 * loses that; the playground still works.
 */
const KEY = 'mdadf-playground';

const DEFAULTS = { mode: 'markdown', profile: 'extended', strict: false, example: '0', inputs: {} };

export function loadState() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (saved && typeof saved === 'object') return { ...DEFAULTS, ...saved, inputs: { ...saved.inputs } };
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  return { ...DEFAULTS, inputs: {} };
}

export function saveState(state) {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the session goes on without it.
  }
}
