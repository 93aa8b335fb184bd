import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './parse-markdown';
import './markdown.css';

function inlines(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{inlines(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inlines(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            {inlines(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {inlines(node.children)}
          </a>
        );
    }
  });
}

function block(node: Block, index: number): ReactNode {
  switch (node.kind) {
    case 'heading': {
      const Tag = `h${Math.min(node.level + 1, 5)}` as 'h2';
      return (
        <Tag key={index} id={node.id}>
          {inlines(node.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={index}>{inlines(node.children)}</p>;
    case 'quote':
      return <blockquote key={index}>{inlines(node.children)}</blockquote>;
    case 'code':
      return (
        <pre key={index}>
          <code>{node.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={index} />;
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      return (
        <Tag key={index}>
          {node.items.map((item, i) => (
            <li key={i}>{inlines(item)}</li>
          ))}
        </Tag>
      );
    }
  }
}

/**
 * Markdown shown as React elements (parse-markdown.ts): HTML in the source stays text and unsafe
 * link addresses are dropped. Headings start at h2, under the page's title.
 */
export function MarkdownView({ source, testId }: { source: string; testId?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className="markdown" data-testid={testId}>
      {blocks.map(block)}
    </div>
  );
}
