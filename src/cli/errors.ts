/**
 * Failures the CLI reports as one line on stderr and an exit code, never as a stack trace.
 * Exit code 2 is a usage problem (the user must change the command line), 1 a failed run.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string): CliError => new CliError(message, 2);

export const runFailure = (message: string): CliError => new CliError(message, 1);

/** `ENOENT` → "no such file or directory": the words users know from their shell. */
const SYSTEM_ERROR_WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOTDIR: 'not a directory',
  EMFILE: 'too many open files',
  ENOSPC: 'no space left on device',
  EIO: 'input/output error',
  EROFS: 'read-only file system',
  EEXIST: 'file exists',
  EADDRINUSE: 'address already in use',
  EADDRNOTAVAIL: 'address not available',
};

export function describeSystemError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && SYSTEM_ERROR_WORDS[code]) return SYSTEM_ERROR_WORDS[code];
  return error instanceof Error ? error.message : String(error);
}
