import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the scheduling priority of the calling thread (not the process): on Linux every
 * worker thread is its own kernel task, named by `/proc/thread-self`, and `setpriority` on
 * that task id affects that thread alone. Raising niceness needs no privilege. Elsewhere
 * (no `/proc`) it does nothing and says so.
 */
export function lowerThreadPriority(niceness: number): boolean {
  try {
    const taskId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(taskId) || taskId <= 0) return false;
    setPriority(taskId, niceness);
    return true;
  } catch {
    return false;
  }
}
