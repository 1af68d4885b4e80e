/**
 * A fixed corpus of SQL-injection and XSS payloads, shared by the API's injection test and the
 * browser tests (e2e), which render them on the job, company and chat pages. No imports and no
 * side effects, so any test can import it. Every XSS payload that could run calls alert(): a
 * browser test fails on any dialog. All are under 120 characters, so they fit every text field
 * (user names are the shortest, 120), and none has leading or trailing spaces, so a field that
 * trims stores them unchanged.
 */

/** Strings that would change a query if concatenated into SQL, a tsquery or a LIKE pattern. */
export const SQL_INJECTION_PAYLOADS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "'; DROP TABLE jobs; --",
  "'); DROP TABLE users; --",
  '1; SELECT pg_sleep(10) --',
  "' || pg_sleep(10) || '",
  "' UNION SELECT email, NULL, NULL FROM users --",
  "admin'--",
  '$$; DROP TABLE companies; $$',
  "\\'; TRUNCATE saved_searches; --",
  "'; COPY (SELECT 1) TO PROGRAM 'touch /tmp/pwned'; --",
  // tsquery syntax: must be read as words, never as operators.
  "nurse:* & !chef | (builder <-> '",
  '!!! & | <-> :*',
  // LIKE wildcards: an admin company search for these must not match every name.
  '%_%',
  '\\%\\_',
] as const;

/** Markup that runs script if rendered as HTML, or survives a weak sanitiser. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">click me</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="&#106;avascript:alert(1)">link</a>',
  '<a href="java\tscript:alert(1)">link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<scr<script>ipt>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '{{constructor.constructor("alert(1)")()}}',
  'javascript:alert(1)',
] as const;

export const INJECTION_PAYLOADS: readonly string[] = [...SQL_INJECTION_PAYLOADS, ...XSS_PAYLOADS];

const decodeEntities = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');

/**
 * Why stored or rendered HTML is unsafe (a script element, an inline event handler, a script
 * URL in an attribute or a style), or null when it is safe. Text outside tags is ignored: "javascript:"
 * written as a sentence is harmless.
 */
export function unsafeHtmlReason(html: string): string | null {
  // A tag ends at the next '<' too, so "<scr<script>" still shows its inner <script>.
  for (const tag of html.match(/<[^<>]*>/g) ?? []) {
    if (/^<\s*script\b/i.test(tag)) return `script element: ${tag}`;
    // Quoted attribute values are text ("&lt;img onerror=...&gt;" in a meta content is harmless).
    const names = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (/[\s/"']on[a-z]+\s*=/i.test(names)) return `event handler: ${tag}`;
    if (/\sstyle\s*=/i.test(names) && /javascript:|expression\(/i.test(decodeEntities(tag)))
      return `script in a style: ${tag}`;
    const attributes = decodeEntities(tag).matchAll(
      /\b(?:href|src|action|data|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi,
    );
    for (const [, double, single, bare] of attributes) {
      // Browsers skip whitespace and control characters inside a URL scheme ("java\tscript:").
      // An unclosed quote ends up in the bare value: drop quotes too.
      const value = [...(double ?? single ?? bare ?? '')]
        .filter((c) => c.charCodeAt(0) > 0x20 && c !== '"' && c !== "'")
        .join('');
      if (/^(?:javascript|vbscript|data):/i.test(value)) return `script URL: ${tag}`;
    }
  }
  return null;
}
