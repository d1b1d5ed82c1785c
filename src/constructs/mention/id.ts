/** markdown-it percent-encodes link destinations; an account id is shown as written. */
export function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
