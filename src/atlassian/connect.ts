import { AtlassianClient, type ClientOptions } from './client.js';
import { type ConfigInput, readConfig } from './config.js';

/** A client for the site the environment (or `site`) names: what the CLI and scripts start from. */
export function connect(options: ConfigInput & Omit<ClientOptions, 'config'> = {}): AtlassianClient {
  const { site, env, ...rest } = options;
  return new AtlassianClient({ config: readConfig({ site, env }), ...rest });
}
