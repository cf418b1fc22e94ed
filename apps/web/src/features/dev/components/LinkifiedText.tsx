import { Fragment } from 'react';
import { Link } from 'react-router';

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** The internal path of a URL on this site (so the link stays in the SPA), else undefined. */
function sameOriginPath(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** Plain text with its http(s) URLs turned into links; line breaks kept. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <span className="pl-linkified">
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const path = sameOriginPath(part);
        return path ? (
          <Link key={index} to={path}>
            {part}
          </Link>
        ) : (
          <a key={index} href={part} target="_blank" rel="noreferrer">
            {part}
          </a>
        );
      })}
    </span>
  );
}
