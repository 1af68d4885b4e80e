import sanitizeHtml from 'sanitize-html';

/** What the wizard's rich-text editor produces; everything else (scripts, styles, handlers) is dropped. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** Sanitises employer-written rich text before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
