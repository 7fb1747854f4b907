// The HTML frame of every mail of the shop (an order's, a password reset, a contact message): a
// white card on grey, so they all look alike. The caller passes the body already escaped.
import { escapeHtml } from './html-escape';

export interface MailPage {
  /** BCP 47 tag of the mail's language. */
  lang: string;
  title: string;
  heading: string;
  /** HTML, every value in it escaped. */
  body: string;
}

export function mailPage({ lang, title, heading, body }: MailPage): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f7f7f7;font-family:Helvetica,Arial,sans-serif;color:#222;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff;">
<h1 style="font-size:22px;">${escapeHtml(heading)}</h1>
${body}
</div>
</body>
</html>
`;
}
