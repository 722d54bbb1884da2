import type { LegalBlock, LegalText } from '@camino/contracts';

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'paragraph') return <p>{block.text}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A legal document as readable text: short sections, a comfortable line length on a phone. */
export function LegalTextView({ text, headingLevel = 3 }: { text: LegalText; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed">
      {text.intro.map((block, index) => (
        <Block key={`intro-${index}`} block={block} />
      ))}
      {text.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <Heading className="font-semibold text-brand-900">{section.heading}</Heading>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
