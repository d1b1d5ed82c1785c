/**
 * `mdadf/atlassian`: publishing to Jira (and Confluence) over one client. Built as one bundle
 * that inlines its own packages (image-size), importing the converter from the library's files.
 */
export {
  AtlassianClient,
  type ClientOptions,
  type ClientStats,
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  type RequestOptions,
  type RetryPolicy,
} from './client.js';
export type { ClientResponse } from './response.js';
export { connect } from './connect.js';
export { type AtlassianConfig, ConfigError, type ConfigInput, readConfig, redact } from './config.js';
export { AtlassianError, type AtlassianErrorKind } from './errors.js';
export { createLimiter, type Limiter, mapSettled } from './pool.js';
export {
  addLabels,
  type Attachment,
  childPages,
  createPage,
  downloadAttachment,
  findPagesByTitle,
  getPage,
  getPageProperty,
  getSpaceByKey,
  listPages,
  listSpacePages,
  type Page,
  type PageListing,
  type PageSummary,
  pageAttachments,
  pageDoc,
  pageLabels,
  setPageProperty,
  type Space,
  updatePage,
  uploadAttachment,
} from './confluence/api.js';
export { ensureUploaded, matchHeld, readFiles, uploadFiles } from './confluence/attachments.js';
export { bodyTooLarge, MAX_BODY_BYTES, pageMedia } from './confluence/body.js';
export { type ConfluenceHttp, confluenceHttp } from './confluence/http.js';
export { PlanError, planTree, type SourcePage } from './confluence/plan.js';
export {
  type PulledPage,
  type PullOptions as ConfluencePullOptions,
  pageIdOf,
  pullPages,
} from './confluence/pull.js';
export {
  type PageOutcome,
  type PageStatus,
  type PushOptions as ConfluencePushOptions,
  type PushResult as ConfluencePushResult,
  pushTree,
} from './confluence/push.js';
export * from './jira/index.js';
export { isLocalReference, type LocalFile, localPath, readLocalFile } from './local-files.js';
export { withFrontMatterEntry, writeFileAtomic } from './write-back.js';
