import { firstParagraph, paragraphs } from "../../db/domain";

// RSS 2.0 with the content, Dublin Core and Atom namespaces. Every text is escaped; CDATA is never
// used so a story containing "]]>" cannot break out.

export interface RssItem {
  id: number;
  title: string;
  content: string;
  createdAt: Date;
  author: string;
  categories: string[];
  /** The featured image; RSS requires its size in bytes and its type. */
  enclosure: { url: string; length: number; type: string } | null;
}

export interface RssChannel {
  title: string;
  description: string;
  siteUrl: string;
  selfUrl: string;
  /** A GIF/JPEG/PNG of at most 144 × 144 pixels (RSS 2.0 <image>). */
  image: { url: string; width: number; height: number };
  lastBuildDate: Date;
  items: RssItem[];
}

export const escapeXml = (s: string) =>
  s
    // Characters XML 1.0 forbids even when escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

const contentHtml = (text: string) =>
  paragraphs(text)
    .map((p) => `<p>${escapeXml(p)}</p>`)
    .join("");

export function buildRss(channel: RssChannel): string {
  const items = channel.items.map((item) => {
    const link = `${channel.siteUrl}/read/${item.id}`;
    const lines = [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${item.createdAt.toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(item.author)}</dc:creator>`,
      ...item.categories.map((cat) => `<category>${escapeXml(cat)}</category>`),
      `<description>${escapeXml(firstParagraph(item.content))}</description>`,
      `<content:encoded>${escapeXml(contentHtml(item.content))}</content:encoded>`,
      ...(item.enclosure
        ? [
            `<enclosure url="${escapeXml(item.enclosure.url)}" length="${item.enclosure.length}" type="${escapeXml(item.enclosure.type)}"/>`,
          ]
        : []),
      "</item>",
    ];
    return lines.join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.siteUrl)}/</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    "<language>en</language>",
    `<lastBuildDate>${channel.lastBuildDate.toUTCString()}</lastBuildDate>`,
    "<image>",
    `<url>${escapeXml(channel.image.url)}</url>`,
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.siteUrl)}/</link>`,
    `<width>${channel.image.width}</width>`,
    `<height>${channel.image.height}</height>`,
    "</image>",
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
