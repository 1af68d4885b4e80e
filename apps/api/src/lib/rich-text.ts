import sanitizeHtml from 'sanitize-html';

/**
 * What rich text (company descriptions, job summaries) may keep when stored: basic formatting
 * and links to http, https or mailto. No images, no styles, no scripts, no event handlers.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
  ],
  // target and rel are set by the transform below, whatever the input said.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the site: a new tab that cannot reach back into ours, and no SEO credit.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The text of rich HTML, for meta descriptions and emptiness checks. */
/** Where one block of text ends and the next begins: a space there keeps "country. You" apart. */
const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi;

/** A space after every block of stored HTML, so the text of two paragraphs never runs together. */
export const spaceBlocks = (html: string) => html.replace(BLOCK_END, '$& ');

export function richTextToPlain(html: string): string {
  return sanitizeHtml(spaceBlocks(html), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * sanitize-html writes text with entities; plain text has the characters themselves, so whoever
 * puts it in HTML or JSON escapes it once (never "&amp;amp;" in a page's head, issue 25).
 */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
