/**
 * `mdadf/atlassian`: publishing to Jira (and Confluence) over one client. Built as one bundle
 * that inlines its own packages (image-size), importing the converter from the library's files.
 */
export {
  AtlassianClient,
  type ClientOptions,
  type ClientResponse,
  type ClientStats,
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  type RequestOptions,
  type RetryPolicy,
} from './client.js';
export { connect } from './connect.js';
export { type AtlassianConfig, ConfigError, type ConfigInput, readConfig, redact } from './config.js';
export { AtlassianError, type AtlassianErrorKind } from './errors.js';
export { createLimiter, type Limiter, mapSettled } from './pool.js';
export {
  createPage,
  findPagesByTitle,
  getPage,
  getSpaceByKey,
  listPages,
  type Page,
  type PageListing,
  type PageSummary,
  pageDoc,
  type Space,
  updatePage,
} from './confluence/api.js';
export { type ConfluenceHttp, confluenceHttp } from './confluence/http.js';
export * from './jira/index.js';
export { isLocalReference, type LocalFile, localPath, readLocalFile } from './local-files.js';
export { withFrontMatterEntry, writeFileAtomic } from './write-back.js';
