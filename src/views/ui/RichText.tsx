// HTML written in the shop's back office (descriptions, reviews). The loader has sanitised it
// already; this only gives it readable typography.
import './RichText.css';

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
