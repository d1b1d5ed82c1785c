/** RFC 6901 JSON pointers, the `path` of every validation error. */
export function pointerToken(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

export function childPointer(parent: string, ...keys: Array<string | number>): string {
  return parent + keys.map((key) => `/${pointerToken(key)}`).join('');
}

/** Number of reference tokens: `""` is 0, `/content/0` is 2. */
export function pointerDepth(pointer: string): number {
  return pointer === '' ? 0 : pointer.split('/').length - 1;
}
