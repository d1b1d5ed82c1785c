import { availableParallelism } from 'node:os';

/** The main thread only hands out files and prints, so every core can run a worker. */
export const defaultThreads = (): number => availableParallelism();
