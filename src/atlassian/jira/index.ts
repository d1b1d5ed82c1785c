export {
  browseUrl,
  type JiraAttachment,
  type JiraComment,
  type JiraIssue,
  type JiraUser,
} from './api.js';
export { type CommentOptions, type CommentResult, commentIssue, commentIssueFile } from './comment.js';
export { type PulledFile, type PullOptions, type PullResult, pullIssue } from './pull.js';
export {
  type PushAction,
  type PushOptions,
  type PushResult,
  pushIssue,
  pushIssueFile,
  TEXT_FIELD_LIMIT,
} from './push.js';
