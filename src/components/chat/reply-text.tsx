import { parseReply, type Segment } from "@/lib/chat-text";

function Segments({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === "link" ? (
          <a
            key={index}
            href={segment.href}
            className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** An assistant reply rendered as text; only links to our own pages, the phone and the email become links. */
export function ReplyText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseReply(text).map((block, index) =>
        block.kind === "list" ? (
          <ul key={index} className="list-disc space-y-1 pl-5 marker:text-brass-600">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Segments segments={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Segments segments={block.segments} />
          </p>
        ),
      )}
    </div>
  );
}
