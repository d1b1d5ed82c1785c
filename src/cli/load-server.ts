import { runFailure } from './errors.js';

/** What a library install leaves out: the service's packages (optional peer dependencies). */
export const SERVICE_PACKAGES = ['fastify', 'piscina'] as const;

/**
 * The service module, loaded on demand: `mdadf` installed as a library does not bring fastify
 * and piscina, and `mdadf serve` then says how to get them instead of printing a stack trace.
 */
export async function loadServer(): Promise<typeof import('../server/index.js')> {
  try {
    return await import('../server/index.js');
  } catch (error) {
    const missing = missingPackage(error);
    if (!missing) throw error;
    throw runFailure(
      `mdadf serve needs ${SERVICE_PACKAGES.join(' and ')}, which a library install leaves out (${missing} is missing). ` +
        `Install them beside mdadf: npm install mdadf ${SERVICE_PACKAGES.map((name) => `${name}@5`).join(' ')} ` +
        `(or run: npx -p mdadf -p fastify@5 -p piscina@5 mdadf serve)`,
    );
  }
}

function missingPackage(error: unknown): string | undefined {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'ERR_MODULE_NOT_FOUND' || typeof message !== 'string') return undefined;
  return SERVICE_PACKAGES.find((name) => message.includes(`'${name}'`));
}
