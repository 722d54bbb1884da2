/**
 * Reads the small Markdown dialect of content/legal (see its README): a YAML front matter, an
 * introduction, `##` sections, paragraphs and `- ` lists. Nothing else is allowed, so a text can
 * never carry markup that the web page or the PDF would render differently.
 */
import type { LegalBlock, LegalSection } from '@camino/contracts';
import { parse } from 'yaml';

export interface ParsedLegalMarkdown {
  frontMatter: unknown;
  intro: LegalBlock[];
  sections: LegalSection[];
}

function toBlocks(lines: readonly string[], where: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      (list ??= []).push(line.slice(2).trim());
    } else if (/^(#|>|\*|\d+\.\s|<|\||```)/.test(line)) {
      throw new Error(`${where}: unsupported Markdown "${line.slice(0, 20)}"`);
    } else if (list) {
      // A wrapped list item continues on the next line.
      list[list.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export function parseLegalMarkdown(source: string, where: string): ParsedLegalMarkdown {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replaceAll('\r\n', '\n'));
  if (!match) throw new Error(`${where}: missing front matter`);
  const frontMatter: unknown = parse(match[1]!);
  const chunks = match[2]!.split(/^## /m);
  const intro = toBlocks(chunks[0]!.split('\n'), where);
  const sections = chunks.slice(1).map((chunk) => {
    const [heading, ...body] = chunk.split('\n');
    return { heading: heading!.trim(), blocks: toBlocks(body, where) };
  });
  return { frontMatter, intro, sections };
}
