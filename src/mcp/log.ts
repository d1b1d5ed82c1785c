/** The server's log: stderr only, since stdout carries the protocol and nothing else. */
export function log(line: string): void {
  process.stderr.write(`mdadf mcp: ${line}\n`);
}
