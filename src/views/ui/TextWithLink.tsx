// A translated sentence with one link in it: the message's {{link}} stands where the link goes, so
// each language places it where its grammar wants it.
import { Link } from 'wouter';
import { t } from '../../i18n';

/** Stands in for the link while the message is translated; no message contains it. */
const linkMark = '\u0000';

interface TextWithLinkProps {
  /** The message's key; its {{link}} becomes the link. */
  message: string;
  href: string;
  linkText: string;
}

export function TextWithLink({ message, href, linkText }: TextWithLinkProps) {
  const [before, after = ''] = t(message, { link: linkMark }).split(linkMark);
  return (
    <>
      {before}
      <Link href={href}>{linkText}</Link>
      {after}
    </>
  );
}
