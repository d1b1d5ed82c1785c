import type { ConfluenceHttp } from '../atlassian/confluence/http.js';

/** The Jira/Confluence site the Atlassian tools talk to. */
export interface Site {
  /** The base URL, without a trailing slash. */
  url: string;
  confluence: ConfluenceHttp;
  /** The text with the credentials taken out. */
  redact(text: string): string;
}
