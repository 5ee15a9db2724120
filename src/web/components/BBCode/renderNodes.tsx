import { Fragment, type ReactNode } from 'react';
import type { BBNode, InlineStyle } from '@common/bbcode';
import { RedactedText } from '../Redacted';
import classes from './BBCode.module.css';
import { BBImage } from './parts/BBImage';
import { BBLink } from './parts/BBLink';
import { Mention } from './parts/Mention';
import { OutfitRow } from './parts/OutfitRow';
import { PostCard } from './parts/PostCard';
import { Spoiler } from './parts/Spoiler';
import { ThreeViewer } from './parts/ThreeViewer';
import { YouTubeEmbed } from './parts/YouTubeEmbed';

/**
 * The parsed tree as React elements, nothing else: every value was checked by the parser and is
 * passed as a prop or a style property, never as markup.
 */
export function renderNodes(nodes: BBNode[], inLink = false): ReactNode[] {
  return nodes.map((n, i) => <Fragment key={i}>{renderNode(n, inLink)}</Fragment>);
}

const STYLE_TAGS: Record<InlineStyle, 'strong' | 'em' | 'u' | 's' | 'sup' | 'sub'> = { b: 'strong', i: 'em', u: 'u', s: 's', sup: 'sup', sub: 'sub' };

/** Generic families stay bare; any other name is quoted (the parser removed every quote from it). */
const GENERIC_FONTS = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);
const fontFamily = (family: string) =>
  family
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => (GENERIC_FONTS.has(f.toLowerCase()) ? f : `"${f}"`))
    .join(', ');

function renderNode(n: BBNode, inLink: boolean): ReactNode {
  switch (n.type) {
    case 'text':
      return lines(n.text);
    case 'br':
      return <br />;
    case 'hr':
      return <hr />;
    case 'style': {
      const Tag = STYLE_TAGS[n.style];
      return <Tag>{renderNodes(n.children, inLink)}</Tag>;
    }
    case 'font':
      return <span style={{ fontFamily: fontFamily(n.family) }}>{renderNodes(n.children, inLink)}</span>;
    case 'size':
      return <span style={{ fontSize: n.size, lineHeight: 1.3 }}>{renderNodes(n.children, inLink)}</span>;
    case 'color':
      return <span style={{ color: n.color }}>{renderNodes(n.children, inLink)}</span>;
    case 'quote':
      return (
        <blockquote className={classes.quote}>
          {n.author ? <div className={classes.quoteAuthor}>{n.author} wrote:</div> : null}
          {renderNodes(n.children, inLink)}
        </blockquote>
      );
    case 'spoiler':
      return <Spoiler title={n.title}>{() => renderNodes(n.children, inLink)}</Spoiler>;
    case 'align':
      return <div style={{ textAlign: n.align }}>{renderNodes(n.children, inLink)}</div>;
    case 'code':
      return (
        <pre className={classes.code}>
          <code>{n.text}</code>
        </pre>
      );
    case 'link':
      return (
        <BBLink href={n.href} external={n.external}>
          {renderNodes(n.children, true)}
        </BBLink>
      );
    case 'email':
      return (
        <a className={classes.link} href={`mailto:${n.address}`}>
          {renderNodes(n.children, true)}
        </a>
      );
    case 'image':
      return <BBImage src={n.src} tag={n.tag} />;
    case 'emoji':
      return <img className={classes.emoji} src={n.src} alt={`:${n.name}:`} title={`:${n.name}:`} loading="lazy" decoding="async" />;
    case 'list': {
      const items = n.children.map((item, i) => <li key={i}>{item.type === 'item' ? renderNodes(item.children, inLink) : null}</li>);
      return n.ordered ? <ol type={n.ordered}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'item':
      return renderNodes(n.children, inLink);
    case 'table':
      return (
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <tbody>{renderNodes(n.children, inLink)}</tbody>
          </table>
        </div>
      );
    case 'row':
      return <tr>{renderNodes(n.children, inLink)}</tr>;
    case 'cell':
      return n.header ? <th>{renderNodes(n.children, inLink)}</th> : <td>{renderNodes(n.children, inLink)}</td>;
    case 'youtube':
      return <YouTubeEmbed id={n.id} />;
    case 'three':
      return <ThreeViewer src={n.src} />;
    case 'mention':
      return inLink ? `@${n.username}` : <Mention username={n.username} player={n.player} />;
    case 'post':
      return <PostCard id={n.id} />;
    case 'outfits':
      return <OutfitRow outfits={n.outfits} />;
    case 'error':
      return (
        <span className={classes.error} data-bbcode-error>
          {n.text}
        </span>
      );
    default:
      return null;
  }
}

/** Line breaks in text are line breaks on the page; words the word filter censored are blurred bars. */
function lines(text: string): ReactNode {
  const parts = text.split(/\r?\n/);
  if (parts.length === 1) return <RedactedText text={text} />;
  return parts.map((p, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      <RedactedText text={p} />
    </Fragment>
  ));
}
